/** `grimoire check` and `grimoire fmt` as a user runs them: output, JSON, exit codes, files. */
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../compiler/cli/main";

function run(args: string[], cwd: string): { code: Promise<number>; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const code = main(args, { out: (t) => out.push(t), err: (t) => err.push(t), tty: false, cwd });
  return { code, out, err };
}

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "grimoire-cli-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const good = 'card 1-1 item {\n  name "Lamp"\n  cost 1\n  ink amber\n}\n';
const bad = 'card 1-2 item {\n  name "Lamp"\n  cost 1\n  ink ambr\n}\n';

describe("grimoire check", () => {
  it("exits 0 on clean files and says how many cards it read", async () => {
    const dir = project({ "cards/a.grim": good });
    const r = run(["check", "cards"], dir);
    expect(await r.code).toBe(0);
    expect(r.out.join("\n")).toContain("1 file(s), 1 card(s): 0 error(s)");
  });
  it("prints a code frame with file:line:col and a suggestion, and exits 1", async () => {
    const dir = project({ "cards/b.grim": bad });
    const r = run(["check", "cards/b.grim"], dir);
    expect(await r.code).toBe(1);
    const text = r.out.join("\n");
    expect(text).toContain("cards/b.grim:4:7 error GRM103");
    expect(text).toContain("4 |   ink ambr");
    expect(text).toContain("^^^^");
    expect(text).toContain("Did you mean 'amber'?");
  });
  it("prints JSON with counts and positioned diagnostics", async () => {
    const dir = project({ "cards/a.grim": good, "cards/b.grim": bad });
    const r = run(["check", "cards", "--json"], dir);
    expect(await r.code).toBe(1);
    const json = JSON.parse(r.out.join("\n")) as { cards: number; errors: number; warnings: number; diagnostics: { file: string; code: string; line: number; column: number }[] };
    expect(json).toMatchObject({ cards: 2, errors: 1, warnings: 0 });
    expect(json.diagnostics[0]).toMatchObject({ file: "cards/b.grim", code: "GRM103", line: 4, column: 7 });
  });
  it("knows the card library for scenarios (GRM401 with the closest id)", async () => {
    const dir = project({ "cards/a.grim": good, "tests/s.grim": 'scenario "x" {\n  given you have 1-11 in hand\n  expect 1-11 is in hand\n}\n' });
    const r = run(["check", "tests", "--json"], dir);
    expect(await r.code).toBe(1);
    const json = JSON.parse(r.out.join("\n")) as { diagnostics: { code: string; suggestion?: string }[] };
    expect(json.diagnostics.map((d) => d.code)).toContain("GRM401");
    expect(json.diagnostics.find((d) => d.code === "GRM401")?.suggestion).toBe("1-1");
  });
  it("exits 2 on bad usage", async () => {
    expect(await run(["check"], project({})).code).toBe(2);
    expect(await run(["check", "missing-folder"], project({})).code).toBe(2);
    expect(await run(["nonsense"], project({})).code).toBe(2);
  });
});

describe("grimoire fmt", () => {
  it("rewrites a file in the canonical layout, then has nothing left to do", async () => {
    const dir = project({ "cards/a.grim": 'card 1-1 item { name "Lamp" cost 1 ink amber }' });
    expect(await run(["fmt", "cards"], dir).code).toBe(0);
    expect(readFileSync(join(dir, "cards/a.grim"), "utf8")).toBe(good);
    const again = run(["fmt", "cards", "--check"], dir);
    expect(await again.code).toBe(0);
  });
  it("--check reports an unformatted file without writing it", async () => {
    const dir = project({ "cards/a.grim": 'card 1-1 item { name "Lamp" cost 1 ink amber }' });
    const r = run(["fmt", "cards", "--check"], dir);
    expect(await r.code).toBe(1);
    expect(readFileSync(join(dir, "cards/a.grim"), "utf8")).toBe('card 1-1 item { name "Lamp" cost 1 ink amber }');
  });
  it("leaves a file with syntax errors untouched and says so", async () => {
    const dir = project({ "cards/b.grim": "card 1-1 item { name " });
    const r = run(["fmt", "cards"], dir);
    expect(await r.code).toBe(1);
    expect(r.err.join("\n")).toContain("has syntax errors");
    expect(readFileSync(join(dir, "cards/b.grim"), "utf8")).toBe("card 1-1 item { name ");
  });
});

describe("grimoire docs", () => {
  it("regenerates the vocabulary tables, then reports them up to date (--json, --check)", async () => {
    const dir = project({ "docs/language.md": "# x\n\n<!-- generated:costs -->\nstale\n<!-- /generated -->\n" });
    const stale = run(["docs", "--check", "--json"], dir);
    expect(await stale.code).toBe(1);
    expect(JSON.parse(stale.out.join(""))).toMatchObject({ upToDate: false, written: false });
    expect(await run(["docs"], dir).code).toBe(0);
    const text = readFileSync(join(dir, "docs/language.md"), "utf8");
    expect(text).toContain("| `exert` |");
    expect(text).not.toContain("stale");
    const fresh = run(["docs", "--check", "--json"], dir);
    expect(await fresh.code).toBe(0);
    expect(JSON.parse(fresh.out.join(""))).toMatchObject({ upToDate: true, written: false });
  });
});
