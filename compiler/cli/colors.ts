/** ANSI colours, only when writing to a terminal. */
export interface Palette {
  readonly red: (s: string) => string;
  readonly yellow: (s: string) => string;
  readonly cyan: (s: string) => string;
  readonly dim: (s: string) => string;
  readonly bold: (s: string) => string;
}

export function palette(tty: boolean): Palette {
  const wrap = (code: number) => (s: string) => (tty ? `\x1b[${code}m${s}\x1b[0m` : s);
  return { red: wrap(31), yellow: wrap(33), cyan: wrap(36), dim: wrap(2), bold: wrap(1) };
}
