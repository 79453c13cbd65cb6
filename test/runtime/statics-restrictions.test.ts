import { describe, expect, it } from "vitest";
import { ability, amount, condition, duration, effect, keyword, restriction, select, staticEffect } from "../../runtime";
import { action, character, item, location } from "../oracle/fixtures/card-factory";
import { board, card, labels, readyInk, say, zoneNames } from "../oracle/harness";

const filler = Array.from({ length: 5 }, () => character("Filler"));

describe("can't ready at the start of the turn (3.2.1.1)", () => {
  it("keeps the character exerted in its Ready step, but an effect still readies it", () => {
    const stuck = character("Stuck", { abilities: [ability.static({ effect: staticEffect.restrict(select.this(), restriction.cantReadyAtStart()) })] });
    const wake = action("Wake Up", 0, effect.ready(select.all({ kind: "character", controller: "you" })));
    const g = board({ players: [{ play: [{ card: stuck, exerted: true }], hand: [wake], deck: filler }, { deck: filler }] });
    say(g, "End turn", "End turn");
    expect(card(g, "Stuck").exerted).toBe(true);
    say(g, "Play Wake Up");
    expect(card(g, "Stuck").exerted).toBe(false);
  });
  it("spares a character at a location when the restriction says so", () => {
    const freeze = action("Freeze", 0, effect.restrict(select.all({ kind: "character", controller: "opponent" }), restriction.cantReadyAtStart(true), duration.duringTheirNextTurn()));
    const home = character("Home Camper");
    const away = character("Away Camper");
    const camp = location("Camp");
    const g = board({ players: [{ hand: [freeze], deck: filler }, { play: [camp, { card: home, exerted: true }, { card: away, exerted: true }], deck: filler }] });
    card(g, "Home Camper").location = card(g, "Camp");
    say(g, "Play Freeze", "End turn");
    expect(card(g, "Home Camper").exerted).toBe(false);
    expect(card(g, "Away Camper").exerted).toBe(true);
  });
});

describe("who may challenge (4.6.4.3) and challenge damage (4.6.6.2)", () => {
  it("a 'can't challenge [cards]' restriction removes only the matching defenders", () => {
    const hook = character("Hook", { abilities: [ability.static({ effect: staticEffect.restrict(select.all({ kind: "character", cost: { op: "<=", value: amount.constant(3) } }), restriction.cantChallengeTarget({ kind: "character", self: true })) })] });
    const cheap = character("Cheap", { cost: 2 });
    const dear = character("Dear", { cost: 5 });
    const other = character("Other");
    const g = board({ players: [{ play: [cheap, dear], deck: filler }, { play: [{ card: hook, exerted: true }, { card: other, exerted: true }], deck: filler }] });
    expect(labels(g)).not.toContain("Challenge Player 2's Hook with Cheap");
    expect(labels(g)).toContain("Challenge Player 2's Other with Cheap");
    expect(labels(g)).toContain("Challenge Player 2's Hook with Dear");
  });
  it("no challenge damage: the protected character takes none, the other side still does", () => {
    const shield = action("Shield", 0, effect.restrict(select.all({ kind: "character", controller: "you" }), restriction.noChallengeDamage(), duration.thisTurn()));
    const knight = character("Knight", { s: 2, w: 3 });
    const brute = character("Brute", { s: 5, w: 4 });
    const g = board({ players: [{ play: [knight], hand: [shield], deck: filler }, { play: [{ card: brute, exerted: true }], deck: filler }] });
    say(g, "Play Shield", "Challenge Player 2's Brute with Knight");
    expect(card(g, "Knight").damage).toBe(0);
    expect(card(g, "Brute").damage).toBe(2);
  });
});

