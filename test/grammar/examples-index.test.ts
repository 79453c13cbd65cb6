/** docs/examples.md: every construct a card uses is found, and the index lists the cards by construct. */
import { describe, expect, it } from "vitest";
import { main } from "../../compiler/cli/main";
import { constructsOf, examplesIndex } from "../../compiler/docs/examples-index";
import { parse } from "../../grammar/parse";

const source = `card 9-1 character {
  name "Example" version "One"
  cost 3 ink ruby strength 2 willpower 3 lore 1
  evasive
  triggered "BITE" when you play this {
    may deal 2 damage to chosen opposing character
  }
}
card 9-2 action {
  name "Example Two" cost 1 ink ruby
  effect each opponent lose 1 lore
}
`;

describe("examples index", () => {
  const cards = parse(source).file.cards;
  it("finds the keywords, trigger structure, verbs and selector parts a card uses", () => {
    const card = cards[0];
    if (card === undefined) throw new Error("no card parsed");
    const uses = constructsOf(card).map((u) => `${u.family}:${u.id}`);
    expect(uses).toEqual(
      expect.arrayContaining(["keyword:evasive", "structure:triggered when", "event:play", "structure:statement may", "effect:deal-damage", "structure:selector chosen", "prefix filter:opposing", "noun:character"]),
    );
    expect(uses).not.toContain("effect:lose-lore");
  });
  it("lists each card under what it uses, with a link to its file, and counts the rest", () => {
    const md = examplesIndex([
      { path: "cards/a.grim", cards: cards.slice(0, 1) },
      { path: "cards/b.grim", cards: cards.slice(1) },
    ]);
    expect(md).toContain("The library: 2 cards in 2 files.");
    expect(md).toMatch(/\| `deal-damage` \| deal \{amount@damage\} to \{target\} \| 1 \| \[9-1\]\(\.\.\/cards\/a\.grim\) \|/);
    expect(md).toMatch(/\| `lose-lore` \| .* \| 1 \| \[9-2\]\(\.\.\/cards\/b\.grim\) \|/);
    expect(md).toMatch(/\| `challenger` \| Challenger \| 0 \| — \|/);
  });
});

describe("docs/examples.md", () => {
  it("is up to date with cards/ and the vocabulary (run `npx grimoire docs`)", async () => {
    const out: string[] = [];
    const code = await main(["docs", "--check", "--json", "--file", "docs/examples.md"], { out: (t) => out.push(t), err: (t) => out.push(t), tty: false, cwd: process.cwd() });
    expect(out.join("\n")).toContain('"upToDate":true');
    expect(code).toBe(0);
  });
});
