import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Amount, FilterUse, GeneralSelector, Range, Selector, SlotValue } from "../../grammar/ast";
import { rankedPostfixes, stepSlots } from "../../compiler/text/fr/realiser";
import { isChosen, targetOf } from "../../compiler/text/realiser";

// The three scans `stepSlots` replaced: the reference its answers must equal.
function firstChosen(args: Readonly<Record<string, SlotValue>>): [string, GeneralSelector] | null {
  for (const k in args) {
    const v = args[k];
    if (isChosen(v)) return [k, v];
  }
  return null;
}
function chosenStatAmount(args: Readonly<Record<string, SlotValue>>): [string, Amount & { form: "equal-to" }] | null {
  for (const k in args) {
    const v = args[k];
    if (v !== undefined && v.kind === "amount" && v.form === "equal-to" && v.stat !== "cost" && v.stat !== "damage" && isChosen(v.of)) return [k, v];
  }
  return null;
}

const range: Range = { start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } };
const general = (chosen: boolean): GeneralSelector => ({
  kind: "selector",
  form: "general",
  determiner: chosen ? { kind: "chosen", count: 1, upTo: false } : { kind: "any" },
  prefixes: [],
  classifications: [],
  classificationJoin: "and",
  noun: "character",
  plural: false,
  postfixes: [],
  range,
});
const fixed: Selector = { kind: "selector", form: "fixed", id: "this", args: {}, range };
const selector = fc.oneof(fc.constant(fixed), fc.boolean().map(general));
const value: fc.Arbitrary<SlotValue> = fc.oneof(
  selector,
  fc.tuple(fc.constantFrom("strength" as const, "lore" as const, "cost" as const, "damage" as const), selector).map(([stat, of]): SlotValue => ({ kind: "amount", form: "equal-to", stat, of, range })),
  fc.constant<SlotValue>({ kind: "amount", form: "number", value: 2, upTo: false, range }),
  fc.constant<SlotValue>({ kind: "flag", value: true, range }),
);
const args = fc.uniqueArray(fc.tuple(fc.constantFrom("target", "what", "from", "to", "amount", "other"), value), { selector: ([k]) => k, maxLength: 4 }).map((entries) => Object.fromEntries(entries));

describe("stepSlots", () => {
  it("finds what firstChosen, targetOf and chosenStatAmount found, in one pass", () => {
    fc.assert(
      fc.property(args, (a) => {
        const slots = stepSlots(a);
        expect(slots.chosen).toEqual(firstChosen(a));
        expect(slots.target).toEqual(targetOf(a));
        expect(slots.chosenStat).toEqual(chosenStatAmount(a));
        // The same nodes, not copies.
        expect(slots.target?.[1]).toBe(targetOf(a)?.[1]);
      }),
      { numRuns: 5000, seed: 61 },
    );
  });
});

describe("rankedPostfixes", () => {
  // The sort it short-cuts where no filter is ranked apart.
  const reference = (postfixes: readonly FilterUse[], sameName: boolean): FilterUse[] => {
    const rank = (id: string): number => (id === "any-classification" ? 2 : sameName && id === "in-hand" ? 1 : 0);
    return [...postfixes].sort((a, b) => rank(b.id) - rank(a.id));
  };
  const filter = fc.constantFrom("in-hand", "any-classification", "here", "named", "stat-compare").map((id): FilterUse => ({ kind: "filter", id, args: {}, range }));
  it("orders the filters as the stable sort by rank does", () => {
    fc.assert(
      fc.property(fc.array(filter, { maxLength: 5 }), fc.boolean(), (postfixes, sameName) => {
        const out = rankedPostfixes(postfixes, sameName);
        expect(out.length).toBe(postfixes.length);
        reference(postfixes, sameName).forEach((p, i) => expect(out[i]).toBe(p));
      }),
      { numRuns: 5000, seed: 62 },
    );
  });
});
