// `npm run bench`: every figure with its unit, its target and the ratio (≥ 1 meets the target).
// Figures are medians; the machines are shared and noisy, so compare trends, not single runs.
import { existsSync } from "node:fs";
import type { BenchFigure } from "./bench-figure";

/** The bench modules and the exported function each one provides. */
const suites: readonly { readonly file: string; readonly title: string }[] = [
  { file: "./grammar-bench.ts", title: "language front end (issue 2)" },
  { file: "./runtime-bench.ts", title: "runtime (issue 3)" },
  { file: "./build-bench.ts", title: "compiler and library build (issue 4)" },
  { file: "./text-bench.ts", title: "text renderers (issue 5)" },
  { file: "./playground-bench.ts", title: "playground (issue 7)" },
];

function isFigureList(value: unknown): value is BenchFigure[] {
  return Array.isArray(value) && value.every((f) => typeof f === "object" && f !== null && "name" in f && "value" in f && "unit" in f);
}

async function main(): Promise<void> {
  for (const suite of suites) {
    const path = new URL(suite.file, import.meta.url);
    if (!existsSync(path)) {
      console.log(`\n## ${suite.title}: no ${suite.file} yet`);
      continue;
    }
    console.log(`\n## ${suite.title}`);
    const mod: Record<string, unknown> = await import(path.href);
    for (const [name, fn] of Object.entries(mod)) {
      if (typeof fn !== "function" || !/bench$/i.test(name)) continue;
      try {
        const figures: unknown = await fn();
        if (!isFigureList(figures)) continue;
        for (const f of figures) {
          const ratio = f.ratio === null || f.ratio === undefined ? "" : `  ratio ${f.ratio.toFixed(2)}${f.ratio >= 1 ? " ✓" : " ✗"}`;
          const target = f.target === null || f.target === undefined ? "" : `  (target ${f.target} ${f.unit})`;
          console.log(`${f.name}: ${Number(f.value).toFixed(2)} ${f.unit}${target}${ratio}`);
        }
      } catch (error) {
        console.log(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}

await main();
