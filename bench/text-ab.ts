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
 * `npx tsx bench/text-ab.ts <commit> [--rounds 60] [--langs en,fr,de,it]` (`<commit>` anything git
 * names: `main`, `HEAD~3`, a hash). Not part of `npm run bench`.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { languages, type Card, type Language } from "../grammar/ast";
import { loadScriptedCards, repoRoot } from "../compiler/text/conformance-cli";
import { bundleFor } from "./bundle";
import { median } from "./cpu-micros";
import { sectionCount } from "./text-bench";

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

const { values, positionals } = parseArgs({ allowPositionals: true, options: { rounds: { type: "string", default: "60" }, langs: { type: "string", default: languages.join(",") } } });
const commit = positionals[0];
const rounds = Number(values.rounds);
const langs = (values.langs ?? "").split(",").filter((l): l is Language => (languages as readonly string[]).includes(l));
if (commit === undefined || !Number.isInteger(rounds) || rounds < 2 || langs.length === 0) {
  console.error("usage: npx tsx bench/text-ab.ts <commit> [--rounds N ≥ 2] [--langs en,fr,de,it]");
  process.exitCode = 2;
} else {
  const dir = mkdtempSync(join(tmpdir(), "grimoire-text-ab-"));
  try {
    const thisFile = join(dir, "this.mjs");
    await bundleFor(join(repoRoot, "compiler/text/render-card.ts"), thisFile);
    const [mine, other] = [await loadRender(thisFile), await loadRender(await bundleOfCommit(commit, dir))];
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
  } catch (error) {
    console.error(`text ab: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
