import { describe, expect, it } from "vitest";
import { Game, RandomAgent } from "../../runtime";
import { playoutDeck } from "./fixtures/playout-deck";
import { invariantProblems } from "./invariants";

const GAMES = 300;

function play(seed: number, log = false): Game {
  const game = Game.create({ seed, players: [{ deck: playoutDeck }, { deck: playoutDeck }], log, decisionBudget: 20_000 });
  const total = playoutDeck.length * 2;
  game.run([new RandomAgent(seed * 7919 + 1), new RandomAgent(seed * 104729 + 2)], (g) => {
    const problems = invariantProblems(g, total);
    if (problems.length > 0) throw new Error(`seed ${seed}: ${problems.join("; ")}`);
  });
  return game;
}

describe("random playouts", () => {
  it(`plays ${GAMES} complete seeded 2-player games without breaking invariants`, () => {
    let ended = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      const game = play(seed);
      if (!game.over || game.engine.overReason.includes("budget")) throw new Error(`seed ${seed}: the game did not end (${game.engine.overReason})`);
      ended++;
    }
    expect(ended).toBe(GAMES);
  });

  it("same seed and same decisions give a byte-identical log", () => {
    for (const seed of [11, 42]) {
      const a = play(seed, true).logLines().join("\n");
      const b = play(seed, true).logLines().join("\n");
      expect(a.length).toBeGreaterThan(100);
      expect(a).toBe(b);
    }
  });
});
