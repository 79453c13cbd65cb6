/**
 * Turns chevrotain's recognition exceptions into diagnostics a card author understands:
 * what was found, what could come there, and "did you mean …" for a misspelt word.
 */
import type { IRecognitionException, IToken } from "chevrotain";
import type { PositionMap } from "./cst-to-ast";
import type { Diagnostic } from "./diagnostic";
import { closestWord } from "./spelling";
import { keywordTokens } from "./lexer";

/** Readable names of grammar rules, for "in …" context. */
const ruleNames: Readonly<Record<string, string>> = {
  card: "the card declaration",
  cardItem: "the card declaration",
  triggered: "the triggered ability",
  trigger: "the trigger",
  activated: "the activated ability",
  staticAbility: "the static ability",
  statement: "the effect",
  block: "the block",
  selector: "the selector",
  generalSelector: "the selector",
  amount: "the amount",
  condition: "the condition",
  scenario: "the scenario",
  localized: "the name",
};

function expectedWords(message: string): string[] {
  const words = new Set<string>();
  // Sequences are printed as [a, b, c]; the first word of each is what may come next.
  for (const m of message.matchAll(/\[([^\]]*)\]/g)) {
    const first = m[1]?.split(",")[0]?.trim();
    if (first) words.add(first);
  }
  const single = /--> (.+?) <-- but found/.exec(message);
  if (single?.[1]) words.add(single[1]);
  return [...words].map((w) => w.replace(/^'(.*)'$/, "$1"));
}

function describeExpected(words: string[]): string {
  const shown = words.slice(0, 8).map((w) => (/^[A-Za-z]/.test(w) && !w.startsWith("a ") && !/[A-Z]/.test(w[0] ?? "") ? `'${w}'` : w));
  if (shown.length === 0) return "";
  const more = words.length > shown.length ? `, … (${words.length - shown.length} more)` : "";
  return shown.length === 1 ? ` Expected ${shown[0]}.` : ` Expected one of ${shown.join(", ")}${more}.`;
}

/**
 * The token to blame. Chevrotain reports a failed choice at its first token, but the
 * culprit is often a few tokens on, inside the lookahead: an unknown lowercase word is
 * never valid anywhere, so when one is that close, it is the mistake.
 */
function culprit(err: IRecognitionException, tokens: readonly IToken[]): IToken {
  const token = err.token;
  if (token.tokenType.name === "Identifier" || Number.isNaN(token.startOffset)) return token;
  let i = tokens.findIndex((t) => t.startOffset === token.startOffset);
  if (i < 0) return token;
  for (const end = Math.min(tokens.length, i + 5); i < end; i++) {
    const t = tokens[i];
    if (t?.tokenType.name === "Identifier") return t;
  }
  return token;
}

export function describeSyntaxError(err: IRecognitionException, positions: PositionMap, text: string, tokens: readonly IToken[] = []): Diagnostic {
  const token = culprit(err, tokens);
  const atEnd = token.tokenType.name === "EOF" || Number.isNaN(token.startOffset);
  const start = atEnd ? text.length : token.startOffset;
  const end = atEnd ? text.length : (token.endOffset ?? token.startOffset) + 1;
  const range = positions.range(start, end);
  const ruleStack = err.context?.ruleStack ?? [];
  const context = [...ruleStack].reverse().map((r) => ruleNames[r]).find((r) => r !== undefined) ?? "the file";
  const expected = expectedWords(err.message).filter((w) => w !== "EOF");
  const found = atEnd ? "the end of the file" : `'${token.image}'`;

  if (atEnd) {
    const closing = expected.includes("}") ? " (a '}' is missing)" : "";
    return {
      code: "GRM102",
      severity: "error",
      message: `Unexpected end of file in ${context}${closing}.${describeExpected(expected)}`,
      range,
    };
  }
  if (err.name === "NotAllInputParsedException") {
    return { code: "GRM104", severity: "error", message: `Unexpected ${found} after the last card: a file holds only cards and scenarios.`, range };
  }
  const plain = expected.filter((w) => /^[a-z][a-z'-]*$/.test(w));
  // A lowercase unknown word is almost always a misspelt keyword: look among the words
  // expected here first, then among every word of the language.
  const isWord = /^[a-z]/.test(token.image) && !plain.includes(token.image);
  const everyWord = token.image.length >= 4 ? [...keywordTokens.keys()] : [];
  const guess = isWord ? (closestWord(token.image, plain) ?? closestWord(token.image, everyWord)) : undefined;
  if (guess !== undefined) {
    return {
      code: "GRM103",
      severity: "error",
      message: `Unknown word ${found} in ${context}. Did you mean '${guess}'?`,
      range,
      suggestion: { message: `Replace with '${guess}'`, replacement: guess, range },
    };
  }
  return {
    code: "GRM101",
    severity: "error",
    message: `Unexpected ${found} in ${context}.${describeExpected(expected)}`,
    range,
  };
}
