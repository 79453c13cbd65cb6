/**
 * The playground compiles a file piece by piece: each top-level `card` or `scenario` is one chunk, compiled
 * on its own and cached by its text. The compiler worker and the page's early markers (early-markers.ts)
 * split the text the same way, here.
 */
import type { Position, Range } from "../../grammar/ast";
import type { Diagnostic } from "../../grammar/diagnostic";
import type { DiagnosticData, SpanData } from "./worker-protocol";

export interface Chunk {
  readonly text: string;
  readonly offset: number;
  /** 1-based line of the chunk's first character. */
  readonly line: number;
}

/** Splits a file at each line starting with `card` or `scenario`. */
export function splitText(text: string): Chunk[] {
  const starts: number[] = [0];
  const re = /^(?:card|scenario)\b/gm;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) if (m.index > 0) starts.push(m.index);
  const chunks: Chunk[] = [];
  let line = 1;
  for (let i = 0; i < starts.length; i++) {
    const start = starts[i] ?? 0;
    const end = starts[i + 1] ?? text.length;
    const piece = text.slice(start, end);
    chunks.push({ text: piece, offset: start, line });
    for (let j = text.indexOf("\n", start); j !== -1 && j < end; j = text.indexOf("\n", j + 1)) line++;
  }
  return chunks;
}

function shiftPos(p: Position, chunk: Chunk): Position {
  return { offset: p.offset + chunk.offset, line: p.line + chunk.line - 1, column: p.column };
}

export function span(r: Range, chunk: Chunk | null): SpanData {
  const s = chunk ? shiftPos(r.start, chunk) : r.start;
  const e = chunk ? shiftPos(r.end, chunk) : r.end;
  return { startLine: s.line, startColumn: s.column, endLine: e.line, endColumn: e.column };
}

/** A diagnostic as the page receives it, its range moved from its chunk (if any) into the file. */
export function diagnosticData(d: Diagnostic, chunk: Chunk | null): DiagnosticData {
  return {
    code: d.code,
    severity: d.severity,
    message: d.message,
    ...span(d.range, chunk),
    ...(d.suggestion ? { suggestion: { message: d.suggestion.message, replacement: d.suggestion.replacement, range: span(d.suggestion.range, chunk) } } : {}),
  };
}

/** The same diagnostic `lines` lines further down (negative: up). */
export function shiftData(d: DiagnosticData, lines: number): DiagnosticData {
  if (lines === 0) return d;
  const moved = { ...d, startLine: d.startLine + lines, endLine: d.endLine + lines };
  if (d.suggestion === undefined) return moved;
  const r = d.suggestion.range;
  return { ...moved, suggestion: { ...d.suggestion, range: { ...r, startLine: r.startLine + lines, endLine: r.endLine + lines } } };
}
