/** The compiler worker's copy of the editor's text (playground/src/text-copy.ts): no browser needed. */
import { describe, expect, it } from "vitest";
import { TextCopy } from "../../playground/src/text-copy";
import type { TextChange } from "../../playground/src/worker-protocol";

function edit(copy: TextCopy, base: number, version: number, changes: TextChange[], length: number): boolean {
  return copy.accept({ text: { version, base, changes, length } });
}

describe("TextCopy", () => {
  it("takes the whole text, then Monaco's changes in order", () => {
    const copy = new TextCopy();
    expect(copy.at(1)).toBeNull();
    expect(copy.accept({ text: { version: 1, whole: "card 1-1 {\n  cost 3\n}\n" } })).toBe(true);
    expect(copy.at(1)).toBe("card 1-1 {\n  cost 3\n}\n");
    // One event, two changes, listed by descending offset as Monaco does: each offset is the text before the event's.
    expect(edit(copy, 1, 2, [{ offset: 18, length: 1, text: "4x" }, { offset: 5, length: 3, text: "2-9" }], 23)).toBe(true);
    expect(copy.at(2)).toBe("card 2-9 {\n  cost 4x\n}\n");
    expect(copy.at(1)).toBeNull();
    expect(edit(copy, 2, 3, [{ offset: 19, length: 1, text: "" }], 22)).toBe(true);
    expect(copy.at(3)).toBe("card 2-9 {\n  cost 4\n}\n");
  });

  it("loses the copy on a change from another version, out of range or with another length, until the whole text comes again", () => {
    const copy = new TextCopy();
    copy.accept({ text: { version: 5, whole: "abc" } });
    expect(edit(copy, 4, 6, [{ offset: 0, length: 0, text: "x" }], 4)).toBe(false);
    expect(copy.at(5)).toBeNull();
    expect(edit(copy, 5, 6, [{ offset: 0, length: 0, text: "x" }], 4)).toBe(false);
    copy.accept({ text: { version: 7, whole: "abc" } });
    expect(edit(copy, 7, 8, [{ offset: 2, length: 5, text: "" }], 2)).toBe(false);
    copy.accept({ text: { version: 9, whole: "abc" } });
    expect(edit(copy, 9, 10, [{ offset: 0, length: 1, text: "" }], 3)).toBe(false);
    copy.accept({ text: { version: 11, whole: "abc" } });
    expect(edit(copy, 11, 12, [{ offset: 3, length: 0, text: "d" }], 4)).toBe(true);
    expect(copy.at(12)).toBe("abcd");
  });
});
