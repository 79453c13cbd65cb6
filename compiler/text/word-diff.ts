/** A word-level diff (longest common subsequence over whitespace-separated words). */
export type DiffOp = { readonly op: "same" | "add" | "del"; readonly word: string; /** 0-based word index in the side it comes from. */ readonly index: number };

export function diffWords(expected: string, actual: string): DiffOp[] {
  const a = expected.split(/\s+/).filter((w) => w !== "");
  const b = actual.split(/\s+/).filter((w) => w !== "");
  const n = a.length;
  const m = b.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    const row = lcs[i] as number[];
    const next = lcs[i + 1] as number[];
    for (let j = m - 1; j >= 0; j--) row[j] = a[i] === b[j] ? (next[j + 1] ?? 0) + 1 : Math.max(next[j] ?? 0, row[j + 1] ?? 0);
  }
  const ops: DiffOp[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      ops.push({ op: "same", word: a[i] ?? "", index: i });
      i++;
      j++;
    } else if (j < m && (i >= n || (lcs[i]?.[j + 1] ?? 0) >= (lcs[i + 1]?.[j] ?? 0))) {
      ops.push({ op: "add", word: b[j] ?? "", index: j });
      j++;
    } else {
      ops.push({ op: "del", word: a[i] ?? "", index: i });
      i++;
    }
  }
  return ops;
}

/** "Draw [-a-] {+1+} card." */
export function formatDiff(ops: readonly DiffOp[]): string {
  return ops.map((o) => (o.op === "same" ? o.word : o.op === "del" ? `[-${o.word}-]` : `{+${o.word}+}`)).join(" ");
}
