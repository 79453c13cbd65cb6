/**
 * The template mini-language of the lexicons.
 *
 * A template is plain text with slots: `{name}`, `{name:form}` (a grammatical form the
 * language's realiser understands, e.g. a German case `dat` or a French clitic `pro`),
 * and `{name@term}` (an amount counted in a lexicon term: `{count@card}` → "2 cards").
 * A slot whose value is absent prints nothing; the spaces around it collapse.
 *
 * Speed: a template is parsed once into literal and slot parts (`compileTemplate`, cached
 * by its text), an entry's forms once into a table with their era variants (`formTableOf`,
 * cached by object), a keyword reminder once at its placeholders (`fillReminder`), so
 * rendering does no regular-expression pass over templates (docs/text.md "Bench").
 */
import { dashed, defaultForm, interned, orDefault } from "./keys";
import { charCode, sliced } from "./strings";
import type { Forms } from "./types";

export interface SlotRef {
  readonly name: string;
  readonly term: string | null;
  readonly form: string | null;
  /** Keys built once from the slot's name and form, with the reference. */
  readonly keys: SlotKeys;
}

/** The lexicon keys a slot's value is printed with, built once per slot of a template rather than per value printed. */
export interface SlotKeys {
  /** The forms wanted of a phrase printed in the slot: its form then `default`, or `default` alone. */
  readonly wanted: readonly string[];
  /** The phrase of a set flag in the slot: `flag-<name>`. */
  readonly flag: string;
  /** The prefix of the phrase of a choice in the slot: `choice-<name>` (then `-<value>`). */
  readonly choice: string;
}

function keysOf(name: string, form: string | null): SlotKeys {
  return { wanted: form === null ? defaultForm : orDefault(form), flag: dashed("flag", name), choice: dashed("choice", name) };
}

/**
 * A slot reference, of a template or written by hand: every one is built here, so that all have one
 * shape and the code reading them (`slot`, `fillCompiled`) checks one shape, not two.
 */
export function slotRef(name: string, term: string | null, form: string | null): SlotRef {
  return { name, term, form, keys: keysOf(name, form) };
}

/** A parsed template: literals[0] slot[0] literals[1] slot[1] … literals[n], and the text it was parsed from. */
export interface CompiledTemplate {
  readonly text: string;
  readonly literals: readonly string[];
  readonly slots: readonly SlotRef[];
}

/** Slots; a single capital letter (`{E}`, `{I}`, `{S}` …) is a game symbol, not a slot. */
const slotPattern = /\{(?![A-Z]\})(\w+)(?:@([\w-]+))?(?::([\w.-]+))?\}/g;

const compiled = new Map<string, CompiledTemplate>();

/**
 * The template of the form picked last from a form table (`pickFrom`): a form is mostly filled
 * right after it is picked, so `compileTemplate` finds it by one comparison instead of a lookup.
 */
let lastPicked: CompiledTemplate = compileOnce("");

/** A template parsed; its text's `compileTemplate` is one comparison, small enough to be inlined where it is called. */
export function compileTemplate(template: string): CompiledTemplate {
  return lastPicked.text === template ? lastPicked : compiledByText(template);
}

/** `compileTemplate` of a template other than the one picked last: parsed once, then found by its text. */
function compiledByText(template: string): CompiledTemplate {
  let c = compiled.get(template);
  if (c === undefined) compiled.set(template, (c = compileOnce(template)));
  return c;
}

/** Parses a template (`compileTemplate` keeps the result by text). */
function compileOnce(template: string): CompiledTemplate {
  const literals: string[] = [];
  const slots: SlotRef[] = [];
  let last = 0;
  for (const m of template.matchAll(slotPattern)) {
    const at = m.index ?? 0;
    literals.push(template.slice(last, at));
    const name = interned(m[1] ?? "");
    const form = m[3] === undefined ? null : interned(m[3]);
    slots.push(slotRef(name, m[2] === undefined ? null : interned(m[2]), form));
    last = at + m[0].length;
  }
  literals.push(template.slice(last));
  return { text: template, literals, slots };
}

/** Fills a template; `render` turns one slot reference into text. */
export function fillTemplate(template: string, render: (ref: SlotRef) => string): string {
  const c = compileTemplate(template);
  // The template's arrays in locals: read once, not after each call to `render` (a load and a check of `c`'s shape per slot).
  const slots = c.slots;
  const literals = c.literals;
  const n = slots.length;
  let out = literals[0] ?? "";
  let empty = false;
  for (let i = 0; i < n; i++) {
    const v = render(slots[i] as SlotRef);
    const literal = literals[i + 1] ?? "";
    if (v === "") {
      empty = true;
      out = afterEmptySlot(out, literal, i === n - 1);
    } else out += v + literal;
  }
  return empty ? tidySpaces(out) : out;
}

