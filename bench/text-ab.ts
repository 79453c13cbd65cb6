/**
 * Text rendering A/B on a shared, loaded machine: this tree's renderers against those of another
 * commit, interleaved in one process so that both meet the same load. Each round renders every
 * scripted card in the chosen languages with one bundle, then with the other (the order alternates);
 * the figure to read is the median over rounds of the per-round ratio this/other (below 1: this tree
 * is faster). One run is one process with its own JIT decisions for each bundle: two runs on the
 * same pair of trees differ by up to ±3 % on the idle machine, more under load, so read a change
 * of a few per cent from the median of three to five runs, in both orders (docs/text.md "Bench").
 * Instructions (`npm run bench:instructions`) are steadier but take many minutes.
 *
 * One process shares one heap between the two bundles, so a change in what survives collections
 * (garbage kept alive, an old generation that grows) slows both alike and reads 1.00 here.
 * `--processes N` measures such changes: N pairs of processes, one bundle each (the order alternates
 * from pair to pair), each printing the bench's own figures (`measureText`: its 40 rounds of all four
 * languages, main-thread median and fastest round; `--rounds` and `--langs` apply to the default mode
 * only); the figures to read are the medians over pairs of the ratios this/other. Processes start
 * at different moments of the machine's noise: read them from six or more pairs.
 *
 * `npx tsx bench/text-ab.ts <commit> [--rounds 60] [--langs en,fr,de,it] [--processes N]`
 * (`<commit>` anything git names: `main`, `HEAD~3`, a hash). Not part of `npm run bench`.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { languages, type Card, type Language } from "../grammar/ast";
import { loadScriptedCards, repoRoot } from "../compiler/text/conformance-cli";
import { bundleFor } from "./bundle";
import { median } from "./cpu-micros";
import { measureText, sectionCount } from "./text-bench";

type Render = (card: Card, lang: Language) => unknown;

async function loadRender(file: string): Promise<Render> {
  const mod: Record<string, unknown> = await import(pathToFileURL(file).href);
  const fn = mod["renderCard"];
  if (typeof fn !== "function") throw new Error(`${file} exports no renderCard`);
  return (card, lang) => fn(card, lang);
}

/** The renderers of `commit`, bundled: its grammar/ and compiler/ exported beside this tree's node_modules. */
async function bundleOfCommit(commit: string, dir: string): Promise<string> {
  const src = join(dir, "src");
  mkdirSync(src);
  const tar = join(dir, "src.tar");
  try {
    execFileSync("git", ["-C", repoRoot, "archive", "--format=tar", "-o", tar, commit, "grammar", "compiler"], { stdio: ["ignore", "ignore", "pipe"] });
  } catch (error) {
    const stderr = error instanceof Error && "stderr" in error ? String(error.stderr).trim() : String(error);
    throw new Error(`git cannot export ${commit}: ${stderr}`);
  }
  execFileSync("tar", ["-x", "-f", tar, "-C", src]);
  symlinkSync(join(repoRoot, "node_modules"), join(src, "node_modules"));
  const out = join(dir, "other.mjs");
  await bundleFor(join(src, "compiler/text/render-card.ts"), out);
  return out;
}

interface ProcessFigures {
  readonly median: number;
  readonly fastest: number;
  readonly noise: number;
}

/** The bench's figures for one bundle, measured in a process of its own (`--child`). */
function figuresInProcess(bundle: string): ProcessFigures {
  const out = execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), "--child", bundle], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  return JSON.parse(out.trim().split("\n").at(-1) ?? "") as ProcessFigures;
}

