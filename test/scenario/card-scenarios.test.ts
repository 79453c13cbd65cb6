/**
 * Every scenario written beside the cards in cards/ runs on the runtime and passes, and every
 * card of sets 1–4 with rules text has at least one (issue 6; keywords alone are covered by the
 * runtime's own tests and a vanilla card needs none).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { grimFiles } from "../../compiler/cli/files";
import { compileSource } from "../../compiler/compile-source";
import { runScenarios } from "../../compiler/scenario";

const results = await runScenarios(["cards"]);

describe("card scenarios", () => {
  it("cover at least 15 cards", () => {
    expect(new Set(results.map((r) => r.file)).size).toBeGreaterThanOrEqual(15);
  });

  it("every card of sets 1–4 with rules text has a scenario in its file", () => {
    const files = grimFiles(["cards/lorcana/set-01", "cards/lorcana/set-02", "cards/lorcana/set-03", "cards/lorcana/set-04"], process.cwd());
    expect(files.length).toBeGreaterThanOrEqual(816);
    const without = files.filter((f) => {
      const { file } = compileSource(readFileSync(f, "utf8"));
      return file.cards.some((c) => c.abilities.length > 0 || c.body !== null) && file.scenarios.length === 0;
    });
    expect(without).toEqual([]);
  });

  for (const r of results) {
    it(`${r.file} › ${r.title}`, () => {
      const report = r.failures.map((f) => `line ${f.range.start.line}: ${f.message}`);
      expect(report, report.length > 0 ? `game log:\n${r.log.join("\n")}` : undefined).toEqual([]);
    });
  }
});
