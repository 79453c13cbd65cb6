/**
 * Reading valgrind's cache simulation for `npm run bench:instructions -- --cache | --functions`:
 * the caches to simulate (this machine's first and second levels), cachegrind's per-function
 * listing (`cg_annotate`) summed by where the code lies (the JavaScript V8 compiled, V8's builtins,
 * V8's optimising compilers, the rest: garbage collector, runtime, Node), and callgrind's costs per
 * instruction address named by V8's code map (`node --perf-basic-prof`), which names each compiled
 * JavaScript function, builtin and regular expression that cachegrind only sees as `???`. The
 * second level is simulated as the last one: on a shared machine the third is shared with other
 * tenants, so what misses the second level is what the renderer waits for (docs/text.md "Bench").
 */
import { readFileSync } from "node:fs";

/** The events read from cachegrind, in the order `cg_annotate --show` prints them. */
export const cacheEvents = ["Ir", "I1mr", "ILmr", "Dr", "D1mr", "DLmr"] as const;
export type CacheEvent = (typeof cacheEvents)[number];
export type CacheCounts = Readonly<Record<CacheEvent, number>>;

/** What each event counts, as the report prints it. */
export const cacheEventNames: Readonly<Record<CacheEvent, string>> = {
  Ir: "instructions",
  I1mr: "first-level instruction misses",
  ILmr: "second-level instruction misses",
  Dr: "data reads",
  D1mr: "first-level data read misses",
  DLmr: "second-level data read misses",
};

export const origins = ["compiled JavaScript", "V8 builtins", "V8 optimising compilers", "the rest"] as const;
export type Origin = (typeof origins)[number];

/**
 * Where a function of `cg_annotate`'s listing lies. V8's compiled JavaScript has no symbols
 * (`???:???`); builtins are named `Builtins_*` in Node's binary; the optimising compilers are
 * the namespaces `v8::internal::compiler` (TurboFan) and `v8::internal::maglev`.
 */
export function originOf(fn: string): Origin {
  if (fn === "???:???") return "compiled JavaScript";
  if (fn.includes("Builtins_")) return "V8 builtins";
  if (fn.includes("v8::internal::compiler::") || fn.includes("v8::internal::maglev::")) return "V8 optimising compilers";
  return "the rest";
}

const zero: CacheCounts = { Ir: 0, I1mr: 0, ILmr: 0, Dr: 0, D1mr: 0, DLmr: 0 };

/** `cg_annotate --show=Ir,I1mr,ILmr,Dr,D1mr,DLmr` rows ("1,234 (0.5%) … file:function"), summed by origin; the totals line is left out. */
export function countsByOrigin(listing: string): Record<Origin, CacheCounts> {
  const sums = Object.fromEntries(origins.map((o) => [o, { ...zero }])) as Record<Origin, Record<CacheEvent, number>>;
  const row = new RegExp(`^\\s*${cacheEvents.map(() => "([\\d,]+)(?:\\s+\\([^)]*\\))?\\s+").join("")}(\\S.*)$`);
  for (const line of listing.split("\n")) {
    const m = row.exec(line);
    const fn = m?.[cacheEvents.length + 1]?.trim();
    if (m === null || fn === undefined || fn.startsWith("PROGRAM TOTALS")) continue;
    const sum = sums[originOf(fn)];
    cacheEvents.forEach((e, i) => (sum[e] += Number((m[i + 1] ?? "0").replace(/,/g, ""))));
  }
  return sums;
}

/** `after − before` per origin and event, divided by `per` (the steady state of the measured rounds, per ability per language). */
export function steadyState(before: Record<Origin, CacheCounts>, after: Record<Origin, CacheCounts>, per: number): Record<Origin, CacheCounts> {
  const out = {} as Record<Origin, CacheCounts>;
  for (const o of origins) out[o] = Object.fromEntries(cacheEvents.map((e) => [e, (after[o][e] - before[o][e]) / per])) as CacheCounts;
  return out;
}

/** One cache level of `/sys/devices/system/cpu/cpu0/cache/index<i>` as cachegrind's `size,ways,line`, or null. */
function sysCache(level: number, type: string): string | null {
  for (let i = 0; i < 8; i++) {
    const dir = `/sys/devices/system/cpu/cpu0/cache/index${i}`;
    try {
      const read = (f: string): string => readFileSync(`${dir}/${f}`, "utf8").trim();
      if (Number(read("level")) !== level || read("type") !== type) continue;
      const size = /^(\d+)K$/.exec(read("size"));
      if (size === null) return null;
      return `${Number(size[1]) * 1024},${read("ways_of_associativity")},${read("coherency_line_size")}`;
    } catch {
      return null; // no such index: the levels are listed from 0 without gaps
    }
  }
  return null;
}

