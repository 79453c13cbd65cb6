import { table, type VocabularyEntry } from "./entry";
import { pattern } from "./pattern";

/**
 * Selectors (6.1.6): which cards or players an effect acts on.
 *
 * A general selector is `[determiner] [prefix filters] noun [postfix filters]`,
 * e.g. `up to 2 chosen other Villain character of yours with cost <= 3`.
 * Fixed selectors (`this`, `that`, `you`, `each opponent`, …) are entries of their own.
 */

/** What a selector yields, for the checker's type rules. */
export type SelectorType = "card" | "player";

export interface NounEntry {
  readonly id: string;
  readonly words: readonly string[];
  readonly type: SelectorType;
  /** Card type this noun restricts to, if any. */
  readonly cardType: "character" | "action" | "song" | "item" | "location" | null;
  readonly doc: string;
  /**
   * For a noun made of several card types joined by `or` (`character or item`): the ids of
   * the single nouns, in the order written. Such a noun has no words of its own.
   */
  readonly parts?: readonly string[];
}

/** A noun over several card types ("chosen character or item"): one entry per combination printed on cards. */
function either(parts: readonly string[], doc: string): NounEntry {
  return { id: parts.join("-or-"), words: [], type: "card", cardType: null, doc, parts };
}

export const nounEntries: readonly NounEntry[] = [
  { id: "character", words: ["character"], type: "card", cardType: "character", doc: "A character (in play unless a zone filter says otherwise)." },
  { id: "item", words: ["item"], type: "card", cardType: "item", doc: "An item." },
  { id: "location", words: ["location"], type: "card", cardType: "location", doc: "A location." },
  { id: "action", words: ["action"], type: "card", cardType: "action", doc: "An action card." },
  { id: "song", words: ["song"], type: "card", cardType: "song", doc: "A song card." },
  { id: "card", words: ["card"], type: "card", cardType: null, doc: "A card of any type." },
  { id: "opponent", words: ["opponent"], type: "player", cardType: null, doc: "An opponent." },
  { id: "player", words: ["player"], type: "player", cardType: null, doc: "A player." },
  either(["character", "item"], "A character or an item."),
  either(["character", "location"], "A character or a location (`up to 3 chosen characters or locations` prints \"and/or\")."),
  either(["location", "character"], "A location or a character."),
  either(["location", "item"], "A location or an item."),
  either(["character", "item", "location"], "A character, an item or a location."),
];

/** The noun entry joining these single nouns with `or`, if the vocabulary has it. */
export function combinedNoun(parts: readonly string[]): NounEntry | undefined {
  return nounEntries.find((n) => n.parts !== undefined && n.parts.length === parts.length && n.parts.every((p, i) => p === parts[i]));
}

/** How a noun is written: `character`, `character or item`. */
export function nounSpelling(n: NounEntry, plural: boolean): string {
  const words = n.parts ?? n.words;
  return words.map((w) => (plural ? `${w}s` : w)).join(n.parts === undefined ? " " : " or ");
}
export const nouns = table(nounEntries.map((n) => ({ ...n, pattern: [], rule: "6.1.6", example: n.id })));

/** A filter written before the noun (`opposing`, `exerted`, …). */
export interface PrefixFilterEntry extends VocabularyEntry {
  readonly appliesTo: SelectorType;
}
function prefix(id: string, template: string, doc: string, example: string): PrefixFilterEntry {
  return { id, pattern: pattern(template), rule: "6.1.6", doc, example, appliesTo: "card" };
}
export const prefixFilterEntries: readonly PrefixFilterEntry[] = [
  prefix("other", "other", "Not this card (\"another\", \"other\").", "chosen other character of yours"),
  prefix("opposing", "opposing", "Controlled by an opponent.", "each opposing character"),
  prefix("exerted", "exerted", "Exerted.", "chosen exerted character"),
  prefix("damaged", "damaged", "With at least one damage counter.", "chosen damaged character"),
  prefix("non-character", "non-character", "Not a character card.", "chosen non-character card"),
  prefix("inkable", "inkable", "With the inkwell symbol {C} (can be put into the inkwell).", "chosen inkable card in your hand"),
];
export const prefixFilters = table(prefixFilterEntries);

