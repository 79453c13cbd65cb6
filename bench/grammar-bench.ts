// Front-end speed: lex + parse + AST + check of one typical card, and of the whole card library.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { compileSource } from "../compiler/compile-source";
import { grimFiles } from "../compiler/cli/files";
import type { BenchFigure } from "./runtime-bench";

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
}

/** The card used as "typical": one triggered ability with a may, a selector and a number. */
const typicalCard = "cards/lorcana/set-08/048-hades-ruthless-tyrant.grim";

export function grammarBench(root = process.cwd()): BenchFigure[] {
  // Only the card itself: its file also holds the card's scenario tests.
  const file = readFileSync(`${root}/${typicalCard}`, "utf8");
  const first = compileSource(file).file.cards[0];
  const typical = first === undefined ? file : file.slice(first.range.start.offset, first.range.end.offset) + "\n";
  const library = grimFiles([`${root}/cards`], root).map((f) => readFileSync(f, "utf8"));
  for (let i = 0; i < 200; i++) compileSource(typical); // warm the JIT and build the parser
  const single: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const t0 = performance.now();
    compileSource(typical);
    single.push((performance.now() - t0) * 1000);
  }
  const perCard: number[] = [];
  let worst = 0;
  for (let run = 0; run < 7; run++) {
    let cards = 0;
    const t0 = performance.now();
    for (const text of library) {
      const c0 = performance.now();
      cards += compileSource(text).cards.length;
      worst = Math.max(worst, performance.now() - c0);
    }
    perCard.push((performance.now() - t0) / Math.max(1, cards));
  }
  const typicalUs = median(single);
  const libraryMs = median(perCard);
  return [
    { name: "check one typical card (lex+parse+AST+check), median", value: typicalUs, unit: "µs", target: 100, ratio: 100 / typicalUs },
    { name: `check all of cards/ (${library.length} files), per card, median of 7`, value: libraryMs, unit: "ms", target: 1, ratio: 1 / libraryMs },
    { name: "slowest single card file in those runs", value: worst, unit: "ms", target: 50, ratio: 50 / worst },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const f of grammarBench()) console.log(`${f.name}: ${f.value.toFixed(2)} ${f.unit} (target ${f.target} ${f.unit}, ratio ${f.ratio?.toFixed(2)})`);
}
