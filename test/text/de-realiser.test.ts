import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadScriptedCards } from "../../compiler/text/conformance-cli";
import { DeutschRealiser, verbBeforeSubject } from "../../compiler/text/de/realiser";
import { lexicons } from "../../compiler/text/lexicons";
import { Realiser, type Ctx } from "../../compiler/text/realiser";
import type { Card, PredicateStatement } from "../../grammar/ast";

// Pieces of predicate templates: the subject slot, words, spaces, other slots.
const piece = fc.constantFrom("{subject}", "{subject} ", " ", "  ", "kann", "erhält", "{duration}", "nicht", "{S}", "\n", "ä", "");
const template = fc.array(piece, { maxLength: 8 }).map((ps) => ps.join(""));

describe("German verb second", () => {
  it("a text not opening with '{subject} ' is left as it is (the test `form` makes before looking for the form a text came from)", () => {
    fc.assert(
      fc.property(template, (t) => t.startsWith("{subject} ") || verbBeforeSubject(t) === t),
      { numRuns: 20000, seed: 61 },
    );
  });
  it("moves the verb of a text opening with '{subject} '", () => {
    expect(verbBeforeSubject("{subject} kann nicht erkunden")).toBe("kann {subject} nicht erkunden");
  });
});

/** Every predicate statement of the scripted cards, with its card (for a context). */
function predicateStatements(): { card: Card; s: PredicateStatement }[] {
  const out: { card: Card; s: PredicateStatement }[] = [];
  const walk = (card: Card, node: unknown): void => {
    if (Array.isArray(node)) for (const n of node) walk(card, n);
    else if (typeof node === "object" && node !== null) {
      if ("kind" in node && node.kind === "predicate" && "predicate" in node) out.push({ card, s: node as PredicateStatement });
      for (const v of Object.values(node)) walk(card, v);
    }
  };
  for (const card of loadScriptedCards()) walk(card, card.abilities);
  return out;
}

/** The shared `mergedPredicates` on the German lexicon, its noun phrases stubbed (its verdict reads none of them). */
class SharedMerge extends Realiser {
  np(): string {
    return "x";
  }
  pronoun(): string {
    return "x";
  }
  count(): string {
    return "x";
  }
  hasObj(predicate: string, ctx: Ctx): boolean {
    return this.hasForm("predicates", predicate, "obj", ctx);
  }
  merges(s: PredicateStatement, next: PredicateStatement, ctx: Ctx): boolean {
    return this.mergedPredicates(s, next, ctx) !== null;
  }
  canMerge(s: PredicateStatement, next: PredicateStatement, ctx: Ctx): boolean {
    return this.canMergePredicates(s, next, ctx);
  }
}

describe("German merged grants", () => {
  it("`canMergePredicates` decides as mergedPredicates does, without rendering (statements of the cards, recombined)", () => {
    const german = new DeutschRealiser(lexicons.de);
    const shared = new SharedMerge(lexicons.de);
    const all = predicateStatements();
    const objIds = Object.keys(lexicons.de.predicates).filter((id) => { const f = lexicons.de.predicates[id]; return typeof f === "object" && Object.keys(f).some((k) => k === "obj" || k.startsWith("obj@")); });
    const grants = all.filter(({ s }) => objIds.includes(s.predicate));
    const subjects = all.map(({ s }) => s.subject);
    const durations = [null, ...all.map(({ s }) => s.duration)];
    const statement = fc.record({
      base: fc.constantFrom(...grants, ...all.slice(0, 40)),
      predicate: fc.option(fc.constantFrom(...objIds), { nil: undefined }),
      subject: fc.option(fc.constantFrom(...subjects), { nil: undefined }),
      duration: fc.option(fc.constantFrom(...durations), { nil: undefined }),
    }).map(({ base, predicate, subject, duration }) => ({ card: base.card, s: { ...base.s, predicate: predicate ?? base.s.predicate, subject: subject ?? base.s.subject, duration: duration === undefined ? base.s.duration : duration } }));
    fc.assert(
      fc.property(statement, statement, fc.integer({ min: 1, max: 11 }), fc.boolean(), (a, b, set, inStatic) => {
        const ctx = (): Ctx => ({ ...german.newCtx(a.card), set, inStatic });
        fc.pre(shared.hasObj(a.s.predicate, ctx()) && shared.hasObj(b.s.predicate, ctx()));
        return shared.canMerge(a.s, b.s, ctx()) === shared.merges(a.s, b.s, ctx());
      }),
      { numRuns: 5000, seed: 71 },
    );
  });
});
