import type { Ability } from "../definition/ability";
import type { CardStat } from "../definition/card-query";
import type { Keyword, KeywordKind } from "../definition/keyword";
import type { CardRestriction, PlayerRestriction } from "../definition/restriction";
import type { SourcePosition } from "../definition/source-position";
import type { ModifiableStat, StaticEffect } from "../definition/static-effect";
import { evalAmount } from "./amount-eval";
import { matchQuery } from "./card-matching";
import { evalCondition } from "./condition-eval";
import { durationActive } from "./durations";
import { type EffectContext, makeContext } from "./effect-context";
import type { Engine } from "./engine";
import type { AbilityOnCard, CardInstance, CardRef } from "./game-state";
import { keywordAbility } from "./keyword-abilities";
import { resolvePlayersNow } from "./selection";

/** A static currently in force, from a card in play or from a resolved effect. */
export interface ActiveStatic {
  readonly effect: StaticEffect;
  readonly ctx: EffectContext;
  readonly targets: readonly CardRef[] | null;
  readonly value: number | null;
  readonly position?: SourcePosition;
}

const keywordAbilityCache = new WeakMap<readonly Keyword[], Ability[]>();

function synthesized(keywords: readonly Keyword[]): Ability[] {
  let out = keywordAbilityCache.get(keywords);
  if (out === undefined) {
    out = keywords.flatMap((k) => {
      const a = keywordAbility(k);
      return a === null ? [] : [a];
    });
    keywordAbilityCache.set(keywords, out);
  }
  return out;
}

interface DefinitionInfo {
  readonly abilities: AbilityOnCard[];
  readonly statics: AbilityOnCard[];
  readonly triggered: AbilityOnCard[];
  /** Zones from which some triggered ability works. */
  readonly triggerZones: ReadonlySet<string>;
  /** Event kinds its triggered abilities listen to. */
  readonly listens: ReadonlySet<string>;
}

function triggerKinds(t: import("../definition/trigger").Trigger, out: Set<string>): void {
  if (t.kind === "anyOf") for (const x of t.triggers) triggerKinds(x, out);
  else out.add(t.kind === "event" ? t.event.kind : t.kind);
}

const definitionInfo = new WeakMap<CardInstance["def"], DefinitionInfo>();

/** Per-definition facts computed once (cards are immutable data). */
export function infoOf(def: CardInstance["def"]): DefinitionInfo {
  let info = definitionInfo.get(def);
  if (info === undefined) {
    const abilities: AbilityOnCard[] = def.abilities.map((ability, index) => ({ ability, index }));
    synthesized(def.keywords).forEach((ability, i) => abilities.push({ ability, index: 1000 + i }));
    const triggered = abilities.filter((a) => a.ability.kind === "triggered");
    const zones = new Set<string>();
    for (const t of triggered) for (const z of t.ability.zones ?? ["play"]) zones.add(z);
    const listens = new Set<string>();
    for (const t of triggered) if (t.ability.kind === "triggered") triggerKinds(t.ability.trigger, listens);
    info = { abilities, statics: abilities.filter((a) => a.ability.kind === "static"), triggered, triggerZones: zones, listens };
    definitionInfo.set(def, info);
  }
  return info;
}

/** Printed abilities and keyword abilities of a card (no granted ones). Indices: printed i, keywords 1000+i. */
export function printedAbilities(card: CardInstance): AbilityOnCard[] {
  return infoOf(card.def).abilities;
}

/** All abilities a card has now: printed, keyword ones (incl. granted keywords) and granted abilities. */
export function abilitiesOf(g: Engine, card: CardInstance): AbilityOnCard[] {
  const printed = printedAbilities(card);
  if (!g.inPlay(card)) return printed;
  const statics = activeStatics(g);
  if (!grantsPresent) return printed;
  const out = [...printed];
  let k = 0;
  for (const s of statics) {
    if (s.effect.kind === "grantAbility" && staticTargets(g, s, card)) out.push({ ability: s.effect.ability, index: 2000 + k++ });
    if (s.effect.kind === "grantKeyword" && staticTargets(g, s, card)) {
      const a = keywordAbility(s.effect.keyword);
      if (a !== null && !card.def.keywords.some((kw) => s.effect.kind === "grantKeyword" && kw.kind === s.effect.keyword.kind)) out.push({ ability: a, index: 3000 + k++ });
    }
  }
  return out;
}

