import { describe, expect, it, vi } from "vitest";
import type { Ability, Card } from "../../grammar/ast";
import type { Lexicon } from "../../compiler/text/types";
import { loadScriptedCards } from "../../compiler/text/conformance-cli";
import { renderCard } from "../../compiler/text/render-card";

// renderCard with an English lexicon that lacks the Evasive keyword and the "draw" effect: the
// sections needing them print a visible marker, the rest of the card still renders.
vi.mock("../../compiler/text/lexicons", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../compiler/text/lexicons")>();
  const en: Lexicon = JSON.parse(JSON.stringify(actual.lexicons.en));
  const keywords: Record<string, unknown> = en.keywords;
  const effects: Record<string, unknown> = en.effects;
  delete keywords["evasive"];
  delete effects["draw"];
  return { ...actual, lexicons: { ...actual.lexicons, en } };
});

function verbs(a: Ability): string[] {
  const out: string[] = [];
  JSON.stringify(a, (k, v: unknown) => {
    if (k === "verb" && typeof v === "string") out.push(v);
    return v;
  });
  return out;
}

describe("a missing template", () => {
  const cards: readonly Card[] = loadScriptedCards();
  const card = cards.find((c) => c.keywords.some((k) => k.id === "evasive") && c.abilities.some((a) => verbs(a).includes("draw")));

  it("prints a marker in the sections that need it and renders the others", () => {
    if (card === undefined) throw new Error("no scripted card with Evasive and an ability that draws");
    const r = renderCard(card, "en");
    const keyword = r.abilities.find((s) => s.kind === "keyword" && s.text.includes("evasive"));
    expect(keyword?.text).toBe('⟦en: no keyword "evasive"⟧');
    card.abilities.forEach((a, i) => {
      const section = r.abilities.filter((s) => s.kind !== "keyword" && s.kind !== "song-reminder")[i];
      if (verbs(a).includes("draw")) expect(section?.text).toContain('no effects template for "draw"');
      else expect(section?.text ?? "").not.toContain("⟦");
    });
  });

  it("leaves the other languages alone", () => {
    if (card === undefined) throw new Error("no scripted card with Evasive and an ability that draws");
    expect(renderCard(card, "fr").fullText).not.toContain("⟦");
  });
});