describe("losing a keyword (8.1)", () => {
  it("removes printed and granted copies of the keyword", () => {
    const ghost = character("Ghost", { keywords: [keyword.evasive()] });
    const grounded = character("Grounder", {
      abilities: [ability.static({ effect: staticEffect.loseKeyword(select.all({ kind: "character", name: "Ghost" }), "evasive") })],
    });
    const g = board({ players: [{ play: [grounded], deck: filler }, { play: [{ card: ghost, exerted: true }], deck: filler }] });
    expect(labels(g)).toContain("Challenge Player 2's Ghost with Grounder");
  });
});

describe("statics on challenges, choices and inking", () => {
  it("'while being challenged' holds only while the card is the challenged character (4.6)", () => {
    const judge = character("Judge", { s: 1, w: 5, abilities: [ability.static({ effect: staticEffect.modifyStat(select.this(), "strength", amount.constant(2)), condition: condition.inChallenge("challenged") })] });
    const brute = character("Brute", { s: 1, w: 9 });
    const g = board({ players: [{ play: [brute], deck: filler }, { play: [{ card: judge, exerted: true }], deck: filler }] });
    say(g, "Challenge Player 2's Judge with Brute");
    expect(card(g, "Brute").damage).toBe(3);
  });
  it("'can't choose [cards]' keeps the restricted player from choosing them; others still can", () => {
    const guardian = character("Guardian", {
      abilities: [ability.static({ effect: staticEffect.playerRestrict({ kind: "eachOpponent" }, restriction.cantChoose({ kind: "item", controller: "you" })) })],
    });
    const smash = action("Smash", 0, effect.banish(select.chosen({ kind: "item" })));
    const g = board({ players: [{ hand: [smash], play: [item("Mine")], deck: filler }, { play: [guardian, item("Theirs")], deck: filler }] });
    say(g, "Play Smash");
    expect(zoneNames(g, 1, "play")).toContain("Theirs");
    expect(zoneNames(g, 0, "discard")).toContain("Mine");
  });
  it("'count as having {C}' lets a card without the symbol be inked", () => {
    const ink = item("Inkcaster", [ability.static({ effect: staticEffect.countsAsInkable({ kind: "card", zone: "hand", controller: "you" }) })]);
    const plain = character("Plain", { inkable: false });
    const without = board({ players: [{ hand: [plain], deck: filler }, { deck: filler }] });
    expect(labels(without).some((l) => l.startsWith("Ink") || l.startsWith("Put Plain"))).toBe(false);
    const g = board({ players: [{ hand: [plain], play: [ink], deck: filler }, { deck: filler }] });
    const inkLabel = labels(g).find((l) => l.includes("Plain") && !l.startsWith("Play"));
    expect(inkLabel).toBeDefined();
    say(g, inkLabel ?? "");
    expect(zoneNames(g, 0, "inkwell")).toEqual(["Plain"]);
  });
});

describe("damage counters can't be removed (1.9.2.3)", () => {
  const slab = item("Slab", [ability.static({ effect: staticEffect.damageCantBeRemoved() })]);
  it("a heal removes nothing and a move moves nothing while the static applies", () => {
    const heal = action("Heal", 0, effect.removeDamage(2, select.all({ kind: "character", name: "Hurt" })));
    const shift = action("Shift Damage", 0, effect.moveDamage(1, select.all({ kind: "character", name: "Hurt" }), select.all({ kind: "character", name: "Foe" })));
    const g = board({ players: [{ play: [slab, character("Hurt", { w: 5 })], hand: [heal, shift], deck: filler }, { play: [character("Foe", { w: 5 })], deck: filler }] });
    card(g, "Hurt").damage = 3;
    say(g, "Play Heal", "Play Shift Damage");
    expect(card(g, "Hurt").damage).toBe(3);
    expect(card(g, "Foe").damage).toBe(0);
  });
  it("heals again once the static's source has left play", () => {
    const heal = action("Heal", 0, effect.removeDamage(2, select.all({ kind: "character", name: "Hurt" })));
    const g = board({ players: [{ play: [character("Hurt", { w: 5 })], hand: [heal], deck: filler }, { deck: filler }] });
    card(g, "Hurt").damage = 3;
    say(g, "Play Heal");
    expect(card(g, "Hurt").damage).toBe(1);
  });
});

