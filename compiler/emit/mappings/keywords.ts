/** Keyword vocabulary ids → runtime `keyword.*` builders and `KeywordKind`s (8.x). */
import type { KeywordUse } from "../../../grammar/ast";
import { call, num, str, type Code } from "../code";
import { slot } from "../context";
import type { EmitScope } from "../context";
import type { KeywordKind } from "../../../runtime";

export interface KeywordMapping {
  /** The runtime kind, for `with <keyword>` filters. */
  readonly kind: KeywordKind;
  readonly emit: (use: KeywordUse, scope: EmitScope, costs: KeywordCostEmitter) => Code;
}

/** Emits the cost parts of "Shift: discard …" through the cost table (avoids an import cycle). */
export type KeywordCostEmitter = (use: KeywordUse, scope: EmitScope) => Code;

const plain = (kind: KeywordKind, builder: string): KeywordMapping => ({ kind, emit: () => call(`keyword.${builder}`) });
const valued = (kind: KeywordKind, builder: string, name: string, slotKind: "number" | "signed"): KeywordMapping => ({
  kind,
  emit: (use) => call(`keyword.${builder}`, num(slot(use.args, name, slotKind, use.range).value)),
});

export const keywordMappings: Readonly<Record<string, KeywordMapping>> = {
  alert: plain("alert", "alert"),
  bodyguard: plain("bodyguard", "bodyguard"),
  boost: valued("boost", "boost", "cost", "number"),
  challenger: valued("challenger", "challenger", "value", "signed"),
  evasive: plain("evasive", "evasive"),
  reckless: plain("reckless", "reckless"),
  resist: valued("resist", "resist", "value", "signed"),
  rush: plain("rush", "rush"),
  shift: valued("shift", "shift", "cost", "number"),
  "shift-universal": valued("shift", "universalShift", "cost", "number"),
  "shift-classification": {
    kind: "shift",
    emit: (use) =>
      call(
        "keyword.classificationShift",
        str(slot(use.args, "classification", "string", use.range).value),
        num(slot(use.args, "cost", "number", use.range).value),
      ),
  },
  "shift-discard": { kind: "shift", emit: (use, scope, costs) => call("keyword.shiftWithCost", costs(use, scope)) },
  "shift-discard-count": { kind: "shift", emit: (use, scope, costs) => call("keyword.shiftWithCost", costs(use, scope)) },
  singer: valued("singer", "singer", "value", "number"),
  "sing-together": valued("singTogether", "singTogether", "value", "number"),
  support: plain("support", "support"),
  vanish: plain("vanish", "vanish"),
  ward: plain("ward", "ward"),
};