/** `--processes N`: N pairs of processes, the order alternating; prints each pair, then the medians of the ratios. */
function processPairs(mine: string, other: string, commit: string, pairs: number): void {
  const medianRatios: number[] = [];
  const fastestRatios: number[] = [];
  const line = (f: ProcessFigures): string => `median ${f.median.toFixed(2)} µs, fastest ${f.fastest.toFixed(2)} µs, noise ${f.noise.toFixed(2)}×`;
  for (let i = 0; i < pairs; i++) {
    const mineFirst = i % 2 === 0;
    const first = figuresInProcess(mineFirst ? mine : other);
    const second = figuresInProcess(mineFirst ? other : mine);
    const [a, b] = mineFirst ? [first, second] : [second, first];
    medianRatios.push(a.median / b.median);
    fastestRatios.push(a.fastest / b.fastest);
    console.log(`pair ${i + 1}/${pairs} (${mineFirst ? "this tree" : commit} first): this tree ${line(a)} | ${commit} ${line(b)}`);
  }
  console.log(`this tree / ${commit}, ${pairs} pairs of processes: median of the ratios of main-thread medians ${median(medianRatios).toFixed(3)}, of fastest rounds ${median(fastestRatios).toFixed(3)} (below 1: this tree is faster)`);
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { rounds: { type: "string", default: "60" }, langs: { type: "string", default: languages.join(",") }, processes: { type: "string" }, child: { type: "string" } } });
const commit = positionals[0];
const rounds = Number(values.rounds);
const langs = (values.langs ?? "").split(",").filter((l): l is Language => (languages as readonly string[]).includes(l));
const pairs = values.processes === undefined ? null : Number(values.processes);
if (values.child !== undefined) {
  // One side of a `--processes` pair: the bench's figures for one bundle, as JSON on the last line.
  const r = measureText(await loadRender(values.child));
  const figures: ProcessFigures = { median: r.medianMicrosPerAbilityPerLanguage, fastest: r.minMicrosPerAbilityPerLanguage, noise: r.noiseFactor };
  console.log(JSON.stringify(figures));
} else if (commit === undefined || !Number.isInteger(rounds) || rounds < 2 || langs.length === 0 || (pairs !== null && (!Number.isInteger(pairs) || pairs < 1))) {
  console.error("usage: npx tsx bench/text-ab.ts <commit> [--rounds N ≥ 2] [--langs en,fr,de,it] [--processes N ≥ 1]");
  process.exitCode = 2;
} else {
  const dir = mkdtempSync(join(tmpdir(), "grimoire-text-ab-"));
  try {
    const thisFile = join(dir, "this.mjs");
    await bundleFor(join(repoRoot, "compiler/text/render-card.ts"), thisFile);
    const otherFile = await bundleOfCommit(commit, dir);
    if (pairs !== null) processPairs(thisFile, otherFile, commit, pairs);
    else interleaved(await loadRender(thisFile), await loadRender(otherFile), commit, rounds, langs);
  } catch (error) {
    console.error(`text ab: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The default: both bundles in this process, round by round, the order alternating. */
function interleaved(mine: Render, other: Render, commit: string, rounds: number, langs: readonly Language[]): void {
  const cards = loadScriptedCards();
  const sections = sectionCount(cards) * langs.length;
  const round = (render: Render): number => {
    const c0 = process.cpuUsage();
    for (const l of langs) for (const c of cards) render(c, l);
    const u = process.cpuUsage(c0);
    return (u.user + u.system) / sections;
  };
  for (let i = 0; i < 15; i++) round(mine), round(other); // warm-up, both
  const ours: number[] = [];
  const theirs: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const [a, b] = i % 2 === 0 ? [round(mine), round(other)] : ((): [number, number] => { const o = round(other); return [round(mine), o]; })();
    ours.push(a);
    theirs.push(b);
    ratios.push(a / b);
  }
  console.log(`this tree: median ${median(ours).toFixed(2)} µs, fastest ${Math.min(...ours).toFixed(2)} µs per ability per language (${langs.join(",")}, process CPU)`);
  console.log(`${commit}: median ${median(theirs).toFixed(2)} µs, fastest ${Math.min(...theirs).toFixed(2)} µs`);
  console.log(`this tree / ${commit}: median of per-round ratios ${median(ratios).toFixed(3)} over ${rounds} rounds (below 1: this tree is faster)`);
}
