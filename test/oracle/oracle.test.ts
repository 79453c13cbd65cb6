import { describe, expect, it } from "vitest";
import { loadRulings } from "./rulings";
import { scenarios } from "./scenarios";

const rulings = loadRulings();
const testable = (rulings ?? []).filter((r) => r.testable === "yes" || r.testable === "partial");

describe("rulings oracle", () => {
  if (rulings === null) {
    if (process.env.CI === "true") {
      it("finds ../shared/oracle/lorcana-rulings.jsonl", () => {
        expect.fail("../shared/oracle/lorcana-rulings.jsonl is missing in CI");
      });
    } else {
      console.log(`skipped ${Object.keys(scenarios).length} oracle tests: ../shared not found`);
      it.skip("oracle rulings (../shared not found)", () => {});
    }
    return;
  }
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
