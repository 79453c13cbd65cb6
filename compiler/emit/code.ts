/**
 * A tiny model of the TypeScript expressions the emitter writes: calls of runtime
 * builders, object and array literals, and literals. Every user string goes through
 * `stringLiteral`, so no card text can ever become code.
 */

export type Code =
  | { readonly kind: "call"; readonly callee: string; readonly args: readonly Code[] }
  | { readonly kind: "object"; readonly entries: readonly ObjectEntry[] }
  | { readonly kind: "array"; readonly items: readonly Code[] }
  | { readonly kind: "string"; readonly value: string }
  | { readonly kind: "number"; readonly value: number }
  | { readonly kind: "boolean"; readonly value: boolean }
  | { readonly kind: "identifier"; readonly name: string };

export interface ObjectEntry {
  readonly key: string;
  readonly value: Code;
}

const identifierPath = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;
const identifier = /^[A-Za-z_$][\w$]*$/;

/** `effect.draw(2)`: the callee is a fixed builder path, never user text. */
export function call(callee: string, ...args: Code[]): Code {
  if (!identifierPath.test(callee)) throw new Error(`emitter: invalid callee ${JSON.stringify(callee)}`);
  return { kind: "call", callee, args };
}

/** An object literal; entries whose value is `undefined` are left out, order is kept. */
export function object(entries: Readonly<Record<string, Code | undefined>>): Code {
  const out: ObjectEntry[] = [];
  for (const [key, value] of Object.entries(entries)) if (value !== undefined) out.push({ key, value });
  return { kind: "object", entries: out };
}

export function array(items: readonly Code[]): Code {
  return { kind: "array", items };
}

export function str(value: string): Code {
  return { kind: "string", value };
}

export function num(value: number): Code {
  if (!Number.isFinite(value)) throw new Error(`emitter: non-finite number ${value}`);
  return { kind: "number", value };
}

export function bool(value: boolean): Code {
  return { kind: "boolean", value };
}

export function ident(name: string): Code {
  if (!identifier.test(name)) throw new Error(`emitter: invalid identifier ${JSON.stringify(name)}`);
  return { kind: "identifier", name };
}

/**
 * A double-quoted TypeScript string literal that evaluates to exactly `value`.
 * JSON escaping covers quotes, backslashes and control characters; U+2028/U+2029 are
 * escaped too so the literal stays on one line even inside a `//` comment.
 * Backticks, `${` and `*` `/` are inert inside a double-quoted string.
 */
export function stringLiteral(value: string): string {
  return JSON.stringify(value).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

function propertyKey(key: string): string {
  // `__proto__` written as a plain key would set the prototype; quote-free keys are fixed field names.
  if (identifier.test(key) && key !== "__proto__") return key;
  return `[${stringLiteral(key)}]`;
}

/** Prints an expression on one line; prettier lays it out afterwards. */
export function print(code: Code): string {
  switch (code.kind) {
    case "call":
      return `${code.callee}(${code.args.map(print).join(", ")})`;
    case "object":
      return code.entries.length === 0
        ? "{}"
        : `{ ${code.entries.map((e) => `${propertyKey(e.key)}: ${print(e.value)}`).join(", ")} }`;
    case "array":
      return `[${code.items.map(print).join(", ")}]`;
    case "string":
      return stringLiteral(code.value);
    case "number":
      return Object.is(code.value, -0) ? "0" : String(code.value);
    case "boolean":
      return code.value ? "true" : "false";
    case "identifier":
      return code.name;
  }
}

/** The root identifiers an expression calls (`effect`, `select`, …), for the import line. */
export function rootsOf(code: Code, into: Set<string> = new Set()): Set<string> {
  switch (code.kind) {
    case "call":
      into.add(code.callee.split(".")[0] ?? code.callee);
      for (const a of code.args) rootsOf(a, into);
      break;
    case "object":
      for (const e of code.entries) rootsOf(e.value, into);
      break;
    case "array":
      for (const i of code.items) rootsOf(i, into);
      break;
    default:
      break;
  }
  return into;
}
