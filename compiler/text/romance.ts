/**
 * Shared machinery of the French and Italian realisers: elision and contraction of
 * articles and prepositions, and the agreement of a noun phrase with its gender.
 */
import type { Forms, Term } from "./types";

const frenchPlainVowels = "aeiouyAEIOUY";
const frenchAccentedVowels = "éèêàâîôûÉÈÊÀÂÎÔÛ";
const frenchVowels = frenchPlainVowels + frenchAccentedVowels;
const letter = /\p{L}/u;

/** An ASCII word character (`\w` of a regular expression without the `i` flag). */
function isWordCode(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
}
/** `\b` before a word character at `i`. */
function wordStart(text: string, i: number): boolean {
  return i === 0 || !isWordCode(text.charCodeAt(i - 1));
}
function vowelAt(text: string, i: number): boolean {
  return i < text.length && frenchVowels.includes(text.charAt(i));
}
/** A letter (`\p{L}`) starts at `i`. */
function letterAt(text: string, i: number): boolean {
  const c = text.codePointAt(i);
  if (c === undefined) return false;
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
  return letter.test(String.fromCodePoint(c));
}
/** A letter (`\p{L}`) ends at `i`: the code point before it, a surrogate pair read as one. */
function letterBefore(text: string, i: number): boolean {
  if (i === 0) return false;
  const c = text.charCodeAt(i - 1);
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
  if (c >= 0xdc00 && c <= 0xdfff && i >= 2) {
    const h = text.charCodeAt(i - 2);
    if (h >= 0xd800 && h <= 0xdbff) return letter.test(text.slice(i - 2, i));
  }
  return letter.test(text.charAt(i - 1));
}

/** Length of the elidable word before "e " at `i` ("qu", "d", "n", "s", "jusqu", "lorsqu", capitalised too), or 0. */
function elidableStem(text: string, i: number, c: number): number {
  switch (c) {
    case 100: case 68: case 110: case 78: case 115: case 83: // d D n N s S
      return 1;
    case 113: case 81: // q Q
      return text.charCodeAt(i + 1) === 117 ? 2 : 0;
    case 106: case 74: // j J
      return text.startsWith("usqu", i + 1) ? 5 : 0;
    case 108: case 76: // l L
      return text.startsWith("orsqu", i + 1) ? 6 : 0;
    default:
      return 0;
  }
}

/** The text `elisionAt` puts in place of its match. */
let elided = "";

/**
 * The end of the elision or contraction that starts at `i`, or -1 (its replacement in `elided`),
 * trying the rules in order: "si il" → "s'il"; "que il" → "qu'il", "de un" → "d'un"; "le objet"
 * → "l'objet" (not after a hyphen); "à le" → "au", "de les" → "des" (not when "le" comes before a
 * vowel, where it is elided instead). Words are ASCII-bounded as a regular expression's `\b`,
 * "à"/"de" and what follows them are bounded by letters (`\p{L}`).
 */
function elisionAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  // "si il", "si ils"
  if ((c === 115 || c === 83) && text.charCodeAt(i + 1) === 105 && text.charCodeAt(i + 2) === 32 && text.charCodeAt(i + 3) === 105 && text.charCodeAt(i + 4) === 108 && wordStart(text, i)) {
    if (text.charCodeAt(i + 5) === 115 && !isWordCode(text.charCodeAt(i + 6))) {
      elided = `${text.charAt(i)}'ils`;
      return i + 6;
    }
    if (!isWordCode(text.charCodeAt(i + 5))) {
      elided = `${text.charAt(i)}'il`;
      return i + 5;
    }
  }
  // "que il", "de un", "lorsque elle" …
  const stem = elidableStem(text, i, c);
  if (stem > 0 && text.charCodeAt(i + stem) === 101 && text.charCodeAt(i + stem + 1) === 32 && vowelAt(text, i + stem + 2) && wordStart(text, i)) {
    elided = `${text.slice(i, i + stem)}'`;
    return i + stem + 2;
  }
  // "le objet", "la arme"
  if (c === 108 || c === 76) {
    const v = text.charCodeAt(i + 1);
    if ((v === 101 || v === 97) && text.charCodeAt(i + 2) === 32 && vowelAt(text, i + 3) && (i === 0 || text.charCodeAt(i - 1) !== 45) && wordStart(text, i)) {
      elided = `${text.charAt(i)}'`;
      return i + 3;
    }
  }
  // "à le", "à les", "de le", "de les"
  if (c === 224 || c === 100) {
    const j = c === 224 ? i + 2 : i + 3;
    if ((c === 224 ? text.charCodeAt(i + 1) === 32 : text.charCodeAt(i + 1) === 101 && text.charCodeAt(i + 2) === 32) && text.startsWith("le", j) && !letterBefore(text, i)) {
      if (!(text.charCodeAt(j + 2) === 32 && vowelAt(text, j + 3)) && !letterAt(text, j + 2)) {
        elided = c === 224 ? "au" : "du";
        return j + 2;
      }
      if (text.charCodeAt(j + 2) === 115 && !letterAt(text, j + 3)) {
        elided = c === 224 ? "aux" : "des";
        return j + 3;
      }
    }
  }
  return -1;
}

