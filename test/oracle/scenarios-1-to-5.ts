import { IllegalAnswerError, hasKeyword, keywordValue } from "../../runtime";
import * as C from "./fixtures/oracle-cards";
import { assert, L, S, W, board, card, hasLog, labels, lore, readyInk, say, zoneNames } from "./harness";

export const scenariosOneToFive: Record<string, () => void> = {
  "R-1.2.1-a": () => {
    for (const revealedIsCharacter of [true, false]) {
      const top = revealedIsCharacter ? C.charX : C.trinket;
      const g = board({ players: [{ hand: [C.banishAction], inkwell: 2 }, { play: [C.mufasa], deck: [top, C.charY] }] });
      say(g, "Play Banish It", "Yes");
      if (revealedIsCharacter) say(g, "Yes");
      const b = g.engine.player(1);
      if (revealedIsCharacter) {
        const x = card(g, "Xavier", 1);
        assert.equal(x.zone, "play");
        assert.equal(x.exerted, true);
        assert.equal(g.engine.active, 0, "played during the opponent's turn (1.2.1)");
        assert.equal(b.inkwell.length, 0);
      } else assert.equal(b.deck[0]?.def.name, "Trinket");
      assert.equal(card(g, "Mufasa", 1).zone, "discard");
    }
  },
  "R-1.2.3-a": () => {
    const g = board({ players: [{ hand: [C.reflection], inkwell: 1, deck: [C.charX, C.charY] }, {}] });
    say(g, "Play Reflection", ["Yolanda", "Xavier"]);
    assert.deepEqual(zoneNames(g, 0, "deck"), ["Yolanda", "Xavier"]);
    assert.deepEqual(zoneNames(g, 0, "discard"), ["Reflection"]);
    assert.equal(g.over, false);
  },
  "R-ITDE-1.2.3-a": () => {
    const g = board({ players: [{ hand: [C.strikeAGoodMatch, C.charX], play: [C.noDrawItem], deck: [C.charY, C.charY] }, {}] });
    say(g, "Play Strike a Good Match");
    assert.deepEqual(zoneNames(g, 0, "hand"), []);
    assert.ok(zoneNames(g, 0, "discard").includes("Xavier"));
    assert.equal(zoneNames(g, 0, "deck").length, 2);
  },
  "R-1.4.3-a": () => {
    const g = board({ players: [{ hand: [C.chernabogUnnatural], inkwell: 4 }, { play: [C.charX], discard: [C.charY], deck: [C.trinket] }] });
    say(g, "Play Chernabog", "Yes");
    assert.equal(g.pendingDecision()?.player, 1, "the owner decides whether to play from their discard");
    say(g, "Yes");
    assert.equal(card(g, "Xavier", 1).zone, "deck");
    assert.equal(card(g, "Yolanda", 1).zone, "play");
    assert.equal(g.engine.player(1).deck.length, 2);
  },
  "R-1.7.2-a": () => {
    const deck = ["c1", "c2", "c3", "c4", "c5"].map((n) => ({ ...C.charX, id: n, name: n }));
    const g = board({ players: [{ play: [C.drFacilier], hand: [C.friendsOnTheOtherSide], inkwell: 3, deck }, {}] });
    say(g, "Play Friends on the Other Side", "Yes", "c4");
    assert.deepEqual(zoneNames(g, 0, "hand"), ["c1", "c2"]);
    assert.deepEqual(zoneNames(g, 0, "deck"), ["c4", "c5", "c3"]);
  },
  "R-1.7.6-a": () => {
    const g = board({ players: [{ hand: [C.fourCost], inkwell: 3 }, {}] });
    assert.ok(!labels(g).includes("Play Big Fellow"), "not offered: it can't be paid");
    assert.throws(() => g.answer("Play Big Fellow"), IllegalAnswerError);
    assert.equal(readyInk(g, 0), 3);
    assert.deepEqual(zoneNames(g, 0, "hand"), ["Big Fellow"]);
    assert.deepEqual(zoneNames(g, 0, "play"), []);
    assert.equal(g.engine.bag.length, 0);
  },
  "R-1.7.7-b": () => {
    const g = board({ players: [{ hand: [C.letTheStormRageOn], inkwell: 3, deck: [C.charX] }, { play: [C.wardy, C.plainZ] }] });
    say(g, "Play Let the Storm Rage On");
    // Wardy is never a legal option (8.15.1); Zed is then the only legal choice, so it is made without asking.
    assert.throws(() => g.answer("Wardy"), IllegalAnswerError);
    assert.equal(card(g, "Zed", 1).damage, 2);
    assert.equal(card(g, "Wardy", 1).damage, 0);
    assert.deepEqual(zoneNames(g, 0, "hand"), ["Xavier"]);
  },
  "R-1.8.3-b": () => {
    const g = board({
      active: 1,
      players: [{ play: [C.prideRock, { card: C.flounder, damage: 2, at: "Pride Lands" }] }, { play: [C.lumiere] }],
    });
    assert.equal(W(g, card(g, "Flounder", 0)), 4);
    say(g, "Challenge Player 1's Pride Lands with Lumiere");
    assert.equal(card(g, "Pride Lands", 0).zone, "discard");
    assert.equal(card(g, "Flounder", 0).zone, "discard");
    const lines = g.logLines();
    const rock = lines.findIndex((l) => l.includes("Pride Lands is banished"));
    const fl = lines.findIndex((l) => l.includes("Flounder is banished"));
    assert.ok(rock >= 0 && fl > rock, "the location goes in a first check, Flounder in the next one");
    assert.equal(card(g, "Lumiere", 1).damage, 0);
  },
  "R-1.8.5-a": () => {
    const g = board({ players: [{ play: [{ card: C.luisa, damage: 3 }, { card: C.toughGuy, damage: 1 }], inkwell: 1 }, { play: [C.lumiere] }] });
    say(g, "Activate Luisa Madrigal: I Can Take It", "Tough Guy");
    assert.equal(card(g, "Luisa Madrigal").zone, "play");
    assert.equal(card(g, "Luisa Madrigal").damage, 0);
    assert.equal(card(g, "Tough Guy").damage, 0);
    assert.equal(card(g, "Lumiere", 1).damage, 4);
  },
  "R-4.2.3.1-a": () => {
    const g = board({ players: [{ play: [C.belle], hand: [C.charX, C.charY, C.flounder, C.gaston] }, {}] });
    say(g, "Ink Xavier", "Ink Yolanda");
    assert.ok(!labels(g).some((l) => l.startsWith("Ink ")), "two inkings only");
    const g1 = board({ players: [{ play: [C.belle], hand: [C.charX, C.charY, C.flounder, C.bounce] }, {}] });
    say(g1, "Ink Xavier", "Ink Yolanda", "Play Bounce", "Play Belle");
    assert.ok(!labels(g1).some((l) => l.startsWith("Ink ")), "variant 1: the additional ink was already used");
    const g2 = board({ players: [{ play: [C.belle, C.belle], hand: [C.charX, C.charY, C.flounder] }, {}] });
    say(g2, "Ink Xavier", "Ink Yolanda");
    assert.ok(labels(g2).includes("Ink Flounder"), "variant 2: a third inking is allowed");
  },
  "R-4.2.3.2-a": () => {
    const g = board({ players: [{ play: [C.fishboneQuill], hand: [C.charX, C.uninkable] }, {}] });
    say(g, "Ink Xavier", "Activate Fishbone Quill: Go Ahead and Sign");
    const u = card(g, "Uninkable Ursula");
    assert.equal(u.zone, "inkwell");
    assert.equal(u.faceDown, true);
    assert.equal(u.exerted, false);
    assert.equal(g.engine.player(0).inkedThisTurn, 1);
    assert.ok(!hasLog(g, "inks Uninkable"), "not an inking turn action, not revealed");
  },
  "R-4.3.6-a": () => {
    const g = board({ players: [{ play: [C.doc], hand: [C.justInTime, C.charX, C.charY], inkwell: 5 }, {}] });
    say(g, "Quest with Doc", "Play Just in Time", "Yes", "Xavier");
    assert.equal(card(g, "Xavier").zone, "play");
    assert.equal(readyInk(g, 0), 3);
    say(g, "Play Yolanda");
    assert.equal(readyInk(g, 0), 0, "Y is paid at full cost");
  },
  "R-4.3.6-b": () => {
    const g = board({ players: [{ play: [C.perdita], hand: [C.flounder, C.puppy], inkwell: 4 }, {}] });
    say(g, "Quest with Perdita", "Play Flounder");
    assert.equal(readyInk(g, 0), 2, "Flounder at full cost");
    say(g, "Play Patch");
    assert.equal(readyInk(g, 0), 0, "the Puppy costs 2 less");
  },
  "R-4.3.6-c": () => {
    const g = board({ players: [{ play: [C.gaston], hand: [C.lefou], inkwell: 1 }, {}] });
    say(g, "Play LeFou");
    assert.equal(card(g, "LeFou").zone, "play");
    const g2 = board({ players: [{ play: [C.trinket, C.trinket, C.trinket], hand: [C.gadget, C.inventor], inkwell: 6 }, {}] });
    say(g2, "Play Gadget Hackwrench");
    assert.equal(readyInk(g2, 0), 2, "Gadget at full cost");
    say(g2, "Play Maurice");
    assert.equal(readyInk(g2, 0), 0, "the Inventor costs 1 less");
  },
  "R-4.6.9.2-a": () => {
    const g = board({ players: [{ play: [C.stitchNewDog] }, { play: [{ card: C.milo, exerted: true }] }] });
    say(g, "Challenge Player 2's Milo Thatch with Stitch");
    assert.equal(card(g, "Stitch").zone, "discard");
    assert.equal(card(g, "Milo Thatch").zone, "discard");
    assert.equal(g.engine.bag.length, 0);
  },
  "R-4.6.9.2-b": () => {
    const g = board({ players: [{ play: [C.marshmallow] }, { play: [{ card: C.cheshire, exerted: true }] }] });
    say(g, "Challenge Player 2's Cheshire Cat with Marshmallow", "Yes");
    assert.equal(card(g, "Cheshire Cat").zone, "discard");
    assert.equal(card(g, "Marshmallow").zone, "hand");
    assert.equal(g.engine.challenge, null);
  },
  "R-5.1.3-a": () => {
    const g = board({ players: [{ play: [C.flounder] }, {}] });
    say(g, "Quest with Flounder");
    assert.equal(card(g, "Flounder").exerted, true);
    assert.equal(lore(g, 0), 1);
  },
  "R-5.2.6-a": () => {
    const g = board({ players: [{ play: [C.tinkerBellAlly, C.peterFearless, C.peterHero] }, { play: [{ card: C.toughGuy, exerted: true }] }] });
    for (const v of ["Fearless Fighter", "Never Land Hero"]) {
      const p = g.engine.player(0).play.find((c) => c.def.version === v);
      assert.ok(p);
      assert.equal(keywordValue(g.engine, p, "challenger"), 1);
    }
    say(g, "Challenge Player 2's Tough Guy with Peter Pan - Fearless Fighter");
    assert.equal(card(g, "Tough Guy").damage, 4);
  },
  "R-5.2.6-b": () => {
    const g = board({ players: [{ play: [C.sorcerersHat], inkwell: 1, deck: [C.shellNecklace] }, { deck: [C.ursula] }] });
    say(g, "Activate The Sorcerer's Hat: Incredible Energy", "Ursula");
    assert.equal(g.engine.player(0).deck[0]?.def.name, "Ursula's Shell Necklace");
    assert.deepEqual(zoneNames(g, 0, "hand"), []);
  },
  "R-5.2.6.2-b": () => {
    const g = board({ players: [{ play: [C.bruno], deck: [C.flotsamJetsam], discard: [C.flotsam] }, {}] });
    say(g, "Activate Bruno Madrigal: You Just Have to See It", "Flotsam");
    assert.deepEqual(zoneNames(g, 0, "hand"), ["Flotsam & Jetsam"]);
    assert.equal(lore(g, 0), 3);
    const g2 = board({ players: [{ play: [C.bruno], deck: [C.flotsam], discard: [C.flotsamJetsam] }, {}] });
    say(g2, "Activate Bruno Madrigal: You Just Have to See It", "Flotsam & Jetsam");
    assert.equal(g2.engine.player(0).deck[0]?.def.name, "Flotsam");
    assert.equal(lore(g2, 0), 0);
  },
};

void S;
void L;
void hasKeyword;
