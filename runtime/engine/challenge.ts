import { exert } from "./card-moves";
import { matchQuery } from "./card-matching";
import { hasKeyword, hasRestriction, restrictionsOn, strength } from "./characteristics";
import { applyDamage } from "./damage";
import type { Engine, Proc } from "./engine";
import type { CardInstance } from "./game-state";
import { resolveBag } from "./bag";
import { raise } from "./triggers";

/** Can this character be declared as a challenger (4.6.4.1)? Dry or Rush, ready, not prevented. */
export function canChallenge(g: Engine, attacker: CardInstance): boolean {
  return (
    g.inPlay(attacker) &&
    attacker.def.type === "character" &&
    attacker.owner === g.active &&
    !attacker.exerted &&
    (attacker.dry || hasKeyword(g, attacker, "rush")) &&
    !hasRestriction(g, attacker, "cantChallenge")
  );
}

/** An opposing card that can be challenged at all, with the facts the attacker-dependent checks need. */
export interface Defender {
  readonly card: CardInstance;
  readonly location: boolean;
  readonly evasive: boolean;
  readonly bodyguard: boolean;
}

/** Opposing cards of `p` that can be challenged by someone (not facedown, no "can't be challenged"). */
export function defenders(g: Engine, p: number): Defender[] {
  const out: Defender[] = [];
  for (const q of g.turnOrderFrom(p)) {
    if (q === p) continue;
    for (const c of g.player(q).play) {
      if (c.faceDown || (c.def.type !== "character" && c.def.type !== "location") || hasRestriction(g, c, "cantBeChallenged")) continue;
      const location = c.def.type === "location";
      out.push({ card: c, location, evasive: !location && hasKeyword(g, c, "evasive"), bodyguard: !location && hasKeyword(g, c, "bodyguard") });
    }
  }
  return out;
}

/**
 * Legal challenge targets with limitations: exerted, Evasive/Alert, Bodyguard, "can't be challenged" (4.6.4.3).
 * `pool`: the attacker's `defenders`, when computed once for several attackers.
 */
export function challengeTargets(g: Engine, attacker: CardInstance, pool: readonly Defender[] = defenders(g, attacker.owner)): CardInstance[] {
  if (pool.length === 0) return [];
  const evasiveOk = hasKeyword(g, attacker, "evasive") || hasKeyword(g, attacker, "alert");
  const readyOk = hasRestriction(g, attacker, "canChallengeReady");
  const barred = restrictionsOn(g, attacker, "cantChallengeTarget");
  const chars: Defender[] = [];
  const locations: CardInstance[] = [];
  let guarded = false;
  for (const d of pool) {
    if (d.location) locations.push(d.card);
    else if ((d.card.exerted || readyOk) && (evasiveOk || !d.evasive)) {
      chars.push(d);
      if (d.bodyguard) guarded = true;
    }
  }
  const out: CardInstance[] = [];
  for (const d of chars) if (!guarded || d.bodyguard) out.push(d.card);
  for (const l of locations) out.push(l);
  if (barred.length === 0) return out;
  // "[these characters] can't challenge [cards]" (4.6.4.3): the query is read from the restricting card.
  return out.filter((c) => !barred.some(({ restriction, source }) => matchQuery(g, restriction.target, c, source.ctx)));
}

/** The challenge turn action (4.6): Declaration step, GSC and bag, Damage step, GSC and bag. */
export function* challenge(g: Engine, attacker: CardInstance, defender: CardInstance): Proc<void> {
  if (g.logging) g.note("challenge", `${g.label(attacker)} challenges ${g.label(defender)}`, { rule: "4.6.4", player: attacker.owner, card: attacker });
  exert(g, [attacker]);
  const a = g.ref(attacker);
  const d = g.ref(defender);
  g.challenge = { attacker: a, defender: d };
  g.touch();
  raise(g, [
    { kind: "challenges", card: a, other: d },
    { kind: "challenged", card: d, other: a },
  ]);
  yield* resolveBag(g);
  if (!g.over && g.valid(a) && g.valid(d) && g.inPlay(attacker) && g.inPlay(defender)) {
    const dealt = Math.max(0, strength(g, attacker));
    const back = defender.def.type === "character" ? Math.max(0, strength(g, defender)) : 0;
    if (g.logging) g.note("challenge", `Challenge Damage: ${g.shortName(attacker)} deals ${dealt}, ${g.shortName(defender)} deals ${back}`, { rule: "4.6.6" });
    yield* applyDamage(g, [
      { target: defender, amount: dealt, mode: "deal", by: attacker, inChallenge: true },
      { target: attacker, amount: back, mode: "deal", by: defender, inChallenge: true },
    ]);
    yield* resolveBag(g);
  }
  g.challenge = null;
  g.statics = g.statics.filter((s) => s.duration.kind !== "thisChallenge");
  g.touchStructure();
}
