/**
 * Predicate vocabulary ids → runtime builders, in the two places a predicate appears:
 * an effect with a duration (`effect.modifyStat(…, duration.thisTurn())`) and a static
 * ability (`staticEffect.modifyStat(…)`, 6.4).
 */
import type { PredicateStatement } from "../../../grammar/ast";
import { array, bool, call, num, object, str, type Code } from "../code";
import { EmitGap, choiceOf, flag, optionalSlot, slot, type EmitScope } from "../context";
import { abilityCode } from "../abilities";
import { amountArg, amountCode, cardQuery, cardSelector, damageOn, keywordCode, playerSelector } from "../selectors";
import { keywordMappings } from "./keywords";
import { restrictionMappings, type RestrictionMapping } from "./restrictions";

export interface PredicateMapping {
  /** As an effect lasting `duration`; absent when the predicate cannot be created by an effect. */
  readonly effect?: (use: PredicateStatement, scope: EmitScope, duration: Code) => Code;
  /** As a static ability's effect; absent when it cannot hold continuously. */
  readonly static?: (use: PredicateStatement, scope: EmitScope) => Code;
  /** The duration the predicate's own words state (`… at the start of their next turn`), when no duration is written. */
  readonly impliedDuration?: (use: PredicateStatement) => Code | null;
}

const subject = (use: PredicateStatement, scope: EmitScope): Code => cardSelector(use.subject, scope);

/** "+N strength [for each …]": a number, or a count times N. */
function statAmount(use: PredicateStatement, scope: EmitScope, asAmount: boolean): Code {
  const delta = slot(use.args, "delta", "signed", use.range).value;
  const per = optionalSlot(use.args, "per", "per", use.range);
  if (per !== undefined && per.counts === "damage") return damageOn(per.selector, delta, scope);
  if (per !== undefined) {
    const query = cardQuery(per.selector, scope).toCode();
    return delta === 1 ? call("amount.forEach", query) : call("amount.forEach", query, num(delta));
  }
  return asAmount ? call("amount.constant", num(delta)) : num(delta);
}

/** "gains Resist +1 for each …": the count the keyword's value is multiplied by, or null. */
function keywordTimes(use: PredicateStatement, scope: EmitScope): Code | null {
  const per = optionalSlot(use.args, "per", "per", use.range);
  if (per === undefined) return null;
  if (per.counts === "damage") return damageOn(per.selector, 1, scope);
  return call("amount.forEach", cardQuery(per.selector, scope).toCode());
}

/** "while challenging a location": the query the challenged card must match (4.6). */
const challengingLocation: Code = object({ kind: str("location") });

function modifiableStat(use: PredicateStatement): Code {
  const stat = slot(use.args, "stat", "stat", use.range);
  if (stat.stat === "move-cost") throw new EmitGap(stat.range, "a move cost cannot be modified (5.6.5)");
  return str(stat.stat);
}

function restrictionOf(use: PredicateStatement, scope: EmitScope): { readonly subject: RestrictionMapping["subject"]; readonly code: Code } {
  const r = slot(use.args, "restriction", "restriction", use.range);
  const mapping = restrictionMappings[r.id];
  if (mapping === undefined) throw new EmitGap(r.range, `restriction '${r.id}' has no emitter mapping`);
  return { subject: mapping.subject, code: mapping.emit(r, scope) };
}

/** "can't ready at the start of their next turn / your turn [unless at a location]" (3.2.1.1). */
function noReadyAtStart(use: PredicateStatement, expected: "next" | "yours"): Code {
  const turn = choiceOf(use.args, "readyTurn", use.range);
  if (turn !== expected) {
    throw new EmitGap(use.predicateRange, expected === "next" ? "an effect says 'their next turn'; 'your turn' belongs to a static ability" : "a static ability says 'your turn'; 'their next turn' belongs to an effect");
  }
  return flag(use.args, "unlessAtLocation", use.range) ? call("restriction.cantReadyAtStart", bool(true)) : call("restriction.cantReadyAtStart");
}

function keywordKind(use: PredicateStatement): Code {
  const kw = slot(use.args, "keyword", "keyword", use.range);
  const mapping = keywordMappings[kw.id];
  if (mapping === undefined) throw new EmitGap(kw.range, `keyword '${kw.id}' has no emitter mapping`);
  return str(mapping.kind);
}

const isYou = (use: PredicateStatement): boolean => use.subject.form === "fixed" && use.subject.id === "you";

