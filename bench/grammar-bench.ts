// Front-end speed: lex + parse + AST + check of one typical card, and of the whole card library.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { compileSource } from "../compiler/compile-source";
import { grimFiles } from "../compiler/cli/files";
import { bundleFor } from "./bundle";
import { cpuMicros, median } from "./cpu-micros";
import { atMost, type BenchFigure } from "./bench-figure";

/** The card used as "typical": one triggered ability with a may, a selector and a number. */
const typicalCard = "cards/lorcana/set-08/048-hades-ruthless-tyrant.grim";

/**
 * The typical card's CPU µs per compile as the playground ships the compiler: an esbuild bundle
 * (bench/bundle.ts) run in a fresh node process holding only the compiler, like the playground's
 * worker; null if the probe cannot run.
 */
async function bundledMicros(root: string, typical: string): Promise<number | null> {
  const dir = mkdtempSync(join(tmpdir(), "grimoire-bench-"));
  try {
    const probe = join(dir, "front-end-probe.mjs");
    await bundleFor(`${root}/bench/front-end-probe.ts`, probe);
    const card = join(dir, "typical.grim");
    writeFileSync(card, typical);
    const out: unknown = JSON.parse(execFileSync(process.execPath, [probe, card], { encoding: "utf8" }));
    return typeof out === "object" && out !== null && "us" in out && typeof out.us === "number" ? out.us : null;
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function grammarBench(root = process.cwd()): Promise<BenchFigure[]> {
  // Only the card itself: its file also holds the card's scenario tests.
  const file = readFileSync(`${root}/${typicalCard}`, "utf8");
  const first = compileSource(file).file.cards[0];
  const typical = first === undefined ? file : file.slice(first.range.start.offset, first.range.end.offset) + "\n";
  const library = grimFiles([`${root}/cards`], root).map((f) => readFileSync(f, "utf8"));
  const typicalUs = cpuMicros(compileSource, typical);
  const bundledUs = await bundledMicros(root, typical);
  const perCard: number[] = [];
  let worst = 0;
  for (let run = 0; run < 7; run++) {
    let cards = 0;
    const t0 = performance.now();
    for (const text of library) {
      const c0 = performance.now();
      cards += compileSource(text).cards.length;
      worst = Math.max(worst, performance.now() - c0);
    }
    perCard.push((performance.now() - t0) / Math.max(1, cards));
  }
  const libraryMs = median(perCard);
  return [
    ...(bundledUs === null
      ? []
      : [atMost("check one typical card (lex+parse+AST+check), esbuild bundle in a fresh process as the playground's worker runs it, CPU median", bundledUs, "µs", 100)]),
    atMost("check one typical card (lex+parse+AST+check), under tsx as the CLI runs it, CPU median", typicalUs, "µs", 100),
    atMost(`check all of cards/ (${library.length} files), per card, median of 7`, libraryMs, "ms", 1),
    atMost("slowest single card file in those runs", worst, "ms", 50),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const f of await grammarBench()) console.log(`${f.name}: ${f.value.toFixed(2)} ${f.unit} (target ${f.target} ${f.unit}, ratio ${f.ratio?.toFixed(2)})`);
}
