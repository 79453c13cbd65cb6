/** Where an ability was written in its .grim source, so log lines can point back to it. */
export interface SourcePosition {
  readonly file: string;
  readonly line: number;
  readonly column: number;
}
