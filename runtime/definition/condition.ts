import type { Amount } from "./amount";
import type { CardQuery } from "./card-query";
import type { ComparisonOperator } from "./comparison";
import type { EventPattern } from "./event-pattern";
import type { CardSelector } from "./selector";

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
  /** An event matching the pattern already happened this turn (e.g. "if an opposing character was banished in a challenge this turn"). */
  | { readonly kind: "happenedThisTurn"; readonly event: EventPattern }
  /** The card bound under `ref` is still the same object in the expected zone (6.1.11.1). */
  | { readonly kind: "refValid"; readonly ref: string }
  | { readonly kind: "and"; readonly conditions: readonly Condition[] }
  | { readonly kind: "or"; readonly conditions: readonly Condition[] }
  | { readonly kind: "not"; readonly condition: Condition }
  | { readonly kind: "always" };

export const condition = {
  exists: (query: CardQuery, min = 1): Condition => ({ kind: "exists", query, min }),
  compare: (left: Amount, op: ComparisonOperator, right: Amount): Condition => ({ kind: "compare", left, op, right }),
  matches: (card: CardSelector, query: CardQuery): Condition => ({ kind: "matches", card, query }),
  /** Shorthand for `matches(select.this(), query)`: "this character is exerted", "is at a location". */
  thisIs: (query: CardQuery): Condition => ({ kind: "matches", card: { kind: "this" }, query }),
  yourTurn: (): Condition => ({ kind: "yourTurn" }),
  opponentsTurn: (): Condition => ({ kind: "opponentsTurn" }),
  happenedThisTurn: (event: EventPattern): Condition => ({ kind: "happenedThisTurn", event }),
  refValid: (ref: string): Condition => ({ kind: "refValid", ref }),
  and: (...conditions: Condition[]): Condition => ({ kind: "and", conditions }),
  or: (...conditions: Condition[]): Condition => ({ kind: "or", conditions }),
  not: (inner: Condition): Condition => ({ kind: "not", condition: inner }),
  /** "[Effect] unless [Condition]" applies while the condition is false (6.4.4.1). */
  unless: (inner: Condition): Condition => ({ kind: "not", condition: inner }),
  always: (): Condition => ({ kind: "always" }),
} as const;
