/**
 * The tokens and the scanner. Every fixed word of the vocabulary becomes a keyword token
 * (category `Keyword`): the scanner reads a word as an `Identifier` and gives a known
 * word its keyword type, so adding an entry with a new word needs no change here.
 */
import { createToken, Lexer, type ILexingError, type ILexingResult, type IToken, type TokenType } from "chevrotain";
import { inks, nounEntries, patternWords, statWords } from "./vocabulary";
import { allEntries } from "./vocabulary/all-entries";


/** Words of the fixed grammar (card layout, ability heads, statement structure). */
export const grammarWords = [
  "card", "character", "action", "song", "item", "location",
  "name", "version", "cost", "ink", "inkable", "move-cost", "classifications", "effect",
  "triggered", "activated", "static",
  "when", "whenever", "first", "time", "at", "start", "end", "of", "turn", "your", "opponents", "each",
  "during", "once", "per", "from", "discard", "hand",
  "if", "then", "may", "to", "or", "and", "otherwise", "instead", "you", "do", "choose", "chooses", "one", "option", "don't",
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

/**
 * The scanner, written out over character codes: the same tokens as chevrotain's `Lexer`
 * built from `allTokens` (first matching pattern in list order, unknown characters
 * skipped up to the next place a token can start, one error per skipped run), without
 * its per-token generic machinery. The patterns above stay the definition: test/grammar/
 * scanner.test.ts checks this scanner against that `Lexer` on every card and on fuzzed
 * text. Tokens carry start and end offsets; lines and columns come from
 * grammar/cst-to-ast.ts's PositionMap, when a range is built.
 */
export const grimoireLexer = {
  tokenize(text: string): ILexingResult {
    const tokens: IToken[] = [];
    const comments: IToken[] = [];
    const errors: ILexingError[] = [];
    const length = text.length;
    let offset = 0;
    while (offset < length) {
      // The two commonest cases first, without a call: a space or line break, and a word.
      const c = text.charCodeAt(offset);
      if (c === 32 || c === 10) {
        offset++;
        continue;
      }
      if (c >= 97 && c <= 122) {
        const end = identifierEnd(text, offset + 1);
        tokens.push(wordToken(text, offset, end));
        offset = end;
        continue;
      }
      const end = matchAt(text, offset);
      if (end < 0) {
        // Unknown characters: skip to where some token can start (as chevrotain's lexer does).
        const start = offset;
        do offset++;
        while (offset < length && matchAt(text, offset) < 0);
        const skipped = offset - start;
        errors.push({ offset: start, line: undefined, column: undefined, length: skipped, message: `unexpected character: ->${text.charAt(start)}<- at offset: ${start}, skipped ${skipped} characters.` });
        continue;
      }
      const type = matched;
      if (type === Identifier) tokens.push(wordToken(text, offset, end));
      else if (type !== WhiteSpace) {
        const t: IToken = { image: text.slice(offset, end), startOffset: offset, tokenTypeIdx: type.tokenTypeIdx ?? 0, tokenType: type, endOffset: end - 1 };
        if (type === Comment) comments.push(t);
        else tokens.push(t);
      }
      offset = end;
    }
    return { tokens, groups: { comments }, errors };
  },
};

const identifierIdx = Identifier.tokenTypeIdx ?? 0;

interface KeywordWord {
  readonly word: string;
  readonly type: TokenType;
  readonly tokenTypeIdx: number;
}

/** Keywords by first character and length (`(c - 95) * 32 + min(length, 31)`): a word is compared to a few candidates, without slicing or hashing it. */
const keywordBuckets: (KeywordWord[] | undefined)[] = [];
for (const [word, type] of keywordTokens) {
  const key = (word.charCodeAt(0) - 95) * 32 + Math.min(word.length, 31);
  (keywordBuckets[key] ??= []).push({ word, type, tokenTypeIdx: type.tokenTypeIdx ?? 0 });
}

/** The keyword spelt by `text` from `start` to `end`, if any. */
function keywordAt(text: string, start: number, end: number): KeywordWord | undefined {
  const length = end - start;
  const bucket = keywordBuckets[(text.charCodeAt(start) - 95) * 32 + Math.min(length, 31)];
  if (bucket === undefined) return undefined;
  next: for (const k of bucket) {
    if (k.word.length !== length) continue;
    for (let i = 1; i < length; i++) if (k.word.charCodeAt(i) !== text.charCodeAt(start + i)) continue next;
    return k;
  }
  return undefined;
}

/** The token of an Identifier's text: a keyword's when the word is one. */
function wordToken(text: string, start: number, end: number): IToken {
  const keyword = keywordAt(text, start, end);
  return keyword === undefined
    ? { image: text.slice(start, end), startOffset: start, tokenTypeIdx: identifierIdx, tokenType: Identifier, endOffset: end - 1 }
    : { image: keyword.word, startOffset: start, tokenTypeIdx: keyword.tokenTypeIdx, tokenType: keyword.type, endOffset: end - 1 };
}

/** The one-character punctuation tokens by character code, read from their own patterns (`/\{/`, `/,/`). */
const singleCharTokens: (TokenType | undefined)[] = [];
for (const type of [LBrace, RBrace, Comma, Semicolon]) {
  const source = type.PATTERN instanceof RegExp ? type.PATTERN.source.replace(/^\\/, "") : "";
  if (source.length !== 1) throw new Error(`${type.name}: not a one-character pattern`);
  singleCharTokens[source.charCodeAt(0)] = type;
}

/** The token type `matchAt` last matched (a module variable: no result object per token). */
let matched: TokenType = WhiteSpace;

/** `[A-Za-z0-9_]` */
function isWordChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** JavaScript's `\s`. */
function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || (c >= 0xa0 && (c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff));
}

