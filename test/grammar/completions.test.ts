/** Completion, hover and outline tests with `<|>` cursor markers. */
import { describe, expect, it } from "vitest";
import { complete, hover, outline } from "../../compiler/services";
import { cursor } from "../support/markers";

function labels(marked: string): string[] {
  const { text, offset } = cursor(marked);
  return complete(text, offset).map((c) => c.label);
}

const card = (inside: string): string => `card 1-1 character {\n  name "A" version "B"\n${inside}\n}\n`;

describe("completions", () => {
  it("offers card types after an id", () => {
    expect(labels("card 1-1 <|>")).toEqual(expect.arrayContaining(["character", "action", "song", "item", "location"]));
    expect(labels("card 1-1 <|>")).not.toContain("draw");
  });
  it("offers card fields and keywords inside a card, filtered by the typed prefix", () => {
    const got = labels(card("  ch<|>"));
    expect(got).toContain("challenger");
    expect(got.every((l) => l.startsWith("ch"))).toBe(true);
  });
  it("gives a keyword with a value a snippet", () => {
    const { text, offset } = cursor(card("  chall<|>"));
    const item = complete(text, offset).find((c) => c.label === "challenger");
    expect(item?.snippet).toBe(true);
    expect(item?.insertText).toBe("challenger +${1:1}");
  });
  it("offers only effect verbs and selector starts at the start of a statement", () => {
    const got = labels(card("  triggered when this quests {\n    d<|>"));
    expect(got).toEqual(expect.arrayContaining(["deal", "draw", "discard"]));
    expect(got).not.toContain("cost");
  });
  it("offers events after a trigger subject", () => {
    const got = labels(card("  triggered when this <|>"));
    expect(got).toEqual(expect.arrayContaining(["quests", "challenges", "is", "leaves"]));
    expect(got).not.toContain("cost");
  });
  it("offers determiners, filters, nouns and classifications where a selector goes", () => {
    const got = labels(card("  triggered when this quests {\n    deal 2 damage to <|>"));
    expect(got).toEqual(expect.arrayContaining(["chosen", "each", "this", "character", "opposing", "Villain"]));
  });
  it("offers durations after a modifier", () => {
    const got = labels(card("  triggered when this quests {\n    chosen character gets +1 strength <|>"));
    expect(got).toEqual(expect.arrayContaining(["this", "until", "during"]));
  });
  it("offers inks after 'ink'", () => {
    expect(labels(card("  cost 2 ink <|>"))).toEqual(expect.arrayContaining(["amber", "amethyst", "emerald", "ruby", "sapphire", "steel"]));
  });
  it("offers restrictions after can't", () => {
    expect(labels(card("  static { this can't <|>"))).toEqual(expect.arrayContaining(["quest", "challenge", "be"]));
  });
});

describe("hover", () => {
  it("explains a keyword with its rule", () => {
    const { text, offset } = cursor(card("  eva<|>sive"));
    const h = hover(text, offset);
    expect(h?.contents).toContain("Only characters with Evasive can challenge");
    expect(h?.contents).toContain("8.6");
    expect(h?.range.start.column).toBe(3);
  });
  it("explains an effect verb with its signature", () => {
    const { text, offset } = cursor(card("  triggered when this quests {\n    de<|>al 2 damage to chosen character\n  }"));
    expect(hover(text, offset)?.contents).toContain("deal <amount> damage to <target>");
  });
  it("says nothing on whitespace", () => {
    const { text, offset } = cursor(card("   <|>  "));
    expect(hover(text, offset)).toBeNull();
  });
});

describe("outline", () => {
  it("lists cards and their abilities", () => {
    const items = outline(card('  evasive\n  static "ALL FOR ONE" { this gets +1 strength }'));
    expect(items).toHaveLength(1);
    expect(items[0]?.label).toBe("1-1 A - B");
    expect(items[0]?.children.map((c) => c.label)).toEqual(["evasive", "ALL FOR ONE"]);
  });
});
