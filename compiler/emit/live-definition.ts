/**
 * Live definitions: the runtime `CardDefinition` of a card, built in memory (in the
 * browser too) from the same code model the emitter prints, without generating or
 * evaluating TypeScript. Each call in the model (`effect.dealDamage(2, select.chosen(…))`)
 * becomes a call of that exported runtime builder, each object and array literal a plain
 * object or array, so a live definition and the built module's `card` can never disagree.
 */
import type { Card } from "../../grammar/ast";
import type { Diagnostic } from "../../grammar/diagnostic";
import * as runtime from "../../runtime";
import type { CardDefinition } from "../../runtime";
import type { Code } from "./code";
import { cardModel } from "./emit-card";

type Builder = (...args: readonly unknown[]) => unknown;

function isBuilder(value: unknown): value is Builder {
  return typeof value === "function";
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return (typeof value === "object" || typeof value === "function") && value !== null;
}

/** The runtime's public API, by exported name (`effect`, `select`, `defineCard`, …). */
const runtimeExports: Readonly<Record<string, unknown>> = runtime;

/** The builder a callee path names (`effect.dealDamage`), with the object it is a method of. */
function builder(callee: string): { readonly fn: Builder; readonly owner: unknown } {
  const [root, ...path] = callee.split(".");
  let owner: unknown = undefined;
  let value: unknown = root === undefined || !Object.hasOwn(runtimeExports, root) ? undefined : runtimeExports[root];
  for (const part of path) {
    owner = value;
    value = isRecord(value) && Object.hasOwn(value, part) ? value[part] : undefined;
  }
  if (!isBuilder(value)) throw new Error(`live definition: the runtime exports no builder ${callee}`);
  return { fn: value, owner };
}

/** The value a code model expression evaluates to, with the runtime's builders. */
export function evaluateCode(code: Code): unknown {
  switch (code.kind) {
    case "call": {
      const { fn, owner } = builder(code.callee);
      return fn.apply(owner, code.args.map(evaluateCode));
    }
    case "object": {
      const out: Record<string, unknown> = {};
      // defineProperty: a `__proto__` key is an own property, as in the printed literal.
      for (const e of code.entries) Object.defineProperty(out, e.key, { value: evaluateCode(e.value), enumerable: true, writable: true, configurable: true });
      return out;
    }
    case "array":
      return code.items.map(evaluateCode);
    case "string":
    case "number":
    case "boolean":
      return code.value;
    case "identifier":
      throw new Error(`live definition: the code model refers to ${code.name}, which only generated modules bind`);
  }
}

function isCardDefinition(value: unknown): value is CardDefinition {
  return isRecord(value) && typeof value["id"] === "string" && typeof value["type"] === "string" && Array.isArray(value["abilities"]);
}

export type LiveDefinition =
  | { readonly ok: true; readonly definition: CardDefinition; readonly diagnostics: readonly Diagnostic[] }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

/**
 * The runtime definition of a checked card (`file` is its path as written into each
 * ability's `source`). GRM900 diagnostics when the runtime cannot express it; a
 * `CardDefinitionError` from `defineCard` is thrown as the built module would throw it.
 */
export function cardDefinition(card: Card, file: string): LiveDefinition {
  const { model, diagnostics } = cardModel(card, file);
  if (model === null) return { ok: false, diagnostics };
  const definition = evaluateCode(model.definition);
  if (!isCardDefinition(definition)) throw new Error(`live definition: defineCard returned no card definition for ${card.id.text}`);
  return { ok: true, definition, diagnostics };
}
