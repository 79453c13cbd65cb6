/**
 * Conformance of the renderers to the official card text: for every scripted card with
 * data, render it in each language and compare with the data's `fullText` after
 * `normaliseText`. Cards flagged `textMissing` or `symbolsMissing` are counted apart.
 * Pure: the CLI (conformance-cli.ts) reads the files.
 */
import type { Card, Language } from "../../grammar/ast";
import { languages } from "../../grammar/ast";
import { normaliseText } from "./normalise";
import { renderCard } from "./render-card";
import { diffWords, formatDiff } from "./word-diff";

/** The fields of a card-data record the comparison reads. */
export interface CardData {
  readonly id: string;
  readonly set: string;
  readonly fullText: string | null;
  readonly flags?: readonly string[];
}

export interface LanguageFigures {
  compared: number;
  exact: number;
  /** Cards not compared because of `textMissing` or `symbolsMissing`. */
  excluded: number;
}
export interface SetFigures {
  /** Cards of this set in the data. */
  cards: number;
  scripted: number;
  en: LanguageFigures;
  fr: LanguageFigures;
  de: LanguageFigures;
  it: LanguageFigures;
}
export interface Mismatch {
  readonly id: string;
  readonly language: Language;
  readonly expected: string;
  readonly actual: string;
  readonly diff: string;
}
export interface ConformanceReport {
  readonly sets: Record<string, SetFigures>;
  readonly totals: SetFigures;
  readonly mismatches: readonly Mismatch[];
}

function emptyFigures(): SetFigures {
  const f = (): LanguageFigures => ({ compared: 0, exact: 0, excluded: 0 });
  return { cards: 0, scripted: 0, en: f(), fr: f(), de: f(), it: f() };
}

export function compareCard(card: Card, data: CardData, lang: Language): { status: "excluded" | "exact" | "mismatch"; mismatch?: Mismatch } {
  const flags = data.flags ?? [];
  if (flags.includes("textMissing") || flags.includes("symbolsMissing") || data.fullText === null) return { status: "excluded" };
  const options = { dropReminders: flags.includes("reminderTextOmitted") };
  const expected = normaliseText(data.fullText, options);
  const actual = normaliseText(renderCard(card, lang).fullText, options);
  if (expected === actual) return { status: "exact" };
  return { status: "mismatch", mismatch: { id: card.id.text, language: lang, expected, actual, diff: formatDiff(diffWords(expected, actual)) } };
}

export function conformance(cards: readonly Card[], data: Readonly<Record<Language, readonly CardData[]>>, only: readonly Language[] = languages): ConformanceReport {
  const sets: Record<string, SetFigures> = {};
  const totals = emptyFigures();
  const byId: Record<Language, Map<string, CardData>> = { en: new Map(), fr: new Map(), de: new Map(), it: new Map() };
  for (const lang of languages) for (const d of data[lang]) byId[lang].set(d.id, d);
  for (const d of data.en) {
    const s = (sets[d.set] ??= emptyFigures());
    s.cards++;
    totals.cards++;
  }
  const mismatches: Mismatch[] = [];
  const seen = new Set<string>();
  for (const card of cards) {
    const id = card.id.text;
    if (seen.has(id) || !byId.en.has(id)) continue;
    seen.add(id);
    const s = (sets[card.id.set] ??= emptyFigures());
    s.scripted++;
    totals.scripted++;
    for (const lang of only) {
      const d = byId[lang].get(id);
      if (d === undefined) continue;
      const r = compareCard(card, d, lang);
      if (r.status === "excluded") {
        s[lang].excluded++;
        totals[lang].excluded++;
        continue;
      }
      s[lang].compared++;
      totals[lang].compared++;
      if (r.status === "exact") {
        s[lang].exact++;
        totals[lang].exact++;
      } else if (r.mismatch !== undefined) mismatches.push(r.mismatch);
    }
  }
  return { sets, totals, mismatches };
}
