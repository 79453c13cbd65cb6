import type { Condition } from "./condition";

/** How long an effect-created static, floating trigger or replacement lasts (6.1.13). */
export type Duration =
  /** Ends in the End of Turn Phase of the current turn (6.1.13.4). */
  | { readonly kind: "thisTurn" }
  /** Ends in the Ready step of the effect controller's next turn (3.2.1.3). */
  | { readonly kind: "untilStartOfYourNextTurn" }
  /** Applies only during the next turn of the affected card's controller, then ends. */
  | { readonly kind: "duringTheirNextTurn" }
  /** Applies while the condition holds; ends the first time it is false. */
  | { readonly kind: "while"; readonly condition: Condition }
  /** Ends when the current challenge ends. */
  | { readonly kind: "thisChallenge" }
  /** No end (e.g. "for the rest of the game"). */
  | { readonly kind: "permanent" };

/** When a delayed triggered ability fires (6.2.7.2). */
export type DelayedMoment = "endOfThisTurn" | "startOfYourNextTurn";

export const duration = {
  thisTurn: (): Duration => ({ kind: "thisTurn" }),
  untilStartOfYourNextTurn: (): Duration => ({ kind: "untilStartOfYourNextTurn" }),
  duringTheirNextTurn: (): Duration => ({ kind: "duringTheirNextTurn" }),
  while: (cond: Condition): Duration => ({ kind: "while", condition: cond }),
  thisChallenge: (): Duration => ({ kind: "thisChallenge" }),
  permanent: (): Duration => ({ kind: "permanent" }),
} as const;
