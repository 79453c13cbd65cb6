/**
 * The compiler worker's copy of the editor's text: sent whole once, then kept in step with Monaco's
 * changes (a keystroke posts a few bytes, not the file). A change that does not apply (another base
 * version, or a resulting length other than the editor's) drops the copy: the worker then asks for
 * the whole text, and requests naming a version it does not hold are answered as stale.
 */
import type { TextMessage } from "./worker-protocol";

export class TextCopy {
  /** -1 while the copy is lost (or not received yet). */
  version = -1;
  text = "";

  /** Applies a TextMessage; false when it did not apply and the copy was lost (the whole text is needed). */
  accept(message: TextMessage): boolean {
    const t = message.text;
    if ("whole" in t) {
      this.version = t.version;
      this.text = t.whole;
      return true;
    }
    if (this.version === -1 || this.version !== t.base) return this.lose();
    let text = this.text;
    // Monaco lists one event's changes so that applying them in order is right (by descending offset).
    for (const c of t.changes) {
      if (c.offset < 0 || c.offset + c.length > text.length) return this.lose();
      text = text.slice(0, c.offset) + c.text + text.slice(c.offset + c.length);
    }
    if (text.length !== t.length) return this.lose();
    this.version = t.version;
    this.text = text;
    return true;
  }

  /** The text at `version`, or null when the copy is not at that version. */
  at(version: number): string | null {
    return this.version === version && version !== -1 ? this.text : null;
  }

  private lose(): false {
    this.version = -1;
    this.text = "";
    return false;
  }
}