export const predicateMappings: Readonly<Record<string, PredicateMapping>> = {
  "gets-stat": {
    effect: (use, scope, d) => {
      const args = [subject(use, scope), modifiableStat(use), statAmount(use, scope, false), d];
      return flag(use.args, "challengingLocation", use.range) ? call("effect.modifyStat", ...args, str("applied"), challengingLocation) : call("effect.modifyStat", ...args);
    },
    static: (use, scope) => {
      const args = [subject(use, scope), modifiableStat(use), statAmount(use, scope, true)];
      return flag(use.args, "challengingLocation", use.range) ? call("staticEffect.modifyStat", ...args, challengingLocation) : call("staticEffect.modifyStat", ...args);
    },
  },
  "gets-stat-amount": {
    effect: (use, scope, d) => call("effect.modifyStat", subject(use, scope), modifiableStat(use), amountCode(slot(use.args, "amount", "amount", use.range), scope), d),
    static: (use, scope) => call("staticEffect.modifyStat", subject(use, scope), modifiableStat(use), amountCode(slot(use.args, "amount", "amount", use.range), scope)),
  },
  "gains-keyword": {
    effect: (use, scope, d) => {
      const times = keywordTimes(use, scope);
      const args = [subject(use, scope), keywordCode(slot(use.args, "keyword", "keyword", use.range), scope), d];
      return times === null ? call("effect.grantKeyword", ...args) : call("effect.grantKeyword", ...args, str("applied"), times);
    },
    static: (use, scope) => {
      const times = keywordTimes(use, scope);
      const args = [subject(use, scope), keywordCode(slot(use.args, "keyword", "keyword", use.range), scope)];
      return times === null ? call("staticEffect.grantKeyword", ...args) : call("staticEffect.grantKeyword", ...args, times);
    },
  },
  "gains-ability": {
    effect: (use, scope, d) => call("effect.grantAbility", subject(use, scope), abilityCode(slot(use.args, "ability", "ability", use.range).ability, scope), d),
    static: (use, scope) => call("staticEffect.grantAbility", subject(use, scope), abilityCode(slot(use.args, "ability", "ability", use.range).ability, scope)),
  },
  cant: {
    effect: (use, scope, d) => {
      const r = restrictionOf(use, scope);
      return r.subject === "card"
        ? call("effect.restrict", subject(use, scope), r.code, d)
        : call("effect.restrictPlayer", playerSelector(use.subject, scope), r.code, d);
    },
    static: (use, scope) => {
      const r = restrictionOf(use, scope);
      return r.subject === "card"
        ? call("staticEffect.restrict", subject(use, scope), r.code)
        : call("staticEffect.playerRestrict", playerSelector(use.subject, scope), r.code);
    },
  },
  "no-ready-at-start": {
    effect: (use, scope, d) => call("effect.restrict", subject(use, scope), noReadyAtStart(use, "next"), d),
    static: (use, scope) => call("staticEffect.restrict", subject(use, scope), noReadyAtStart(use, "yours")),
    // The restriction lasts through the affected character's next turn, whose Ready step it acts in.
    impliedDuration: () => call("duration.duringTheirNextTurn"),
  },
  "can-challenge-ready": {
    effect: (use, scope, d) => call("effect.restrict", subject(use, scope), call("restriction.canChallengeReady"), d),
    static: (use, scope) => call("staticEffect.restrict", subject(use, scope), call("restriction.canChallengeReady")),
  },
  "no-challenge-damage": {
    effect: (use, scope, d) => call("effect.restrict", subject(use, scope), call("restriction.noChallengeDamage"), d),
    static: (use, scope) => {
      if (choiceOf(use.args, "challengeScope", use.range) === "this") throw new EmitGap(use.predicateRange, "'this challenge' needs a trigger of that challenge");
      return call("staticEffect.restrict", subject(use, scope), call("restriction.noChallengeDamage"));
    },
    // "takes no damage from the challenge", in a trigger of that challenge: until the challenge ends.
    impliedDuration: (use) => (choiceOf(use.args, "challengeScope", use.range) === "this" ? call("duration.thisChallenge") : null),
  },
  "loses-keyword": {
    effect: (use, scope, d) => call("effect.createStatic", call("staticEffect.loseKeyword", subject(use, scope), keywordKind(use)), d, str("continuous")),
    static: (use, scope) => call("staticEffect.loseKeyword", subject(use, scope), keywordKind(use)),
  },
  "loses-keyword-for-good": {
    static: (use, scope) => call("staticEffect.loseKeyword", subject(use, scope), keywordKind(use)),
  },
  "counts-as-inkable": {
    static: (use, scope) => call("staticEffect.countsAsInkable", cardQuery(use.subject, scope).toCode()),
  },
  "sing-cost": {
    static: (use, scope) => call("staticEffect.singCostBonus", subject(use, scope), num(slot(use.args, "delta", "signed", use.range).value)),
  },
  "enters-exerted": {
    static: (use, scope) => call("staticEffect.entersPlayExerted", cardQuery(use.subject, scope).toCode()),
  },
  "extra-ink": {
    effect: (use, scope, d) => call("effect.createStatic", call("staticEffect.additionalInk", playerSelector(use.subject, scope)), d),
    static: (use, scope) => call("staticEffect.additionalInk", playerSelector(use.subject, scope)),
  },
  "enters-with-damage": {
    static: (use, scope) =>
      call("staticEffect.entersPlayWithDamage", cardQuery(use.subject, scope).toCode(), call("amount.constant", num(slot(use.args, "amount", "number", use.range).value))),
  },
  "pays-less-next": {
    effect: (use, scope, d) => {
      if (!isYou(use)) throw new EmitGap(use.subject.range, "the runtime's cost reductions apply to the ability's controller only");
      const amount = amountArg(slot(use.args, "amount", "amount", use.range), scope);
      return call("effect.nextCostReduction", cardQuery(slot(use.args, "what", "selector", use.range), scope).toCode(), amount, d);
    },
  },
  "deck-copies": {
    static: (use) => call("staticEffect.deckLimit", num(slot(use.args, "count", "number", use.range).value)),
  },
  "deck-copies-any": {
    static: () => call("staticEffect.anyNumberOfCopies"),
  },
  "can-use-ability-free": {
    static: (use, scope) => call("staticEffect.useAbilityForFree", playerSelector(use.subject, scope), str(slot(use.args, "ability", "string", use.range).value)),
  },
  "shift-any-name": {
    static: (use, scope) => (use.subject.form === "fixed" && use.subject.id === "this" ? call("staticEffect.shiftAnyName") : call("staticEffect.shiftAnyName", subject(use, scope))),
  },
  "counts-as-named": {
    static: (use, scope) => {
      const names = array(["first", "second"].map((n) => str(slot(use.args, n, "string", use.range).value)));
      const self = use.subject.form === "fixed" && use.subject.id === "this";
      return self ? call("staticEffect.extraNames", names) : call("staticEffect.extraNames", names, subject(use, scope));
    },
  },
  "can-play-free": {
    static: (use, scope) =>
      call("staticEffect.playForFree", playerSelector(use.subject, scope), cardQuery(slot(use.args, "what", "selector", use.range), scope).toCode()),
  },
  "prevent-next-damage": {
    effect: (use, scope, d) =>
      call("effect.createReplacement", subject(use, scope), call("replacement.damageDealt"), call("replacement.prevent"), d),
  },
  "moves-free": {
    static: (use, scope) => call("staticEffect.moveForFree", subject(use, scope), cardQuery(slot(use.args, "location", "selector", use.range), scope).toCode()),
  },
  "pays-less-to-move": {
    static: (use, scope) => {
      if (!isYou(use)) throw new EmitGap(use.subject.range, "the runtime's move-cost reductions apply to the ability's controller only");
      const characters = cardQuery(slot(use.args, "what", "selector", use.range), scope).toCode();
      const location = cardQuery(slot(use.args, "location", "selector", use.range), scope).toCode();
      return call("staticEffect.moveCostReduction", characters, location, call("amount.constant", num(slot(use.args, "amount", "number", use.range).value)));
    },
  },
  "pays-less": {
    static: (use, scope) => {
      if (!isYou(use)) throw new EmitGap(use.subject.range, "the runtime's cost reductions apply to the ability's controller only");
      const what = slot(use.args, "what", "selector", use.range);
      const amount = amountCode(slot(use.args, "amount", "amount", use.range), scope);
      const cards = cardQuery(what, scope).toCode();
      // "you pay 1 less to play this" works from hand (self-referential, 4.3.6).
      return what.form === "fixed" && what.id === "this"
        ? call("staticEffect.costReduction", cards, amount, bool(true))
        : call("staticEffect.costReduction", cards, amount);
    },
  },
};
