/**
 * The entries of a lexicon family that are one text without slots ("vous", "that player"), by id: a noun phrase
 * reads such an entry with one lookup instead of a form and a fill (most fixed selectors printed are "you").
 */
import { compileTemplate, hasEraVariants } from "./template";
import type { Forms } from "./types";

/** The ids of `entries` that are one text without slots, with that text (an entry with forms is left out). */
export function plainTexts(entries: { readonly [id: string]: Forms }): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  for (const [id, forms] of Object.entries(entries)) if (typeof forms === "string" && compileTemplate(forms).slots.length === 0) out.set(id, forms);
  return out;
}

/**
 * An entry's texts by form name, where the entry has forms and no era variants (else none: read per card's set); a name
 * it lacks is not listed (its text is the `default` form's, read by a form). "this character", "this item" … for `this`.
 */
export function namedForms(forms: Forms | undefined): ReadonlyMap<string, string> {
  return forms === undefined || typeof forms === "string" || hasEraVariants(forms) ? new Map() : new Map(Object.entries(forms));
}
