import { describe, expect, it } from "vitest";
import { indefinite } from "../../compiler/text/en/realiser";

describe("indefinite", () => {
  it("is 'an' exactly where /^[aeiou]/i matches: vowels of either case, consonants, accented and non-letter starts, the empty word", () => {
    const starts = ["", "a", "E", "i", "O", "u", "U", "y", "b", "Z", "à", "É", "ı", " ", "'", "0", "\ud835", "😀"];
    for (const first of starts) for (const second of ["", "n", "A"]) {
      const word = first + second;
      expect(indefinite(word), JSON.stringify(word)).toBe(/^[aeiou]/i.test(word) ? "an" : "a");
    }
  });
});
