// The compile target's additions asked for by the emitter: one behaviour test per construct.
import { describe, expect, it } from "vitest";
import {
  ability,
  amount,
  condition,
  deckProblems,
  displayName,
  effect,
  keyword,
  on,
  player,
  select,
  staticEffect,
  trigger,
} from "../../runtime";
import { action, character, item } from "../oracle/fixtures/card-factory";
import * as C from "../oracle/fixtures/oracle-cards";
import { board, card, hasLog, labels, lore, readyInk, say, zoneNames } from "../oracle/harness";

const filler = Array.from({ length: 5 }, () => C.trinket);

describe("select.rest: the looked-at cards minus the moved ones", () => {
  it("puts the rest on the bottom in their order after one card went to hand", () => {
    const peek = action(
      "Peek",
      0,
      effect.sequence(
        effect.lookAtTop(3, "look"),
        effect.putIntoHand(select.chosen({ zone: "deck", ref: "look" })),
        effect.putOnBottom(select.rest("look"), false),
      ),
    );
    const [a, b, c, d] = ["Alpha", "Beta", "Gamma", "Delta"].map((n) => character(n));
    const g = board({ players: [{ hand: [peek], deck: [a!, b!, c!, d!] }, {}] });
    say(g, "Play Peek");
    expect(labels(g)).toEqual(["Player 1's Alpha (deck)", "Player 1's Beta (deck)", "Player 1's Gamma (deck)"]);
    say(g, "Beta");
    expect(zoneNames(g, 0, "hand")).toEqual(["Beta"]);
    expect(zoneNames(g, 0, "deck")).toEqual(["Delta", "Alpha", "Gamma"]);
  });
});

describe("discard chosen by the effect's controller", () => {
  it("the controller picks which card the opponent discards from their revealed hand", () => {
    const peek = action(
      "Hand Check",
      0,
      effect.forEachPlayer(
        player.eachOpponent(),
        "o",
        effect.sequence(effect.revealHand(player.ref("o"), "hand"), effect.discardChosenByController(1, player.ref("o"), { not: { kind: "character" } })),
      ),
    );
    const g = board({ players: [{ hand: [peek] }, { hand: [C.charX, C.smash, C.trinket] }] });
    say(g, "Play Hand Check");
    expect(g.pendingDecision()?.player).toBe(0);
    expect(labels(g)).toEqual(["Smash", "Trinket"]);
    say(g, "Smash");
    expect(zoneNames(g, 1, "discard")).toEqual(["Smash"]);
    expect(hasLog(g, "Player 2 reveals their hand: Xavier, Smash, Trinket")).toBe(true);
  });
});

describe("acting player on card verbs", () => {
  it("each opponent puts the top card of their deck into their inkwell ('you' means them)", () => {
    const flood = action("Flood", 0, effect.putIntoInkwell(select.deckTop(player.you(), 1), false, player.eachOpponent()));
    const g = board({ players: [{ hand: [flood], deck: filler }, { deck: [C.charX, ...filler] }, { deck: [C.smash, ...filler] }] });
    say(g, "Play Flood");
    expect(g.engine.player(0).inkwell).toHaveLength(0);
    expect(g.engine.player(0).deck).toHaveLength(5);
    expect(g.engine.player(1).inkwell.map((c) => c.def.name)).toEqual(["Xavier"]);
    expect(g.engine.player(2).inkwell.map((c) => c.def.name)).toEqual(["Smash"]);
  });
  it("each opponent chooses which of their characters to exert", () => {
    const tire = action("Tire", 0, effect.exert(select.chosen({ kind: "character", controller: "you" }), player.eachOpponent()));
    const g = board({ players: [{ hand: [tire], play: [C.lumiere] }, { play: [C.charX, C.flounder] }] });
    say(g, "Play Tire");
    expect(g.pendingDecision()?.player).toBe(1);
    expect(labels(g)).toEqual(["Player 2's Xavier", "Player 2's Flounder"]);
    say(g, "Flounder");
    expect(card(g, "Flounder").exerted).toBe(true);
    expect(card(g, "Lumiere").exerted).toBe(false);
  });
});

