import type { CardQuery, PlayerRelation } from "./card-query";

/** Why a card was chosen (for "is chosen" triggers and Vanish). */
export type ChoiceCause = "action" | "ability" | "support" | "any";

/**
 * A game event a triggered ability waits for (6.2). `card` is the subject ("this character" = `{ self: true }`,
 * "one of your characters" = `{ kind: "character", controller: "you" }`, "a character at this location" =
 * `{ kind: "character", atLocation: "this" }`).
 */
export type EventPattern =
  /** `nth`: only the nth matching card played this turn ("whenever you play a second action in a turn"). */
  | { readonly kind: "played"; readonly card: CardQuery; readonly nth?: number }
  | { readonly kind: "quests"; readonly card: CardQuery }
  | { readonly kind: "challenges"; readonly card: CardQuery; readonly target?: CardQuery }
  | { readonly kind: "challenged"; readonly card: CardQuery; readonly challenger?: CardQuery }
  /**
   * `inChallenge`: only when banished while in a challenge; `whileChallenged`: only when it was the challenged card;
   * `whileChallenging`: only when it was the challenging card ("challenges and is banished"; the event's other card
   * is the challenged one).
   */
  | { readonly kind: "banished"; readonly card: CardQuery; readonly inChallenge?: boolean; readonly whileChallenged?: boolean; readonly whileChallenging?: boolean }
  | { readonly kind: "banishesInChallenge"; readonly card: CardQuery; readonly victim?: CardQuery }
  /** `card` dealt damage to `victim` in a challenge (4.6.6.2, only if some was dealt: 8.8.2); carries the amount. */
  | { readonly kind: "dealsDamageInChallenge"; readonly card: CardQuery; readonly victim?: CardQuery }
  | { readonly kind: "sings"; readonly card: CardQuery; readonly song?: CardQuery }
  | { readonly kind: "movesToLocation"; readonly card: CardQuery; readonly location?: CardQuery }
  /** Damage was dealt to it (after modifiers, only if > 0, 8.8.2). */
  | { readonly kind: "dealtDamage"; readonly card: CardQuery }
  /** Damage was put on it by any means (deal, put, move; 1.9.3). */
  | { readonly kind: "takesDamage"; readonly card: CardQuery }
  | { readonly kind: "chosen"; readonly card: CardQuery; readonly by: PlayerRelation; readonly cause: ChoiceCause }
  | { readonly kind: "readied"; readonly card: CardQuery }
  | { readonly kind: "exerted"; readonly card: CardQuery }
  | { readonly kind: "draws"; readonly player: PlayerRelation }
  /**
   * One event per discard action, carrying the number of cards (6.1.8 "that many"). `card`: only when some
   * discarded card matches ("whenever you discard a character card"); the event's card is the first discarded one.
   */
  | { readonly kind: "discards"; readonly player: PlayerRelation; readonly card?: CardQuery }
  | { readonly kind: "inks"; readonly player: PlayerRelation }
  /** A card was put into its owner's inkwell by any means: inked as a turn action or put there by an effect (4.2). */
  | { readonly kind: "putIntoInkwell"; readonly card: CardQuery }
  /** A player removed at least 1 damage from a card (one event per card, carrying the amount removed; 1.9.2.3). */
  | { readonly kind: "damageRemoved"; readonly player: PlayerRelation; readonly card?: CardQuery }
  | { readonly kind: "leavesPlay"; readonly card: CardQuery }
  | { readonly kind: "returnedToHand"; readonly card: CardQuery }
  /** A card was put under `card` (Boost, "put … under"); `by`: which player put it, relative to the controller. */
  | { readonly kind: "cardPutUnder"; readonly card: CardQuery; readonly by?: PlayerRelation };

export type EventKind = EventPattern["kind"];

export const on = {
  played: (card: CardQuery, nth?: number): EventPattern => (nth === undefined ? { kind: "played", card } : { kind: "played", card, nth }),
  quests: (card: CardQuery): EventPattern => ({ kind: "quests", card }),
  challenges: (card: CardQuery, target?: CardQuery): EventPattern => ({
    kind: "challenges",
    card,
    ...(target === undefined ? {} : { target }),
  }),
  challenged: (card: CardQuery, challenger?: CardQuery): EventPattern => ({
    kind: "challenged",
    card,
    ...(challenger === undefined ? {} : { challenger }),
  }),
  banished: (card: CardQuery, options: { inChallenge?: boolean; whileChallenged?: boolean; whileChallenging?: boolean } = {}): EventPattern => ({
    kind: "banished",
    card,
    ...options,
  }),
  banishesInChallenge: (card: CardQuery, victim?: CardQuery): EventPattern => ({
    kind: "banishesInChallenge",
    card,
    ...(victim === undefined ? {} : { victim }),
  }),
  dealsDamageInChallenge: (card: CardQuery, victim?: CardQuery): EventPattern => ({
    kind: "dealsDamageInChallenge",
    card,
    ...(victim === undefined ? {} : { victim }),
  }),
  sings: (card: CardQuery, song?: CardQuery): EventPattern => ({ kind: "sings", card, ...(song === undefined ? {} : { song }) }),
  movesToLocation: (card: CardQuery, location?: CardQuery): EventPattern => ({
    kind: "movesToLocation",
    card,
    ...(location === undefined ? {} : { location }),
  }),
  dealtDamage: (card: CardQuery): EventPattern => ({ kind: "dealtDamage", card }),
  takesDamage: (card: CardQuery): EventPattern => ({ kind: "takesDamage", card }),
  chosen: (card: CardQuery, by: PlayerRelation = "any", cause: ChoiceCause = "any"): EventPattern => ({
    kind: "chosen",
    card,
    by,
    cause,
  }),
  readied: (card: CardQuery): EventPattern => ({ kind: "readied", card }),
  exerted: (card: CardQuery): EventPattern => ({ kind: "exerted", card }),
  draws: (who: PlayerRelation): EventPattern => ({ kind: "draws", player: who }),
  discards: (who: PlayerRelation, card?: CardQuery): EventPattern => ({ kind: "discards", player: who, ...(card === undefined ? {} : { card }) }),
  inks: (who: PlayerRelation): EventPattern => ({ kind: "inks", player: who }),
  putIntoInkwell: (card: CardQuery): EventPattern => ({ kind: "putIntoInkwell", card }),
  damageRemoved: (who: PlayerRelation, card?: CardQuery): EventPattern => ({ kind: "damageRemoved", player: who, ...(card === undefined ? {} : { card }) }),
  leavesPlay: (card: CardQuery): EventPattern => ({ kind: "leavesPlay", card }),
  returnedToHand: (card: CardQuery): EventPattern => ({ kind: "returnedToHand", card }),
  cardPutUnder: (card: CardQuery, by?: PlayerRelation): EventPattern => ({ kind: "cardPutUnder", card, ...(by === undefined ? {} : { by }) }),
} as const;
