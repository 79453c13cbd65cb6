/**
 * The scanner: chevrotain tokens. Every fixed word of the vocabulary becomes a keyword
 * token (category `Keyword`, longer alternative `Identifier`), so adding an entry with a
 * new word needs no change here.
 */
import { createToken, Lexer, type ILexingResult, type TokenType } from "chevrotain";
import { inks, nounEntries, patternWords, statWords } from "./vocabulary";
import { allEntries } from "./vocabulary/all-entries";


/** Words of the fixed grammar (card layout, ability heads, statement structure). */
export const grammarWords = [
  "card", "character", "action", "song", "item", "location",
  "name", "version", "cost", "ink", "inkable", "move-cost", "classifications", "effect",
  "triggered", "activated", "static",
  "when", "whenever", "first", "time", "at", "start", "end", "of", "turn", "your", "opponents", "each",
  "during", "once", "per", "from", "discard", "hand",
  "if", "may", "to", "or", "and", "otherwise", "instead", "you", "do", "choose", "one", "option", "don't",
  "while", "unless", "chosen", "up", "all", "a", "for", "equal", "damage", "plural", "much", "on",
  "removed", "lost", "lore", "this", "way",
  "en", "fr", "de", "it", "pronoun", "he", "she", "they", "ability", "have",
  "scenario", "given", "act", "expect", "as",
] as const;

const vocabularyPatterns = allEntries().map((e) => e.pattern);

/** The plural spelling of a noun word (`character` → `characters`). */
export function plural(word: string): string {
  return word + "s";
}

function allWords(): string[] {
  const set = new Set<string>(grammarWords);
  for (const p of vocabularyPatterns) for (const w of patternWords(p)) set.add(w);
  for (const n of nounEntries) for (const w of n.words) set.add(w), set.add(plural(w));
  for (const s of Object.keys(statWords)) set.add(s);
  for (const i of inks) set.add(i);
  // Longest first, so a keyword never shadows a longer one that starts with it.
  return [...set].sort((a, b) => b.length - a.length || a.localeCompare(b));
}

export const Identifier = createToken({ name: "Identifier", pattern: /[a-z_][A-Za-z0-9_]*(?:[-'][A-Za-z0-9_]+)*'?/ });
/** A capitalised word: a classification (`Villain`), never a keyword. */
export const ClassName = createToken({ name: "ClassName", pattern: /[A-Z][A-Za-z0-9_]*(?:[-'][A-Za-z0-9_]+)*/ });
export const Keyword = createToken({ name: "Keyword", pattern: Lexer.NA });

export const WhiteSpace = createToken({ name: "WhiteSpace", pattern: /\s+/, group: Lexer.SKIPPED });
export const Comment = createToken({ name: "Comment", pattern: /#[^\n\r]*/, group: "comments" });
export const StringLiteral = createToken({ name: "StringLiteral", pattern: /"(?:[^"\\\n\r]|\\.)*"/ });
export const CardIdLiteral = createToken({ name: "CardIdLiteral", pattern: /\d+-\d+/ });
export const SignedNumber = createToken({ name: "SignedNumber", pattern: /[+-]\d+/ });
export const NumberLiteral = createToken({ name: "NumberLiteral", pattern: /\d+/ });
export const LBrace = createToken({ name: "LBrace", pattern: /\{/, label: "'{'" });
export const RBrace = createToken({ name: "RBrace", pattern: /\}/, label: "'}'" });
export const Comma = createToken({ name: "Comma", pattern: /,/, label: "','" });
export const Semicolon = createToken({ name: "Semicolon", pattern: /;/, label: "';'" });
export const CompareOp = createToken({ name: "CompareOp", pattern: /<=|>=|=/, label: "a comparison (<=, >=, =)" });

function tokenName(word: string): string {
  return "Kw_" + word.replace(/[^A-Za-z0-9]/g, "_");
}

/** word → keyword token, for the parser. */
export const keywordTokens: ReadonlyMap<string, TokenType> = new Map(
  allWords().map((word) => [
    word,
    createToken({
      name: tokenName(word),
      // Keywords are not matched by the lexer itself: it reads a word as an Identifier
      // and `tokenize` then gives a known word its keyword type (one map lookup instead
      // of trying ~250 patterns at each word).
      pattern: Lexer.NA,
      label: `'${word}'`,
      categories: [Keyword],
    }),
  ]),
);

export function keywordToken(word: string): TokenType {
  const token = keywordTokens.get(word);
  if (token === undefined) throw new Error(`no keyword token for "${word}"`);
  return token;
}

export const allTokens: TokenType[] = [
  WhiteSpace,
  Comment,
  StringLiteral,
  CardIdLiteral,
  SignedNumber,
  NumberLiteral,
  LBrace,
  RBrace,
  Comma,
  Semicolon,
  CompareOp,
  Keyword,
  ...keywordTokens.values(),
  ClassName,
  Identifier,
];

// Start offsets only (`tokenize` adds end offsets): lines and columns come from
// grammar/cst-to-ast.ts's PositionMap, when a range is built.
const chevrotainLexer = new Lexer(allTokens, { positionTracking: "onlyOffset", ensureOptimizations: true });

/** The scanner: chevrotain's lexer, then end offsets and keyword resolution by the word's text. */
export const grimoireLexer = {
  tokenize(text: string): ILexingResult {
    const result = chevrotainLexer.tokenize(text);
    for (const comment of result.groups["comments"] ?? []) comment.endOffset = comment.startOffset + comment.image.length - 1;
    for (const token of result.tokens) {
      token.endOffset = token.startOffset + token.image.length - 1;
      if (token.tokenType !== Identifier) continue;
      const keyword = keywordTokens.get(token.image);
      if (keyword !== undefined) {
        token.tokenType = keyword;
        token.tokenTypeIdx = keyword.tokenTypeIdx ?? token.tokenTypeIdx;
      }
    }
    return result;
  },
};
