import type { Ability } from "./ability";
import type { Amount } from "./amount";
import type { CardQuery } from "./card-query";
import type { Keyword, KeywordKind } from "./keyword";
import type { CardRestriction, PlayerRestriction } from "./restriction";
import type { CardSelector, PlayerSelector } from "./selector";

export type ModifiableStat = "strength" | "willpower" | "lore";
export type TurnStep = "ready" | "set" | "draw";

/**
 * What a static ability does while it is active (6.4), or what an effect-created static does for its
 * duration. `target` is a selector of kind "this", "all", "ref", "eventCard" (no choosing in statics).
 */
export type StaticEffect =
  /** `whileChallenging`: only for a target that is challenging a card matching the query ("+3 {S} while challenging a location", 4.6). */
  | { readonly kind: "modifyStat"; readonly target: CardSelector; readonly stat: ModifiableStat; readonly amount: Amount; readonly whileChallenging?: CardQuery }
  /** `times`: "for each …, gains Resist +1": the keyword's value is multiplied by the count (none at 0). */
  | { readonly kind: "grantKeyword"; readonly target: CardSelector; readonly keyword: Keyword; readonly times?: Amount }
  /**
   * "[target] loses [keyword]" (printed and granted; 8.1): the keyword is removed after every grant, so it also
   * covers "and can't gain [keyword]".
   */
  | { readonly kind: "loseKeyword"; readonly target: CardSelector; readonly keyword: KeywordKind }
  | { readonly kind: "grantAbility"; readonly target: CardSelector; readonly ability: Ability }
  | { readonly kind: "restrict"; readonly target: CardSelector; readonly restriction: CardRestriction }
  | { readonly kind: "playerRestrict"; readonly player: PlayerSelector; readonly restriction: PlayerRestriction }
  /**
   * "you pay N {I} less to play …": `cards` describes the card being played (zone "hand" implied).
   * `self: true` makes it self-referential (works from hand on this card only, 4.3.6). Negative amounts increase.
   */
  | { readonly kind: "costReduction"; readonly cards: CardQuery; readonly amount: Amount; readonly self: boolean }
  /**
   * "you pay N {I} less to move [characters] to [location]" (an amount modifier on the move cost, 4.7.3.3): for the
   * controller's moves of a character matching `characters` to a location matching `location`. Negative amounts increase.
   */
  | { readonly kind: "moveCostReduction"; readonly characters: CardQuery; readonly location: CardQuery; readonly amount: Amount }
  /**
   * "[characters] may move to [location] for free" (an alternative cost, 4.7.3.2): a matching character of the
   * static's controller moves to a matching location without paying its move cost.
   */
  | { readonly kind: "moveForFree"; readonly target: CardSelector; readonly location: CardQuery }
  /** "[cards] enter play exerted". */
  | { readonly kind: "entersPlayExerted"; readonly cards: CardQuery }
  /** "This character enters play with N damage" (6.7.9). */
  | { readonly kind: "entersPlayWithDamage"; readonly cards: CardQuery; readonly amount: Amount }
  /** "{S} can't be reduced below their printed value" (6.6.4). */
  | { readonly kind: "statFloor"; readonly target: CardSelector; readonly stat: ModifiableStat; readonly floor: "printed" | number }
  /** "you may put an additional card into your inkwell" (4.2.3.1). */
  | { readonly kind: "additionalInk"; readonly player: PlayerSelector; readonly count: number }
  /** "Skip your turn's Draw step" (6.4.5). */
  | { readonly kind: "skipStep"; readonly player: PlayerSelector; readonly step: TurnStep }
  /** "[cards] count as having {C}": they can be put into the inkwell (4.2.1); `cards` may name cards in hand. */
  | { readonly kind: "countsAsInkable"; readonly cards: CardQuery }
  /** "Damage counters can't be removed" (1.9.2.3): no effect removes or moves (1.9.2.4) damage from any card. */
  | { readonly kind: "damageCantBeRemoved" }
  /** "counts as having cost +N to sing songs" (8.11.3). */
  | { readonly kind: "singCostBonus"; readonly target: CardSelector; readonly amount: number }
  /** "You may have up to N copies of this card in your deck." / "any number of copies" (`max: "any"`). */
  | { readonly kind: "deckLimit"; readonly max: number | "any" }
  /** "This character counts as being named X and Y" (works in every zone, e.g. for Shift and "named" queries). */
  | { readonly kind: "extraNames"; readonly target: CardSelector; readonly names: readonly string[] }
  /**
   * "You may use this item's Shapeshift ability for free" (an alternative cost, 1.5.5.4, 6.1.7.1): `player` may activate
   * the source's activated ability named `ability` ignoring its costs except exerting the card ({E}).
   */
  | { readonly kind: "useAbilityForFree"; readonly player: PlayerSelector; readonly ability: string }
  /** "You may play any character with Shift on this character as if this character had any name" (8.10: Shift by name only). */
  | { readonly kind: "shiftAnyName"; readonly target: CardSelector }
  /**
   * "You may play [cards] for free" (a play permission with an alternative cost, 4.3.2.2, 6.1.7): `player` may play
   * cards matching `cards` (zone default "hand") without paying their cost.
   */
  | { readonly kind: "playForFree"; readonly player: PlayerSelector; readonly cards: CardQuery };

