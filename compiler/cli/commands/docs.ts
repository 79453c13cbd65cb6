import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { parse } from "../../../grammar/parse";
import { examplesIndex, type LibraryFile } from "../../docs/examples-index";
import { regenerate } from "../../docs/vocabulary-docs";
import { displayPath, findSources } from "../../build/sources";
import type { CliCommand } from "../command";
import { exitCodes, parseArgs } from "../command";

/** The generated docs of a project, relative to its root: the reference tables and the examples index. */
const defaultTargets = ["docs/language.md", "docs/scenarios.md", "docs/examples.md"] as const;

interface TargetResult {
  readonly file: string;
  readonly upToDate: boolean;
  readonly written: boolean;
}

async function libraryFiles(cwd: string): Promise<LibraryFile[]> {
  const sources = await findSources(cwd, ["cards"]);
  return sources.map((abs) => ({ path: displayPath(cwd, abs), cards: parse(readFileSync(abs, "utf8")).file.cards }));
}

export const command: CliCommand = {
  name: "docs",
  summary: "Regenerate the generated docs: vocabulary tables and the examples index",
  help: [
    "Usage: grimoire docs [--check] [--json] [--file docs/language.md]",
    "",
    "Rewrites the <!-- generated:… --> blocks of docs/language.md and docs/scenarios.md from the",
    "vocabulary, and docs/examples.md (every construct with the library cards under cards/ that",
    "use it). With --file, only that file (a file named examples.md is the examples index).",
    "  --check  write nothing; exit 1 if a file is out of date",
    "  --json   print {upToDate, written, files: [{file, upToDate, written}]}",
  ].join("\n"),
  async run(args, io) {
    const { flags } = parseArgs(args, ["file"]);
    const fileFlag = flags.get("file");
    const hasCards = existsSync(join(io.cwd, "cards"));
    const targets =
      typeof fileFlag === "string"
        ? [fileFlag]
        : defaultTargets.filter((t) => (basename(t) === "examples.md" ? hasCards : existsSync(join(io.cwd, t))));
    const results: TargetResult[] = [];
    for (const target of targets) {
      const file = join(io.cwd, target);
      const text = existsSync(file) ? readFileSync(file, "utf8") : "";
      const fresh = basename(file) === "examples.md" ? examplesIndex(await libraryFiles(io.cwd)) : regenerate(text);
      const upToDate = fresh === text;
      const written = !upToDate && !flags.has("check");
      if (written) {
        writeFileSync(`${file}.tmp`, fresh);
        renameSync(`${file}.tmp`, file);
      }
      results.push({ file: target, upToDate, written });
    }
    const upToDate = results.every((r) => r.upToDate);
    const written = results.some((r) => r.written);
    if (flags.has("json")) io.out(JSON.stringify({ upToDate, written, files: results }));
    else {
      for (const r of results) {
        if (r.upToDate) io.out(`${r.file}: up to date.`);
        else if (r.written) io.out(`${r.file}: regenerated.`);
        else io.err(`${r.file}: out of date; run npx grimoire docs`);
      }
    }
    return results.every((r) => r.upToDate || r.written) ? exitCodes.ok : exitCodes.errors;
  },
};
