/**
 * The entries of a lexicon family that are one text without slots ("vous", "that player"), by id: a noun phrase
 * reads such an entry with one lookup instead of a form and a fill (most fixed selectors printed are "you").
 */
import { compileTemplate } from "./template";
import type { Forms } from "./types";

/** The ids of `entries` that are one text without slots, with that text (an entry with forms is left out). */
export function plainTexts(entries: { readonly [id: string]: Forms }): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  for (const [id, forms] of Object.entries(entries)) if (typeof forms === "string" && compileTemplate(forms).slots.length === 0) out.set(id, forms);
  return out;
}
