/**
 * German noun-phrase morphology: articles and adjective endings by case, gender and
 * number (strong, weak and mixed declension), and noun case forms from the lexicon.
 */
import type { Term } from "../types";

export type Case = "nom" | "acc" | "dat" | "gen";
export type Gender = "m" | "f" | "n";
/** What precedes the adjective: nothing, an ein-word (ein, dein, kein) or a der-word (der, dieser, jeder). */
export type ArticleKind = "none" | "ein" | "der";

const einEndings: Record<Case, Record<Gender | "pl", string>> = {
  nom: { m: "", f: "e", n: "", pl: "e" },
  acc: { m: "en", f: "e", n: "", pl: "e" },
  dat: { m: "em", f: "er", n: "em", pl: "en" },
  gen: { m: "es", f: "er", n: "es", pl: "er" },
};
const derEndings: Record<Case, Record<Gender | "pl", string>> = {
  nom: { m: "er", f: "e", n: "es", pl: "e" },
  acc: { m: "en", f: "e", n: "es", pl: "e" },
  dat: { m: "em", f: "er", n: "em", pl: "en" },
  gen: { m: "es", f: "er", n: "es", pl: "er" },
};

/** "ein" + case → "einen"; "dies" → "diesen"; "dein" → "deinem". */
export function article(stem: string, kind: "ein" | "der", c: Case, g: Gender, plural: boolean): string {
  const table = kind === "ein" ? einEndings : derEndings;
  return stem + table[c][plural ? "pl" : g];
}

/** Adjective ending after the given kind of article. */
export function adjective(base: string, after: ArticleKind, c: Case, g: Gender, plural: boolean): string {
  if (after === "none") {
    // Strong declension, but a genitive "-en" where the der-word has "-es" ("trotz starken Widerstands").
    const e = derEndings[c][plural ? "pl" : g];
    return base + (e === "es" && c === "gen" ? "en" : e);
  }
  if (plural) return `${base}en`;
  if (after === "der") return base + (c === "nom" || (c === "acc" && g !== "m") ? "e" : "en");
  // mixed declension after ein-words
  if (c === "nom") return base + (g === "m" ? "er" : g === "f" ? "e" : "es");
  if (c === "acc") return base + (g === "m" ? "en" : g === "f" ? "e" : "es");
  return `${base}en`;
}

/** The `cases` keys of a lexicon noun by case and number, as constants (a key built per call would be hashed on every lookup). */
const caseKeys: Record<Case, { readonly sg: string; readonly pl: string }> = {
  nom: { sg: "nom.sg", pl: "nom.pl" },
  acc: { sg: "acc.sg", pl: "acc.pl" },
  dat: { sg: "dat.sg", pl: "dat.pl" },
  gen: { sg: "gen.sg", pl: "gen.pl" },
};

/** The noun in a case: from `cases` ("dat.pl"), else the plain singular/plural. */
export function noun(t: Term, c: Case, plural: boolean): string {
  const cases = t.cases;
  if (cases === undefined) return plural ? t.pl : t.sg;
  const keys = caseKeys[c];
  return plural ? (cases[keys.pl] ?? t.pl) : (cases[keys.sg] ?? t.sg);
}
