/** Every choice the rules or a card asks for (declared choices, charter §3.5). */
export type DecisionKind =
  | "turnAction"
  | "mulligan"
  | "chooseCards"
  | "choosePlayer"
  | "may"
  | "chooseOption"
  | "order"
  | "bagOrder"
  | "replacementOrder"
  | "nameACard"
  | "payment";

export interface DecisionOption {
  /** Human-readable, unique within a decision. */
  readonly label: string;
}

/** A pending decision: pick between `min` and `max` distinct option indices (`ordered`: the order matters). */
export interface Decision {
  readonly id: number;
  readonly player: number;
  readonly kind: DecisionKind;
  readonly prompt: string;
  readonly options: readonly DecisionOption[];
  readonly min: number;
  readonly max: number;
  readonly ordered: boolean;
}

/** Indices into `decision.options`. */
export type Answer = readonly number[];

export class IllegalAnswerError extends Error {
  override readonly name = "IllegalAnswerError";
}

/** Checks an answer against a decision; returns an error message or null. */
export function answerProblem(decision: Decision, answer: Answer): string | null {
  if (answer.length < decision.min || answer.length > decision.max) {
    return `expected ${decision.min === decision.max ? decision.min : `${decision.min}..${decision.max}`} option(s), got ${answer.length}`;
  }
  const seen = new Set<number>();
  for (const i of answer) {
    if (!Number.isInteger(i) || i < 0 || i >= decision.options.length) return `option ${i} does not exist`;
    if (seen.has(i)) return `option ${i} chosen twice (6.1.3)`;
    seen.add(i);
  }
  return null;
}

/** Resolves labels (exact, else a unique substring) or indices to option indices; throws with a clear message. */
export function answerFromLabels(decision: Decision, picks: readonly (string | number)[]): number[] {
  return picks.map((pick) => {
    if (typeof pick === "number") return pick;
    const exact = decision.options.findIndex((o) => o.label === pick);
    if (exact >= 0) return exact;
    const partial = decision.options.flatMap((o, i) => (o.label.includes(pick) ? [i] : []));
    if (partial.length === 1 && partial[0] !== undefined) return partial[0];
    const listing = decision.options.map((o) => `"${o.label}"`).join(", ");
    throw new IllegalAnswerError(
      `"${pick}" is ${partial.length > 1 ? "ambiguous" : "not a legal option"} for ${decision.kind} "${decision.prompt}" (player ${decision.player + 1}); options: ${listing}`,
    );
  });
}
