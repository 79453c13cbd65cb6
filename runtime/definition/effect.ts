import type { Ability, TriggeredAbility } from "./ability";
import type { Amount } from "./amount";
import type { CardQuery } from "./card-query";
import type { Condition } from "./condition";
import type { DelayedMoment, Duration } from "./duration";
import type { Keyword } from "./keyword";
import type { ReplaceableEvent, ReplacementAction } from "./replacement";
import type { CardRestriction, PlayerRestriction } from "./restriction";
import type { CardSelector, PlayerSelector } from "./selector";
import type { ModifiableStat, StaticEffect } from "./static-effect";

/**
 * Effect-created statics (6.4.2): "continuous" affects every card it can, including later arrivals;
 * "applied" affects only the cards selected when the effect resolved.
 */
export type StaticScope = "continuous" | "applied";

export interface PlayOptions {
  /** "for free": all costs ignored, no alternative cost (6.1.7). */
  readonly free?: boolean;
  /** "for N {I} less". */
  readonly costReduction?: number;
  readonly entersExerted?: boolean;
  /** An action played this way goes to the bottom of its owner's deck instead of into the discard once resolved (6.5). */
  readonly thenBottomOfDeck?: boolean;
}

/** One-shot cost reduction created by an effect ("you pay 1 {I} less for the next character you play this turn", 4.3.6). */
export interface NextCostReduction {
  readonly cards: CardQuery;
  /** Computed once when the effect resolves (6.1.8). */
  readonly amount: Amount;
  readonly duration: Duration;
}

/**
 * The effect language an ability or an action resolves (6.1, 6.7.2).
 *
 * Acting player: card verbs with an optional `player` (putIntoInkwell, shuffleIntoDeck, reveal, putOnTop,
 * putOnBottom, putIntoHand, returnToHand, play, ready, exert, banish, dealDamage) are done by each designated player in turn order, as
 * if they controlled the effect: "you"/"your" inside (selectors, queries, who chooses) mean that player ("each
 * opponent puts the top card of their deck into their inkwell"). Bound references are shared with the enclosing
 * effect.
 */
