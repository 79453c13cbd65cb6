import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { regenerate } from "../../docs/vocabulary-docs";
import type { CliCommand } from "../command";
import { exitCodes, parseArgs } from "../command";

export const command: CliCommand = {
  name: "docs",
  summary: "Regenerate the vocabulary tables in docs/language.md",
  help: [
    "Usage: grimoire docs [--check] [--file docs/language.md]",
    "",
    "Rewrites the <!-- generated:… --> blocks of the language reference from the vocabulary.",
    "  --check  write nothing; exit 1 if the file is out of date",
  ].join("\n"),
  async run(args, io) {
    const { flags } = parseArgs(args, ["file"]);
    const fileFlag = flags.get("file");
    const file = join(io.cwd, typeof fileFlag === "string" ? fileFlag : "docs/language.md");
    const text = readFileSync(file, "utf8");
    const fresh = regenerate(text);
    if (fresh === text) {
      io.out(`${file}: up to date.`);
      return exitCodes.ok;
    }
    if (flags.has("check")) {
      io.err(`${file}: out of date; run npx grimoire docs`);
      return exitCodes.errors;
    }
    writeFileSync(`${file}.tmp`, fresh);
    renameSync(`${file}.tmp`, file);
    io.out(`${file}: regenerated.`);
    return exitCodes.ok;
  },
};
