import type { Effect } from "../definition/effect";
import type { CardSelector, PlayerSelector } from "../definition/selector";
import { evalAmount, evalAmountResolving, settleAmount } from "./amount-eval";
import { queryCards } from "./card-matching";
import { damageLocked } from "./characteristics";
import { banish, discard, draw, exert, gainLore, leavePlay, loseLore, putIntoInkwell, ready, returnToHand } from "./card-moves";
import { evalCondition } from "./condition-eval";
import { applyDamage } from "./damage";
import { startDuration } from "./durations";
import { type EffectContext, asController } from "./effect-context";
import type { Engine, Proc } from "./engine";
import type { CardInstance, CardRef, GameEvent } from "./game-state";
import { moveToLocation } from "./locations";
import { payInk, playCard, readyInkCount } from "./play-card";
import { cardLabel, choosable, resolvePlayers, selectCards, selectWithoutChoice } from "./selection";
import { raise } from "./triggers";

/** Could this effect do something now? Used for "[A] or [B]" (6.1.5.2) — a conservative check. */
function possible(g: Engine, e: Effect, ctx: EffectContext): boolean {
  switch (e.kind) {
    case "payInk":
      return readyInkCount(g, ctx.controller) >= evalAmount(g, e.amount, ctx);
    case "discard": {
      // An option that can be partly done (2 cards, 1 in hand) may be chosen (1.2.3); one with no matching card can't.
      if (e.player.kind !== "you") return true;
      const hand = g.player(ctx.controller).hand;
      return queryCards(g, { ...e.query, zone: "hand" }, ctx).some((c) => hand.includes(c));
    }
    case "banish":
    case "returnToHand":
    case "shuffleIntoDeck":
    case "exert":
    case "ready":
      return selectorPossible(g, e.target, ctx);
    case "sequence":
      return e.effects.every((x) => possible(g, x, ctx));
    case "ifYouDo":
      return possible(g, e.first, ctx);
    default:
      return true;
  }
}

function selectorPossible(g: Engine, sel: CardSelector, ctx: EffectContext): boolean {
  if (sel.kind === "chosen") return queryCards(g, sel.query, ctx).some((c) => choosable(g, c, ctx.controller));
  if (sel.kind === "random" || sel.kind === "all") return true;
  return selectWithoutChoice(g, sel, ctx).length > 0;
}

function sourceCard(g: Engine, ctx: EffectContext): CardInstance | null {
  return ctx.source !== null && g.valid(ctx.source) && g.inPlay(ctx.source.card) ? ctx.source.card : null;
}

function* orderCards(g: Engine, cards: CardInstance[], chooser: number, prompt: string): Proc<CardInstance[]> {
  if (cards.length < 2) return cards;
  const picks = yield* g.decide(chooser, "order", prompt, g.cardOptions(cards), cards.length, cards.length, true);
  return picks.map((i) => cards[i]).filter((c): c is CardInstance => c !== undefined);
}

/** The acting player of a card verb, when the effect names one (see `Effect`: "Acting player"). */
function actingPlayer(e: Effect): PlayerSelector | undefined {
  switch (e.kind) {
    case "putIntoInkwell":
    case "shuffleIntoDeck":
    case "reveal":
    case "putOnTop":
    case "putOnBottom":
    case "putIntoHand":
    case "returnToHand":
    case "play":
    case "ready":
    case "exert":
    case "banish":
    case "dealDamage":
      return e.player;
    default:
      return undefined;
  }
}

/**
 * The controller picks one of `all` and resolves it. "[A] or [B]" (`onlyPossible`) offers only the options that can
 * be done at least in part: one that can't be chosen forces the other (6.1.5.2), none means nothing happens.
 */
