/**
 * Text rendering speed: all four languages for every scripted card; prints the median
 * main-thread CPU µs per ability per language against the target (≤ 10 µs), and beside it
 * the process CPU time and the wall clock, both as the playground ships the renderers (an
 * esbuild bundle) and under tsx (as the CLI runs them). Runnable alone:
 * `npx tsx bench/text-bench.ts`. docs/text.md "Bench" says why the main thread.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { languages, type Card, type Language } from "../grammar/ast";
import { loadScriptedCards, repoRoot } from "../compiler/text/conformance-cli";
import { renderCard } from "../compiler/text/render-card";
import { bundleFor } from "./bundle";
import { median } from "./cpu-micros";
import { info, type BenchFigure } from "./bench-figure";

type Render = (card: Card, lang: Language) => unknown;

export interface TextBenchResult {
  readonly abilities: number;
  /** What `medianMicrosPerAbilityPerLanguage` counts: the main thread's CPU time, or the whole process's where the platform has no per-thread clock. */
  readonly clock: "main-thread CPU" | "process CPU";
  /** Median over rounds of the CPU µs per ability per language (one round renders every card in one language). */
  readonly medianMicrosPerAbilityPerLanguage: number;
  /**
   * The fastest round of process CPU time: less sensitive to other processes on a shared
   * machine. Process CPU, because its clock is exact per round, while the main-thread figure
   * carries a background thread's lag of up to a tick, which only a median absorbs.
   */
  readonly minMicrosPerAbilityPerLanguage: number;
  /** Median of the whole process's CPU time (`process.cpuUsage`): adds V8's background threads (JIT compiler, GC helpers). */
  readonly processCpuMedianMicros: number;
  /** Median wall-clock time (`performance.now`): what a user waits, but it counts other processes' time on a loaded machine. */
  readonly wallMedianMicros: number;
  readonly target: number;
  readonly ratio: number;
  /**
   * The machine's noise during the measurement: the median over rounds of a fixed workload's CPU
   * time over its fastest round (1.00 on a steady machine). The workload (`controlWork`) does what
   * dominates rendering in V8's profile, Map lookups and property loads on objects of many shapes,
   * with no JIT warm-up left; on a shared machine its median drifts above its fastest round as the
   * renderer's does, so the renderer's median over its fastest round can be read against it.
   */
  readonly noiseFactor: number;
  /** The renderer's process-CPU median over its fastest round, per language (the median of the four), to set beside `noiseFactor`. */
  readonly spreadFactor: number;
}

/** A fixed workload of Map lookups and property loads on objects of twelve shapes (see `noiseFactor`). */
function controlWork(): () => number {
  const keys: string[] = [];
  for (let i = 0; i < 400; i++) keys.push(`key-${i}`);
  const table = new Map(keys.map((k, i) => [k, i]));
  const shapes: Record<string, number>[] = [];
  for (let i = 0; i < 12; i++) shapes.push({ [`f${i}`]: i, kind: i, value: i });
  return () => {
    let sum = 0;
    for (let i = 0; i < 60_000; i++) {
      sum += table.get(keys[i % 400] as string) ?? 0;
      sum += (shapes[i % 12] as Record<string, number>)["value"] ?? 0;
    }
    return sum;
  };
}

/** The sections the bench counts per language: every keyword line, ability and action body of the cards ("per ability"). */
export function sectionCount(cards: readonly Card[]): number {
  return cards.reduce((n, c) => n + c.keywords.length + c.abilities.length + (c.body === null ? 0 : 1), 0) || 1;
}

