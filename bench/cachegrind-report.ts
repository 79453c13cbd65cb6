/**
 * Reading valgrind's cachegrind for `npm run bench:instructions -- --cache`: the caches to
 * simulate (this machine's first and second levels), the per-function listing of
 * `cg_annotate`, and its rows summed by where the code lies: the JavaScript V8 compiled, V8's
 * builtins, V8's optimising compilers, the rest (garbage collector, runtime, Node). The second
 * level is simulated as the last one: on a shared machine the third is shared with other tenants,
 * so what misses the second level is what the renderer waits for (docs/text.md "Bench").
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
