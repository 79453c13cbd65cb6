/**
 * Messages between the sandbox pane and the sandbox worker (which holds the runtime's Game).
 * Plain data only. The worker is the only place where the game changes: the UI shows the
 * runtime's pending decision and sends back the chosen option indices.
 */
import type { SpanData } from "./worker-protocol";

export interface SandboxStart {
  readonly type: "start";
  /** The whole editor source; the card played is `cardId` in it. */
  readonly source: string;
  readonly cardId: string;
  readonly seed: number;
  /** Answers to replay from the start (option indices per decision); stops at the first one that is no longer legal. */
  readonly replay: readonly (readonly number[])[];
  /** Player 2's decisions are answered by the runtime's seeded RandomAgent. */
  readonly autoOpponent: boolean;
}

export interface SandboxAnswer {
  readonly type: "answer";
  readonly answer: readonly number[];
}

export type SandboxRequest = SandboxStart | SandboxAnswer;

export interface CardChip {
  readonly uid: number;
  readonly name: string;
  readonly type: string;
  readonly cost: number;
  readonly exerted: boolean;
  readonly damage: number;
  readonly dry: boolean;
  readonly strength: number | null;
  readonly willpower: number | null;
  readonly lore: number | null;
  /** Name of the location it is at. */
  readonly at: string | null;
  /** The card being edited. */
  readonly edited: boolean;
}

export interface PlayerView {
  readonly name: string;
  readonly lore: number;
  readonly hand: readonly CardChip[];
  readonly play: readonly CardChip[];
  readonly inkReady: number;
  readonly inkTotal: number;
  readonly deck: number;
  readonly discard: readonly CardChip[];
}

export interface DecisionView {
  readonly id: number;
  readonly player: number;
  readonly kind: string;
  readonly prompt: string;
  readonly options: readonly string[];
  /** For turn actions: what each option does (ink, play, quest, challenge, move, activate, …, endTurn). */
  readonly actions: readonly (string | null)[];
  readonly min: number;
  readonly max: number;
  readonly ordered: boolean;
  /** The ability asking, in the editor, when it comes from the edited source. */
  readonly source: SpanData | null;
}

export interface LogLineView {
  readonly seq: number;
  readonly turn: number;
  readonly text: string;
  readonly rule: string | null;
  /** The .grim file of the ability that caused it ("playground.grim" for the editor). */
  readonly file: string | null;
  /** The ability's whole range in the editor, when it comes from the edited source. */
  readonly range: SpanData | null;
}

export interface SandboxState {
  readonly type: "state";
  readonly seed: number;
  readonly card: string;
  readonly players: readonly PlayerView[];
  readonly active: number;
  readonly turn: number;
  readonly decision: DecisionView | null;
  readonly log: readonly LogLineView[];
  /** Every answer given since the start (for replay). */
  readonly answers: readonly (readonly number[])[];
  readonly winner: number | null;
  /** An illegal answer, a replay that stopped early, an engine error. */
  readonly problem: string | null;
}

/** The sandbox could not start: what is missing or wrong (a card with errors, no live definition step yet). */
export interface SandboxUnavailable {
  readonly type: "unavailable";
  readonly reason: string;
}

export type SandboxReply = SandboxState | SandboxUnavailable;
