import type { ReplacementAction } from "../definition/replacement";
import { matchQuery } from "./card-matching";
import { abilitiesOf, hasRestriction, keywordValue, replacementsPossible } from "./characteristics";
import { evalCondition } from "./condition-eval";
import { durationActive } from "./durations";
import { type EffectContext, makeContext } from "./effect-context";
import type { Engine, Proc } from "./engine";
import type { CardInstance, GameEvent } from "./game-state";
import { selectWithoutChoice } from "./selection";
import { raise } from "./triggers";

export interface DamageEvent {
  target: CardInstance;
  amount: number;
  mode: "deal" | "put";
  by: CardInstance | null;
  inChallenge: boolean;
}

interface Candidate {
  readonly key: string;
  readonly label: string;
  readonly action: ReplacementAction;
  readonly ctx: EffectContext;
  readonly createdId: number | null;
}

function candidates(g: Engine, ev: DamageEvent): Candidate[] {
  const out: Candidate[] = [];
  if (!replacementsPossible(g)) return out;
  for (const p of g.turnOrderFrom(g.active))
    for (const src of g.player(p).play) {
      if (src.faceDown) continue;
      for (const { ability, index } of abilitiesOf(g, src)) {
        if (ability.kind !== "replacement") continue;
        const spec = ability.replaces;
        if (spec.event.kind === "banished" || (spec.event.kind === "damageDealt" && ev.mode !== "deal")) continue;
        const ctx = makeContext(src.owner, g.ref(src), g.shortName(src));
        if (ability.condition !== undefined && !evalCondition(g, ability.condition, ctx)) continue;
        if (!matchQuery(g, spec.affects, ev.target, ctx)) continue;
        out.push({ key: `p:${src.def.id}:${index}`, label: `${g.label(src)}'s ${g.abilityName(ability) ?? "replacement"}`, action: spec.action, ctx, createdId: null });
      }
    }
  for (const r of g.replacements) {
    if (r.event.kind === "banished" || (r.event.kind === "damageDealt" && ev.mode !== "deal")) continue;
    if (r.target.card !== ev.target || !g.valid(r.target) || !durationActive(g, r.duration, r.controller)) continue;
    out.push({ key: r.key, label: `replacement on ${g.label(ev.target)}`, action: r.action, ctx: makeContext(r.controller, r.target, "replacement"), createdId: r.id });
  }
  const seen = new Set<string>();
  return out.filter((c) => (seen.has(c.key) ? false : (seen.add(c.key), true)));
}

/** The replacement pipeline of 6.5.7: the affected player picks among applicable ones, each at most once (6.5.5). */
function* replace(g: Engine, ev: DamageEvent): Proc<DamageEvent | null> {
  const applied = new Set<string>();
  let cur: DamageEvent = { ...ev };
  for (let guard = 0; guard < 20; guard++) {
    const cands = candidates(g, cur).filter((c) => !applied.has(c.key));
    if (cands.length === 0) break;
    let pick = cands[0];
    if (cands.length > 1) {
      const [i] = yield* g.decide(cur.target.owner, "replacementOrder", `Apply which replacement to ${cur.amount} damage on ${g.label(cur.target)}?`, g.uniqueLabels(cands.map((c) => c.label)), 1, 1);
      pick = cands[i ?? 0];
    }
    if (pick === undefined) break;
    applied.add(pick.key);
    if (pick.createdId !== null) {
      const used = g.replacements.find((r) => r.id === pick.createdId);
      // 6.5.8: other instances of the same replacement cease to exist.
      if (used !== undefined && used.oneShot) g.replacements = g.replacements.filter((r) => r.key !== used.key);
      else if (used !== undefined) g.replacements = g.replacements.filter((r) => r.key !== used.key || r.id === used.id);
      g.touch();
    }
    const a = pick.action;
    const before = g.label(cur.target);
    if (a.kind === "prevent") {
      if (g.logging) g.note("replace", `${before} takes no damage instead (${pick.label})`, { rule: "6.5.7", card: cur.target });
      return null;
    }
    if (a.kind === "reduceDamage") {
      cur = { ...cur, amount: cur.amount - a.by };
      if (g.logging) g.note("replace", `${before} is dealt ${a.by} less damage (${pick.label})`, { rule: "6.5.7" });
      if (cur.amount <= 0) return null;
    } else if (a.kind === "redirectDamage") {
      const dest = selectWithoutChoice(g, a.to, pick.ctx)[0];
      if (dest === undefined) continue;
      if (g.logging) g.note("replace", `${g.label(dest)} takes ${cur.amount} damage instead of ${g.shortName(cur.target)}`, { rule: "6.5.7", card: dest });
      cur = { ...cur, target: dest, mode: a.as };
    }
  }
  return cur;
}

/**
 * Puts damage counters, all at once (6.7.2.3, 4.6.6.2): only dealt damage is reduced by Resist (8.8) and
 * damage reduced to 0 is not dealt (8.8.2); then replacement effects (6.5).
 */
export function* applyDamage(g: Engine, list: readonly DamageEvent[]): Proc<void> {
  const final: DamageEvent[] = [];
  for (const ev of list) {
    if (!g.inPlay(ev.target)) continue;
    let amount = ev.amount;
    if (ev.mode === "deal") {
      const resist = keywordValue(g, ev.target, "resist");
      if (resist > 0) g.note("resist", `${g.label(ev.target)}'s Resist +${resist} reduces ${amount} damage`, { rule: "8.8.1" });
      amount -= resist;
      if (hasRestriction(g, ev.target, "cantBeDealtDamage")) amount = 0;
      if (ev.inChallenge && hasRestriction(g, ev.target, "noChallengeDamage")) amount = 0;
    }
    if (amount <= 0) {
      if (ev.amount > 0) g.note("damage", `no damage is dealt to ${g.label(ev.target)}`, { rule: "8.8.2" });
      continue;
    }
    const replaced = replacementsPossible(g) ? yield* replace(g, { ...ev, amount }) : { ...ev, amount };
    if (replaced !== null && replaced.amount > 0 && g.inPlay(replaced.target)) final.push(replaced);
  }
  const events: GameEvent[] = [];
  for (const ev of final) {
    ev.target.damage += ev.amount;
    if (ev.by !== null) g.damagedBy.set(ev.target.uid, { by: g.ref(ev.by), inChallenge: ev.inChallenge });
    g.note("damage", `${g.label(ev.target)} ${ev.mode === "deal" ? "is dealt" : "gets"} ${ev.amount} damage (${ev.target.damage} total)`, {
      rule: ev.mode === "deal" ? "1.9.2.1" : "1.9.2.2",
      card: ev.target,
    });
    const r = g.ref(ev.target);
    events.push({ kind: "takesDamage", card: r, amount: ev.amount });
    if (ev.mode === "deal") events.push({ kind: "dealtDamage", card: r, amount: ev.amount, ...(ev.by ? { other: g.ref(ev.by) } : {}) });
    if (ev.mode === "deal" && ev.inChallenge && ev.by !== null) events.push({ kind: "dealsDamageInChallenge", card: g.ref(ev.by), other: r, amount: ev.amount, inChallenge: true });
  }
  g.touch();
  raise(g, events);
}