export type Effect =
  /** Sentences / "then": each part done as much as possible (6.1.2, 1.2.3). */
  | { readonly kind: "sequence"; readonly effects: readonly Effect[] }
  /** "you may": the decider chooses at resolution (default: the controller, 6.1.4). */
  | { readonly kind: "may"; readonly effect: Effect; readonly who?: PlayerSelector }
  /**
   * "[A] to [B]" / "[A]. If you do, [B]": B only if A was fully done (6.1.5.1); `otherwise` when it was not
   * ("Each opponent may discard a card. For each opponent who doesn't, you gain 2 lore").
   */
  | { readonly kind: "ifYouDo"; readonly first: Effect; readonly then: Effect; readonly otherwise?: Effect }
  /**
   * "[A] or [B]": the player picks a possible option (6.1.5.2). `chooser`: each of those players, in turn order, picks
   * an option and does it as the acting player ("you" inside is that player: "each opponent chooses and discards
   * either 2 cards or 1 action card"); default the controller.
   */
  | { readonly kind: "or"; readonly options: readonly Effect[]; readonly chooser?: PlayerSelector }
  /** "Choose one:" modes. */
  | { readonly kind: "chooseOne"; readonly modes: readonly Effect[] }
  | { readonly kind: "if"; readonly condition: Condition; readonly then: Effect; readonly otherwise?: Effect }
  /** Self-replacement "… If [condition], [replacement] instead." (6.5.6): applied before any other replacement. */
  | { readonly kind: "instead"; readonly base: Effect; readonly condition: Condition; readonly replacement: Effect }
  /** Make a selection now and bind it to `as`, then resolve `effect` (for "chosen X … that character …"). */
  /** `player`: the cards are selected (chosen) by that player, not the controller ("each opponent chooses one of their characters … those characters …"). */
  | { readonly kind: "bind"; readonly as: string; readonly selector: CardSelector; readonly effect: Effect; readonly player?: PlayerSelector }
  /** Each player in turn order (active first, 6.7.6) resolves `effect` with `player.ref(as)` bound to them. */
  | { readonly kind: "forEachPlayer"; readonly players: PlayerSelector; readonly as: string; readonly effect: Effect }
  /** Pay N {I} inside an effect; as a first part of "[A] to [B]" it is a cost (6.1.5). */
  | { readonly kind: "payInk"; readonly amount: Amount }
  /**
   * `upTo`: "for each …, you may draw a card" — each drawing player picks how many, from 0 to the amount (a declared
   * "chooseOption" decision, option k draws k; no decision when the amount is 0), 6.1.3 / 6.1.8.
   */
  | { readonly kind: "draw"; readonly player: PlayerSelector; readonly amount: Amount; readonly upTo?: boolean }
  /**
   * Each designated player discards. `chooser`: who picks the cards — the discarding player (default) or the
   * effect's controller ("discards a card of your choice", e.g. from a revealed hand).
   */
  | {
      readonly kind: "discard";
      readonly player: PlayerSelector;
      readonly amount: Amount;
      readonly mode: "chosen" | "random";
      readonly query: CardQuery;
      readonly bind?: string;
      readonly chooser?: DiscardChooser;
    }
  | { readonly kind: "dealDamage"; readonly amount: Amount; readonly target: CardSelector; readonly player?: PlayerSelector }
  | { readonly kind: "putDamage"; readonly amount: Amount; readonly target: CardSelector }
  | { readonly kind: "removeDamage"; readonly amount: Amount; readonly target: CardSelector; readonly upTo: boolean }
  | { readonly kind: "moveDamage"; readonly amount: Amount; readonly from: CardSelector; readonly to: CardSelector; readonly upTo: boolean }
  | { readonly kind: "banish"; readonly target: CardSelector; readonly player?: PlayerSelector }
  | { readonly kind: "returnToHand"; readonly target: CardSelector; readonly player?: PlayerSelector }
  /**
   * Put into its owner's inkwell facedown (exerted or ready), not counting as inking (4.2.3.2). `player`: who does
   * it (see "Acting player" below).
   */
  | { readonly kind: "putIntoInkwell"; readonly target: CardSelector; readonly exerted: boolean; readonly player?: PlayerSelector }
  | { readonly kind: "shuffleIntoDeck"; readonly target: CardSelector; readonly player?: PlayerSelector }
  /** The controller looks at each designated player's hand (hidden information, nothing moves, 7.3). */
  | { readonly kind: "lookAtHand"; readonly player: PlayerSelector }
  /** Look at the top N cards of each designated player's deck; binds them (as a group) to `as`. */
  | { readonly kind: "lookAtTop"; readonly player: PlayerSelector; readonly count: Amount; readonly as: string }
  | { readonly kind: "reveal"; readonly target: CardSelector; readonly player?: PlayerSelector }
  /** Each designated player reveals their hand; the cards are bound to `as` when given. */
  | { readonly kind: "revealHand"; readonly player: PlayerSelector; readonly as?: string }
  | { readonly kind: "putOnTop"; readonly target: CardSelector; readonly anyOrder: boolean; readonly player?: PlayerSelector }
  | { readonly kind: "putOnBottom"; readonly target: CardSelector; readonly anyOrder: boolean; readonly player?: PlayerSelector }
  /** "Put any number of them on the top or the bottom of your deck": the controller picks the cards for the bottom, the others go on top; each group in the chosen order when `anyOrder`. */
  | { readonly kind: "putOnDeckSplit"; readonly target: CardSelector; readonly anyOrder: boolean }
  /** Each designated player shuffles their deck (1.4.3). */
  | { readonly kind: "shuffleDeck"; readonly player: PlayerSelector }
  | { readonly kind: "putIntoHand"; readonly target: CardSelector; readonly player?: PlayerSelector }
  /** Put cards facedown under a card (Boost, 8.4). */
  | { readonly kind: "putUnder"; readonly cards: CardSelector; readonly under: CardSelector }
  | { readonly kind: "play"; readonly target: CardSelector; readonly options: PlayOptions; readonly player?: PlayerSelector }
  | { readonly kind: "ready"; readonly target: CardSelector; readonly player?: PlayerSelector }
  | { readonly kind: "exert"; readonly target: CardSelector; readonly player?: PlayerSelector }
  | { readonly kind: "gainLore"; readonly player: PlayerSelector; readonly amount: Amount }
  | { readonly kind: "loseLore"; readonly player: PlayerSelector; readonly amount: Amount }
  /** Create a static for a duration: stat modifiers, keyword / ability grants, restrictions (6.4.2). */
  | { readonly kind: "createStatic"; readonly static: StaticEffect; readonly duration: Duration; readonly scope: StaticScope }
  | { readonly kind: "moveToLocation"; readonly character: CardSelector; readonly location: CardSelector; readonly free: boolean }
  /**
   * "Move [characters] to the same location for free" (4.7): every selector is resolved in order, then one location
   * (usually a chosen location of the controller's) is selected once and each selected character moves there; one
   * already there stays (4.7.2). Nothing is selected for the location when no character was.
   */
  | { readonly kind: "moveTogether"; readonly characters: readonly CardSelector[]; readonly location: CardSelector }
  | { readonly kind: "nextCostReduction"; readonly reduction: NextCostReduction }
  /** Floating triggered ability, active for a duration (6.2.7.1). */
  | { readonly kind: "floatingTrigger"; readonly ability: TriggeredAbility; readonly duration: Duration }
  /** Delayed triggered ability added to the bag once, at a later moment (6.2.7.2). */
  | { readonly kind: "delayedTrigger"; readonly at: DelayedMoment; readonly effect: Effect }
  /** Replacement created by an effect on the selected cards; `oneShot`: "the next time …" (used up when applied). */
  | {
      readonly kind: "createReplacement";
      readonly target: CardSelector;
      readonly event: ReplaceableEvent;
      readonly action: ReplacementAction;
      readonly duration: Duration;
      readonly oneShot: boolean;
    }
  /** "Name a card": the player names a card; the name is bound to `as` (use `namedBy` in queries). */
  | { readonly kind: "nameACard"; readonly player: PlayerSelector; readonly as: string }
  /** "[character] sings [song] for free". */
  | { readonly kind: "sing"; readonly singer: CardSelector; readonly song: CardSelector }
  | { readonly kind: "noop" };

