import type { PlayerRelation } from "./card-query";
import type { Condition } from "./condition";
import type { EventPattern } from "./event-pattern";

export type TriggerOpener = "when" | "whenever" | "firstTimeEachTurn" | "secondTimeEachTurn";

/** The trigger condition of a triggered ability (6.2.2). */
export type Trigger =
  /** `gate`: a condition of this trigger alone, checked when the event happens ("… and whenever he banishes another character in a challenge during your turn", 6.2.6). */
  | { readonly kind: "event"; readonly opener: TriggerOpener; readonly event: EventPattern; readonly gate?: Condition }
  /** "At the start of your turn" / "of each opponent's turn" / "of each turn". */
  | { readonly kind: "startOfTurn"; readonly player: PlayerRelation }
  | { readonly kind: "endOfTurn"; readonly player: PlayerRelation }
  /** "[Trigger] and/or [Trigger]": independent triggers sharing the effect (6.2.6). */
  | { readonly kind: "anyOf"; readonly triggers: readonly Trigger[] };

export const trigger = {
  when: (event: EventPattern, gate?: Condition): Trigger => (gate === undefined ? { kind: "event", opener: "when", event } : { kind: "event", opener: "when", event, gate }),
  whenever: (event: EventPattern, gate?: Condition): Trigger => (gate === undefined ? { kind: "event", opener: "whenever", event } : { kind: "event", opener: "whenever", event, gate }),
  firstTimeEachTurn: (event: EventPattern): Trigger => ({ kind: "event", opener: "firstTimeEachTurn", event }),
  secondTimeEachTurn: (event: EventPattern): Trigger => ({ kind: "event", opener: "secondTimeEachTurn", event }),
  atStartOfTurn: (whose: PlayerRelation = "you"): Trigger => ({ kind: "startOfTurn", player: whose }),
  atEndOfTurn: (whose: PlayerRelation = "you"): Trigger => ({ kind: "endOfTurn", player: whose }),
  anyOf: (...triggers: Trigger[]): Trigger => ({ kind: "anyOf", triggers }),
} as const;