function* chooseAndResolve(g: Engine, all: readonly Effect[], onlyPossible: boolean, ctx: EffectContext): Proc<boolean> {
  const opts = onlyPossible ? all.filter((o) => possible(g, o, ctx)) : all;
  if (opts.length === 0) return false;
  const labels = g.uniqueLabels(opts.map((o) => `${onlyPossible ? "Option" : "Mode"} ${all.indexOf(o) + 1}: ${o.kind}`));
  const [i] = yield* g.decide(ctx.controller, "chooseOption", `${ctx.label}: choose one`, labels, 1, 1);
  const chosen = opts[i ?? 0];
  if (chosen === undefined) return false;
  if (g.logging) g.note("choose", `${g.playerName(ctx.controller)} chooses ${labels[i ?? 0] ?? ""}`, { rule: onlyPossible ? "6.1.5.2" : "6.1.7", player: ctx.controller });
  return yield* resolveEffect(g, chosen, ctx);
}

/** "Draw 0" … "Draw N": option k draws k cards (an "up to" draw). */
function drawCountLabels(most: number): { readonly count: number; readonly build: () => readonly string[] } {
  return { count: most + 1, build: () => Array.from({ length: most + 1 }, (_, k) => `Draw ${k}`) };
}

/** Resolves an effect per 6.7.2, doing as much as possible (1.2.3). Returns true when it was fully done. */
export function* resolveEffect(g: Engine, e: Effect, ctx: EffectContext, asActor = false): Proc<boolean> {
  if (g.over) return false;
  const actor = asActor ? undefined : actingPlayer(e);
  if (actor !== undefined) {
    const players = yield* resolvePlayers(g, actor, ctx);
    let all = players.length > 0;
    for (const p of g.turnOrderFrom(g.active)) if (players.includes(p)) all = (yield* resolveEffect(g, e, asController(ctx, p), true)) && all;
    return all;
  }
  switch (e.kind) {
    case "sequence": {
      let all = true;
      for (const part of e.effects) all = (yield* resolveEffect(g, part, ctx)) && all;
      return all;
    }
    case "may": {
      const who = e.who === undefined ? ctx.controller : ((yield* resolvePlayers(g, e.who, ctx))[0] ?? ctx.controller);
      if (!(yield* g.yesNo(who, `${ctx.label}: use the "may" effect?`))) {
        if (g.logging) g.note("may", `${g.playerName(who)} declines`, { rule: "6.1.4", player: who });
        return false;
      }
      return yield* resolveEffect(g, e.effect, ctx);
    }
    case "ifYouDo": {
      const done = yield* resolveEffect(g, e.first, ctx);
      if (!done) {
        if (g.logging) g.note("sequence", `${ctx.label}: the first part was not fully done, the rest doesn't happen`, { rule: "6.1.5.1" });
        if (e.otherwise !== undefined) yield* resolveEffect(g, e.otherwise, ctx);
        return false;
      }
      return yield* resolveEffect(g, e.then, ctx);
    }
    case "or":
      if (e.chooser !== undefined) {
        // "Each opponent chooses [A] or [B]": each in turn order picks among their possible options and does it (6.7.6).
        const players = yield* resolvePlayers(g, e.chooser, ctx);
        let all = players.length > 0;
        for (const p of g.turnOrderFrom(g.active)) if (players.includes(p)) all = (yield* chooseAndResolve(g, e.options, true, asController(ctx, p))) && all;
        return all;
      }
      return yield* chooseAndResolve(g, e.options, true, ctx);
    case "chooseOne":
      return yield* chooseAndResolve(g, e.modes, false, ctx);
    case "if":
      if (evalCondition(g, e.condition, ctx)) return yield* resolveEffect(g, e.then, ctx);
      return e.otherwise === undefined ? true : yield* resolveEffect(g, e.otherwise, ctx);
    case "instead":
      if (evalCondition(g, e.condition, ctx)) {
        // "you may [B] instead": an optional replacement; declining it leaves the original effect (6.1.4, 6.5.6).
        if (e.replacement.kind === "may") {
          const who = e.replacement.who === undefined ? ctx.controller : ((yield* resolvePlayers(g, e.replacement.who, ctx))[0] ?? ctx.controller);
          if (!(yield* g.yesNo(who, `${ctx.label}: do the replacement ("instead")?`))) {
            if (g.logging) g.note("may", `${g.playerName(who)} declines the replacement`, { rule: "6.5.6", player: who });
            return yield* resolveEffect(g, e.base, ctx);
          }
          if (g.logging) g.note("replace", `${ctx.label}: self-replacement applies`, { rule: "6.5.6" });
          return yield* resolveEffect(g, e.replacement.effect, ctx);
        }
        if (g.logging) g.note("replace", `${ctx.label}: self-replacement applies`, { rule: "6.5.6" });
        return yield* resolveEffect(g, e.replacement, ctx);
      }
      return yield* resolveEffect(g, e.base, ctx);
    case "bind": {
      // Selected by the named player (one player: `player.ref` inside `forEachPlayer`); the references stay shared.
      const chooser = e.player === undefined ? undefined : (yield* resolvePlayers(g, e.player, ctx))[0];
      const cards = yield* selectCards(g, e.selector, chooser === undefined ? ctx : asController(ctx, chooser));
      ctx.refs.set(e.as, cards.map((c) => g.ref(c)));
      const done = yield* resolveEffect(g, e.effect, ctx);
      return done && cards.length > 0;
    }
    case "forEachPlayer": {
      const ps = yield* resolvePlayers(g, e.players, ctx);
      let all = true;
      for (const p of g.turnOrderFrom(g.active).filter((q) => ps.includes(q))) {
        ctx.players.set(e.as, p);
        all = (yield* resolveEffect(g, e.effect, ctx)) && all;
      }
      return all;
    }
    case "payInk": {
      const n = yield* evalAmountResolving(g, e.amount, ctx);
      if (readyInkCount(g, ctx.controller) < n) return false;
      payInk(g, ctx.controller, n);
      return true;
    }
    case "draw": {
      let all = true;
      const amount = yield* settleAmount(g, e.amount, ctx);
      for (const p of yield* resolvePlayers(g, e.player, ctx)) {
        const most = evalAmount(g, amount, ctx);
        // "For each character you have here, you may draw a card": the player picks 0..N (nothing to pick at 0).
        const n = e.upTo === true && most > 0 ? ((yield* g.decide(p, "chooseOption", `${ctx.label}: draw how many cards (0 to ${most})?`, drawCountLabels(most), 1, 1))[0] ?? 0) : most;
        if (e.upTo === true && g.logging) g.note("draw", `${g.playerName(p)} chooses to draw ${n} of up to ${most}`, { rule: "6.1.3", player: p });
        all = draw(g, p, n) === n && all;
      }
      return all;
    }
    case "discard": {
      let all = true;
      const bound: CardRef[] = [];
      const amount = yield* settleAmount(g, e.amount, ctx);
      for (const p of yield* resolvePlayers(g, e.player, ctx)) {
        const hand = g.player(p).hand.filter((c) => queryCards(g, { ...e.query, zone: "hand" }, ctx).includes(c));
        const want = amount.kind === "all" ? hand.length : evalAmount(g, amount, ctx);
        const n = Math.min(want, hand.length);
        let picked: CardInstance[];
        if (e.mode === "random") {
          picked = [];
          const pool = [...hand];
          for (let i = 0; i < n; i++) picked.push(...pool.splice(g.rng.int(pool.length), 1));
        } else {
          // "of your choice": the effect's controller picks the card(s) the player discards.
          const chooser = e.chooser === "controller" ? ctx.controller : p;
          const prompt = chooser === p ? `${ctx.label}: discard ${n}` : `${ctx.label}: choose ${n} card(s) ${g.playerName(p)} discards`;
          const idx = yield* g.decide(chooser, "chooseCards", prompt, g.cardOptions(hand), n, n);
          picked = idx.map((i) => hand[i]).filter((c): c is CardInstance => c !== undefined);
        }
        discard(g, p, picked);
        bound.push(...picked.map((c) => g.ref(c)));
        all = n === want && all;
      }
      if (e.bind !== undefined) ctx.refs.set(e.bind, bound);
      return all;
    }
    case "dealDamage":
    case "putDamage": {
      const targets = yield* selectCards(g, e.target, ctx);
      const n = yield* evalAmountResolving(g, e.amount, ctx);
      const by = ctx.source !== null && g.valid(ctx.source) ? ctx.source.card : null;
      yield* applyDamage(
        g,
        targets.map((t) => ({ target: t, amount: n, mode: e.kind === "dealDamage" ? "deal" : "put", by, inChallenge: false })),
      );
      return targets.length > 0;
    }
    case "removeDamage": {
      const targets = yield* selectCards(g, e.target, ctx);
      const n = damageLocked(g) ? 0 : yield* evalAmountResolving(g, e.amount, ctx);
      let total = 0;
      const removedFrom: GameEvent[] = [];
      for (const t of targets) {
        const removed = Math.min(n, t.damage);
        t.damage -= removed;
        total += removed;
        if (g.logging) g.note("damage", `${removed} damage is removed from ${g.label(t)}`, { rule: "1.9.2.3", card: t });
        if (removed > 0) removedFrom.push({ kind: "damageRemoved", card: g.ref(t), player: ctx.controller, amount: removed });
      }
      ctx.tallies.set("damageRemoved", total);
      g.touch();
      raise(g, removedFrom);
      return targets.length > 0;
    }
    case "moveDamage": {
      const from = (yield* selectCards(g, e.from, ctx))[0];
      if (from === undefined) return false;
      const to = (yield* selectCards(g, e.to, ctx)).filter((c) => c !== from)[0];
      if (to === undefined) return false;
      // Moving is removing then putting (1.9.2.4): nothing moves while damage can't be removed.
      const moved = damageLocked(g) ? 0 : Math.min(yield* evalAmountResolving(g, e.amount, ctx), from.damage);
      if (moved <= 0) return e.upTo;
      from.damage -= moved;
      if (g.logging) g.note("damage", `${moved} damage is moved from ${g.label(from)} to ${g.label(to)}`, { rule: "1.9.2.4" });
      yield* applyDamage(g, [{ target: to, amount: moved, mode: "put", by: ctx.source?.card ?? null, inChallenge: false }]);
      return true;
    }
    case "banish": {
      const targets = yield* selectCards(g, e.target, ctx);
      const inPlay = targets.filter((c) => g.inPlay(c));
      banish(g, inPlay, ctx.label);
      return inPlay.length > 0;
    }
    case "returnToHand": {
      const targets = yield* selectCards(g, e.target, ctx);
      returnToHand(g, targets);
      return targets.length > 0;
    }
    case "putIntoInkwell": {
      const targets = yield* selectCards(g, e.target, ctx);
      for (const t of targets) putIntoInkwell(g, t, e.exerted);
      return targets.length > 0;
    }
    case "shuffleIntoDeck": {
      const targets = yield* selectCards(g, e.target, ctx);
      for (const t of targets) {
        if (t.zone === "play") leavePlay(g, [t], "deck", null);
        else g.moveCard(t, "deck");
        g.rng.shuffle(g.player(t.owner).deck);
        if (g.logging) g.note("shuffle", `${g.label(t)} is shuffled into ${g.playerName(t.owner)}'s deck`, { rule: "1.4.3", card: t });
      }
      return targets.length > 0;
    }
    case "lookAtTop": {
      const players = yield* resolvePlayers(g, e.player, ctx);
      if (players.length === 0) return false;
      const n = yield* evalAmountResolving(g, e.count, ctx);
      const seen: CardRef[] = [];
      let all = true;
      for (const p of players) {
        const cards = g.player(p).deck.slice(0, n);
        seen.push(...cards.map((c) => g.ref(c)));
        all = cards.length === n && all;
        if (g.logging) g.note("look", `${g.playerName(ctx.controller)} looks at the top ${cards.length} card(s) of ${g.playerName(p)}'s deck`, { rule: "1.2.3" });
      }
      ctx.refs.set(e.as, seen);
      return all;
    }
    case "lookAtHand": {
      const players = yield* resolvePlayers(g, e.player, ctx);
      for (const p of players) {
        const hand = g.player(p).hand;
        if (g.logging) g.note("look", `${g.playerName(ctx.controller)} looks at ${g.playerName(p)}'s hand: ${hand.map((c) => g.shortName(c)).join(", ") || "no cards"}`, { rule: "7.3", player: ctx.controller });
      }
      return players.length > 0;
    }
    case "reveal": {
      const targets = yield* selectCards(g, e.target, ctx);
      for (const t of targets) g.note("reveal", `${g.playerName(t.owner)} reveals ${g.shortName(t)}`, { rule: "6.1.14", card: t });
      return targets.length > 0;
    }
    case "revealHand": {
      const bound: CardRef[] = [];
      for (const p of yield* resolvePlayers(g, e.player, ctx)) {
        const hand = g.player(p).hand;
        if (g.logging) g.note("reveal", `${g.playerName(p)} reveals their hand: ${hand.map((c) => g.shortName(c)).join(", ") || "no cards"}`, { rule: "6.1.14", player: p });
        for (const c of hand) bound.push(g.ref(c));
      }
      if (e.as !== undefined) ctx.refs.set(e.as, bound);
      return true;
    }
    case "putOnTop":
    case "putOnBottom": {
      let targets = yield* selectCards(g, e.target, ctx);
      if (e.anyOrder) targets = yield* orderCards(g, targets, ctx.controller, `${ctx.label}: order the cards (first = ${e.kind === "putOnTop" ? "top" : "highest"})`);
      const list = e.kind === "putOnTop" ? [...targets].reverse() : targets;
      for (const t of list) {
        if (t.zone === "play") leavePlay(g, [t], "deck", null, e.kind === "putOnTop" ? "top" : "bottom");
        else g.moveCard(t, "deck", e.kind === "putOnTop" ? "top" : "bottom");
      }
      if (targets.length > 0) g.note("deck", `${targets.length} card(s) are put on the ${e.kind === "putOnTop" ? "top" : "bottom"} of a deck`, { rule: "7.2.3" });
      return targets.length > 0;
    }
    case "putOnDeckSplit": {
      const cards = yield* selectCards(g, e.target, ctx);
      if (cards.length === 0) return false;
      // Any number (0 to all) go on the bottom; the others go back on top (7.2.3).
      const picks = yield* g.decide(ctx.controller, "chooseCards", `${ctx.label}: choose the cards to put on the bottom of the deck (the others go on top)`, g.cardOptions(cards), 0, cards.length);
      const bottom = picks.map((i) => cards[i]).filter((c): c is CardInstance => c !== undefined);
      let top = cards.filter((c) => !bottom.includes(c));
      let under = bottom;
      if (e.anyOrder) {
        top = yield* orderCards(g, top, ctx.controller, `${ctx.label}: order the cards for the top of the deck (first = top)`);
        under = yield* orderCards(g, under, ctx.controller, `${ctx.label}: order the cards for the bottom of the deck (first = highest)`);
      }
      for (const t of [...top].reverse()) g.moveCard(t, "deck", "top");
      for (const t of under) g.moveCard(t, "deck", "bottom");
      if (g.logging) g.note("deck", `${top.length} card(s) are put on the top and ${under.length} on the bottom of a deck`, { rule: "7.2.3" });
      return true;
    }
    case "shuffleDeck": {
      const players = yield* resolvePlayers(g, e.player, ctx);
      for (const p of players) {
        g.rng.shuffle(g.player(p).deck);
        g.touch();
        if (g.logging) g.note("shuffle", `${g.playerName(p)} shuffles their deck`, { rule: "1.4.3", player: p });
      }
      return players.length > 0;
    }
    case "putIntoHand": {
      const targets = yield* selectCards(g, e.target, ctx);
      returnToHand(g, targets);
      return targets.length > 0;
    }
    case "putUnder": {
      const under = (yield* selectCards(g, e.under, ctx))[0];
      if (under === undefined || !g.inPlay(under)) return false;
      const cards = yield* selectCards(g, e.cards, ctx);
      for (const c of cards) g.putUnder(c, under, true);
      if (cards.length > 0) raise(g, [{ kind: "cardPutUnder", card: g.ref(under), amount: cards.length, player: ctx.controller }]);
      return cards.length > 0;
    }
    case "play": {
      const targets = yield* selectCards(g, e.target, ctx);
      let any = false;
      for (const t of targets) {
        if (t.zone === "play" || t.zone === "inkwell") continue;
        yield* playCard(g, t, t.owner, e.options.free === true ? { kind: "free" } : { kind: "ink" }, {
          entersExerted: e.options.entersExerted === true,
          extraReduction: e.options.costReduction ?? 0,
          duringResolution: true,
          toBottomAfter: e.options.thenBottomOfDeck === true,
        });
        // "Play a character … They gain Rush": references to the played card follow it into play (a new object, 1.7).
        if (g.inPlay(t)) followIntoPlay(g, ctx, t);
        any = true;
      }
      return any;
    }
    case "ready":
    case "exert": {
      const targets = (yield* selectCards(g, e.target, ctx)).filter((c) => g.inPlay(c));
      if (e.kind === "ready") ready(g, targets);
      else exert(g, targets);
      for (const t of targets) g.note(e.kind, `${g.label(t)} is ${e.kind === "ready" ? "readied" : "exerted"}`, { card: t });
      return targets.length > 0;
    }
    case "gainLore":
    case "loseLore": {
      const amount = yield* settleAmount(g, e.amount, ctx);
      let lost = 0;
      for (const p of yield* resolvePlayers(g, e.player, ctx)) {
        const n = evalAmount(g, amount, ctx);
        if (e.kind === "gainLore") gainLore(g, p, n);
        else lost += loseLore(g, p, n);
      }
      if (e.kind === "loseLore") ctx.tallies.set("loreLost", lost);
      return true;
    }
    case "createStatic": {
      const s = e.static;
      let targets: CardRef[] | null = null;
      if ("target" in s) {
        const sel = s.target;
        if (sel.kind === "all" && e.scope === "continuous") targets = null;
        else {
          const cards = sel.kind === "all" ? queryCards(g, sel.query, ctx) : yield* selectCards(g, sel, ctx);
          targets = cards.filter((c) => g.inPlay(c)).map((c) => g.ref(c));
          if (targets.length === 0) return false;
        }
      }
      const value =
        s.kind === "modifyStat" ? yield* evalAmountResolving(g, s.amount, ctx) : s.kind === "grantKeyword" && s.times !== undefined ? yield* evalAmountResolving(g, s.times, ctx) : 0;
      const affected = targets?.[0]?.card.owner ?? g.opponentsOf(ctx.controller)[0] ?? ctx.controller;
      g.statics.push({
        id: g.nextId++,
        effect: s,
        controller: ctx.controller,
        source: ctx.source,
        duration: startDuration(g, e.duration, ctx.controller, affected),
        scope: e.scope,
        targets,
        value,
      });
      g.touchStructure();
      const who = targets === null ? "matching cards" : targets.map((r) => g.label(r.card)).join(", ");
      g.note("static", `${ctx.label}: ${s.kind}${s.kind === "modifyStat" ? ` ${value >= 0 ? "+" : ""}${value} ${s.stat}` : ""} on ${who} (${e.duration.kind}, ${e.scope})`, {
        rule: "6.4.2",
        ...(ctx.position ? { source: ctx.position } : {}),
      });
      return true;
    }
    case "moveToLocation": {
      const ch = (yield* selectCards(g, e.character, ctx))[0];
      const loc = (yield* selectCards(g, e.location, ctx))[0];
      if (ch === undefined || loc === undefined) return false;
      yield* moveToLocation(g, ch, loc, e.free);
      return true;
    }
    case "moveTogether": {
      const moving: CardInstance[] = [];
      for (const sel of e.characters) for (const c of yield* selectCards(g, sel, ctx)) if (c.def.type === "character" && !moving.includes(c)) moving.push(c);
      if (moving.length === 0) return false;
      const loc = (yield* selectCards(g, e.location, ctx))[0];
      if (loc === undefined) return false;
      for (const c of moving) yield* moveToLocation(g, c, loc, true);
      return true;
    }
    case "nextCostReduction": {
      const n = yield* evalAmountResolving(g, e.reduction.amount, ctx);
      g.costReductions.push({
        player: ctx.controller,
        cards: e.reduction.cards,
        amount: n,
        duration: startDuration(g, e.reduction.duration, ctx.controller, ctx.controller),
        source: ctx.source,
      });
      if (g.logging) g.note("cost", `${g.playerName(ctx.controller)} will pay ${n} less for the next matching card`, { rule: "4.3.6" });
      return true;
    }
    case "floatingTrigger":
      g.floating.push({
        id: g.nextId++,
        ability: e.ability,
        controller: ctx.controller,
        source: ctx.source,
        duration: startDuration(g, e.duration, ctx.controller, ctx.controller),
        refs: new Map(ctx.refs),
      });
      return true;
    case "delayedTrigger":
      g.delayed.push({
        id: g.nextId++,
        at: e.at === "endOfThisTurn" ? "endOfTurn" : "startOfTurn",
        turnOf: e.at === "endOfThisTurn" ? g.active : ctx.controller,
        afterTurn: g.turn + (e.at === "endOfThisTurn" ? 0 : 1),
        effect: e.effect,
        controller: ctx.controller,
        source: ctx.source,
        refs: new Map(ctx.refs),
      });
      return true;
    case "createReplacement": {
      const targets = yield* selectCards(g, e.target, ctx);
      for (const t of targets) {
        g.replacements.push({
          id: g.nextId++,
          target: g.ref(t),
          event: e.event,
          action: e.action,
          duration: startDuration(g, e.duration, ctx.controller, t.owner),
          oneShot: e.oneShot,
          controller: ctx.controller,
          key: `c:${e.event.kind}:${JSON.stringify(e.action)}:${t.uid}`,
        });
        if (g.logging) g.note("replacement", `${ctx.label}: a replacement effect now protects ${g.label(t)}`, { rule: "6.5" });
      }
      g.touch();
      return targets.length > 0;
    }
    case "nameACard": {
      const [p] = yield* resolvePlayers(g, e.player, ctx);
      if (p === undefined) return false;
      const names = [...new Set(g.players.flatMap((pl) => [...pl.deck, ...pl.hand, ...pl.play, ...pl.discard, ...pl.inkwell].map((c) => c.def.name)))].sort();
      const [i] = yield* g.decide(p, "nameACard", `${ctx.label}: name a card`, names, 1, 1);
      const name = names[i ?? 0] ?? "";
      ctx.names.set(e.as, name);
      if (g.logging) g.note("name", `${g.playerName(p)} names "${name}"`, { player: p });
      return true;
    }
    case "sing": {
      const singer = (yield* selectCards(g, e.singer, ctx))[0];
      const song = (yield* selectCards(g, e.song, ctx))[0];
      if (singer === undefined || song === undefined) return false;
      yield* playCard(g, song, song.owner, { kind: "sing", singers: [singer] }, { entersExerted: false, extraReduction: 0, duringResolution: true });
      return true;
    }
    case "noop":
      return true;
  }
}

/** Rebinds every reference of this ability to a card that was just played, so later steps ("they", "them") find it in play. */
function followIntoPlay(g: Engine, ctx: EffectContext, card: CardInstance): void {
  for (const [name, refs] of ctx.refs) {
    if (refs.some((r) => r.card === card)) ctx.refs.set(name, refs.map((r) => (r.card === card ? g.ref(card) : r)));
  }
}

export { sourceCard, cardLabel };
