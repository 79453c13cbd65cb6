/**
 * The pattern language every vocabulary entry uses to declare its syntax.
 *
 * A pattern is a list of items: fixed words, typed slots, optional flag groups and
 * enumerated choices. The parser builds one grammar rule per entry from its pattern,
 * the CST→AST step reads the slots back by name, the formatter prints them, and the
 * completion service walks them. Nothing else knows an entry's surface syntax.
 */

/** What a slot holds; each kind has one sub-grammar in the parser. */
export type SlotKind =
  | "amount"
  | "number"
  | "signed"
  | "selector"
  | "duration"
  | "condition"
  | "keyword"
  | "stat"
  | "string"
  | "block"
  | "ability"
  | "per"
  | "restriction"
  | "compare"
  /** A card in a scenario step (grammar/vocabulary/scenario-steps.ts). */
  | "cardref";

export interface WordItem {
  readonly item: "word";
  readonly word: string;
}
export interface SlotItem {
  readonly item: "slot";
  readonly name: string;
  readonly kind: SlotKind;
  readonly optional: boolean;
}
/** An optional run of words; its presence sets a boolean slot. */
export interface FlagItem {
  readonly item: "flag";
  readonly name: string;
  readonly words: readonly string[];
}
/** One of several word runs; the chosen key is stored in an enum slot. */
export interface ChoiceItem {
  readonly item: "choice";
  readonly name: string;
  readonly optional: boolean;
  readonly options: Readonly<Record<string, readonly string[]>>;
}
export type PatternItem = WordItem | SlotItem | FlagItem | ChoiceItem;
export type Pattern = readonly PatternItem[];

/** Splits "deal" or "enters play" into fixed words. */
export function words(text: string): WordItem[] {
  return text
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .map((word) => ({ item: "word", word }));
}
export function slot(name: string, kind: SlotKind): SlotItem {
  return { item: "slot", name, kind, optional: false };
}
export function optionalSlot(name: string, kind: SlotKind): SlotItem {
  return { item: "slot", name, kind, optional: true };
}
export function flag(name: string, text: string): FlagItem {
  return { item: "flag", name, words: text.split(/\s+/) };
}
export function choice(name: string, options: Record<string, string>, optional = false): ChoiceItem {
  const split: Record<string, readonly string[]> = {};
  for (const [key, text] of Object.entries(options)) split[key] = text.split(/\s+/);
  return { item: "choice", name, optional, options: split };
}

/**
 * Builds a pattern from a compact template: plain words, `{name:kind}` slots,
 * `{name:kind?}` optional slots, `[name: several words]` flags and
 * `(name: key=some words | other=words)` choices (append `?` after `)` to make it optional).
 */
export function pattern(template: string): Pattern {
  const items: PatternItem[] = [];
  const re = /\{(\w+):(\w+)(\?)?\}|\[(\w+):\s*([^\]]+)\]|\((\w+):([^)]+)\)(\?)?|([^\s{[(]+)/g;
  for (const m of template.matchAll(re)) {
    if (m[1] !== undefined && m[2] !== undefined) {
      const kind = m[2] as SlotKind;
      items.push(m[3] ? optionalSlot(m[1], kind) : slot(m[1], kind));
    } else if (m[4] !== undefined && m[5] !== undefined) {
      items.push(flag(m[4], m[5].trim()));
    } else if (m[6] !== undefined && m[7] !== undefined) {
      const options: Record<string, string> = {};
      for (const part of m[7].split("|")) {
        const [key, text] = part.split("=").map((s) => s.trim());
        if (key === undefined || text === undefined) throw new Error(`bad choice in pattern "${template}"`);
        options[key] = text;
      }
      items.push(choice(m[6], options, m[8] === "?"));
    } else if (m[9] !== undefined) {
      items.push(...words(m[9]));
    }
  }
  return items;
}

/** All fixed words a pattern uses (for the lexer's keyword set). */
export function patternWords(p: Pattern): string[] {
  const out: string[] = [];
  for (const it of p) {
    if (it.item === "word") out.push(it.word);
    else if (it.item === "flag") out.push(...it.words);
    else if (it.item === "choice") for (const ws of Object.values(it.options)) out.push(...ws);
  }
  return out;
}

/** Prints a pattern back as a readable signature, for docs, hover and errors. */
export function patternSignature(p: Pattern): string {
  return p
    .map((it) => {
      switch (it.item) {
        case "word":
          return it.word;
        case "slot":
          return it.optional ? `[<${it.name}>]` : `<${it.name}>`;
        case "flag":
          return `[${it.words.join(" ")}]`;
        case "choice":
          return (
            (it.optional ? "[" : "") +
            Object.values(it.options)
              .map((ws) => ws.join(" "))
              .join(" | ") +
            (it.optional ? "]" : "")
          );
      }
    })
    .join(" ");
}
