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
import type { BenchFigure } from "./runtime-bench";

export interface TextBenchResult {
  readonly abilities: number;
  readonly medianMicrosPerAbilityPerLanguage: number;
  /** The fastest round: less sensitive to other processes on a shared machine. */
  readonly minMicrosPerAbilityPerLanguage: number;
  readonly target: number;
  readonly ratio: number;
}

/** The figures `npm run bench` prints (ratio = target / value, ≥ 1 meets the target). */
export function textRenderBench(): BenchFigure[] {
  const r = measureText();
  return [
    { name: `text render, median per ability per language (${r.abilities} abilities × 4)`, value: r.medianMicrosPerAbilityPerLanguage, unit: "µs", target: r.target, ratio: r.target / r.medianMicrosPerAbilityPerLanguage },
    { name: "text render, fastest round per ability per language", value: r.minMicrosPerAbilityPerLanguage, unit: "µs", target: r.target, ratio: r.target / r.minMicrosPerAbilityPerLanguage },
  ];
}

export function measureText(rounds = 15): TextBenchResult {
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
  return { abilities: sections, medianMicrosPerAbilityPerLanguage: median, minMicrosPerAbilityPerLanguage: samples[0] ?? 0, target: 10, ratio: 10 / median };
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const r = measureText();
  console.log(`text render: ${r.medianMicrosPerAbilityPerLanguage.toFixed(2)} µs per ability per language (median; fastest round ${r.minMicrosPerAbilityPerLanguage.toFixed(2)} µs; ${r.abilities} abilities × 4 languages); target ≤ ${r.target} µs; ratio (target / median) ${r.ratio.toFixed(2)}`);
}
