/**
 * Terms (nouns of `terms` and `classifications` in a lexicon) in one object shape: the JSON
 * gives each noun only the fields it needs (German classifications come in five shapes), so a
 * site reading `t.gender` or `t.sg` would see many hidden classes and the optimising compiler
 * would keep deoptimising there. Every Term the renderers read is built here, with every field
 * present (absent ones undefined) and in the same order.
 */
import type { Term } from "./types";

export function makeTerm(sg: string, pl: string, gender?: Term["gender"], one?: string, cases?: Term["cases"], feminine?: Term, masculineFirst?: boolean): Term {
  return { sg, pl, gender, one, cases, feminine, masculineFirst };
}

/** A lexicon's term, normalised (its feminine too). */
export function normalTerm(t: Term): Term {
  return makeTerm(t.sg, t.pl, t.gender, t.one, t.cases, t.feminine === undefined ? undefined : normalTerm(t.feminine), t.masculineFirst);
}

/** A lexicon table of terms (keyed by id), normalised. */
export function normalTerms(table: { readonly [id: string]: Term }): { readonly [id: string]: Term } {
  const out: { [id: string]: Term } = {};
  for (const id of Object.keys(table)) {
    const t = table[id];
    if (t !== undefined) out[id] = normalTerm(t);
  }
  return out;
}
