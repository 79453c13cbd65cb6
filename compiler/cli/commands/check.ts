import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { compileSource } from "../../compile-source";
import type { CliCommand } from "../command";
import { exitCodes, parseArgs } from "../command";
import { codeFrame } from "../code-frame";
import { palette } from "../colors";
import { grimFiles } from "../files";

/** The card library scenarios may name: every .grim under ./cards, if there is one. */
function libraryFiles(cwd: string): string[] {
  return existsSync(join(cwd, "cards")) ? grimFiles(["cards"], cwd) : [];
}

/** Card ids declared in these files (a cheap scan: `card <set>-<number>` at a line start). */
function libraryIds(files: readonly string[]): Set<string> {
  const ids = new Set<string>();
  for (const file of new Set(files)) {
    for (const m of readFileSync(file, "utf8").matchAll(/^\s*card\s+(\d+-\d+)/gm)) if (m[1]) ids.add(m[1]);
  }
  return ids;
}

export const command: CliCommand = {
  name: "check",
  summary: "Parse and check .grim files; print diagnostics",
  help: [
    "Usage: grimoire check <files or folders…> [--json]",
    "",
    "Parses and checks every .grim file (folders are searched recursively) and prints each",
    "diagnostic with its file:line:col, the source line and a caret.",
    "",
    "Options:",
    "  --json   print {cards, errors, warnings, diagnostics: [{file, code, severity, message, line, column, endLine, endColumn}]}",
    "",
    "Exit codes: 0 no errors (warnings allowed), 1 errors found, 2 bad usage.",
  ].join("\n"),
  async run(args, io) {
    const { flags, positional } = parseArgs(args);
    if (positional.length === 0) {
      io.err("grimoire check: name at least one file or folder.\n\n" + this.help);
      return exitCodes.usage;
    }
    let files: string[];
    try {
      files = grimFiles(positional, io.cwd);
    } catch (e) {
      io.err(`grimoire check: ${e instanceof Error ? e.message : String(e)}`);
      return exitCodes.usage;
    }
    const colors = palette(io.tty);
    const library = libraryIds([...files, ...libraryFiles(io.cwd)]);
    let cards = 0;
    let errors = 0;
    let warnings = 0;
    const json: object[] = [];
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      const name = relative(io.cwd, file) || file;
      const result = compileSource(text, name, { library });
      cards += result.cards.length;
      for (const d of result.diagnostics) {
        if (d.severity === "error") errors++;
        else if (d.severity === "warning") warnings++;
        if (flags.has("json")) {
          json.push({ file: name, code: d.code, severity: d.severity, message: d.message, line: d.range.start.line, column: d.range.start.column, endLine: d.range.end.line, endColumn: d.range.end.column, ...(d.suggestion ? { suggestion: d.suggestion.replacement } : {}) });
        } else io.out(codeFrame(name, text, d, colors) + "\n");
      }
    }
    if (flags.has("json")) io.out(JSON.stringify({ cards, errors, warnings, diagnostics: json }, null, 2));
    else io.out(`${files.length} file(s), ${cards} card(s): ${errors} error(s), ${warnings} warning(s).`);
    return errors > 0 ? exitCodes.errors : exitCodes.ok;
  },
};
