/**
 * The compiler's front door: parse, bind and check one source text. Pure (no Node or
 * DOM API), so the CLI, the tests and the playground's worker all call this.
 */
import type { Card, SourceFile } from "../grammar/ast";
import type { Diagnostic } from "../grammar/diagnostic";
import { parse } from "../grammar/parse";
import type { PositionMap } from "../grammar/cst-to-ast";
import { checkCard, checkScenarios } from "./checker";

export interface CardResult {
  readonly card: Card;
  /** Diagnostics whose range lies inside this card. */
  readonly diagnostics: readonly Diagnostic[];
  readonly ok: boolean;
}

export interface CompileResult {
  readonly fileName: string;
  readonly file: SourceFile;
  readonly diagnostics: readonly Diagnostic[];
  readonly cards: readonly CardResult[];
  readonly positions: PositionMap;
  /** How many lexical and syntax errors the text has (0: every card and scenario parsed cleanly). */
  readonly syntaxErrors: number;
}

export interface CompileOptions {
  /** Ids of the card library: scenario steps may name these besides the file's own cards. */
  readonly library?: ReadonlySet<string>;
}

export function compileSource(text: string, fileName = "<input>", options: CompileOptions = {}): CompileResult {
  const parsed = parse(text);
  const diagnostics: Diagnostic[] = [...parsed.diagnostics];
  const ids = new Map<string, Card>();
  const cards: CardResult[] = parsed.file.cards.map((card, i) => {
    // A syntax error belongs to this card if it lies before the next card starts:
    // recovery may have closed the card early, before the mistake.
    const nextStart = parsed.file.cards[i + 1]?.range.start.offset ?? Number.MAX_SAFE_INTEGER;
    const inside = parsed.diagnostics.filter((d) => d.range.start.offset >= card.range.start.offset && d.range.start.offset < nextStart);
    // A card with syntax errors is not checked further: one mistake, one diagnostic.
    const own: Diagnostic[] = inside.length > 0 ? [] : checkCard(card);
    const dup = ids.get(card.id.text);
    if (dup) own.push(duplicateCardDiagnostic(card, dup.range.start.line));
    ids.set(card.id.text, card);
    diagnostics.push(...own);
    const all = [...inside, ...own];
    return { card, diagnostics: all, ok: !all.some((d) => d.severity === "error") };
  });
  for (const d of checkScenarios(parsed.file, options.library)) {
    // A scenario with syntax errors is not checked further.
    if (!parsed.diagnostics.some((p) => insideScenario(parsed.file, p, d))) diagnostics.push(d);
  }
  diagnostics.sort((a, b) => a.range.start.offset - b.range.start.offset || a.code.localeCompare(b.code));
  return { fileName, file: parsed.file, diagnostics, cards, positions: parsed.positions, syntaxErrors: parsed.diagnostics.length };
}

/** GRM300: `card` repeats the id of a card declared earlier in the file, on `firstLine`. */
export function duplicateCardDiagnostic(card: Card, firstLine: number): Diagnostic {
  return { code: "GRM300", severity: "error", message: `Card ${card.id.text} is declared twice in this file (first on line ${firstLine}).`, range: card.id.range };
}

/** Whether the syntax error `p` lies in the same scenario as the check diagnostic `d`. */
function insideScenario(file: SourceFile, p: Diagnostic, d: Diagnostic): boolean {
  const s = file.scenarios.find((sc) => sc.range.start.offset <= d.range.start.offset && d.range.start.offset <= sc.range.end.offset);
  return s !== undefined && s.range.start.offset <= p.range.start.offset && p.range.start.offset <= s.range.end.offset;
}
