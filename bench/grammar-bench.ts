// Front-end speed: lex + parse + AST + check of one typical card, and of the whole card library.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { compileSource } from "../compiler/compile-source";
import { grimFiles } from "../compiler/cli/files";
import type { BenchFigure } from "./runtime-bench";

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
}

/** The card used as "typical": one triggered ability with a may, a selector and a number. */
const typicalCard = "cards/lorcana/set-08/048-hades-ruthless-tyrant.grim";

type Compile = (text: string) => unknown;

/**
 * CPU µs per compile of `text`: the median over rounds of 100 compiles. CPU time, not wall
 * clock: the machine is shared, and a preempted round would count other processes' time.
 */
function cpuMicros(compile: Compile, text: string, rounds = 40): number {
  for (let i = 0; i < 300; i++) compile(text); // warm the JIT and build the parser
  const perCompile: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const c0 = process.cpuUsage();
    for (let i = 0; i < 100; i++) compile(text);
    const c = process.cpuUsage(c0);
    perCompile.push((c.user + c.system) / 100);
  }
  return median(perCompile);
}

/**
 * `compileSource` as the playground ships it: one esbuild bundle, without tsx's
 * keep-names wrapping (which names every closure and slows the hot paths). esbuild is
 * tsx's own bundler, so it is always installed with it.
 */
async function bundledCompile(root: string): Promise<Compile | null> {
  try {
    const { build } = await import("esbuild");
    const out = await build({ entryPoints: [`${root}/compiler/compile-source.ts`], bundle: true, format: "esm", platform: "node", write: false, logLevel: "silent" });
    const code = out.outputFiles[0]?.text;
    if (code === undefined) return null;
    const dir = mkdtempSync(join(tmpdir(), "grimoire-bench-"));
    const file = join(dir, "compile-source.mjs");
    writeFileSync(file, code);
    const mod: Record<string, unknown> = await import(pathToFileURL(file).href);
    rmSync(dir, { recursive: true, force: true });
    const fn = mod["compileSource"];
    return typeof fn === "function" ? (text: string): unknown => fn(text) : null;
  } catch {
    return null;
  }
}

export async function grammarBench(root = process.cwd()): Promise<BenchFigure[]> {
  // Only the card itself: its file also holds the card's scenario tests.
  const file = readFileSync(`${root}/${typicalCard}`, "utf8");
  const first = compileSource(file).file.cards[0];
  const typical = first === undefined ? file : file.slice(first.range.start.offset, first.range.end.offset) + "\n";
  const library = grimFiles([`${root}/cards`], root).map((f) => readFileSync(f, "utf8"));
  const typicalUs = cpuMicros(compileSource, typical);
  const bundled = await bundledCompile(root);
  const bundledUs = bundled === null ? null : cpuMicros(bundled, typical);
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
      : [{ name: "check one typical card (lex+parse+AST+check), esbuild bundle as the playground ships it, CPU median", value: bundledUs, unit: "µs", target: 100, ratio: 100 / bundledUs }]),
    { name: "check one typical card (lex+parse+AST+check), under tsx as the CLI runs it, CPU median", value: typicalUs, unit: "µs", target: 100, ratio: 100 / typicalUs },
    { name: `check all of cards/ (${library.length} files), per card, median of 7`, value: libraryMs, unit: "ms", target: 1, ratio: 1 / libraryMs },
    { name: "slowest single card file in those runs", value: worst, unit: "ms", target: 50, ratio: 50 / worst },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const f of await grammarBench()) console.log(`${f.name}: ${f.value.toFixed(2)} ${f.unit} (target ${f.target} ${f.unit}, ratio ${f.ratio?.toFixed(2)})`);
}
