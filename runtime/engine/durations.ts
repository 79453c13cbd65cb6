import type { Duration } from "../definition/duration";
import { evalCondition } from "./condition-eval";
import { makeContext } from "./effect-context";
import type { Engine } from "./engine";
import type { ActiveDuration, CardRef } from "./game-state";

/** Turns a printed duration into a tracked one. `affectedController` is used by "during their next turn". */
export function startDuration(g: Engine, d: Duration, controller: number, affectedController: number): ActiveDuration {
  switch (d.kind) {
    case "thisTurn":
      return { kind: "thisTurn", turn: g.turn };
    case "untilStartOfYourNextTurn":
      return { kind: "untilStartOfNextTurnOf", player: controller };
    case "duringTheirNextTurn":
      return { kind: "duringNextTurnOf", player: affectedController, startedTurn: null };
    case "while":
      return { kind: "while", duration: d };
    case "thisChallenge":
      return { kind: "thisChallenge" };
    case "permanent":
      return { kind: "permanent" };
  }
}

/** Is the duration in force now? (Expired ones are also removed at turn boundaries.) */
export function durationActive(g: Engine, d: ActiveDuration, controller: number, source: CardRef | null = null): boolean {
  switch (d.kind) {
    case "thisTurn":
      return g.turn === d.turn;
    case "untilStartOfNextTurnOf":
      return true;
    case "duringNextTurnOf":
      return d.startedTurn !== null && d.startedTurn === g.turn;
    case "while":
      return d.duration.kind === "while" && evalCondition(g, d.duration.condition, makeContext(controller, source, "duration"));
    case "thisChallenge":
      return g.challenge !== null;
    case "permanent":
      return true;
  }
}

/** Has the duration ended for good (so the effect can be dropped)? Called at turn boundaries. */
export function durationEnded(g: Engine, d: ActiveDuration, moment: "startOfTurn" | "endOfTurn", turnPlayer: number): boolean {
  switch (d.kind) {
    case "thisTurn":
      return moment === "endOfTurn" || g.turn !== d.turn;
    case "untilStartOfNextTurnOf":
      return moment === "startOfTurn" && turnPlayer === d.player;
    case "duringNextTurnOf":
      if (moment === "startOfTurn" && turnPlayer === d.player && d.startedTurn === null) d.startedTurn = g.turn;
      return moment === "endOfTurn" && d.startedTurn === g.turn;
    case "thisChallenge":
      return g.challenge === null;
    default:
      return false;
  }
}
