/**
 * Maps a position in a generated module back to the .grim source: the nearest
 * `source: { file, line, column }` the emitter wrote at or before that position.
 */

export interface GrimPosition {
  readonly line: number;
  readonly column: number;
}

const sourceObject = /source: \{\s*file: (?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'),\s*line: (\d+),\s*column: (\d+),?\s*\}/g;

/** `line` and `column` are 1-based positions in `moduleText`; `fallback` is the card's own position. */
export function grimPositionAt(moduleText: string, line: number, column: number, fallback: GrimPosition): GrimPosition {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = moduleText.indexOf("\n", offset);
    if (next < 0) break;
    offset = next + 1;
  }
  offset += column - 1;
  let found = fallback;
  for (const m of moduleText.matchAll(sourceObject)) {
    if ((m.index ?? 0) > offset) break;
    found = { line: Number(m[1]), column: Number(m[2]) };
  }
  return found;
}
