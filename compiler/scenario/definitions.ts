/**
 * Runtime definitions of the cards a scenario needs. Each card is emitted with the
 * emitter (exactly what `grimoire build` writes) into `.grimoire-cache/scenario-cards/`,
 * keyed by a hash of its module, and imported. Swap `DefinitionLoader` for a direct
 * code-model → CardDefinition translation when one exists; nothing else changes.
 */
import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Card } from "../../grammar/ast";
import type { Diagnostic } from "../../grammar/diagnostic";
import type { CardDefinition } from "../../runtime";
import { emitCardModule } from "../emit";

/** The source of one card: its AST, its file (as shown to people) and the file's text. */
export interface CardSource {
  readonly card: Card;
  readonly file: string;
  readonly text: string;
}

export type LoadedDefinition = { readonly ok: true; readonly definition: CardDefinition } | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

export type DefinitionLoader = (source: CardSource) => Promise<LoadedDefinition>;

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const cacheDir = join(repoRoot, ".grimoire-cache", "scenario-cards");
const runtimeImport = "../../runtime/index";

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

function isCardDefinition(value: unknown): value is CardDefinition {
  return typeof value === "object" && value !== null && "id" in value && "type" in value && "abilities" in value;
}

/** Emits the card to a cached module and imports its `card` export. */
export const emittedDefinition: DefinitionLoader = async ({ card, file, text }) => {
  const cardText = text.slice(card.range.start.offset, card.range.end.offset);
  const emitted = emitCardModule(card, { file, hash: sha256(cardText), runtimeImport });
  if (!emitted.ok) return { ok: false, diagnostics: emitted.diagnostics };
  const path = join(cacheDir, `${card.id.text}-${sha256(emitted.code).slice(0, 16)}.ts`);
  if (!existsSync(path)) {
    await mkdir(cacheDir, { recursive: true });
    await writeFile(path, emitted.code, "utf8");
  }
  const module: unknown = await import(pathToFileURL(path).href);
  const definition = typeof module === "object" && module !== null && "card" in module ? module.card : undefined;
  if (!isCardDefinition(definition)) throw new Error(`${path} does not export a card definition`);
  return { ok: true, definition };
};