describe("extra names: 'counts as being named'", () => {
  const dale = character("Dale", { version: "Mischievous", abilities: [ability.static({ effect: staticEffect.extraNames(["Chip"]) })] });
  it("answers 'named' queries", () => {
    const zap = action("Zap", 0, effect.dealDamage(1, select.chosen({ kind: "character", name: "Chip" })));
    const g = board({ players: [{ hand: [zap], play: [dale, C.charX] }, {}] });
    say(g, "Play Zap");
    expect(card(g, "Dale").damage).toBe(1);
  });
  it("lets a Shift card go onto it", () => {
    const chip = character("Chip", { version: "Shifty", cost: 5, keywords: [keyword.shift(2)] });
    const g = board({ players: [{ hand: [chip], play: [dale], inkwell: 2 }, {}] });
    expect(labels(g)).toContain("Shift Chip - Shifty onto Dale - Mischievous");
  });
});

describe("condition.playedWithShift", () => {
  const base = character("Gus", { version: "Small", cost: 1 });
  const big = character("Gus", {
    version: "Big",
    cost: 4,
    keywords: [keyword.shift(2)],
    abilities: [ability.triggered({ name: "Grand Entrance", trigger: trigger.when(on.played({ self: true })), condition: condition.playedWithShift(), effect: effect.gainLore(2) })],
  });
  it("is true after a Shift play, false after a normal play", () => {
    const shifted = board({ players: [{ hand: [big], play: [base], inkwell: 4 }, {}] });
    say(shifted, "Shift Gus - Big onto Gus - Small");
    expect(lore(shifted, 0)).toBe(2);
    expect(card(shifted, "Gus").playedWithShift).toBe(true);
    const normal = board({ players: [{ hand: [big], inkwell: 4 }, {}] });
    say(normal, "Play Gus - Big");
    expect(lore(normal, 0)).toBe(0);
  });
});

describe("staticEffect.playForFree", () => {
  it("offers matching cards for free and pays nothing", () => {
    const song = action("Grand Aria", 5, effect.draw(1), true);
    const stage = item("Stage", [ability.static({ effect: staticEffect.playForFree(player.you(), { kind: "song" }) })]);
    const g = board({ players: [{ hand: [song, C.smash], play: [stage], inkwell: 1, deck: filler }, {}] });
    expect(labels(g)).toContain("Play Grand Aria for free");
    expect(labels(g)).not.toContain("Play Smash for free");
    say(g, "Play Grand Aria for free");
    expect(readyInk(g, 0)).toBe(1);
    expect(zoneNames(g, 0, "discard")).toEqual(["Grand Aria"]);
    expect(g.engine.player(0).hand).toHaveLength(2);
  });
});

describe("deck construction: any number of copies", () => {
  it("lifts the 4-copy limit", () => {
    const swarm = character("Swarm", { abilities: [ability.static({ effect: staticEffect.anyNumberOfCopies() })] });
    const deck = [...Array.from({ length: 30 }, () => swarm), ...Array.from({ length: 30 }, (_, i) => character(`Filler ${Math.floor(i / 4)}`))];
    expect(deckProblems(deck).filter((p) => p.includes("Swarm"))).toEqual([]);
    const capped = character("Capped");
    expect(deckProblems([...Array.from({ length: 5 }, () => capped), ...deck])).toContain("at most 4 copies of Capped (has 5)");
  });
});

describe("CardQuery classifications: all of / any of", () => {
  const jasmine = character("Jasmine", { classes: ["Storyborn", "Hero", "Princess"] });
  const maleficent = character("Maleficent", { classes: ["Storyborn", "Villain", "Princess"] });
  const hades = character("Hades", { classes: ["Storyborn", "Villain"] });
  const zapAll = (query: Parameters<typeof select.all>[0]): string[] => {
    const zap = action("Zap", 0, effect.dealDamage(1, select.all(query)));
    const g = board({ players: [{ hand: [zap], play: [jasmine, maleficent, hades] }, { play: [C.charX] }] });
    say(g, "Play Zap");
    return g.engine.player(0).play.filter((c) => c.damage > 0).map((c) => c.def.name);
  };
  it("classificationsAll: Villain Princess", () => {
    expect(zapAll({ kind: "character", classificationsAll: ["Villain", "Princess"] })).toEqual(["Maleficent"]);
  });
  it("classificationsAny: Prince or Princess", () => {
    expect(zapAll({ kind: "character", classificationsAny: ["Prince", "Princess"] })).toEqual(["Jasmine", "Maleficent"]);
  });
});

