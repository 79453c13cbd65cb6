import type { Amount } from "../definition/amount";
import { queryCards } from "./card-matching";
import { cardStat } from "./characteristics";
import type { EffectContext } from "./effect-context";
import type { Engine } from "./engine";
import { resolvePlayersNow, selectWithoutChoice } from "./selection";

/** Computes an amount now (once per resolution for effects; each time for statics, 6.1.8). */
export function evalAmount(g: Engine, a: Amount, ctx: EffectContext): number {
  switch (a.kind) {
    case "constant":
      return a.value;
    case "count":
      return queryCards(g, a.query, ctx).length * a.per;
    case "stat": {
      const cards = selectWithoutChoice(g, a.of, ctx);
      const first = cards[0];
      return first === undefined ? 0 : Math.max(0, cardStat(g, first, a.stat));
    }
    case "refCount":
      return (ctx.refs.get(a.ref) ?? []).length;
    case "eventAmount":
      return ctx.event?.amount ?? 0;
    case "handSize":
      return resolvePlayersNow(g, a.player, ctx).reduce((s, p) => s + g.player(p).hand.length, 0);
    case "lore":
      return resolvePlayersNow(g, a.player, ctx).reduce((s, p) => s + g.player(p).lore, 0);
    case "untilHandSize": {
      const p = resolvePlayersNow(g, a.player, ctx)[0];
      return p === undefined ? 0 : Math.max(0, a.size - g.player(p).hand.length);
    }
    case "capped":
      return Math.min(a.max, evalAmount(g, a.amount, ctx));
    case "sum":
      return a.amounts.reduce((s, x) => s + evalAmount(g, x, ctx), 0);
    case "times":
      return evalAmount(g, a.amount, ctx) * a.factor;
    case "all":
      return Number.MAX_SAFE_INTEGER;
  }
}
