import type { Ability } from "../definition/ability";
import { cardNames } from "../definition/card";
import type { CardQuery, CardStat } from "../definition/card-query";
import type { Keyword, KeywordKind } from "../definition/keyword";
import type { Condition } from "../definition/condition";
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
  /** Has printed replacement abilities. */
  readonly replaces: boolean;
  /** Names from the name line (5.2.6.1) and printed "counts as being named" statics on this card. */
  readonly names: readonly string[];
  readonly extraNames: readonly string[];
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
    info = {
      abilities,
      statics: abilities.filter((a) => a.ability.kind === "static"),
      triggered,
      replaces: abilities.some((a) => a.ability.kind === "replacement"),
      names: cardNames(def),
      extraNames: abilities.flatMap((a) =>
        a.ability.kind === "static" && a.ability.effect.kind === "extraNames" && a.ability.effect.target.kind === "this" && a.ability.condition === undefined ? a.ability.effect.names : [],
      ),
      triggerZones: zones,
      listens,
    };
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
  if (!grantsPresent && g.computingStatics === 0) return printed;
  const out = [...printed];
  let k = 0;
  for (const s of statics) {
    if (s.effect.kind === "grantAbility" && staticTargets(g, s, card)) out.push({ ability: s.effect.ability, index: 2000 + k++ });
    if (s.effect.kind === "grantKeyword" && staticTargets(g, s, card)) {
      const kw = grantedKeyword(g, s);
      const a = kw === null ? null : keywordAbility(kw);
      if (a !== null && !card.def.keywords.some((kw) => s.effect.kind === "grantKeyword" && kw.kind === s.effect.keyword.kind)) out.push({ ability: a, index: 3000 + k++ });
    }
  }
  return out;
}

/** Could some card in play have a replacement ability right now (printed or granted)? */
export function replacementsPossible(g: Engine): boolean {
  if (g.replacements.length > 0 || grantsActive(g)) return true;
  if (replacerEngine !== g || replacerStructure !== g.structureVersion) {
    replacerEngine = g;
    replacerStructure = g.structureVersion;
    replacerInPlay = false;
    for (const p of g.players) for (const c of p.play) if (!c.faceDown && infoOf(c.def).replaces) replacerInPlay = true;
  }
  return replacerInPlay;
}

let replacerEngine: Engine | null = null;
let replacerStructure = -1;
let replacerInPlay = false;

/** Could a card have granted abilities right now? (Lets trigger scans skip cards without triggered abilities.) */
export function grantsActive(g: Engine): boolean {
  activeStatics(g);
  return grantsPresent;
}

let grantsPresent = false;
let keywordGrantsPresent = false;
let keywordLossPresent = false;
let restrictionKinds = new Set<string>();
/** Stats some static may lower (a modifier that isn't a non-negative constant). */
let lowerableStats = new Set<string>();
let modifiedStats = new Set<string>();
let cacheVersion = -1;
let cacheEngine: Engine | null = null;
let cache: ActiveStatic[] = [];
/** The list depends only on the structure (cards in play, created statics), the turn and the challenge. */
let cacheStructural = false;
let cacheStructure = -1;
let cacheTurn = -1;
let cacheInChallenge = false;

function cacheHolds(g: Engine): boolean {
  if (cacheEngine !== g) return false;
  if (cacheVersion === g.version) return true;
  return cacheStructural && cacheStructure === g.structureVersion && cacheTurn === g.turn && cacheInChallenge === (g.challenge !== null);
}

/**
 * The statics already known to be in force while the conditions of the others are evaluated (see `activeStatics`).
 * Only the evaluation of a condition (depth 1) sees them; deeper evaluations (targets, amounts) see printed values.
 */
let partial: ActiveStatic[] | null = null;
let partialEngine: Engine | null = null;

/** Rounds of re-evaluating conditions against the statics found to hold (a guard against conditions that flip). */
const CONDITION_ROUNDS = 4;

/**
 * Every static in force. Conditions ("while this character has 5 {S} or more") read characteristics with the
 * modifiers in force (6.6): they are evaluated first against the unconditional statics, then again with the
 * conditional ones that hold, until nothing changes (at most `CONDITION_ROUNDS` rounds). Targets and amounts of
 * statics are computed on printed values (no recursion).
 */