/** Who picks the discarded cards: the discarding player, or the controller of the effect. */
export type DiscardChooser = "discarder" | "controller";

const toAmount = (n: number | Amount): Amount => (typeof n === "number" ? { kind: "constant", value: n } : n);
const YOU: PlayerSelector = { kind: "you" };
const by = (who: PlayerSelector | undefined): { player?: PlayerSelector } => (who === undefined ? {} : { player: who });

export const effect = {
  sequence: (...effects: Effect[]): Effect => ({ kind: "sequence", effects }),
  may: (inner: Effect, who?: PlayerSelector): Effect => ({ kind: "may", effect: inner, ...(who === undefined ? {} : { who }) }),
  ifYouDo: (first: Effect, then: Effect, otherwise?: Effect): Effect => ({ kind: "ifYouDo", first, then, ...(otherwise === undefined ? {} : { otherwise }) }),
  /** Alias of `ifYouDo` for "[A] to [B]". */
  to: (first: Effect, then: Effect): Effect => ({ kind: "ifYouDo", first, then }),
  or: (...options: Effect[]): Effect => ({ kind: "or", options }),
  /** "Each opponent chooses [A] or [B]": each of those players picks an option for themselves and does it. */
  orBy: (chooser: PlayerSelector, ...options: Effect[]): Effect => ({ kind: "or", options, chooser }),
  chooseOne: (...modes: Effect[]): Effect => ({ kind: "chooseOne", modes }),
  if: (cond: Condition, then: Effect, otherwise?: Effect): Effect => ({
    kind: "if",
    condition: cond,
    then,
    ...(otherwise === undefined ? {} : { otherwise }),
  }),
  instead: (base: Effect, cond: Condition, replacementEffect: Effect): Effect => ({
    kind: "instead",
    base,
    condition: cond,
    replacement: replacementEffect,
  }),
  bind: (as: string, selector: CardSelector, inner: Effect, chooser?: PlayerSelector): Effect =>
    chooser === undefined ? { kind: "bind", as, selector, effect: inner } : { kind: "bind", as, selector, effect: inner, player: chooser },
  forEachPlayer: (players: PlayerSelector, as: string, inner: Effect): Effect => ({ kind: "forEachPlayer", players, as, effect: inner }),
  payInk: (n: number | Amount): Effect => ({ kind: "payInk", amount: toAmount(n) }),
  draw: (n: number | Amount = 1, who: PlayerSelector = YOU): Effect => ({ kind: "draw", player: who, amount: toAmount(n) }),
  /** "for each …, you may draw a card": the player draws a number of cards they pick, from 0 to `n`. */
  drawUpTo: (n: number | Amount, who: PlayerSelector = YOU): Effect => ({ kind: "draw", player: who, amount: toAmount(n), upTo: true }),
  discard: (n: number | Amount = 1, who: PlayerSelector = YOU, query: CardQuery = {}, bind?: string): Effect => ({
    kind: "discard",
    player: who,
    amount: toAmount(n),
    mode: "chosen",
    query,
    ...(bind === undefined ? {} : { bind }),
  }),
  /** "[player] discards N cards of your choice": the effect's controller picks (e.g. from a revealed hand). */
  discardChosenByController: (n: number | Amount = 1, who: PlayerSelector = { kind: "eachOpponent" }, query: CardQuery = {}, bind?: string): Effect => ({
    kind: "discard",
    player: who,
    amount: toAmount(n),
    mode: "chosen",
    query,
    chooser: "controller",
    ...(bind === undefined ? {} : { bind }),
  }),
  discardRandom: (n: number | Amount = 1, who: PlayerSelector = YOU): Effect => ({
    kind: "discard",
    player: who,
    amount: toAmount(n),
    mode: "random",
    query: {},
  }),
  dealDamage: (n: number | Amount, target: CardSelector, who?: PlayerSelector): Effect => ({ kind: "dealDamage", amount: toAmount(n), target, ...by(who) }),
  putDamage: (n: number | Amount, target: CardSelector): Effect => ({ kind: "putDamage", amount: toAmount(n), target }),
  removeDamage: (n: number | Amount, target: CardSelector, upTo = true): Effect => ({
    kind: "removeDamage",
    amount: toAmount(n),
    target,
    upTo,
  }),
  moveDamage: (n: number | Amount, from: CardSelector, to: CardSelector, upTo = false): Effect => ({
    kind: "moveDamage",
    amount: toAmount(n),
    from,
    to,
    upTo,
  }),
  banish: (target: CardSelector, who?: PlayerSelector): Effect => ({ kind: "banish", target, ...by(who) }),
  returnToHand: (target: CardSelector, who?: PlayerSelector): Effect => ({ kind: "returnToHand", target, ...by(who) }),
  putIntoInkwell: (target: CardSelector, exerted = false, who?: PlayerSelector): Effect => ({ kind: "putIntoInkwell", target, exerted, ...by(who) }),
  shuffleIntoDeck: (target: CardSelector, who?: PlayerSelector): Effect => ({ kind: "shuffleIntoDeck", target, ...by(who) }),
  lookAtTop: (count: number | Amount, as: string, who: PlayerSelector = YOU): Effect => ({
    kind: "lookAtTop",
    player: who,
    count: toAmount(count),
    as,
  }),
  /** "Look at each opponent's hand". */
  lookAtHand: (whose: PlayerSelector): Effect => ({ kind: "lookAtHand", player: whose }),
  reveal: (target: CardSelector, who?: PlayerSelector): Effect => ({ kind: "reveal", target, ...by(who) }),
  /** "[player] reveals their hand" (binds the revealed cards to `as`). */
  revealHand: (who: PlayerSelector = YOU, as?: string): Effect => ({ kind: "revealHand", player: who, ...(as === undefined ? {} : { as }) }),
  putOnTop: (target: CardSelector, anyOrder = true, who?: PlayerSelector): Effect => ({ kind: "putOnTop", target, anyOrder, ...by(who) }),
  putOnBottom: (target: CardSelector, anyOrder = true, who?: PlayerSelector): Effect => ({ kind: "putOnBottom", target, anyOrder, ...by(who) }),
  putOnDeckSplit: (target: CardSelector, anyOrder = true): Effect => ({ kind: "putOnDeckSplit", target, anyOrder }),
  shuffleDeck: (who: PlayerSelector = YOU): Effect => ({ kind: "shuffleDeck", player: who }),
  putIntoHand: (target: CardSelector, who?: PlayerSelector): Effect => ({ kind: "putIntoHand", target, ...by(who) }),
  putUnder: (cards: CardSelector, under: CardSelector): Effect => ({ kind: "putUnder", cards, under }),
  play: (target: CardSelector, options: PlayOptions = {}, who?: PlayerSelector): Effect => ({ kind: "play", target, options, ...by(who) }),
  ready: (target: CardSelector, who?: PlayerSelector): Effect => ({ kind: "ready", target, ...by(who) }),
  exert: (target: CardSelector, who?: PlayerSelector): Effect => ({ kind: "exert", target, ...by(who) }),
  gainLore: (n: number | Amount, who: PlayerSelector = YOU): Effect => ({ kind: "gainLore", player: who, amount: toAmount(n) }),
  loseLore: (n: number | Amount, who: PlayerSelector): Effect => ({ kind: "loseLore", player: who, amount: toAmount(n) }),
  createStatic: (s: StaticEffect, d: Duration, scope: StaticScope = "applied"): Effect => ({
    kind: "createStatic",
    static: s,
    duration: d,
    scope,
  }),
  /** "[target] gets ±N {S}/{W}/{L} [duration]" (applied by default, 6.4.2.2). */
  /** `whileChallenging`: the bonus counts only while the target challenges a matching card ("while challenging a location"). */
  modifyStat: (target: CardSelector, stat: ModifiableStat, n: number | Amount, d: Duration, scope: StaticScope = "applied", whileChallenging?: CardQuery): Effect => ({
    kind: "createStatic",
    static: whileChallenging === undefined ? { kind: "modifyStat", target, stat, amount: toAmount(n) } : { kind: "modifyStat", target, stat, amount: toAmount(n), whileChallenging },
    duration: d,
    scope,
  }),
  /** `times`: the keyword's value counted on resolution ("gains Resist +1 for each …"). */
  grantKeyword: (target: CardSelector, kw: Keyword, d: Duration, scope: StaticScope = "applied", times?: Amount): Effect => ({
    kind: "createStatic",
    static: times === undefined ? { kind: "grantKeyword", target, keyword: kw } : { kind: "grantKeyword", target, keyword: kw, times },
    duration: d,
    scope,
  }),
  grantAbility: (target: CardSelector, granted: Ability, d: Duration, scope: StaticScope = "applied"): Effect => ({
    kind: "createStatic",
    static: { kind: "grantAbility", target, ability: granted },
    duration: d,
    scope,
  }),
  /** "[target] can't … [duration]" (continuous by default, 6.4.2.1). */
  restrict: (target: CardSelector, r: CardRestriction, d: Duration, scope: StaticScope = "continuous"): Effect => ({
    kind: "createStatic",
    static: { kind: "restrict", target, restriction: r },
    duration: d,
    scope,
  }),
  restrictPlayer: (who: PlayerSelector, r: PlayerRestriction, d: Duration): Effect => ({
    kind: "createStatic",
    static: { kind: "playerRestrict", player: who, restriction: r },
    duration: d,
    scope: "continuous",
  }),
  moveToLocation: (character: CardSelector, location: CardSelector, free = true): Effect => ({
    kind: "moveToLocation",
    character,
    location,
    free,
  }),
  moveTogether: (characters: readonly CardSelector[], location: CardSelector): Effect => ({ kind: "moveTogether", characters, location }),
  nextCostReduction: (cards: CardQuery, n: number | Amount, d: Duration = { kind: "thisTurn" }): Effect => ({
    kind: "nextCostReduction",
    reduction: { cards, amount: toAmount(n), duration: d },
  }),
  floatingTrigger: (ability: TriggeredAbility, d: Duration): Effect => ({ kind: "floatingTrigger", ability, duration: d }),
  delayedTrigger: (at: DelayedMoment, inner: Effect): Effect => ({ kind: "delayedTrigger", at, effect: inner }),
  createReplacement: (
    target: CardSelector,
    event: ReplaceableEvent,
    action: ReplacementAction,
    d: Duration,
    oneShot = true,
  ): Effect => ({ kind: "createReplacement", target, event, action, duration: d, oneShot }),
  nameACard: (as: string, who: PlayerSelector = YOU): Effect => ({ kind: "nameACard", player: who, as }),
  sing: (singer: CardSelector, song: CardSelector): Effect => ({ kind: "sing", singer, song }),
  noop: (): Effect => ({ kind: "noop" }),
} as const;
