import type { CostPart } from "../definition/cost";
import type { Keyword } from "../definition/keyword";
import { evalAmount } from "./amount-eval";
import { matchQuery } from "./card-matching";
import { exert } from "./card-moves";
import { activeStatics, hasKeyword, infoOf, namesOf, printedAbilities, shiftsAsAnyName, staticTargets } from "./characteristics";
import { cardNames } from "../definition/card";
import { evalCondition } from "./condition-eval";
import { durationActive } from "./durations";
import { makeContext } from "./effect-context";
import type { Engine, Proc } from "./engine";
import type { CardInstance, PendingCostReduction } from "./game-state";
import { raise } from "./triggers";
import { resolveEffect } from "./effects";

export type ShiftKeyword = Extract<Keyword, { kind: "shift" }>;

/** How a card is paid for (4.3.2.2): its ink cost or one alternative cost. */
export type PlayMethod =
  | { readonly kind: "ink" }
  | { readonly kind: "free" }
  | { readonly kind: "shift"; readonly onto: CardInstance; readonly keyword: ShiftKeyword }
  | { readonly kind: "sing"; readonly singers: readonly CardInstance[] };

export function readyInk(g: Engine, p: number): CardInstance[] {
  return g.player(p).inkwell.filter((c) => !c.exerted);
}

/** Number of ready ink cards (no allocation). */
export function readyInkCount(g: Engine, p: number): number {
  let n = 0;
  for (const c of g.player(p).inkwell) if (!c.exerted) n++;
  return n;
}

export function payInk(g: Engine, p: number, n: number): void {
  let left = n;
  for (const c of g.player(p).inkwell) {
    if (left <= 0) break;
    if (!c.exerted) {
      c.exerted = true;
      left--;
    }
  }
  g.touch();
  if (n > 0) g.note("pay", `${g.playerName(p)} pays ${n} ink`, { rule: "4.3.2.4", player: p });
}

/** Amount modifiers on playing `card` (4.3.6): statics of cards in play, self-referential ones from hand, pending "next" ones. */
export function costReduction(g: Engine, card: CardInstance, p: number): number {
  let total = 0;
  for (const s of activeStatics(g)) {
    if (s.effect.kind !== "costReduction" || s.effect.self || s.ctx.controller !== p) continue;
    if (matchQuery(g, s.effect.cards, card, s.ctx, true)) total += evalAmount(g, s.effect.amount, s.ctx);
  }
  for (const { ability } of infoOf(card.def).statics) {
    if (ability.kind !== "static" || ability.effect.kind !== "costReduction" || !ability.effect.self) continue;
    const ctx = makeContext(p, g.ref(card), g.shortName(card));
    if (ability.condition !== undefined && !evalCondition(g, ability.condition, ctx)) continue;
    total += evalAmount(g, ability.effect.amount, ctx);
  }
  const next = nextReduction(g, card, p);
  if (next !== null) total += next.amount;
  return total;
}

function nextReduction(g: Engine, card: CardInstance, p: number): PendingCostReduction | null {
  for (const r of g.costReductions) if (r.player === p && durationActive(g, r.duration, p) && matchQuery(g, r.cards, card, makeContext(p, r.source, "cost"), true)) return r;
  return null;
}

export function inkCostToPlay(g: Engine, card: CardInstance, p: number, base = card.def.cost, extra = 0): number {
  return Math.max(0, base - costReduction(g, card, p) - extra);
}

function shiftInk(k: ShiftKeyword): number {
  return k.cost.reduce((s, c) => s + (c.kind === "ink" ? c.amount : 0), 0);
}

/** Characters of `p` a Shift keyword can go onto (8.10.1, 8.10.8); names include "counts as being named" ones. */
export function shiftTargets(g: Engine, card: CardInstance, p: number, k: ShiftKeyword): CardInstance[] {
  const names = k.onto.kind === "name" ? shiftNames(g, card) : [];
  return g.player(p).play.filter((c) => {
    if (c.def.type !== "character" || c.faceDown) return false;
    if (k.onto.kind === "universal") return true;
    if (k.onto.kind === "classification") return c.def.classifications.includes(k.onto.classification);
    return shiftNames(g, c).some((n) => names.includes(n)) || shiftsAsAnyName(g, c);
  });
}