export function activeStatics(g: Engine): ActiveStatic[] {
  if (g.computingStatics > 0) return (g.computingStatics === 1 && partialEngine === g ? partial : null) ?? [];
  if (cacheHolds(g)) {
    cacheVersion = g.version;
    return cache;
  }
  g.computingStatics++;
  let out: ActiveStatic[] = [];
  // Whether the list can change without a structural change: conditions, "while" durations, granted statics.
  let conditional = false;
  try {
    const fromCards: { readonly s: ActiveStatic; readonly condition?: Condition }[] = [];
    for (const p of g.players) {
      for (const card of p.play) {
        if (card.faceDown) continue;
        const statics = infoOf(card.def).statics;
        if (statics.length === 0) continue;
        let ctx: EffectContext | null = null;
        for (const { ability } of statics) {
          if (ability.kind !== "static") continue;
          if (ability.zones !== undefined && !ability.zones.includes("play")) continue;
          ctx ??= makeContext(card.owner, g.ref(card), g.shortName(card));
          const s: ActiveStatic = ability.source ? { effect: ability.effect, ctx, targets: null, value: null, position: ability.source } : { effect: ability.effect, ctx, targets: null, value: null };
          if (ability.condition !== undefined) conditional = true;
          fromCards.push(ability.condition === undefined ? { s } : { s, condition: ability.condition });
        }
      }
    }
    const created: ActiveStatic[] = [];
    for (const s of g.statics) {
      if (s.duration.kind === "while") conditional = true;
      if (!durationActive(g, s.duration, s.controller)) continue;
      const ctx = makeContext(s.controller, s.source, "effect");
      created.push({ effect: s.effect, ctx, targets: s.targets, value: s.scope === "applied" || s.targets !== null ? s.value : null });
    }
    let holding = new Set<ActiveStatic>();
    if (conditional && fromCards.some((x) => x.condition !== undefined)) {
      const base = [...fromCards.filter((x) => x.condition === undefined).map((x) => x.s), ...created];
      partialEngine = g;
      try {
        for (let round = 0; round < CONDITION_ROUNDS; round++) {
          partial = round === 0 ? base : [...base, ...holding];
          const next = new Set<ActiveStatic>();
          for (const x of fromCards) if (x.condition !== undefined && evalCondition(g, x.condition, x.s.ctx)) next.add(x.s);
          const same = next.size === holding.size && [...next].every((s) => holding.has(s));
          holding = next;
          if (same) break;
        }
      } finally {
        partial = null;
        partialEngine = null;
      }
    }
    out = [...fromCards.filter((x) => x.condition === undefined || holding.has(x.s)).map((x) => x.s), ...created];
    // Abilities granted by statics can themselves be statics (one level).
    const granted: ActiveStatic[] = [];
    for (const s of out) {
      if (s.effect.kind !== "grantAbility" || s.effect.ability.kind !== "static") continue;
      conditional = true;
      const inner = s.effect.ability;
      for (const p of g.players)
        for (const card of p.play) {
          if (!staticTargets(g, s, card)) continue;
          const ctx = makeContext(card.owner, g.ref(card), g.shortName(card));
          if (inner.condition !== undefined && !evalCondition(g, inner.condition, ctx)) continue;
          granted.push({ effect: inner.effect, ctx, targets: null, value: null });
        }
    }
    for (const s of granted) out.push(s);
  } finally {
    g.computingStatics--;
  }
  cache = out;
  modifiedStats = new Set();
  restrictionKinds = new Set();
  lowerableStats = new Set();
  grantsPresent = false;
  keywordGrantsPresent = false;
  keywordLossPresent = false;
  for (const s of out) {
    if (s.effect.kind === "grantKeyword") keywordGrantsPresent = true;
    if (s.effect.kind === "loseKeyword") keywordLossPresent = true;
    if (s.effect.kind === "restrict") restrictionKinds.add(s.effect.restriction.kind);
    if (s.effect.kind === "modifyStat" && !(s.value !== null ? s.value >= 0 : s.effect.amount.kind === "constant" && s.effect.amount.value >= 0)) lowerableStats.add(s.effect.stat);
    if (s.effect.kind === "modifyStat" || s.effect.kind === "statFloor") modifiedStats.add(s.effect.stat);
    if (s.effect.kind === "grantAbility" || (s.effect.kind === "grantKeyword" && keywordAbility(s.effect.keyword) !== null)) grantsPresent = true;
  }
  cacheEngine = g;
  cacheVersion = g.version;
  cacheStructural = !conditional;
  cacheStructure = g.structureVersion;
  cacheTurn = g.turn;
  cacheInChallenge = g.challenge !== null;
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
  switch (stat) {
    case "strength":
      return card.def.strength ?? 0;
    case "willpower":
      return card.def.willpower ?? 0;
    case "lore":
      return card.def.lore ?? 0;
  }
}

