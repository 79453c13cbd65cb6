/** A word-level diff (longest common subsequence over words and punctuation). */
export interface DiffPart {
  readonly op: "same" | "added" | "removed";
  readonly text: string;
}

/** Words and punctuation marks; typographic spaces count as spaces, and {S}-style symbols as one word. */
export function diffWords(text: string): string[] {
  return text.replace(/[\u00a0\u202f\u2009]/g, " ").match(/\{[A-Z]\}|[\p{L}\p{N}'’-]+|[^\s\p{L}\p{N}]/gu) ?? [];
}

/** Diff of `expected` (the rendering) against `actual` (the official text): removed = only in the rendering. */
export function wordDiff(expected: string, actual: string): DiffPart[] {
  const a = diffWords(expected);
  const b = diffWords(actual);
  const n = a.length;
  const m = b.length;
  const table = new Uint32Array((n + 1) * (m + 1));
  const at = (i: number, j: number): number => table[i * (m + 1) + j] ?? 0;
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i * (m + 1) + j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const parts: DiffPart[] = [];
  const push = (op: DiffPart["op"], text: string): void => {
    const last = parts[parts.length - 1];
    if (last && last.op === op) parts[parts.length - 1] = { op, text: `${last.text} ${text}` };
    else parts.push({ op, text });
  };
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      push("same", a[i] ?? "");
      i++;
      j++;
    } else if (at(i + 1, j) >= at(i, j + 1)) push("removed", a[i++] ?? "");
    else push("added", b[j++] ?? "");
  }
  while (i < n) push("removed", a[i++] ?? "");
  while (j < m) push("added", b[j++] ?? "");
  return parts;
}
