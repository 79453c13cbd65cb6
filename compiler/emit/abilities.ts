/** Abilities (6.2–6.4) → `ability.triggered / activated / static({ … })`. */
import type { Ability, ActivatedAbility, Language, LocalizedText, Range, StaticAbility, Trigger, TriggeredAbility } from "../../grammar/ast";
import { languages } from "../../grammar/ast";
import { array, bool, call, num, object, str, type Code } from "./code";
import { conditionCode } from "./conditions";
import { EmitGap, slot, type EmitScope, type ThatFallback } from "./context";
import { cardQuery, cardSelector } from "./selectors";
import { costMappings } from "./mappings/costs";
import { eventMappings } from "./mappings/events";
import { staticStatementCode, statementsCode } from "./statements";

/** The languages a name may be given in besides English. */
export const otherLanguages = languages.filter((l): l is Exclude<Language, "en"> => l !== "en");

/** `name` and `names` (the name in each other language given) of an ability. */
function nameFields(name: LocalizedText | null): Record<string, Code | undefined> {
  if (name === null) return {};
  const names: Record<string, Code | undefined> = {};
  for (const lang of otherLanguages) {
    const text = name.translations[lang];
    if (text !== undefined) names[lang] = str(text);
  }
  return { name: str(name.en), names: Object.keys(names).length === 0 ? undefined : object(names) };
}

/** `source: { file, line, column }`, echoed by the runtime's log. */
export function sourceCode(node: { readonly range: Range }, scope: EmitScope): Code {
  return object({ file: str(scope.file), line: num(node.range.start.line), column: num(node.range.start.column) });
}

const phasePlayers: Readonly<Record<string, string>> = { your: "you", opponents: "opponent", each: "any" };

function triggerCode(t: Trigger, scope: EmitScope): Code {
  if (t.kind === "phase") {
    const builder = t.moment === "start" ? "trigger.atStartOfTurn" : "trigger.atEndOfTurn";
    const whose = phasePlayers[t.whose];
    if (whose === undefined) throw new EmitGap(t.range, `unknown turn owner '${t.whose}'`);
    return whose === "you" ? call(builder) : call(builder, str(whose));
  }
  const mapping = eventMappings[t.event];
  if (mapping === undefined) throw new EmitGap(t.range, `event '${t.event}' has no emitter mapping`);
  const builder = t.opener === "when" ? "trigger.when" : "trigger.whenever";
  return t.duringYourTurn ? call(builder, mapping(t, scope), call("condition.yourTurn")) : call(builder, mapping(t, scope));
}

/** What a bare `that` means in the effect: the trigger's card, or the other card of its event. */
function thatFallback(triggers: readonly Trigger[]): ThatFallback {
  const meanings = new Set<ThatFallback>();
  for (const t of triggers) {
    if (t.kind !== "event") continue;
    const aboutThisOrYou = t.subject.form === "fixed" && (t.subject.id === "this" || t.subject.id === "you");
    if (t.event === "play" || !aboutThisOrYou) meanings.add("event-card");
    else if (Object.values(t.args).some((v) => v.kind === "selector")) meanings.add("event-other-card");
  }
  const [only] = meanings;
  return meanings.size === 1 && only !== undefined ? only : null;
}

/**
 * "Whenever [cards] would be dealt damage, put that damage on [target] instead" is a
 * replacement effect (6.5), not a triggered ability.
 */
function asReplacement(a: TriggeredAbility, scope: EmitScope): Code | undefined {
  const [t, ...moreTriggers] = a.triggers;
  const [s, ...moreStatements] = a.body.statements;
  if (t?.kind !== "event" || t.event !== "would-be-dealt-damage") return undefined;
  if (moreTriggers.length > 0 || moreStatements.length > 0 || s?.kind !== "do" || s.verb !== "put-damage-instead" || s.may) {
    throw new EmitGap(a.range, "a 'would be dealt damage' ability must have that one trigger and 'put that damage on … instead' as its whole effect");
  }
  if (a.duringYourTurn || a.duringOpponentsTurn || a.oncePerTurn || a.from !== null || a.gate !== null) throw new EmitGap(a.range, "the runtime's replacement abilities take no turn, once-per-turn or zone gate");
  const to = cardSelector(slot(s.args, "target", "selector", s.range), scope);
  return call(
    "ability.replacement",
    object({
      ...nameFields(a.name),
      source: sourceCode(a, scope),
      replaces: call(
        "replacement.spec",
        call("replacement.damageDealt"),
        cardQuery(t.subject, scope).toCode(),
        call("replacement.redirectDamage", to),
      ),
      condition: a.condition === null ? undefined : conditionCode(a.condition, scope),
    }),
  );
}

