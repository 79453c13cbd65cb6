/**
 * `npm run conformance [-- --json] [-- --diff] [--lang fr] [--data <dir>]`: renders every
 * scripted card (all .grim under cards/) and compares it with ../shared/data/lorcana.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Card, Language } from "../../grammar/ast";
import { languages } from "../../grammar/ast";
import { parse } from "../../grammar/parse";
import { grimFiles } from "../cli/files";
import { conformance, type CardData, type ConformanceReport } from "./conformance";

export const repoRoot = resolve(fileURLToPath(new URL(".", import.meta.url)), "../..");
export const defaultDataDir = resolve(repoRoot, "../shared/data/lorcana");

export function loadScriptedCards(cardsDir: string = join(repoRoot, "cards")): Card[] {
  return grimFiles([cardsDir], cardsDir).flatMap((f) => parse(readFileSync(f, "utf8")).file.cards);
}

export function loadCardData(dataDir: string = defaultDataDir): Record<Language, CardData[]> {
  const read = (lang: Language): CardData[] => JSON.parse(readFileSync(join(dataDir, `cards.${lang}.json`), "utf8")) as CardData[];
  return { en: read("en"), fr: read("fr"), de: read("de"), it: read("it") };
}

export function formatReport(report: ConformanceReport, langs: readonly Language[], withDiff: boolean): string {
  const lines: string[] = [];
  const pct = (e: number, c: number): string => (c === 0 ? "   -  " : `${((100 * e) / c).toFixed(1).padStart(5)}%`);
  lines.push(`set  cards scripted  ${langs.map((l) => `${l}: exact/compared (excl.)`.padEnd(30)).join("")}`);
  const row = (name: string, s: ConformanceReport["totals"]): string =>
    `${name.padEnd(5)}${String(s.cards).padStart(5)}${String(s.scripted).padStart(9)}  ${langs.map((l) => `${`${s[l].exact}/${s[l].compared}`.padStart(7)} ${pct(s[l].exact, s[l].compared)} (${s[l].excluded})`.padEnd(30)).join("")}`;
  for (const [set, s] of Object.entries(report.sets).sort((a, b) => Number(a[0]) - Number(b[0]))) lines.push(row(set, s));
  lines.push(row("all", report.totals));
  if (withDiff) {
    for (const m of report.mismatches) {
      if (!langs.includes(m.language)) continue;
      lines.push("", `${m.id} [${m.language}]`, `  ${m.diff.replace(/\n/g, "\n  ")}`);
    }
  }
  return lines.join("\n");
}

export function runConformance(args: readonly string[], out: (t: string) => void): number {
  const json = args.includes("--json");
  const diff = args.includes("--diff");
  const langIdx = args.indexOf("--lang");
  const langArg = langIdx >= 0 ? args[langIdx + 1] : undefined;
  const langs: readonly Language[] = langArg !== undefined && (languages as readonly string[]).includes(langArg) ? [langArg as Language] : languages;
  const dataIdx = args.indexOf("--data");
  const dataDir = dataIdx >= 0 ? resolve(args[dataIdx + 1] ?? defaultDataDir) : defaultDataDir;
  const report = conformance(loadScriptedCards(), loadCardData(dataDir), langs);
  if (json) {
    const strip = (s: ConformanceReport["totals"]): object => ({ cards: s.cards, scripted: s.scripted, ...Object.fromEntries(langs.map((l) => [l, s[l]])) });
    out(JSON.stringify({ sets: Object.fromEntries(Object.entries(report.sets).map(([k, v]) => [k, strip(v)])), totals: strip(report.totals), ...(diff ? { mismatches: report.mismatches } : {}) }, null, 2));
  } else out(formatReport(report, langs, diff));
  return 0;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = runConformance(process.argv.slice(2), (t) => process.stdout.write(t + "\n"));
}
