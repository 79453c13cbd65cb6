// Runtime throughput: complete random 2-player games per second (60-card decks) and actions per second, on one core.
import { Game, RandomAgent } from "../runtime";
import { median } from "./cpu-micros";
import { playoutDeck } from "../test/runtime/fixtures/playout-deck";
import { atLeast, info, type BenchFigure } from "./bench-figure";

function runBatch(firstSeed: number, games: number): { seconds: number; cpuSeconds: number; actions: number; decisions: number } {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  let actions = 0;
  let decisions = 0;
  for (let i = 0; i < games; i++) {
    const seed = firstSeed + i;
    const game = Game.create({ seed, players: [{ deck: playoutDeck }, { deck: playoutDeck }], log: false, decisionBudget: 20_000 });
    game.run([new RandomAgent(seed * 31 + 1), new RandomAgent(seed * 37 + 2)]);
    actions += game.engine.actionCount;
    decisions += game.engine.decisionCount;
  }
  const c = process.cpuUsage(c0);
  return { seconds: (performance.now() - t0) / 1000, cpuSeconds: (c.user + c.system) / 1e6, actions, decisions };
}

/** Median of `runs` batches of `games` games each; returns the figures with their units and target ratios. */
export function runtimeBench(options: { runs?: number; games?: number } = {}): BenchFigure[] {
  const runs = options.runs ?? 5;
  const games = options.games ?? 100;
  runBatch(1_000_000, 20); // warm-up
  const gps: number[] = [];
  const aps: number[] = [];
  const dps: number[] = [];
  const cpu: number[] = [];
  for (let r = 0; r < runs; r++) {
    const b = runBatch(r * games + 1, games);
    gps.push(games / b.seconds);
    cpu.push(games / b.cpuSeconds);
    aps.push(b.actions / b.seconds);
    dps.push(b.decisions / b.seconds);
  }
  const gamesPerSecond = median(gps);
  return [
    atLeast("runtime: complete random 2-player games (60-card decks)", gamesPerSecond, "games/s", 250),
    // The same games per second of this process's CPU time (V8's helper threads included, so it errs low on an
    // idle machine): far less sensitive than wall time to other processes sharing the two cores.
    info("runtime: complete random 2-player games per CPU second", median(cpu), "games/cpu-s"),
    info("runtime: turn actions", median(aps), "actions/s"),
    info("runtime: decisions answered", median(dps), "decisions/s"),
  ];
}

function format(f: BenchFigure): string {
  const ratio = f.ratio === null ? "" : ` (${f.ratio.toFixed(2)}× target ${f.target} ${f.unit})`;
  return `${f.name}: ${f.value.toFixed(1)} ${f.unit}${ratio}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const f of runtimeBench()) console.log(format(f));
}
