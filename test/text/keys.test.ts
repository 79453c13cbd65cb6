import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dashed, dotted, interned, orDefault, phaseKey } from "../../compiler/text/keys";

// Each key is the text its template literal builds, and the same string each time for the same parts.
describe("lexicon keys built once per pair", () => {
  const part = fc.string({ maxLength: 6 });
  it("dotted, dashed and phaseKey are the keys as written", () => {
    fc.assert(
      fc.property(part, part, (a, b) => dotted(a, b) === `${a}.${b}` && dashed(a, b) === `${a}-${b}` && phaseKey(a, b) === `at-${a}-of-${b}-turn`),
      { numRuns: 5000, seed: 60 },
    );
  });
  it("gives the joined text whatever the split, and the same key for a part built at run time", () => {
    expect(dashed("a-b", "c")).toBe("a-b-c");
    expect(dashed("a", "b-c")).toBe("a-b-c");
    expect(dotted("imp", "theirs")).toBe(dotted([..."imp"].join(""), "theirs"));
  });
  it("interned gives the same text, for any text (index-like, __proto__, empty)", () => {
    fc.assert(fc.property(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom("", "1", "01", "__proto__", "constructor", "-0")), (t) => interned(t) === t), { numRuns: 5000, seed: 62 });
  });
  it("orDefault is [form, 'default'], one list per form", () => {
    fc.assert(fc.property(part, (f) => orDefault(f).length === 2 && orDefault(f)[0] === f && orDefault(f)[1] === "default" && orDefault(f) === orDefault(f)), { numRuns: 2000, seed: 61 });
  });
});
