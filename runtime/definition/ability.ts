import type { CardLanguage } from "./card";
import type { ZoneName } from "./card-query";
import type { Condition } from "./condition";
import type { CostPart } from "./cost";
import type { Effect } from "./effect";
import type { ReplacementSpec } from "./replacement";
import type { SourcePosition } from "./source-position";
import type { StaticEffect } from "./static-effect";
import type { Trigger } from "./trigger";

interface AbilityCommon {
  /** The narrative name printed on the card (no game effect, 5.2.8). */
  readonly name?: string;
  /** The ability's name in other languages (display only). */
  readonly names?: { readonly [L in CardLanguage]?: string };
  /** Position in the .grim source, echoed by log entries. */
  readonly source?: SourcePosition;
  /** Zones the ability works from (default ["play"]; e.g. ["discard"], ["hand"], 6.1.12). */
  readonly zones?: readonly ZoneName[];
}

/** "[Trigger], [if Condition,] [Effect]" (6.2). */
export interface TriggeredAbility extends AbilityCommon {
  readonly kind: "triggered";
  readonly trigger: Trigger;
  readonly effect: Effect;
  /** Secondary "if": checked when the ability resolves (6.2.4); false ⇒ no effect. */
  readonly condition?: Condition;
  /** "During your turn", "while exerted", "while here": must hold when the event happens, else it doesn't trigger (6.1.13.6). */
  readonly gate?: Condition;
  /** "Once per turn": used up only when fully resolved (6.1.13.2). */
  readonly oncePerTurn?: boolean;
}

/** "[Cost] — [Effect]" (6.3). */
export interface ActivatedAbility extends AbilityCommon {
  readonly kind: "activated";
  readonly costs: readonly CostPart[];
  readonly effect: Effect;
  /** Must hold to activate ("While you have 3 or more characters here, you may …"). */
  readonly condition?: Condition;
  readonly oncePerTurn?: boolean;
}

/** Continuous ability of a card (6.4); `condition` covers while / if / unless / during your turn (6.4.3–6.4.4). */
export interface StaticAbility extends AbilityCommon {
  readonly kind: "static";
  readonly effect: StaticEffect;
  readonly condition?: Condition;
}

/** Replacement effect printed on a card (6.5), e.g. "If one of your other characters would be dealt damage, …instead". */
export interface ReplacementAbility extends AbilityCommon {
  readonly kind: "replacement";
  readonly replaces: ReplacementSpec;
  readonly condition?: Condition;
}

export type Ability = TriggeredAbility | ActivatedAbility | StaticAbility | ReplacementAbility;

type Without<T, K extends keyof T> = Omit<T, K | "kind">;

export const ability = {
  triggered: (spec: Without<TriggeredAbility, never>): TriggeredAbility => ({ kind: "triggered", ...spec }),
  activated: (spec: Without<ActivatedAbility, never>): ActivatedAbility => ({ kind: "activated", ...spec }),
  static: (spec: Without<StaticAbility, never>): StaticAbility => ({ kind: "static", ...spec }),
  replacement: (spec: Without<ReplacementAbility, never>): ReplacementAbility => ({ kind: "replacement", ...spec }),
} as const;
