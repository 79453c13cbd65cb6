import type { PlayerRelation } from "./card-query";
import type { EventPattern } from "./event-pattern";

export type TriggerOpener = "when" | "whenever" | "firstTimeEachTurn" | "secondTimeEachTurn";

/** The trigger condition of a triggered ability (6.2.2). */
export type Trigger =
  | { readonly kind: "event"; readonly opener: TriggerOpener; readonly event: EventPattern }
  /** "At the start of your turn" / "of each opponent's turn" / "of each turn". */
  | { readonly kind: "startOfTurn"; readonly player: PlayerRelation }
  | { readonly kind: "endOfTurn"; readonly player: PlayerRelation }
  /** "[Trigger] and/or [Trigger]": independent triggers sharing the effect (6.2.6). */
  | { readonly kind: "anyOf"; readonly triggers: readonly Trigger[] };

export const trigger = {
  when: (event: EventPattern): Trigger => ({ kind: "event", opener: "when", event }),
  whenever: (event: EventPattern): Trigger => ({ kind: "event", opener: "whenever", event }),
  firstTimeEachTurn: (event: EventPattern): Trigger => ({ kind: "event", opener: "firstTimeEachTurn", event }),
  secondTimeEachTurn: (event: EventPattern): Trigger => ({ kind: "event", opener: "secondTimeEachTurn", event }),
  atStartOfTurn: (whose: PlayerRelation = "you"): Trigger => ({ kind: "startOfTurn", player: whose }),
  atEndOfTurn: (whose: PlayerRelation = "you"): Trigger => ({ kind: "endOfTurn", player: whose }),
  anyOf: (...triggers: Trigger[]): Trigger => ({ kind: "anyOf", triggers }),
} as const;
