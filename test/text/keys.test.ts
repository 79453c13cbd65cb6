import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dashed, dotted, interned, orDefault, phaseKey } from "../../compiler/text/keys";
import { qualified } from "../../compiler/text/realiser";

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

// `qualified` keeps each list it builds: a list asked again (the same forms, maybe built at run time) is the one built before.
describe("qualified", () => {
  const reference = (wanted: readonly string[], qualifier: string | null): string[] => {
    if (qualifier === null) return [...wanted];
    const theirs = qualifier === "theirs-all" || qualifier === "theirs-thing";
    return wanted.flatMap((w) => [`${w}.${qualifier}`, ...(theirs ? [`${w}.theirs`] : []), w]);
  };
  const form = fc.oneof(fc.constantFrom("imp", "inf", "3s", "3p", "inv-3s", "zu"), fc.constantFrom("imp", "3s", "inf-3p").map((f) => [...f].join("")));
  const qualifier = fc.constantFrom(null, "theirs", "theirs-all", "theirs-thing", "discard", "own");
  it("is each wanted form after its qualified variants, whether the list was asked before or not", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.array(form, { maxLength: 4 }), qualifier), { minLength: 1, maxLength: 8 }), (asks) =>
        asks.every(([wanted, q]) => JSON.stringify(qualified(wanted, q)) === JSON.stringify(reference(wanted, q))),
      ),
      { numRuns: 5000, seed: 63 },
    );
  });
  it("does not see a caller's later change to the list it was given", () => {
    const wanted = ["imp", "inf"];
    const first = [...qualified(wanted, "own")];
    wanted[1] = "zu";
    expect(qualified(wanted, "own")).toEqual(reference(["imp", "zu"], "own"));
    expect(qualified(["imp", "inf"], "own")).toEqual(first);
  });
});
