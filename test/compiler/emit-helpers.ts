/** Shared by the emitter tests: compile a source text and emit each card's formatted module. */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { compileSource } from "../../compiler";
import { emitCardModule, formatModule } from "../../compiler/emit";
import type { Diagnostic } from "../../grammar/diagnostic";

export const repoRoot = join(import.meta.dirname, "..", "..");

export const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

export interface EmittedCard {
  readonly id: string;
  readonly code: string;
  readonly diagnostics: readonly Diagnostic[];
}

export async function emitSource(text: string, file: string, runtimeImport: string): Promise<EmittedCard[]> {
  const compiled = compileSource(text, file);
  const out: EmittedCard[] = [];
  for (const result of compiled.cards) {
    const cardText = text.slice(result.card.range.start.offset, result.card.range.end.offset);
    const emitted = emitCardModule(result.card, { file, hash: sha256(cardText), runtimeImport });
    out.push({
      id: result.card.id.text,
      code: !emitted.ok ? "" : emitted.formatted ? emitted.code : await formatModule(emitted.code),
      diagnostics: [...result.diagnostics, ...emitted.diagnostics],
    });
  }
  return out;
}

/** The runtime's sources keyed by repository path, for the in-memory type checker. */
export function runtimeSources(): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else if (e.name.endsWith(".ts")) out[relative(repoRoot, path).split("\\").join("/")] = readFileSync(path, "utf8");
    }
  };
  walk(join(repoRoot, "runtime"));
  return out;
}
