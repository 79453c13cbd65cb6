import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import { format } from "../../services/format";
import type { CliCommand } from "../command";
import { exitCodes, parseArgs } from "../command";
import { grimFiles } from "../files";

export const command: CliCommand = {
  name: "fmt",
  summary: "Format .grim files in place (canonical layout)",
  help: [
    "Usage: grimoire fmt <files or folders…> [--check] [--json]",
    "",
    "Rewrites each .grim file in the canonical layout. Only whitespace changes; comments",
    "are kept. A file with syntax errors is left untouched and reported.",
    "",
    "Options:",
    "  --check  write nothing; exit 1 if a file is not formatted",
    "  --json   print {files, changed: [paths], unformattable: [paths]}",
  ].join("\n"),
  async run(args, io) {
    const { flags, positional } = parseArgs(args);
    if (positional.length === 0) {
      io.err("grimoire fmt: name at least one file or folder.\n\n" + this.help);
      return exitCodes.usage;
    }
    const files = grimFiles(positional, io.cwd);
    const changed: string[] = [];
    const unformattable: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      const name = relative(io.cwd, file) || file;
      const result = format(text);
      if (!result.formatted) {
        unformattable.push(name);
        continue;
      }
      if (result.text === text) continue;
      changed.push(name);
      if (!flags.has("check")) {
        const tmp = `${file}.${process.pid}.tmp`;
        writeFileSync(tmp, result.text);
        renameSync(tmp, file);
      }
    }
    if (flags.has("json")) io.out(JSON.stringify({ files: files.length, changed, unformattable }, null, 2));
    else {
      for (const c of changed) io.out(`${flags.has("check") ? "not formatted" : "formatted"}: ${c}`);
      for (const u of unformattable) io.err(`has syntax errors, left as is: ${u} (run grimoire check)`);
      io.out(`${files.length} file(s), ${changed.length} ${flags.has("check") ? "to format" : "formatted"}.`);
    }
    return unformattable.length > 0 || (flags.has("check") && changed.length > 0) ? exitCodes.errors : exitCodes.ok;
  },
};