/** The name line plus "counts as being named" names (not the "&" parts: Shift needs the same name, 8.10.1). */
function shiftNames(g: Engine, card: CardInstance): readonly string[] {
  const all = namesOf(g, card);
  const parts = cardNames(card.def);
  return all.filter((n) => n === card.def.name || !parts.includes(n));
}

export function shiftCost(g: Engine, card: CardInstance, p: number, k: ShiftKeyword): number {
  return inkCostToPlay(g, card, p, shiftInk(k));
}

/** The cards in hand (other than the one played) a Shift discard cost can take ("Shift: Discard a song card"). */
export function shiftDiscardable(g: Engine, card: CardInstance, p: number, part: CostPart & { kind: "discard" }): CardInstance[] {
  const ctx = makeContext(p, g.ref(card), g.shortName(card));
  return g.player(p).hand.filter((c) => c !== card && matchQuery(g, part.query, c, ctx, true));
}

/** Can the non-ink parts of a Shift cost be paid (enough matching cards to discard)? */
export function shiftExtrasPayable(g: Engine, card: CardInstance, p: number, k: ShiftKeyword): boolean {
  return k.cost.every((part) => part.kind !== "discard" || shiftDiscardable(g, card, p, part).length >= part.count);
}

/** Pays non-ink parts of a Shift cost (e.g. discard); returns false if impossible. */
function* payShiftExtras(g: Engine, card: CardInstance, p: number, k: ShiftKeyword): Proc<boolean> {
  for (const part of k.cost) {
    if (part.kind !== "discard") continue;
    const hand = shiftDiscardable(g, card, p, part);
    if (hand.length < part.count) return false;
    const picks = yield* g.decide(p, "payment", `Shift ${g.shortName(card)}: discard ${part.count}`, g.cardOptions(hand), part.count, part.count);
    for (const i of picks) {
      const c = hand[i];
      if (c !== undefined) g.moveCard(c, "discard");
    }
  }
  return true;
}

export interface PlayOptionsRuntime {
  readonly entersExerted: boolean;
  readonly extraReduction: number;
  /** Played while another effect resolves (6.7.8): an action's effect waits. */
  readonly duringResolution: boolean;
  /** An action goes to the bottom of its owner's deck instead of into the discard once resolved (6.5). */
  readonly toBottomAfter?: boolean;
}

