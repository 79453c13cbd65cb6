/** Conditions and durations through their vocabulary tables. */
import type { Condition, DurationUse } from "../../grammar/ast";
import type { Code } from "./code";
import { EmitGap, type EmitScope } from "./context";
import { conditionMappings } from "./mappings/conditions";
import { durationMappings } from "./mappings/durations";

export function conditionCode(use: Condition, scope: EmitScope): Code {
  const mapping = conditionMappings[use.id];
  if (mapping === undefined) throw new EmitGap(use.range, `condition '${use.id}' has no emitter mapping`);
  return mapping(use, scope);
}

export function durationCode(use: DurationUse, scope: EmitScope): Code {
  const mapping = durationMappings[use.id];
  if (mapping === undefined) throw new EmitGap(use.range, `duration '${use.id}' has no emitter mapping`);
  return mapping(use, scope);
}
