/** Choices and values an effect settles as it resolves (6.1), and statics that read modified characteristics (6.6). */
import { describe, expect, it } from "vitest";
import { ability, amount, condition, cost, duration, effect, keyword, on, player, select, staticEffect, trigger } from "../../runtime";
import { action, character, item, location } from "../oracle/fixtures/card-factory";
import { L, S, board, card, labels, lore, pendingKind, readyInk, say, zoneNames } from "../oracle/harness";

const filler = Array.from({ length: 5 }, () => character("Filler"));

describe("amounts that refer to a chosen card (6.1.3)", () => {
  const small = character("Small Star", { l: 1 });
  const big = character("Big Star", { l: 3 });
  const tribute = action("Tribute", 0, effect.gainLore(amount.stat(select.chosen({ kind: "character", controller: "you" }), "lore")));

  it("asks for the card when the effect resolves and uses its current value", () => {
    const g = board({ players: [{ play: [small, big], hand: [tribute], deck: filler }, { deck: filler }] });
    say(g, "Play Tribute");
    expect(pendingKind(g)).toBe("chooseCards");
    expect(labels(g).some((l) => l.includes("Big Star"))).toBe(true);
    say(g, labels(g).findIndex((l) => l.includes("Big Star")));
    expect(lore(g, 0)).toBe(3);
  });

  it("counts as 0 when there is nothing to choose", () => {
    const g = board({ players: [{ hand: [tribute], deck: filler }, { play: [big], deck: filler }] });
    say(g, "Play Tribute");
    expect(lore(g, 0)).toBe(0);
  });

  it("is asked once when the amount applies to each player", () => {
    const gift = action("Gift", 0, effect.draw(amount.stat(select.chosen({ kind: "character", controller: "you" }), "lore"), { kind: "eachPlayer" }));
    const g = board({ players: [{ play: [small, big], hand: [gift], deck: filler }, { deck: filler }] });
    say(g, "Play Gift");
    say(g, labels(g).findIndex((l) => l.includes("Big Star")));
    expect(g.engine.player(0).hand).toHaveLength(3);
    expect(g.engine.player(1).hand).toHaveLength(3);
    expect(pendingKind(g)).toBe("turnAction");
  });
});

describe("statics conditioned on the card's own modified strength (6.6)", () => {
  const strongLore = ability.static({
    name: "Mighty",
    condition: condition.thisIs({ kind: "character", strength: { op: ">=", value: amount.constant(5) } }),
    effect: staticEffect.modifyStat(select.this(), "lore", amount.constant(2)),
  });
  const imp = character("Imp", { s: 1, l: 1, abilities: [strongLore] });
  const pump = action("Pump", 0, effect.modifyStat(select.chosen({ kind: "character" }), "strength", 4, duration.thisTurn(), "applied"));

  it("reads the strength raised by an effect, and stops when it ends", () => {
    const g = board({ players: [{ play: [imp], hand: [pump], deck: filler }, { deck: filler }] });
    expect(L(g, card(g, "Imp"))).toBe(1);
    say(g, "Play Pump");
    expect(S(g, card(g, "Imp"))).toBe(5);
    expect(L(g, card(g, "Imp"))).toBe(3);
    say(g, "End turn");
    expect(L(g, card(g, "Imp"))).toBe(1);
  });

  it("reads strength given by another card's static", () => {
    const banner = character("Banner", {
      abilities: [ability.static({ name: "Rally", effect: staticEffect.modifyStat(select.all({ kind: "character", other: true, controller: "you" }), "strength", amount.constant(4)) })],
    });
    const g = board({ players: [{ play: [imp, banner], deck: filler }, { deck: filler }] });
    expect(S(g, card(g, "Imp"))).toBe(5);
    expect(L(g, card(g, "Imp"))).toBe(3);
  });

  it("chains: a condition met thanks to another conditional static (bounded rounds)", () => {
    const leader = character("Leader", {
      s: 1,
      abilities: [
        strongLore,
        ability.static({
          name: "Inspire",
          condition: condition.thisIs({ kind: "character", lore: { op: ">=", value: amount.constant(3) } }),
          effect: staticEffect.modifyStat(select.all({ kind: "character", other: true, controller: "you" }), "strength", amount.constant(4)),
        }),
      ],
    });
    const g = board({ players: [{ play: [imp, leader], hand: [pump], deck: filler }, { deck: filler }] });
    expect(L(g, card(g, "Imp"))).toBe(1);
    say(g, "Play Pump");
    say(g, labels(g).findIndex((l) => l.includes("Leader")));
    // Leader: strength 5 → lore 3 → Imp gets +4 strength → Imp strength 5 → Imp lore 3.
    expect(L(g, card(g, "Leader"))).toBe(3);
    expect(S(g, card(g, "Imp"))).toBe(5);
    expect(L(g, card(g, "Imp"))).toBe(3);
  });
});

