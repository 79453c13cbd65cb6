import type { ActivatedAbility } from "../definition/ability";
import { paidRef, type CostPart } from "../definition/cost";
import { matchQuery } from "./card-matching";
import { banish, discard, exert, putIntoInkwell } from "./card-moves";
import {
  abilitiesOf,
  additionalInk,
  inkable,
  freePlayPermissions,
  playsItselfForFree,
  hasKeyword,
  hasRestriction,
  keywordValue,
  mayUseAbilityForFree,
  playerHasRestriction,
  playerRestrictions,
  singValue,
} from "./characteristics";
import { type Defender, canChallenge, challenge, challengeTargets, defenders } from "./challenge";
import { evalCondition } from "./condition-eval";
import { type EffectContext, makeContext } from "./effect-context";
import type { DecisionOption, LabelSource } from "./decision";
import { resolveEffect } from "./effects";
import type { Engine, Proc } from "./engine";
import type { CardInstance } from "./game-state";
import { movePayment, moveToLocation } from "./locations";
import { type PlayMethod, type ShiftKeyword, inkCostToPlay, payInk, playCard, readyInkCount, resolvePendingActions, shiftCost, shiftExtrasPayable, shiftTargets } from "./play-card";
import { lore as loreOf } from "./characteristics";
import { gainLore } from "./card-moves";
import { raise } from "./triggers";

/** A legal turn action, as plain data (no closures: legal actions are listed at every decision). */
export type TurnAction =
  | { readonly kind: "ink"; readonly card: CardInstance }
  | { readonly kind: "play"; readonly card: CardInstance; readonly method: PlayMethod }
  | { readonly kind: "singTogether"; readonly card: CardInstance; readonly value: number }
  | { readonly kind: "quest"; readonly card: CardInstance }
  | { readonly kind: "challenge"; readonly card: CardInstance; readonly target: CardInstance }
  | { readonly kind: "move"; readonly card: CardInstance; readonly target: CardInstance }
  /** `free`: an alternative cost ignoring every cost but {E} ("use this item's … ability for free", 6.1.7.1). */
  | { readonly kind: "activate"; readonly card: CardInstance; readonly ability: ActivatedAbility; readonly index: number; readonly free?: boolean }
  | { readonly kind: "boost"; readonly card: CardInstance; readonly cost: number }
  | { readonly kind: "endTurn" };

const NO_EXTRA = { entersExerted: false, extraReduction: 0, duringResolution: false } as const;

/** The option label of a turn action ("Play Smash", "Challenge Player 2's Beast with Mulan"); built only when read. */
export function actionLabel(g: Engine, a: TurnAction): string {
  switch (a.kind) {
    case "ink":
      return `Ink ${g.shortName(a.card)}`;
    case "play":
      switch (a.method.kind) {
        case "shift":
          return `Shift ${g.cardName(a.card)} onto ${g.cardName(a.method.onto)}`;
        case "sing":
          return `Sing ${g.shortName(a.card)} with ${a.method.singers.map((s) => g.cardName(s)).join(", ")}`;
        case "free":
          return `Play ${g.cardName(a.card)} for free`;
        default:
          return `Play ${g.cardName(a.card)}`;
      }
    case "singTogether":
      return `Sing ${g.shortName(a.card)} together`;
    case "quest":
      return `Quest with ${g.cardName(a.card)}`;
    case "challenge":
      return `Challenge ${g.label(a.target)} with ${g.cardName(a.card)}`;
    case "move":
      return `Move ${g.cardName(a.card)} to ${g.cardName(a.target)}`;
    case "activate":
      return `Activate ${g.shortName(a.card)}: ${g.abilityName(a.ability) ?? `ability ${a.index + 1}`}${a.free === true ? " for free" : ""}`;
    case "boost":
      return `Boost ${g.cardName(a.card)}`;
    case "endTurn":
      return "End turn";
  }
}

