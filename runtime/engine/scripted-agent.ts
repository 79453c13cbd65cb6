import { type Answer, type Decision, IllegalAnswerError, answerFromLabels } from "./decision";
import type { Agent, Game } from "./game";

export type ScriptStep = string | number | readonly (string | number)[];

/** Answers decisions in order from a script; fails loudly when the script runs out or an answer is illegal. */
export class ScriptedAgent implements Agent {
  private index = 0;

  constructor(private readonly script: readonly ScriptStep[]) {}

  choose(decision: Decision, _game: Game): Answer {
    const step = this.script[this.index];
    if (step === undefined) {
      throw new IllegalAnswerError(
        `script ran out after ${this.index} answer(s); pending ${decision.kind} for player ${decision.player + 1}: "${decision.prompt}" options: ${decision.options.map((o) => `"${o.label}"`).join(", ")}`,
      );
    }
    this.index++;
    return answerFromLabels(decision, typeof step === "string" || typeof step === "number" ? [step] : step);
  }

  get remaining(): number {
    return this.script.length - this.index;
  }
}