/** A filter written after the noun (`of yours`, `named "Gaston"`, `with cost <= 2`, …). */
export type PostfixFilterEntry = VocabularyEntry;
function postfix(id: string, template: string, rule: string, doc: string, example: string): PostfixFilterEntry {
  return { id, pattern: pattern(template), rule, doc, example };
}
export const postfixFilterEntries: readonly PostfixFilterEntry[] = [
  postfix("of-yours", "of yours", "6.1.6", "Controlled by you.", "chosen character of yours"),
  postfix("named", "named {name:string}", "5.2.3", "With this name.", 'each character of yours named "Flotsam"'),
  postfix("named-either", "named either {name:string} or {other:string}", "5.2.3", "With one of two names (\"named Lumiere or Cogsworth\"; `either` tells it from `named` at its second word).", 'character named either "Lumiere" or "Cogsworth"'),
  postfix("stat-compare", "with {stat:stat} {compare:compare} {value:number}", "6.1.6", "Whose stat compares to a number.", "chosen character with strength <= 2"),
  postfix("cost-compare", "with cost {compare:compare} {value:number}", "6.1.6", "Whose cost compares to a number.", "chosen opposing character with cost <= 3"),
  postfix("cost-at-most-stat", "with cost at most {stat:stat} of {of:selector}", "6.1.6", "Whose cost is at most a stat of another card, read when the effect resolves (\"with cost equal to or less than this character's {S}\").", "chosen item with cost at most strength of this"),
  postfix("stat-less-than", "with less {stat:stat} than {of:selector}", "6.1.6", "Whose stat is lower than the same stat of another card, read when the effect resolves (\"with less {S} than that character\").", "chosen character with less strength than that"),
  postfix("same-name-as", "with same name as {of:selector}", "5.2.3", "With a name the other card also has, read when the effect resolves (\"with the same name as the banished character\").", "each other opposing character with same name as that"),
  postfix("cost-at-most-cost-of", "with same cost or less than {of:selector}", "6.1.6", "Whose cost is at most the cost of another card, read when the effect resolves (its last known cost if it left play: \"a character with the same cost or less\").", "chosen character with same cost or less than that in your hand"),
  postfix("with-keyword", "with {keyword:keyword}", "8.1", "That has a keyword.", "each character of yours with reckless"),
  postfix("here", "here", "5.6", "At this location.", "each character here"),
  postfix("at-location", "at location", "5.6", "At a location (any one).", "chosen character of yours at location"),
  postfix("in-discard", "in your discard", "7.6", "In your discard.", "chosen character card in your discard"),
  postfix("in-any-discard", "in any discard", "7.6", "In any player's discard.", "chosen card in any discard"),
  postfix("in-discard-of", "in discard of {player:selector}", "7.6", "In the discard of a player; a chosen player is chosen first, before the cards (\"up to 3 cards from chosen opponent's discard\").", "up to 3 chosen cards in discard of chosen opponent"),
  postfix("in-hand", "in (whose: your=your | their=their) hand", "7.3", "In a hand.", "chosen card in their hand"),
  postfix("among-those", "among those", "7.2", "Among the cards bound earlier (looked at or revealed).", "up to 1 song card among those"),
  postfix("in-inkwell", "in your inkwell", "4.2", "In your inkwell.", "you have 10 or more cards in your inkwell"),
  postfix("in-opponents-hands", "in opponents' hands", "7.3", "In the hands of your opponents.", "for each card in opponents' hands"),
  postfix("more-lore-than-you", "with more lore than you", "1.3.3", "A player (an opponent) who has more lore than you.", "each opponent with more lore than you lose 1 lore"),
  postfix("challenged-this-turn", "challenged this turn", "4.6", "Was challenged earlier this turn (turn history; the same card, not a new object).", "chosen character challenged this turn"),
  postfix("any-classification", "with any of {first:string} {second:string} {third:string?} {fourth:string?}", "5.2.6", "With at least one of the listed classifications (\"Your Prince, Princess, King, and Queen characters\").", 'each character of yours with any of "Prince" "Princess" "King" "Queen"'),
];
export const postfixFilters = table(postfixFilterEntries);

