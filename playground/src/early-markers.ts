/**
 * Early markers: the page checks the one card being edited itself, in the keystroke's own task, so its
 * markers are painted in the same frame as the typed character. Chrome runs the frame after an input event
 * before any other task, so markers that wait for the worker's answer land a frame later at best.
 *
 * The worker stays the authority: its answer, a frame later, replaces these markers (they are equal when the
 * file's cards parse cleanly). Here every chunk (chunks.ts) keeps the diagnostics the worker last gave it,
 * relative to its first line; a keystroke that changes exactly one chunk compiles that chunk with the same
 * `compileSource` call as the worker, and every other chunk keeps its diagnostics, moved to its new line. When
 * more than one chunk is new (a paste across cards, the first keystrokes before the compiler has loaded), there
 * are no early markers and the worker's answer is awaited as before. One known difference: a duplicate card id
 * across chunks (GRM300) is found by the worker only, so editing the duplicate's chunk drops its marker until
 * the worker's answer, one frame later.
 */
import type { Diagnostic } from "../../grammar/diagnostic";
import { diagnosticData, shiftData, splitText, type Chunk } from "./chunks";
import type { DiagnosticData } from "./worker-protocol";

export type ChunkCompiler = (text: string) => readonly Diagnostic[];

export class EarlyMarkers {
  private compile: ChunkCompiler | null = null;
  /** Diagnostics by chunk text, lines counted from the chunk's first line (1). */
  private byChunk = new Map<string, readonly DiagnosticData[]>();
  private split: { readonly version: number; readonly chunks: readonly Chunk[] } | null = null;

  /** The compiler arrives after the page is editable (a dynamic import), so it never delays loading. */
  setCompiler(compile: ChunkCompiler): void {
    this.compile = compile;
  }

  /** The markers for the text at `version`, or null when they must wait for the worker. */
  update(text: string, version: number): DiagnosticData[] | null {
    const chunks = splitText(text);
    this.split = { version, chunks };
    if (this.compile === null || this.byChunk.size === 0) return null;
    let changed: Chunk | null = null;
    for (const c of chunks) {
      if (this.byChunk.has(c.text)) continue;
      if (changed !== null) return null;
      changed = c;
    }
    if (changed !== null) this.byChunk.set(changed.text, this.compile(changed.text).map((d) => diagnosticData(d, null)));
    return chunks.flatMap((c) => (this.byChunk.get(c.text) ?? []).map((d) => shiftData(d, c.line - 1)));
  }

  /** Takes the worker's diagnostics for the text at `version` as each chunk's own. */
  seed(version: number, diagnostics: readonly DiagnosticData[], text: () => string): void {
    const chunks = this.split !== null && this.split.version === version ? this.split.chunks : splitText(text());
    this.split = { version, chunks };
    const byChunk = new Map<string, DiagnosticData[]>();
    for (const c of chunks) byChunk.set(c.text, []);
    let i = 0;
    for (const d of [...diagnostics].sort((a, b) => a.startLine - b.startLine)) {
      while (i + 1 < chunks.length && (chunks[i + 1]?.line ?? Infinity) <= d.startLine) i++;
      const c = chunks[i];
      if (c !== undefined) byChunk.get(c.text)?.push(shiftData(d, 1 - c.line));
    }
    this.byChunk = byChunk;
  }
}
