/** Scenario syntax and checks: unknown cards, names bound once and before use, clear failures from the runner. */
import { describe, expect, it } from "vitest";
import { compileSource } from "../../compiler/compile-source";
import { runScenario } from "../../compiler/scenario";
import { parse } from "../../grammar/parse";
import { ability, amount, defineCard, effect, select, type CardDefinition } from "../../runtime";

const dummy = `card 9-1 character {
  name "Dummy" version "Straw"
  cost 1
  ink steel
  strength 1
  willpower 5
  lore 1
}
`;

function codes(scenario: string, library?: ReadonlySet<string>): string[] {
  return compileSource(dummy + scenario, "t.grim", library === undefined ? {} : { library }).diagnostics.map((d) => d.code);
}

describe("scenario checks", () => {
  it("accepts a well-formed scenario", () => {
    expect(codes(`scenario "ok" {\n  given you have 9-1 as "a" in play\n  given "a" has 2 damage\n  expect "a" has 2 damage\n}\n`)).toEqual([]);
  });
  it.each([
    ["an unknown step form", "GRM101", `scenario "x" {\n  given you own 9-1\n  expect 9-1 is in play\n}\n`],
    ["a name bound twice", "GRM402", `scenario "x" {\n  given you have 9-1 as "a" in play\n  given you have 9-1 as "a" in hand\n  expect "a" is in play\n}\n`],
    ["a name never bound", "GRM403", `scenario "x" {\n  given you have 9-1 in play\n  expect "b" is in play\n}\n`],
    ["a name bound outside a given step", "GRM404", `scenario "x" {\n  given you have 9-1 in play\n  expect 9-1 as "a" is in play\n}\n`],
    ["a bare id with two copies on the board", "GRM405", `scenario "x" {\n  given you have 9-1 in play\n  given opponent has 9-1 in play\n  expect 9-1 is ready\n}\n`],
    ["a card never put on the board", "GRM406", `scenario "x" {\n  given you have 1 ink\n  expect 9-1 is in play\n}\n`],
    ["a scenario that checks nothing", "GRM407", `scenario "x" {\n  given you have 9-1 in play\n}\n`],
  ])("reports %s (%s)", (_what, code, source) => {
    expect(codes(source)).toContain(code);
  });
  it("reports a card id found neither in the file nor in the library, with a suggestion", () => {
    const result = compileSource(dummy + `scenario "x" {\n  given you have 1-20 in hand\n  expect 1-20 is in hand\n}\n`, "t.grim", { library: new Set(["1-200"]) });
    const d = result.diagnostics.find((x) => x.code === "GRM401");
    expect(d?.suggestion?.replacement).toBe("1-200");
    expect(d?.range.start.line).toBe(10);
  });
  it("does not check library ids when no library is given", () => {
    expect(codes(`scenario "x" {\n  given you have 1-200 in hand\n  expect 1-200 is in hand\n}\n`)).toEqual([]);
  });
});

describe("the scenario runner", () => {
  const target = defineCard({ id: "9-1", type: "character", name: "Dummy", version: "Straw", cost: 1, inks: ["steel"], inkable: true, strength: 1, willpower: 5, lore: 1, classifications: [], keywords: [], abilities: [] });
  const bolt = defineCard({ id: "9-2", type: "action", name: "Bolt", cost: 2, inks: ["steel"], inkable: true, classifications: [], keywords: [], abilities: [], actionEffect: effect.dealDamage(amount.constant(2), select.chosen({ kind: "character" })) });
  void ability;
  const defs: ReadonlyMap<string, CardDefinition> = new Map([
    ["9-1", target],
    ["9-2", bolt],
  ]);
  const run = (text: string) => {
    const scenario = parse(text).file.scenarios[0];
    if (scenario === undefined) throw new Error("no scenario");
    return runScenario(scenario, "t.grim", defs);
  };

  it("passes when the facts hold, telling copies apart by name", () => {
    const r = run(`scenario "x" {\n  given you have 9-2 in hand\n  given you have 2 ink\n  given opponent has 9-1 as "a" in play\n  given opponent has 9-1 as "b" in play\n  act you play 9-2\n  expect you must choose\n  expect "b" can be chosen\n  act choose "b"\n  expect "b" has 2 damage\n  expect "a" has 0 damage\n  expect log mentions "chooses"\n}\n`);
    expect(r.failures).toEqual([]);
    expect(r.passed).toBe(true);
  });
  it("fails an act step with no legal option clearly and stops there", () => {
    const r = run(`scenario "x" {\n  given you have 9-2 in hand\n  given you have 1 ink\n  given opponent has 9-1 in play\n  act you play 9-2\n  expect 9-1 has 2 damage\n}\n`);
    expect(r.passed).toBe(false);
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0]?.range.start.line).toBe(5);
    expect(r.failures[0]?.message).toContain("not a legal option");
    expect(r.failures[0]?.message).toContain('"End turn"');
  });
  it("reports each failed expect step with its line and keeps checking", () => {
    const r = run(`scenario "x" {\n  given opponent has 9-1 in play\n  expect 9-1 has 1 damage\n  expect 9-1 is exerted\n  expect 9-1 is in play\n}\n`);
    expect(r.failures.map((f) => f.range.start.line)).toEqual([3, 4]);
    expect(r.failures[0]?.message).toBe("Player 2's Dummy has 0 damage, not 1.");
    expect(r.log.length).toBeGreaterThanOrEqual(0);
  });
  it("fails when acting after the game is over or on the wrong player's decision", () => {
    const r = run(`scenario "x" {\n  given opponent has 9-1 in play\n  act opponent quests with 9-1\n}\n`);
    expect(r.failures[0]?.message).toContain("player 1's turn action");
  });
});
