import type { Ability, TriggeredAbility } from "../definition/ability";
import type { CardDefinition } from "../definition/card";
import type { CardQuery, ZoneName } from "../definition/card-query";
import type { Duration } from "../definition/duration";
import type { Effect, StaticScope } from "../definition/effect";
import type { ChoiceCause, EventKind } from "../definition/event-pattern";
import type { ReplaceableEvent, ReplacementAction } from "../definition/replacement";
import type { StaticEffect } from "../definition/static-effect";

/** A physical card. `uid` never changes; `objectId` changes on every zone change (new object, 7.1.6). */
export interface CardInstance {
  readonly uid: number;
  readonly def: CardDefinition;
  readonly owner: number;
  zone: ZoneName;
  objectId: number;
  exerted: boolean;
  damage: number;
  /** In play since the start of its owner's turn (1.7.5). */
  dry: boolean;
  location: CardInstance | null;
  /** Cards under this one (stack), bottom first. */
  under: CardInstance[];
  faceDown: boolean;
  /** Indices of abilities fully resolved this turn ("once per turn", 6.1.13.2). */
  usedThisTurn: Set<number>;
  /** Boost used this turn. */
  boostedThisTurn: boolean;
  /** Entered play by being played with Shift (8.10); cleared when it changes zone. */
  playedWithShift: boolean;
}

/** A handle on one object: invalid once the card changed zone (6.1.11.1). */
export interface CardRef {
  readonly card: CardInstance;
  objectId: number;
}

export interface PlayerState {
  readonly index: number;
  readonly name: string;
  deck: CardInstance[];
  hand: CardInstance[];
  play: CardInstance[];
  inkwell: CardInstance[];
  discard: CardInstance[];
  lore: number;
  inkedThisTurn: number;
  lost: boolean;
  won: boolean;
}

/** A game event as it happened (what triggers match against). */
export interface GameEvent {
  readonly kind: EventKind | "startOfTurn" | "endOfTurn";
  readonly card?: CardRef;
  readonly other?: CardRef;
  readonly player?: number;
  readonly amount?: number;
  readonly inChallenge?: boolean;
  readonly whileChallenged?: boolean;
  readonly whileChallenging?: boolean;
  readonly chooser?: number;
  readonly cause?: ChoiceCause;
  /** All the cards of a multi-card event (the discarded cards). */
  readonly cards?: readonly CardRef[];
}

export type ActiveDuration =
  | { readonly kind: "thisTurn"; readonly turn: number }
  | { readonly kind: "untilStartOfNextTurnOf"; readonly player: number }
  | { readonly kind: "duringNextTurnOf"; readonly player: number; startedTurn: number | null }
  | { readonly kind: "while"; readonly duration: Duration }
  | { readonly kind: "thisChallenge" }
  | { readonly kind: "permanent" };

/** A static created by a resolved effect (6.4.2). */
export interface CreatedStatic {
  readonly id: number;
  readonly effect: StaticEffect;
  readonly controller: number;
  readonly source: CardRef | null;
  readonly duration: ActiveDuration;
  readonly scope: StaticScope;
  /** Applied scope or chosen targets: the fixed objects affected. */
  readonly targets: CardRef[] | null;
  /** Amount computed once at resolution (6.1.8). */
  readonly value: number;
}

export interface CreatedReplacement {
  readonly id: number;
  readonly target: CardRef;
  readonly event: ReplaceableEvent;
  readonly action: ReplacementAction;
  readonly duration: ActiveDuration;
  readonly oneShot: boolean;
  readonly controller: number;
  readonly key: string;
}

export interface FloatingTrigger {
  readonly id: number;
  readonly ability: TriggeredAbility;
  readonly controller: number;
  readonly source: CardRef | null;
  readonly duration: ActiveDuration;
  /** The cards bound when the effect created it ("whenever they challenge … this turn"): its trigger may name them. */
  readonly refs: Map<string, CardRef[]>;
}

export interface DelayedTrigger {
  readonly id: number;
  readonly at: "endOfTurn" | "startOfTurn";
  readonly turnOf: number;
  readonly afterTurn: number;
  readonly effect: Effect;
  readonly controller: number;
  readonly source: CardRef | null;
  readonly refs: Map<string, CardRef[]>;
}

export interface PendingCostReduction {
  readonly player: number;
  readonly cards: CardQuery;
  readonly amount: number;
  readonly duration: ActiveDuration;
  readonly source: CardRef | null;
}

/** A triggered ability waiting in the bag (7.7). */
export interface BagEntry {
  readonly id: number;
  readonly owner: number;
  readonly ability: TriggeredAbility;
  /** Index of the ability on its card (for "once per turn"), -1 for floating/delayed. */
  readonly abilityIndex: number;
  readonly source: CardRef | null;
  readonly event: GameEvent | null;
  readonly label: string;
  readonly refs?: Map<string, CardRef[]>;
}

export interface ChallengeState {
  readonly attacker: CardRef;
  readonly defender: CardRef;
}

export type Phase = "setup" | "beginning" | "main" | "end" | "over";

export interface AbilityOnCard {
  readonly ability: Ability;
  readonly index: number;
}
