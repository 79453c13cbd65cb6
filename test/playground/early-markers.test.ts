/** The page's early markers (playground/src/early-markers.ts) against the worker's chunked compile: no browser needed. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compileSource } from "../../compiler";
import { diagnosticData, splitText } from "../../playground/src/chunks";
import { EarlyMarkers } from "../../playground/src/early-markers";
import type { DiagnosticData } from "../../playground/src/worker-protocol";

const compile = (text: string) => compileSource(text, "playground.grim").diagnostics;
/** What the worker answers for a text whose cards parse cleanly: each chunk compiled on its own. */
function workerDiagnostics(text: string): DiagnosticData[] {
  return splitText(text).flatMap((c) => compile(c.text).map((d) => diagnosticData(d, c)));
}
const byPosition = (list: readonly DiagnosticData[]) => [...list].sort((a, b) => a.startLine - b.startLine || a.startColumn - b.startColumn || a.code.localeCompare(b.code));

const files = ["set-01/001-ariel-on-human-legs.grim", "set-01/002-ariel-spectacular-singer.grim", "set-01/003-cinderella-gentle-and-kind.grim"];
const source = files.map((f) => readFileSync(`cards/lorcana/${f}`, "utf8")).join("\n");

describe("EarlyMarkers", () => {
  it("gives no markers before the compiler is loaded or the worker has answered", () => {
    const early = new EarlyMarkers();
    expect(early.update(source, 2)).toBeNull();
    early.setCompiler(compile);
    expect(early.update(source, 3)).toBeNull();
  });

  it("re-checks only the edited card and moves the other cards' markers with the lines", () => {
    const early = new EarlyMarkers();
    early.setCompiler(compile);
    // A misspelt stat in every card: markers before and after the edited card, from the worker's answer.
    const v1 = source.replaceAll("strength", "strenght");
    const answer = workerDiagnostics(v1);
    expect(answer.length).toBeGreaterThan(0);
    early.seed(1, answer, () => v1);
    // Two lines added in the second card and a new error in it: the first card's marker stays, the second
    // card's is its own compile's, every later line moves down by two.
    const second = splitText(v1)[1];
    if (second === undefined) throw new Error("the fixture has several chunks");
    const at = second.offset + second.text.indexOf("\n") + 1;
    const v2 = `${v1.slice(0, at)}  # a comment\n  # another\n  lore 99\n${v1.slice(at)}`;
    const shown = early.update(v2, 2);
    expect(shown).not.toBeNull();
    expect(byPosition(shown ?? [])).toEqual(byPosition(workerDiagnostics(v2)));
    expect((shown ?? []).some((d) => d.startLine > second.line)).toBe(true);
  });

  it("waits for the worker when more than one card changed at once", () => {
    const early = new EarlyMarkers();
    early.setCompiler(compile);
    early.seed(1, workerDiagnostics(source), () => source);
    const both = source.replace("cost", "cots").replace(/card 1-2 /, "card 1-2  ");
    expect(splitText(both).filter((c, i) => c.text !== splitText(source)[i]?.text).length).toBe(2);
    expect(early.update(both, 2)).toBeNull();
  });
});
