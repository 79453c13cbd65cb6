/**
 * The normalisation applied to both sides before a rendering is compared with the official
 * text (docs/text.md): whitespace, typographic spaces, dash glyphs, apostrophes and quotes,
 * and — where the data says the source omits it — parenthesised reminder text.
 * Whitespace includes the data's stray spaces inside a token: "+ 1" is "+1", and a hyphen
 * glued to the word before it joins the word after it ("Blanche- Neige", "redressez- le"), where
 * the dash rule below would otherwise have made a spaced dash of it.
 */
export interface NormaliseOptions {
  /** The data's `reminderTextOmitted` flag: drop "( … )" reminder text on both sides. */
  readonly dropReminders: boolean;
}

export function normaliseText(text: string, options: NormaliseOptions): string {
  let t = text.replace(/\r\n?/g, "\n");
  if (options.dropReminders) t = t.replace(/\s*\([^()]*\)/g, "");
  t = t
    .replace(/[\u00a0\u202f\u2009\u2007]/g, " ")
    .replace(/[’‘`´]/g, "'")
    .replace(/[«»“”„]/g, '"')
    .replace(/" +/g, '"')
    .replace(/ +"/g, '"')
    .replace(/ +([!?:;.,])/g, "$1")
    .replace(/\+ +(?=\d)/g, "+")
    .replace(/([\p{L}\p{N}])- +(?=[\p{L}\p{N}])/gu, "$1-")
    .replace(/ ?[-–—] (?=\S)/g, " — ")
    .replace(/[ \t]+/g, " ");
  return t
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .join("\n");
}
