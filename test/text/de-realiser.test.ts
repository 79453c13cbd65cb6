import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { verbBeforeSubject } from "../../compiler/text/de/realiser";

// Pieces of predicate templates: the subject slot, words, spaces, other slots.
const piece = fc.constantFrom("{subject}", "{subject} ", " ", "  ", "kann", "erhält", "{duration}", "nicht", "{S}", "\n", "ä", "");
const template = fc.array(piece, { maxLength: 8 }).map((ps) => ps.join(""));

describe("German verb second", () => {
  it("a text not opening with '{subject} ' is left as it is (the test `form` makes before looking for the form a text came from)", () => {
    fc.assert(
      fc.property(template, (t) => t.startsWith("{subject} ") || verbBeforeSubject(t) === t),
      { numRuns: 20000, seed: 61 },
    );
  });
  it("moves the verb of a text opening with '{subject} '", () => {
    expect(verbBeforeSubject("{subject} kann nicht erkunden")).toBe("kann {subject} nicht erkunden");
  });
});
