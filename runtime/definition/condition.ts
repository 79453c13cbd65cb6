import type { Amount, Tally } from "./amount";
import type { CardQuery, CardStat } from "./card-query";
import type { ComparisonOperator } from "./comparison";
import type { EventPattern } from "./event-pattern";
import type { CardSelector, PlayerSelector } from "./selector";

/** A fact about the game state, evaluated relative to the ability's source and controller. */
export type Condition =
  /** "if you have a character named Gaston in play": at least `min` cards match (default 1). */
  | { readonly kind: "exists"; readonly query: CardQuery; readonly min: number }
  /** Compare two amounts ("if you have 3 or more items", "if an opponent has more lore than you"). */
  | { readonly kind: "compare"; readonly left: Amount; readonly op: ComparisonOperator; readonly right: Amount }
  /** The selected card(s) all match ("if the moved character is a Knight", "if it's a character card", "this character is exerted"). */
  | { readonly kind: "matches"; readonly card: CardSelector; readonly query: CardQuery }
  | { readonly kind: "yourTurn" }
  | { readonly kind: "opponentsTurn" }
  /**
   * An event matching the pattern already happened this turn, at least `min` times (default 1): "if an opposing
   * character was banished in a challenge this turn", "if you've played 2 or more actions this turn".
   */
  | { readonly kind: "happenedThisTurn"; readonly event: EventPattern; readonly min?: number }
  /** The card bound under `ref` is still the same object in the expected zone (6.1.11.1). */
  | { readonly kind: "refValid"; readonly ref: string }
  /** The selected card (default this card) was played using Shift and hasn't changed zone since (8.10). */
  | { readonly kind: "playedWithShift"; readonly card: CardSelector }
  /** An earlier step of this resolution did at least 1 of its tally ("if you removed damage this way"). */
  | { readonly kind: "didThisWay"; readonly tally: Tally }
  /** Some of the players (e.g. each opponent) satisfies `condition`, evaluated with `player.ref(as)` bound to them. */
  | { readonly kind: "anyPlayer"; readonly players: PlayerSelector; readonly as: string; readonly condition: Condition }
  | { readonly kind: "and"; readonly conditions: readonly Condition[] }
  | { readonly kind: "or"; readonly conditions: readonly Condition[] }
  | { readonly kind: "not"; readonly condition: Condition }
  | { readonly kind: "always" }
  /** The card is the challenged (or challenging) character of the challenge under way (4.6). */
  /** Some card matching `query` has more `stat` than each card matching `rivals` ("a character with more {S} than each opposing character"). */
  | { readonly kind: "exceedsEach"; readonly query: CardQuery; readonly stat: CardStat; readonly rivals: CardQuery }
  | { readonly kind: "inChallenge"; readonly card: CardSelector; readonly role: "challenged" | "challenging" };

export const condition = {
  exists: (query: CardQuery, min = 1): Condition => ({ kind: "exists", query, min }),
  compare: (left: Amount, op: ComparisonOperator, right: Amount): Condition => ({ kind: "compare", left, op, right }),
  matches: (card: CardSelector, query: CardQuery): Condition => ({ kind: "matches", card, query }),
  /** Shorthand for `matches(select.this(), query)`: "this character is exerted", "is at a location". */
  thisIs: (query: CardQuery): Condition => ({ kind: "matches", card: { kind: "this" }, query }),
  inChallenge: (role: "challenged" | "challenging", card: CardSelector = { kind: "this" }): Condition => ({ kind: "inChallenge", card, role }),
  yourTurn: (): Condition => ({ kind: "yourTurn" }),
  opponentsTurn: (): Condition => ({ kind: "opponentsTurn" }),
  happenedThisTurn: (event: EventPattern, min = 1): Condition => (min === 1 ? { kind: "happenedThisTurn", event } : { kind: "happenedThisTurn", event, min }),
  refValid: (ref: string): Condition => ({ kind: "refValid", ref }),
  /** "if this character was played with Shift" (8.10). */
  playedWithShift: (card: CardSelector = { kind: "this" }): Condition => ({ kind: "playedWithShift", card }),
  didThisWay: (tally: Tally): Condition => ({ kind: "didThisWay", tally }),
  /** "if an opponent …": true when some of `players` satisfies the condition with `player.ref(as)` bound to them. */
  anyPlayer: (players: PlayerSelector, as: string, inner: Condition): Condition => ({ kind: "anyPlayer", players, as, condition: inner }),
  /** "if an opponent has N or more lore" (any opponent, multiplayer): `anyPlayer(eachOpponent, …lore …)`. */
  opponentHasLore: (op: ComparisonOperator, n: number): Condition => ({
    kind: "anyPlayer",
    players: { kind: "eachOpponent" },
    as: "opponent",
    condition: { kind: "compare", left: { kind: "lore", player: { kind: "ref", ref: "opponent" } }, op, right: { kind: "constant", value: n } },
  }),
  and: (...conditions: Condition[]): Condition => ({ kind: "and", conditions }),
  or: (...conditions: Condition[]): Condition => ({ kind: "or", conditions }),
  not: (inner: Condition): Condition => ({ kind: "not", condition: inner }),
  /** "[Effect] unless [Condition]" applies while the condition is false (6.4.4.1). */
  unless: (inner: Condition): Condition => ({ kind: "not", condition: inner }),
  always: (): Condition => ({ kind: "always" }),
  exceedsEach: (query: CardQuery, stat: CardStat, rivals: CardQuery): Condition => ({ kind: "exceedsEach", query, stat, rivals }),
} as const;
