import { table, type VocabularyEntry } from "./entry";
import { pattern } from "./pattern";

/**
 * Predicates: what a subject gets, gains, can't do or how it enters play. Written after
 * the subject (`chosen character gets +2 strength this turn`). In a static ability they
 * hold while the ability applies (6.4); in an effect they last for the written duration.
 */
export interface PredicateEntry extends VocabularyEntry {
  readonly subject: "card" | "player" | "any";
  /** Whether an effect may give it a duration (`this turn`). */
  readonly timed: boolean;
}

function predicate(
  id: string,
  subject: "card" | "player" | "any",
  template: string,
  rule: string,
  doc: string,
  example: string,
  timed = true,
): PredicateEntry {
  return { id, subject, pattern: pattern(template), rule, doc, example, timed };
}

export const predicateEntries: readonly PredicateEntry[] = [
  predicate("gets-stat", "card", "gets {delta:signed} {stat:stat} {per:per?}", "6.6", "Modifies a stat; `for each` counts on resolution (continuously in a static).", "chosen character gets +2 strength this turn"),
  predicate("gains-keyword", "card", "gains {keyword:keyword}", "8.1", "Gains a keyword.", "chosen character of yours gains evasive until start of your next turn"),
  predicate("gains-ability", "card", "gains ability {ability:ability}", "6.1", "Gains an ability written in full inside the braces.", 'each character of yours with reckless gains ability { activated cost exert { gain 1 lore } }'),
  predicate("cant", "any", "can't {restriction:restriction}", "6.4.6", "Can't do something (a restriction); the subject is a card or a player.", "chosen character can't quest during their next turn"),
  predicate("enters-exerted", "card", "enters play exerted", "6.4.7", "Enters play exerted.", "this enters play exerted", false),
  predicate("pays-less", "player", "pay {amount:amount} less to play {what:selector}", "6.4.8", "A cost reduction; it works while the card is in hand (6.1.12).", "you pay 1 less to play this", false),
];

export const predicates = table(predicateEntries);
