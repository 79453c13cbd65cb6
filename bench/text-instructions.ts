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
 * `npx tsx bench/text-instructions.ts [--bundle other.mjs] [--langs en,fr] [--warm 12] [--rounds 4]`
 * (`--bundle` measures another build, e.g. of an older commit, for an A/B). Needs valgrind (the
 * Debian package `valgrind`); without it, says so and exits. Not part of `npm run bench`.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadScriptedCards, repoRoot } from "../compiler/text/conformance-cli";
import { bundleFor } from "./bundle";
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

/** The instructions callgrind counted for one run, from its summary line ("Collected : N"), and those of the optimising compilers. */
function instructions(args: readonly string[], outFile: string): Promise<Count> {
  return new Promise((done, fail) => {
    const child = spawn("valgrind", ["--tool=callgrind", `--callgrind-out-file=${outFile}`, "node", "--single-threaded", ...args], { stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", fail);
    child.on("close", (code) => {
      const m = /Collected : (\d+)/.exec(err);
      if (code === 0 && m !== null) done({ total: Number(m[1]), compile: compileInstructions(outFile) });
      else fail(new Error(`valgrind exited with ${code}: ${err.slice(-400)}`));
    });
  });
}

const { values } = parseArgs({ options: { bundle: { type: "string" }, langs: { type: "string", default: "en,fr,de,it" }, warm: { type: "string", default: "12" }, rounds: { type: "string", default: "4" } } });
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1 || !Number.isInteger(Number(values.warm)) || Number(values.warm) < 0) {
  console.error("text instructions: --rounds must be a whole number ≥ 1 and --warm one ≥ 0.");
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
    writeFileSync(join(dir, "driver.mjs"), driver);
    const langs = values.langs.split(",").filter((l) => l !== "");
    const run = (measured: number): Promise<Count> => instructions([join(dir, "driver.mjs"), bundle, join(dir, "cards.json"), langs.join(","), values.warm, String(measured)], join(dir, `callgrind-${measured}.out`));
    console.log(`text instructions: callgrind, ${abilities} abilities × ${langs.length} languages, ${values.warm} warm-up + ${rounds} measured rounds (several minutes) …`);
    const [base, total] = await Promise.all([run(0), run(rounds)]);
    const per = (n: number): number => Math.round(n / rounds / langs.length / abilities);
    const compile = total.compile - base.compile;
    console.log(`text render, instructions per ability per language (steady state, ${values.bundle ?? "this tree's bundle"}): ${per(total.total - base.total)}`);
    console.log(`  of which V8's optimising compilers (functions compiled during the measured rounds; moves from run to run): ${per(compile)}`);
    console.log(`  rendering without the compilers (the figure to compare): ${per(total.total - base.total - compile)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