/** Fixed selectors: whole selector forms of their own. */
export interface FixedSelectorEntry extends VocabularyEntry {
  readonly type: SelectorType;
}
function fixed(id: string, template: string, type: SelectorType, rule: string, doc: string, example: string): FixedSelectorEntry {
  return { id, pattern: pattern(template), type, rule, doc, example };
}
export const fixedSelectorEntries: readonly FixedSelectorEntry[] = [
  fixed("this", "this", "card", "6.1.11", "This card (the ability's source).", "banish this"),
  fixed("that", "that", "card", "6.1.11", "The card(s) bound by the previous step or the trigger.", "return that to hand"),
  fixed("those", "those", "card", "6.1.11", "The cards looked at or revealed earlier in this ability.", "place those on top of deck in any order"),
  fixed("rest", "rest", "card", "7.2", "The looked-at cards not moved yet.", "place rest on bottom of deck in any order"),
  fixed("named-card", "named", "card", "6.1.10", "The card named earlier in this ability.", "that is named"),
  fixed("top-of-deck", "top card of (whose: your=your | their=their) deck", "card", "7.2", "The top card of a deck.", "reveal top card of your deck"),
  fixed("top-cards-of-deck", "top {count:number} cards of (whose: your=your | their=their) deck", "card", "7.2", "The top N cards of a deck.", "each player ink top 3 cards of their deck facedown exerted"),
  fixed("you", "you", "player", "1.3", "The ability's controller.", "you pay 1 less to play this"),
  fixed("its-player", "its player", "player", "6.1.11", "The player who controlled the card bound earlier in this ability (\"its player\").", "its player draw 1"),
  fixed("that-player", "that player", "player", "6.1.11", "The player chosen or bound earlier in this ability.", "that player discard chosen non-character card in their hand"),
  fixed("challenging-character", "challenging character", "card", "4.6", "The character that challenged, in a challenge trigger.", "banish challenging character"),
  fixed("challenging-player", "challenging player", "player", "4.6", "The player of the character that challenged, in a challenge trigger.", "challenging player discard hand"),
  fixed("most-cards-in-hand", "players with most cards in hand", "player", "1.3.3", "The player or players with the most cards in their hand (ties: all of them).", "players with most cards in hand discard 1"),
  fixed("challenged-character", "challenged character", "card", "4.6", "The character that was challenged, in a challenge trigger of the challenger.", "banish challenged character"),
  fixed("moved-character", "moved character", "card", "4.7", "The character that moved, in a move trigger.", "moved character is Knight character"),
  fixed("discarded-character", "discarded character", "card", "6.3.2", "The card discarded to pay this activated ability's cost (read in the discard: \"the discarded character's {L}\").", "gain equal to lore of discarded character lore"),
  fixed("banished-character", "banished character", "card", "6.3.2", "The card banished to pay this activated ability's cost (\"the banished character\").", "play chosen character with same name as banished character in your hand for free"),
  fixed("that-location", "that location", "card", "4.7", "The location a character moved to, in a move trigger; elsewhere, the location the card bound earlier (`that`) is at (\"that location's {L}\").", "gain equal to lore of that location lore"),
];
export const fixedSelectors = table(fixedSelectorEntries);

/** Comparison operators used by filters. */
export const comparisons = { "<=": "at-most", ">=": "at-least", "=": "equal" } as const;
export type Comparison = (typeof comparisons)[keyof typeof comparisons];