/** "During your turn" and a written trigger condition both gate the trigger when the event happens (6.1.13.6). */
function gateCode(a: TriggeredAbility, scope: EmitScope): Code | undefined {
  const written = a.gate === null ? undefined : conditionCode(a.gate.condition, scope);
  if (!a.duringYourTurn && !a.duringOpponentsTurn) return written;
  const turn = call(a.duringYourTurn ? "condition.yourTurn" : "condition.opponentsTurn");
  return written === undefined ? turn : call("condition.and", turn, written);
}

function triggered(a: TriggeredAbility, scope: EmitScope): Code {
  const replacement = asReplacement(a, scope);
  if (replacement !== undefined) return replacement;
  const triggers = a.triggers.map((t) => triggerCode(t, scope));
  const [first] = triggers;
  if (first === undefined) throw new EmitGap(a.range, "a triggered ability needs a trigger");
  const events = a.triggers.flatMap((t) => (t.kind === "event" ? [t.event] : []));
  const inner: EmitScope = { ...scope, thatFallback: thatFallback(a.triggers), events };
  return call(
    "ability.triggered",
    object({
      ...nameFields(a.name),
      source: sourceCode(a, scope),
      trigger: triggers.length === 1 ? first : call("trigger.anyOf", ...triggers),
      gate: gateCode(a, inner),
      condition: a.condition === null ? undefined : conditionCode(a.condition, inner),
      oncePerTurn: a.oncePerTurn ? bool(true) : undefined,
      zones: a.from === null ? undefined : array([str(a.from)]),
      effect: statementsCode(a.body.statements, inner),
    }),
  );
}

function activated(a: ActivatedAbility, scope: EmitScope): Code {
  const costs = a.costs.map((c) => {
    const mapping = costMappings[c.id];
    if (mapping === undefined) throw new EmitGap(c.range, `cost '${c.id}' has no emitter mapping`);
    return mapping(c, scope);
  });
  return call(
    "ability.activated",
    object({
      ...nameFields(a.name),
      source: sourceCode(a, scope),
      costs: array(costs),
      effect: statementsCode(a.body.statements, scope),
      oncePerTurn: a.oncePerTurn ? bool(true) : undefined,
    }),
  );
}

function staticCondition(a: StaticAbility, scope: EmitScope): Code | undefined {
  const c = a.condition;
  if (c === null) return undefined;
  switch (c.mode) {
    case "during-your-turn":
    case "during-opponents-turn": {
      const turn = call(c.mode === "during-your-turn" ? "condition.yourTurn" : "condition.opponentsTurn");
      return c.condition === null ? turn : call("condition.and", turn, conditionCode(c.condition, scope));
    }
    case "while":
    case "if":
    case "unless": {
      if (c.condition === null) throw new EmitGap(c.range, `'${c.mode}' needs a condition`);
      const inner = conditionCode(c.condition, scope);
      return c.mode === "unless" ? call("condition.unless", inner) : inner;
    }
  }
}

/** A static ability: one runtime ability per statement, sharing the name and condition. */
function statics(a: StaticAbility, scope: EmitScope): Code[] {
  const condition = staticCondition(a, scope);
  return a.statements.map((s) =>
    call(
      "ability.static",
      object({
        ...nameFields(a.name),
        source: sourceCode(a.statements.length === 1 ? a : s, scope),
        condition,
        effect: staticStatementCode(s, scope),
      }),
    ),
  );
}

/** Every runtime ability one written ability becomes. */
export function abilitiesCode(a: Ability, scope: EmitScope): Code[] {
  switch (a.kind) {
    case "triggered":
      return [triggered(a, scope)];
    case "activated":
      return [activated(a, scope)];
    case "static":
      return statics(a, scope);
  }
}

/** A single ability, for "gains ability { … }". */
export function abilityCode(a: Ability, scope: EmitScope): Code {
  const [only, ...more] = abilitiesCode(a, { ...scope, bound: new Map(), that: null, thatFallback: null, events: [], inStatic: false });
  if (only === undefined || more.length > 0) throw new EmitGap(a.range, "a granted static ability must state exactly one thing");
  return only;
}

/**
 * A floating triggered ability created by an effect (6.2.7.1): it keeps the effect's `that` (the card bound before
 * it, e.g. "whenever they challenge … this turn"), which the runtime captures when the ability is created.
 */
export function floatingAbilityCode(a: Ability, scope: EmitScope): Code {
  if (a.kind !== "triggered") throw new EmitGap(a.range, "a floating ability is a triggered ability ('floating { triggered whenever … { … } } this turn')");
  if (a.name !== null || a.oncePerTurn || a.from !== null) throw new EmitGap(a.range, "a floating ability has no name, no 'once per turn' and no zone");
  return triggered(a, { ...scope, bound: new Map(), thatFallback: null, events: [], inStatic: false });
}