/**
 * French elision and contraction ("que il" → "qu'il", "de un" → "d'un", "si il" → "s'il", "le
 * objet" → "l'objet", "à le" → "au"), left to right as one global regular expression would. Every
 * rule starts with a word followed by a space ("si ", "que ", "lorsque ", "le ", "la ", "à ", "de "),
 * so only such words before a space are tried, from the leftmost, and only before the spaces
 * `elisionCandidates` finds (a rule that applies at a space is one the expression matches there;
 * one expression's scan of the text reads it faster than a call per space).
 */
export function elideFrench(text: string): string {
  let out = "";
  let last = 0;
  elisionCandidates.lastIndex = 0;
  for (let m = elisionCandidates.exec(text); m !== null; m = elisionCandidates.exec(text)) {
    const k = m.index;
    const before = text.charCodeAt(k - 1);
    let end = -1;
    let i = k - 1;
    if (before === 224) end = elisionAt(text, i);
    else if (before === 101 || before === 105 || before === 97) {
      const first = text.charCodeAt(k - 2);
      if (before === 101 && first === 117 && (text.charCodeAt(k - 3) | 32) === 113) {
        // "lorsque ", "jusque ", "que "
        for (const back of quStarts) {
          i = k - back;
          if (i < last) continue;
          end = elisionAt(text, i);
          if (end >= 0) break;
        }
      } else if (before === 105 ? (first | 32) === 115 : (first | 32) === 108 || (before === 101 && ((first | 32) === 100 || (first | 32) === 110 || (first | 32) === 115))) {
        // "si ", "la ", "le ", "de ", "ne ", "se "
        i = k - 2;
        if (i >= last) end = elisionAt(text, i);
      }
    }
    if (end >= 0 && i >= last) {
      out += text.slice(last, i) + elided;
      last = end;
    }
  }
  return last === 0 ? text : out + text.slice(last);
}
/** The words a vowel is elided after, read back from that vowel after their space ("de", "ne", "se", "que", "jusque", "lorsque", "le"/"la" not after a hyphen). */
const elidingWords = "(?<=\\b(?:[dDnNsS]e|[qQ]ue|[jJ]usque|[lL]orsque|[lL][ea]) .)(?<!-[lL][ea] .)";
/**
 * A superset of the texts `elideFrench` changes: each rule's words with their bounds ("si il", "de",
 * "ne", "se", "que", "jusque", "lorsque" + vowel, "le"/"la" + vowel not after a hyphen, "à"/"de" +
 * "le"/"les" between non-letters; `\b` as the rules have it, `[a-zA-Z]` where a rule reads any
 * letter: a looser bound, never a stricter one). A finishing pass tests it before the scan, together
 * with its other passes (the French realiser's `finish`); of the texts the cards finish, it passes
 * only those finishing changes.
 *
 * Written from the space every rule has, the words before it read back (lookbehinds): an expression
 * opening on a space is tried at spaces only, where one opening on a letter class ("[dDnNsS]e …")
 * tries every alternative at every character, about half again as many instructions per text. The
 * vowel after the space is two classes, plain and accented, each tested inline; one class of all of
 * them is tested by a call at every space (a third more instructions per text).
 */
