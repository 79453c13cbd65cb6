/**
 * The emitter's own printer: lays out the code model exactly as prettier (printWidth 100,
 * trailing commas, double quotes) lays out the same expressions, so a build needs no
 * prettier pass. It builds the documents prettier's estree printer builds for the node
 * kinds the model has (calls on builder paths, object and array literals, literals) and
 * prints them with the port of prettier's document printer in doc.ts.
 *
 * Anything it does not reproduce (wide characters, arrays of numbers) throws
 * `LayoutUnsupported`; the caller then formats the one-line text with prettier.
 * test/compiler/layout.test.ts checks the two agree on every card and on random models.
 */
import { stringLiteral, type Code } from "./code";
import {
  breakParent,
  conditionalGroup,
  group,
  ifBreak,
  indent,
  indentIfBreak,
  join,
  line,
  printDoc,
  softline,
  textWidth,
  UnmeasuredText,
  willBreak,
  type Doc,
} from "./doc";

export const printWidth = 100;

export class LayoutUnsupported extends Error {
  override readonly name = "LayoutUnsupported";
}

const identifier = /^[A-Za-z_$][\w$]*$/;

/** prettier's string printing: double quotes unless the text holds more double than single quotes. */
export function prettierString(value: string): string {
  const json = stringLiteral(value);
  let doubles = 0;
  let singles = 0;
  for (const ch of value) {
    if (ch === '"') doubles++;
    else if (ch === "'") singles++;
  }
  if (doubles <= singles) return json;
  const raw = json.slice(1, -1).replace(/\\(.)|(["'])/gs, (_m, escaped: string | undefined, quote: string | undefined) => {
    if (escaped === '"') return '"';
    if (escaped !== undefined) return `\\${escaped}`;
    return quote === "'" ? "\\'" : (quote ?? "");
  });
  return `'${raw}'`;
}

function propertyKey(key: string): string {
  if (identifier.test(key) && key !== "__proto__") return key;
  return `[${prettierString(key)}]`;
}

function numberText(value: number): string {
  const text = Object.is(value, -0) ? "0" : String(value);
  if (/e/i.test(text)) throw new LayoutUnsupported(`number ${text}`);
  return text;
}

/** prettier's isLoneShortArgument for the model's node kinds. */
function isLoneShortArgument(code: Code): boolean {
  const threshold = printWidth * 0.25;
  switch (code.kind) {
    case "identifier":
      return code.name.length <= threshold;
    case "number":
    case "boolean":
      return true;
    case "string":
      return prettierString(code.value).length <= threshold;
    default:
      return false;
  }
}

/** A call whose arguments give prettier no good place to break (none, or one short literal). */
function isPoorlyBreakableCall(code: Code): boolean {
  if (code.kind !== "call") return false;
  const [only, ...more] = code.args;
  return only === undefined || (more.length === 0 && isLoneShortArgument(only));
}

/** `key: value` in an object literal (prettier's printAssignment layouts for a property). */
function property(key: string, value: Code): Doc {
  const keyText = propertyKey(key);
  const valueDoc = expression(value);
  const shortKey = textWidth(keyText) < 2 + 3;
  if (!shortKey && (value.kind === "string" || isPoorlyBreakableCall(value))) {
    return group([group(keyText), ":", group(indent([line, valueDoc]))]);
  }
  if (shortKey || value.kind === "boolean" || (value.kind === "number" && !(value.value < 0))) {
    return group([group(keyText), ": ", valueDoc]);
  }
  const id = Symbol("assignment");
  return group([group(keyText), ":", group(indent(line), { id }), indentIfBreak(valueDoc, id)]);
}

function objectDoc(code: Code & { kind: "object" }): Doc {
  if (code.entries.length === 0) return "{}";
  const props = code.entries.map((e) => group(property(e.key, e.value)));
  return group(["{", indent([line, join([",", line], props)]), ifBreak(","), line, "}"]);
}

function itemCount(code: Code): number {
  return code.kind === "object" ? code.entries.length : code.kind === "array" ? code.items.length : 0;
}

function arrayDoc(code: Code & { kind: "array" }): Doc {
  if (code.items.length === 0) return "[]";
  if (code.items.every((i) => i.kind === "number")) throw new LayoutUnsupported("arrays of numbers are filled");
  const first = code.items[0];
  const shouldBreak =
    code.items.length > 1 && code.items.every((i) => (i.kind === "object" || i.kind === "array") && i.kind === first?.kind && itemCount(i) > 1);
  const items = code.items.map((i) => group(expression(i)));
  return group(["[", indent([softline, join([",", line], items), ifBreak(",")]), softline, "]"], { shouldBreak });
}

/** prettier's printCallArguments for arguments without functions or comments. */
function callArguments(args: readonly Code[]): Doc {
  if (args.length === 0) return "()";
  const printed: Doc[] = args.map((a, i) => (i === args.length - 1 ? expression(a) : [expression(a), ",", line]));
  const allArgsBrokenOut = (): Doc => group(["(", indent([line, ...printed]), ",", line, ")"], { shouldBreak: true });
  const last = args[args.length - 1];
  const penultimate = args[args.length - 2];
  const expandLast =
    last !== undefined &&
    (last.kind === "object" || last.kind === "array") &&
    itemCount(last) > 0 &&
    (penultimate === undefined || penultimate.kind !== last.kind);
  if (expandLast && last !== undefined) {
    const head = printed.slice(0, -1);
    if (head.some(willBreak)) return allArgsBrokenOut();
    const lastDoc = expression(last);
    if (willBreak(lastDoc)) {
      return [breakParent, conditionalGroup([["(", ...head, group(lastDoc, { shouldBreak: true }), ")"], allArgsBrokenOut()])];
    }
    return conditionalGroup([["(", ...head, lastDoc, ")"], ["(", ...head, group(lastDoc, { shouldBreak: true }), ")"], allArgsBrokenOut()]);
  }
  return group(["(", indent([softline, ...printed]), ifBreak(","), softline, ")"], { shouldBreak: printed.some(willBreak) });
}

/** An expression of the code model as a prettier document. */
export function expression(code: Code): Doc {
  switch (code.kind) {
    case "call": {
      const args = callArguments(code.args);
      // `effect.draw(…)` is a member chain of one call: prettier prints it as one group.
      return code.callee.includes(".") ? group([code.callee, args]) : [code.callee, args];
    }
    case "object":
      return objectDoc(code);
    case "array":
      return arrayDoc(code);
    case "string":
      return prettierString(code.value);
    case "number":
      return numberText(code.value);
    case "boolean":
      return code.value ? "true" : "false";
    case "identifier":
      return code.name;
  }
}

/** `export const <name> = <value>;` as prettier lays it out. */
export function exportConst(name: string, value: Code): string {
  return layOut(() => {
    const id = Symbol("assignment");
    const assignment = group([group(name), " =", group(indent(line), { id }), indentIfBreak(expression(value), id)]);
    return ["export ", group(["const", " ", assignment, ";"])];
  });
}

/** `import { a, b } from "x";` as prettier lays it out. */
export function importNamed(names: readonly string[], from: string): string {
  const source = prettierString(from);
  if (names.length <= 1) return layOut(() => `import { ${names.join("")} } from ${source};`);
  return layOut(() => group(["import ", "{", indent([line, join([",", line], names)]), ifBreak(","), line, "}", ` from ${source};`]));
}

function layOut(build: () => Doc): string {
  try {
    return printDoc(build(), printWidth);
  } catch (error) {
    if (error instanceof UnmeasuredText) throw new LayoutUnsupported(error.message);
    throw error;
  }
}
