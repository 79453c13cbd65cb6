/** `npm run bench:ab` as a user runs it: its usage errors and a commit git cannot export (the measurement itself is in docs/text.md "Bench"). */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

function textAb(args: string[]): { status: number | null; stderr: string } {
  const r = spawnSync(process.execPath, ["--import", "tsx", "bench/text-ab.ts", ...args], { encoding: "utf8" });
  return { status: r.status, stderr: r.stderr };
}

describe("bench/text-ab.ts", () => {
  it("exits 2 with its usage when the commit or a count is missing or wrong", () => {
    for (const args of [[], ["HEAD", "--processes", "0"], ["HEAD", "--processes", "two"], ["HEAD", "--rounds", "1"]]) {
      const r = textAb(args);
      expect(r.status, args.join(" ")).toBe(2);
      expect(r.stderr).toContain("usage: npx tsx bench/text-ab.ts <commit>");
      expect(r.stderr).toContain("[--processes N ≥ 1]");
    }
  });

  it("exits 1 and names the commit git cannot export", () => {
    const r = textAb(["no-such-commit-anywhere", "--processes", "1"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("git cannot export no-such-commit-anywhere");
  });
});
