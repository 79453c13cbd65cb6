/**
 * `map` and `filter` as plain loops, for the renderers' hot paths. V8's optimised code builds
 * `Array.prototype.map`'s result as a holey array where its unoptimised builtin builds a packed
 * one (and `filter`'s empty results differ the same way), so a temporary array's hidden class
 * depended on which tier made it, and every site reading it (`.join`, `.length`, `.includes`,
 * spreads) deoptimised whenever the other tier's arrays reached it: the noun-phrase code
 * recompiled all through the bench (docs/text.md "Bench"). Arrays built here come from one
 * literal each, so they have one hidden class whichever tier runs. Indexed loops: their compiled code is shorter than
 * that of `for … of` (an iterator), and it is fetched once per ability.
 */

export function mapped<T, U>(xs: readonly T[], f: (x: T, index: number) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < xs.length; i++) out.push(f(xs[i] as T, i));
  return out;
}

export function kept<T, S extends T>(xs: readonly T[], keep: (x: T, index: number) => x is S): S[];
export function kept<T>(xs: readonly T[], keep: (x: T, index: number) => boolean): T[];
export function kept<T>(xs: readonly T[], keep: (x: T, index: number) => boolean): T[] {
  const out: T[] = [];
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i] as T;
    if (keep(x, i)) out.push(x);
  }
  return out;
}

/** `xs.map(f).join(separator)` without the intermediate array. */
export function joinMapped<T>(xs: readonly T[], f: (x: T) => string, separator: string): string {
  let out = "";
  for (let i = 0; i < xs.length; i++) out = i === 0 ? f(xs[i] as T) : out + separator + f(xs[i] as T);
  return out;
}