/** Performs a turn action chosen from `legalActions`. */
export function* runAction(g: Engine, a: TurnAction): Proc<void> {
  const p = g.active;
  const pl = g.player(p);
  switch (a.kind) {
    case "ink":
      pl.inkedThisTurn++;
      if (g.logging) g.note("ink", `${pl.name} inks ${g.shortName(a.card)}`, { rule: "4.2", player: p });
      putIntoInkwell(g, a.card, false);
      raise(g, [{ kind: "inks", player: p, card: g.ref(a.card) }]);
      g.actionCount++;
      return;
    case "play":
      yield* playCard(g, a.card, p, a.method, NO_EXTRA);
      return;
    case "singTogether":
      yield* singTogether(g, a.card, p, a.value);
      return;
    case "quest":
      yield* quest(g, a.card);
      return;
    case "challenge":
      g.actionCount++;
      yield* challenge(g, a.card, a.target);
      return;
    case "move": {
      // 4.7.3.2–4.7.3.4: for free (an alternative cost) or the move cost with its amount modifiers.
      const pay = movePayment(g, a.card, a.target, p);
      if (pay.free && g.logging) g.note("pay", `${pl.name} moves ${g.shortName(a.card)} for free`, { rule: "4.7.3.2", player: p });
      payInk(g, p, pay.ink);
      g.actionCount++;
      yield* moveToLocation(g, a.card, a.target, pay.free);
      return;
    }
    case "activate": {
      const { card: c, ability, index } = a;
      if (g.logging) g.note("activate", `${pl.name} activates ${g.shortName(c)}'s ${g.abilityName(ability) ?? "ability"}`, { rule: "4.4", player: p, card: c, ...(ability.source ? { source: ability.source } : {}) });
      g.actionCount++;
      const actx = makeContext(p, g.ref(c), `${g.label(c)}: ${g.abilityName(ability) ?? "ability"}`, ability.source ? { position: ability.source } : {});
      const previous = g.currentSource;
      if (ability.source !== undefined) g.currentSource = ability.source;
      try {
        yield* activate(g, c, ability, index, actx, a.free === true);
      } finally {
        g.currentSource = previous;
      }
      return;
    }
    case "boost": {
      const c = a.card;
      payInk(g, p, a.cost);
      c.boostedThisTurn = true;
      g.actionCount++;
      const top = pl.deck[0];
      if (top !== undefined) g.putUnder(top, c, true);
      if (g.logging) g.note("boost", `${g.label(c)}: the top card of the deck is put facedown under it`, { rule: "8.4.1", card: c });
      raise(g, [{ kind: "cardPutUnder", card: g.ref(c), amount: 1, player: p }]);
      return;
    }
    case "endTurn":
      return;
  }
}

function* activate(g: Engine, c: CardInstance, ability: ActivatedAbility, index: number, actx: EffectContext, free: boolean): Proc<void> {
  if (free && g.logging) g.note("pay", `${g.playerName(c.owner)} uses ${g.shortName(c)}'s ${g.abilityName(ability) ?? "ability"} for free`, { rule: "6.1.7.1", player: c.owner, card: c });
  yield* payCosts(g, c, free ? freeCosts(ability.costs) : ability.costs, actx);
  const done = yield* resolveEffect(g, ability.effect, actx);
  yield* resolvePendingActions(g);
  if (done && ability.oncePerTurn === true) c.usedThisTurn.add(index);
}

/** Decision options for the turn actions: labels and, for a UI, what each does and to which cards. */
export function actionOptions(g: Engine, actions: readonly TurnAction[]): LabelSource {
  return {
    count: actions.length,
    build: () =>
      g.uniqueLabels(actions.map((a) => actionLabel(g, a))).map((label, i): DecisionOption => {
        const a = actions[i];
        if (a === undefined || a.kind === "endTurn") return { label, action: "endTurn" };
        const kind = a.kind === "play" && a.method.kind !== "ink" && a.method.kind !== "free" ? a.method.kind : a.kind;
        const target = a.kind === "challenge" || a.kind === "move" ? a.target : a.kind === "play" && a.method.kind === "shift" ? a.method.onto : undefined;
        return { label, action: kind, card: a.card.uid, ...(target === undefined ? {} : { target: target.uid }) };
      }),
  };
}

/** The costs left when an ability is used for free: only exerting the card ({E}) is still paid (6.1.7.1). */
function freeCosts(costs: readonly CostPart[]): readonly CostPart[] {
  return costs.filter((c) => c.kind === "exertSelf");
}

function canExertForCost(c: CardInstance): boolean {
  return !c.exerted && (c.def.type !== "character" || c.dry);
}

/** The cards of yours a cost part can take: other cards in play to exert or banish, cards in hand to discard (matching the part's query). */
function payable(g: Engine, card: CardInstance, part: CostPart): CardInstance[] {
  if (part.kind !== "exertOther" && part.kind !== "banishOther" && part.kind !== "discard") return [];
  const ctx = makeContext(card.owner, g.ref(card), g.shortName(card));
  if (part.kind === "discard") return g.player(card.owner).hand.filter((c) => matchQuery(g, part.query, c, ctx, true));
  return g.player(card.owner).play.filter(
    (c) => c !== card && !c.faceDown && matchQuery(g, part.query, c, ctx) && (part.kind === "banishOther" || canExertForCost(c)),
  );
}

