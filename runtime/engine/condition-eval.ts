import type { Condition } from "../definition/condition";
import { compareNumbers } from "../definition/comparison";
import type { EventPattern } from "../definition/event-pattern";
import { evalAmount } from "./amount-eval";
import { matchQuery, queryCards } from "./card-matching";
import { cardStat } from "./characteristics";
import { withPlayers, type EffectContext } from "./effect-context";
import type { Engine } from "./engine";
import { resolvePlayersNow, selectWithoutChoice } from "./selection";
import { eventMatches } from "./trigger-matching";

export function evalCondition(g: Engine, c: Condition, ctx: EffectContext): boolean {
  switch (c.kind) {
    case "exists":
      return queryCards(g, c.query, ctx).length >= c.min;
    case "compare":
      return compareNumbers(evalAmount(g, c.left, ctx), c.op, evalAmount(g, c.right, ctx));
    case "matches": {
      const cards = selectWithoutChoice(g, c.card, ctx);
      return cards.length > 0 && cards.every((card) => matchQuery(g, c.query, card, ctx, true));
    }
    case "yourTurn":
      return g.active === ctx.controller;
    case "opponentsTurn":
      return g.active !== ctx.controller;
    case "happenedThisTurn":
      return happened(g, c.event, ctx, c.min ?? 1);
    case "refValid":
      return (ctx.refs.get(c.ref) ?? []).some((r) => g.valid(r));
    case "didThisWay":
      return (ctx.tallies.get(c.tally) ?? 0) > 0;
    case "playedWithShift": {
      const cards = selectWithoutChoice(g, c.card, ctx);
      return cards.length > 0 && cards.every((card) => card.playedWithShift && g.inPlay(card));
    }
    case "anyPlayer":
      return withPlayers(ctx, c.as, resolvePlayersNow(g, c.players, ctx), false, (found) => found || evalCondition(g, c.condition, ctx));
    case "and":
      return c.conditions.every((x) => evalCondition(g, x, ctx));
    case "or":
      return c.conditions.some((x) => evalCondition(g, x, ctx));
    case "not":
      return !evalCondition(g, c.condition, ctx);
    case "always":
      return true;
    case "exceedsEach": {
      let best = Number.NEGATIVE_INFINITY;
      for (const card of queryCards(g, c.query, ctx)) best = Math.max(best, Math.max(0, cardStat(g, card, c.stat)));
      return queryCards(g, c.rivals, ctx).every((r) => best > Math.max(0, cardStat(g, r, c.stat)));
    }
    case "inChallenge": {
      const ch = g.challenge;
      if (ch === null) return false;
      const ref = c.role === "challenged" ? ch.defender : ch.attacker;
      return g.valid(ref) && selectWithoutChoice(g, c.card, ctx).includes(ref.card);
    }
  }
}

function happened(g: Engine, pattern: EventPattern, ctx: EffectContext, min: number): boolean {
  let seen = 0;
  for (const e of g.eventsThisTurn) if (eventMatches(g, pattern, e, ctx) && ++seen >= min) return true;
  return false;
}
