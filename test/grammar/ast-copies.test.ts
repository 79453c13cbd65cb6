import { describe, expect, it } from "vitest";
import type { DoStatement, EventTrigger, GeneralSelector, PredicateStatement, TriggeredAbility } from "../../grammar/ast";
import { doWith, eventWith, fixedSelector, generalSelectorWith, predicateWith, triggeredWith } from "../../grammar/ast-copies";
import { loadScriptedCards } from "../../compiler/text/conformance-cli";

// The copies the compiler makes of AST nodes have the parser's properties in the parser's order
// (so V8 gives them the parser nodes' hidden class, grammar/ast-copies.ts), and the same values
// but for the fields changed. Held on every node of those kinds in the scripted cards.
describe("AST copies keep the parser's node layout", () => {
  const nodes: object[] = [];
  const seen = new Set<object>();
  const walk = (o: unknown): void => {
    if (Array.isArray(o)) for (const x of o) walk(x);
    else if (o !== null && typeof o === "object" && !seen.has(o)) {
      seen.add(o);
      nodes.push(o);
      for (const v of Object.values(o)) walk(v);
    }
  };
  walk(loadScriptedCards());
  const ofKind = <T>(test: (o: Record<string, unknown>) => boolean): T[] => nodes.filter((o) => test(o as Record<string, unknown>)) as T[];
  const sameLayout = (copy: object, original: object): void => {
    expect(Object.keys(copy)).toEqual(Object.keys(original));
  };

  it("general selectors, unchanged and with other filters", () => {
    const all = ofKind<GeneralSelector>((o) => o["kind"] === "selector" && o["form"] === "general");
    expect(all.length).toBeGreaterThan(500);
    for (const s of all) {
      sameLayout(generalSelectorWith(s, {}), s);
      expect(generalSelectorWith(s, {})).toEqual(s);
      const changed = generalSelectorWith(s, { postfixes: [], prefixes: [] });
      sameLayout(changed, s);
      expect(changed).toEqual({ ...s, postfixes: [], prefixes: [] });
    }
  });

  it("fixed selectors as the parser builds them", () => {
    const all = ofKind<{ id: string; args: Record<string, never>; range: GeneralSelector["range"] }>((o) => o["kind"] === "selector" && o["form"] === "fixed");
    expect(all.length).toBeGreaterThan(500);
    for (const s of all) sameLayout(fixedSelector(s.id, s.args, s.range), s);
  });

  it("predicate and do steps, `then` steps included", () => {
    const preds = ofKind<PredicateStatement>((o) => o["kind"] === "predicate" && "predicateRange" in o);
    const dos = ofKind<DoStatement>((o) => o["kind"] === "do" && "verbRange" in o);
    expect(preds.length).toBeGreaterThan(200);
    expect(dos.length).toBeGreaterThan(300);
    expect([...preds, ...dos].some((s) => s.thenStep === true)).toBe(true);
    for (const s of preds) {
      sameLayout(predicateWith(s, {}), s);
      expect(predicateWith(s, {})).toEqual(s);
      expect(predicateWith(s, { may: !s.may })).toEqual({ ...s, may: !s.may });
    }
    for (const s of dos) {
      sameLayout(doWith(s, { actor: null }), s);
      expect(doWith(s, { actor: s.actor })).toEqual(s);
      sameLayout(doWith(s, { actor: s.actor, may: !s.may }), s);
      expect(doWith(s, { actor: s.actor, may: !s.may })).toEqual({ ...s, may: !s.may });
    }
  });

  it("event triggers and triggered abilities", () => {
    const events = ofKind<EventTrigger>((o) => o["kind"] === "event" && "opener" in o);
    const abilities = ofKind<TriggeredAbility>((o) => o["kind"] === "triggered");
    expect(events.length).toBeGreaterThan(200);
    expect(abilities.length).toBeGreaterThan(200);
    for (const t of events) {
      sameLayout(eventWith(t, {}), t);
      expect(eventWith(t, { opener: "when" })).toEqual({ ...t, opener: "when" });
    }
    for (const a of abilities) {
      sameLayout(triggeredWith(a, {}), a);
      expect(triggeredWith(a, {})).toEqual(a);
      expect(triggeredWith(a, { gate: null, duringYourTurn: false })).toEqual({ ...a, gate: null, duringYourTurn: false });
    }
  });
});
