import type { Amount } from "../definition/amount";
import { queryCards } from "./card-matching";
import { cardStat } from "./characteristics";
import { asController, withPlayers, type EffectContext } from "./effect-context";
import type { Engine, Proc } from "./engine";
import { resolvePlayersNow, selectCards, selectWithoutChoice } from "./selection";

/** Does the amount refer to a card that is chosen (or picked at random) when the effect resolves? */
function amountChooses(a: Amount): boolean {
  switch (a.kind) {
    case "stat":
      return a.of.kind === "chosen" || a.of.kind === "random";
    case "capped":
    case "times":
      return amountChooses(a.amount);
    case "sum":
      return a.amounts.some(amountChooses);
    default:
      return false;
  }
}

/**
 * Makes the choices an amount refers to ("equal to chosen character's {L}") as the effect resolves (6.1.3),
 * binding each chosen card, and returns the amount reading the bound cards: it can then be computed with
 * `evalAmount` (once, or once per player) without asking again. Amounts without a choice are returned as they are.
 */
export function* settleAmount(g: Engine, a: Amount, ctx: EffectContext, path = "#amount"): Proc<Amount> {
  if (!amountChooses(a)) return a;
  switch (a.kind) {
    case "stat": {
      const ref = "bind" in a.of && a.of.bind !== undefined ? a.of.bind : path;
      const cards = yield* selectCards(g, a.of, ctx);
      ctx.refs.set(ref, cards.map((c) => g.ref(c)));
      return { ...a, of: { kind: "ref", ref } };
    }
    case "capped":
    case "times":
      return { ...a, amount: yield* settleAmount(g, a.amount, ctx, `${path}.0`) };
    case "sum": {
      const amounts: Amount[] = [];
      for (const [i, x] of a.amounts.entries()) amounts.push(yield* settleAmount(g, x, ctx, `${path}.${i}`));
      return { ...a, amounts };
    }
    default:
      return a;
  }
}

/** Makes the amount's choices (see `settleAmount`), then computes it. */
export function* evalAmountResolving(g: Engine, a: Amount, ctx: EffectContext): Proc<number> {
  return evalAmount(g, yield* settleAmount(g, a, ctx), ctx);
}

/** Computes an amount now (once per resolution for effects; each time for statics, 6.1.8). */
export function evalAmount(g: Engine, a: Amount, ctx: EffectContext): number {
  switch (a.kind) {
    case "constant":
      return a.value;
    case "count":
      return queryCards(g, a.query, ctx).length * a.per;
    case "stat": {
      // A card bound earlier that has since left (banished as the first part of "[A] to [B]"): read the card where it
      // went ("with less {S} than that character").
      const live = selectWithoutChoice(g, a.of, ctx);
      const cards = live.length === 0 && a.of.kind === "ref" ? (ctx.refs.get(a.of.ref) ?? []).map((r) => r.card) : live;
      const first = cards[0];
      // A printed cost is known after the card changed zone (last known information): "the same cost or less" as a returned character.
      if (first === undefined && a.stat === "cost" && a.of.kind === "ref") return ctx.refs.get(a.of.ref)?.[0]?.card.def.cost ?? 0;
      return first === undefined ? 0 : Math.max(0, cardStat(g, first, a.stat));
    }
    case "refCount":
      return (ctx.refs.get(a.ref) ?? []).length;
    case "eventAmount":
      return ctx.event?.amount ?? 0;
    case "tally":
      return ctx.tallies.get(a.tally) ?? 0;
    case "handSize":
      return resolvePlayersNow(g, a.player, ctx).reduce((s, p) => s + g.player(p).hand.length, 0);
    case "lore":
      return resolvePlayersNow(g, a.player, ctx).reduce((s, p) => s + g.player(p).lore, 0);
    case "countFor":
      return resolvePlayersNow(g, a.player, ctx).reduce((s, p) => s + queryCards(g, a.query, asController(ctx, p)).length, 0);
    case "maxOver":
      return withPlayers(ctx, a.as, resolvePlayersNow(g, a.players, ctx), 0, (best) => Math.max(best, evalAmount(g, a.amount, ctx)));
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
