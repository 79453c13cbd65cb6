/**
 * Error recovery: one mistake yields one diagnostic. For every card in cards/, each of
 * several words is misspelt in turn; the result must be exactly one error, at that word.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compileSource } from "../../compiler/compile-source";
import { grimFiles } from "../../compiler/cli/files";
import { grimoireLexer } from "../../grammar/lexer";

const files = grimFiles(["cards"], process.cwd());

/** Offsets of keyword tokens worth misspelling (long enough to stay recognisable). */
function targets(text: string): { start: number; end: number; word: string }[] {
  return grimoireLexer
    .tokenize(text)
    .tokens.filter((t) => t.tokenType.name.startsWith("Kw_") && t.image.length >= 5)
    .map((t) => ({ start: t.startOffset, end: (t.endOffset ?? t.startOffset) + 1, word: t.image }));
}

describe("one mistake, one diagnostic", () => {
  it("finds cards to mutate", () => {
    expect(files.length).toBeGreaterThan(0);
  });
  for (const file of files) {
    it(file.slice(process.cwd().length + 1), () => {
      const text = readFileSync(file, "utf8");
      // Every third candidate keeps the run short while covering every kind of line.
      for (const [n, t] of targets(text).entries()) {
        if (n % 3 !== 0) continue;
        const typo = t.word.slice(0, -2) + t.word.slice(-1) + t.word.slice(-2, -1);
        if (typo === t.word) continue;
        const mutated = text.slice(0, t.start) + typo + text.slice(t.end);
        const errors = compileSource(mutated, "m.grim").diagnostics.filter((d) => d.severity === "error");
        const where = `'${t.word}' → '${typo}' at ${t.start}`;
        expect(errors.map((e) => `${e.code} ${e.message}`), where).toHaveLength(1);
        expect(errors[0]?.range.start.offset, where).toBe(t.start);
      }
    });
  }
});
