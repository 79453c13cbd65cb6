import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { regenerate } from "../../docs/vocabulary-docs";
import type { CliCommand } from "../command";
import { exitCodes, parseArgs } from "../command";

export const command: CliCommand = {
  name: "docs",
  summary: "Regenerate the vocabulary tables in docs/language.md",
  help: [
    "Usage: grimoire docs [--check] [--json] [--file docs/language.md]",
    "",
    "Rewrites the <!-- generated:… --> blocks of the language reference from the vocabulary.",
    "  --check  write nothing; exit 1 if the file is out of date",
    "  --json   print {file, upToDate, written}",
  ].join("\n"),
  async run(args, io) {
    const { flags } = parseArgs(args, ["file"]);
    const fileFlag = flags.get("file");
    const file = join(io.cwd, typeof fileFlag === "string" ? fileFlag : "docs/language.md");
    const text = readFileSync(file, "utf8");
    const fresh = regenerate(text);
    const upToDate = fresh === text;
    const write = !upToDate && !flags.has("check");
    if (write) {
      writeFileSync(`${file}.tmp`, fresh);
      renameSync(`${file}.tmp`, file);
    }
    if (flags.has("json")) io.out(JSON.stringify({ file, upToDate, written: write }));
    else if (upToDate) io.out(`${file}: up to date.`);
    else if (write) io.out(`${file}: regenerated.`);
    else io.err(`${file}: out of date; run npx grimoire docs`);
    return upToDate || write ? exitCodes.ok : exitCodes.errors;
  },
};
