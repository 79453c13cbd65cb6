/**
 * The binder: resolves references inside one ability. `that` needs an earlier step or
 * the trigger to have bound something; `those`/`rest` need cards looked at; `named`
 * needs `name card` before it (6.1.10–6.1.11).
 */
import type * as A from "../grammar/ast";
import type { Diagnostic } from "../grammar/diagnostic";
import { effects } from "../grammar/vocabulary";
import { amountChoice, argValues, childBlocks, collectArgSelectors, collectSelectors } from "./walk";

interface Scope {
  that: boolean;
  those: boolean;
  named: boolean;
  /** The activated ability's cost discards a card ("the discarded character"). */
  discarded: boolean;
  /** The activated ability's cost banishes another card ("the banished character"). */
  banished: boolean;
}

const isThis = (v: A.SlotValue | undefined): boolean => v !== undefined && v.kind === "selector" && v.form === "fixed" && v.id === "this";

export function bindAbility(card: A.Card, ability: A.Ability | null, statements: readonly A.Statement[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const scope: Scope = { that: false, those: false, named: false, discarded: false, banished: false };
  if (ability?.kind === "activated") {
    scope.discarded = ability.costs.some((c) => c.id === "discard");
    scope.banished = ability.costs.some((c) => c.id === "banish" && !isThis(c.args["target"]));
  }
  if (ability?.kind === "triggered") {
    // A trigger about another card binds it as `that` ("that character").
    scope.that = ability.triggers.some((t) => t.kind === "event" && !(t.subject.form === "fixed" && (t.subject.id === "this" || t.subject.id === "you")));
    scope.that ||= ability.triggers.some(
      (t) => t.kind === "event" && argValues(t.args).some((v) => v.kind === "selector" && !(v.form === "fixed" && v.id === "this")),
    );
  }
  void card;
  bindStatements(statements, scope, out);
  return out;
}

function bindStatements(statements: readonly A.Statement[], scope: Scope, out: Diagnostic[]): void {
  for (const s of statements) {
    const uses = statementSelectors(s);
    // "Chosen character gets +1 {S} for each 1 damage on them": inside a predicate, `that` may be its own (chosen) subject.
    const own = s.kind === "predicate" && s.subject.form === "general" ? { ...scope, that: true } : scope;
    for (const sel of uses) checkReference(sel, sel === uses[0] ? scope : own, out);
    for (const block of childBlocks(s)) bindStatements(block, scope, out);
    if (s.kind === "do") {
      const entry = effects.get(s.verb);
      // A verb that binds what it acts on, or an amount read from a chosen card ("… equal to the damage on chosen character").
      if (entry?.binds || amountChoice(s.args) !== undefined) scope.that = true;
      if (s.verb === "look-at-top" || s.verb === "reveal") scope.those = true;
      if (s.verb === "name-card") scope.named = true;
    } else if (s.kind === "predicate") {
      scope.that = true;
    }
  }
}

function statementSelectors(s: A.Statement): A.Selector[] {
  const out: A.Selector[] = [];
  switch (s.kind) {
    case "do":
      if (s.actor) out.push(s.actor);
      collectArgSelectors(s.args, out);
      break;
    case "predicate":
      out.push(s.subject);
      collectArgSelectors(s.args, out);
      if (s.duration) collectSelectors(s.duration, out);
      break;
    case "if":
    case "instead":
      collectSelectors(s.condition, out);
      break;
    default:
      break;
  }
  return out;
}

/** What each reference selector needs bound before it, and the message when it is not. */
const referenceNeeds: Readonly<Record<string, { bound: keyof Scope; message: string }>> = {
  that: { bound: "that", message: "'that' refers to a card chosen or affected by an earlier step (or the trigger's card), but nothing is bound here yet." },
  those: { bound: "those", message: "'those' refers to cards looked at or revealed earlier in this ability, but there are none yet." },
  rest: { bound: "those", message: "'rest' means the looked-at cards not moved yet; write 'look at top N of deck' first." },
  "named-card": { bound: "named", message: "'named' refers to the card named earlier; write 'name card' first." },
  "discarded-character": { bound: "discarded", message: "'discarded character' is the card discarded to pay this ability's cost; write it in an activated ability whose cost discards a card." },
  "banished-character": { bound: "banished", message: "'banished character' is the card banished to pay this ability's cost; write it in an activated ability whose cost banishes another card." },
};

function checkReference(sel: A.Selector, scope: Scope, out: Diagnostic[]): void {
  if (sel.form !== "fixed") return;
  const rule = referenceNeeds[sel.id];
  if (rule && !scope[rule.bound]) out.push({ code: "GRM370", severity: "error", message: rule.message, range: sel.range });
}