/**
 * `out` followed by the literal after a slot that printed nothing, without the space around the
 * slot that `tidySpaces` would drop there ("deal {amount} damage {duration}." → no space before
 * the stop): most filled templates are then tidy, and the caller's `tidySpaces` only tests them.
 * Only spaces `tidySpaces` removes are left out, so tidying the result gives what tidying the
 * plain concatenation would.
 */
export function afterEmptySlot(out: string, literal: string, last: boolean): string {
  const next = charCode(literal, 0);
  if (out === "") return next === 32 ? sliced(literal, 1) : literal;
  if (charCode(out, out.length - 1) === 32 && (next === 32 || next === 44 || next === 46 || next === 41 || (last && literal === ""))) return sliced(out, 0, -1) + literal;
  return out + literal;
}

/** A keyword's reminder split at its placeholders: N (the keyword's value), `{name}`, `{classification}` and the first `{what}`. */
interface ReminderTemplate {
  readonly literals: readonly string[];
  readonly holes: readonly ("N" | "name" | "classification" | "what")[];
}
const reminderTemplates = new Map<string, ReminderTemplate>();
const reminderHole = /\bN\b|\{name\}|\{classification\}|\{what\}/g;

/** The reminder template split once (by its text, a lexicon string). */
function reminderTemplate(template: string): ReminderTemplate {
  let r = reminderTemplates.get(template);
  if (r === undefined) {
    const literals: string[] = [];
    const holes: ("N" | "name" | "classification" | "what")[] = [];
    let last = 0;
    let what = false;
    for (const m of template.matchAll(reminderHole)) {
      // Only the first `{what}` is filled; a later one prints as written.
      if (m[0] === "{what}" && what) continue;
      const at = m.index ?? 0;
      literals.push(template.slice(last, at));
      holes.push(m[0] === "N" ? "N" : m[0] === "{name}" ? "name" : m[0] === "{classification}" ? "classification" : "what");
      if (m[0] === "{what}") what = true;
      last = at + m[0].length;
    }
    literals.push(template.slice(last));
    r = { literals, holes };
    reminderTemplates.set(template, r);
  }
  return r;
}

/**
 * A keyword's reminder text: every N (a word of its own) is the keyword's value, every `{name}`
 * the card's name, every `{classification}` the classification, the first `{what}` what `what`
 * gives (called only when the template has one). Filled from the template split once, without a
 * regular-expression pass; a name or classification that itself holds a placeholder is filled
 * one placeholder kind after the other, as written, which is what the split gives otherwise.
 */
export function fillReminder(template: string, n: string, name: string, classification: string, what: () => string): string {
  if (name.includes("{") || classification.includes("{")) {
    let text = template.replace(/\bN\b/g, n);
    if (text.includes("{name}")) text = text.replace(/\{name\}/g, name);
    if (text.includes("{classification}")) text = text.replace(/\{classification\}/g, classification);
    return text.includes("{what}") ? text.replace("{what}", what()) : text;
  }
  const r = reminderTemplate(template);
  let text = r.literals[0] ?? "";
  for (let i = 0; i < r.holes.length; i++) {
    const hole = r.holes[i];
    text += (hole === "N" ? n : hole === "name" ? name : hole === "classification" ? classification : what()) + (r.literals[i + 1] ?? "");
  }
  return text;
}

/** Whether a keyword's reminder template has a placeholder `fillReminder` fills (else it prints as written on every card). */
export function reminderHasHoles(template: string): boolean {
  return reminderTemplate(template).holes.length > 0;
}

/**
 * What `tidySpaces` changes inside a text: a doubled space, a space before `,` `.` `)` or after `(`.
 * Exported so that a language's finishing can test it together with its own passes (one test of a
 * text instead of one scan per pass), with `hasEdgeSpace` for the text's ends.
 */
export const untidyInsideSource = " [ ,.)]|\\( ";
const untidyInside = new RegExp(untidyInsideSource);

/**
 * A text that starts or ends with a space, tested by code: an anchored alternative in the
 * expression would stop its matcher from skipping ahead to the spaces.
 */