/** Could a card have granted abilities right now? (Lets trigger scans skip cards without triggered abilities.) */
export function grantsActive(g: Engine): boolean {
  activeStatics(g);
  return grantsPresent;
}

let grantsPresent = false;
let modifiedStats = new Set<string>();
let cacheVersion = -1;
let cacheEngine: Engine | null = null;
let cache: ActiveStatic[] = [];

/** Every static in force. While computing statics, characteristics fall back to printed values (no recursion). */
export function activeStatics(g: Engine): ActiveStatic[] {
  if (g.computingStatics > 0) return [];
  if (cacheEngine === g && cacheVersion === g.version) return cache;
  g.computingStatics++;
  const out: ActiveStatic[] = [];
  try {
    for (const p of g.players) {
      for (const card of p.play) {
        if (card.faceDown) continue;
        for (const { ability } of infoOf(card.def).statics) {
          if (ability.kind !== "static") continue;
          if (ability.zones !== undefined && !ability.zones.includes("play")) continue;
          const ctx = makeContext(card.owner, g.ref(card), card.def.name);
          if (ability.condition !== undefined && !evalCondition(g, ability.condition, ctx)) continue;
          out.push({ effect: ability.effect, ctx, targets: null, value: null, ...(ability.source ? { position: ability.source } : {}) });
        }
      }
    }
    for (const s of g.statics) {
      if (!durationActive(g, s.duration, s.controller)) continue;
      const ctx = makeContext(s.controller, s.source, "effect");
      out.push({ effect: s.effect, ctx, targets: s.targets, value: s.scope === "applied" || s.targets !== null ? s.value : null });
    }
    // Abilities granted by statics can themselves be statics (one level).
    const granted: ActiveStatic[] = [];
    for (const s of out) {
      if (s.effect.kind !== "grantAbility" || s.effect.ability.kind !== "static") continue;
      const inner = s.effect.ability;
      for (const p of g.players)
        for (const card of p.play) {
          if (!staticTargets(g, s, card)) continue;
          const ctx = makeContext(card.owner, g.ref(card), card.def.name);
          if (inner.condition !== undefined && !evalCondition(g, inner.condition, ctx)) continue;
          granted.push({ effect: inner.effect, ctx, targets: null, value: null });
        }
    }
    out.push(...granted);
  } finally {
    g.computingStatics--;
  }
  cache = out;
  modifiedStats = new Set(out.flatMap((s) => (s.effect.kind === "modifyStat" || s.effect.kind === "statFloor" ? [s.effect.stat] : [])));
  grantsPresent = out.some((s) => s.effect.kind === "grantAbility" || (s.effect.kind === "grantKeyword" && keywordAbility(s.effect.keyword) !== null));
  cacheEngine = g;
  cacheVersion = g.version;
  return out;
}

/** Does a static affect this card? */
export function staticTargets(g: Engine, s: ActiveStatic, card: CardInstance): boolean {
  if (s.targets !== null) return s.targets.some((r) => r.card === card && r.objectId === card.objectId);
  const e = s.effect;
  if (!("target" in e)) return false;
  const t = e.target;
  switch (t.kind) {
    case "this":
      return s.ctx.source !== null && s.ctx.source.card === card && g.valid(s.ctx.source);
    case "all":
      g.computingStatics++;
      try {
        return matchQuery(g, t.query, card, s.ctx);
      } finally {
        g.computingStatics--;
      }
    default:
      return false;
  }
}

function printedStat(card: CardInstance, stat: ModifiableStat): number {
  return card.def[stat] ?? 0;
}

function staticValue(g: Engine, s: ActiveStatic): number {
  if (s.value !== null) return s.value;
  if (s.effect.kind !== "modifyStat") return 0;
  g.computingStatics++;
  try {
    return evalAmount(g, s.effect.amount, s.ctx);
  } finally {
    g.computingStatics--;
  }
}

