/** `grimoire build`: compile cards to typed TypeScript modules and a library index. */
import { resolve } from "node:path";
import { build, type BuildReport } from "../../build/build";
import type { CliCommand, CliIo } from "../command";
import { exitCodes, parseArgs } from "../command";
import { palette } from "../colors";

/** A one-line progress bar redrawn in place (terminals only). */
function progressBar(io: CliIo): (done: number, total: number) => void {
  let drawn = false;
  let last = -1;
  return (done, total) => {
    const width = 30;
    const filled = total === 0 ? width : Math.round((done / total) * width);
    if (filled === last && done !== total) return;
    last = filled;
    const bar = `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${done}/${total} files`;
    io.err(`${drawn ? "\x1b[1A\x1b[2K" : ""}${bar}`);
    drawn = true;
  };
}

function summary(report: BuildReport): string {
  return (
    `${report.cards} card(s): ${report.built} built, ${report.cached} unchanged, ${report.skipped} skipped, ` +
    `${report.errors} error(s)${report.typeChecked ? ", type-checked" : ""} in ${report.ms} ms.`
  );
}

export const command: CliCommand = {
  name: "build",
  summary: "Compile cards to typed TypeScript modules and a library index",
  help: [
    "Usage: grimoire build [files or folders…] [--out <dir>] [--no-typecheck] [--json]",
    "",
    "Compiles every card of the .grim files (default: cards/) to one TypeScript module per",
    "card under <dir> (default: build/cards), writes an index per set and a library index",
    "(`export const library`), then type-checks the output with tsc.",
    "Unchanged cards are not re-emitted (a cache manifest lives in <dir>). A broken card is",
    "reported as file:line:col and left out; every other card is still built.",
    "",
    "Options:",
    "  --out <dir>      output folder (default build/cards)",
    "  --no-typecheck   skip the tsc pass",
    "  --json           print {cards, built, skipped, errors, ms} (and cached, problems)",
    "",
    "Exit codes: 0 built with no error, 1 errors (broken cards or type errors), 2 bad usage.",
  ].join("\n"),
  async run(args, io) {
    const { flags, positional } = parseArgs(args, ["out"]);
    const out = flags.get("out");
    if (out === true || out === "") {
      io.err("grimoire build: --out needs a folder.\n\n" + this.help);
      return exitCodes.usage;
    }
    const json = flags.has("json");
    const known = new Set(["out", "json", "no-typecheck"]);
    for (const key of flags.keys()) {
      if (!known.has(key)) {
        io.err(`grimoire build: unknown option --${key}.\n\n${this.help}`);
        return exitCodes.usage;
      }
    }
    let report: BuildReport;
    try {
      report = await build({
        cwd: io.cwd,
        paths: positional.length > 0 ? positional : ["cards"],
        outDir: resolve(io.cwd, out ?? "build/cards"),
        typeCheck: !flags.has("no-typecheck"),
        ...(io.tty && !json ? { onProgress: progressBar(io) } : {}),
      });
    } catch (error) {
      if (error instanceof Error && "code" in error && error.code === "ENOENT") {
        io.err(`grimoire build: ${error.message}`);
        return exitCodes.usage;
      }
      throw error;
    }
    if (json) {
      const { cards, built, cached, skipped, errors, ms, problems } = report;
      io.out(JSON.stringify({ cards, built, skipped, errors, ms, cached, problems }, null, 2));
    } else {
      const colors = palette(io.tty);
      for (const p of report.problems) {
        const label = p.severity === "error" ? colors.red("error") : colors.yellow("warning");
        io.out(`${colors.bold(`${p.file}:${p.line}:${p.column}`)}: ${label} ${colors.dim(p.code)} ${p.message}`);
      }
      io.out(summary(report));
    }
    return report.errors > 0 ? exitCodes.errors : exitCodes.ok;
  },
};