/** cachegrind's options for this machine's caches (its second level as the last), or none where Linux does not list them (cachegrind then reads the CPU's). */
export function cacheGeometry(): string[] {
  const i1 = sysCache(1, "Instruction");
  const d1 = sysCache(1, "Data");
  const l2 = sysCache(2, "Unified");
  return i1 === null || d1 === null || l2 === null ? [] : [`--I1=${i1}`, `--D1=${d1}`, `--LL=${l2}`];
}

/** A piece of generated code in V8's code map (`/tmp/perf-<pid>.map`: "start size name" in hex). */
export interface CodeRange {
  readonly start: number;
  readonly size: number;
  readonly name: string;
}

/** The code map's ranges sorted by start; lines that are not "hex hex name" are left out. */
export function parsePerfMap(text: string): CodeRange[] {
  const ranges: CodeRange[] = [];
  for (const line of text.split("\n")) {
    const m = /^([0-9a-f]+) ([0-9a-f]+) (.+)$/.exec(line);
    if (m !== null) ranges.push({ start: parseInt(m[1] ?? "", 16), size: parseInt(m[2] ?? "", 16), name: m[3] ?? "" });
  }
  return ranges.sort((a, b) => a.start - b.start);
}

function rangeAt(ranges: readonly CodeRange[], address: number): CodeRange | null {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = ranges[mid] as CodeRange;
    if (address < r.start) hi = mid - 1;
    else if (address >= r.start + r.size) lo = mid + 1;
    else return r;
  }
  return null;
}

/** Costs of one piece of generated code: event name → count. */
export type EventCounts = Record<string, number>;

/**
 * A callgrind file written with `--dump-instr=yes` (`positions: instr line`), its costs summed per
 * piece of generated code of `ranges` (addresses outside them, Node's own code, are left out).
 * Cost lines start with an address, absolute (`0x…`) or relative to the previous one (`+n`, `-n`,
 * `*`); the line after a `calls=` line is the call's inclusive cost, already counted in the callee.
 */
export function costsByCode(callgrind: string, ranges: readonly CodeRange[]): Map<string, EventCounts> {
  const events = /^events: (.+)$/m.exec(callgrind)?.[1]?.trim().split(/\s+/) ?? [];
  const positions = /^positions: (.+)$/m.exec(callgrind)?.[1]?.trim().split(/\s+/) ?? ["line"];
  if (positions[0] !== "instr") throw new Error("the callgrind file has no instruction addresses (run it with --dump-instr=yes)");
  const out = new Map<string, EventCounts>();
  let address = 0;
  let afterCall = false;
  for (const line of callgrind.split("\n")) {
    if (line.startsWith("calls=")) {
      afterCall = true;
      continue;
    }
    const c = line.charCodeAt(0);
    if (!(c === 48 || c === 43 || c === 45 || c === 42)) continue; // 0x…, +n, -n, *
    const parts = line.split(" ");
    const at = parts[0] ?? "*";
    if (at.startsWith("0x")) address = parseInt(at, 16);
    else if (at !== "*") address += Number(at.slice(0, 1) === "-" ? -1 : 1) * Number(at.slice(1).startsWith("0x") ? parseInt(at.slice(1), 16) : at.slice(1));
    if (afterCall) {
      afterCall = false;
      continue;
    }
    const r = rangeAt(ranges, address);
    if (r === null) continue;
    let sums = out.get(r.name);
    if (sums === undefined) out.set(r.name, (sums = Object.fromEntries(events.map((e) => [e, 0]))));
    for (let i = 0; i < events.length; i++) {
      const v = parts[positions.length + i];
      if (v !== undefined && v !== "") (sums[events[i] as string] as number) += Number(v);
    }
  }
  return out;
}

/**
 * A code map name as the report prints it: a compiled function as "name (module)" where the
 * bundle's `// path` comments say which module its line is in (`JS:*name file:///….mjs:line:col`),
 * builtins and regular expressions as V8 names them.
 */
export function readableName(name: string, moduleAt: (line: number) => string | null): string {
  const js = /^JS:[*~^+]?(\S*) .*:(\d+):\d+$/.exec(name);
  if (js !== null) {
    const module = moduleAt(Number(js[2]));
    return `${js[1] === "" ? "(anonymous)" : js[1]} (${module ?? `line ${js[2]}`})`;
  }
  return name.length > 70 ? `${name.slice(0, 69)}…` : name;
}

/** The module of each line of an esbuild bundle, from its `// path/to/module.ts` comments. */
export function bundleModules(bundle: string): (line: number) => string | null {
  const starts: [number, string][] = [];
  bundle.split("\n").forEach((text, i) => {
    const m = /^\/\/ ((?:[\w.-]+\/)+[\w.-]+\.(?:ts|json))$/.exec(text);
    if (m !== null) starts.push([i + 1, m[1] ?? ""]);
  });
  return (line) => {
    let module: string | null = null;
    for (const [start, path] of starts) if (start <= line) module = path;
    return module;
  };
}
