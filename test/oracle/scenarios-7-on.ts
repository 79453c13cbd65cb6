import { Game, deckProblems } from "../../runtime";
import * as C from "./fixtures/oracle-cards";
import { assert, S, board, card, labels, logIndex, lore, say, zoneNames } from "./harness";

export const scenariosSevenOn: Record<string, () => void> = {
  "R-ITDE-7.1.2.1-a": () => {
    const ok = Array.from({ length: 99 }, () => C.dalmatian);
    assert.deepEqual(deckProblems(ok), []);
    assert.equal(deckProblems([...ok, C.dalmatian]).length, 1);
    assert.equal(deckProblems([...Array.from({ length: 56 }, () => C.trinket), C.charX, C.charX, C.charX, C.charX, C.charX]).length, 2);
  },
  "R-ITDE-7.1.2.3-a": () => {
    const g = board({ players: [{ hand: [C.drawThenDiscard2, C.charX], deck: [C.charY] }, {}] });
    say(g, "Play Draw Then Discard");
    assert.deepEqual(zoneNames(g, 0, "hand"), []);
    assert.deepEqual(zoneNames(g, 0, "discard").sort(), ["Draw Then Discard", "Xavier", "Yolanda"]);
  },
  "R-ITDE-7.1.2.4-a": () => {
    const g = board({ players: [{ play: [C.theQueen, C.charX] }, { play: [C.wardy] }] });
    say(g, "Quest with The Queen", "Xavier");
    assert.equal(S(g, card(g, "Xavier")), 6);
    assert.equal(S(g, card(g, "Wardy")), 2);
  },
  "R-ITDE-7.4.5-a": () => {
    for (const answer of ["Yes", "No"]) {
      const g = board({ players: [{ play: [C.moana, { card: C.princess1, exerted: true }, C.princess2] }, {}] });
      say(g, "Quest with Moana", answer);
      assert.equal(card(g, "Aurora").exerted, answer === "No");
      assert.ok(!labels(g).some((l) => l.startsWith("Quest with Aurora") || l.startsWith("Quest with Jasmine")));
    }
  },
  "R-6.5.2-a": () => {
    const g = board({ players: [{ hand: [C.preventNext, C.letTheStormRageOn], inkwell: 3, deck: [C.trinket] }, { play: [C.charX] }] });
    say(g, "Play Guardian Spell", "Play Let the Storm Rage On");
    assert.equal(card(g, "Xavier").damage, 0, "the damage part is replaced");
    assert.deepEqual(zoneNames(g, 0, "hand"), ["Trinket"], "the draw part still happens (partial replacement)");
  },
  "R-7.2.3-a": () => {
    const g = board({
      players: [{ hand: [C.underTheSea], deck: [C.trinket] }, { play: [C.flotsam, { ...C.flotsam, id: "fl2" }], hand: [C.shifter, { ...C.shifter, id: "sh2" }], inkwell: 2, deck: [C.trinket] }],
      active: 1,
    });
    say(g, "Shift Flotsam - Riffraff onto Flotsam - Ursula's Spy", "Shift Flotsam - Riffraff onto Flotsam - Ursula's Spy", "End turn");
    assert.equal(g.engine.player(1).play.filter((c) => c.under.length === 1).length, 2);
    say(g, "Play Under the Sea", [1, 0]);
    assert.equal(g.engine.player(1).play.length, 0);
    assert.deepEqual(zoneNames(g, 1, "deck"), ["Trinket", "Flotsam", "Flotsam", "Flotsam", "Flotsam"], "all 4 cards of both stacks go to the bottom");
  },
  "R-7.4.3-a": () => {
    const g = board({ active: 1, players: [{ play: [C.lyle, C.charX, C.charY] }, { hand: [C.bePrepared], inkwell: 7, lore: 5 }] });
    say(g, "Play Be Prepared", 0);
    assert.equal(lore(g, 1), 3);
    assert.deepEqual(zoneNames(g, 0, "play"), []);
  },
  "R-7.7.7-a": () => {
    const g = board({ players: [{ play: [C.quester] }, {}] });
    say(g, "Quest with Questing Hero");
    assert.ok(logIndex(g, "gains 1 lore (1)") < logIndex(g, "Reward is added to the bag") || logIndex(g, "Reward is added") < logIndex(g, "Reward resolves"));
    assert.ok(logIndex(g, "gains 1 lore (1)") < logIndex(g, "Reward resolves"));
    assert.equal(lore(g, 0), 2);
    assert.equal(g.engine.bag.length, 0);
    assert.equal(g.pendingDecision()?.kind, "turnAction");
  },
  "R-9.3.2-a": () => {
    // Simultaneous team turns are not modelled; what holds: each turn action completes before the next one starts.
    const g = board({ players: [{ play: [C.quester, C.flounder], hand: [C.charX] }, {}, {}] });
    say(g, "Ink Xavier");
    assert.equal(g.engine.bag.length, 0);
    say(g, "Quest with Questing Hero");
    assert.equal(g.engine.bag.length, 0, "the quest and its trigger are done before another action");
    assert.equal(lore(g, 0), 2);
  },
  "R-10.1.2-a": () => {
    const deck = Array.from({ length: 20 }, () => C.trinket);
    const g = Game.create({ seed: 3, players: [{ deck }, { deck }], openingHand: 5 });
    assert.equal(g.engine.player(0).hand.length, 5);
    assert.equal(g.engine.player(1).hand.length, 5);
  },
  "R-ITDE-9.3.1-a": () => {
    const g = board({ players: [{ play: [{ card: C.simba, damage: 1 }], hand: [C.bestowAGift] }, { play: [C.thePrince] }] });
    say(g, "Play Bestow a Gift", "Simba");
    assert.equal(card(g, "Simba").damage, 0);
    assert.equal(card(g, "The Prince").damage, 1);
  },
};
