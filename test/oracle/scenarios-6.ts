import { IllegalAnswerError, hasKeyword, keywordValue } from "../../runtime";
import * as C from "./fixtures/oracle-cards";
import { assert, L, S, W, board, card, labels, lore, logIndex, readyInk, say, zoneNames } from "./harness";

const filler = [C.trinket, C.trinket, C.trinket, C.trinket, C.trinket];

export const scenariosSix: Record<string, () => void> = {
  "R-6.1.1-a": () => {
    const g = board({ active: 1, players: [{ play: [{ card: C.cursedMerfolk, exerted: true }] }, { play: [C.toughGuy], hand: [C.charX, C.charY] }] });
    say(g, "Challenge Player 1's Cursed Merfolk with Tough Guy", "Xavier");
    assert.deepEqual(zoneNames(g, 1, "discard"), ["Xavier"]);
    assert.deepEqual(zoneNames(g, 1, "hand"), ["Yolanda"]);
  },
  "R-6.1.1.2-b": () => {
    const g = board({ players: [{ hand: [C.ringTheBell], inkwell: 1 }, { play: [{ card: C.charX, damage: 1 }, C.charY] }] });
    say(g, "Play Ring the Bell");
    assert.equal(card(g, "Xavier").zone, "discard");
    assert.equal(card(g, "Yolanda").zone, "play");
  },
  "R-6.1.3-a": () => {
    const mk = () => board({ players: [{ hand: [C.paintingTheRoses], inkwell: 1, deck: [C.trinket] }, { play: [C.charX, C.charY] }] });
    const g = mk();
    say(g, "Play Painting the Roses Red");
    assert.throws(() => g.answer(["Xavier", "Xavier"]), IllegalAnswerError);
    say(g, ["Xavier", "Yolanda"]);
    assert.equal(S(g, card(g, "Xavier")), 1);
    assert.equal(S(g, card(g, "Yolanda")), 1);
    assert.deepEqual(zoneNames(g, 0, "hand"), ["Trinket"]);
    const g0 = mk();
    say(g0, "Play Painting the Roses Red", []);
    assert.equal(S(g0, card(g0, "Xavier")), 2);
    assert.deepEqual(zoneNames(g0, 0, "hand"), ["Trinket"]);
  },
  "R-6.1.3.1-b": () => {
    const strong = { ...C.charY, id: "strong", strength: 6 };
    const g = board({ players: [{ hand: [C.banishStrong], inkwell: 1 }, { play: [{ ...C.charX, strength: 4 }, strong] }] });
    say(g, "Play Strong Banish");
    assert.equal(card(g, "Yolanda").zone, "discard");
    assert.equal(card(g, "Xavier").zone, "play");
  },
  "R-6.1.5.1-b": () => {
    const deck = [C.charX, C.charY, C.trinket];
    const g = board({ players: [{ play: [C.shuffleQuester], deck }, {}] });
    say(g, "Quest with Restless Spirit", "Yes");
    assert.equal(card(g, "Restless Spirit").zone !== "play", true);
    assert.equal(zoneNames(g, 0, "hand").length, 3);
    const g2 = board({ players: [{ play: [C.shuffleQuester], deck }, {}] });
    say(g2, "Quest with Restless Spirit", "No");
    assert.equal(zoneNames(g2, 0, "hand").length, 0);
    assert.equal(card(g2, "Restless Spirit").zone, "play");
  },
  "R-6.1.5.1-c": () => {
    const g = board({ players: [{ hand: [C.judy], inkwell: 2 }, { play: [C.trinket], deck: [C.charX] }] });
    say(g, "Play Judy Hopps", "No");
    assert.equal(card(g, "Trinket").zone, "play");
    assert.equal(zoneNames(g, 1, "hand").length, 0);
    const g2 = board({ players: [{ hand: [C.judy], inkwell: 2 }, { play: [C.trinket], deck: [C.charX] }] });
    say(g2, "Play Judy Hopps", "Yes");
    assert.equal(card(g2, "Trinket").zone, "discard");
    assert.deepEqual(zoneNames(g2, 1, "hand"), ["Xavier"]);
  },
  "R-6.1.7.1-a": () => {
    const g = board({
      players: [{ play: [C.jungleOasis, { card: C.charX, at: "Pride Lands" }, { card: C.charY, at: "Pride Lands" }, { card: C.gaston, at: "Pride Lands" }, C.donaldBase], discard: [C.donaldPie] }, {}],
    });
    say(g, "Activate Pride Lands: Our Humble Home");
    const donalds = g.engine.player(0).play.filter((c) => c.def.name === "Donald Duck");
    assert.equal(donalds.length, 2, "played normally, not shifted onto the other Donald");
    assert.ok(donalds.every((d) => d.under.length === 0));
    assert.equal(card(g, "Pride Lands").zone, "discard");
  },
  "R-6.1.8-a": () => {
    const g = board({ players: [{ play: [C.princeJohn], hand: [C.forceDiscard2], deck: [C.charX, C.charY, C.trinket] }, { hand: [C.flounder, C.gaston] }] });
    say(g, "Play Forced Discard", "Yes");
    assert.equal(zoneNames(g, 0, "hand").length, 2);
    const g2 = board({ players: [{ play: [C.princeJohn], hand: [C.forceDiscard2], deck: [C.charX, C.charY, C.trinket] }, { hand: [C.flounder, C.gaston] }] });
    say(g2, "Play Forced Discard", "No");
    assert.equal(zoneNames(g2, 0, "hand").length, 0);
  },
  "R-6.1.12-a": () => {
    const g = board({ players: [{ hand: [C.chernabogEvildoer], discard: [C.charX, C.charY, C.flounder], inkwell: 3 }, {}] });
    assert.ok(labels(g).includes("Play Chernabog - Evildoer"));
    say(g, "Play Chernabog");
    assert.equal(readyInk(g, 0), 0);
  },
  "R-6.1.13.1-a": () => {
    const g = board({ players: [{ play: [C.triton], deck: filler }, { deck: filler }] });
    const t = card(g, "Triton");
    assert.equal(hasKeyword(g.engine, t, "evasive"), true);
    say(g, "End turn");
    assert.equal(g.engine.active, 1);
    assert.equal(hasKeyword(g.engine, t, "evasive"), false);
  },
  "R-6.1.13.2-a": () => {
    const taffyta2 = { ...C.taffyta, id: "taffyta-2" };
    const g = board({ players: [{ play: [C.taffyta, taffyta2, C.loc1, C.loc2] }, {}] });
    say(g, "Move Taffyta Muttonfudge - Sour Speedster to Spot One");
    assert.equal(lore(g, 0), 2);
    say(g, "Move Taffyta Muttonfudge - Sour Speedster to Spot Two");
    assert.equal(lore(g, 0), 2, "second move: no effect");
    say(g, "Move Taffyta Muttonfudge - Sour Speedster to Spot One #2");
    assert.equal(lore(g, 0), 4);
  },
  "R-6.1.13.5-a": () => {
    const g = board({ players: [{ play: [C.noi, C.trinket], hand: [C.banishItem] }, {}] });
    const n = card(g, "Noi");
    assert.equal(keywordValue(g.engine, n, "resist"), 1);
    assert.equal(hasKeyword(g.engine, n, "ward"), true);
    say(g, "Play Break It");
    assert.equal(keywordValue(g.engine, n, "resist"), 0);
    assert.equal(hasKeyword(g.engine, n, "ward"), false);
  },
  "R-6.1.13.5-b": () => {
    const g = board({ players: [{ play: [C.prideRock, C.loc2, { card: C.charX, at: "Pride Lands" }] }, {}] });
    const x = card(g, "Xavier");
    assert.equal(W(g, x), 5);
    say(g, "Move Xavier to Spot Two");
    assert.equal(W(g, x), 3);
  },
  "R-6.1.13.6-b": () => {
    const hero = { ...C.toughGuy, strength: 3 };
    const g = board({ players: [{ play: [C.thebes, { card: hero, at: "Thebes" }] }, { play: [{ card: C.weakling, exerted: true }] }] });
    say(g, "Challenge Player 2's Weakling with Tough Guy");
    assert.equal(card(g, "Weakling").zone, "discard");
    assert.equal(lore(g, 0), 2);
    const g2 = board({ active: 1, players: [{ play: [C.thebes, { card: hero, at: "Thebes", exerted: true }] }, { play: [C.weakling] }] });
    say(g2, "Challenge Player 1's Tough Guy with Weakling");
    assert.equal(card(g2, "Weakling").zone, "discard");
    assert.equal(lore(g2, 0), 0);
  },
  "R-6.1.14.2-a": () => {
    const deck = [C.charX, C.trinket, C.charY, C.flounder, C.shellNecklace, C.gaston];
    const g = board({ players: [{ hand: [C.lookAtThisFamily, C.princess1], inkwell: 2, deck }, {}] });
    say(g, "Play Look at This Family", "Yes");
    assert.deepEqual(labels(g), ["Player 1's Xavier (deck)", "Player 1's Yolanda (deck)", "Player 1's Flounder (deck)"]);
    say(g, ["Xavier", "Flounder"], ["Trinket", "Yolanda", "Ursula's Shell Necklace"]);
    assert.deepEqual(zoneNames(g, 0, "hand").sort(), ["Aurora", "Flounder", "Xavier"]);
    assert.deepEqual(zoneNames(g, 0, "deck"), ["Gaston", "Trinket", "Yolanda", "Ursula's Shell Necklace"]);
  },
  "R-6.2.5-a": () => {
    const g = board({ players: [{ play: [C.scar] }, { play: [{ card: C.weakling, exerted: true }] }] });
    say(g, "Challenge Player 2's Weakling with Scar", "Yes");
    assert.equal(card(g, "Scar").exerted, false);
    assert.ok(!labels(g).includes("Quest with Scar - Vicious Cheater"));
    const g2 = board({ players: [{ play: [C.scar] }, {}] });
    assert.ok(labels(g2).includes("Quest with Scar - Vicious Cheater"));
  },
  "R-6.2.6-a": () => {
    const g = board({ players: [{ hand: [C.johnSilver], inkwell: 2, deck: filler }, { play: [C.charX, C.charY], deck: filler }] });
    say(g, "Play John Silver", "Xavier");
    const x = card(g, "Xavier");
    const y = card(g, "Yolanda");
    assert.equal(hasKeyword(g.engine, x, "reckless"), false, "not yet: during their next turn");
    say(g, "End turn");
    assert.equal(hasKeyword(g.engine, x, "reckless"), true);
    assert.equal(hasKeyword(g.engine, y, "reckless"), false);
    say(g, "End turn");
    assert.equal(hasKeyword(g.engine, x, "reckless"), false);
    say(g, "Quest with John Silver", "Yolanda", "End turn");
    assert.equal(hasKeyword(g.engine, y, "reckless"), true);
  },
  "R-6.3.3-a": () => {
    const g = board({ players: [{ play: [C.fangCrossbow, C.tinkerBellClever] }, { play: [C.dragon] }] });
    say(g, "Activate Fang Crossbow: Stay Back!", "Yes");
    assert.equal(card(g, "Maleficent").zone, "discard");
    const fang = card(g, "Fang Crossbow");
    assert.equal(fang.zone, "inkwell");
    assert.equal(fang.exerted, true);
    assert.ok(logIndex(g, "Maleficent is banished") < logIndex(g, "Tinker Bell: triggered ability resolves"));
  },
  "R-6.4.1-a": () => {
    const g = board({ players: [{ play: [{ card: C.charX, exerted: true }], hand: [C.wardUntil], deck: filler }, { deck: filler }] });
    say(g, "Play Protective Cloak");
    const x = card(g, "Xavier");
    assert.equal(hasKeyword(g.engine, x, "ward"), true);
    say(g, "End turn");
    assert.equal(hasKeyword(g.engine, x, "ward"), true, "until the start of your next turn");
    say(g, "End turn");
    assert.equal(hasKeyword(g.engine, x, "ward"), false);
    const g2 = board({ players: [{ play: [{ card: C.charX, exerted: true }, C.wardAura], hand: [C.banishItem] }, {}] });
    assert.equal(hasKeyword(g2.engine, card(g2, "Xavier"), "ward"), true);
    say(g2, "Play Break It");
    assert.equal(hasKeyword(g2.engine, card(g2, "Xavier"), "ward"), false);
  },
  "R-6.4.3-a": () => {
    const g = board({ players: [{ play: [C.treasureGuardian, C.loc1] }, { play: [{ card: C.weakling, exerted: true }] }] });
    assert.ok(!labels(g).some((l) => l.includes("with Treasure Guardian")));
    say(g, "Move Treasure Guardian");
    assert.ok(labels(g).includes("Quest with Treasure Guardian - Protector of the Cave"));
    assert.ok(labels(g).includes("Challenge Player 2's Weakling with Treasure Guardian - Protector of the Cave"));
  },
  "R-6.5.1.1-a": () => {
    const g = board({ players: [{ play: [C.stolenScimitar, C.stolenScimitar, C.aladdin, C.charX] }, {}] });
    say(g, "Activate Stolen Scimitar: Slash", "Xavier");
    assert.equal(S(g, card(g, "Xavier")), 3);
    say(g, "Activate Stolen Scimitar: Slash", "Aladdin");
    assert.equal(S(g, card(g, "Aladdin")), 4);
  },
  "R-6.5.3-a": () => {
    const mk = () => board({ players: [{ play: [C.snuggly, { card: C.pumpedUp, at: "Snuggly Duckling" }] }, { play: [{ card: C.toughGuy, exerted: true }] }] });
    const g = mk();
    say(g, "Challenge Player 2's Tough Guy with Brawler", "Routine Ruckus");
    assert.equal(lore(g, 0), 1);
    const g2 = mk();
    say(g2, "Challenge Player 2's Tough Guy with Brawler", "Pump");
    assert.equal(lore(g2, 0), 3);
  },
  "R-6.5.7-a": () => {
    const g = board({ players: [{ play: [C.sevenDwarfsMine], hand: [C.sleepy], inkwell: 2 }, { play: [C.beast, C.flounder] }] });
    say(g, "Play Sleepy", "Move Sleepy", "Yes", "Flounder");
    assert.equal(card(g, "Flounder").damage, 0);
    assert.equal(card(g, "Beast").damage, 2);
    assert.ok(logIndex(g, "self-replacement") < logIndex(g, "Beast takes 2 damage instead of Flounder"));
  },
  "R-6.5.8-a": () => {
    const heihei2 = { ...C.heihei, id: "heihei-2" };
    const g = board({ players: [{ play: [C.rapunzel, C.flounder, C.heihei, heihei2] }, { play: [{ card: C.toughGuy, exerted: true, damage: 0 }] }] });
    say(g, "Quest with HeiHei - Boat Snack", "Yes", "Flounder");
    say(g, "Quest with HeiHei - Boat Snack", "Yes", "Flounder");
    assert.equal(g.engine.replacements.length, 2);
    const f = card(g, "Flounder");
    assert.equal(S(g, f), 4);
    say(g, "Challenge Player 2's Tough Guy with Flounder");
    assert.equal(card(g, "Flounder").damage, 0);
    assert.equal(g.engine.replacements.length, 0, "the other instance ceased to exist");
    assert.equal(card(g, "Tough Guy").damage, 4);
  },
  "R-6.6.1.2-a": () => {
    const g = board({ players: [{ play: [C.princessP], hand: [C.grandDuke, C.princeQ, C.banishAction], inkwell: 6 }, {}] });
    say(g, "Play Grand Duke");
    assert.equal(S(g, card(g, "Snow White")), 3);
    say(g, "Play Prince Phillip");
    assert.equal(S(g, card(g, "Prince Phillip")), 3);
    say(g, "Play Banish It", "Grand Duke");
    assert.equal(S(g, card(g, "Snow White")), 2);
    assert.equal(S(g, card(g, "Prince Phillip")), 2);
  },
  "R-6.6.1.2-b": () => {
    const g = board({ players: [{ play: [C.heiheiRooster], hand: [C.plus1, C.minus5, { ...C.plus1, id: "p1b" }] }, {}] });
    const h = card(g, "Heihei");
    say(g, "Play Plus One");
    assert.equal(S(g, h), 3);
    say(g, "Play Minus Five");
    assert.equal(S(g, h), -2);
    say(g, "Play Plus One");
    assert.equal(S(g, h), -1);
    assert.equal(W(g, h), 2);
  },
  "R-6.6.2-a": () => {
    const g = board({ players: [{ play: [C.yokai, C.microbots], hand: [C.microbots], inkwell: 1, deck: [C.charX, C.charY] }, { play: [C.tiny] }] });
    say(g, "Play Microbots", "Tiny");
    assert.equal(S(g, card(g, "Tiny")), -1);
    say(g, "Quest with Yokai");
    assert.equal(zoneNames(g, 0, "hand").length, 1);
    assert.equal(S(g, card(g, "Tiny")), -1);
  },
  "R-6.6.3-a": () => {
    const five = [C.charX, C.charY, C.flounder, C.gaston, C.trinket];
    const g = board({ players: [{ play: [C.flynn], hand: [C.forceDiscard3], lore: 3 }, { hand: five }] });
    const f = card(g, "Flynn Rider");
    assert.equal(L(g, f), -1);
    say(g, "Quest with Flynn Rider");
    assert.equal(lore(g, 0), 3);
    say(g, "Play Triple Discard", ["Xavier", "Yolanda", "Flounder"]);
    assert.equal(L(g, f), 2);
  },
  "R-6.6.4-a": () => {
    const g = board({ players: [{ play: [C.elisa], hand: [C.minus4, C.plus1, C.plus4] }, {}] });
    const e = card(g, "Elisa Maza");
    say(g, "Play Minus Four");
    assert.equal(S(g, e), 4);
    say(g, "Play Plus One");
    assert.equal(S(g, e), 4);
    say(g, "Play Plus Four");
    assert.equal(S(g, e), 5);
  },
  "R-6.7.3-b": () => {
    const js2 = { ...C.johnSmith, id: "js-2" };
    const g = board({ active: 1, players: [{ play: [C.johnSmith, js2, C.charX] }, { hand: [C.smash], inkwell: 3 }] });
    say(g, "Play Smash");
    assert.deepEqual(labels(g), ["Player 1's John Smith", "Player 1's John Smith #2"]);
    say(g, "Player 1's John Smith");
    const [j1, j2] = g.engine.player(0).play.filter((c) => c.def.name === "John Smith");
    assert.equal(j1?.damage, 3);
    assert.equal(j2?.damage, 0);
    assert.equal(card(g, "Xavier").damage, 0);
  },
  "R-6.7.6-a": () => {
    const g = board({ start: "turnStart", players: [{ play: [C.donaldGentleman], deck: [C.charX, C.charY] }, { deck: [C.trinket] }] });
    assert.equal(g.pendingDecision()?.player, 0, "the active player does their part first");
    say(g, "Yes");
    assert.equal(g.pendingDecision()?.player, 1);
    say(g, "Yes");
    assert.deepEqual(zoneNames(g, 1, "hand"), ["Trinket"]);
    assert.equal(zoneNames(g, 0, "hand").length, 2, "drew 1 from Allow Me, then 1 in the Draw step");
  },
  "R-6.7.9-a": () => {
    const g = board({ players: [{ hand: [C.motherGothel], inkwell: 2 }, {}] });
    say(g, "Play Mother Gothel");
    assert.equal(card(g, "Mother Gothel").damage, 3);
    assert.equal(g.engine.eventsThisTurn.some((e) => e.kind === "dealtDamage" || e.kind === "takesDamage"), false);
  },
};
