/** CPU-time measurement shared by the benches and the front-end probe (no node imports beyond `process`). */

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
}

/**
 * CPU µs per call of `run(text)`: the median over rounds of 100 calls. CPU time, not wall
 * clock: the machine is shared, and a preempted round would count other processes' time.
 */
export function cpuMicros(run: (text: string) => unknown, text: string, rounds = 40): number {
  for (let i = 0; i < 2000; i++) run(text); // warm the JIT (all tiers) and build the parser
  const perCall: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const c0 = process.cpuUsage();
    for (let i = 0; i < 100; i++) run(text);
    const c = process.cpuUsage(c0);
    perCall.push((c.user + c.system) / 100);
  }
  return median(perCall);
}
