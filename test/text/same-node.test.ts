import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sameNode } from "../../compiler/text/realiser";

// What sameNode stands for: the two nodes' JSON texts without their source ranges.
const withoutRange = (k: string, v: unknown): unknown => (k === "range" ? undefined : v);
const reference = (a: unknown, b: unknown): boolean => JSON.stringify(a, withoutRange) === JSON.stringify(b, withoutRange);

describe("sameNode", () => {
  // Small values from few atoms, so that equal and unequal pairs both come up often.
  const atom = fc.constantFrom<unknown>("a", "b", "", 0, -0, 1, 2.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, true, false, null, undefined);
  const { node } = fc.letrec<{ node: unknown }>((tie) => ({
    node: fc.oneof(
      { depthSize: "small" },
      atom,
      fc.array(tie("node"), { maxLength: 3 }),
      fc.dictionary(fc.constantFrom("kind", "id", "range", "args"), tie("node"), { maxKeys: 3 }),
    ),
  }));
  it("is true exactly when the JSON texts without ranges are equal", () => {
    fc.assert(fc.property(node, node, (a, b) => sameNode(a, b) === reference(a, b)), { numRuns: 20000, seed: 46 });
  });
  it("finds equal pairs among the generated ones (the property is not only tested on unequal nodes)", () => {
    const pairs = fc.sample(fc.tuple(node, node), { numRuns: 2000, seed: 47 });
    expect(pairs.filter(([a, b]) => reference(a, b)).length).toBeGreaterThan(40);
  });
});
