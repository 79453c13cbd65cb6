/** `grimoire test`: runs the scenarios of .grim files, prints them, exits 1 when one fails. */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../../compiler/cli/main";
import { repoRoot } from "./emit-helpers";

const scratch = join(repoRoot, "build", `.test-cli-test-${process.pid}`);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const card = [
  'card 1-990 action {',
  '  name "Test Bolt"',
  "  cost 1",
  "  ink ruby",
  "  effect {",
  "    deal 2 damage to chosen character",
  "  }",
  "}",
  "",
].join("\n");

function scenario(title: string, damage: number): string {
  return [
    `scenario "${title}" {`,
    "  given you have 1-990 in hand",
    "  given you have 1 ink",
    "  given opponent has 1-3 in play",
    "  act you play 1-990",
    "  act choose 1-3",
    `  expect 1-3 has ${damage} damage`,
    "}",
    "",
  ].join("\n");
}

async function run(args: string[]): Promise<{ code: number; text: string }> {
  const lines: string[] = [];
  const io = { out: (t: string) => lines.push(t), err: (t: string) => lines.push(t), tty: false, cwd: repoRoot };
  const code = await main(["test", ...args], io);
  return { code, text: lines.join("\n") };
}

describe("grimoire test", () => {
  mkdirSync(scratch, { recursive: true });
  const passing = join(scratch, "passing.grim");
  const failing = join(scratch, "failing.grim");
  writeFileSync(passing, card + scenario("deals 2 damage", 2));
  writeFileSync(failing, card + scenario("deals 2 damage", 2) + scenario("deals 5 damage", 5));

  it("exits 0 and lists each scenario when all pass", async () => {
    const { code, text } = await run([passing]);
    expect(text).toMatch(/✓ .*passing\.grim:\d+ deals 2 damage/);
    expect(text).toContain("1 scenario(s): 1 passed, 0 failed.");
    expect(code).toBe(0);
  }, 60_000);

  it("exits 1 with --json naming the failing scenario", async () => {
    const { code, text } = await run([failing, "--json"]);
    expect(code).toBe(1);
    const json: unknown = JSON.parse(text);
    expect(json).toMatchObject({
      passed: 1,
      failed: 1,
      results: [
        { title: "deals 2 damage", passed: true, failures: [] },
        { title: "deals 5 damage", passed: false, failures: [expect.objectContaining({ line: expect.any(Number), message: expect.any(String) })] },
      ],
    });
  }, 60_000);

  it("runs only the scenarios --filter names, and rejects unknown options", async () => {
    const { code, text } = await run([failing, "--filter", "2 damage"]);
    expect(code).toBe(0);
    expect(text).toContain("1 scenario(s): 1 passed, 0 failed.");
    expect((await run([failing, "--bogus"])).code).toBe(2);
  }, 60_000);
});
