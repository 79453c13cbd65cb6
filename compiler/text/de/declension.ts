/**
 * German noun-phrase morphology: articles and adjective endings by case, gender and
 * number (strong, weak and mixed declension), and noun case forms from the lexicon.
 */
import type { Term } from "../types";

export type Case = "nom" | "acc" | "dat" | "gen";
export type Gender = "m" | "f" | "n";
/** What precedes the adjective: nothing, an ein-word (ein, dein, kein) or a der-word (der, dieser, jeder). */
export type ArticleKind = "none" | "ein" | "der";

/** One case's forms by gender and number. */
type CaseRow = readonly [m: string, f: string, n: string, pl: string];
/**
 * A declension table: one row per case (nominative, accusative, dative, genitive), read by index
 * (a lookup by a case name that varies from call to call is a slow generic one in V8).
 */
type CaseTable = readonly [nom: CaseRow, acc: CaseRow, dat: CaseRow, gen: CaseRow];

/** The cases in the order of the tables by case (`caseRow`). */
export const allCases: readonly Case[] = ["nom", "acc", "dat", "gen"];

/** A case's row in a table by case: nominative, accusative, dative, genitive. */
export function caseRow(c: Case): 0 | 1 | 2 | 3 {
  return c === "nom" ? 0 : c === "acc" ? 1 : c === "dat" ? 2 : 3;
}

function genderColumn(g: Gender | "pl"): 0 | 1 | 2 | 3 {
  return g === "m" ? 0 : g === "f" ? 1 : g === "n" ? 2 : 3;
}

/** The form of a table for a case and a gender (or the plural). */
function byCase(table: CaseTable, c: Case, g: Gender | "pl"): string {
  return table[caseRow(c)][genderColumn(g)];
}

const einEndings: CaseTable = [
  ["", "e", "", "e"],
  ["en", "e", "", "e"],
  ["em", "er", "em", "en"],
  ["es", "er", "es", "er"],
];
const derEndings: CaseTable = [
  ["er", "e", "es", "e"],
  ["en", "e", "es", "e"],
  ["em", "er", "em", "en"],
  ["es", "er", "es", "er"],
];

/** "ein" + case → "einen"; "dies" → "diesen"; "dein" → "deinem". */
export function article(stem: string, kind: "ein" | "der", c: Case, g: Gender, plural: boolean): string {
  const table = kind === "ein" ? einEndings : derEndings;
  return stem + byCase(table, c, plural ? "pl" : g);
}

/** Adjective ending after the given kind of article. */
export function adjective(base: string, after: ArticleKind, c: Case, g: Gender, plural: boolean): string {
  if (after === "none") {
    // Strong declension, but a genitive "-en" where the der-word has "-es" ("trotz starken Widerstands").
    const e = byCase(derEndings, c, plural ? "pl" : g);
    return base + (e === "es" && c === "gen" ? "en" : e);
  }
  if (plural) return `${base}en`;
  if (after === "der") return base + (c === "nom" || (c === "acc" && g !== "m") ? "e" : "en");
  // mixed declension after ein-words
  if (c === "nom") return base + (g === "m" ? "er" : g === "f" ? "e" : "es");
  if (c === "acc") return base + (g === "m" ? "en" : g === "f" ? "e" : "es");
  return `${base}en`;
}

/** The `cases` keys of a lexicon noun by case, singular and plural, as constants (a key built per call would be hashed on every lookup). */
const caseKeys: readonly [nom: CaseKeys, acc: CaseKeys, dat: CaseKeys, gen: CaseKeys] = [
  { sg: "nom.sg", pl: "nom.pl" },
  { sg: "acc.sg", pl: "acc.pl" },
  { sg: "dat.sg", pl: "dat.pl" },
  { sg: "gen.sg", pl: "gen.pl" },
];
interface CaseKeys {
  readonly sg: string;
  readonly pl: string;
}

/** The noun in a case: from `cases` ("dat.pl"), else the plain singular/plural. */
export function noun(t: Term, c: Case, plural: boolean): string {
  const cases = t.cases;
  if (cases === undefined) return plural ? t.pl : t.sg;
  const keys = caseKeys[caseRow(c)];
  return plural ? (cases[keys.pl] ?? t.pl) : (cases[keys.sg] ?? t.sg);
}

/** "er", "ihn", "ihm", "seiner" … by case, then m, f, n, plural. */
const personalPronouns: CaseTable = [
  ["er", "sie", "es", "sie"],
  ["ihn", "sie", "es", "sie"],
  ["ihm", "ihr", "ihm", "ihnen"],
  ["seiner", "ihrer", "seiner", "ihrer"],
];

/** "der", "den", "dem", "des" … by case, then m, f, n, plural. */
const definiteArticles: CaseTable = [
  ["der", "die", "das", "die"],
  ["den", "die", "das", "die"],
  ["dem", "der", "dem", "den"],
  ["des", "der", "des", "der"],
];

/** "der", "die", "das" (also the relative pronoun in the nominative and accusative). */
export function definite(c: Case, g: Gender | "pl"): string {
  return byCase(definiteArticles, c, g);
}

/** "er", "ihn", "ihm", "seiner" … (the personal pronoun of a case and gender). */
export function personalPronoun(c: Case, g: Gender | "pl"): string {
  return byCase(personalPronouns, c, g);
}