describe("chosen player (6.1.3)", () => {
  const stars = action("Stars", 0, effect.draw(2, player.chosenPlayer()));

  it("offers every player, the controller first, and the chosen one draws", () => {
    const g = board({ players: [{ hand: [stars], deck: filler }, { deck: filler }] });
    say(g, "Play Stars");
    expect(pendingKind(g)).toBe("choosePlayer");
    expect(labels(g)).toEqual(["Player 1", "Player 2"]);
    say(g, "Player 2");
    expect(g.engine.player(1).hand).toHaveLength(2);
    expect(g.engine.player(0).hand).toHaveLength(0);
  });

  it("can be the controller", () => {
    const g = board({ players: [{ hand: [stars], deck: filler }, { deck: filler }] });
    say(g, "Play Stars", "Player 1");
    expect(g.engine.player(0).hand).toHaveLength(2);
    expect(g.engine.player(1).hand).toHaveLength(0);
  });
});

describe("'another chosen' excludes what the ability already chose (6.1.6)", () => {
  it("the second choice doesn't offer the first chosen card", () => {
    const mine = character("Mine", { w: 5 });
    const theirs = character("Theirs", { w: 5 });
    const also = character("Also", { w: 5 });
    const strike = action("Twin Strike", 0, effect.to(effect.dealDamage(1, select.chosen({ kind: "character", controller: "you" })), effect.dealDamage(1, select.chosen({ kind: "character", other: true }))));
    const g = board({ players: [{ play: [mine], hand: [strike], deck: filler }, { play: [theirs, also], deck: filler }] });
    say(g, "Play Twin Strike");
    expect(pendingKind(g)).toBe("chooseCards");
    expect(labels(g).some((l) => l.includes("Mine"))).toBe(false);
    expect(labels(g)).toHaveLength(2);
    say(g, labels(g).findIndex((l) => l.includes("Theirs")));
    expect(card(g, "Mine").damage).toBe(1);
    expect(card(g, "Theirs").damage).toBe(1);
  });
});

describe("abilities created by an effect (6.2.7)", () => {
  const hero = character("Hero", { s: 2, l: 1 });
  const sidekick = character("Sidekick", { s: 2, l: 1 });

  it("a floating trigger keeps the card bound when it was created, and ends with the turn", () => {
    const mark = action(
      "Mark",
      0,
      effect.bind(
        "that",
        select.chosen({ kind: "character", controller: "you" }),
        effect.floatingTrigger(
          ability.triggered({ trigger: trigger.whenever(on.quests({ ref: "that" })), effect: effect.gainLore(2) }),
          duration.thisTurn(),
        ),
      ),
    );
    const g = board({ players: [{ play: [hero, sidekick], hand: [mark], deck: filler }, { deck: filler }] });
    say(g, "Play Mark");
    say(g, labels(g).findIndex((l) => l.includes("Hero")));
    say(g, "Quest with Sidekick");
    expect(lore(g, 0)).toBe(1);
    say(g, "Quest with Hero");
    expect(lore(g, 0)).toBe(1 + 1 + 2);
    expect(g.engine.floating).toHaveLength(1);
    say(g, "End turn");
    expect(g.engine.floating).toHaveLength(0);
  });

  it("a played card's references follow it into play, and a delayed effect finds it at the end of the turn", () => {
    const summon = action(
      "Summon",
      0,
      effect.bind(
        "that",
        select.chosen({ kind: "character", zone: "hand", owner: "you" }),
        effect.sequence(
          effect.play(select.ref("that"), { free: true }),
          effect.delayedTrigger("endOfThisTurn", effect.banish(select.ref("that"))),
        ),
      ),
    );
    const g = board({ players: [{ hand: [summon, hero], deck: filler }, { deck: filler }] });
    say(g, "Play Summon");
    expect(zoneNames(g, 0, "play")).toContain("Hero");
    say(g, "End turn");
    expect(zoneNames(g, 0, "discard")).toContain("Hero");
  });
});

