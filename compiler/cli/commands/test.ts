/** `grimoire test`: run the scenario tests written in .grim files (compiler/scenario). */
import { runScenarios, type ScenarioResult } from "../../scenario";
import type { CliCommand } from "../command";
import { exitCodes, parseArgs } from "../command";
import { palette } from "../colors";

export const command: CliCommand = {
  name: "test",
  summary: "Run the scenario tests written in .grim files",
  help: [
    "Usage: grimoire test [files or folders…] [--filter <text>] [--library <folder>] [--json]",
    "",
    "Runs every scenario of the .grim files (default: cards/) on the runtime. Cards a",
    "scenario names are taken from the same file first, then from the library by id.",
    "",
    "Options:",
    "  --filter <text>    only scenarios whose title contains <text>",
    "  --library <folder> where cards named by id are found (default cards/)",
    "  --json             print {passed, failed, results: [{file, title, line, passed, failures}]}",
    "",
    "Exit codes: 0 every scenario passed, 1 a scenario failed, 2 bad usage.",
  ].join("\n"),
  async run(args, io) {
    const { flags, positional } = parseArgs(args, ["filter", "library"]);
    const known = new Set(["filter", "library", "json"]);
    for (const [key, value] of flags) {
      if (!known.has(key)) {
        io.err(`grimoire test: unknown option --${key}.\n\n${this.help}`);
        return exitCodes.usage;
      }
      if (key !== "json" && (value === true || value === "")) {
        io.err(`grimoire test: --${key} needs a value.\n\n${this.help}`);
        return exitCodes.usage;
      }
    }
    const filter = flags.get("filter");
    const library = flags.get("library");
    let results: ScenarioResult[];
    try {
      results = await runScenarios(positional.length > 0 ? positional : ["cards"], {
        cwd: io.cwd,
        ...(typeof filter === "string" ? { filter } : {}),
        ...(typeof library === "string" ? { library: [library] } : {}),
      });
    } catch (error) {
      if (error instanceof Error && "code" in error && error.code === "ENOENT") {
        io.err(`grimoire test: ${error.message}`);
        return exitCodes.usage;
      }
      throw error;
    }
    const failed = results.filter((r) => !r.passed);
    if (flags.has("json")) {
      const rows = results.map((r) => ({
        file: r.file,
        title: r.title,
        line: r.range.start.line,
        passed: r.passed,
        failures: r.failures.map((f) => ({ line: f.range.start.line, column: f.range.start.column, message: f.message })),
      }));
      io.out(JSON.stringify({ passed: results.length - failed.length, failed: failed.length, results: rows }, null, 2));
    } else {
      const colors = palette(io.tty);
      for (const r of results) {
        io.out(`${r.passed ? colors.cyan("✓") : colors.red("✗")} ${r.file}:${r.range.start.line} ${r.title}`);
        for (const f of r.failures) io.out(`    ${colors.bold(`${r.file}:${f.range.start.line}:${f.range.start.column}`)}: ${f.message}`);
      }
      io.out(`${results.length} scenario(s): ${results.length - failed.length} passed, ${failed.length} failed.`);
    }
    return failed.length > 0 ? exitCodes.errors : exitCodes.ok;
  },
};
