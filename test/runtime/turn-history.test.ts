import { describe, expect, it } from "vitest";
import { ability, condition, effect, on, trigger } from "../../runtime";
import { action, character } from "../oracle/fixtures/card-factory";
import { board, say } from "../oracle/harness";

const filler = Array.from({ length: 5 }, () => character("Filler"));
const nothing = (name: string) => action(name, 0, effect.noop());

describe("turn history (6.1.13)", () => {
  it("a 'second action in a turn' trigger fires on the second action only, counting one played before the card entered play", () => {
    const diver = character("Diver", {
      cost: 0,
      abilities: [ability.triggered({ trigger: trigger.whenever(on.played({ kind: "action", controller: "you" }, 2)), effect: effect.gainLore(1) })],
    });
    const g = board({ players: [{ hand: [nothing("One"), diver, nothing("Two"), nothing("Three")], deck: filler }, { deck: filler }] });
    say(g, "Play One", "Play Diver", "Play Two");
    expect(g.engine.player(0).lore).toBe(1);
    say(g, "Play Three");
    expect(g.engine.player(0).lore).toBe(1);
  });

  it("a condition on this turn's quests forgets the previous turn", () => {
    const alone = condition.not(condition.happenedThisTurn(on.quests({ kind: "character", other: true })));
    const solo = character("Solo", { l: 1, abilities: [ability.triggered({ trigger: trigger.whenever(on.quests({ self: true })), condition: alone, effect: effect.gainLore(5) })] });
    const g = board({ players: [{ play: [character("Other", { l: 1 }), solo], deck: filler }, { deck: filler }] });
    say(g, "Quest with Other", "Quest with Solo");
    expect(g.engine.player(0).lore).toBe(2);
    say(g, "End turn", "End turn", "Quest with Solo");
    expect(g.engine.player(0).lore).toBe(8);
  });
});

describe("comparing players' characters (1.3.3)", () => {
  const flynn = character("Flynn", { abilities: [ability.triggered({ trigger: trigger.atStartOfTurn(), condition: condition.exceedsEach({ kind: "character", controller: "you" }, "strength", { kind: "character", controller: "opponent" }), effect: effect.gainLore(3) })] });
  it("holds when one of yours has more strength than every opposing character, not on a tie", () => {
    const win = board({ players: [{ play: [flynn, character("Big", { s: 4 })], deck: filler }, { play: [character("Mid", { s: 3 })], deck: filler }] });
    say(win, "End turn", "End turn");
    expect(win.engine.player(0).lore).toBe(3);
    const tie = board({ players: [{ play: [flynn, character("Even", { s: 3 })], deck: filler }, { play: [character("Mid", { s: 3 })], deck: filler }] });
    say(tie, "End turn", "End turn");
    expect(tie.engine.player(0).lore).toBe(0);
  });
});

describe("a trigger gated alone among joined triggers (6.2.6)", () => {
  it("'during your turn' on one trigger leaves the other ungated", () => {
    const watcher = character("Watcher", {
      abilities: [
        ability.triggered({
          trigger: trigger.anyOf(trigger.whenever(on.draws("opponent")), trigger.whenever(on.draws("opponent"), condition.yourTurn())),
          effect: effect.gainLore(1),
        }),
      ],
    });
    const g = board({ players: [{ play: [watcher], deck: filler }, { deck: filler }] });
    say(g, "End turn");
    // The opponent's draw step: only the ungated trigger fires.
    expect(g.engine.player(0).lore).toBe(1);
  });
});
