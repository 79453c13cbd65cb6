/** Deck and discard handling (7.1.4, 7.2): splitting looked-at cards, searching, optional replacements, a chosen player's discard. */
import { describe, expect, it } from "vitest";
import { ability, condition, cost, effect, player, select } from "../../runtime";
import { action, character, item } from "../oracle/fixtures/card-factory";
import { board, labels, pendingKind, say, zoneNames } from "../oracle/harness";

const named = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => character(`${prefix}${i + 1}`));
const labelIndex = (g: ReturnType<typeof board>, name: string): number => labels(g).findIndex((l) => l.includes(name));

describe("put any number of the looked-at cards on the top or the bottom (7.2.3)", () => {
  const split = action("Split", 0, effect.sequence(effect.lookAtTop(3, "those"), effect.putOnDeckSplit(select.ref("those"))));

  it("puts the chosen cards on the bottom and the others back on top, each group in the chosen order", () => {
    const g = board({ players: [{ hand: [split], deck: named("D", 5) }, { deck: named("E", 5) }] });
    say(g, "Play Split");
    expect(pendingKind(g)).toBe("chooseCards");
    say(g, [labelIndex(g, "D1"), labelIndex(g, "D3")]);
    // Only one card stays on top: no order to choose there; the two on the bottom are ordered.
    expect(pendingKind(g)).toBe("order");
    say(g, [1, 0]);
    expect(zoneNames(g, 0, "deck")).toEqual(["D2", "D4", "D5", "D3", "D1"]);
  });

  it("may put none on the bottom", () => {
    const g = board({ players: [{ hand: [split], deck: named("D", 4) }, { deck: named("E", 5) }] });
    say(g, "Play Split", []);
    say(g, [2, 1, 0]);
    expect(zoneNames(g, 0, "deck")).toEqual(["D3", "D2", "D1", "D4"]);
  });
});

describe("searching the deck (7.1.4)", () => {
  const wanted = character("Wanted", { classes: ["Storyborn", "Madrigal"] });
  const find = action(
    "Find",
    0,
    effect.sequence(
      effect.bind("that", select.upTo(1, { kind: "character", classification: "Madrigal", zone: "deck", owner: "you" }), effect.reveal(select.ref("that"))),
      effect.shuffleDeck(),
      effect.putOnTop(select.ref("that"), false),
    ),
  );

  it("offers only matching cards of your deck and puts the card found on top after the shuffle", () => {
    const g = board({ players: [{ hand: [find], deck: [...named("D", 4), wanted] }, { deck: named("E", 5) }] });
    say(g, "Play Find");
    expect(labels(g).some((l) => l.includes("D1"))).toBe(false);
    say(g, [labelIndex(g, "Wanted")]);
    expect(zoneNames(g, 0, "deck")[0]).toBe("Wanted");
    expect(g.logLines().some((l) => l.includes("reveals Wanted"))).toBe(true);
    expect(g.logLines().some((l) => l.includes("shuffles their deck"))).toBe(true);
  });

  it("may fail to find (a private zone): nothing is put on top", () => {
    const g = board({ players: [{ hand: [find], deck: [wanted, ...named("D", 4)] }, { deck: named("E", 5) }] });
    say(g, "Play Find", []);
    expect(zoneNames(g, 0, "deck")).toHaveLength(5);
    expect(pendingKind(g)).toBe("turnAction");
  });
});

