/**
 * Text rendering speed: all four languages for every scripted card; prints the median
 * µs per ability per language against the target (≤ 10 µs). Runnable alone:
 * `npx tsx bench/text-bench.ts`.
 */
import { fileURLToPath } from "node:url";
import { resolve } from "node:path";
import { languages } from "../grammar/ast";
import { loadScriptedCards } from "../compiler/text/conformance-cli";
import { renderCard } from "../compiler/text/render-card";

export interface TextBenchResult {
  readonly abilities: number;
  readonly medianMicrosPerAbilityPerLanguage: number;
  readonly target: number;
  readonly ratio: number;
}

export function textBench(rounds = 15): TextBenchResult {
  const cards = loadScriptedCards();
  const sections = cards.reduce((n, c) => n + c.keywords.length + c.abilities.length + (c.body === null ? 0 : 1), 0) || 1;
  for (const c of cards) for (const l of languages) renderCard(c, l); // warm-up
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    for (const c of cards) for (const l of languages) renderCard(c, l);
    samples.push(((performance.now() - t0) * 1000) / (sections * languages.length));
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)] ?? 0;
  return { abilities: sections, medianMicrosPerAbilityPerLanguage: median, target: 10, ratio: median / 10 };
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const r = textBench();
  console.log(`text render: ${r.medianMicrosPerAbilityPerLanguage.toFixed(2)} µs per ability per language (median, ${r.abilities} abilities × 4 languages); target ≤ ${r.target} µs; ratio ${r.ratio.toFixed(2)}`);
}
