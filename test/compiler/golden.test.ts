/**
 * Golden tests: one small card per construct (test/compiler/golden/*.grim) pins the exact
 * generated module (*.ts.golden). `UPDATE_GOLDEN=1 npx vitest run test/compiler/golden.test.ts`
 * rewrites them after an intended change.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { emitSource, repoRoot } from "./emit-helpers";

const folder = join(repoRoot, "test", "compiler", "golden");
const update = process.env.UPDATE_GOLDEN === "1";
const sources = readdirSync(folder).filter((f) => f.endsWith(".grim")).sort();

describe("generated modules (golden)", () => {
  it("has golden sources", () => {
    expect(sources.length).toBeGreaterThanOrEqual(8);
  });
  for (const name of sources) {
    it(name, async () => {
      const file = `test/compiler/golden/${name}`;
      const text = readFileSync(join(folder, name), "utf8");
      const cards = await emitSource(text, file, "../../../runtime");
      expect(cards.flatMap((c) => c.diagnostics.filter((d) => d.severity === "error"))).toEqual([]);
      const actual = cards.map((c) => c.code).join("\n// ----\n\n");
      const goldenPath = join(folder, name.replace(/\.grim$/, ".ts.golden"));
      if (update || !existsSync(goldenPath)) writeFileSync(goldenPath, actual);
      expect(actual).toBe(readFileSync(goldenPath, "utf8"));
      // Deterministic: a second emission gives the same bytes.
      const again = await emitSource(text, file, "../../../runtime");
      expect(again.map((c) => c.code).join("\n// ----\n\n")).toBe(actual);
    });
  }
});
