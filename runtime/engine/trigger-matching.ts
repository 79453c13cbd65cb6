import type { CardQuery } from "../definition/card-query";
import type { EventPattern } from "../definition/event-pattern";
import { matchQuery, relationHolds } from "./card-matching";
import type { EffectContext } from "./effect-context";
import type { Engine } from "./engine";
import type { CardRef, GameEvent } from "./game-state";

function cardMatches(g: Engine, q: CardQuery | undefined, r: CardRef | undefined, ctx: EffectContext): boolean {
  if (q === undefined) return true;
  return r !== undefined && matchQuery(g, q, r.card, ctx, true);
}

/** Does a game event satisfy a trigger's event pattern, seen from the ability's source? */
export function eventMatches(g: Engine, p: EventPattern, e: GameEvent, ctx: EffectContext): boolean {
  if (p.kind !== e.kind) return false;
  switch (p.kind) {
    case "draws":
    case "inks":
      return e.player !== undefined && relationHolds(g, p.player, e.player, ctx.controller);
    case "damageRemoved":
      if (e.player === undefined || !relationHolds(g, p.player, e.player, ctx.controller)) return false;
      break;
    case "discards":
      if (e.player === undefined || !relationHolds(g, p.player, e.player, ctx.controller)) return false;
      return p.card === undefined || (e.cards ?? []).some((r) => matchQuery(g, p.card ?? {}, r.card, ctx, true));
    default:
      break;
  }
  if (!cardMatches(g, p.card, e.card, ctx)) return false;
  switch (p.kind) {
    case "challenges":
      return cardMatches(g, p.target, e.other, ctx);
    case "challenged":
      return cardMatches(g, p.challenger, e.other, ctx);
    case "banished":
      if (p.inChallenge === true && e.inChallenge !== true) return false;
      if (p.whileChallenged === true && e.whileChallenged !== true) return false;
      if (p.whileChallenging === true && e.whileChallenging !== true) return false;
      return true;
    case "banishesInChallenge":
    case "dealsDamageInChallenge":
      return cardMatches(g, p.victim, e.other, ctx);
    case "sings":
      return cardMatches(g, p.song, e.other, ctx);
    case "movesToLocation":
      return cardMatches(g, p.location, e.other, ctx);
    case "played":
      return p.nth === undefined || nthPlayed(g, p, e, ctx) === p.nth;
    case "cardPutUnder":
      return p.by === undefined || (e.player !== undefined && relationHolds(g, p.by, e.player, ctx.controller));
    case "chosen":
      if (e.chooser === undefined || !relationHolds(g, p.by, e.chooser, ctx.controller)) return false;
      return p.cause === "any" || p.cause === e.cause;
    default:
      return true;
  }
}

/** The rank of `e` among this turn's `played` events matching `p`'s card query (1 = the first), 0 when not recorded. */
function nthPlayed(g: Engine, p: EventPattern & { kind: "played" }, e: GameEvent, ctx: EffectContext): number {
  let rank = 0;
  for (const x of g.eventsThisTurn) {
    if (x.kind !== "played" || !cardMatches(g, p.card, x.card, ctx)) continue;
    rank++;
    if (x === e) return rank;
  }
  return 0;
}
