/**
 * Robustness: generated and mutated sources never make the compiler throw, every
 * diagnostic range lies inside the source, and formatting stays idempotent. The worst
 * time per fuzzed card is measured by `npm run bench` (no timed assertions in tests).
 */
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { compileSource } from "../../compiler/compile-source";
import { format } from "../../compiler/services/format";
import { grimFiles } from "../../compiler/cli/files";
import { keywordTokens } from "../../grammar/lexer";

const corpus = grimFiles(["cards"], process.cwd()).map((f) => readFileSync(f, "utf8"));
const words = [...keywordTokens.keys(), "{", "}", ",", ";", "1", "+2", "-1", '"X"', "1-2", "Villain", "<=", "foo", "@", '"', "\n"];

/** A source: a real card, cut, spliced, with words inserted, deleted or replaced. */
const mutated = fc
  .tuple(
    fc.integer({ min: 0, max: Math.max(0, corpus.length - 1) }),
    fc.array(
      fc.tuple(fc.constantFrom("insert", "delete", "replace", "cut"), fc.nat(), fc.constantFrom(...words)),
      { minLength: 1, maxLength: 6 },
    ),
  )
  .map(([i, edits]) => {
    let text = corpus[i] ?? "";
    for (const [op, at, word] of edits) {
      const pos = text.length === 0 ? 0 : at % text.length;
      if (op === "insert") text = `${text.slice(0, pos)} ${word} ${text.slice(pos)}`;
      else if (op === "delete") text = text.slice(0, pos) + text.slice(pos + 1 + (at % 7));
      else if (op === "replace") text = text.slice(0, pos) + word + text.slice(pos + word.length);
      else text = text.slice(0, pos);
    }
    return text;
  });

/** A source made of random vocabulary words: mostly nonsense, sometimes nearly right. */
const wordSoup = fc.array(fc.constantFrom(...words), { maxLength: 60 }).map((ws) => `card 1-1 character { ${ws.join(" ")} }`);

function checkOne(text: string): void {
  const result = compileSource(text, "fuzz.grim");
  for (const d of result.diagnostics) {
    expect(d.range.start.offset).toBeGreaterThanOrEqual(0);
    expect(d.range.end.offset).toBeLessThanOrEqual(text.length);
    expect(d.range.start.offset).toBeLessThanOrEqual(d.range.end.offset);
    expect(d.code).toMatch(/^GRM\d{3}$/);
  }
  const f = format(text);
  if (f.formatted) expect(format(f.text).text).toBe(f.text);
}

describe("fuzz", () => {
  // Build the parser once before the properties run.
  beforeAll(() => {
    for (const text of corpus) compileSource(text, "warm.grim");
  });
  it("never throws on 8,000 mutated real cards", () => {
    fc.assert(fc.property(mutated, (text) => checkOne(text)), { numRuns: 8000, seed: 20261122 });
  }, 600_000);
  it("never throws on 2,000 word soups", () => {
    fc.assert(fc.property(wordSoup, (text) => checkOne(text)), { numRuns: 2000, seed: 7 });
  }, 600_000);
  it("never throws on arbitrary strings", () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (text) => checkOne(text)), { numRuns: 500, seed: 3 });
  });
});
