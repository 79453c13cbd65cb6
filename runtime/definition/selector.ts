import type { Amount } from "./amount";
import type { CardQuery, ZoneName } from "./card-query";
import type { Condition } from "./condition";
import { paidRef, type PaidBy } from "./cost";
import type { ChoiceCause } from "./event-pattern";

/** Who makes a choice: the controller of the effect, or "an opponent chooses". */
export type Chooser = "controller" | "opponent";

/** What an effect acts on (cards). */
export type CardSelector =
  /** "this character / this card" (the source, 6.1.11). */
  | { readonly kind: "this" }
  /** "chosen …", "up to N chosen …" (6.1.3); `bind` names the result for later "that character". */
  | {
      readonly kind: "chosen";
      readonly query: CardQuery;
      readonly count: Amount;
      readonly upTo: boolean;
      readonly chooser: Chooser;
      readonly bind?: string;
      /** Why the card is chosen, for "is chosen" triggers (default: action or ability, from the resolving effect). */
      readonly cause?: ChoiceCause;
    }
  /** "each / all …" — does not choose (Ward does not apply, 8.15.2). */
  | { readonly kind: "all"; readonly query: CardQuery; readonly bind?: string }
  /** N cards at random among those matching (e.g. "discard a card at random"). */
  | { readonly kind: "random"; readonly query: CardQuery; readonly count: Amount; readonly bind?: string }
  /** Cards bound earlier in the same ability ("that character", "those cards", the revealed card). */
  | { readonly kind: "ref"; readonly ref: string }
  /**
   * "the rest": the cards bound to `ref` (e.g. by `effect.lookAtTop`) minus those moved since (a moved card is a
   * new object, 7.1.6), in their current order.
   */
  | { readonly kind: "rest"; readonly ref: string }
  /** The card the triggering event is about (e.g. the character that quested). */
  | { readonly kind: "eventCard"; readonly in?: ZoneName }
  /**
   * The other card of the triggering event (the challenger / the challenged / the song / the location / the victim).
   * `in`: the card followed into that zone ("play that song again from your discard", 6.1.11, 7.1.6), else only the
   * same object.
   */
  | { readonly kind: "eventOtherCard"; readonly in?: ZoneName }
  /** The location each selected character is at ("that location's {L}" for a character bound earlier, 5.6). */
  | { readonly kind: "locationOf"; readonly card: CardSelector }
  /** Top N cards of a player's deck (not chosen). */
  | { readonly kind: "deckTop"; readonly player: PlayerSelector; readonly count: Amount; readonly bind?: string };

/** What an effect acts on (players). Relative to the controller of the effect (1.3.3). */
export type PlayerSelector =
  | { readonly kind: "you" }
  | { readonly kind: "eachOpponent" }
  | { readonly kind: "chosenOpponent" }
  /** "chosen player": any player, the controller included, chosen by the controller as the effect resolves. */
  | { readonly kind: "chosenPlayer" }
  | { readonly kind: "eachPlayer" }
  | { readonly kind: "ownerOf"; readonly card: CardSelector }
  | { readonly kind: "controllerOf"; readonly card: CardSelector }
  /** The player of the triggering event (who drew, discarded…). */
  | { readonly kind: "eventPlayer" }
  /** A player bound by `effect.forEachPlayer`. */
  | { readonly kind: "ref"; readonly ref: string }
  /** Those of `players` for whom `condition` holds with `player.ref(as)` bound to them ("each opponent with more lore than you"). */
  | { readonly kind: "where"; readonly players: PlayerSelector; readonly as: string; readonly condition: Condition };

export interface ChosenOptions {
  /** Default 1. */
  readonly count?: number | Amount;
  /** "up to N": 0 to N distinct cards. */
  readonly upTo?: boolean;
  /** "an opponent chooses". */
  readonly chooser?: Chooser;
  readonly bind?: string;
}

const toAmount = (n: number | Amount): Amount => (typeof n === "number" ? { kind: "constant", value: n } : n);

export const select = {
  this: (): CardSelector => ({ kind: "this" }),
  chosen: (query: CardQuery, options: ChosenOptions = {}): CardSelector => ({
    kind: "chosen",
    query,
    count: toAmount(options.count ?? 1),
    upTo: options.upTo ?? false,
    chooser: options.chooser ?? "controller",
    ...(options.bind === undefined ? {} : { bind: options.bind }),
  }),
  upTo: (count: number, query: CardQuery, bind?: string): CardSelector => ({
    kind: "chosen",
    query,
    count: toAmount(count),
    upTo: true,
    chooser: "controller",
    ...(bind === undefined ? {} : { bind }),
  }),
  all: (query: CardQuery, bind?: string): CardSelector => ({ kind: "all", query, ...(bind === undefined ? {} : { bind }) }),
  random: (query: CardQuery, count: number | Amount = 1, bind?: string): CardSelector => ({
    kind: "random",
    query,
    count: toAmount(count),
    ...(bind === undefined ? {} : { bind }),
  }),
  ref: (ref: string): CardSelector => ({ kind: "ref", ref }),
  /** The cards paid for this activated ability's cost by discarding or banishing them (a reference bound by the payment). */
  paid: (by: PaidBy): CardSelector => ({ kind: "ref", ref: paidRef[by] }),
  /** "the rest" of the cards bound to `ref` after some were moved. */
  rest: (ref: string): CardSelector => ({ kind: "rest", ref }),
  eventCard: (inZone?: ZoneName): CardSelector => ({ kind: "eventCard", ...(inZone === undefined ? {} : { in: inZone }) }),
  eventOtherCard: (inZone?: ZoneName): CardSelector => ({ kind: "eventOtherCard", ...(inZone === undefined ? {} : { in: inZone }) }),
  locationOf: (card: CardSelector): CardSelector => ({ kind: "locationOf", card }),
  deckTop: (player: PlayerSelector, count: number | Amount = 1, bind?: string): CardSelector => ({
    kind: "deckTop",
    player,
    count: toAmount(count),
    ...(bind === undefined ? {} : { bind }),
  }),
} as const;

export const player = {
  you: (): PlayerSelector => ({ kind: "you" }),
  eachOpponent: (): PlayerSelector => ({ kind: "eachOpponent" }),
  chosenOpponent: (): PlayerSelector => ({ kind: "chosenOpponent" }),
  chosenPlayer: (): PlayerSelector => ({ kind: "chosenPlayer" }),
  eachPlayer: (): PlayerSelector => ({ kind: "eachPlayer" }),
  ownerOf: (card: CardSelector): PlayerSelector => ({ kind: "ownerOf", card }),
  controllerOf: (card: CardSelector): PlayerSelector => ({ kind: "controllerOf", card }),
  eventPlayer: (): PlayerSelector => ({ kind: "eventPlayer" }),
  ref: (ref: string): PlayerSelector => ({ kind: "ref", ref }),
  where: (players: PlayerSelector, as: string, condition: Condition): PlayerSelector => ({ kind: "where", players, as, condition }),
} as const;
