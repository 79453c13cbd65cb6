import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { languages, type Card, type Language } from "../../../grammar/ast";
import { parse } from "../../../grammar/parse";
import { checkTranslation, summarise, type Finding } from "../../text/l10n-check";
import { normaliseText } from "../../text/normalise";
import { renderCard } from "../../text/render-card";
import type { CliCommand } from "../command";
import { exitCodes, parseArgs } from "../command";
import { grimFiles } from "../files";

interface DataCard {
  readonly id: string;
  readonly fullText: string | null;
  readonly flags?: readonly string[];
}

function cardsFrom(paths: readonly string[], cwd: string): Card[] {
  return grimFiles(paths, cwd).flatMap((f) => parse(readFileSync(f, "utf8")).file.cards);
}

function printFindings(out: (t: string) => void, where: string, findings: readonly Finding[], diff: string): void {
  for (const f of findings) out(`${where}:${f.line}:${f.column}: ${f.kind}: ${f.message}`);
  if (findings.length > 0) out(`  diff: ${diff}`);
}

export const command: CliCommand = {
  name: "l10n",
  summary: "Localiser's check: compare translated card text with the rendering",
  help: [
    "Usage: grimoire l10n check --lang fr|de|it|en <card file> [<translated text or file>]",
    "       grimoire l10n check --lang fr --data ../shared/data/lorcana/cards.fr.json [<cards folder>]",
    "",
    "Reports, with line:column in the translated text, where it departs from the rendering of",
    "the script: a term that is not the lexicon's, a lost or extra symbol, a changed number,",
    "a keyword under the wrong name, a missing reminder text; then the word-level diff.",
    "Without a translated text, the card file's rendering is printed for reference.",
    "With --data, every scripted card (default folder: cards/) is checked against that data",
    "file and a summary by kind of finding is printed.",
    "",
    "Options:",
    "  --lang   language of the translation (required)",
    "  --data   a cards.<lang>.json data file",
    "  --json   print the findings as JSON",
  ].join("\n"),
  async run(args, io) {
    const { flags, positional } = parseArgs(args, ["lang", "data"]);
    const [sub, ...rest] = positional;
    const lang = String(flags.get("lang") ?? "");
    if (sub !== "check" || !(languages as readonly string[]).includes(lang)) {
      io.err("grimoire l10n: usage: l10n check --lang fr|de|it|en …\n\n" + this.help);
      return exitCodes.usage;
    }
    const language = lang as Language;
    const data = flags.get("data");
    if (typeof data === "string") {
      const records = JSON.parse(readFileSync(resolve(io.cwd, data), "utf8")) as DataCard[];
      const byId = new Map(records.map((r) => [r.id, r]));
      const cards = cardsFrom(rest.length > 0 ? rest : ["cards"], io.cwd);
      const all: Finding[] = [];
      let checked = 0;
      for (const card of cards) {
        const d = byId.get(card.id.text);
        const flagsOf = d?.flags ?? [];
        if (d === undefined || d.fullText === null || flagsOf.includes("textMissing") || flagsOf.includes("symbolsMissing")) continue;
        checked++;
        const options = { dropReminders: flagsOf.includes("reminderTextOmitted") };
        const r = checkTranslation(language, normaliseText(renderCard(card, language).fullText, options), normaliseText(d.fullText, options));
        all.push(...r.findings);
        if (!flags.has("json")) printFindings(io.out, `${data}#${card.id.text}`, r.findings, r.diff);
      }
      const summary = summarise(all);
      if (flags.has("json")) io.out(JSON.stringify({ checked, summary, findings: all }, null, 2));
      else io.out(`\n${checked} cards checked; findings by kind: ${Object.entries(summary).map(([k, v]) => `${k} ${v}`).join(", ")}`);
      return all.length === 0 ? exitCodes.ok : exitCodes.errors;
    }
    const [cardFile, translated] = rest;
    if (cardFile === undefined) {
      io.err("grimoire l10n check: name a card file.\n\n" + this.help);
      return exitCodes.usage;
    }
    const cards = cardsFrom([cardFile], io.cwd);
    const text = translated === undefined ? undefined : existsSync(resolve(io.cwd, translated)) ? readFileSync(resolve(io.cwd, translated), "utf8") : translated;
    let failures = 0;
    for (const card of cards) {
      const rendered = renderCard(card, language).fullText;
      if (text === undefined) {
        io.out(`${card.id.text} [${language}]\n${rendered}`);
        continue;
      }
      const r = checkTranslation(language, rendered, text);
      failures += r.findings.length;
      if (flags.has("json")) io.out(JSON.stringify({ id: card.id.text, ...r }, null, 2));
      else printFindings(io.out, card.id.text, r.findings, r.diff);
    }
    return failures === 0 ? exitCodes.ok : exitCodes.errors;
  },
};