export function hasEdgeSpace(text: string): boolean {
  return charCode(text, 0) === 32 || charCode(text, text.length - 1) === 32;
}

const droppedSpaces = /^ +| +$|(?<=\() +| +(?=[,.)])/g;
const doubledSpaces = / {2,}/g;

export function tidySpaces(text: string): string {
  // One test of the text (most texts are tidy); a regular expression reads it several times faster than a charCodeAt loop.
  if (!hasEdgeSpace(text) && !untidyInside.test(text)) return text;
  // Runs of spaces at either end, after "(" or before "," "." ")" go; every other run is one space.
  return text.replace(droppedSpaces, "").replace(doubledSpaces, " ");
}

/** Whether a parsed template has a slot of that name. */
export function templateHasSlot(template: CompiledTemplate, name: string): boolean {
  const slots = template.slots;
  for (let k = 0; k < slots.length; k++) if ((slots[k] as SlotRef).name === name) return true;
  return false;
}

/** An era variant of a form: the template for cards of the sets up to `max`, or of the sets listed. */
interface EraForm {
  readonly max: number;
  /** The sets listed, by set number (true for each listed), or null for the sets up to `max`: an index, not a lookup in a Set. */
  readonly sets: readonly boolean[] | null;
  readonly template: CompiledTemplate;
}
/** Whether an era variant is the one for a card of that set. */
function eraApplies(e: EraForm, set: number): boolean {
  const sets = e.sets;
  return sets === null ? set <= e.max : set >= 0 && set < sets.length && sets[set] === true;
}
/** The listed sets by set number (`form@sets=1,2,9`). */
function setsListed(list: string): boolean[] {
  const listed = list.split(",").map(Number);
  const out: boolean[] = [];
  for (let set = 0; set <= Math.max(...listed); set++) out.push(listed.includes(set));
  return out;
}
/** A form with era variants: the variants, tried in order, before its plain template, if any. */
class EraChoice {
  constructor(
    readonly eras: readonly EraForm[],
    readonly plain: CompiledTemplate | undefined,
  ) {}
}
/** One form of an entry: its template, or its era variants (most forms have none, and are then read without a further object). */
type FormChoice = CompiledTemplate | EraChoice;

/**
 * An entry's forms compiled once: the form every wanted form gets (an entry that is a plain
 * string), else each form by name, its era variants (`form@set<=N`, `form@sets=1,2,9`) with it, so
 * that trying a wanted form is one lookup. Each text is kept parsed (`compileTemplate`), so that
 * filling the form picked needs no lookup of its text.
 */
export interface FormTable {
  readonly only: CompiledTemplate | undefined;
  readonly forms: ReadonlyMap<string, FormChoice>;
  /** The `default` form when it is one text for every set (no era variants): read without a lookup when `default` is the form wanted. */
  readonly plainDefault: CompiledTemplate | undefined;
}
const formTables = new WeakMap<object, FormTable>();
const noForms: ReadonlyMap<string, FormChoice> = new Map();

/** Whether an entry's forms have era variants (`form@set<=N`, `form@sets=…`): a pick from it then depends on the card's set. */
export function hasEraVariants(forms: Forms): boolean {
  if (typeof forms === "string") return false;
  for (const k in forms) if (k.includes("@")) return true;
  return false;
}

/** The table of an entry's forms (built once per entry object; a plain string is its own table). */
export function formTableOf(forms: Forms): FormTable {
  if (typeof forms === "string") return { only: compileTemplate(forms), forms: noForms, plainDefault: undefined };
  let t = formTables.get(forms);
  if (t === undefined) {
    const plain = new Map<string, CompiledTemplate>();
    const eras = new Map<string, EraForm[]>();
    for (const [key, value] of Object.entries(forms)) {
      const m = /^(.*)@set(<=|s=)([\d,]+)$/.exec(key);
      if (m === null) plain.set(key, compileTemplate(value));
      else {
        const list = eras.get(m[1] ?? "") ?? [];
        const template = compileTemplate(value);
        list.push(m[2] === "<=" ? { max: Number(m[3]), sets: null, template } : { max: 0, sets: setsListed(m[3] ?? ""), template });
        eras.set(m[1] ?? "", list);
      }
    }
    const table = new Map<string, FormChoice>();
    for (const [form, template] of plain) {
      const list = eras.get(form);
      table.set(form, list === undefined ? template : new EraChoice(list, template));
    }
    for (const [form, list] of eras) if (!plain.has(form)) table.set(form, new EraChoice(list, undefined));
    const dflt = table.get("default");
    t = { only: undefined, forms: table, plainDefault: dflt instanceof EraChoice ? undefined : dflt };
    formTables.set(forms, t);
  }
  return t;
}

