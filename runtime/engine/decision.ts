import type { SourcePosition } from "../definition/source-position";

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
  /** The card this option is about (`CardInstance.uid`): the card to play, quest with, choose, discard… */
  readonly card?: number;
  /** For challenges and moves: the challenged card / the location (`uid`). */
  readonly target?: number;
  /** For turn actions: what the option does. */
  readonly action?: TurnActionKind;
}

/** The kinds of turn actions (4.1.3) as listed in a "turnAction" decision. */
export type TurnActionKind = "ink" | "play" | "shift" | "sing" | "singTogether" | "quest" | "challenge" | "move" | "activate" | "boost" | "endTurn";

/** A pending decision: pick between `min` and `max` distinct option indices (`ordered`: the order matters). */
export interface Decision {
  readonly id: number;
  readonly player: number;
  readonly kind: DecisionKind;
  readonly prompt: string;
  /** The options with their labels (built on first access: automated players that answer by index never pay for labels). */
  readonly options: readonly DecisionOption[];
  /** Number of options (= options.length, without building the labels). */
  readonly optionCount: number;
  /** For turn actions: the index of "End turn", or null while it isn't legal (Reckless, 8.7.3). */
  readonly passOption: number | null;
  readonly min: number;
  readonly max: number;
  readonly ordered: boolean;
  /** The .grim position of the ability being resolved or activated when the decision is asked, if any. */
  readonly source?: SourcePosition;
}

/** Option labels, given directly or built on demand (then valid while the decision is pending). */
export type LabelSource =
  | readonly string[]
  | { readonly count: number; readonly build: () => readonly (string | DecisionOption)[] };

/** The engine's decisions: labels materialised lazily from a `LabelSource`. */
export class PendingDecision implements Decision {
  private built: readonly DecisionOption[] | null = null;
  readonly optionCount: number;

  constructor(
    readonly id: number,
    readonly player: number,
    readonly kind: DecisionKind,
    readonly prompt: string,
    private readonly labels: LabelSource,
    readonly min: number,
    readonly max: number,
    readonly ordered: boolean,
    readonly passOption: number | null,
    readonly source: SourcePosition | undefined,
  ) {
    this.optionCount = "build" in labels ? labels.count : labels.length;
  }

  get options(): readonly DecisionOption[] {
    if (this.built === null) {
      const raw = "build" in this.labels ? this.labels.build() : this.labels;
      this.built = raw.map((o) => (typeof o === "string" ? { label: o } : o));
    }
    return this.built;
  }

  /** `JSON.stringify` gives the plain data (see `plainDecision`). */
  toJSON(): Decision {
    return plainDecision(this);
  }
}

/**
 * A decision as plain data: the engine's decisions build `options` on first access through a prototype getter,
 * which `structuredClone` / `postMessage` drop — send this copy to a worker or over a network instead.
 */
export function plainDecision(d: Decision): Decision {
  return {
    id: d.id,
    player: d.player,
    kind: d.kind,
    prompt: d.prompt,
    options: d.options.map((o) => ({ ...o })),
    optionCount: d.optionCount,
    passOption: d.passOption,
    min: d.min,
    max: d.max,
    ordered: d.ordered,
    ...(d.source === undefined ? {} : { source: d.source }),
  };
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
  for (let k = 0; k < answer.length; k++) {
    const i = answer[k];
    if (i === undefined || !Number.isInteger(i) || i < 0 || i >= decision.optionCount) return `option ${i} does not exist`;
    for (let j = 0; j < k; j++) if (answer[j] === i) return `option ${i} chosen twice (6.1.3)`;
  }
  return null;
}

/** Resolves labels (exact, else a unique substring) or indices to option indices; throws with a clear message. */
function allIndices(picks: readonly (string | number)[]): picks is readonly number[] {
  for (const pick of picks) if (typeof pick !== "number") return false;
  return true;
}

export function answerFromLabels(decision: Decision, picks: readonly (string | number)[]): Answer {
  if (allIndices(picks)) return picks;
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
