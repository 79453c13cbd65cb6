import { describe, expect, it } from "vitest";
import { ability, amount, cardNames, condition, cost, defineCard, duration, effect, keyword, on, select, trigger } from "../../runtime";

describe("card-definition API", () => {
  it("builds the brief's example action as plain data", () => {
    const card = defineCard({
      id: "1-200",
      type: "action",
      name: "Smash",
      cost: 3,
      inks: ["steel"],
      inkable: true,
      classifications: [],
      keywords: [],
      abilities: [],
      actionEffect: effect.dealDamage(amount.constant(3), select.chosen({ kind: "character" })),
    });
    expect(card.actionEffect).toEqual({
      kind: "dealDamage",
      amount: { kind: "constant", value: 3 },
      target: { kind: "chosen", query: { kind: "character" }, count: { kind: "constant", value: 1 }, upTo: false, chooser: "controller" },
    });
    expect(JSON.parse(JSON.stringify(card))).toEqual(card);
  });

  it("expresses triggered, activated abilities with source positions", () => {
    const card = defineCard({
      id: "t-1",
      type: "character",
      name: "Doc",
      version: "Leader of the Seven Dwarfs",
      cost: 4,
      inks: ["amber"],
      inkable: true,
      strength: 3,
      willpower: 4,
      lore: 2,
      classifications: ["Storyborn", "Seven Dwarfs"],
      keywords: [keyword.shift(3), keyword.resist(1)],
      abilities: [
        ability.triggered({
          name: "Share",
          trigger: trigger.whenever(on.quests({ self: true })),
          effect: effect.nextCostReduction({ kind: "character" }, 1),
          source: { file: "doc.grim", line: 3, column: 5 },
        }),
        ability.activated({ costs: [cost.exert(), cost.ink(1)], effect: effect.draw(1), condition: condition.yourTurn() }),
      ],
    });
    expect(card.abilities).toHaveLength(2);
    expect(card.abilities[0]?.source?.line).toBe(3);
    expect(duration.thisTurn()).toEqual({ kind: "thisTurn" });
  });

  it("rejects malformed cards and splits & names", () => {
    expect(() =>
      defineCard({ id: "x", type: "character", name: "X", cost: 1, inks: [], inkable: true, classifications: [], keywords: [], abilities: [] }),
    ).toThrow(/inks/);
    const fj = defineCard({
      id: "fj", type: "character", name: "Flotsam & Jetsam", cost: 1, inks: ["ruby"], inkable: true, strength: 1, willpower: 1, lore: 1,
      classifications: ["Storyborn"], keywords: [], abilities: [],
    });
    expect(cardNames(fj)).toEqual(["Flotsam & Jetsam", "Flotsam", "Jetsam"]);
  });
});