export function costsPayable(g: Engine, card: CardInstance, costs: readonly CostPart[]): boolean {
  let ink = 0;
  for (const part of costs) {
    switch (part.kind) {
      case "exertSelf":
        if (!canExertForCost(card)) return false;
        break;
      case "ink":
        ink += part.amount;
        break;
      case "banishSelf":
        break;
      case "discard":
      case "exertOther":
      case "banishOther":
        if (payable(g, card, part).length < part.count) return false;
        break;
    }
  }
  return readyInkCount(g, card.owner) >= ink;
}

function* payCosts(g: Engine, card: CardInstance, costs: readonly CostPart[], ctx: EffectContext): Proc<void> {
  const p = card.owner;
  for (const part of costs) {
    switch (part.kind) {
      case "exertSelf":
        exert(g, [card]);
        break;
      case "ink":
        payInk(g, p, part.amount);
        break;
      case "discard":
      case "exertOther":
      case "banishOther": {
        const pool = payable(g, card, part);
        const verb = part.kind === "exertOther" ? "exert" : part.kind === "discard" ? "discard" : "banish";
        const picks = yield* g.decide(p, "payment", `Cost: ${verb} ${part.count}`, g.cardOptions(pool), part.count, part.count);
        const cards = picks.map((i) => pool[i]).filter((c): c is CardInstance => c !== undefined);
        if (part.kind === "exertOther") exert(g, cards);
        else if (part.kind === "discard") discard(g, p, cards);
        else banish(g, cards, "cost");
        // Bound after the move: the effect reads the card where it went (its discard), 7.1.6.
        if (part.kind !== "exertOther") ctx.refs.set(paidRef[part.kind === "discard" ? "discard" : "banish"], cards.map((c) => g.ref(c)));
        break;
      }
      case "banishSelf":
        break;
    }
  }
  // "banish this" last so {E} and the rest are paid from the card in play (6.3.3).
  if (costs.some((c) => c.kind === "banishSelf")) banish(g, [card], "cost");
}

function canQuest(g: Engine, c: CardInstance): boolean {
  return c.def.type === "character" && !c.exerted && c.dry && !hasKeyword(g, c, "reckless") && !hasRestriction(g, c, "cantQuest");
}

function* quest(g: Engine, c: CardInstance): Proc<void> {
  if (g.logging) g.note("quest", `${g.label(c)} quests`, { rule: "4.5", player: c.owner, card: c });
  exert(g, [c]);
  const l = Math.max(0, loreOf(g, c));
  gainLore(g, c.owner, l);
  raise(g, [{ kind: "quests", card: g.ref(c), amount: l }]);
}

/** Reckless (8.7.3): the turn can't end while a ready Reckless character of yours can challenge. */
export function recklessBlocksEnd(g: Engine, p: number, pool?: readonly Defender[]): boolean {
  for (const c of g.player(p).play) {
    if (c.faceDown || !hasKeyword(g, c, "reckless") || !canChallenge(g, c)) continue;
    if (challengeTargets(g, c, pool ?? defenders(g, p)).length > 0) return true;
  }
  return false;
}

function singTogetherSingers(g: Engine, p: number): CardInstance[] {
  return g.player(p).play.filter((c) => c.def.type === "character" && !c.faceDown && canExertForCost(c) && !hasRestriction(g, c, "cantSing"));
}

function* singTogether(g: Engine, song: CardInstance, p: number, n: number): Proc<void> {
  const chosen: CardInstance[] = [];
  let total = 0;
  while (total < n) {
    const pool = singTogetherSingers(g, p).filter((c) => !chosen.includes(c));
    const [i] = yield* g.decide(p, "payment", `Sing Together ${n}: choose a singer (total ${total})`, g.cardOptions(pool, (c) => `${g.shortName(c)} (${singValue(g, c)})`), 1, 1);
    const c = pool[i ?? 0];
    if (c === undefined) break;
    chosen.push(c);
    total += singValue(g, c);
  }
  yield* playCard(g, song, p, { kind: "sing", singers: chosen }, NO_EXTRA);
}

