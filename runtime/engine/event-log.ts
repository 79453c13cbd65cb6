import type { SourcePosition } from "../definition/source-position";

/** One line of the game log: readable by people (`text`) and by code (the other fields). */
export interface LogEntry {
  readonly seq: number;
  readonly turn: number;
  readonly kind: string;
  readonly text: string;
  readonly rule?: string;
  readonly player?: number;
  readonly card?: string;
  /** The card's `CardInstance.uid` (to highlight it in a UI). */
  readonly uid?: number;
  readonly source?: SourcePosition;
}

export class EventLog {
  readonly entries: LogEntry[] = [];

  constructor(readonly enabled: boolean) {}

  add(entry: Omit<LogEntry, "seq">): void {
    if (!this.enabled) return;
    this.entries.push({ seq: this.entries.length, ...entry });
  }

  /** The log as text lines, "T3 [6.5.7] Player 2's Beast takes 2 damage instead of Flounder". */
  lines(): string[] {
    return this.entries.map((e) => {
      const rule = e.rule === undefined ? "" : ` (${e.rule})`;
      const src = e.source === undefined ? "" : ` @${e.source.file}:${e.source.line}:${e.source.column}`;
      return `T${e.turn} ${e.text}${rule}${src}`;
    });
  }
}
