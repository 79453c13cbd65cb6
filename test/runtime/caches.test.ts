// The engine's speed caches must never change what happens: each test pins a case a stale cache would get wrong.
import { describe, expect, it } from "vitest";
import { ability, amount, condition, effect, player, select, staticEffect } from "../../runtime";
import { action, character } from "../oracle/fixtures/card-factory";
import * as C from "../oracle/fixtures/oracle-cards";
import { S, W, board, card, say, zoneNames } from "../oracle/harness";

const filler = Array.from({ length: 5 }, () => C.trinket);

describe("statics list cache", () => {
  it("a conditional static follows a change that moves no card into or out of play (hand size)", () => {
    const loner = character("Loner", {
      s: 1,
      abilities: [ability.static({ effect: staticEffect.modifyStat(select.this(), "strength", amount.constant(2)), condition: condition.compare(amount.handSize(player.you()), "=", amount.constant(0)) })],
    });
    const g = board({ players: [{ play: [loner], hand: [action("Think", 0, effect.draw(1))], deck: filler }, {}] });
    const c = card(g, "Loner");
    expect(S(g, c)).toBe(1);
    say(g, "Play Think"); // hand: Think leaves (0 cards), then one card is drawn
    expect(S(g, c)).toBe(1);
    say(g, "Ink Trinket"); // hand empty again: nothing entered or left play
    expect(S(g, c)).toBe(3);
  });

  it("a 'this turn' modifier ends at the end of the turn", () => {
    const pump = action("Pump", 0, effect.modifyStat(select.chosen({ kind: "character" }), "willpower", 2, { kind: "thisTurn" }));
    const g = board({ players: [{ play: [C.flounder], hand: [pump], deck: filler }, { deck: filler }] });
    say(g, "Play Pump");
    expect(W(g, card(g, "Flounder"))).toBe(4);
    say(g, "End turn");
    expect(W(g, card(g, "Flounder"))).toBe(2);
  });
});

describe("game state check shortcuts", () => {
  it("an undamaged character whose willpower a static lowers to 0 is banished (1.8.1.4)", () => {
    const blight = character("Blight", { abilities: [ability.static({ effect: staticEffect.modifyStat(select.all({ kind: "character", controller: "opponent" }), "willpower", amount.constant(-2)) })] });
    const g = board({ players: [{ hand: [blight], inkwell: 2 }, { play: [C.flounder] }] });
    say(g, "Play Blight");
    expect(zoneNames(g, 1, "discard")).toEqual(["Flounder"]);
  });
});

describe("trigger listener cache", () => {
  it("a character that just entered play triggers on the next event", () => {
    const g = board({ players: [{ hand: [C.quester], inkwell: 2, deck: filler }, { deck: filler }] });
    say(g, "Play Questing Hero");
    expect(g.engine.player(0).play.map((c) => c.def.name)).toEqual(["Questing Hero"]);
    // Drying: it can't quest this turn, so check it listens on a later turn.
    say(g, "End turn", "End turn", "Quest with Questing Hero");
    expect(g.engine.player(0).lore).toBe(2);
  });
});
