import { describe, expect, it } from "vitest";
import { ability, amount, duration, effect, keyword, on, restriction, select, staticEffect, trigger } from "../../runtime";
import { action, character } from "../oracle/fixtures/card-factory";
import * as C from "../oracle/fixtures/oracle-cards";
import { S, board, card, labels, lore, say, zoneNames } from "../oracle/harness";

const filler = Array.from({ length: 5 }, () => C.trinket);

describe("bag (7.7.4)", () => {
  it("active player first, then the bag passes in turn order with 3 players", () => {
    const watcher = (name: string) =>
      character(name, { abilities: [ability.triggered({ name: `${name} watches`, trigger: trigger.whenever(on.quests({ kind: "character", controller: "opponent" })), effect: effect.gainLore(1) })] });
    const g = board({ players: [{ play: [C.quester] }, { play: [watcher("Bea")] }, { play: [watcher("Cid")] }] });
    say(g, "Quest with Questing Hero");
    const lines = g.logLines();
    const i = (t: string) => lines.findIndex((l) => l.includes(t));
    expect(i("Reward resolves")).toBeLessThan(i("Bea watches resolves"));
    expect(i("Bea watches resolves")).toBeLessThan(i("Cid watches resolves"));
    expect([lore(g, 0), lore(g, 1), lore(g, 2)]).toEqual([2, 1, 1]);
  });
});

describe("Shift (8.10)", () => {
  const base = character("Flounder", { version: "Small Fry", cost: 2, w: 3 });
  const big = character("Flounder", { version: "Big Fish", cost: 6, s: 4, w: 6, keywords: [keyword.shift(3)] });
  it("inherits exerted, dry and damage; the stack leaves play together", () => {
    const g = board({ players: [{ play: [{ card: base, exerted: true, damage: 1 }], hand: [big, C.banishAction], inkwell: 5 }, {}] });
    say(g, "Shift Flounder - Big Fish onto Flounder - Small Fry");
    const top = g.engine.player(0).play[0];
    expect(top?.def.version).toBe("Big Fish");
    expect([top?.exerted, top?.dry, top?.damage, top?.under.length]).toEqual([true, true, 1, 1]);
    say(g, "Play Banish It");
    expect(zoneNames(g, 0, "discard").filter((n) => n === "Flounder")).toHaveLength(2);
  });
});

describe("singing (4.8, 8.11, 8.12)", () => {
  const song = action("Big Chorus", 4, effect.draw(1), true, [keyword.singTogether(4)]);
  it("Sing Together exerts several characters whose total cost reaches N", () => {
    const a = character("Alto", { cost: 2 });
    const b = character("Bass", { cost: 2 });
    const g = board({ players: [{ play: [a, b], hand: [song], deck: filler }, {}] });
    expect(labels(g)).toContain("Sing Big Chorus together");
    say(g, "Sing Big Chorus together", "Alto");
    expect(card(g, "Alto").exerted && card(g, "Bass").exerted).toBe(true);
    expect(g.engine.eventsThisTurn.filter((e) => e.kind === "sings")).toHaveLength(2);
    expect(zoneNames(g, 0, "discard")).toEqual(["Big Chorus"]);
  });
  it("Singer N counts as cost N; drying characters can't sing", () => {
    const singer = character("Sebastian", { cost: 2, keywords: [keyword.singer(5)] });
    const g = board({ players: [{ play: [singer, { card: C.fourCost, dry: false }], hand: [song], deck: filler }, {}] });
    expect(labels(g)).toContain("Sing Big Chorus with Sebastian");
    expect(labels(g)).not.toContain("Sing Big Chorus with Big Fellow");
  });
});