describe("cards paid for a cost, and names read from another card (6.3.2, 5.2.3)", () => {
  const scroll = character("Scroll Keeper", {
    abilities: [
      ability.activated({
        name: "Study",
        costs: [cost.exert(), cost.discard(1, { kind: "character" })],
        effect: effect.gainLore(amount.stat(select.paid("discard"), "lore")),
      }),
    ],
  });
  const sage = character("Sage", { l: 3 });
  const spell = action("Spell", 0, effect.draw(1));

  it("a discard cost offers only matching cards, and the effect reads the discarded card", () => {
    const g = board({ players: [{ play: [scroll], hand: [spell, sage], deck: filler }, { deck: filler }] });
    say(g, "Activate Scroll Keeper: Study");
    expect(zoneNames(g, 0, "discard")).toEqual(["Sage"]);
    expect(zoneNames(g, 0, "hand")).toEqual(["Spell"]);
    expect(lore(g, 0)).toBe(3);
  });

  it("a discard cost with no matching card in hand can't be paid", () => {
    const g = board({ players: [{ play: [scroll], hand: [spell], deck: filler }, { deck: filler }] });
    expect(labels(g).some((l) => l.includes("Study"))).toBe(false);
  });

  it("a name filter reads the other card when the effect resolves, whatever its zone", () => {
    const twin = character("Twin", { version: "A" });
    const twinB = character("Twin", { version: "B" });
    const other = character("Other");
    const swap = character("Swapper", {
      abilities: [
        ability.activated({
          name: "Swap",
          costs: [cost.banishOther(1, { kind: "character" })],
          effect: effect.play(select.chosen({ kind: "character", zone: "hand", owner: "you", sameNameAs: select.paid("banish") }), { free: true }),
        }),
      ],
    });
    const g = board({ players: [{ play: [swap, twin], hand: [twinB, other], deck: filler }, { deck: filler }] });
    say(g, "Activate Swapper: Swap");
    expect(zoneNames(g, 0, "discard")).toEqual(["Twin"]);
    expect(zoneNames(g, 0, "play")).toEqual(["Swapper", "Twin"]);
    expect(zoneNames(g, 0, "hand")).toEqual(["Other"]);
  });

  it("Shift by name goes onto a character that has any name for Shift, and only onto it", () => {
    const goo = character("Goo", { abilities: [ability.static({ name: "Mimicry", effect: staticEffect.shiftAnyName() })] });
    const plain = character("Plain");
    const hero = character("Hero", { version: "Shifted", cost: 5, keywords: [keyword.shift(1)] });
    const g = board({ players: [{ play: [goo, plain], hand: [hero], inkwell: 1, deck: filler }, { deck: filler }] });
    const shifts = labels(g).filter((l) => l.startsWith("Shift "));
    expect(shifts.some((l) => l.includes("onto Goo"))).toBe(true);
    expect(shifts.some((l) => l.includes("onto Plain"))).toBe(false);
  });

  it("an ability used for free ignores every cost but {E}, and is offered beside the paid use", () => {
    const hook = item("Hook", [
      ability.static({ name: "Free Time", effect: staticEffect.useAbilityForFree(player.you(), "Shape") }),
      ability.activated({ name: "Shape", costs: [cost.exert(), cost.ink(2)], effect: effect.draw(1) }),
    ]);
    const g = board({ players: [{ play: [hook], inkwell: 2, deck: filler }, { deck: filler }] });
    expect(labels(g).filter((l) => l.includes("Shape"))).toEqual(["Activate Hook: Shape", "Activate Hook: Shape for free"]);
    say(g, "Activate Hook: Shape for free");
    expect(zoneNames(g, 0, "hand")).toHaveLength(1);
    expect(readyInk(g, 0)).toBe(2);
    // {E} is still paid: the exerted item offers no second use.
    expect(labels(g).some((l) => l.includes("Shape"))).toBe(false);
  });

  it("a Shift discard cost takes only cards of its kind (\"Shift: Discard a character card\")", () => {
    const base = character("General");
    const shifter = character("General", { version: "Valorous", keywords: [keyword.shiftWithCost([cost.discard(1, { kind: "character" })])] });
    const spell = action("Spell", 0, effect.draw(1));
    const recruit = character("Recruit");
    const onlyAction = board({ players: [{ play: [base], hand: [shifter, spell], deck: filler }, { deck: filler }] });
    expect(labels(onlyAction).some((l) => l.startsWith("Shift "))).toBe(false);
    const g = board({ players: [{ play: [base], hand: [shifter, spell, recruit], deck: filler }, { deck: filler }] });
    say(g, labels(g).find((l) => l.startsWith("Shift ")) ?? "");
    expect(zoneNames(g, 0, "discard")).toEqual(["Recruit"]);
    expect(zoneNames(g, 0, "hand")).toEqual(["Spell"]);
  });
});
describe("moving characters together (4.7)", () => {
  const together = (): ReturnType<typeof action> =>
    action("Together", 0, effect.ifYouDo(effect.moveTogether([select.upTo(2, { kind: "character", controller: "you" })], select.chosen({ kind: "location", controller: "you" })), effect.gainLore(1)));
  it("chooses the characters, then one location, and moves each there for free", () => {
    const g = board({ players: [{ play: [character("Ann"), character("Bob"), location("Harbor", { moveCost: 3 }), location("Hill")], hand: [together()], deck: filler }, { deck: filler }] });
    say(g, "Play Together", ["Ann", "Bob"], "Hill");
    expect(card(g, "Ann").location).toBe(card(g, "Hill"));
    expect(card(g, "Bob").location).toBe(card(g, "Hill"));
    expect(lore(g, 0)).toBe(1);
  });
  it("with no location to move to, nothing moves and the step is not done", () => {
    const g = board({ players: [{ play: [character("Ann")], hand: [together()], deck: filler }, { play: [location("Their Harbor")], deck: filler }] });
    say(g, "Play Together", ["Ann"]);
    expect(card(g, "Ann").location).toBeNull();
    expect(lore(g, 0)).toBe(0);
  });
});


