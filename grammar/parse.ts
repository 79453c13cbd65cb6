/**
 * parse(text): lex, parse and build the AST, reporting lexing and syntax errors as
 * positioned diagnostics. Error recovery keeps one mistake to one diagnostic, and a
 * broken card never hides the others.
 */
import type { IRecognitionException } from "chevrotain";
import type { SourceFile } from "./ast";
import { AstBuilder, PositionMap } from "./cst-to-ast";
import type { Diagnostic } from "./diagnostic";
import { grimoireLexer } from "./lexer";
import { grimoireParser } from "./parser";
import { describeSyntaxError } from "./syntax-errors";

export interface ParseResult {
  readonly file: SourceFile;
  readonly diagnostics: readonly Diagnostic[];
  readonly positions: PositionMap;
}

export function parse(text: string): ParseResult {
  const positions = new PositionMap(text);
  const diagnostics: Diagnostic[] = [];
  const lexed = grimoireLexer.tokenize(text);
  for (const e of lexed.errors) {
    const bad = text.slice(e.offset, e.offset + (e.length || 1));
    diagnostics.push({
      code: "GRM001",
      severity: "error",
      message: `Unexpected character ${JSON.stringify(bad)}.`,
      range: positions.range(e.offset, e.offset + (e.length || 1)),
    });
  }
  const parser = grimoireParser();
  parser.input = lexed.tokens;
  const cst = parser.file();
  const seen = new Set<number>();
  for (const err of parser.errors as IRecognitionException[]) {
    const d = describeSyntaxError(err, positions, text);
    if (seen.has(d.range.start.offset)) continue;
    seen.add(d.range.start.offset);
    diagnostics.push(d);
  }
  const file = new AstBuilder(positions).file(cst);
  return { file, diagnostics, positions };
}
