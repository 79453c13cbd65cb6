import type { CardKind, CardQuery, PlayerRelation } from "../definition/card-query";
import { type Comparison, compareNumbers } from "../definition/comparison";
import { evalAmount } from "./amount-eval";
import { hasKeyword, lore, namesOf, strength, willpower } from "./characteristics";
import type { EffectContext } from "./effect-context";
import type { Engine } from "./engine";
import type { CardInstance } from "./game-state";
import { chosenEarlier, selectWithoutChoice } from "./selection";

export function relationHolds(g: Engine, rel: PlayerRelation | undefined, player: number, controller: number): boolean {
  if (rel === undefined || rel === "any") return true;
  return rel === "you" ? player === controller : player !== controller && !g.player(player).lost;
}

function kindMatches(kind: CardKind, card: CardInstance): boolean {
  if (kind === "card") return true;
  if (kind === "song") return card.def.type === "action" && card.def.classifications.includes("Song");
  return card.def.type === kind;
}

function compare(g: Engine, value: number, cmp: Comparison, ctx: EffectContext): boolean {
  return compareNumbers(value, cmp.op, evalAmount(g, cmp.value, ctx));
}

/** Does `card` satisfy every constraint of `q`, relative to the context's source and controller? */
export function matchQuery(g: Engine, q: CardQuery, card: CardInstance, ctx: EffectContext, ignoreZone = false): boolean {
  if (!ignoreZone) {
    const zone = q.zone ?? "play";
    if (card.zone !== zone) return false;
    if (zone === "play" && card.faceDown) return false;
  }
  if (q.kind !== undefined) {
    const kinds = typeof q.kind === "string" ? [q.kind] : q.kind;
    if (!kinds.some((k) => kindMatches(k, card))) return false;
  }
  if (!relationHolds(g, q.owner, card.owner, ctx.controller)) return false;
  if (!relationHolds(g, q.controller, card.owner, ctx.controller)) return false;
  if (q.ownerRef !== undefined && ctx.players.get(q.ownerRef) !== card.owner) return false;
  const source = ctx.source?.card ?? null;
  if (q.self === true && card !== source) return false;
  if (q.other === true && (card === source || chosenEarlier(ctx, card))) return false;
  if (q.classification !== undefined) {
    const wanted = typeof q.classification === "string" ? [q.classification] : q.classification;
    if (!wanted.some((c) => card.def.classifications.includes(c))) return false;
  }
  if (q.classificationsAll !== undefined && !q.classificationsAll.every((c) => card.def.classifications.includes(c))) return false;
  if (q.classificationsAny !== undefined && !q.classificationsAny.some((c) => card.def.classifications.includes(c))) return false;
  if (q.name !== undefined) {
    const names = namesOf(g, card);
    if (!(typeof q.name === "string" ? [q.name] : q.name).some((n) => names.includes(n))) return false;
  }
  if (q.sameNameAs !== undefined) {
    const names = namesOf(g, card);
    if (!selectWithoutChoice(g, q.sameNameAs, ctx).some((other) => namesOf(g, other).some((n) => names.includes(n)))) return false;
  }
  if (q.namedBy !== undefined) {
    const named = ctx.names.get(q.namedBy);
    if (named === undefined || !namesOf(g, card).includes(named)) return false;
  }
  if (q.cost !== undefined && !compare(g, card.def.cost, q.cost, ctx)) return false;
  if (q.strength !== undefined && !compare(g, Math.max(0, strength(g, card)), q.strength, ctx)) return false;
  if (q.willpower !== undefined && !compare(g, Math.max(0, willpower(g, card)), q.willpower, ctx)) return false;
  if (q.lore !== undefined && !compare(g, Math.max(0, lore(g, card)), q.lore, ctx)) return false;
  if (q.damage !== undefined && !compare(g, card.damage, q.damage, ctx)) return false;
  if (q.exerted !== undefined && card.exerted !== q.exerted) return false;
  if (q.damaged !== undefined && card.damage > 0 !== q.damaged) return false;
  if (q.dry !== undefined && card.dry !== q.dry) return false;
  if (q.inkable !== undefined && card.def.inkable !== q.inkable) return false;
  if (q.atLocation !== undefined) {
    const loc = card.location !== null && g.inPlay(card.location) ? card.location : null;
    if (q.atLocation === "this") {
      // "here": this location, or, from a character, the location it is at ("ready all other characters here").
      const here = source === null || source.def.type === "location" ? source : source.location;
      if (loc === null || loc !== here) return false;
    } else if ((loc !== null) !== q.atLocation) return false;
  }
  if (q.keyword !== undefined && !hasKeyword(g, card, q.keyword)) return false;
  if (q.challengedThisTurn !== undefined && challengedThisTurn(g, card) !== q.challengedThisTurn) return false;
  if (q.ref !== undefined) {
    const bound = ctx.refs.get(q.ref) ?? [];
    if (!bound.some((r) => r.card === card && r.objectId === card.objectId)) return false;
  }
  if (q.not !== undefined && matchQuery(g, q.not, card, ctx, true)) return false;
  if (q.anyOf !== undefined && !q.anyOf.some((sub) => matchQuery(g, sub, card, ctx, true))) return false;
  return true;
}

/** All cards matching a query, in turn order from the controller, zone order within a player. */
export function queryCards(g: Engine, q: CardQuery, ctx: EffectContext): CardInstance[] {
  const zone = q.zone ?? "play";
  const out: CardInstance[] = [];
  for (const p of g.turnOrderFrom(g.active)) {
    if (!relationHolds(g, q.owner, p, ctx.controller) || !relationHolds(g, q.controller, p, ctx.controller)) continue;
    if (q.ownerRef !== undefined && ctx.players.get(q.ownerRef) !== p) continue;
    if (zone === "under") {
      for (const top of g.player(p).play) for (const c of top.under) if (matchQuery(g, q, c, ctx)) out.push(c);
      continue;
    }
    for (const c of g.zoneOf(p, zone)) if (matchQuery(g, q, c, ctx)) out.push(c);
  }
  return out;
}

/** Was this card, as the object it is now, challenged earlier this turn (turn history)? */
function challengedThisTurn(g: Engine, card: CardInstance): boolean {
  return g.eventsThisTurn.some((e) => e.kind === "challenged" && e.card?.card === card && e.card.objectId === card.objectId);
}
