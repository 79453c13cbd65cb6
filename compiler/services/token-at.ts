/** Finds the token at or just before an offset. */
import type { IToken } from "chevrotain";
import { grimoireLexer } from "../../grammar/lexer";

export function lexAll(text: string): IToken[] {
  return grimoireLexer.tokenize(text).tokens;
}

export function tokenAt(tokens: readonly IToken[], offset: number): IToken | undefined {
  return tokens.find((t) => t.startOffset <= offset && offset <= (t.endOffset ?? t.startOffset));
}
