/**
 * Shared machinery of the French and Italian realisers: elision and contraction of
 * articles and prepositions, and the agreement of a noun phrase with its gender.
 */
import type { Term } from "./types";

/** French elision: "que il" → "qu'il", "de un" → "d'un", "si il" → "s'il", "le objet" → "l'objet". */
export function elideFrench(text: string): string {
  const vowel = "[aeiouyéèêàâîôûAEIOUYÉÈÊÀÂÎÔÛ]";
  return text
    .replace(/\b([Ss])i (ils?)\b/g, "$1'$2")
    .replace(new RegExp(`\\b(qu|d|n|s|jusqu|lorsqu|Qu|D|N|S|Jusqu|Lorsqu)e (?=${vowel})`, "g"), "$1'")
    .replace(new RegExp(`\\b([Ll])[ea] (?=${vowel})`, "g"), "$1'")
    .replace(/\bà le\b/g, "au")
    .replace(/\bà les\b/g, "aux")
    .replace(/\bde le\b/g, "du")
    .replace(/\bde les\b/g, "des");
}

/** Italian contraction of prepositions with articles, and elision of "una", "lo", "la". */
export function contractItalian(text: string): string {
  const table: Record<string, Record<string, string>> = {
    a: { il: "al", i: "ai", la: "alla", le: "alle", lo: "allo", gli: "agli", "l'": "all'" },
    di: { il: "del", i: "dei", la: "della", le: "delle", lo: "dello", gli: "degli", "l'": "dell'" },
    da: { il: "dal", i: "dai", la: "dalla", le: "dalle", lo: "dallo", gli: "dagli", "l'": "dall'" },
    in: { il: "nel", i: "nei", la: "nella", le: "nelle", lo: "nello", gli: "negli", "l'": "nell'" },
    su: { il: "sul", i: "sui", la: "sulla", le: "sulle", lo: "sullo", gli: "sugli", "l'": "sull'" },
  };
  let out = text
    .replace(/\buna (?=[aeiouàèéìòù])/gi, "un'")
    .replace(/\b(l)[oa] (?=[aeiouàèéìòù])/gi, "$1'")
    .replace(/\b(quest)[oa] (?=[aeiouàèéìòù])/gi, "$1'");
  out = out.replace(/\b(a|di|da|in|su) (il|i|la|le|lo|gli|l')(?=[\s\p{L}])/gu, (m, p: string, art: string) => table[p]?.[art] ?? m);
  return out.replace(/(all|dell|dall|nell|sull)' /g, "$1'");
}

/** Picks a gendered form "m"/"f" (and plural "mp"/"fp") from a slash list "adverse/adverse/adverses/adverses". */
export function agree(forms: string, gender: Term["gender"], plural: boolean): string {
  const parts = forms.split("/");
  if (parts.length === 1) return forms;
  const f = gender === "f" ? 1 : 0;
  const idx = (plural ? 2 : 0) + f;
  return parts[idx] ?? parts[0] ?? forms;
}
