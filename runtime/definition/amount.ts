import type { CardQuery, CardStat } from "./card-query";
import type { CardSelector, PlayerSelector } from "./selector";

/** A number computed when an effect resolves (once), or continuously inside a static ability (6.1.8). */
export type Amount =
  | { readonly kind: "constant"; readonly value: number }
  /** "for each …": number of cards matching, times `per`. */
  | { readonly kind: "count"; readonly query: CardQuery; readonly per: number }
  /** "equal to its {S}": a stat of a referenced card; negative values count as 0 (6.6.2). */
  | { readonly kind: "stat"; readonly of: CardSelector; readonly stat: CardStat }
  /** Number of cards a reference holds ("that many", "for each card discarded"). */
  | { readonly kind: "refCount"; readonly ref: string }
  /** The number carried by the triggering event (damage dealt, cards discarded…). */
  | { readonly kind: "eventAmount" }
  /** What an earlier step of the same resolution did ("for each 1 damage removed this way"); 0 if no such step ran. */
  | { readonly kind: "tally"; readonly tally: Tally }
  | { readonly kind: "handSize"; readonly player: PlayerSelector }
  | { readonly kind: "lore"; readonly player: PlayerSelector }
  /**
   * The cards matching `query` counted from each of `player`'s point of view ("you" in the query is that player),
   * summed: "cards in their inkwell", "items in play" of an opponent bound with `player.ref`.
   */
  | { readonly kind: "countFor"; readonly player: PlayerSelector; readonly query: CardQuery }
  /** The largest value of `amount` over `players`, each bound in turn to `player.ref(as)` ("the most cards in hand"). */
  | { readonly kind: "maxOver"; readonly players: PlayerSelector; readonly as: string; readonly amount: Amount }
  /** "until you have N cards": max(0, N − hand size), computed once (6.1.8.1). */
  | { readonly kind: "untilHandSize"; readonly player: PlayerSelector; readonly size: number }
  /** "to a maximum of N". */
  | { readonly kind: "capped"; readonly amount: Amount; readonly max: number }
  | { readonly kind: "sum"; readonly amounts: readonly Amount[] }
  | { readonly kind: "times"; readonly amount: Amount; readonly factor: number }
  /** "all" (e.g. move all damage): as many as possible. */
  | { readonly kind: "all" };

/** Numbers a resolving step records for later steps: damage it removed, lore players lost (6.1.8 "this way"). */
export type Tally = "damageRemoved" | "loreLost";

export const amount = {
  constant: (value: number): Amount => ({ kind: "constant", value }),
  forEach: (query: CardQuery, per = 1): Amount => ({ kind: "count", query, per }),
  stat: (of: CardSelector, stat: CardStat): Amount => ({ kind: "stat", of, stat }),
  refCount: (ref: string): Amount => ({ kind: "refCount", ref }),
  eventAmount: (): Amount => ({ kind: "eventAmount" }),
  tally: (tally: Tally): Amount => ({ kind: "tally", tally }),
  handSize: (player: PlayerSelector): Amount => ({ kind: "handSize", player }),
  lore: (player: PlayerSelector): Amount => ({ kind: "lore", player }),
  countFor: (player: PlayerSelector, query: CardQuery): Amount => ({ kind: "countFor", player, query }),
  maxOver: (players: PlayerSelector, as: string, inner: Amount): Amount => ({ kind: "maxOver", players, as, amount: inner }),
  untilHandSize: (player: PlayerSelector, size: number): Amount => ({ kind: "untilHandSize", player, size }),
  capped: (inner: Amount, max: number): Amount => ({ kind: "capped", amount: inner, max }),
  sum: (...amounts: Amount[]): Amount => ({ kind: "sum", amounts }),
  times: (inner: Amount, factor: number): Amount => ({ kind: "times", amount: inner, factor }),
  all: (): Amount => ({ kind: "all" }),
} as const;
