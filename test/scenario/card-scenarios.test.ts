/** Every scenario written beside the cards in cards/ runs on the runtime and passes. */
import { describe, expect, it } from "vitest";
import { runScenarios } from "../../compiler/scenario";

const results = await runScenarios(["cards"]);

describe("card scenarios", () => {
  it("cover at least 15 cards", () => {
    expect(new Set(results.map((r) => r.file)).size).toBeGreaterThanOrEqual(15);
  });
  for (const r of results) {
    it(`${r.file} › ${r.title}`, () => {
      const report = r.failures.map((f) => `line ${f.range.start.line}: ${f.message}`);
      expect(report, report.length > 0 ? `game log:\n${r.log.join("\n")}` : undefined).toEqual([]);
    });
  }
});
