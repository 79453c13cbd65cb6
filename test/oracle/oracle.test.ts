import { describe, expect, it } from "vitest";
import { requireShared } from "../support/shared";
import { loadRulings } from "./rulings";
import { scenarios } from "./scenarios";

const rulings = loadRulings();
const testable = (rulings ?? []).filter((r) => r.testable === "yes" || r.testable === "partial");

describe("rulings oracle", () => {
  if (!requireShared("oracle", Object.keys(scenarios).length, "oracle/lorcana-rulings.jsonl") || rulings === null) return;
  for (const r of testable) {
    const run = scenarios[r.id];
    if (run === undefined) continue;
    it(r.id, () => {
      run();
    });
  }
  it("has a test for every testable ruling", () => {
    const missing = testable.filter((r) => scenarios[r.id] === undefined).map((r) => r.id);
    expect(missing, `rulings without a scenario test: ${missing.join(", ")}`).toEqual([]);
  });
});
