/**
 * Shapes shared by the four text renderers: what a rendered card looks like, and what a
 * lexicon (`<lang>/lexicon.json`, the file a localiser edits) holds.
 */
import type { Language } from "../../grammar/ast";

export type { Language };

/** One printed section of a card: a keyword line, an ability, a song reminder or an action body. */
export interface RenderedAbility {
  readonly kind: "keyword" | "triggered" | "activated" | "static" | "effect" | "song-reminder";
  /** The printed story name in capitals, or null. */
  readonly name: string | null;
  /** The text without the name: for a keyword, "Name N (reminder)"; for an activated ability, "costs — effect". */
  readonly text: string;
  /** Keyword lines only: the printed keyword with its value, and its reminder text (without parentheses). */
  readonly keyword?: string;
  readonly reminder?: string;
  /** Activated abilities only: the printed cost parts. */
  readonly costs?: readonly string[];
}

export interface RenderedCard {
  readonly id: string;
  readonly language: Language;
  readonly name: string;
  readonly version: string | null;
  readonly abilities: readonly RenderedAbility[];
  /** One line per section, "NAME text", laid out like the card data's `fullText`. */
  readonly fullText: string;
}

/** A template, or templates keyed by form (`imp`, `inf`, `3s`, `3p`, `2s`, `sub`, `pro`, …). */
export type Forms = string | { readonly [form: string]: string };

/** A noun with its number forms, grammatical gender and (German) case forms. */
export interface Term {
  readonly sg: string;
  readonly pl: string;
  readonly gender?: "m" | "f" | "n";
  /** "a card": the form used for exactly one (EN "a card", FR "une carte", DE "1 Karte"). */
  readonly one?: string;
  /** German: case forms, e.g. { "dat.pl": "Charakteren", "gen.sg": "Charakters" }. */
  readonly cases?: { readonly [caseNumber: string]: string };
  /** German classifications: the feminine noun for gender-inclusive pairs ("Schurkin"). */
  readonly feminine?: Term;
  /** German classifications: a singular pair names the masculine noun first ("einen Piraten oder eine Piratin"). */
  readonly masculineFirst?: boolean;
}

export interface KeywordText {
  readonly name: string;
  /**
   * The reminder text without parentheses; `N` is replaced by the value, `{name}` by a Shift's
   * name. Era variants as forms: `{"default": …, "default@sets=1,2,9": …}`.
   */
  readonly reminder: Forms;
  /**
   * The reminder when the keyword is granted ("They get +N {S} while challenging."): one text,
   * or texts by form — `this` (granted to this character, else `sg`), `sg`/`pl` (to one
   * character or to several), `default` — with era variants
   * (`default@set<=3`); an empty text prints no reminder.
   */
  readonly reminderGranted?: Forms;
  /** The printed value, `N` replaced by the keyword's value, with era variants (English "Shift 3 {I}" from set 9: `{"default@sets=9,10": "N {I}"}`); absent: the value alone. */
  readonly value?: Forms;
}

export interface Typography {
  /** French: a space before ! ? : ; and inside « ». */
  readonly spaceBeforeHighPunctuation: boolean;
  readonly openQuote: string;
  readonly closeQuote: string;
  /** Between the costs and the effect of an activated ability. */
  readonly activatedSeparator: string;
  readonly bullet: string;
  /** Every part of an activated ability's cost starts with a capital ("{E}, Banish this item —"); else only the first. */
  readonly capitalizeEachCost?: boolean;
}

/** Families of the vocabulary that need a template in every language (keyed by entry id). */
export const templateFamilies = [
  "keywords",
  "events",
  "effects",
  "predicates",
  "restrictions",
  "conditions",
  "durations",
  "costs",
  "fixedSelectors",
  "prefixFilters",
  "postfixFilters",
  "nouns",
] as const;
export type TemplateFamily = (typeof templateFamilies)[number];

export interface Lexicon {
  readonly language: Language;
  readonly typography: Typography;
  /** Nouns the templates refer to with `@term` (card, damage, lore, …). */
  readonly terms: { readonly [id: string]: Term };
  /** Classification names; missing ones print as in English. */
  readonly classifications: { readonly [english: string]: Term };
  /** Proper names as printed in this language ("Jetsam" → German "Meerschaum"); missing ones print as in English. */
  readonly names?: { readonly [english: string]: string };
  /**
   * The pronoun of a character picked by its name or classification, where the language's
   * pronouns have a gender (English "If a character named Aladdin is chosen, he gets …",
   * "If a Princess character is chosen, banish her instead"); others get the plain pronoun.
   */
  readonly pronouns?: { readonly [englishNameOrClassification: string]: "he" | "she" };
  /** Sentence-level phrases: trigger openers, connectors, "you may", "instead", … */
  readonly phrases: { readonly [id: string]: Forms };
  readonly keywords: { readonly [id: string]: KeywordText };
  readonly events: { readonly [id: string]: Forms };
  readonly effects: { readonly [id: string]: Forms };
  readonly predicates: { readonly [id: string]: Forms };
  readonly restrictions: { readonly [id: string]: Forms };
  readonly conditions: { readonly [id: string]: Forms };
  readonly durations: { readonly [id: string]: Forms };
  readonly costs: { readonly [id: string]: Forms };
  readonly fixedSelectors: { readonly [id: string]: Forms };
  readonly prefixFilters: { readonly [id: string]: Forms };
  readonly postfixFilters: { readonly [id: string]: Forms };
  /** Selector nouns (vocabulary `nouns`): the id of the term each one prints as. */
  readonly nouns: { readonly [id: string]: Forms };
}
