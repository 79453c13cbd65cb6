import type { ZoneName } from "../definition/card-query";
import type { CardSelector, PlayerSelector } from "../definition/selector";
import { evalAmount } from "./amount-eval";
import { queryCards } from "./card-matching";
import { choiceForbidden, hasKeyword, hasRestriction } from "./characteristics";
import { evalCondition } from "./condition-eval";
import { withPlayers, type EffectContext } from "./effect-context";
import type { Engine, Proc } from "./engine";
import type { CardInstance, CardRef, GameEvent } from "./game-state";
import { raise } from "./triggers";

/** The reference under which an ability keeps every card it has chosen so far (6.1.6). */
export const CHOSEN = "#chosen";

/** Has the resolving ability already chosen this card ("another chosen character", 6.1.6)? */
export function chosenEarlier(ctx: EffectContext, card: CardInstance): boolean {
  return ctx.refs.get(CHOSEN)?.some((r) => r.card === card && r.objectId === card.objectId) ?? false;
}

export function cardLabel(g: Engine, card: CardInstance): string {
  return card.zone === "play" ? g.label(card) : `${g.label(card)} (${card.zone})`;
}

function liveRefs(g: Engine, refs: readonly CardRef[] | undefined): CardInstance[] {
  return (refs ?? []).filter((r) => g.valid(r)).map((r) => r.card);
}

function eventCard(g: Engine, r: CardRef | undefined, inZone?: ZoneName): CardInstance[] {
  if (r === undefined) return [];
  // Followed into a named zone (6.1.11): the same card, now a new object there.
  if (inZone !== undefined) return r.card.zone === inZone ? [r.card] : [];
  return g.valid(r) ? [r.card] : [];
}

/** Selections that involve no choice (this, all, references, the event's cards, deck top). */
export function selectWithoutChoice(g: Engine, sel: CardSelector, ctx: EffectContext): CardInstance[] {
  switch (sel.kind) {
    case "this":
      return ctx.source !== null && g.valid(ctx.source) ? [ctx.source.card] : [];
    case "all":
      return queryCards(g, sel.query, ctx);
    case "ref":
      return liveRefs(g, ctx.refs.get(sel.ref));
    case "rest":
      // Moved cards are new objects (7.1.6): the live references still in a deck are exactly "the rest" (a card
      // played from among them is followed into play by the references, 6.1.11, but is no longer part of the rest).
      return liveRefs(g, ctx.refs.get(sel.ref)).filter((c) => c.zone === "deck");
    case "eventCard":
      return eventCard(g, ctx.event?.card, sel.in);
    case "eventOtherCard":
      return eventCard(g, ctx.event?.other, sel.in);
    case "locationOf": {
      const locations = selectWithoutChoice(g, sel.card, ctx).flatMap((c) => (c.zone === "play" && c.location !== null ? [c.location] : []));
      return [...new Set(locations)];
    }
    case "deckTop": {
      const p = resolvePlayersNow(g, sel.player, ctx)[0];
      return p === undefined ? [] : g.player(p).deck.slice(0, evalAmount(g, sel.count, ctx));
    }
    default:
      return [];
  }
}

/** Players designated without a choice (a "chosen opponent" falls back to the next opponent, a "chosen player" to the controller). */
export function resolvePlayersNow(g: Engine, sel: PlayerSelector, ctx: EffectContext): readonly number[] {
  switch (sel.kind) {
    case "you":
      return [ctx.controller];
    case "eachOpponent":
      return g.opponentsOf(ctx.controller);
    case "chosenOpponent":
      return g.opponentsOf(ctx.controller).slice(0, 1);
    case "chosenPlayer":
      return [ctx.controller];
    case "eachPlayer":
      return g.turnOrderFrom(g.active);
    case "ownerOf":
    case "controllerOf": {
      const cards = selectWithoutChoice(g, sel.card, ctx);
      if (cards.length === 0 && sel.card.kind === "ref") return (ctx.refs.get(sel.card.ref) ?? []).slice(0, 1).map((r) => r.card.owner);
      return [...new Set(cards.map((c) => c.owner))];
    }
    case "eventPlayer":
      return ctx.event?.player === undefined ? [] : [ctx.event.player];
    case "ref": {
      const p = ctx.players.get(sel.ref);
      return p === undefined ? [] : [p];
    }
    case "where":
      return withPlayers(ctx, sel.as, resolvePlayersNow(g, sel.players, ctx), [] as number[], (kept, p) =>
        evalCondition(g, sel.condition, ctx) ? [...kept, p] : kept,
      );
  }
}