describe("a draw of up to a count (6.1.3, 6.1.8): \"for each …, you may draw a card\"", () => {
  const mirror = action("Mirror", 0, effect.drawUpTo(amount.forEach({ kind: "character", controller: "you" })));

  it("asks the drawing player for a number from 0 to the count, counted once, and draws that many", () => {
    const g = board({ players: [{ play: [character("One"), character("Two")], hand: [mirror], deck: filler }, { play: [character("Theirs")], deck: filler }] });
    say(g, "Play Mirror");
    expect(pendingKind(g)).toBe("chooseOption");
    expect(g.pendingDecision()?.player).toBe(0);
    expect(labels(g)).toEqual(["Draw 0", "Draw 1", "Draw 2"]);
    say(g, "Draw 1");
    expect(g.engine.player(0).hand).toHaveLength(1);
    expect(g.engine.player(0).deck).toHaveLength(4);
    expect(pendingKind(g)).toBe("turnAction");
  });

  it("may draw nothing", () => {
    const g = board({ players: [{ play: [character("One")], hand: [mirror], deck: filler }, { deck: filler }] });
    say(g, "Play Mirror");
    say(g, "Draw 0");
    expect(g.engine.player(0).hand).toHaveLength(0);
    expect(g.engine.player(0).deck).toHaveLength(5);
  });

  it("asks nothing and draws nothing when the count is 0", () => {
    const g = board({ players: [{ hand: [mirror], deck: filler }, { play: [character("Theirs")], deck: filler }] });
    say(g, "Play Mirror");
    expect(pendingKind(g)).toBe("turnAction");
    expect(g.engine.player(0).hand).toHaveLength(0);
    expect(g.engine.player(0).deck).toHaveLength(5);
  });
});

describe("a choice between two options made by other players (6.1.5.2, 6.7.6): \"each opponent chooses [A] or [B]\"", () => {
  const catcher = action("Catcher", 0, effect.orBy({ kind: "eachOpponent" }, effect.discard(2), effect.discard(1, { kind: "you" }, { kind: "action" })));
  const bolt = action("Bolt", 0, effect.noop());

  it("each opponent, in turn order, picks an option and does it with their own hand", () => {
    const g = board({
      players: [
        { hand: [catcher], deck: filler },
        { hand: [character("A1"), bolt], deck: filler },
        { hand: [character("B1"), character("B2"), bolt], deck: filler },
      ],
    });
    say(g, "Play Catcher");
    expect(pendingKind(g)).toBe("chooseOption");
    expect(g.pendingDecision()?.player).toBe(1);
    say(g, "Option 2: discard");
    expect(g.engine.player(1).hand.map((c) => c.def.name)).toEqual(["A1"]);
    expect(g.pendingDecision()?.player).toBe(2);
    say(g, "Option 1: discard");
    expect(g.pendingDecision()?.player).toBe(2);
    expect(pendingKind(g)).toBe("chooseCards");
    say(g, ["B1", "B2"]);
    expect(g.engine.player(2).hand.map((c) => c.def.name)).toEqual(["Bolt"]);
    expect(g.engine.player(0).discard.map((c) => c.def.name)).toEqual(["Catcher"]);
  });

  it("an option that can't be done at all is not offered: the other is forced", () => {
    const g = board({ players: [{ hand: [catcher], deck: filler }, { hand: [character("A1"), character("A2"), character("A3")], deck: filler }] });
    say(g, "Play Catcher");
    expect(pendingKind(g)).toBe("chooseCards");
    expect(g.pendingDecision()?.player).toBe(1);
    say(g, ["A1", "A3"]);
    expect(g.engine.player(1).hand.map((c) => c.def.name)).toEqual(["A2"]);
  });

  it("asks nothing when neither option can be done", () => {
    const g = board({ players: [{ hand: [catcher], deck: filler }, { deck: filler }] });
    say(g, "Play Catcher");
    expect(pendingKind(g)).toBe("turnAction");
    expect(g.pendingDecision()?.player).toBe(0);
  });
});
