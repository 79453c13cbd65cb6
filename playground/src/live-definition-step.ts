/**
 * The compiled card → runtime CardDefinition step of the sandbox: compiler/emit/live-definition.ts
 * evaluates the emitter's code model directly (no TypeScript is evaluated). It is found with
 * `import.meta.glob`, so the sandbox says it is missing instead of failing to build before it lands.
 */
import type { Card } from "../../grammar/ast";
import type { CardDefinition } from "../../runtime";

const modules = import.meta.glob<Record<string, unknown>>("../../compiler/emit/live-definition.ts", { eager: true });
const names = ["liveDefinition", "liveCardDefinition", "cardDefinition", "definitionOf", "toCardDefinition", "evaluateCard"] as const;

function isDefinition(value: unknown): value is CardDefinition {
  return typeof value === "object" && value !== null && "id" in value && "type" in value && "abilities" in value && "keywords" in value;
}

type AnyFunction = (...args: readonly unknown[]) => unknown;

function findFunction(module: Readonly<Record<string, unknown>>, candidates: readonly string[]): AnyFunction | null {
  for (const name of candidates) {
    const value = module[name];
    if (typeof value === "function") return (...args) => (value as AnyFunction)(...args);
  }
  return null;
}

export type LiveDefinitionStep = { readonly definition: (card: Card, file: string) => CardDefinition; readonly missing: null } | { readonly definition: null; readonly missing: string };

export function liveDefinitionStep(): LiveDefinitionStep {
  const module = Object.values(modules)[0];
  if (module === undefined) return { definition: null, missing: "compiler/emit/live-definition.ts (card AST → runtime CardDefinition) does not exist yet." };
  const fn = findFunction(module, names);
  if (fn === null) return { definition: null, missing: `compiler/emit/live-definition.ts exports none of ${names.join(", ")}.` };
  return {
    missing: null,
    definition(card, file) {
      const out = fn(card, { file });
      const found = isDefinition(out) ? out : typeof out === "object" && out !== null && "definition" in out && isDefinition(out.definition) ? out.definition : null;
      if (found !== null) return found;
      const problems = typeof out === "object" && out !== null && "diagnostics" in out && Array.isArray(out.diagnostics) ? (out.diagnostics as unknown[]).map((d) => (typeof d === "object" && d !== null && "message" in d ? String(d.message) : String(d))) : [];
      throw new Error(problems.length > 0 ? problems.join("; ") : "the live definition step returned no CardDefinition");
    },
  };
}