/** Sum of printed value and all modifiers, then floors (6.6.1.2, 6.6.4). May be negative. */
export function modifiedStat(g: Engine, card: CardInstance, stat: ModifiableStat): number {
  const printed = printedStat(card, stat);
  activeStatics(g);
  if (!modifiedStats.has(stat) && !(stat === "strength" && g.challenge !== null)) return printed;
  let value = printed;
  let floor = Number.NEGATIVE_INFINITY;
  if (g.inPlay(card)) {
    for (const s of activeStatics(g)) {
      const e = s.effect;
      if (e.kind === "modifyStat" && e.stat === stat && staticTargets(g, s, card)) value += staticValue(g, s);
      else if (e.kind === "statFloor" && e.stat === stat && staticTargets(g, s, card)) floor = Math.max(floor, e.floor === "printed" ? printed : e.floor);
    }
    if (stat === "strength" && g.challenge !== null && g.challenge.attacker.card === card) value += keywordValue(g, card, "challenger");
  }
  return Math.max(value, floor);
}

export const strength = (g: Engine, card: CardInstance): number => modifiedStat(g, card, "strength");
export const willpower = (g: Engine, card: CardInstance): number => modifiedStat(g, card, "willpower");
export const lore = (g: Engine, card: CardInstance): number => modifiedStat(g, card, "lore");

export function cardStat(g: Engine, card: CardInstance, stat: CardStat): number {
  switch (stat) {
    case "cost":
      return card.def.cost;
    case "damage":
      return card.damage;
    case "moveCost":
      return card.def.moveCost ?? 0;
    default:
      return modifiedStat(g, card, stat);
  }
}

/** Printed and granted keywords. */
export function keywordsOf(g: Engine, card: CardInstance): Keyword[] {
  const out = [...card.def.keywords];
  if (g.inPlay(card)) for (const s of activeStatics(g)) if (s.effect.kind === "grantKeyword" && staticTargets(g, s, card)) out.push(s.effect.keyword);
  return out;
}

export function hasKeyword(g: Engine, card: CardInstance, kind: KeywordKind): boolean {
  if (card.def.keywords.some((k) => k.kind === kind)) return true;
  return keywordsOf(g, card).some((k) => k.kind === kind);
}

/** Cumulative value of "+N" keywords (8.1.2); for other numbered keywords the highest. */
export function keywordValue(g: Engine, card: CardInstance, kind: "challenger" | "resist" | "singer" | "singTogether" | "boost"): number {
  let total = 0;
  for (const k of keywordsOf(g, card)) {
    if (k.kind !== kind) continue;
    const v = k.kind === "boost" ? k.cost : "value" in k ? k.value : 0;
    total = kind === "challenger" || kind === "resist" ? total + v : Math.max(total, v);
  }
  return total;
}

export function hasRestriction(g: Engine, card: CardInstance, kind: CardRestriction["kind"]): boolean {
  if (!g.inPlay(card)) return false;
  for (const s of activeStatics(g)) if (s.effect.kind === "restrict" && s.effect.restriction.kind === kind && staticTargets(g, s, card)) return true;
  return false;
}

export function playerRestrictions(g: Engine, p: number): PlayerRestriction[] {
  const out: PlayerRestriction[] = [];
  for (const s of activeStatics(g)) {
    if (s.effect.kind !== "playerRestrict") continue;
    if (resolvePlayersNow(g, s.effect.player, s.ctx).includes(p)) out.push(s.effect.restriction);
  }
  return out;
}

export function playerHasRestriction(g: Engine, p: number, kind: PlayerRestriction["kind"]): boolean {
  return playerRestrictions(g, p).some((r) => r.kind === kind);
}

/** Extra inkings a player may make this turn (4.2.3.1). */
export function additionalInk(g: Engine, p: number): number {
  let n = 0;
  for (const s of activeStatics(g)) if (s.effect.kind === "additionalInk" && resolvePlayersNow(g, s.effect.player, s.ctx).includes(p)) n += s.effect.count;
  return n;
}

export function skipsStep(g: Engine, p: number, step: "ready" | "set" | "draw"): boolean {
  return activeStatics(g).some((s) => s.effect.kind === "skipStep" && s.effect.step === step && resolvePlayersNow(g, s.effect.player, s.ctx).includes(p));
}

/** The value a character counts as to sing (Singer N, 8.11; "+N to sing", 8.11.3). */
export function singValue(g: Engine, card: CardInstance): number {
  const singer = keywordValue(g, card, "singer");
  let value = singer > 0 ? singer : card.def.cost;
  for (const s of activeStatics(g)) if (s.effect.kind === "singCostBonus" && staticTargets(g, s, card)) value += s.effect.amount;
  return value;
}
