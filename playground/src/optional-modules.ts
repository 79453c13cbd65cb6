/**
 * Adapters for compiler modules that are still being written (compiler/text, compiler/emit).
 * The worker finds them with `import.meta.glob`, so their exact shape is checked here at
 * run time instead of being assumed at compile time.
 */
import type { Finding, RenderedSection, RenderedText } from "./worker-protocol";

export type AnyFunction = (...args: readonly unknown[]) => unknown;

function isFunction(value: unknown): value is AnyFunction {
  return typeof value === "function";
}

/** The first of `names` that the module exports as a function. */
export function findFunction(module: Readonly<Record<string, unknown>>, names: readonly string[]): AnyFunction | null {
  for (const name of names) {
    const value = module[name];
    if (isFunction(value)) return value;
  }
  return null;
}

function field(value: object, key: string): unknown {
  return (value as Record<string, unknown>)[key];
}

function text(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}

/** A RenderedCard (compiler/text/types.ts) as plain data for the UI. */
export function normaliseRendered(value: unknown): RenderedText | null {
  if (typeof value !== "object" || value === null) return null;
  const name = text(field(value, "name"));
  if (name === null) return null;
  const abilities = field(value, "abilities");
  const sections: RenderedSection[] = [];
  if (Array.isArray(abilities)) {
    for (const a of abilities as unknown[]) {
      if (typeof a !== "object" || a === null) continue;
      sections.push({ kind: text(field(a, "kind")) ?? "effect", name: text(field(a, "name")), text: text(field(a, "text")) ?? "" });
    }
  }
  const fullText = text(field(value, "fullText")) ?? sections.map((s) => (s.name ? `${s.name} ${s.text}` : s.text)).join("\n");
  return { name, version: text(field(value, "version")), sections, fullText };
}

function severity(value: unknown): Finding["severity"] {
  return value === "warning" || value === "info" ? value : "error";
}

/** Whatever the localiser check returns (a list, or an object with a list) as findings. */
export function normaliseFindings(value: unknown): Finding[] {
  let list: unknown = value;
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    list = field(value, "findings") ?? field(value, "diagnostics") ?? field(value, "problems") ?? [];
  }
  if (!Array.isArray(list)) return [];
  return (list as unknown[]).map((f) => {
    if (typeof f === "string") return { severity: "error", message: f };
    if (typeof f === "object" && f !== null) {
      const message = text(field(f, "message")) ?? JSON.stringify(f);
      const code = text(field(f, "code"));
      return { severity: severity(field(f, "severity")), message: code ? `${code}: ${message}` : message };
    }
    return { severity: "error", message: String(f) };
  });
}
