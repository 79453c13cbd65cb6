/**
 * parse(text): lex, parse and build the AST, reporting lexing and syntax errors as
 * positioned diagnostics. Error recovery keeps one mistake to one diagnostic, and a
 * broken card never hides the others.
 */
import type { IRecognitionException, IToken } from "chevrotain";
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

/** Offsets where a card (`card <id>`) or a scenario (`scenario "…"`) begins. */
function unitStarts(tokens: readonly IToken[]): number[] {
  const starts: number[] = [];
  tokens.forEach((t, i) => {
    const next = tokens[i + 1]?.tokenType.name;
    if ((t.image === "card" && next === "CardIdLiteral") || (t.image === "scenario" && next === "StringLiteral")) starts.push(t.startOffset);
  });
  return starts;
}

/**
 * One mistake, one diagnostic: after a syntax error, recovery can misread the rest of
 * the card and report follow-on errors. Only the first lexical or syntax error of each
 * card or scenario is kept; other cards keep theirs.
 */
function firstPerUnit(diagnostics: readonly Diagnostic[], starts: readonly number[]): Diagnostic[] {
  const unitOf = (offset: number): number => {
    let unit = -1;
    for (const s of starts) {
      if (s > offset) break;
      unit = s;
    }
    return unit;
  };
  const kept = new Map<number, Diagnostic>();
  for (const d of diagnostics) {
    const unit = unitOf(d.range.start.offset);
    const prior = kept.get(unit);
    if (prior === undefined || d.range.start.offset < prior.range.start.offset) kept.set(unit, d);
  }
  return [...kept.values()].sort((a, b) => a.range.start.offset - b.range.start.offset);
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
  for (const err of parser.errors as IRecognitionException[]) diagnostics.push(describeSyntaxError(err, positions, text, lexed.tokens));
  const file = new AstBuilder(positions).file(cst);
  return { file, diagnostics: diagnostics.length === 0 ? diagnostics : firstPerUnit(diagnostics, unitStarts(lexed.tokens)), positions };
}
