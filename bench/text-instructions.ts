/**
 * Text rendering counted in instructions, not seconds: the load-independent companion of
 * `text-bench.ts` on a shared machine, where the CPU-time median moves ~2× between runs. It counts
 * the instructions (valgrind's callgrind) of rendering every scripted card in all four languages
 * with the renderers as the playground ships them (an esbuild bundle), and prints instructions per
 * ability per language in the steady state: the count of a run of `warm` rounds plus `rounds`
 * measured rounds minus the count of a run of the `warm` rounds alone, both single-threaded
 * (`node --single-threaded`, so that the count does not depend on scheduling). The cards are handed
 * to the bundle as JSON (their strings are not internalised as the parser's ids are, so Map lookups
 * hash a little more than in `text-bench.ts`). Takes several minutes: valgrind runs ~50× slower.
 * It prints the instructions of V8's optimising compilers apart (functions that become hot late are
 * compiled inside the measured rounds under `--single-threaded`), and the rendering without them,
 * the figure to compare between builds. Needs `callgrind_annotate` (valgrind's package).
 *
 * `npx tsx bench/text-instructions.ts [--bundle other.mjs] [--langs en,fr] [--warm 12] [--rounds 4] [--cache | --functions [--top 25]]`
 * (`--bundle` measures another build, e.g. of an older commit, for an A/B). `--cache` runs
 * cachegrind instead, simulating this machine's first two cache levels, and prints per ability per
 * language the instructions, instruction misses and data read misses by where the code lies
 * (`bench/cache-simulation.ts`): what the time is made of, where the instruction count alone
 * misleads (docs/text.md "Bench"). `--functions` runs callgrind with the same caches, collecting
 * after the warm-up only, and names every address by V8's code map (`--perf-basic-prof`): the
 * instructions and instruction misses of each compiled function, builtin and regular expression,
 * the `--top` N that miss most (one run, about a minute; the figures repeat to a few tenths from
 * run to run). Needs valgrind (the Debian package `valgrind`); without it, says so and exits. Not
 * part of `npm run bench`.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadScriptedCards, repoRoot } from "../compiler/text/conformance-cli";
import { bundleFor } from "./bundle";
import { bundleModules, cacheEventNames, cacheEvents, cacheGeometry, costsByCode, countsByOrigin, origins, parsePerfMap, readableName, steadyState, type CacheCounts, type EventCounts, type Origin } from "./cache-simulation";
import { sectionCount } from "./text-bench";

/** The driver valgrind runs: `node driver.mjs <bundle> <cards.json> <langs> <warm> <rounds>`. */
const driver = `import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [bundle, cardsFile, langs, warm, rounds] = process.argv.slice(2);
const { renderCard } = await import(pathToFileURL(bundle).href);
const cards = JSON.parse(readFileSync(cardsFile, "utf8"));
const ls = langs.split(",");
for (let r = 0; r < Number(warm) + Number(rounds); r++) for (const l of ls) for (const c of cards) renderCard(c, l);
`;

/**
 * The driver of `--functions`: the same rounds, with callgrind's collection turned on after the
 * warm-up (`callgrind_control`), so that the costs are the steady state's alone and each address
 * still names the code V8's code map gave it.
 */
const functionsDriver = `import { readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
const [bundle, cardsFile, langs, warm, rounds] = process.argv.slice(2);
const { renderCard } = await import(pathToFileURL(bundle).href);
const cards = JSON.parse(readFileSync(cardsFile, "utf8"));
const ls = langs.split(",");
for (let r = 0; r < Number(warm); r++) for (const l of ls) for (const c of cards) renderCard(c, l);
const on = spawnSync("callgrind_control", ["-i", "on", String(process.pid)], { encoding: "utf8" });
if (on.status !== 0) { console.error("callgrind_control could not turn the collection on: " + (on.stderr || on.error)); process.exit(3); }
for (let r = 0; r < Number(rounds); r++) for (const l of ls) for (const c of cards) renderCard(c, l);
`;

/** A run's instructions: all of them, and those of V8's optimising compiler (see below). */
interface Count {
  readonly total: number;
  readonly compile: number;
}

/**
 * The instructions inside V8's optimising compiler, from callgrind's inclusive costs: under
 * `--single-threaded` a function that becomes hot late is compiled on the main thread inside the
 * measured rounds, a cost of its own that moves from run to run (tens of thousands of instructions
 * per ability when a large function is compiled then), so it is reported apart.
 */
function compileInstructions(outFile: string): number {
  const out = spawnSync("callgrind_annotate", ["--inclusive=yes", "--threshold=100", outFile], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  let compile = 0;
  for (const line of (out.stdout ?? "").split("\n")) {
    if (!/v8::internal::compiler::PipelineCompilationJob::ExecuteJobImpl|v8::internal::maglev::MaglevCompilationJob::ExecuteJobImpl/.test(line)) continue;
    compile += Number((/^\s*([\d,]+)/.exec(line)?.[1] ?? "0").replace(/,/g, ""));
  }
  return compile;
}

/** Runs node under valgrind with `tool` options; resolves with valgrind's own output (stderr) when it exits 0. */
function underValgrind(tool: readonly string[], nodeArgs: readonly string[]): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn("valgrind", [...tool, "node", "--single-threaded", ...nodeArgs], { stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", fail);
    child.on("close", (code) => (code === 0 ? done(err) : fail(new Error(`valgrind exited with ${code}: ${err.slice(-400)}`))));
  });
}

