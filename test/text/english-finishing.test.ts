import { describe, expect, it } from "vitest";
import { EnglishRealiser, needsEnglishFinishing } from "../../compiler/text/en/realiser";
import { lexicons } from "../../compiler/text/lexicons";
import { tidySpaces } from "../../compiler/text/template";
import { fuzzTexts } from "../support/fuzz-texts";

describe("English finishing", () => {
  const tokens = [" ", "  ", ".", '"', '." ', ",", ")", "(", "a", "When", "x", "\n", "é", "this turn"];
  const texts = [...fuzzTexts(31337, 30000, tokens, [""], 0, 8)];
  it("with its one pre-test equals tidying then dropping a quoted stop, as it was written before", () => {
    const r = new EnglishRealiser(lexicons.en);
    const before = (text: string): string => {
      const out = tidySpaces(text);
      return out.includes('." ') ? out.replace(/\." (?=[a-z])/g, '" ') : out;
    };
    for (const text of texts) expect(r.finish(text), JSON.stringify(text)).toBe(before(text));
  });
  it("the fuzzed texts exercise both sides of the pre-test", () => {
    const passed = texts.filter((t) => !needsEnglishFinishing(t)).length;
    expect(passed).toBeGreaterThan(1000);
    expect(texts.length - passed).toBeGreaterThan(1000);
  });
});
