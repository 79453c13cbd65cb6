/**
 * One card → one TypeScript module typed against the runtime's builders:
 *
 *   // header naming the source and its hash
 *   import { … } from "<runtime>";
 *   export const card = defineCard({ … });
 *   export const names = { … };   // names in the four languages
 *
 * Pure: no Node or DOM API (the playground runs it in a worker). Deterministic: the same
 * card and options give the same text. Formatting is a separate, async step (format.ts).
 */
import CodeBlockWriter from "code-block-writer";
import type { Card } from "../../grammar/ast";
import type { Diagnostic } from "../../grammar/diagnostic";
import { abilitiesCode, otherLanguages } from "./abilities";
import { array, bool, call, num, object, print, rootsOf, str, stringLiteral, type Code } from "./code";
import { exportConst, importNamed, LayoutUnsupported } from "./layout";
import { EmitGap, rootScope, type EmitOptions, type EmitScope } from "./context";
import { keywordCode } from "./selectors";
import { statementsCode } from "./statements";

export interface EmitResult {
  /**
   * The module text (empty when the card cannot be emitted): laid out exactly as prettier
   * would when `formatted`, else one expression per line for `formatModule` to lay out.
   */
  readonly code: string;
  /** Whether `code` is final; false only for text the emitter's printer cannot measure. */
  readonly formatted: boolean;
  /** GRM900: something the AST says that the runtime's API cannot express exactly. */
  readonly diagnostics: readonly Diagnostic[];
  readonly ok: boolean;
}

/** Bumped whenever the emitted text changes for the same input; part of the build cache key. */
export const emitterVersion = 3;

const statFields: Readonly<Record<string, string>> = {
  strength: "strength",
  willpower: "willpower",
  lore: "lore",
  "move-cost": "moveCost",
};

function gapDiagnostic(gap: EmitGap): Diagnostic {
  return { code: "GRM900", severity: "error", message: `The runtime cannot express this: ${gap.message}.`, range: gap.range };
}

/** Runs `build`, turning an EmitGap into a diagnostic so one gap never hides the others. */
function attempt<T>(diagnostics: Diagnostic[], build: () => T): T | undefined {
  try {
    return build();
  } catch (error) {
    if (error instanceof EmitGap) {
      diagnostics.push(gapDiagnostic(error));
      return undefined;
    }
    throw error;
  }
}

function cardObject(card: Card, scope: EmitScope, diagnostics: Diagnostic[]): Code {
  const stats: Record<string, Code> = {};
  for (const s of card.stats) {
    const field = statFields[s.stat];
    if (field !== undefined) stats[field] = num(s.value);
  }
  const classifications = card.classifications.map((c) => c.name);
  if (card.cardType === "song" && !classifications.includes("Song")) classifications.push("Song");
  const keywords = card.keywords.flatMap((k) => attempt(diagnostics, () => [keywordCode(k, scope)]) ?? []);
  const abilities = card.abilities.flatMap((a) => attempt(diagnostics, () => abilitiesCode(a, scope)) ?? []);
  const actionEffect = card.body === null ? undefined : attempt(diagnostics, () => statementsCode(card.body?.statements ?? [], scope));
  return object({
    id: str(card.id.text),
    type: str(card.cardType === "song" ? "action" : card.cardType),
    name: str(card.name?.en ?? ""),
    version: card.version === null ? undefined : str(card.version.en),
    names: localizedNames(card),
    cost: num(card.cost?.value ?? 0),
    inks: array(card.inks.map((i) => str(i.ink))),
    inkable: bool(card.inkable),
    ...stats,
    classifications: array(classifications.map(str)),
    keywords: array(keywords),
    abilities: array(abilities),
    actionEffect,
  });
}

/** `names: { fr: { name, version }, … }`: the name line in each other language the card gives. */
function localizedNames(card: Card): Code | undefined {
  const entries: Record<string, Code | undefined> = {};
  for (const lang of otherLanguages) {
    const name = card.name?.translations[lang];
    if (name === undefined) continue;
    const version = card.version?.translations[lang];
    entries[lang] = object({ name: str(name), version: version === undefined ? undefined : str(version) });
  }
  return Object.keys(entries).length === 0 ? undefined : object(entries);
}

/** A `//` comment line that cannot be closed early or broken by any character of `text`. */
function commentText(text: string): string {
  return stringLiteral(text);
}

/** The code model of one card's module: its definition (a `defineCard(…)` call). */
export interface CardModel {
  readonly definition: Code;
  /** The runtime builders the definition calls, sorted. */
  readonly imports: readonly string[];
}

/** The card as a code model, or the GRM900 gaps that keep it from being one. */
export function cardModel(card: Card, file: string): { readonly model: CardModel | null; readonly diagnostics: readonly Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const definition = call("defineCard", cardObject(card, rootScope(file), diagnostics));
  if (diagnostics.length > 0) return { model: null, diagnostics };
  return { model: { definition, imports: [...rootsOf(definition)].sort() }, diagnostics };
}

/** The module's statements one expression per line, as prettier's input. */
export function oneLineStatements(model: CardModel, runtimeImport: string): string[] {
  return [
    `import { ${model.imports.join(", ")} } from ${stringLiteral(runtimeImport)};`,
    `export const card = ${print(model.definition)};`,
  ];
}

export function emitCardModule(card: Card, options: EmitOptions): EmitResult {
  if (!/^[0-9a-f]{64}$/.test(options.hash)) throw new Error(`emitCardModule: hash must be 64 hex digits, got ${JSON.stringify(options.hash)}`);
  const { model, diagnostics } = cardModel(card, options.file);
  if (model === null) return { code: "", formatted: false, diagnostics, ok: false };
  try {
    const statements = [importNamed(model.imports, options.runtimeImport), exportConst("card", model.definition)];
    return { code: moduleText(options, statements), formatted: true, diagnostics, ok: true };
  } catch (error) {
    if (!(error instanceof LayoutUnsupported)) throw error;
    return { code: moduleText(options, oneLineStatements(model, options.runtimeImport)), formatted: false, diagnostics, ok: true };
  }
}

/** The header, the import and the card, with prettier's blank lines. */
export function moduleText(options: Pick<EmitOptions, "file" | "hash">, [imports, card]: readonly string[]): string {
  const writer = new CodeBlockWriter({ indentNumberOfSpaces: 2, useTabs: false, newLine: "\n" });
  writer.writeLine(`// Generated by \`grimoire build\` from ${commentText(options.file)}. Do not edit: edit the card and rebuild.`);
  writer.writeLine(`// sha256 of the card's source: ${options.hash}`);
  writer.writeLine(imports ?? "");
  writer.blankLine();
  writer.writeLine(card ?? "");
  return writer.toString();
}