/** No query, or the card is the challenging character of the challenge under way and the challenged card matches (4.6). */
function challengingMatch(g: Engine, query: CardQuery | undefined, card: CardInstance, ctx: EffectContext): boolean {
  if (query === undefined) return true;
  const ch = g.challenge;
  return ch !== null && ch.attacker.card === card && g.valid(ch.defender) && matchQuery(g, query, ch.defender.card, ctx);
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

const statMemo = new Map<number, number>();
let statMemoEngine: Engine | null = null;
let statMemoVersion = -1;

/** Could some static in force make this stat lower than printed? (Lets the GSC skip undamaged cards.) */
export function statMayBeLowered(g: Engine, stat: ModifiableStat): boolean {
  activeStatics(g);
  return g.computingStatics > 0 || lowerableStats.has(stat);
}

/** Sum of printed value and all modifiers, then floors (6.6.1.2, 6.6.4). May be negative. */
export function modifiedStat(g: Engine, card: CardInstance, stat: ModifiableStat): number {
  const printed = printedStat(card, stat);
  activeStatics(g);
  // The flags describe the last complete list: while conditions are evaluated (a partial list), don't trust them.
  if (g.computingStatics === 0 && !modifiedStats.has(stat) && !(stat === "strength" && g.challenge !== null)) return printed;
  if (!g.inPlay(card)) return printed;
  // Memoised per state version (computed values don't change until something mutates).
  const memoOk = g.computingStatics === 0;
  const key = card.uid * 4 + (stat === "strength" ? 0 : stat === "willpower" ? 1 : 2);
  if (memoOk) {
    if (statMemoEngine !== g || statMemoVersion !== g.version) {
      statMemo.clear();
      statMemoEngine = g;
      statMemoVersion = g.version;
    }
    const hit = statMemo.get(key);
    if (hit !== undefined) return hit;
  }
  let value = printed;
  let floor = Number.NEGATIVE_INFINITY;
  {
    for (const s of activeStatics(g)) {
      const e = s.effect;
      if (e.kind === "modifyStat" && e.stat === stat && staticTargets(g, s, card) && challengingMatch(g, e.whileChallenging, card, s.ctx)) value += staticValue(g, s);
      else if (e.kind === "statFloor" && e.stat === stat && staticTargets(g, s, card)) floor = Math.max(floor, e.floor === "printed" ? printed : e.floor);
    }
    if (stat === "strength" && g.challenge !== null && g.challenge.attacker.card === card) value += keywordValue(g, card, "challenger");
  }
  const result = Math.max(value, floor);
  // Only memoise when nothing was computed while computing (a nested evaluation may have bumped nothing, but be safe).
  if (memoOk && statMemoVersion === g.version) statMemo.set(key, result);
  return result;
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

/**
 * The names a card answers to (5.2.6): its name line and each part of an "&" name, plus "counts as being named"
 * names — printed ones work in every zone, granted ones while in play.
 */
export function namesOf(g: Engine, card: CardInstance): readonly string[] {
  const info = infoOf(card.def);
  let out: string[] | null = info.extraNames.length > 0 ? [...info.names, ...info.extraNames] : null;
  if (g.inPlay(card)) {
    for (const s of activeStatics(g)) {
      if (s.effect.kind !== "extraNames" || !staticTargets(g, s, card)) continue;
      out ??= [...info.names];
      for (const n of s.effect.names) if (!out.includes(n)) out.push(n);
    }
  }
  return out ?? info.names;
}

/** Printed and granted keywords. */
export function keywordsOf(g: Engine, card: CardInstance): Keyword[] {
  const out = [...card.def.keywords];
  if (g.inPlay(card))
    for (const s of activeStatics(g)) {
      if (s.effect.kind !== "grantKeyword" || !staticTargets(g, s, card)) continue;
      const kw = grantedKeyword(g, s);
      if (kw !== null) out.push(kw);
    }
  return keywordLossPresent && g.inPlay(card) ? out.filter((k) => !lostKeyword(g, card, k.kind)) : out;
}

/** Has a "loses [keyword]" static removed this keyword from the card (after every grant, 8.1)? */
function lostKeyword(g: Engine, card: CardInstance, kind: KeywordKind): boolean {
  if (!g.inPlay(card)) return false;
  const statics = activeStatics(g);
  if (!keywordLossPresent && g.computingStatics === 0) return false;
  for (const s of statics) if (s.effect.kind === "loseKeyword" && s.effect.keyword === kind && staticTargets(g, s, card)) return true;
  return false;
}

export function hasKeyword(g: Engine, card: CardInstance, kind: KeywordKind): boolean {
  return grantedOrPrinted(g, card, kind) && !lostKeyword(g, card, kind);
}

function grantedOrPrinted(g: Engine, card: CardInstance, kind: KeywordKind): boolean {
  for (const k of card.def.keywords) if (k.kind === kind) return true;
  if (!g.inPlay(card)) return false;
  const statics = activeStatics(g);
  if (!keywordGrantsPresent && g.computingStatics === 0) return false;
  for (const s of statics) if (s.effect.kind === "grantKeyword" && s.effect.keyword.kind === kind && staticTargets(g, s, card) && grantedKeyword(g, s) !== null) return true;
  return false;
}

/** The keyword a grant gives: its value times the counted amount when it has one ("for each …"); null at a count of 0. */
function grantedKeyword(g: Engine, s: ActiveStatic): Keyword | null {
  if (s.effect.kind !== "grantKeyword") return null;
  const { keyword, times } = s.effect;
  if (times === undefined) return keyword;
  let n: number;
  if (s.value !== null) n = s.value;
  else {
    g.computingStatics++;
    try {
      n = evalAmount(g, times, s.ctx);
    } finally {
      g.computingStatics--;
    }
  }
  if (n <= 0) return null;
  if (keyword.kind === "boost") return { ...keyword, cost: keyword.cost * n };
  return "value" in keyword ? { ...keyword, value: keyword.value * n } : keyword;
}

function addKeywordValue(total: number, k: Keyword, cumulative: boolean): number {
  const v = k.kind === "boost" ? k.cost : "value" in k ? k.value : 0;
  return cumulative ? total + v : Math.max(total, v);
}

/** Cumulative value of "+N" keywords (8.1.2); for other numbered keywords the highest. */
export function keywordValue(g: Engine, card: CardInstance, kind: "challenger" | "resist" | "singer" | "singTogether" | "boost"): number {
  const cumulative = kind === "challenger" || kind === "resist";
  if (lostKeyword(g, card, kind)) return 0;
  let total = 0;
  for (const k of card.def.keywords) if (k.kind === kind) total = addKeywordValue(total, k, cumulative);
  if (g.inPlay(card)) {
    const statics = activeStatics(g);
    if (keywordGrantsPresent || g.computingStatics > 0)
      for (const s of statics) {
        if (s.effect.kind !== "grantKeyword" || s.effect.keyword.kind !== kind || !staticTargets(g, s, card)) continue;
        const kw = grantedKeyword(g, s);
        if (kw !== null) total = addKeywordValue(total, kw, cumulative);
      }
  }
  return total;
}

export function hasRestriction(g: Engine, card: CardInstance, kind: CardRestriction["kind"]): boolean {
  if (!g.inPlay(card)) return false;
  const statics = activeStatics(g);
  if (!restrictionKinds.has(kind) && g.computingStatics === 0) return false;
  for (const s of statics) if (s.effect.kind === "restrict" && s.effect.restriction.kind === kind && staticTargets(g, s, card)) return true;
  return false;
}

/** The statics in force that put a restriction of this kind on the card (for restrictions with parameters). */
export function restrictionsOn<K extends CardRestriction["kind"]>(
  g: Engine,
  card: CardInstance,
  kind: K,
): { readonly restriction: Extract<CardRestriction, { kind: K }>; readonly source: ActiveStatic }[] {
  if (!g.inPlay(card)) return [];
  const statics = activeStatics(g);
  if (!restrictionKinds.has(kind) && g.computingStatics === 0) return [];
  const out: { restriction: Extract<CardRestriction, { kind: K }>; source: ActiveStatic }[] = [];
  for (const s of statics) {
    if (s.effect.kind !== "restrict" || !isKind(s.effect.restriction, kind) || !staticTargets(g, s, card)) continue;
    out.push({ restriction: s.effect.restriction, source: s });
  }
  return out;
}

function isKind<K extends CardRestriction["kind"]>(r: CardRestriction, kind: K): r is Extract<CardRestriction, { kind: K }> {
  return r.kind === kind;
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

/** "You may play [cards] for free" permissions of player `p` in force (as statics, for their queries and contexts). */
export function freePlayPermissions(g: Engine, p: number): ActiveStatic[] {
  const out: ActiveStatic[] = [];
  for (const s of activeStatics(g)) if (s.effect.kind === "playForFree" && resolvePlayersNow(g, s.effect.player, s.ctx).includes(p)) out.push(s);
  return out;
}

/** May player `p` activate `card`'s ability named `name` for free (a "use this item's … ability for free" static of that card, 6.1.7.1)? */
export function mayUseAbilityForFree(g: Engine, card: CardInstance, name: string | undefined, p: number): boolean {
  if (name === undefined) return false;
  for (const s of activeStatics(g)) {
    if (s.effect.kind !== "useAbilityForFree" || s.ctx.source?.card !== card || s.effect.ability.toLowerCase() !== name.toLowerCase()) continue;
    if (resolvePlayersNow(g, s.effect.player, s.ctx).includes(p)) return true;
  }
  return false;
}

/** A card's own "you may play this character for free [if …]" works from hand (6.1.12), its condition read now. */
export function playsItselfForFree(g: Engine, card: CardInstance, p: number): boolean {
  for (const { ability } of infoOf(card.def).statics) {
    if (ability.kind !== "static" || ability.effect.kind !== "playForFree" || ability.effect.cards.self !== true) continue;
    if (ability.condition === undefined || evalCondition(g, ability.condition, makeContext(p, g.ref(card), g.shortName(card)))) return true;
  }
  return false;
}

/** Can the card go into the inkwell: printed {C}, or a "count as having {C}" static (4.2.1)? */
export function inkable(g: Engine, card: CardInstance): boolean {
  if (card.def.inkable) return true;
  for (const s of activeStatics(g)) if (s.effect.kind === "countsAsInkable" && matchQuery(g, s.effect.cards, card, s.ctx)) return true;
  return false;
}

/** Is a "damage counters can't be removed" static in force (1.9.2.3)? */
export function damageLocked(g: Engine): boolean {
  for (const s of activeStatics(g)) if (s.effect.kind === "damageCantBeRemoved") return true;
  return false;
}

/** Does a "[players] can't choose [cards]" static keep `chooser` from choosing this card (6.1.6)? */
export function choiceForbidden(g: Engine, card: CardInstance, chooser: number): boolean {
  for (const s of activeStatics(g)) {
    if (s.effect.kind !== "playerRestrict" || s.effect.restriction.kind !== "cantChoose") continue;
    if (resolvePlayersNow(g, s.effect.player, s.ctx).includes(chooser) && matchQuery(g, s.effect.restriction.query, card, s.ctx)) return true;
  }
  return false;
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
/** Can a character with Shift (by name) be played on this one whatever their names ("as if this character had any name")? */
export function shiftsAsAnyName(g: Engine, card: CardInstance): boolean {
  for (const s of activeStatics(g)) if (s.effect.kind === "shiftAnyName" && staticTargets(g, s, card)) return true;
  return false;
}

export function singValue(g: Engine, card: CardInstance): number {
  const singer = keywordValue(g, card, "singer");
  let value = singer > 0 ? singer : card.def.cost;
  for (const s of activeStatics(g)) if (s.effect.kind === "singCostBonus" && staticTargets(g, s, card)) value += s.effect.amount;
  return value;
}
