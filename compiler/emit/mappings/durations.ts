/** Duration vocabulary ids → runtime `duration.*` builders (6.4.2). */
import type { DurationUse } from "../../../grammar/ast";
import { call, type Code } from "../code";
import { slot, type EmitScope } from "../context";
import { conditionCode } from "../conditions";

export type DurationMapping = (use: DurationUse, scope: EmitScope) => Code;

export const durationMappings: Readonly<Record<string, DurationMapping>> = {
  "this-turn": () => call("duration.thisTurn"),
  "until-your-next-turn": () => call("duration.untilStartOfYourNextTurn"),
  "their-next-turn": () => call("duration.duringTheirNextTurn"),
  permanently: () => call("duration.permanent"),
  while: (use, scope) => call("duration.while", conditionCode(slot(use.args, "condition", "condition", use.range), scope)),
};