/** `renderCard` as the playground ships it: one esbuild bundle (bench/bundle.ts). */
async function bundledRender(): Promise<Render | null> {
  const dir = mkdtempSync(join(tmpdir(), "grimoire-text-bench-"));
  try {
    const file = join(dir, "render-card.mjs");
    await bundleFor(`${repoRoot}/compiler/text/render-card.ts`, file);
    const mod: Record<string, unknown> = await import(pathToFileURL(file).href);
    const fn = mod["renderCard"];
    return typeof fn === "function" ? (card: Card, lang: Language): unknown => fn(card, lang) : null;
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function threadNs(file: string): number {
  try {
    return Number(readFileSync(file, "latin1").split(" ")[0]);
  } catch {
    return 0; // the thread ended between listing and reading
  }
}

/**
 * The CPU time, in µs, of V8's background threads (JIT compiler, GC helpers) on Linux, null
 * elsewhere: the sum over the process's threads other than the main one (its id is the process
 * id) of `/proc/self/task/<tid>/schedstat`, which counts a thread's time on a CPU in ns. A
 * round's main-thread CPU time is its process CPU time (`process.cpuUsage`, exact) minus this:
 * a thread's schedstat is brought up to date only when it is switched out or at a timer tick,
 * so reading the main thread's own would be off by up to a tick per round, while the
 * background threads are mostly asleep when read (when one is running, its lag shifts one
 * round's figure either way, which the median absorbs; the minimum would not). They compile
 * and collect beside the renderer without delaying its result (docs/text.md "Bench").
 */
function backgroundThreadsClock(): (() => number) | null {
  const dir = "/proc/self/task";
  const read = (): number => {
    let ns = 0;
    for (const tid of readdirSync(dir)) if (tid !== String(process.pid)) ns += threadNs(`${dir}/${tid}/schedstat`);
    return ns / 1000;
  };
  try {
    return Number.isFinite(read()) && readdirSync(dir).includes(String(process.pid)) ? read : null;
  } catch {
    return null;
  }
}

/**
 * CPU time, not wall clock, for the figure held against the target: the machine is shared,
 * and a preempted round would count other processes' time (the wall clock is printed
 * beside it). Each round renders every scripted card in one language.
 */
export function measureText(render: Render = renderCard, cards: readonly Card[] = loadScriptedCards(), rounds = 40): TextBenchResult {
  const sections = sectionCount(cards);
  for (let i = 0; i < 10; i++) for (const l of languages) for (const c of cards) render(c, l); // warm-up
  const background = backgroundThreadsClock();
  const samples: number[] = [];
  const processCpu: number[] = [];
  const wall: number[] = [];
  const control = controlWork();
  for (let i = 0; i < 20; i++) control();
  const controlCpu: number[] = [];
  for (let r = 0; r < rounds; r++) {
    // The control runs between rounds, outside the renderer's timing.
    const k0 = process.cpuUsage();
    control();
    const k = process.cpuUsage(k0);
    controlCpu.push(k.user + k.system);
    for (const l of languages) {
      const b0 = background?.() ?? 0;
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      for (const c of cards) render(c, l);
      const t1 = performance.now();
      const used = process.cpuUsage(c0);
      const b1 = background?.() ?? 0;
      const cpu = (used.user + used.system) / sections;
      processCpu.push(cpu);
      wall.push(((t1 - t0) * 1000) / sections);
      samples.push(cpu - (b1 - b0) / sections);
    }
  }
  const med = median(samples);
  return {
    abilities: sections,
    clock: background === null ? "process CPU" : "main-thread CPU",
    medianMicrosPerAbilityPerLanguage: med,
    minMicrosPerAbilityPerLanguage: Math.min(...processCpu),
    processCpuMedianMicros: median(processCpu),
    wallMedianMicros: median(wall),
    target: 10,
    ratio: 10 / med,
    noiseFactor: median(controlCpu) / Math.min(...controlCpu),
    spreadFactor: median(languages.map((_, i) => {
      const own = processCpu.filter((_x, j) => j % languages.length === i);
      return median(own) / Math.min(...own);
    })),
  };
}

function figures(r: TextBenchResult, how: string): BenchFigure[] {
  return [
    { name: `text render, ${how}, ${r.clock} median per ability per language (${r.abilities} abilities × 4)`, value: r.medianMicrosPerAbilityPerLanguage, unit: "µs", target: r.target, ratio: r.target / r.medianMicrosPerAbilityPerLanguage },
    { name: `text render, ${how}, process CPU fastest round per ability per language`, value: r.minMicrosPerAbilityPerLanguage, unit: "µs", target: r.target, ratio: r.target / r.minMicrosPerAbilityPerLanguage },
    { name: `text render, ${how}, process CPU median (with V8's background threads)`, value: r.processCpuMedianMicros, unit: "µs", target: r.target, ratio: r.target / r.processCpuMedianMicros },
    { name: `text render, ${how}, wall-clock median (counts other processes on a loaded machine)`, value: r.wallMedianMicros, unit: "µs", target: r.target, ratio: r.target / r.wallMedianMicros },
    info(`text render, ${how}, process CPU median / fastest round of each language (median of the four)`, r.spreadFactor, "×"),
    info(`text render, ${how}, machine noise meanwhile: a fixed Map-and-property workload's median / fastest round (1.00 = steady)`, r.noiseFactor, "×"),
  ];
}

/** The figures `npm run bench` prints (ratio = target / value, ≥ 1 meets the target). */
export async function textRenderBench(): Promise<BenchFigure[]> {
  const cards = loadScriptedCards();
  const bundled = await bundledRender();
  return [
    ...(bundled === null ? [] : figures(measureText(bundled, cards), "esbuild bundle as the playground ships it")),
    ...figures(measureText(renderCard, cards), "under tsx as the CLI runs it"),
  ];
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const f of await textRenderBench()) console.log(f.target === null ? `${f.name}: ${f.value.toFixed(2)} ${f.unit}` : `${f.name}: ${f.value.toFixed(2)} ${f.unit} (target ${f.target} ${f.unit}, ratio ${f.ratio?.toFixed(2)})`);
}
