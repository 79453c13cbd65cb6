/**
 * Cursor and range markers for tests, after Langium's style: `<|>` marks a cursor
 * offset, `⟦…⟧` marks an expected range. They are removed from the source.
 */
export function cursor(marked: string): { text: string; offset: number } {
  const offset = marked.indexOf("<|>");
  if (offset < 0) throw new Error("no <|> cursor marker in test source");
  return { text: marked.slice(0, offset) + marked.slice(offset + 3), offset };
}

export function ranged(marked: string): { text: string; start: number; end: number } {
  const start = marked.indexOf("⟦");
  const end = marked.indexOf("⟧");
  if (start < 0 || end < start) throw new Error(`no ⟦…⟧ range marker in: ${marked}`);
  return { text: marked.slice(0, start) + marked.slice(start + 1, end) + marked.slice(end + 1), start, end: end - 1 };
}
