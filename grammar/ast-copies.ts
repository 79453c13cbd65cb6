/**
 * AST nodes built again with some fields changed, for the compiler stages that rewrite a node
 * before reading it ("this character" for "this character while here", `that` for a chosen
 * subject, a triggered ability without its gate).
 *
 * Each function writes its kind's properties in the order the parser writes them
 * (grammar/cst-to-ast.ts), so a copy has the parser's node layout: V8 gives objects built with the
 * same properties in the same order one hidden class, while a spread (`{ ...node, subject }`)
 * makes a class of its own. A property read that meets nodes of more than four classes becomes a
 * generic lookup at that site for every node after, so a few rare spread copies slowed the text
 * renderers' reads of every selector and statement (docs/text.md "Bench").
 * test/grammar/ast-copies.test.ts holds each copy's property order to the parser's nodes.
 */
import type { DoStatement, EventTrigger, FilterUse, FixedSelector, GeneralSelector, PredicateStatement, Range, Selector, TriggeredAbility, Args } from "./ast";

/** A fixed selector ("this character", `that`, `that player`): the parser's, the renderers' and the emitter's are built here. */
export function fixedSelector(id: string, args: Args, range: Range): FixedSelector {
  return { kind: "selector", form: "fixed", id, args, range };
}

/** A general selector with other prefix or postfix filters. */
export function generalSelectorWith(s: GeneralSelector, changes: { readonly prefixes?: readonly FilterUse[]; readonly postfixes?: readonly FilterUse[] }): GeneralSelector {
  return {
    kind: "selector",
    form: "general",
    determiner: s.determiner,
    prefixes: changes.prefixes ?? s.prefixes,
    classifications: s.classifications,
    classificationJoin: s.classificationJoin,
    noun: s.noun,
    plural: s.plural,
    postfixes: changes.postfixes ?? s.postfixes,
    range: s.range,
  };
}

/** A predicate step with another subject (or without its `may`); a `then` step stays one. */
export function predicateWith(s: PredicateStatement, changes: { readonly subject?: Selector; readonly may?: boolean }): PredicateStatement {
  const subject = changes.subject ?? s.subject;
  const may = changes.may ?? s.may;
  if (s.thenStep === true) return { kind: "predicate", may, subject, predicate: s.predicate, predicateRange: s.predicateRange, args: s.args, duration: s.duration, range: s.range, thenStep: true };
  return { kind: "predicate", may, subject, predicate: s.predicate, predicateRange: s.predicateRange, args: s.args, duration: s.duration, range: s.range };
}

/** A step with another acting player (and without its `may`); a `then` step stays one. */
export function doWith(s: DoStatement, changes: { readonly actor: Selector | null; readonly may?: boolean }): DoStatement {
  const may = changes.may ?? s.may;
  if (s.thenStep === true) return { kind: "do", may, actor: changes.actor, verb: s.verb, verbRange: s.verbRange, args: s.args, range: s.range, thenStep: true };
  return { kind: "do", may, actor: changes.actor, verb: s.verb, verbRange: s.verbRange, args: s.args, range: s.range };
}

/** An event trigger with another subject or opener. */
export function eventWith(t: EventTrigger, changes: { readonly subject?: Selector; readonly opener?: EventTrigger["opener"] }): EventTrigger {
  return { kind: "event", opener: changes.opener ?? t.opener, subject: changes.subject ?? t.subject, event: t.event, args: t.args, duringYourTurn: t.duringYourTurn, range: t.range };
}

/** A triggered ability without its gate, or without a "during … turn". */
export function triggeredWith(a: TriggeredAbility, changes: { readonly gate?: null; readonly duringYourTurn?: false; readonly duringOpponentsTurn?: false }): TriggeredAbility {
  return {
    kind: "triggered",
    name: a.name,
    triggers: a.triggers,
    joiner: a.joiner,
    duringYourTurn: changes.duringYourTurn ?? a.duringYourTurn,
    duringOpponentsTurn: changes.duringOpponentsTurn ?? a.duringOpponentsTurn,
    oncePerTurn: a.oncePerTurn,
    from: a.from,
    condition: a.condition,
    gate: changes.gate === null ? null : a.gate,
    body: a.body,
    range: a.range,
  };
}
