/** Cost vocabulary ids → runtime `cost.*` builders (6.3.2). */
import type { CostPart, Selector } from "../../../grammar/ast";
import { call, num, type Code } from "../code";
import { EmitGap, optionalSlot, slot, type EmitScope } from "../context";
import { cardQuery } from "../selectors";

export type CostMapping = (use: CostPart, scope: EmitScope) => Code;

/** "exert 2 other characters of yours": how many the cost takes (1 unless written). */
function countOf(sel: Selector): number {
  if (sel.form === "general" && sel.determiner.kind === "chosen") {
    if (sel.determiner.upTo) throw new EmitGap(sel.range, "a cost cannot be paid 'up to' N (6.3.2)");
    return sel.determiner.count;
  }
  return 1;
}

const isThis = (sel: Selector): boolean => sel.form === "fixed" && sel.id === "this";

export const costMappings: Readonly<Record<string, CostMapping>> = {
  exert: (use, scope) => {
    const target = optionalSlot(use.args, "target", "selector", use.range);
    if (target === undefined || isThis(target)) return call("cost.exert");
    return call("cost.exertOther", num(countOf(target)), cardQuery(target, scope).toCode());
  },
  ink: (use) => call("cost.ink", num(slot(use.args, "amount", "number", use.range).value)),
  banish: (use, scope) => {
    const target = slot(use.args, "target", "selector", use.range);
    if (isThis(target)) return call("cost.banishSelf");
    return call("cost.banishOther", num(countOf(target)), cardQuery(target, scope).toCode());
  },
  discard: (use, scope) => {
    const what = slot(use.args, "what", "selector", use.range);
    const query = cardQuery(what, scope);
    const count = countOf(what);
    if (query.isEmpty) return count === 1 ? call("cost.discard") : call("cost.discard", num(count));
    return call("cost.discard", num(count), query.toCode());
  },
};