describe("keywords", () => {
  it("Bodyguard: may enter exerted, and must be challenged if able", () => {
    const guard = character("Guard", { keywords: [keyword.bodyguard()], w: 5 });
    const g = board({ players: [{ play: [C.lumiere], hand: [guard], inkwell: 2 }, { play: [{ card: guard, exerted: true }, { card: C.charX, exerted: true }] }] });
    expect(labels(g).filter((l) => l.startsWith("Challenge"))).toEqual(["Challenge Player 2's Guard with Lumiere - Hotheaded Candelabra"]);
    say(g, "Play Guard", "Yes");
    expect(g.engine.player(0).play.find((c) => c.def.name === "Guard")?.exerted).toBe(true);
  });
  it("Reckless: can't quest and the turn can't end while it can challenge", () => {
    const brute = character("Brute", { keywords: [keyword.reckless()] });
    const g = board({ players: [{ play: [brute] }, { play: [{ card: C.charX, exerted: true }] }] });
    expect(labels(g)).toEqual(["Challenge Player 2's Xavier with Brute"]);
  });
  it("Vanish: banished when an opponent chooses it for an action, not for an ability", () => {
    const wisp = character("Wisp", { keywords: [keyword.vanish()], w: 9 });
    const g = board({ players: [{ hand: [C.smash], inkwell: 3 }, { play: [wisp] }] });
    say(g, "Play Smash");
    expect(card(g, "Wisp").zone).toBe("discard");
    const g2 = board({ players: [{ play: [C.stolenScimitar] }, { play: [wisp] }] });
    say(g2, "Activate Stolen Scimitar: Slash");
    expect(card(g2, "Wisp").zone).toBe("play");
  });
  it("Ward: can't be chosen by opponents, but non-choosing effects still hit it", () => {
    const g = board({ active: 1, players: [{ play: [C.wardy] }, { hand: [C.smash, C.bePrepared], inkwell: 10 }] });
    expect(labels(g)).toContain("Play Smash"); // playable: the choice fails at resolution (1.7.7)
    say(g, "Play Smash");
    expect(card(g, "Wardy").damage).toBe(0);
    say(g, "Play Be Prepared");
    expect(card(g, "Wardy").zone).toBe("discard");
  });
  it("Resist reduces dealt damage, not put damage; Evasive needs Evasive or Alert", () => {
    const put = action("Put Two", 0, effect.putDamage(2, select.chosen({ kind: "character" })));
    const deal = action("Deal Two", 0, effect.dealDamage(2, select.chosen({ kind: "character" })));
    const g = board({ players: [{ hand: [put, deal] }, { play: [C.thePrince] }] });
    say(g, "Play Put Two");
    expect(card(g, "The Prince").damage).toBe(2);
    say(g, "Play Deal Two");
    expect(card(g, "The Prince").damage).toBe(3);
    const ev = character("Flyer", { keywords: [keyword.evasive()] });
    const alert = character("Watcher", { keywords: [keyword.alert()] });
    const g2 = board({ players: [{ play: [C.charX, alert] }, { play: [{ card: ev, exerted: true }] }] });
    expect(labels(g2).filter((l) => l.startsWith("Challenge"))).toEqual(["Challenge Player 2's Flyer with Watcher"]);
  });
});

describe("drying (1.7.5) and Rush", () => {
  it("a character played this turn can't quest or challenge; Rush lets it challenge", () => {
    const rusher = character("Rusher", { keywords: [keyword.rush()] });
    const g = board({ players: [{ hand: [rusher, C.charY], inkwell: 5, deck: filler }, { play: [{ card: C.charX, exerted: true }], deck: filler }] });
    say(g, "Play Rusher", "Play Yolanda");
    expect(labels(g)).toContain("Challenge Player 2's Xavier with Rusher");
    expect(labels(g).some((l) => l.startsWith("Quest"))).toBe(false);
    expect(labels(g).some((l) => l.includes("with Yolanda"))).toBe(false);
    say(g, "End turn", "End turn");
    expect(labels(g)).toContain("Quest with Yolanda");
  });
});

describe("statics from effects (6.4.2)", () => {
  it("continuous covers later arrivals; applied only what was in play", () => {
    const shield = action("Shield Wall", 0, effect.restrict(select.all({ kind: "character", controller: "you" }), restriction.cantBeChallenged(), duration.untilStartOfYourNextTurn(), "continuous"));
    const weaken = action("Weaken", 0, effect.modifyStat(select.all({ kind: "character" }), "strength", -1, duration.thisTurn(), "applied"));
    const g = board({ players: [{ play: [C.charX], hand: [shield, weaken, C.charY], inkwell: 3, deck: filler }, { play: [C.lumiere], deck: filler }] });
    say(g, "Play Shield Wall", "Play Weaken", "Play Yolanda");
    expect(S(g, card(g, "Xavier"))).toBe(1);
    expect(S(g, card(g, "Yolanda"))).toBe(2);
    card(g, "Yolanda").exerted = true;
    g.engine.touch();
    say(g, "End turn");
    expect(labels(g).some((l) => l.startsWith("Challenge"))).toBe(false);
  });
  it("a static of a card in play applies with a live count (6.1.8)", () => {
    const crowd = character("Crowd", { abilities: [ability.static({ effect: staticEffect.modifyStat(select.this(), "strength", amount.forEach({ kind: "character", controller: "you", other: true })) })] });
    const g = board({ players: [{ play: [crowd, C.charX], hand: [C.charY], inkwell: 3 }, {}] });
    expect(S(g, card(g, "Crowd"))).toBe(3);
    say(g, "Play Yolanda");
    expect(S(g, card(g, "Crowd"))).toBe(4);
  });
});

describe("end conditions", () => {
  it("20 lore wins at the game state check", () => {
    const g = board({ players: [{ play: [C.flounder], lore: 19 }, {}] });
    say(g, "Quest with Flounder");
    expect(g.over).toBe(true);
    expect(g.winner).toBe(0);
  });
  it("ending your turn with an empty deck loses (FR 1.8.1.2)", () => {
    const g = board({ players: [{ deck: [] }, { deck: filler }] });
    say(g, "End turn");
    expect(g.over).toBe(true);
    expect(g.winner).toBe(1);
  });
});