/** The play-a-card process (4.3): pay, enter play (Shift on top, 4.3.3.1), "played" triggers (4.3.4.1), actions resolve. */
export function* playCard(g: Engine, card: CardInstance, p: number, method: PlayMethod, opts: PlayOptionsRuntime): Proc<void> {
  const how = method.kind === "ink" ? "" : method.kind === "free" ? " for free" : method.kind === "shift" ? ` by shifting onto ${g.shortName(method.onto)}` : ` by singing with ${method.singers.map((s) => g.shortName(s)).join(", ")}`;
  if (g.logging) g.note("play", `${g.playerName(p)} plays ${g.cardName(card)}${how}`, { rule: method.kind === "free" ? "6.1.7" : "4.3", player: p, card });
  const next = nextReduction(g, card, p);
  if (method.kind === "ink") payInk(g, p, inkCostToPlay(g, card, p, card.def.cost, opts.extraReduction));
  else if (method.kind === "shift") {
    if (!(yield* payShiftExtras(g, card, p, method.keyword))) return;
    payInk(g, p, shiftCost(g, card, p, method.keyword));
  } else if (method.kind === "sing") exert(g, method.singers);
  if (next !== null) {
    g.costReductions = g.costReductions.filter((r) => r !== next);
    if (g.logging) g.note("cost", `the "next card" cost reduction is used up`, { rule: "4.3.6" });
  }
  g.actionCount++;
  if (card.def.type === "action") {
    g.moveCard(card, "play");
    raise(g, [{ kind: "played", card: g.ref(card), player: p }]);
    if (method.kind === "sing") raise(g, method.singers.map((s) => ({ kind: "sings" as const, card: g.ref(s), other: g.ref(card) })));
    const toBottom = opts.toBottomAfter === true;
    if (opts.duringResolution) g.pendingActions.push({ card, controller: p, ...(toBottom ? { toBottom } : {}) });
    else yield* resolveAction(g, card, p, toBottom);
    return;
  }
  const wasExerted = method.kind === "shift" ? method.onto.exerted : false;
  g.moveCard(card, "play");
  card.exerted = false;
  card.dry = false;
  if (method.kind === "shift") {
    const onto = method.onto;
    card.exerted = onto.exerted;
    card.dry = onto.dry;
    card.damage = onto.damage;
    card.location = onto.location;
    // 8.10.5: effects that applied to the character under keep applying to the shifted one.
    for (const s of g.statics) if (s.targets) for (const r of s.targets) if (r.card === onto && g.valid(r)) Object.assign(r, { card });
    const oldRefs = g.statics.flatMap((s) => s.targets ?? []).filter((r) => r.card === card);
    g.putUnder(onto, card, false);
    for (const r of oldRefs) r.objectId = card.objectId;
    for (const rep of g.replacements) if (rep.target.card === onto) Object.assign(rep.target, { card, objectId: card.objectId });
    card.playedWithShift = true;
    if (g.logging) g.note("shift", `${g.cardName(card)} is put on top of ${g.shortName(onto)}, keeping its state (${card.exerted ? "exerted" : "ready"}, ${card.dry ? "dry" : "drying"}, ${card.damage} damage)`, { rule: "8.10.4" });
    void wasExerted;
  }
  for (const s of activeStatics(g)) {
    const e = s.effect;
    if (e.kind === "entersPlayExerted" && matchQuery(g, e.cards, card, s.ctx)) card.exerted = true;
    if (e.kind === "entersPlayWithDamage" && matchQuery(g, e.cards, card, s.ctx)) card.damage += evalAmount(g, e.amount, s.ctx);
  }
  for (const { ability } of printedAbilities(card)) {
    if (ability.kind !== "static") continue;
    const e = ability.effect;
    const ctx = makeContext(p, g.ref(card), g.shortName(card));
    if (ability.condition !== undefined && !evalCondition(g, ability.condition, ctx)) continue;
    if (e.kind === "entersPlayWithDamage" && e.cards.self === true && !activeStatics(g).some((s) => s.effect === e)) card.damage += evalAmount(g, e.amount, ctx);
  }
  if (opts.entersExerted) card.exerted = true;
  if (!card.exerted && card.def.type === "character" && hasKeyword(g, card, "bodyguard")) {
    if (yield* g.yesNo(p, `${g.shortName(card)} has Bodyguard: enter play exerted?`)) {
      card.exerted = true;
      if (g.logging) g.note("bodyguard", `${g.label(card)} enters play exerted`, { rule: "8.3.2" });
    }
  }
  g.touch();
  raise(g, [{ kind: "played", card: g.ref(card), player: p }]);
  void staticTargets;
}

/** An action's effect resolves, then the action goes to its owner's discard (4.3.3.2), or instead to the bottom of their deck. */
export function* resolveAction(g: Engine, card: CardInstance, p: number, toBottom = false): Proc<void> {
  const effect = card.def.actionEffect;
  if (effect !== undefined) yield* resolveEffect(g, effect, makeContext(p, g.ref(card), g.shortName(card), { fromAction: true }));
  if (card.zone === "play") {
    if (toBottom) {
      g.moveCard(card, "deck", "bottom");
      if (g.logging) g.note("deck", `${g.cardName(card)} is put on the bottom of ${g.playerName(card.owner)}'s deck instead of into the discard`, { rule: "6.5", card });
    } else g.moveCard(card, "discard");
  }
  yield* resolvePendingActions(g);
}

/** Resolves the actions played while another effect resolved (6.7.8), in order. */
export function* resolvePendingActions(g: Engine): Proc<void> {
  while (g.pendingActions.length > 0) {
    const next = g.pendingActions.shift();
    if (next !== undefined) yield* resolveAction(g, next.card, next.controller, next.toBottom === true);
  }
}

