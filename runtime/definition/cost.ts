import type { CardQuery } from "./card-query";

/** One part of an activated ability's cost or of an alternative (Shift) cost (6.3, 1.5). */
export type CostPart =
  /** {E}: exert this card; characters must be dry (6.3.1.1). */
  | { readonly kind: "exertSelf" }
  /** N {I}: exert N ready ink cards. */
  | { readonly kind: "ink"; readonly amount: number }
  | { readonly kind: "banishSelf" }
  /** Discard N cards (matching the query) from hand. */
  | { readonly kind: "discard"; readonly count: number; readonly query: CardQuery }
  /** Exert N other ready (dry, for characters) cards of yours matching the query. */
  | { readonly kind: "exertOther"; readonly count: number; readonly query: CardQuery }
  /** Banish N other cards of yours matching the query. */
  | { readonly kind: "banishOther"; readonly count: number; readonly query: CardQuery };

export const cost = {
  exert: (): CostPart => ({ kind: "exertSelf" }),
  ink: (amount: number): CostPart => ({ kind: "ink", amount }),
  banishSelf: (): CostPart => ({ kind: "banishSelf" }),
  discard: (count = 1, query: CardQuery = {}): CostPart => ({ kind: "discard", count, query }),
  exertOther: (count: number, query: CardQuery): CostPart => ({ kind: "exertOther", count, query }),
  banishOther: (count: number, query: CardQuery): CostPart => ({ kind: "banishOther", count, query }),
} as const;

/**
 * The references under which an activated ability's effect finds the cards paid for its cost, bound after they
 * moved ("the discarded character's {L}", "the banished character", 6.3.2): `select.paid("discard")`.
 */
export const paidRef = { discard: "#cost.discarded", banish: "#cost.banished" } as const;
export type PaidBy = keyof typeof paidRef;