export function* resolvePlayers(g: Engine, sel: PlayerSelector, ctx: EffectContext): Proc<readonly number[]> {
  if (sel.kind !== "chosenOpponent" && sel.kind !== "chosenPlayer") return resolvePlayersNow(g, sel, ctx);
  // 6.1.3: the controller chooses as the effect resolves; "chosen player" may be themselves.
  const candidates = sel.kind === "chosenOpponent" ? g.opponentsOf(ctx.controller) : g.turnOrderFrom(ctx.controller);
  const [i] = yield* g.decide(ctx.controller, "choosePlayer", `${ctx.label}: choose ${sel.kind === "chosenOpponent" ? "an opponent" : "a player"}`, candidates.map((p) => g.playerName(p)), 1, 1);
  const p = candidates[i ?? 0];
  return p === undefined ? [] : [p];
}

/** Can `chooser` choose this card for an effect? (Ward 8.15, under / facedown cards 5.1.1.5.) */
export function choosable(g: Engine, card: CardInstance, chooser: number): boolean {
  if (card.zone === "play" && card.faceDown) return false;
  if (card.zone === "play" && card.owner !== chooser && hasKeyword(g, card, "ward")) return false;
  return !choiceForbidden(g, card, chooser);
}

/** Resolves a selector, asking for choices where the text says "chosen" (1.7.3); binds the result if asked. */
export function* selectCards(g: Engine, sel: CardSelector, ctx: EffectContext): Proc<CardInstance[]> {
  let result: CardInstance[];
  if (sel.kind === "chosen") {
    const chooser = sel.chooser === "opponent" ? (g.opponentsOf(ctx.controller)[0] ?? ctx.controller) : ctx.controller;
    let candidates = queryCards(g, sel.query, ctx).filter((c) => choosable(g, c, chooser));
    const musts = candidates.filter((c) => c.owner !== chooser && hasRestriction(g, c, "mustBeChosenByOpponents"));
    if (musts.length > 0) candidates = musts;
    const count = evalAmount(g, sel.count, ctx);
    if (candidates.length === 0) {
      if (g.logging) g.note("noChoice", `${ctx.label}: no legal choice, that part has no effect`, { rule: "1.7.7", player: chooser });
      result = [];
    } else {
      const labels = g.cardOptions(candidates, (c) => cardLabel(g, c));
      const picks = yield* g.decide(chooser, "chooseCards", `${ctx.label}: choose ${sel.upTo ? "up to " : ""}${count}`, labels, sel.upTo ? 0 : Math.min(count, candidates.length), count);
      result = picks.map((i) => candidates[i]).filter((c): c is CardInstance => c !== undefined);
      const events: GameEvent[] = result.map((c) => ({
        kind: "chosen",
        card: g.ref(c),
        chooser,
        cause: sel.cause ?? (ctx.fromAction ? "action" : "ability"),
      }));
      for (const c of result) g.note("choose", `${g.playerName(chooser)} chooses ${cardLabel(g, c)}`, { player: chooser, card: c });
      // 6.1.6: a later "other" in the same ability excludes what it already chose.
      if (result.length > 0) ctx.refs.set(CHOSEN, [...(ctx.refs.get(CHOSEN) ?? []), ...result.map((c) => g.ref(c))]);
      raise(g, events);
    }
  } else if (sel.kind === "random") {
    const pool = queryCards(g, sel.query, ctx);
    const n = Math.min(evalAmount(g, sel.count, ctx), pool.length);
    result = [];
    for (let i = 0; i < n; i++) result.push(...pool.splice(g.rng.int(pool.length), 1));
  } else {
    result = selectWithoutChoice(g, sel, ctx);
  }
  if ("bind" in sel && sel.bind !== undefined) ctx.refs.set(sel.bind, result.map((c) => g.ref(c)));
  return result;
}
