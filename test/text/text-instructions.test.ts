/**
 * `npm run bench:instructions`: its usage errors as a user meets them, how `--cache` reads
 * cachegrind's per-function listing and how `--functions` names callgrind's addresses with V8's
 * code map (bench/cache-simulation.ts). The measurement itself takes
 * minutes under valgrind and is in docs/text.md "Bench".
 */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { bundleModules, cacheGeometry, costsByCode, countsByOrigin, originOf, parsePerfMap, readableName, steadyState } from "../../bench/cache-simulation";

/** A listing as `cg_annotate --show=Ir,I1mr,ILmr,Dr,D1mr,DLmr` prints it (valgrind 3.19), numbers made up. */
function listing(jsIr: string, builtinIr: string): string {
  return [
    "--------------------------------------------------------------------------------",
    "Ir                      I1mr                 ILmr                Dr                     D1mr                 DLmr",
    "--------------------------------------------------------------------------------",
    "99,999 (100.0%) 9,999 (100.0%) 999 (100.0%) 9,999 (100.0%) 999 (100.0%) 99 (100.0%)  PROGRAM TOTALS",
    "",
    "Ir                     I1mr                 ILmr                Dr                   D1mr                DLmr                file:function",
    `${jsIr} (12.90%) 1,200 (61.35%) 120 (60.19%) 4,000 (14.03%) 300 (27.45%) 70 (26.15%)  ???:???`,
    `   ${builtinIr} ( 2.11%)     30 ( 0.53%)     3 ( 0.17%)  500 ( 1.58%)  60 ( 4.22%) 16 ( 5.64%)  ???:Builtins_LoadIC_Megamorphic`,
    "     700 ( 1.00%)      5 ( 0.00%)      1 ( 0.00%)  200 ( 0.10%)   4 ( 0.01%)  0 ( 0.00%)  ???:Builtins_FindOrderedHashMapEntry",
    "   5,000 ( 3.32%)      8 ( 0.08%)      1 ( 0.07%)  900 ( 3.23%)  40 ( 2.73%)  9 ( 3.43%)  ???:v8::internal::compiler::GraphReducer::ReduceTop()",
    "     400 ( 0.93%)      2 ( 0.00%)      0 ( 0.01%)  100 ( 0.79%)   1 ( 0.00%)  0 ( 0.00%)  ???:v8::internal::(anonymous namespace)::IterateObjectCache(v8::internal::Isolate*)",
  ].join("\n");
}

function benchInstructions(args: string[]): { status: number | null; stderr: string } {
  const r = spawnSync(process.execPath, ["--import", "tsx", "bench/text-instructions.ts", ...args], { encoding: "utf8" });
  return { status: r.status, stderr: r.stderr };
}

describe("bench/cache-simulation.ts", () => {
  it("names where each function of the listing lies", () => {
    expect(originOf("???:???")).toBe("compiled JavaScript");
    expect(originOf("???:Builtins_StringAdd_CheckNone")).toBe("V8 builtins");
    expect(originOf("???:v8::internal::compiler::Scheduler::ScheduleLate()")).toBe("V8 optimising compilers");
    expect(originOf("???:v8::internal::maglev::MaglevGraphBuilder::Build()")).toBe("V8 optimising compilers");
    expect(originOf("./string/../memmove-vec-unaligned-erms.S:__memcpy_avx_unaligned_erms")).toBe("the rest");
  });

  it("sums the rows by origin, leaving the totals line out", () => {
    const c = countsByOrigin(listing("10,000", "2,000"));
    expect(c["compiled JavaScript"]).toEqual({ Ir: 10_000, I1mr: 1_200, ILmr: 120, Dr: 4_000, D1mr: 300, DLmr: 70 });
    expect(c["V8 builtins"]).toEqual({ Ir: 2_700, I1mr: 35, ILmr: 4, Dr: 700, D1mr: 64, DLmr: 16 });
    expect(c["V8 optimising compilers"].Ir).toBe(5_000);
    expect(c["the rest"].Ir).toBe(400);
  });

  it("gives the steady state as the difference of two runs per unit", () => {
    const before = countsByOrigin(listing("10,000", "2,000"));
    const after = countsByOrigin(listing("30,000", "2,400"));
    const s = steadyState(before, after, 100);
    expect(s["compiled JavaScript"].Ir).toBe(200);
    expect(s["V8 builtins"].Ir).toBe(4);
    expect(s["the rest"].Ir).toBe(0);
  });

  it("simulates this machine's first two cache levels where Linux lists them", () => {
    const g = cacheGeometry();
    expect(g.length === 0 || g.length === 3).toBe(true);
    for (const option of g) expect(option).toMatch(/^--(I1|D1|LL)=\d+,\d+,\d+$/);
  });
});

