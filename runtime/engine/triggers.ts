import type { TriggeredAbility } from "../definition/ability";
import type { Trigger } from "../definition/trigger";
import { relationHolds } from "./card-matching";
import { abilitiesOf, grantsActive, infoOf } from "./characteristics";
import { evalCondition } from "./condition-eval";
import { durationActive } from "./durations";
import { type EffectContext, makeContext } from "./effect-context";
import type { Engine } from "./engine";
import type { CardInstance, CardRef, GameEvent } from "./game-state";
import { eventMatches } from "./trigger-matching";

const flatCache = new WeakMap<Trigger, readonly Trigger[]>();

function flatten(t: Trigger): readonly Trigger[] {
  if (t.kind !== "anyOf") return [t];
  let out = flatCache.get(t);
  if (out === undefined) {
    out = t.triggers.flatMap(flatten);
    flatCache.set(t, out);
  }
  return out;
}

/** Could this trigger fire on an event of this kind at all? (Cheap pre-check before building contexts.) */
function kindCanFire(t: Trigger, e: GameEvent): boolean {
  if (t.kind === "anyOf") return t.triggers.some((x) => kindCanFire(x, e));
  return (t.kind === "event" ? t.event.kind : t.kind) === e.kind;
}

function triggerFires(g: Engine, t: Trigger, e: GameEvent, ctx: EffectContext, key: string): boolean {
  if (t.kind === "startOfTurn" || t.kind === "endOfTurn") {
    return e.kind === t.kind && e.player !== undefined && relationHolds(g, t.player, e.player, ctx.controller);
  }
  if (t.kind !== "event" || !eventMatches(g, t.event, e, ctx)) return false;
  if (t.gate !== undefined && !evalCondition(g, t.gate, ctx)) return false;
  if (t.opener === "firstTimeEachTurn" || t.opener === "secondTimeEachTurn") {
    const n = (g.triggerCounts.get(key) ?? 0) + 1;
    g.triggerCounts.set(key, n);
    return t.opener === "firstTimeEachTurn" ? n === 1 : n === 2;
  }
  return true;
}

function addToBag(g: Engine, owner: number, ability: TriggeredAbility, index: number, source: CardRef | null, event: GameEvent, refs?: Map<string, CardRef[]>): void {
  const label = `${source === null ? g.playerName(owner) : g.label(source.card)}: ${g.abilityName(ability) ?? "triggered ability"}`;
  g.bag.push({ id: g.nextId++, owner, ability, abilityIndex: index, source, event, label, ...(refs ? { refs } : {}) });
  if (g.logging) g.note("bagAdd", `${label} is added to the bag`, { rule: "7.7.3.1", player: owner, ...(ability.source ? { source: ability.source } : {}) });
}

function listensTo(info: ReturnType<typeof infoOf>, zone: string, events: readonly GameEvent[]): boolean {
  if (!info.triggerZones.has(zone)) return false;
  for (const e of events) if (info.listens.has(e.kind)) return true;
  return false;
}

function scanCard(g: Engine, card: CardInstance, events: readonly GameEvent[]): void {
  const zone = card.zone;
  for (const { ability, index } of abilitiesOf(g, card)) {
    if (ability.kind !== "triggered") continue;
    const zones = ability.zones ?? ["play"];
    if (!zones.includes(zone)) continue;
    for (const e of events) {
      if (!kindCanFire(ability.trigger, e)) continue;
      const ectx = makeContext(card.owner, g.ref(card), g.shortName(card), { event: e });
      for (const t of flatten(ability.trigger)) {
        if (!triggerFires(g, t, e, ectx, `${card.uid}:${index}`)) continue;
        if (ability.gate !== undefined && !evalCondition(g, ability.gate, ectx)) continue;
        addToBag(g, card.owner, ability, index, g.ref(card), e);
      }
    }
  }
}

const listenerCache = new WeakMap<Engine, { structure: number; byPlayer: CardInstance[][] }>();

/** Cards of player `p` in play (face up) with printed triggered abilities that work in play, in zone order. */
function playListeners(g: Engine, p: number): readonly CardInstance[] {
  let c = listenerCache.get(g);
  if (c === undefined || c.structure !== g.structureVersion) {
    c = { structure: g.structureVersion, byPlayer: g.players.map((pl) => pl.play.filter((card) => !card.faceDown && infoOf(card.def).triggerZones.has("play"))) };
    listenerCache.set(g, c);
  }
  return c.byPlayer[p] ?? [];
}

/**
 * Game events happened: record them and add every matching triggered ability to the bag (7.7.3.1). They
 * resolve later, when the bag is resolved (never interrupting, 13.4.1). Leaving cards are scanned before they
 * move, so their own triggers "look back" (7.4.3).
 */
export function raise(g: Engine, events: readonly GameEvent[]): void {
  if (events.length === 0) return;
  for (const e of events) g.recordEvent(e);
  const grants = grantsActive(g);
  for (const p of g.turnOrderFrom(g.active)) {
    const pl = g.player(p);
    // Scanning adds to the bag only (no zone changes), so the zone arrays can be walked as they are.
    if (grants) {
      for (const card of pl.play) if (!card.faceDown) scanCard(g, card, events);
    } else for (const card of playListeners(g, p)) if (listensTo(infoOf(card.def), "play", events)) scanCard(g, card, events);
    if (!g.offZoneTriggers) continue;
    for (const card of pl.discard) if (infoOf(card.def).triggerZones.has("discard")) scanCard(g, card, events);
    for (const card of pl.hand) if (infoOf(card.def).triggerZones.has("hand")) scanCard(g, card, events);
  }
  for (const f of g.floating) {
    if (!durationActive(g, f.duration, f.controller)) continue;
    for (const e of events) {
      if (!kindCanFire(f.ability.trigger, e)) continue;
      const ectx = makeContext(f.controller, f.source, "floating", { event: e, refs: new Map(f.refs) });
      for (const t of flatten(f.ability.trigger)) {
        if (!triggerFires(g, t, e, ectx, `f${f.id}`)) continue;
        if (f.ability.gate !== undefined && !evalCondition(g, f.ability.gate, ectx)) continue;
        addToBag(g, f.controller, f.ability, -1, f.source, e, new Map(f.refs));
      }
    }
  }
}

/** Delayed triggers whose moment has come are added to the bag once (6.2.7.2). */
export function raiseDelayed(g: Engine, at: "endOfTurn" | "startOfTurn"): void {
  const due = g.delayed.filter((d) => d.at === at && d.turnOf === g.active && g.turn > d.afterTurn - (at === "endOfTurn" ? 1 : 0));
  g.delayed = g.delayed.filter((d) => !due.includes(d));
  for (const d of due) {
    const ability: TriggeredAbility = { kind: "triggered", name: "delayed trigger", trigger: { kind: at, player: "you" }, effect: d.effect };
    addToBag(g, d.controller, ability, -1, d.source, { kind: at, player: g.active }, d.refs);
  }
}
