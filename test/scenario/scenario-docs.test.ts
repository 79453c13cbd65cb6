/** docs/scenarios.md stays true: its step tables are generated from the vocabulary, and its examples pass. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { regenerate } from "../../compiler/docs/vocabulary-docs";
import { runScenarios } from "../../compiler/scenario";
import { scenarioStepEntries } from "../../grammar/vocabulary/scenario-steps";

const text = readFileSync("docs/scenarios.md", "utf8");
const dir = mkdtempSync(join(tmpdir(), "grimoire-scenario-docs-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("docs/scenarios.md", () => {
  it("has up-to-date step tables (run `npx grimoire docs --file docs/scenarios.md`)", () => {
    expect(regenerate(text)).toBe(text);
  });
  it("lists every step form", () => {
    for (const e of scenarioStepEntries) expect(text, `missing ${e.phase} ${e.id}`).toContain(`| \`${e.id}\` |`);
  });
  for (const doc of ["docs/scenarios.md", "docs/language.md"]) {
    const blocks = [...readFileSync(doc, "utf8").matchAll(/```grim\n([\s\S]*?)```/g)].map((m) => m[1] ?? "").filter((b) => /^scenario\b/m.test(b));
    blocks.forEach((block, i) => {
      it(`${doc} scenario example ${i + 1} passes on the runtime`, async () => {
        const file = join(dir, `${doc.replace(/\W/g, "-")}-${i}.grim`);
        writeFileSync(file, block);
        const results = await runScenarios([file], { cwd: dir, library: [join(process.cwd(), "cards")] });
        expect(results.length).toBeGreaterThan(0);
        for (const r of results) expect(r.failures.map((f) => f.message)).toEqual([]);
      });
    });
  }
});