describe("a keyword counted per card (8.1.2)", () => {
  it("a static gives Resist +1 for each matching card, and none at a count of 0", () => {
    const silver = character("Silver", { s: 1, w: 5, abilities: [ability.static({ effect: staticEffect.grantKeyword(select.this(), keyword.resist(1), amount.forEach({ kind: "location", controller: "you" })) })] });
    const brute = character("Brute", { s: 3, w: 9 });
    const g = board({ players: [{ play: [{ card: silver, exerted: true }, location("Dock"), location("Port")], deck: filler }, { play: [brute], deck: filler }] });
    say(g, "End turn", "Challenge Player 1's Silver with Brute");
    expect(card(g, "Silver").damage).toBe(1);
  });
  it("an effect counts on resolution: a location played after it adds nothing", () => {
    const guard = action("Guard", 0, effect.grantKeyword(select.all({ kind: "character", name: "Silver" }), keyword.resist(1), duration.untilStartOfYourNextTurn(), "applied", amount.forEach({ kind: "location", controller: "you" })));
    const silver = character("Silver", { s: 1, w: 5 });
    const brute = character("Brute", { s: 3, w: 9 });
    const g = board({ players: [{ play: [silver, location("Dock")], hand: [guard, location("Port")], inkwell: 5, deck: filler }, { play: [brute], deck: filler }] });
    say(g, "Play Guard", "Play Port");
    expect(zoneNames(g, 0, "play")).toContain("Port");
    card(g, "Silver").exerted = true;
    say(g, "End turn", "Challenge Player 1's Silver with Brute");
    expect(card(g, "Silver").damage).toBe(2);
  });
});

describe("move costs (4.7.3): free moves and amount modifiers", () => {
  it("a move-cost reduction lowers the ink paid, never below 0, and only for its controller's matching moves", () => {
    const map = item("Map", [ability.static({ effect: staticEffect.moveCostReduction({ kind: "character" }, { kind: "location" }, amount.constant(2)) })]);
    const far = location("Far", { moveCost: 3 });
    const near = location("Near", { moveCost: 1 });
    const walker = character("Walker");
    const g = board({ players: [{ play: [map, far, near, walker], inkwell: 1, deck: filler }, { deck: filler }] });
    expect(labels(g)).toContain("Move Walker to Far");
    say(g, "Move Walker to Far");
    expect(readyInk(g, 0)).toBe(0);
    expect(card(g, "Walker").location).toBe(card(g, "Far"));
    say(g, "Move Walker to Near");
    expect(card(g, "Walker").location).toBe(card(g, "Near"));
    // The opponent's moves are not reduced: with 1 ink their Walker can't reach a location of move cost 3.
    const h = board({ players: [{ play: [map], deck: filler }, { play: [far, near, walker], inkwell: 1, deck: filler }], active: 1 });
    expect(labels(h)).toContain("Move Walker to Near");
    expect(labels(h)).not.toContain("Move Walker to Far");
  });
  it("a free-move permission is an alternative cost: only the matching characters move without paying", () => {
    const dock = location("Dock", { moveCost: 2, abilities: [ability.static({ effect: staticEffect.moveForFree(select.all({ kind: "character", controller: "you", classification: "Pirate" }), { kind: "location", self: true }) })] });
    const pirate = character("Pirate", { classes: ["Storyborn", "Pirate"] });
    const farmer = character("Farmer");
    const g = board({ players: [{ play: [dock, pirate, farmer], deck: filler }, { deck: filler }] });
    expect(labels(g)).toContain("Move Pirate to Dock");
    expect(labels(g)).not.toContain("Move Farmer to Dock");
    say(g, "Move Pirate to Dock");
    expect(card(g, "Pirate").location).toBe(card(g, "Dock"));
  });
});
