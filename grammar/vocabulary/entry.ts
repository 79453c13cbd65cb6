import type { Pattern } from "./pattern";

/**
 * One vocabulary entry: a concept of the rules with its syntax and documentation.
 * The parser, the CST→AST step, the checker, completions, hover, the formatter and the
 * generated docs read these; renderers and the runtime key their behaviour by `id`.
 */
export interface VocabularyEntry {
  readonly id: string;
  readonly pattern: Pattern;
  /** The Comprehensive Rules number this construct implements. */
  readonly rule: string;
  /** One sentence for hover and docs. */
  readonly doc: string;
  /** A complete example of the construct, as an author writes it. */
  readonly example: string;
}

/** Builds a frozen id → entry table and rejects duplicate ids at start-up. */
export function table<E extends VocabularyEntry>(entries: readonly E[]): ReadonlyMap<string, E> {
  const map = new Map<string, E>();
  for (const entry of entries) {
    if (map.has(entry.id)) throw new Error(`duplicate vocabulary id: ${entry.id}`);
    map.set(entry.id, entry);
  }
  return map;
}
