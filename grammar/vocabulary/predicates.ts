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
  predicate("gets-stat", "card", "gets {delta:signed} {stat:stat} {per:per?} [challengingLocation: while challenging location]", "6.6", "Modifies a stat; `for each` counts on resolution (continuously in a static); `while challenging location` only for a character while it challenges a location (4.6).", "chosen character gets +2 strength this turn"),
  predicate("gains-keyword", "card", "gains {keyword:keyword} {per:per?}", "8.1", "Gains a keyword; `for each` multiplies its value by a count (on resolution; continuously in a static).", "chosen character of yours gains evasive until start of your next turn"),
  predicate("gains-ability", "card", "gains ability {ability:ability}", "6.1", "Gains an ability written in full inside the braces.", 'each character of yours with reckless gains ability { activated cost exert { gain 1 lore } }'),
  predicate("cant", "any", "can't {restriction:restriction}", "6.4.6", "Can't do something (a restriction); the subject is a card or a player.", "chosen character can't quest during their next turn"),
  predicate("enters-exerted", "card", "enters play exerted", "6.4.7", "Enters play exerted.", "this enters play exerted", false),
  predicate("pays-less", "player", "pay {amount:amount} less to play {what:selector}", "6.4.8", "A cost reduction; it works while the card is in hand (6.1.12).", "you pay 1 less to play this", false),
  predicate("extra-ink", "player", "can ink additional card", "4.2.3.1", "The player may put one more card into their inkwell this turn (raises the per-turn limit).", "you can ink additional card", false),
  predicate("enters-with-damage", "card", "enters play with {amount:number} damage", "6.4.7", "Enters play with N damage counters on it.", "this enters play with 3 damage", false),
  predicate("pays-less-next", "player", "pay {amount:amount} less for next {what:selector}", "6.4.8", "A one-shot cost reduction for the next matching card the player plays (within the written duration).", "you pay 1 less for next character this turn"),
  predicate("deck-copies", "player", "can have up to {count:number} copies in deck", "1.10.1.1", "Deck building: the deck may hold up to N copies of this card (overrides the 4-copy limit).", "you can have up to 99 copies in deck", false),
  predicate("deck-copies-any", "player", "can have any number of copies in deck", "1.10.1.1", "Deck building: the deck may hold any number of copies of this card.", "you can have any number of copies in deck", false),
  predicate("counts-as-named", "card", "counts as named {first:string} and {second:string}", "5.2.3", "The card also has both names (in addition to its own) for effects that look at names.", 'this counts as named "Flotsam" and "Jetsam"', false),
  predicate("can-play-free", "player", "can play {what:selector} for free", "4.3", "The player may play matching cards without paying their ink cost.", 'you can play item named "Microbots" for free', false),
  predicate("no-ready-at-start", "card", "(readyVerb: cant=can't | doesnt=doesn't) ready at start of (readyTurn: next=their next turn | yours=your turn) [unlessAtLocation: unless at location]", "3.2.1.1", "Stays exerted in the Ready step of that turn (effects can still ready it); `their next turn` as an effect, `your turn` as a static; optionally not while at a location.", "chosen opposing character can't ready at start of their next turn", false),
  predicate("can-challenge-ready", "card", "(challengeVerb: can=can | may=may) [also: also] challenge ready characters", "4.6.4.2", "May challenge ready characters (not only exerted ones).", "chosen character can challenge ready characters this turn"),
  predicate("no-challenge-damage", "card", "takes no damage from (challengeScope: this=this challenge | all=challenges)", "4.6.6.2", "Takes no damage from a challenge: `this challenge` (in a trigger of that challenge) or `challenges` for the written duration.", "this takes no damage from this challenge"),
  predicate("loses-keyword", "card", "loses {keyword:keyword}", "8.1", "Loses a keyword (printed or granted) for the duration.", "this loses reckless this turn"),
  predicate("loses-keyword-for-good", "card", "loses {keyword:keyword} and can't gain it", "8.1", "Loses a keyword (printed or granted) and can't gain it while this applies.", 'each character named "Peter Pan" loses evasive and can\'t gain it', false),
  predicate("counts-as-inkable", "card", "counts as inkable", "4.2.1", "The card can be put into the inkwell as if it had the inkwell symbol.", "each card in your hand counts as inkable", false),
  predicate("sing-cost", "card", "counts as having {delta:signed} cost to sing", "8.11.3", "Counts as having N more (or less) cost when singing songs.", "each character here counts as having +2 cost to sing", false),
  predicate("gets-stat-amount", "card", "gets bonus {stat:stat} {amount:amount}", "6.6", "Adds an amount taken from a card or the game to a stat (\"gets +{S} equal to the {S} of chosen character\"); counted on resolution, continuously in a static.", "this gets bonus strength equal to strength of chosen character this turn"),
  predicate("moves-free", "card", "can move to {location:selector} for free", "4.7.3.2", "A static permission: the subject may move to the matching location for free (an alternative cost: its move cost is not paid); written `to this` on a location's own ability (\"may move here for free\").", 'each Pirate character of yours can move to this for free', false),
  predicate("pays-less-to-move", "player", "pay {amount:number} less to move {what:selector} to {location:selector}", "4.7.3.3", "A move-cost reduction (an amount modifier on the move cost, never below 0) for moves of the matching characters to the matching location; the amount is a number (a counted amount here would read like `pay … less to play`).", "you pay 1 less to move each character of yours to location", false),
  predicate("can-use-ability-free", "player", "can use ability {ability:string} of this for free", "6.1.7.1", "The player may activate this card's activated ability of that name for free: every cost but {E} is ignored (an alternative cost, 1.5.5.4); the string names the ability in each language.", 'you can use ability "Shapeshift" of this for free', false),
  predicate("shift-any-name", "card", "counts as having any name for shift", "8.10", "Characters with Shift (by name) may be played on the subject as if it had any name; a classification Shift still needs its classification.", "this counts as having any name for shift", false),
  predicate("prevent-next-damage", "card", "takes no damage next time", "6.5", "Replacement: the next time the subject would be dealt damage (within the duration), it takes no damage instead.", "that takes no damage next time until start of your next turn"),
];

export const predicates = table(predicateEntries);
