/**
 * The template mini-language of the lexicons.
 *
 * A template is plain text with slots: `{name}`, `{name:form}` (a grammatical form the
 * language's realiser understands, e.g. a German case `dat` or a French clitic `pro`),
 * and `{name@term}` (an amount counted in a lexicon term: `{count@card}` → "2 cards").
 * A slot whose value is absent prints nothing; the spaces around it collapse.
 */
import type { Forms } from "./types";

export interface SlotRef {
  readonly name: string;
  readonly term: string | null;
  readonly form: string | null;
}

/** Slots; a single capital letter (`{E}`, `{I}`, `{S}` …) is a game symbol, not a slot. */
const slotPattern = /\{(?![A-Z]\})(\w+)(?:@([\w-]+))?(?::([\w.-]+))?\}/g;

/** Fills a template; `render` turns one slot reference into text. */
export function fillTemplate(template: string, render: (ref: SlotRef) => string): string {
  const out = template.replace(slotPattern, (_m, name: string, term: string | undefined, form: string | undefined) =>
    render({ name, term: term ?? null, form: form ?? null }),
  );
  return tidySpaces(out);
}

/** Collapses runs of spaces, and spaces left before commas and periods by empty slots. */
export function tidySpaces(text: string): string {
  return text
    .replace(/ {2,}/g, " ")
    .replace(/ +([,.])/g, "$1")
    .replace(/^ +| +$/g, "")
    .replace(/\( +/g, "(")
    .replace(/ +\)/g, ")");
}

/** The slot names a template uses (for the completeness test and the docs). */
export function templateSlots(template: string): string[] {
  return [...template.matchAll(slotPattern)].map((m) => m[1] ?? "");
}

/**
 * Picks one form of an entry. Forms are tried in order; a plain string serves every form.
 * Era variants are written `form@set<=3` and win for cards of those sets.
 */
export function pickForm(forms: Forms | undefined, wanted: readonly string[], set: number): string | undefined {
  if (forms === undefined) return undefined;
  if (typeof forms === "string") return forms;
  for (const w of wanted) {
    for (const [key, value] of Object.entries(forms)) {
      const m = /^(.*)@set<=(\d+)$/.exec(key);
      if (m !== null && m[1] === w && set <= Number(m[2])) return value;
    }
    const v = forms[w];
    if (v !== undefined) return v;
  }
  return undefined;
}

/** Upper-cases the first letter (after any opening punctuation). */
export function capitalize(text: string): string {
  return text.replace(/^([^\p{L}\d]*)(\p{L})/u, (_m, pre: string, c: string) => pre + c.toUpperCase());
}
export function decapitalize(text: string): string {
  return text.replace(/^(\p{Lu})(?=\p{Ll})/u, (c) => c.toLowerCase());
}
