/**
 * Shared machinery of the French and Italian realisers: elision and contraction of
 * articles and prepositions, and the agreement of a noun phrase with its gender.
 */
import type { Term } from "./types";

const frenchVowel = "[aeiouyéèêàâîôûAEIOUYÉÈÊÀÂÎÔÛ]";
/**
 * One pass for all French elisions and contractions, in the order they must apply:
 * "si il" → "s'il"; "que il" → "qu'il", "de un" → "d'un"; "le objet" → "l'objet";
 * "à le" → "au", "de les" → "des" (not before a vowel, where "le" is elided instead).
 */
const frenchPattern = new RegExp(
  [
    "\\b([Ss])i (ils?)\\b",
    `\\b(qu|d|n|s|jusqu|lorsqu|Qu|D|N|S|Jusqu|Lorsqu)e (?=${frenchVowel})`,
    `(?<!-)\\b([Ll])[ea] (?=${frenchVowel})`,
    `(?<!\\p{L})(à|de) (le(?! ${frenchVowel})|les)(?!\\p{L})`,
  ].join("|"),
  "gu",
);
const frenchContracted: Readonly<Record<string, string>> = { "à le": "au", "à les": "aux", "de le": "du", "de les": "des" };

/** French elision: "que il" → "qu'il", "de un" → "d'un", "si il" → "s'il", "le objet" → "l'objet". */
export function elideFrench(text: string): string {
  return text.replace(frenchPattern, (m, si?: string, il?: string, de?: string, le?: string) => {
    if (si !== undefined) return `${si}'${il ?? ""}`;
    if (de !== undefined) return `${de}'`;
    if (le !== undefined) return `${le}'`;
    return frenchContracted[m] ?? m;
  });
}

const italianTable: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  a: { il: "al", i: "ai", la: "alla", le: "alle", lo: "allo", gli: "agli", "l'": "all'" },
  di: { il: "del", i: "dei", la: "della", le: "delle", lo: "dello", gli: "degli", "l'": "dell'" },
  da: { il: "dal", i: "dai", la: "dalla", le: "dalle", lo: "dallo", gli: "dagli", "l'": "dall'" },
  in: { il: "nel", i: "nei", la: "nella", le: "nelle", lo: "nello", gli: "negli", "l'": "nell'" },
  su: { il: "sul", i: "sui", la: "sulla", le: "sulle", lo: "sullo", gli: "sugli", "l'": "sull'" },
};
/** "una" is elided before a noun ("un'azione"), not as a pronoun before a preposition or a conjunction ("aggiungerne una alla tua mano"). */
const italianUna = /\buna (?=[aeiouàèéìòù])(?!(?:a|al|alla|alle|allo|ai|agli|in|e|ed|o|od)\s)/gi;
const italianLoLa = /\b(l)[oa] (?=[aeiouàèéìòù])/gi;
// An article is a word of its own ("a ciascuno di loro" keeps "di lo…"); "l'" runs into the next word.
const italianPreposition = /\b(a|di|da|in|su) (l'(?=\p{L})|(?:il|i|la|le|lo|gli)(?=\s))/gu;
const italianApostrophe = /(all|dell|dall|nell|sull)' /g;

/** Italian contraction of prepositions with articles, and elision of "una", "lo", "la" (not "questo": the cards print "questo oggetto"). */
export function contractItalian(text: string): string {
  let out = text.includes("na ") ? text.replace(italianUna, "un'") : text;
  out = out.replace(italianLoLa, "$1'");
  out = out.replace(italianPreposition, (m, p: string, art: string) => italianTable[p]?.[art] ?? m);
  return out.includes("' ") ? out.replace(italianApostrophe, "$1'") : out;
}

/** Picks a gendered form "m"/"f" (and plural "mp"/"fp") from a slash list "adverse/adverse/adverses/adverses". */
export function agree(forms: string, gender: Term["gender"], plural: boolean): string {
  if (!forms.includes("/")) return forms;
  const parts = forms.split("/");
  const f = gender === "f" ? 1 : 0;
  const idx = (plural ? 2 : 0) + f;
  return parts[idx] ?? parts[0] ?? forms;
}