/** The instructions callgrind counted for one run, from its summary line ("Collected : N"), and those of the optimising compilers. */
async function instructions(args: readonly string[], outFile: string): Promise<Count> {
  const err = await underValgrind(["--tool=callgrind", `--callgrind-out-file=${outFile}`], args);
  const m = /Collected : (\d+)/.exec(err);
  if (m === null) throw new Error(`callgrind printed no count: ${err.slice(-400)}`);
  return { total: Number(m[1]), compile: compileInstructions(outFile) };
}

/** One run under cachegrind: its counts by origin, from `cg_annotate`'s per-function listing. */
async function cacheCounts(args: readonly string[], outFile: string): Promise<Record<Origin, CacheCounts>> {
  await underValgrind(["--tool=cachegrind", "--cache-sim=yes", ...cacheGeometry(), `--cachegrind-out-file=${outFile}`], args);
  const listing = spawnSync("cg_annotate", [`--show=${cacheEvents.join(",")}`, "--threshold=0", outFile], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  const counts = countsByOrigin(listing.stdout ?? "");
  if (origins.every((o) => counts[o].Ir === 0)) throw new Error(`cg_annotate printed no function of ${outFile}: ${(listing.stderr ?? "").slice(-400)}`);
  return counts;
}

/** One `--functions` run: callgrind's costs per piece of generated code, named by V8's code map (which node writes to /tmp and this removes). */
async function functionCosts(args: readonly string[], outFile: string): Promise<Map<string, EventCounts>> {
  await underValgrind(["--tool=callgrind", "--instr-atstart=no", "--cache-sim=yes", "--dump-instr=yes", ...cacheGeometry(), `--callgrind-out-file=${outFile}`], ["--perf-basic-prof", ...args]);
  const callgrind = readFileSync(outFile, "utf8");
  const map = `/tmp/perf-${/^pid: (\d+)$/m.exec(callgrind)?.[1] ?? "unknown"}.map`;
  try {
    return costsByCode(callgrind, parsePerfMap(readFileSync(map, "utf8")));
  } finally {
    rmSync(map, { force: true });
  }
}

/** The `--functions` report: totals by kind of generated code, then the functions that miss the instruction cache most. */
function printFunctionReport(costs: Map<string, EventCounts>, per: number, moduleAt: (line: number) => string | null, top: number): void {
  const kinds = new Map<string, EventCounts>();
  for (const [name, c] of costs) {
    const kind = name.startsWith("JS:") ? "compiled JavaScript" : name.startsWith("Builtin:") ? "V8 builtins" : name.startsWith("RegExp:") ? "regular expressions" : "other generated code";
    const k = kinds.get(kind) ?? { Ir: 0, I1mr: 0, ILmr: 0 };
    for (const e of ["Ir", "I1mr", "ILmr"]) k[e] = (k[e] ?? 0) + (c[e] ?? 0);
    kinds.set(kind, k);
  }
  const cell = (v: number | undefined, digits = 0): string => ((v ?? 0) / per).toLocaleString("en", { minimumFractionDigits: digits, maximumFractionDigits: digits }).padStart(12);
  const head = `${"instructions".padStart(12)}${"I1 misses".padStart(12)}${"L2 i-misses".padStart(12)}  `;
  console.log(`${head}generated code`);
  for (const [kind, c] of [...kinds].sort((a, b) => (b[1]["Ir"] ?? 0) - (a[1]["Ir"] ?? 0))) console.log(`${cell(c["Ir"])}${cell(c["I1mr"], 1)}${cell(c["ILmr"], 1)}  ${kind}`);
  console.log(`\n${head}the ${top} pieces of code with the most first-level instruction misses`);
  for (const [name, c] of [...costs].sort((a, b) => (b[1]["I1mr"] ?? 0) - (a[1]["I1mr"] ?? 0)).slice(0, top)) {
    console.log(`${cell(c["Ir"])}${cell(c["I1mr"], 1)}${cell(c["ILmr"], 1)}  ${readableName(name, moduleAt)}`);
  }
}

/** The `--cache` report: a table of events (rows) by origin (columns), per ability per language. */
function printCacheReport(counts: Record<Origin, CacheCounts>): void {
  const width = Math.max(...cacheEvents.map((e) => cacheEventNames[e].length));
  const columns = ["all", ...origins];
  console.log(`${"".padEnd(width)}  ${columns.map((c) => c.padStart(Math.max(c.length, 9))).join("  ")}`);
  for (const e of cacheEvents) {
    const all = origins.reduce((n, o) => n + counts[o][e], 0);
    const cells = [all, ...origins.map((o) => counts[o][e])].map((v, i) => Math.round(v).toLocaleString("en").padStart(Math.max((columns[i] ?? "").length, 9)));
    console.log(`${cacheEventNames[e].padEnd(width)}  ${cells.join("  ")}`);
  }
}

const usage = "usage: npx tsx bench/text-instructions.ts [--bundle other.mjs] [--langs en,fr,de,it] [--warm N ≥ 0] [--rounds N ≥ 1] [--cache | --functions [--top N]]";
const options = { bundle: { type: "string" }, langs: { type: "string", default: "en,fr,de,it" }, warm: { type: "string", default: "12" }, rounds: { type: "string", default: "4" }, cache: { type: "boolean", default: false }, functions: { type: "boolean", default: false }, top: { type: "string", default: "25" } } as const;

/** The options, or why they are not usable (an unknown option, a missing value, a count that is not a whole number). */
function readOptions(): ReturnType<typeof parseArgs<{ options: typeof options }>>["values"] | string {
  try {
    const { values } = parseArgs({ options });
    const warm = Number(values.warm);
    const rounds = Number(values.rounds);
    const top = Number(values.top);
    if (!(Number.isInteger(rounds) && rounds >= 1 && Number.isInteger(warm) && warm >= 0)) return "--rounds must be a whole number ≥ 1 and --warm one ≥ 0.";
    if (!Number.isInteger(top) || top < 1) return "--top must be a whole number ≥ 1.";
    return values.cache && values.functions ? "--cache and --functions are two reports: ask for one." : values;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const values = readOptions();
const rounds = typeof values === "string" ? 0 : Number(values.rounds);
if (typeof values === "string") {
  console.error(`text instructions: ${values}\n${usage}`);
  process.exitCode = 2;
} else if (spawnSync("valgrind", ["--version"]).status !== 0) {
  console.log("text instructions: valgrind is not installed (Debian package `valgrind`); nothing measured.");
} else {
  const dir = mkdtempSync(join(tmpdir(), "grimoire-text-instructions-"));
  try {
    const bundle = values.bundle === undefined ? join(dir, "render-card.mjs") : resolve(values.bundle);
    if (values.bundle === undefined) await bundleFor(`${repoRoot}/compiler/text/render-card.ts`, bundle);
    const cards = loadScriptedCards();
    const abilities = sectionCount(cards);
    writeFileSync(join(dir, "cards.json"), JSON.stringify(cards));
    writeFileSync(join(dir, "driver.mjs"), values.functions ? functionsDriver : driver);
    const langs = values.langs.split(",").filter((l) => l !== "");
    const driverArgs = (measured: number): string[] => [join(dir, "driver.mjs"), bundle, join(dir, "cards.json"), langs.join(","), values.warm, String(measured)];
    const per = (n: number): number => Math.round(n / rounds / langs.length / abilities);
    if (values.functions) {
      console.log(`text instructions: callgrind with the collection after the warm-up (${cacheGeometry().join(" ") || "the CPU's caches"}), ${abilities} abilities × ${langs.length} languages, ${values.warm} warm-up + ${rounds} measured rounds (a few minutes) …`);
      const costs = await functionCosts(driverArgs(rounds), join(dir, "callgrind.out"));
      console.log(`text render, per ability per language (steady state, ${values.bundle ?? "this tree's bundle"}):`);
      printFunctionReport(costs, rounds * langs.length * abilities, bundleModules(readFileSync(bundle, "utf8")), Number(values.top));
    } else if (values.cache) {
      console.log(`text instructions: cachegrind (${cacheGeometry().join(" ") || "the CPU's caches"}), ${abilities} abilities × ${langs.length} languages, ${values.warm} warm-up + ${rounds} measured rounds (several minutes) …`);
      const [base, total] = await Promise.all([cacheCounts(driverArgs(0), join(dir, "cachegrind-0.out")), cacheCounts(driverArgs(rounds), join(dir, "cachegrind-1.out"))]);
      console.log(`text render, per ability per language (steady state, ${values.bundle ?? "this tree's bundle"}):`);
      printCacheReport(steadyState(base, total, rounds * langs.length * abilities));
    } else {
      const run = (measured: number): Promise<Count> => instructions(driverArgs(measured), join(dir, `callgrind-${measured}.out`));
      console.log(`text instructions: callgrind, ${abilities} abilities × ${langs.length} languages, ${values.warm} warm-up + ${rounds} measured rounds (several minutes) …`);
      const [base, total] = await Promise.all([run(0), run(rounds)]);
      const compile = total.compile - base.compile;
      console.log(`text render, instructions per ability per language (steady state, ${values.bundle ?? "this tree's bundle"}): ${per(total.total - base.total)}`);
      console.log(`  of which V8's optimising compilers (functions compiled during the measured rounds; moves from run to run): ${per(compile)}`);
      console.log(`  rendering without the compilers (the figure to compare): ${per(total.total - base.total - compile)}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