export const elisionCandidateSource = ` (?:[${frenchPlainVowels}]${elidingWords}|[${frenchAccentedVowels}]${elidingWords}|il(?<=\\b[Ss]i il)|le(?<=(?<![a-zA-Z])(?:à|de) le)s?(?![a-zA-Z]))`;

/** `elisionCandidateSource` as a global expression: the spaces `elideFrench` tries a rule at. */
const elisionCandidates = new RegExp(elisionCandidateSource, "g");

/** Where a word ending in "que" starts, counted back from its space: "lorsque ", "jusque ", "que ". */
const quStarts: readonly number[] = [7, 6, 3];

/** Italian articled prepositions: preposition → article → contraction. */
export const italianTable: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  a: { il: "al", i: "ai", la: "alla", le: "alle", lo: "allo", gli: "agli", "l'": "all'" },
  di: { il: "del", i: "dei", la: "della", le: "delle", lo: "dello", gli: "degli", "l'": "dell'" },
  da: { il: "dal", i: "dai", la: "dalla", le: "dalle", lo: "dallo", gli: "dagli", "l'": "dall'" },
  in: { il: "nel", i: "nei", la: "nella", le: "nelle", lo: "nello", gli: "negli", "l'": "nell'" },
  su: { il: "sul", i: "sui", la: "sulla", le: "sulle", lo: "sullo", gli: "sugli", "l'": "sull'" },
};
/** The words (before white space) after which "una" is a pronoun and keeps its vowel: a preposition or a conjunction ("aggiungerne una alla tua mano"). */
export const italianUnaKeptBefore = "a|al|alla|alle|allo|ai|agli|in|e|ed|o|od";
/** "una" is elided before a noun ("un'azione"), not as a pronoun (`italianUnaKeptBefore`). */
const italianUna = new RegExp(`\\buna (?=[aeiouàèéìòù])(?!(?:${italianUnaKeptBefore})\\s)`, "gi");
// An article is a word of its own ("a ciascuno di loro" keeps "di lo…"); "l'" runs into the next word.
const italianApostrophe = /(all|dell|dall|nell|sull)' /g;

/** An Italian vowel of either case, accented or not (`[aeiouàèéìòù]` with the case-insensitive flag); false for NaN (past the text's end). */
export function italianVowelCode(c: number): boolean {
  const l = c | 32;
  return l === 97 || l === 101 || l === 105 || l === 111 || l === 117 || l === 224 || l === 232 || l === 233 || l === 236 || l === 242 || l === 249;
}

/** "lo"/"la" (any case) before a vowel → "l'" (as written): the words before each space, `\b`-bounded. */
function elideItalianLoLa(text: string): string {
  let out = "";
  let last = 0;
  for (let k = text.indexOf(" "); k >= 0; k = text.indexOf(" ", k + 1)) {
    const v = text.charCodeAt(k - 1) | 32;
    if ((v !== 111 && v !== 97) || (text.charCodeAt(k - 2) | 32) !== 108 || !italianVowelCode(text.charCodeAt(k + 1)) || !wordStart(text, k - 2)) continue;
    out += `${text.slice(last, k - 1)}'`;
    last = k + 1;
  }
  return last === 0 ? text : out + text.slice(last);
}

/** A white-space character (`\s` of a regular expression). */
function isSpaceCode(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}
/** Length of the article after a preposition's space at `j`: "l'" before a letter, "il", "i", "la", "le", "lo", "gli" before white space; 0 for none. */
function italianArticleAt(text: string, j: number): number {
  const c = text.charCodeAt(j);
  const d = text.charCodeAt(j + 1);
  if (c === 108) {
    if (d === 39) return letterAt(text, j + 2) ? 2 : 0;
    return (d === 97 || d === 101 || d === 111) && isSpaceCode(text.charCodeAt(j + 2)) ? 2 : 0;
  }
  if (c === 105) {
    if (d === 108) return isSpaceCode(text.charCodeAt(j + 2)) ? 2 : 0;
    return isSpaceCode(d) ? 1 : 0;
  }
  return c === 103 && d === 108 && text.charCodeAt(j + 2) === 105 && isSpaceCode(text.charCodeAt(j + 3)) ? 3 : 0;
}

