/**
 * The four lexicons (`<lang>/lexicon.json`): the data a localiser edits. Loaded once;
 * `missingTemplates` lists the vocabulary entries a lexicon has no text for.
 */
import {
  conditionEntries,
  costEntries,
  durationEntries,
  effectEntries,
  eventEntries,
  fixedSelectorEntries,
  keywordEntries,
  nounEntries,
  postfixFilterEntries,
  predicateEntries,
  prefixFilterEntries,
  restrictionEntries,
} from "../../grammar/vocabulary";
import de from "./de/lexicon.json";
import en from "./en/lexicon.json";
import fr from "./fr/lexicon.json";
import it from "./it/lexicon.json";
import { normalTerms } from "./term";
import type { Language, Lexicon, TemplateFamily } from "./types";

/** A lexicon as the renderers read it: its terms and classifications in one object shape (term.ts). */
function loaded(lex: Lexicon): Lexicon {
  return { ...lex, terms: normalTerms(lex.terms), classifications: normalTerms(lex.classifications) };
}

export const lexicons: Readonly<Record<Language, Lexicon>> = {
  en: loaded(en as Lexicon),
  fr: loaded(fr as Lexicon),
  de: loaded(de as Lexicon),
  it: loaded(it as Lexicon),
};

/** The vocabulary ids each template family must cover. */
export function vocabularyIds(): Readonly<Record<TemplateFamily, readonly string[]>> {
  const ids = (es: readonly { readonly id: string }[]): string[] => es.map((e) => e.id);
  return {
    keywords: ids(keywordEntries),
    events: ids(eventEntries),
    effects: ids(effectEntries),
    predicates: ids(predicateEntries),
    restrictions: ids(restrictionEntries),
    conditions: ids(conditionEntries),
    durations: ids(durationEntries),
    costs: ids(costEntries),
    fixedSelectors: ids(fixedSelectorEntries),
    prefixFilters: ids(prefixFilterEntries),
    postfixFilters: ids(postfixFilterEntries),
    nouns: ids(nounEntries),
  };
}

/** "fr: effects/deal-damage" for every vocabulary entry without a template. */
export function missingTemplates(lang: Language, lexicon: Lexicon = lexicons[lang]): string[] {
  const missing: string[] = [];
  for (const [family, ids] of Object.entries(vocabularyIds()) as [TemplateFamily, readonly string[]][]) {
    const table = lexicon[family] as { readonly [id: string]: unknown };
    for (const id of ids) if (table[id] === undefined) missing.push(`${lang}: ${family}/${id}`);
  }
  return missing;
}