describe("on.discards filtered by the discarded card", () => {
  it("triggers only when a matching card is discarded", () => {
    const collector = character("Collector", {
      abilities: [ability.triggered({ name: "Keepsake", trigger: trigger.whenever(on.discards("you", { kind: "character" })), effect: effect.gainLore(1) })],
    });
    const toss = action("Toss", 0, effect.discard(1));
    const g = board({ players: [{ hand: [toss, toss, C.charX, C.smash], play: [collector] }, {}] });
    say(g, "Play Toss", "Smash");
    expect(lore(g, 0)).toBe(0);
    say(g, "Play Toss"); // one card left: discarded without asking
    expect(lore(g, 0)).toBe(1);
  });
});

describe("on.cardPutUnder filtered by who put the card", () => {
  it("distinguishes you from an opponent", () => {
    const booster = character("Booster", { keywords: [keyword.boost(1)] });
    const watch = (name: string) =>
      character(name, { abilities: [ability.triggered({ name: `${name} notices`, trigger: trigger.whenever(on.cardPutUnder({ kind: "character" }, "opponent")), effect: effect.gainLore(1) })] });
    const g = board({ players: [{ play: [booster, watch("Mine")], inkwell: 1, deck: filler }, { play: [watch("Theirs")] }] });
    say(g, "Boost Booster");
    expect([lore(g, 0), lore(g, 1)]).toEqual([0, 1]);
  });
});

describe("nextCostReduction with an Amount", () => {
  it("computes the reduction once, on resolution", () => {
    const deal = action("Bargain", 0, effect.nextCostReduction({ kind: "character" }, amount.handSize(player.you())));
    const g = board({ players: [{ hand: [deal, C.fourCost, C.charX], inkwell: 4 }, {}] });
    say(g, "Play Bargain", "Play Big Fellow");
    expect(readyInk(g, 0)).toBe(2);
  });
});

describe("localized names", () => {
  const lantern = character("Lantern", {
    version: "Bright",
    abilities: [ability.triggered({ name: "Glow", names: { fr: "Lueur" }, trigger: trigger.whenever(on.quests({ self: true })), effect: effect.gainLore(1) })],
  });
  const localized = { ...lantern, names: { fr: { name: "Lanterne", version: "Brillante" } } };
  it("displayName falls back to English", () => {
    expect(displayName(localized, "fr")).toEqual({ name: "Lanterne", version: "Brillante" });
    expect(displayName(localized, "de")).toEqual({ name: "Lantern", version: "Bright" });
  });
  it("logs and labels use the game's language; rules still use English names", () => {
    const g = board({ language: "fr", players: [{ play: [localized] }, {}] });
    expect(labels(g)).toContain("Quest with Lanterne - Brillante");
    say(g, "Quest with Lanterne - Brillante");
    expect(hasLog(g, "Player 1's Lanterne: Lueur resolves")).toBe(true);
    expect(g.find("Lantern")).toBeDefined();
  });
});

describe("condition over any opponent", () => {
  it("'an opponent has 10 or more lore' holds if some opponent does (3 players)", () => {
    const check = action("Check", 0, effect.if(condition.opponentHasLore(">=", 10), effect.draw(1)));
    const yes = board({ players: [{ hand: [check], deck: filler }, { lore: 2 }, { lore: 11 }] });
    say(yes, "Play Check");
    expect(yes.engine.player(0).hand).toHaveLength(1);
    const no = board({ players: [{ hand: [check], deck: filler, lore: 15 }, { lore: 2 }, { lore: 9 }] });
    say(no, "Play Check");
    expect(no.engine.player(0).hand).toHaveLength(0);
  });
});
