import { readFileSync } from "node:fs";
import { languages, type Language } from "../../../grammar/ast";
import { parse } from "../../../grammar/parse";
import { renderCard } from "../../text/render-card";
import type { CliCommand } from "../command";
import { exitCodes, parseArgs } from "../command";
import { grimFiles } from "../files";

export const command: CliCommand = {
  name: "render",
  summary: "Print the card text of .grim cards in English, French, German or Italian",
  help: [
    "Usage: grimoire render <files or folders…> [--lang en|fr|de|it|all] [--json]",
    "",
    "Renders every card's printed text from its script: name, version, and one line per",
    "keyword (with reminder text), song reminder and ability, like the card data's fullText.",
    "",
    "Options:",
    "  --lang   en (default), fr, de, it or all",
    "  --json   print the RenderedCard objects",
  ].join("\n"),
  async run(args, io) {
    const { flags, positional } = parseArgs(args, ["lang"]);
    const lang = flags.get("lang") ?? "en";
    const langs: readonly Language[] = lang === "all" ? languages : (languages as readonly string[]).includes(String(lang)) ? [lang as Language] : [];
    if (positional.length === 0 || langs.length === 0) {
      io.err("grimoire render: name a file or folder, and --lang en|fr|de|it|all.\n\n" + this.help);
      return exitCodes.usage;
    }
    let files: string[];
    try {
      files = grimFiles(positional, io.cwd);
    } catch (e) {
      io.err(`grimoire render: ${e instanceof Error ? e.message : String(e)}`);
      return exitCodes.usage;
    }
    const out: unknown[] = [];
    for (const file of files) {
      for (const card of parse(readFileSync(file, "utf8")).file.cards) {
        for (const l of langs) {
          const r = renderCard(card, l);
          if (flags.has("json")) out.push(r);
          else io.out(`${r.id} [${l}] ${r.name}${r.version === null ? "" : ` – ${r.version}`}\n${r.fullText}\n`);
        }
      }
    }
    if (flags.has("json")) io.out(JSON.stringify(out, null, 2));
    return exitCodes.ok;
  },
};