/** End of `\d+` from `i`. */
function digitsEnd(text: string, i: number): number {
  while (isDigit(text.charCodeAt(i))) i++;
  return i;
}

/** End of a word (`[A-Za-z0-9_]*(?:[-'][A-Za-z0-9_]+)*`) whose first character is at `i - 1`. */
function wordEnd(text: string, i: number): number {
  for (;;) {
    while (isWordChar(text.charCodeAt(i))) i++;
    const c = text.charCodeAt(i);
    if ((c === 45 || c === 39) && isWordChar(text.charCodeAt(i + 1))) i += 2;
    else return i;
  }
}

/** End of an Identifier whose first character is at `i - 1`: a word, then maybe an apostrophe (`opponents'`). */
function identifierEnd(text: string, i: number): number {
  const end = wordEnd(text, i);
  return text.charCodeAt(end) === 39 ? end + 1 : end;
}

/**
 * The end offset of the token starting at `i` (its type in `matched`), or -1 when no
 * token starts there. Tried in `allTokens` order, as chevrotain's lexer does.
 */
function matchAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if ((c >= 97 && c <= 122) || c === 95) {
    // a-z, _: Identifier (a keyword when the word is one). `opponents'`: a trailing apostrophe.
    matched = Identifier;
    return identifierEnd(text, i + 1);
  }
  if (c >= 65 && c <= 90) {
    matched = ClassName;
    return wordEnd(text, i + 1);
  }
  if (isDigit(c)) {
    const digits = digitsEnd(text, i + 1);
    if (text.charCodeAt(digits) === 45 && isDigit(text.charCodeAt(digits + 1))) {
      matched = CardIdLiteral;
      return digitsEnd(text, digits + 2);
    }
    matched = NumberLiteral;
    return digits;
  }
  switch (c) {
    case 34: {
      // "…": any character but a quote, a backslash or a line break; a backslash escapes one character.
      const length = text.length;
      for (let j = i + 1; j < length; ) {
        const d = text.charCodeAt(j);
        if (d === 34) {
          matched = StringLiteral;
          return j + 1;
        }
        if (d === 10 || d === 13) return -1;
        if (d === 92) {
          const e = text.charCodeAt(j + 1);
          if (j + 1 >= length || e === 10 || e === 13 || e === 0x2028 || e === 0x2029) return -1;
          j += 2;
        } else j++;
      }
      return -1;
    }
    case 35: {
      matched = Comment;
      let j = i + 1;
      while (j < text.length && text.charCodeAt(j) !== 10 && text.charCodeAt(j) !== 13) j++;
      return j;
    }
    case 43:
    case 45:
      matched = SignedNumber;
      return isDigit(text.charCodeAt(i + 1)) ? digitsEnd(text, i + 2) : -1;
    case 60:
    case 62:
      matched = CompareOp;
      return text.charCodeAt(i + 1) === 61 ? i + 2 : -1;
    case 61:
      matched = CompareOp;
      return i + 1;
  }
  const single = singleCharTokens[c];
  if (single !== undefined) {
    matched = single;
    return i + 1;
  }
  if (isSpace(c)) {
    matched = WhiteSpace;
    let j = i + 1;
    while (isSpace(text.charCodeAt(j))) j++;
    return j;
  }
  return -1;
}
