import type { CardQuery } from "./card-query";

/** Rules a card is subject to ("can't quest", "can't be challenged"…) or permissions that override a rule (1.2.1). */
export type CardRestriction =
  | { readonly kind: "cantQuest" }
  | { readonly kind: "cantChallenge" }
  | { readonly kind: "cantBeChallenged" }
  | { readonly kind: "cantSing" }
  | { readonly kind: "cantReady" }
  | { readonly kind: "cantMove" }
  | { readonly kind: "cantBeDealtDamage" }
  /** "Opponents must choose this character for actions and abilities if able" (6.7.3). */
  | { readonly kind: "mustBeChosenByOpponents" }
  /** "This character can challenge ready characters" (overrides 4.6.4.2). */
  | { readonly kind: "canChallengeReady" }
  /**
   * "Can't ready at the start of [its] turn": stays exerted in the Ready step (3.2.1.1) but effects still ready it;
   * `unlessAtLocation`: not while the character is at a location.
   */
  | { readonly kind: "cantReadyAtStart"; readonly unlessAtLocation: boolean }
  /** "[these characters] can't challenge [cards matching `target`]" (4.6.4.3); `target` is read from the static's source. */
  | { readonly kind: "cantChallengeTarget"; readonly target: CardQuery }
  /** "Takes no damage from challenges": challenge damage (4.6.6.2) dealt to it becomes 0. */
  | { readonly kind: "noChallengeDamage" };

/** Rules a player is subject to. */
export type PlayerRestriction =
  | { readonly kind: "cantDraw" }
  | { readonly kind: "cantLoseLore" }
  | { readonly kind: "cantInk" }
  | { readonly kind: "cantPlay"; readonly query: CardQuery }
  /** "[players] can't choose [cards] for abilities or effects" (6.1.6); the query is read from the static's source. */
  | { readonly kind: "cantChoose"; readonly query: CardQuery };

export const restriction = {
  cantQuest: (): CardRestriction => ({ kind: "cantQuest" }),
  cantChallenge: (): CardRestriction => ({ kind: "cantChallenge" }),
  cantBeChallenged: (): CardRestriction => ({ kind: "cantBeChallenged" }),
  cantSing: (): CardRestriction => ({ kind: "cantSing" }),
  cantReady: (): CardRestriction => ({ kind: "cantReady" }),
  cantMove: (): CardRestriction => ({ kind: "cantMove" }),
  cantBeDealtDamage: (): CardRestriction => ({ kind: "cantBeDealtDamage" }),
  mustBeChosenByOpponents: (): CardRestriction => ({ kind: "mustBeChosenByOpponents" }),
  canChallengeReady: (): CardRestriction => ({ kind: "canChallengeReady" }),
  cantReadyAtStart: (unlessAtLocation = false): CardRestriction => ({ kind: "cantReadyAtStart", unlessAtLocation }),
  cantChallengeTarget: (target: CardQuery): CardRestriction => ({ kind: "cantChallengeTarget", target }),
  noChallengeDamage: (): CardRestriction => ({ kind: "noChallengeDamage" }),
  cantDraw: (): PlayerRestriction => ({ kind: "cantDraw" }),
  cantLoseLore: (): PlayerRestriction => ({ kind: "cantLoseLore" }),
  cantInk: (): PlayerRestriction => ({ kind: "cantInk" }),
  cantPlay: (query: CardQuery): PlayerRestriction => ({ kind: "cantPlay", query }),
  cantChoose: (query: CardQuery): PlayerRestriction => ({ kind: "cantChoose", query }),
} as const;
