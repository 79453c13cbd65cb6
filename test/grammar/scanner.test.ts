/**
 * The hand-written scanner (grammar/lexer.ts) against its definition: chevrotain's
 * `Lexer` built from the same `allTokens`. Same tokens (type, image, offsets), same
 * comments, same errors, on every card and on fuzzed text.
 */
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { Lexer, type ILexingResult, type IToken } from "chevrotain";
import { describe, expect, it } from "vitest";
import { grimFiles } from "../../compiler/cli/files";
import { allTokens, grimoireLexer, Identifier, keywordTokens } from "../../grammar/lexer";

const reference = new Lexer(allTokens, { positionTracking: "onlyOffset", ensureOptimizations: true });

/** Chevrotain's lexer, then a known word's keyword type (the scanner does both in one pass). */
function referenceTokenize(text: string): ILexingResult {
  const result = reference.tokenize(text);
  for (const t of result.tokens) {
    const keyword = t.tokenType === Identifier ? keywordTokens.get(t.image) : undefined;
    if (keyword !== undefined) t.tokenType = keyword;
  }
  return result;
}

const shape = (t: IToken): [string, string, number, number, number | undefined] => [t.tokenType.name, t.image, t.startOffset, t.startOffset + t.image.length - 1, t.tokenTypeIdx];

function same(text: string): void {
  const ours = grimoireLexer.tokenize(text);
  const theirs = referenceTokenize(text);
  expect(ours.tokens.map(shape)).toEqual(theirs.tokens.map((t) => shape({ ...t, tokenTypeIdx: t.tokenType.tokenTypeIdx ?? -1 })));
  expect(ours.tokens.map((t) => t.endOffset)).toEqual(ours.tokens.map((t) => t.startOffset + t.image.length - 1));
  expect((ours.groups["comments"] ?? []).map(shape)).toEqual((theirs.groups["comments"] ?? []).map(shape));
  expect(ours.errors).toEqual(theirs.errors);
}

const corpus = grimFiles(["cards"], process.cwd()).map((f) => readFileSync(f, "utf8"));
/** Characters where the token patterns decide something: word joins, signs, quotes, escapes, spaces and line breaks of every kind. */
const tricky = ["a", "Z", "_", "0", "9", "-", "+", "'", '"', "\\", "#", "{", "}", ",", ";", "<", ">", "=", " ", "\t", "\n", "\r", "\u00a0", "\u2028", "\u2029", "\ufeff", "\u180e", "\u3000", "é", "@", "😀", "x", "don't", "opponents'", "1-2", "card"];

describe("scanner", () => {
  it("reads every card as chevrotain's lexer does", () => {
    expect(corpus.length).toBeGreaterThan(0);
    for (const text of corpus) same(text);
  });
  it("reads fuzzed text as chevrotain's lexer does", () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...tricky), { maxLength: 40 }).map((cs) => cs.join("")), same), { numRuns: 2000, seed: 11 });
    fc.assert(fc.property(fc.string({ maxLength: 60, unit: "binary" }), same), { numRuns: 1000, seed: 12 });
  });
  it("reads mutated cards as chevrotain's lexer does", () => {
    const mutated = fc.tuple(fc.nat(corpus.length - 1), fc.nat(), fc.constantFrom(...tricky)).map(([i, at, s]) => {
      const text = corpus[i] ?? "";
      const pos = at % Math.max(1, text.length);
      return text.slice(0, pos) + s + text.slice(pos);
    });
    fc.assert(fc.property(mutated, same), { numRuns: 500, seed: 13 });
  });
});