describe("bench/cache-simulation.ts, per piece of generated code", () => {
  const perfMap = ["3000 100 JS:*analyseOnce file:///tmp/render-card.mjs:381:21", "1000 200 Builtin:LoadIC", "not a code line", "2000 80 RegExp: [ ,.)]"].join("\n");
  /** Made-up costs in callgrind's format: absolute, relative and repeated addresses, and a call whose inclusive cost must not count twice. */
  const callgrind = [
    "# callgrind format",
    "positions: instr line",
    "events: Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw",
    "fn=(1) 0x0000000000003000",
    "0x3000 12 10 2 0 1",
    "+4 * 5 0 0 0",
    "calls=1 0x1000 0",
    "* * 999 0 0 999",
    "+8 +1 7 1 1 1 0 0 1",
    "fn=(2) Builtins_LoadIC",
    "0x1010 0 3",
    "fn=(3) node::Start",
    "0x9000 0 50 0 0 9",
  ].join("\n");

  it("sums the costs per piece of code, leaving out Node's own code and the inclusive cost of calls", () => {
    const costs = costsByCode(callgrind, parsePerfMap(perfMap));
    expect([...costs.keys()].sort()).toEqual(["Builtin:LoadIC", "JS:*analyseOnce file:///tmp/render-card.mjs:381:21"]);
    const js = costs.get("JS:*analyseOnce file:///tmp/render-card.mjs:381:21");
    expect(js?.["Ir"]).toBe(22);
    expect(js?.["I1mr"]).toBe(2);
    expect(js?.["DLmr"]).toBe(0);
    expect(js?.["ILmr"]).toBe(1);
    expect(costs.get("Builtin:LoadIC")?.["Ir"]).toBe(3);
  });

  it("refuses a callgrind file without instruction addresses", () => {
    expect(() => costsByCode("positions: line\nevents: Ir\n", [])).toThrow("--dump-instr=yes");
  });

  it("names a compiled function by its bundle module, and leaves builtins as V8 names them", () => {
    const moduleAt = bundleModules(["// compiler/text/strings.ts", "function charCode() {}", "// compiler/text/realiser.ts", "function analyseOnce() {}"].join("\n"));
    expect(moduleAt(2)).toBe("compiler/text/strings.ts");
    expect(moduleAt(4)).toBe("compiler/text/realiser.ts");
    expect(readableName("JS:*analyseOnce file:///tmp/x/render-card.mjs:4:21", moduleAt)).toBe("analyseOnce (compiler/text/realiser.ts)");
    expect(readableName("JS:* file:///tmp/x/render-card.mjs:2:3", moduleAt)).toBe("(anonymous) (compiler/text/strings.ts)");
    expect(readableName("Builtin:LoadIC", moduleAt)).toBe("Builtin:LoadIC");
  });
});

describe("bench/text-instructions.ts", () => {
  it("exits 2 with the reason and its usage for a count that is not a whole number or an unknown option", () => {
    const cases: [string[], string][] = [
      [["--rounds", "0"], "--rounds must be a whole number ≥ 1 and --warm one ≥ 0"],
      [["--rounds", "two"], "--rounds must be a whole number ≥ 1 and --warm one ≥ 0"],
      [["--cache", "--warm=-1"], "--rounds must be a whole number ≥ 1 and --warm one ≥ 0"],
      [["--warm", "-1"], "Option '--warm' argument is ambiguous"],
      [["--cahce"], "Unknown option '--cahce'"],
      [["--functions", "--top", "0"], "--top must be a whole number ≥ 1"],
      [["--cache", "--functions"], "--cache and --functions are two reports: ask for one"],
    ];
    for (const [args, reason] of cases) {
      const r = benchInstructions(args);
      expect(r.status, args.join(" ")).toBe(2);
      expect(r.stderr).toContain(`text instructions: ${reason}`);
      expect(r.stderr).toContain("usage: npx tsx bench/text-instructions.ts");
      expect(r.stderr).not.toContain("    at ");
    }
  });
});