describe("'you may [A]. If …, you may [B] instead' (6.5.6)", () => {
  const trinket = item("Trinket", [], 2);
  const offer = action(
    "Offer",
    0,
    effect.sequence(
      effect.lookAtTop(2, "those"),
      effect.bind(
        "that",
        select.chosen({ kind: "item", zone: "deck", ref: "those" }),
        effect.may(
          effect.instead(
            effect.putIntoHand(select.ref("that")),
            condition.matches(select.ref("that"), { kind: "item" }),
            effect.may(effect.play(select.ref("that"), { free: true, entersExerted: true })),
          ),
        ),
      ),
      effect.putOnBottom(select.rest("those")),
    ),
  );

  it("declining the optional replacement does the original step", () => {
    const g = board({ players: [{ hand: [offer], deck: [trinket, ...named("D", 3)] }, { deck: named("E", 5) }] });
    say(g, "Play Offer", "Yes", "No");
    expect(zoneNames(g, 0, "hand")).toEqual(["Trinket"]);
  });

  it("accepting it plays the card; the played card is not part of the rest put on the bottom", () => {
    const g = board({ players: [{ hand: [offer], deck: [trinket, ...named("D", 3)] }, { deck: named("E", 5) }] });
    say(g, "Play Offer", "Yes", "Yes");
    expect(zoneNames(g, 0, "play")).toEqual(["Trinket"]);
    expect(g.find("Trinket", 0)?.exerted).toBe(true);
    expect(zoneNames(g, 0, "deck")).toEqual(["D2", "D3", "D1"]);
  });

  it("declining the first 'may' asks nothing more", () => {
    const g = board({ players: [{ hand: [offer], deck: [trinket, ...named("D", 3)] }, { deck: named("E", 5) }] });
    say(g, "Play Offer", "No");
    expect(zoneNames(g, 0, "hand")).toEqual([]);
    // Straight to putting the rest (both looked-at cards) on the bottom.
    expect(pendingKind(g)).toBe("order");
    say(g, [0, 1]);
    expect(zoneNames(g, 0, "deck")).toEqual(["D2", "D3", "Trinket", "D1"]);
  });
});

describe("cards of a chosen player's discard (CardQuery.ownerRef)", () => {
  const recycle = action(
    "Recycle",
    0,
    effect.forEachPlayer(player.chosenOpponent(), "that player", effect.shuffleIntoDeck(select.upTo(2, { zone: "discard", ownerRef: "that player" }))),
  );

  it("offers only the bound player's discard", () => {
    const [mine] = named("Mine", 1);
    const theirs = named("Theirs", 3);
    const g = board({ players: [{ hand: [recycle], discard: [mine!], deck: named("D", 5) }, { discard: theirs, deck: named("E", 5) }] });
    say(g, "Play Recycle");
    expect(labels(g).some((l) => l.includes("Mine"))).toBe(false);
    say(g, [labelIndex(g, "Theirs1"), labelIndex(g, "Theirs3")]);
    expect(zoneNames(g, 1, "discard")).toEqual(["Theirs2"]);
    expect(zoneNames(g, 1, "deck")).toHaveLength(7);
    expect(zoneNames(g, 0, "discard")).toEqual(["Mine1", "Recycle"]);
  });
});

describe("an activated ability usable once per turn, with an ink cost only (\"Once per turn, you may pay 2 {I} to …\")", () => {
  const bark = ability.activated({ name: "Bark", costs: [cost.ink(2)], effect: effect.draw(1), oncePerTurn: true });
  const dog = character("Dog", { abilities: [bark] });

  it("is offered once per turn, even with ink left, and again the next turn", () => {
    const g = board({ players: [{ play: [dog], inkwell: 4, deck: named("D", 5) }, { deck: named("E", 5) }] });
    const offered = (): boolean => labels(g).some((l) => l.includes("Bark"));
    expect(offered()).toBe(true);
    say(g, labels(g).findIndex((l) => l.includes("Bark")));
    expect(zoneNames(g, 0, "hand")).toEqual(["D1"]);
    expect(offered()).toBe(false);
    say(g, "End turn", "End turn");
    expect(offered()).toBe(true);
  });
});

describe("an action played again goes to the bottom of the deck instead of the discard (6.5)", () => {
  const gain = action("Gain", 0, effect.gainLore(1));
  const encore = action("Encore", 0, effect.play(select.chosen({ kind: "action", zone: "discard", owner: "you" }), { free: true, thenBottomOfDeck: true }));

  it("resolves the replayed action, then puts it on the bottom of its owner's deck; the other action still goes to the discard", () => {
    const g = board({ players: [{ hand: [encore], discard: [gain], deck: named("D", 3) }, { deck: named("E", 5) }] });
    say(g, "Play Encore");
    expect(g.engine.player(0).lore).toBe(1);
    expect(zoneNames(g, 0, "deck")).toEqual(["D1", "D2", "D3", "Gain"]);
    expect(zoneNames(g, 0, "discard")).toEqual(["Encore"]);
  });
});