/** Where the preposition ("a", "di", "da", "in", "su") ending before the space at `k` starts, or -1 (the preposition is not checked for a word start). */
function italianPrepositionBefore(text: string, k: number): number {
  const e = text.charCodeAt(k - 1);
  const p = text.charCodeAt(k - 2);
  if ((p === 100 && (e === 105 || e === 97)) || (p === 105 && e === 110) || (p === 115 && e === 117)) return k - 2; // di da in su
  return e === 97 ? k - 1 : -1; // a
}

/** "di il" → "del", "a l'" → "all'": a preposition (`\b`-bounded) and the article after its space, "l'" before a letter, another before white space. */
function contractItalianPrepositions(text: string): string {
  let out = "";
  let last = 0;
  for (let k = text.indexOf(" "); k >= 0; k = text.indexOf(" ", k + 1)) {
    const i = italianPrepositionBefore(text, k);
    if (i < last || !wordStart(text, i)) continue;
    const length = italianArticleAt(text, k + 1);
    if (length === 0) continue;
    const contracted = italianTable[text.slice(i, k)]?.[text.slice(k + 1, k + 1 + length)];
    if (contracted === undefined) continue;
    out += text.slice(last, i) + contracted;
    last = k + 1 + length;
  }
  return last === 0 ? text : out + text.slice(last);
}

/** Italian contraction of prepositions with articles, and elision of "una", "lo", "la" (not "questo": the cards print "questo oggetto"). */
export function contractItalian(text: string): string {
  let out = text.includes("na ") ? text.replace(italianUna, "un'") : text;
  out = elideItalianLoLa(out);
  out = contractItalianPrepositions(out);
  return out.includes("' ") ? out.replace(italianApostrophe, "$1'") : out;
}

/** A noun and the words after it, joined by a space when there are any ("personnage adverse", "personaggio avversario"). */
export function withTail(noun: string, tail: string): string {
  return tail === "" ? noun : `${noun} ${tail}`;
}

/** Picks a gendered form "m"/"f" (and plural "mp"/"fp") from a slash list "adverse/adverse/adverses/adverses". */
export function agree(forms: string, gender: Term["gender"], plural: boolean): string {
  const first = forms.indexOf("/");
  if (first < 0) return forms;
  // The idx-th part of the slash list without splitting it; the first part when the list is shorter.
  const idx = (plural ? 2 : 0) + (gender === "f" ? 1 : 0);
  let start = 0;
  for (let n = 0; n < idx; n++) {
    const slash = forms.indexOf("/", start);
    if (slash < 0) return forms.slice(0, first);
    start = slash + 1;
  }
  const end = forms.indexOf("/", start);
  return end < 0 ? forms.slice(start) : forms.slice(start, end);
}

/** An adjective's four forms, split once from its slash list: masculine, feminine, masculine plural, feminine plural (`agree` of each). */
export type Agreed = readonly [string, string, string, string];

/** The four forms `agree` picks from a slash list ("altro/altra/altri/altre"), split once. */
export function agreedForms(forms: string): Agreed {
  return [agree(forms, "m", false), agree(forms, "f", false), agree(forms, "m", true), agree(forms, "f", true)];
}

/** `agree` of a list split once (`agreedForms`): the form by index, without reading the list again. */
export function agreeing(forms: Agreed, gender: Term["gender"], plural: boolean): string {
  const f = gender === "f";
  return plural ? (f ? forms[3] : forms[2]) : f ? forms[1] : forms[0];
}

/** A lexicon entry that is one slash list ("le/la/les/les"), split once (`agreedForms`); null for an entry with forms, read per card's set. */
export function plainAgreed(forms: Forms | undefined): Agreed | null {
  return typeof forms === "string" ? agreedForms(forms) : null;
}