/** The text of a template picked from a form table, noted as the one picked last (see `lastPicked`). */
function picked(c: CompiledTemplate): string {
  lastPicked = c;
  return c.text;
}

/** The era variant of a form for a card of that set, if any (an indexed loop: shorter compiled code than `for … of`). */
function eraFor(f: EraChoice, set: number): EraForm | undefined {
  const eras = f.eras;
  for (let k = 0; k < eras.length; k++) {
    const e = eras[k] as EraForm;
    if (eraApplies(e, set)) return e;
  }
  return undefined;
}

/** Picks one form from a compiled table: wanted forms in order, an era variant for the card's set before the plain form. */
export function pickFrom(t: FormTable, wanted: readonly string[], set: number): string | undefined {
  if (t.only !== undefined) return picked(t.only);
  for (let i = 0; i < wanted.length; i++) {
    const w = wanted[i] as string;
    if (w === "default" && t.plainDefault !== undefined) return picked(t.plainDefault);
    const f = t.forms.get(w);
    if (f === undefined) continue;
    if (!(f instanceof EraChoice)) return picked(f);
    const e = eraFor(f, set);
    if (e !== undefined) return picked(e.template);
    if (f.plain !== undefined) return picked(f.plain);
  }
  return undefined;
}

/** Whether a compiled table has the form for the card's set (`pickFrom` with that one form, without a list). */
export function hasFormFor(t: FormTable, form: string, set: number): boolean {
  if (t.only !== undefined) return true;
  const f = t.forms.get(form);
  if (f === undefined) return false;
  return !(f instanceof EraChoice) || f.plain !== undefined || eraFor(f, set) !== undefined;
}

/**
 * Picks one form of an entry. Forms are tried in order; a plain string serves every form.
 * Era variants are written `form@set<=3` or `form@sets=1,2,9` and win for cards of those sets.
 */
export function pickForm(forms: Forms | undefined, wanted: readonly string[], set: number): string | undefined {
  if (forms === undefined) return undefined;
  if (typeof forms === "string") return forms;
  return pickFrom(formTableOf(forms), wanted, set);
}

function isLetter(ch: string): boolean {
  return ch.toLowerCase() !== ch.toUpperCase();
}

/** Upper-cases the first letter (after any opening punctuation). */
export function capitalize(text: string): string {
  // Most texts open with an ASCII letter: decided before the loop (its compiled code runs for most sentences).
  const first = charCode(text, 0);
  if (first >= 65 && first <= 90) return text;
  if (first >= 97 && first <= 122) return String.fromCharCode(first - 32) + sliced(text, 1);
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const code = charCode(text, i);
    // ASCII first (most texts): a capital or a digit leaves the text as it is.
    if (code >= 65 && code <= 90) return text;
    if (code >= 97 && code <= 122) return sliced(text, 0, i) + String.fromCharCode(code - 32) + sliced(text, i + 1);
    if (code >= 48 && code <= 57) return text;
    if (code < 128) continue;
    const ch = text[i] as string;
    if (isLetter(ch)) {
      const up = ch.toUpperCase();
      return up === ch ? text : sliced(text, 0, i) + up + sliced(text, i + 1);
    }
  }
  return text;
}

/** Lower-cases the first letter when it begins a lower-case word ("Draw" → "draw", not "DREAMS"). */
export function decapitalize(text: string): string {
  if (text.length < 2) return text;
  const c0 = charCode(text, 0);
  if (!(c0 < 128 ? c0 >= 65 && c0 <= 90 : isUpperChar(text.charAt(0)))) return text;
  // A one-letter article ("I tuoi personaggi") is lowered too.
  if (!(lowerAt(text, 1) || (charCode(text, 1) === 32 && lowerAt(text, 2)))) return text;
  return (c0 < 128 ? String.fromCharCode(c0 + 32) : text.charAt(0).toLowerCase()) + sliced(text, 1);
}

function isUpperChar(c: string): boolean {
  return c !== c.toLowerCase();
}
/** A lower-case letter at `i` (ASCII without a case mapping; false past the end). */
function lowerAt(text: string, i: number): boolean {
  const c = charCode(text, i);
  if (c < 128) return c >= 97 && c <= 122;
  const ch = text.charAt(i);
  return ch !== ch.toUpperCase();
}
