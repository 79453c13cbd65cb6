import { describe, expect, it } from "vitest";
import type { GeneralSelector } from "../../grammar/ast";
import { analyse, newAnalysisScope } from "../../compiler/text/realiser";
import { loadScriptedCards } from "../../compiler/text/conformance-cli";
import { renderCard } from "../../compiler/text/render-card";

// Within one rendering a selector is analysed once; a new rendering analyses it again (nothing a
// card's rendering computes is kept for the next one: docs/text.md "Bench").
/** Every general selector under a node, in document order. */
function generalSelectors(root: unknown): GeneralSelector[] {
  const out: GeneralSelector[] = [];
  const walk = (o: unknown): void => {
    if (Array.isArray(o)) for (const x of o) walk(x);
    else if (o !== null && typeof o === "object") {
      const r = o as Record<string, unknown>;
      if (r["kind"] === "selector" && r["form"] === "general") out.push(o as GeneralSelector);
      for (const v of Object.values(o)) walk(v);
    }
  };
  walk(root);
  return out;
}

describe("selector analyses last one rendering", () => {
  const selectors = generalSelectors(loadScriptedCards().slice(0, 80));

  it("is shared within a rendering and computed again in the next", () => {
    expect(selectors.length).toBeGreaterThan(20);
    for (const sel of selectors) {
      const first = analyse(sel);
      expect(analyse(sel)).toBe(first);
      newAnalysisScope();
      const again = analyse(sel);
      expect(again).not.toBe(first);
      expect(again).toEqual(first);
    }
  });

  it("renderCard starts a new rendering", () => {
    const card = loadScriptedCards().find((c) => c.abilities.some((a) => JSON.stringify(a).includes('"form":"general"')));
    if (card === undefined) throw new Error("no scripted card with a general selector");
    const sel = generalSelectors(card.abilities)[0];
    if (sel === undefined) throw new Error("no selector");
    renderCard(card, "en");
    const during = analyse(sel);
    renderCard(card, "en");
    expect(analyse(sel)).not.toBe(during);
    expect(analyse(sel)).toEqual(during);
  });
});