export const staticEffect = {
  modifyStat: (target: CardSelector, stat: ModifiableStat, amount: Amount, whileChallenging?: CardQuery): StaticEffect =>
    whileChallenging === undefined ? { kind: "modifyStat", target, stat, amount } : { kind: "modifyStat", target, stat, amount, whileChallenging },
  grantKeyword: (target: CardSelector, kw: Keyword, times?: Amount): StaticEffect =>
    times === undefined ? { kind: "grantKeyword", target, keyword: kw } : { kind: "grantKeyword", target, keyword: kw, times },
  loseKeyword: (target: CardSelector, kw: KeywordKind): StaticEffect => ({ kind: "loseKeyword", target, keyword: kw }),
  grantAbility: (target: CardSelector, granted: Ability): StaticEffect => ({ kind: "grantAbility", target, ability: granted }),
  restrict: (target: CardSelector, r: CardRestriction): StaticEffect => ({ kind: "restrict", target, restriction: r }),
  playerRestrict: (who: PlayerSelector, r: PlayerRestriction): StaticEffect => ({ kind: "playerRestrict", player: who, restriction: r }),
  costReduction: (cards: CardQuery, amount: Amount, self = false): StaticEffect => ({ kind: "costReduction", cards, amount, self }),
  moveCostReduction: (characters: CardQuery, location: CardQuery, amount: Amount): StaticEffect => ({ kind: "moveCostReduction", characters, location, amount }),
  moveForFree: (target: CardSelector, location: CardQuery): StaticEffect => ({ kind: "moveForFree", target, location }),
  entersPlayExerted: (cards: CardQuery): StaticEffect => ({ kind: "entersPlayExerted", cards }),
  entersPlayWithDamage: (cards: CardQuery, amount: Amount): StaticEffect => ({ kind: "entersPlayWithDamage", cards, amount }),
  statFloor: (target: CardSelector, stat: ModifiableStat, floor: "printed" | number = "printed"): StaticEffect => ({
    kind: "statFloor",
    target,
    stat,
    floor,
  }),
  additionalInk: (who: PlayerSelector, count = 1): StaticEffect => ({ kind: "additionalInk", player: who, count }),
  skipStep: (who: PlayerSelector, step: TurnStep): StaticEffect => ({ kind: "skipStep", player: who, step }),
  countsAsInkable: (cards: CardQuery): StaticEffect => ({ kind: "countsAsInkable", cards }),
  damageCantBeRemoved: (): StaticEffect => ({ kind: "damageCantBeRemoved" }),
  singCostBonus: (target: CardSelector, amount: number): StaticEffect => ({ kind: "singCostBonus", target, amount }),
  deckLimit: (max: number): StaticEffect => ({ kind: "deckLimit", max }),
  /** "You may have any number of copies of this card in your deck." */
  anyNumberOfCopies: (): StaticEffect => ({ kind: "deckLimit", max: "any" }),
  /** "counts as being named X and Y" (default target: this card). */
  extraNames: (names: readonly string[], target: CardSelector = { kind: "this" }): StaticEffect => ({ kind: "extraNames", target, names }),
  /** "You may play [cards] for free." */
  useAbilityForFree: (who: PlayerSelector, abilityName: string): StaticEffect => ({ kind: "useAbilityForFree", player: who, ability: abilityName }),
  shiftAnyName: (target: CardSelector = { kind: "this" }): StaticEffect => ({ kind: "shiftAnyName", target }),
  playForFree: (who: PlayerSelector, cards: CardQuery): StaticEffect => ({ kind: "playForFree", player: who, cards }),
} as const;
