// Driving a game step by step as a UI does: decisions with structured options, answers by index, the log.
import { describe, expect, it } from "vitest";
import { Game, type Decision, ability, effect, on, plainDecision, select, trigger } from "../../runtime";
import { action, character } from "../oracle/fixtures/card-factory";
import * as C from "../oracle/fixtures/oracle-cards";

const at = { file: "cards/test/ui.grim", line: 3, column: 5 };
const pinger = character("Pinger", {
  abilities: [
    ability.triggered({
      name: "Ping",
      trigger: trigger.whenever(on.quests({ self: true })),
      effect: effect.dealDamage(1, select.chosen({ kind: "character", controller: "opponent" })),
      source: at,
    }),
  ],
});

function option(d: Decision, label: string): number {
  const i = d.options.findIndex((o) => o.label === label);
  expect(i).toBeGreaterThanOrEqual(0);
  return i;
}

describe("driving a game from a UI", () => {
  it("turn actions are a decision whose options say what they do and to which cards", () => {
    const g = Game.scenario({ players: [{ play: [pinger], hand: [C.smash], inkwell: 3 }, { play: [{ card: C.charX, exerted: true }] }] });
    const d = g.pendingDecision();
    expect(d?.kind).toBe("turnAction");
    if (d === null) return;
    expect(d.optionCount).toBe(d.options.length);
    expect(d.passOption).toBe(d.options.length - 1);
    expect(d.options[d.passOption ?? -1]).toEqual({ label: "End turn", action: "endTurn" });
    const quest = d.options[option(d, "Quest with Pinger")];
    expect(quest?.action).toBe("quest");
    expect(g.cardByUid(quest?.card ?? -1)?.def.name).toBe("Pinger");
    const challenge = d.options[option(d, "Challenge Player 2's Xavier with Pinger")];
    expect(challenge?.action).toBe("challenge");
    expect(g.cardByUid(challenge?.target ?? -1)?.def.name).toBe("Xavier");
    expect(d.options[option(d, "Play Smash")]?.action).toBe("play");
    expect(d.options[option(d, "Ink Smash")]?.action).toBe("ink");
  });

  it("decisions and log entries made while an ability resolves carry its source position", () => {
    const g = Game.scenario({ players: [{ play: [pinger] }, { play: [C.charX, C.flounder] }] });
    const d0 = g.pendingDecision();
    if (d0 === null) throw new Error("no decision");
    g.answer(option(d0, "Quest with Pinger"));
    const d = g.pendingDecision();
    expect(d?.kind).toBe("chooseCards");
    expect(d?.source).toEqual(at);
    expect(d?.options.map((o) => g.cardByUid(o.card ?? -1)?.def.name)).toEqual(["Xavier", "Flounder"]);
    g.answer(0);
    const damage = g.log().find((e) => e.kind === "damage");
    expect(damage?.source).toEqual(at);
    expect(damage?.uid).toBe(g.find("Xavier")?.uid);
    expect(g.log().find((e) => e.kind === "quest")?.source).toBeUndefined();
    expect(g.logLines().some((l) => l.endsWith("@cards/test/ui.grim:3:5") && l.includes("Xavier"))).toBe(true);
  });

  it("a decision converts to plain data for a worker or a network", () => {
    const g = Game.scenario({ players: [{ hand: [action("Zap", 0, effect.dealDamage(1, select.chosen({ kind: "character" })))] }, { play: [C.charX, C.flounder] }] });
    const d = g.pendingDecision();
    if (d === null) throw new Error("no decision");
    const plain: unknown = structuredClone(plainDecision(d));
    expect(plain).toMatchObject({ kind: "turnAction", optionCount: 3, options: [{ label: "Ink Zap" }, { label: "Play Zap" }, { label: "End turn" }] });
    expect(JSON.parse(JSON.stringify(d))).toEqual(plain);
  });

  it("an illegal answer throws and leaves the decision pending", () => {
    const g = Game.scenario({ players: [{ play: [pinger] }, {}] });
    const d = g.pendingDecision();
    expect(() => g.answer(99)).toThrow(/does not exist/);
    expect(g.pendingDecision()).toBe(d);
  });
});
