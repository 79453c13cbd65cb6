import type { Answer, Decision } from "./decision";
import type { Agent, Game } from "./game";
import { Rng } from "./rng";

/** A seeded random player: always answers legally, so whole games can be played out. */
export class RandomAgent implements Agent {
  private readonly rng: Rng;

  constructor(seed: number) {
    this.rng = new Rng(seed);
  }

  choose(d: Decision, _game: Game): Answer {
    const n = d.optionCount;
    if (d.kind === "mulligan") return [];
    if (d.kind === "turnAction") {
      // Prefer doing something over ending the turn, so games finish by lore.
      const end = d.passOption ?? -1;
      if (end >= 0 && n > 1 && this.rng.next() < 0.85) {
        const k = this.rng.int(n - 1);
        return [k >= end ? k + 1 : k];
      }
      return [this.rng.int(n)];
    }
    const count = d.min + this.rng.int(d.max - d.min + 1);
    const idx = Array.from({ length: n }, (_, i) => i);
    this.rng.shuffle(idx);
    return idx.slice(0, count);
  }
}