/** Every legal turn action for the active player now (4.1.3), as decision options. */
export function legalActions(g: Engine, p: number): TurnAction[] {
  const pl = g.player(p);
  const out: TurnAction[] = [];
  const ink = readyInkCount(g, p);
  const restrictions = playerRestrictions(g, p);
  if (pl.inkedThisTurn < 1 + additionalInk(g, p) && !playerHasRestriction(g, p, "cantInk")) {
    for (const c of pl.hand)
      if (inkable(g, c))
        out.push({ kind: "ink", card: c });
  }
  const ctxP = makeContext(p, null, "play");
  let singTogetherTotal: number | undefined;
  for (const c of pl.hand) {
    if (restrictions.length > 0 && restrictions.some((r) => r.kind === "cantPlay" && matchQuery(g, r.query, c, ctxP, true))) continue;
    if (inkCostToPlay(g, c, p) <= ink)
      out.push({ kind: "play", card: c, method: { kind: "ink" } });
    if (c.def.type === "character") {
      for (const k of c.def.keywords) {
        if (k.kind !== "shift") continue;
        const kw: ShiftKeyword = k;
        if (shiftCost(g, c, p, kw) > ink) continue;
        if (!shiftExtrasPayable(g, c, p, kw)) continue;
        for (const t of shiftTargets(g, c, p, kw))
          out.push({ kind: "play", card: c, method: { kind: "shift", onto: t, keyword: kw } });
      }
    }
    if (c.def.type === "action" && c.def.classifications.includes("Song")) {
      for (const s of pl.play) {
        if (s.def.type !== "character" || s.faceDown || !canExertForCost(s) || hasRestriction(g, s, "cantSing")) continue;
        if (singValue(g, s) >= c.def.cost)
          out.push({ kind: "play", card: c, method: { kind: "sing", singers: [s] } });
      }
      const together = c.def.keywords.find((k) => k.kind === "singTogether");
      if (together !== undefined && together.kind === "singTogether") {
        singTogetherTotal ??= singTogetherSingers(g, p).reduce((s, x) => s + singValue(g, x), 0);
        const total = singTogetherTotal;
        if (total >= together.value) out.push({ kind: "singTogether", card: c, value: together.value });
      }
    }
  }
  // "You may play [cards] for free" (alternative cost, 4.3.2.2): from the permission's zone (default hand).
  const free = freePlayPermissions(g, p);
  const offered = new Set<CardInstance>();
  if (free.length > 0) {
    for (const s of free) {
      if (s.effect.kind !== "playForFree") continue;
      const q = s.effect.cards;
      for (const c of g.zoneOf(p, q.zone ?? "hand")) {
        if (offered.has(c) || !matchQuery(g, q, c, s.ctx, true)) continue;
        if (restrictions.some((r) => r.kind === "cantPlay" && matchQuery(g, r.query, c, ctxP, true))) continue;
        offered.add(c);
        out.push({ kind: "play", card: c, method: { kind: "free" } });
      }
    }
  }
  // A card's own permission ("you may play this character for free if …") works from hand (6.1.12).
  for (const c of pl.hand) {
    if (offered.has(c) || !playsItselfForFree(g, c, p)) continue;
    if (restrictions.some((r) => r.kind === "cantPlay" && matchQuery(g, r.query, c, ctxP, true))) continue;
    out.push({ kind: "play", card: c, method: { kind: "free" } });
  }
  let pool: Defender[] | null = null;
  for (const c of pl.play) {
    if (c.faceDown) continue;
    if (canQuest(g, c)) out.push({ kind: "quest", card: c });
    if (canChallenge(g, c))
      for (const t of challengeTargets(g, c, (pool ??= defenders(g, p))))
        out.push({ kind: "challenge", card: c, target: t });
    if (c.def.type === "character" && !hasRestriction(g, c, "cantMove"))
      for (const loc of pl.play)
        if (loc.def.type === "location" && !loc.faceDown && c.location !== loc && movePayment(g, c, loc, p).ink <= ink)
          out.push({ kind: "move", card: c, target: loc });
    for (const { ability, index } of abilitiesOf(g, c)) {
      if (ability.kind !== "activated") continue;
      if (ability.oncePerTurn === true && c.usedThisTurn.has(index)) continue;
      const ctx = makeContext(p, g.ref(c), g.shortName(c));
      if (ability.condition !== undefined && !evalCondition(g, ability.condition, ctx)) continue;
      if (costsPayable(g, c, ability.costs)) out.push({ kind: "activate", card: c, ability, index });
      if (mayUseAbilityForFree(g, c, ability.name, p) && costsPayable(g, c, freeCosts(ability.costs))) out.push({ kind: "activate", card: c, ability, index, free: true });
    }
    const boost = hasKeyword(g, c, "boost") ? keywordValue(g, c, "boost") : -1;
    if (boost >= 0 && !c.boostedThisTurn && ink >= boost && pl.deck.length > 0)
      out.push({ kind: "boost", card: c, cost: boost });
  }
  if (!recklessBlocksEnd(g, p, pool ?? undefined)) out.push({ kind: "endTurn" });
  return out;
}
