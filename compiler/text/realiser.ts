/**
 * The shared realiser: walks an ability's AST and builds its printed sentence, asking the
 * language (a subclass in `<lang>/realiser.ts`) for what differs between languages: noun
 * phrases (case, gender, agreement), clause order, and the few structural rewrites the
 * printed cards make (French "Choisissez … et …-lui", German verb-second after a fronted
 * clause). Every word comes from the language's lexicon, keyed by vocabulary entry id.
 */
import type {
  Ability,
  ActivatedAbility,
  Amount,
  Card,
  Condition,
  CostPart,
  DurationUse,
  EffectBody,
  FilterUse,
  GeneralSelector,
  KeywordUse,
  Language,
  LocalizedText,
  PerCount,
  PredicateStatement,
  Selector,
  SlotValue,
  StaticAbility,
  Statement,
  Trigger,
  TriggeredAbility,
} from "../../grammar/ast";
import type { StatId } from "../../grammar/vocabulary/card-parts";
import { eventWith, fixedSelector, generalSelectorWith, predicateWith } from "../../grammar/ast-copies";
import { joinMapped, kept, mapped } from "./lists";
import { charCode, contains } from "./strings";
import { dashed, defaultForm, dotted, orDefault, phaseKey } from "./keys";
import { afterEmptySlot, capitalize, compileTemplate, type CompiledTemplate, decapitalize, fillReminder, fillTemplate, formTableOf, hasEraVariants, hasFormFor, pickForm, pickFrom, reminderHasHoles, slotRef, templateHasSlot, tidySpaces, type FormTable, type SlotRef } from "./template";
import { plainTexts } from "./plain-texts";
import { makeTerm } from "./term";
import type { Forms, KeywordText, Lexicon, TemplateFamily, Term } from "./types";

/** How a clause's verb is inflected. */
const moods = ["imp", "inf", "zu", "3s", "3p", "2s"] as const;
export type Mood = (typeof moods)[number];

/** What the realiser knows while rendering one ability. */
export interface Ctx {
  readonly card: Card;
  readonly set: number;
  /** The selector `that` refers to (the last chosen/bound one), and whether it was chosen. */
  antecedent: Selector | null;
  /** The statement an `instead` clause replaces (its duration is not repeated). */
  replaced: Statement | null;
  /** True inside an ability triggered by this card leaving play (it is then "this card"). */
  thisIsCard: boolean;
  /** True inside an ability triggered by a card leaving play, this one or another ("return that card to your hand"). */
  triggerLeftPlay: boolean;
  /** The trigger's event id, when the ability has exactly one event trigger (`that much` reads after it: "the same amount of damage"). */
  triggerEvent: string | null;
  /** How many cards the ability looked at last (`look at top N`): "those" is "it" for one, `rest` is "the other" of two. */
  looked: number | null;
  /** The actor of the step a `that player` step is joined to ("… reveals their hand and discards …"). */
  sameActor: Selector | null;
  /** Inside "If it's a character card, …": the noun the next `that` is named with ("play that character"), else null. */
  thatNoun: string | null;
  /** The card each of several acting players chose among their own ("Each opponent chooses and exerts one of their characters"): `that` is then "those characters". */
  thatEachOwn: (Selector & { form: "general" }) | null;
  /** The `rest` being rendered is "the other" of two looked-at cards. */
  restIsOther: boolean;
  /** This card was the subject of the trigger (English names it again as an object: "whenever this character banishes …, you may ready this character"). */
  thisWasTriggerSubject: boolean;
  /** True when `this` was already named in the sentence (later mentions become pronouns). */
  thisNamed: boolean;
  /** German word order: the next main clause follows a fronted clause (verb second: "darfst du …"). */
  inverted: boolean;
  /** An `instead` clause whose "instead" word has not been placed yet. */
  insteadPending: boolean;
  /** Inside a static ability (a group subject prints as a bare plural in English: "opposing characters can't quest"). */
  inStatic: boolean;
  /** What the effect being rendered acts on (French "épuisée" agrees with it). */
  target: Selector | null;
  /** German "Jedes Mal, wenn dieser Charakter in deinem Zug …": "during your turn" goes with the first trigger's subject. */
  duringInSubject: boolean;
  /** "During each opponent's turn, whenever they draw a card": the opponent whose turn it is (phrase `opponent-whose-turn`). */
  duringOpponents: boolean;
  /** Where the statement stands: "triggered", "cost", or "static-none" / "static-while" / … (granted reminders differ). */
  place: string;
  /** The step being realised is joined to a step on all of a group, and its `that` is that group ("… and deal 1 damage to each of them": qualifier `all-that`). */
  thatAll: boolean;
  /** The verb of the step before when each of several other players did it ("Each opponent loses 2 lore. You gain 2 lore.": effect forms `imp.after-<verb>`), else null. */
  afterEach: string | null;
  /** A character other than this one was named in the sentence so far (French then names this one "ce personnage-ci"). */
  otherCharacterNamed: boolean;
}

/**
 * A copy of a context, built with the fields in `newCtx`'s order: it then has the same shape, so the code reading
 * contexts sees one (a spread's copy had another, with most fields out of the object, and every read of a context
 * field checked for both). test/text/ctx-copy.test.ts holds its order to `newCtx`'s.
 */
export function copiedCtx(c: Ctx): Ctx {
  return { card: c.card, set: c.set, antecedent: c.antecedent, replaced: c.replaced, thisIsCard: c.thisIsCard, triggerLeftPlay: c.triggerLeftPlay, triggerEvent: c.triggerEvent, looked: c.looked, thatNoun: c.thatNoun, thatEachOwn: c.thatEachOwn, restIsOther: c.restIsOther, sameActor: c.sameActor, thisWasTriggerSubject: c.thisWasTriggerSubject, thisNamed: c.thisNamed, inverted: c.inverted, insteadPending: c.insteadPending, inStatic: c.inStatic, target: c.target, place: c.place, duringInSubject: c.duringInSubject, duringOpponents: c.duringOpponents, thatAll: c.thatAll, afterEach: c.afterEach, otherCharacterNamed: c.otherCharacterNamed };
}

/** An analysed general selector. */
export interface SelectorInfo {
  readonly sel: GeneralSelector;
  readonly chosen: boolean;
  /** `each` or `all` (languages that print no difference treat both as each). */
  readonly each: boolean;
  /** The `all` determiner ("Banish all characters"). */
  readonly all: boolean;
  readonly any: boolean;
  readonly count: number;
  readonly upTo: boolean;
  readonly plural: boolean;
  readonly other: boolean;
  readonly opposing: boolean;
  readonly ofYours: boolean;
  /** Prefix filters other than other/opposing (exerted, damaged, …). */
  readonly states: readonly string[];
  readonly classes: readonly string[];
  readonly noun: string;
  /** Postfix filters other than of-yours. */
  readonly postfixes: GeneralSelector["postfixes"];
  /** Where the cards are when they are not in play (a hand, a discard, the cards looked at), else null. */
  readonly zone: "discard" | "any-discard" | "discard-of" | "hand" | "among" | null;
}

const zoneFilters: Readonly<Record<string, SelectorInfo["zone"]>> = { "in-discard": "discard", "in-any-discard": "any-discard", "in-discard-of": "discard-of", "in-hand": "hand", "among-those": "among" };

/**
 * Analyses by selector node, kept for one rendering: the renderers ask about the same selector many
 * times while rendering a card, and AST nodes are never changed. `renderCard` starts a new
 * rendering (`newAnalysisScope`), so a card rendered again is analysed again: nothing is kept from
 * one rendering to the next (docs/text.md "Bench").
 *
 * One young list per rendering, dropped with it. A WeakMap keyed by the (long-lived) nodes kept each
 * rendering's analyses alive until that card's next rendering: they outlived young-generation
 * collections and were copied by each, and every fresh analysis stored in an old entry was an
 * old-to-young pointer to record (docs/text.md "Bench", "Garbage that dies young").
 */
let analysed: AnalysedList | null = null;

/**
 * The analyses of a rendering, newest first: a card has a few selectors, so a walk comparing nodes
 * finds one in fewer instructions than a Map's hashing, and a rendering starts with no allocation.
 */
interface AnalysedList {
  readonly info: SelectorInfo;
  readonly next: AnalysedList | null;
}

/** Starts a rendering: selectors are analysed afresh from here on. */
export function newAnalysisScope(): void {
  analysed = null;
}

export function analyse(sel: GeneralSelector): SelectorInfo {
  for (let e = analysed; e !== null; e = e.next) if (e.info.sel === sel) return e.info;
  const info = analyseOnce(sel);
  analysed = { info, next: analysed };
  return info;
}

/**
 * One pass over the prefixes and one over the postfixes, not one array method per field: the
 * compiled code of a function runs once per ability, so its length is fetched every time
 * (docs/text.md "Bench", "Where the time goes").
 */
function analyseOnce(sel: GeneralSelector): SelectorInfo {
  const d = sel.determiner;
  const kind = d.kind;
  const chosen = kind === "chosen";
  const count = chosen ? d.count : 1;
  const upTo = chosen && d.upTo;
  // Indexed loops and no closure (`mapped`'s, inlined here, was a loop and a call more): shorter compiled code.
  let other = false;
  let opposing = false;
  const states: string[] = [];
  const prefixes = sel.prefixes;
  for (let k = 0; k < prefixes.length; k++) {
    const id = (prefixes[k] as FilterUse).id;
    if (id === "other") other = true;
    else if (id === "opposing") opposing = true;
    else states.push(id);
  }
  let ofYours = false;
  let zone: SelectorInfo["zone"] = null;
  const postfixes: FilterUse[] = [];
  const given = sel.postfixes;
  for (let k = 0; k < given.length; k++) {
    const p = given[k] as FilterUse;
    const id = p.id;
    if (id === "of-yours") ofYours = true;
    else {
      postfixes.push(p);
      if (zone === null) zone = zoneFilters[id] ?? null;
    }
  }
  const classes: string[] = [];
  const classifications = sel.classifications;
  for (let k = 0; k < classifications.length; k++) classes.push((classifications[k] as (typeof classifications)[number]).name);
  return {
    sel,
    chosen,
    each: kind === "each" || kind === "all",
    all: kind === "all",
    any: kind === "any",
    count,
    upTo,
    plural: sel.plural || count > 1 || upTo || kind === "all",
    other,
    opposing,
    ofYours,
    states,
    classes,
    noun: sel.noun,
    postfixes,
    zone,
  };
}

/**
 * What an effect's target qualifies its verb with, tried as a form suffix first
 * (`imp.discard`, `3s.theirs`): "discard" for cards in a discard ("return a character card
 * from your discard to your hand"), "theirs" for cards in play that may be an opponent's
 * ("return chosen character to their player's hand"), "theirs-all" for `all` of them
 * ("their players' decks").
 */
export function targetQualifier(args: Readonly<Record<string, SlotValue>>, ctx: Ctx): string | null {
  return qualifierOfTarget(targetOf(args), ctx);
}

/** `targetQualifier` of a target already found (`targetOf`). */
function qualifierOfTarget(t: [string, Selector] | null, ctx: Ctx): string | null {
  if (t === null) return null;
  if (t[1].form === "fixed") {
    if (t[1].id === "rest" && ctx.restIsOther) return "other";
    if (t[1].id === "that" && ctx.thatNoun !== null) return dashed("that", ctx.thatNoun);
    if (t[1].id === "that" && ctx.thatAll) return "all-that";
    // "put them back in any order": all the looked-at cards.
    if (t[1].id === "those" && (ctx.looked ?? 0) > 1) return "those";
    if ((t[1].id === "this" && ctx.thisIsCard) || (t[1].id === "that" && ctx.triggerLeftPlay)) return "discard";
    // This card leaving play by the effect itself: "shuffle this card into your deck".
    return t[1].id === "this" ? "this" : null;
  }
  const i = analyse(t[1]);
  // Every match among looked-at cards is named in full ("aggiungi ogni carta personaggio …"), not by a count.
  if (i.zone === "among" && i.each && !i.all) return "among-each";
  if (i.zone !== null) return i.zone;
  // A chosen item or location: "return chosen item to its player's hand" (`theirs-thing`, falling back to `theirs`).
  return i.ofYours ? null : i.all ? "theirs-all" : i.noun === "item" || i.noun === "location" ? "theirs-thing" : "theirs";
}

/** A list `qualified` built: the wanted forms it was built from, and the list. */
interface QualifiedList {
  readonly wanted: readonly string[];
  readonly list: readonly string[];
}
/**
 * The lists `qualified` built, by qualifier then first wanted form: wanted forms are vocabulary
 * (moods, persons, form names), so each list is built once and then found by two lookups and a
 * comparison of a few forms, where building it again is a lookup or two per key (`dotted`).
 */
const qualifiedLists = new Map<string, Map<string, QualifiedList[]>>();

/** The wanted forms with their qualified variants first (the list is shared: read it, do not change it). */
export function qualified(wanted: readonly string[], qualifier: string | null): readonly string[] {
  if (qualifier === null) return wanted;
  let byFirst = qualifiedLists.get(qualifier);
  if (byFirst === undefined) qualifiedLists.set(qualifier, (byFirst = new Map()));
  const first = wanted[0] ?? "";
  let built = byFirst.get(first);
  if (built === undefined) byFirst.set(first, (built = []));
  for (let k = 0; k < built.length; k++) {
    const b = built[k] as QualifiedList;
    if (sameForms(b.wanted, wanted)) return b.list;
  }
  const list = qualifiedOnce(wanted, qualifier);
  built.push({ wanted: [...wanted], list });
  return list;
}

/** Two lists of wanted forms with the same forms in the same order. */
function sameForms(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}

/** `qualified` built: each wanted form after its qualified variant. */
function qualifiedOnce(wanted: readonly string[], qualifier: string): readonly string[] {
  const out: string[] = [];
  // "theirs-all" (all opposing characters: "their players' decks") falls back to "theirs".
  for (const w of wanted) {
    out.push(dotted(w, qualifier));
    if (qualifier === "theirs-all" || qualifier === "theirs-thing") out.push(dotted(w, "theirs"));
    out.push(w);
  }
  return out;
}

/** A joined opener's wanted forms: a second trigger about this card, one joined after this card was named, one about another card. */
const secondThisOpener: readonly string[] = ["second-this", "joined-this", "joined", "default"];
const joinedThisOpener: readonly string[] = ["joined-this", "joined", "default"];
const joinedOpener: readonly string[] = ["joined", "default"];
/** A first opener about this card by its event (`this.<event>`, `this`, `default`), built once per event id. */
const thisOpenerForms = new Map<string, readonly string[]>();

/** A verb's forms by its subject's person, the third singular as fallback; after a fronted clause (`inverted`) the `inv-` forms first. Built once per person. */
const byPerson = new Map<Mood, { readonly plain: readonly string[]; readonly inverted: readonly string[] }>();
for (const p of moods) byPerson.set(p, { plain: [p, "3s"], inverted: [dashed("inv", p), "inv-3s", p, "3s"] });
function personForms(person: Mood, inverted: boolean): readonly string[] {
  const forms = byPerson.get(person);
  if (forms === undefined) throw new Error(`no forms for the person ${person}`); // every Mood has its entry
  return inverted ? forms.inverted : forms.plain;
}

/** "this" as a fixed selector: the card the ability is on. */
export function isThis(sel: Selector): boolean {
  return sel.form === "fixed" && sel.id === "this";
}

export function isChosen(sel: SlotValue | null | undefined): sel is GeneralSelector {
  return sel !== null && sel !== undefined && sel.kind === "selector" && sel.form === "general" && sel.determiner.kind === "chosen";
}

/** The selector argument of a statement an effect acts on (`target`, else the first selector slot). */
/** Whether the step's target is chosen among the acting player's own cards (`each opponent banish chosen character of yours`). */
export function ownChoice(args: Readonly<Record<string, SlotValue>>): boolean {
  const t = targetOf(args);
  return t !== null && t[1].form === "general" && t[1].determiner.kind === "chosen" && t[1].postfixes.some((p) => p.id === "of-yours");
}

export function targetOf(args: Readonly<Record<string, SlotValue>>): [string, Selector] | null {
  const t = args["target"];
  if (t !== undefined && t.kind === "selector") return ["target", t];
  // for…in visits the keys in Object.entries' order, without building the entries.
  for (const k in args) {
    const v = args[k];
    if (v !== undefined && v.kind === "selector") return [k, v];
  }
  return null;
}

/** A step's slots but one (`alsoTarget` compares the rest). */
function argsWithout(args: Readonly<Record<string, SlotValue>>, key: string): Record<string, SlotValue> {
  const out: Record<string, SlotValue> = {};
  for (const k in args) if (k !== key) out[k] = args[k] as SlotValue;
  return out;
}

/** A step's wanted forms by mood, built once (`doClause`). */
const zuForms: readonly string[] = ["zu", "inf", "imp"];
const infForms: readonly string[] = ["inf", "imp"];
const impInvForms: readonly string[] = ["imp-inv", "imp"];
const impForms: readonly string[] = ["imp"];

/** What an amount calls for in a step's wording: counted per card, equal to a stat, an "up to" count for each (`withAmountForms`). */
const perAmount = 1;
const equalToAmount = 2;
const upToPerAmount = 4;
function amountFlags(v: Amount): number {
  return (countsPerCard(v) ? perAmount : 0) | (v.form === "equal-to" ? equalToAmount : 0) | (v.form === "for-each" && v.upTo ? upToPerAmount : 0);
}

/**
 * A step's wanted forms with those its amounts call for first (`amountFlags`): an amount counted per card
 * (forms `imp.per`: "deal damage to chosen character equal to the number of …"), else one equal to a stat
 * (`imp.equal-to`: "gain lore equal to …"); an "up to" count for each, the "for each" in front (`.up-to-per`:
 * "For each character you have here, you may draw a card").
 */
function withAmountForms(forms: readonly string[], amounts: number): readonly string[] {
  let out = forms;
  if ((amounts & perAmount) !== 0) out = [...mapped(out, (f) => dotted(f, "per")), ...out];
  else if ((amounts & equalToAmount) !== 0) out = [...mapped(out, (f) => dotted(f, "equal-to")), ...out];
  if ((amounts & upToPerAmount) !== 0) out = [...mapped(kept(out, (f) => !f.endsWith(".per")), (f) => dotted(f, "up-to-per")), ...out];
  return out;
}

/** An amount counted per card ("equal to the number of …", "for each …", "that many this way"). */
function countsPerCard(a: Amount): boolean {
  return a.form === "for-each" || a.form === "this-way";
}

/** `amountFlags` of all the amounts in a step's slots. */
function amountFlagsOf(args: Readonly<Record<string, SlotValue>>): number {
  let flags = 0;
  for (const k in args) {
    const v = args[k];
    if (v !== undefined && v.kind === "amount") flags |= amountFlags(v);
  }
  return flags;
}

/** True when a slot holds an amount counted per card ("equal to the number of …"). */
export function hasPerAmount(args: Readonly<Record<string, SlotValue>>): boolean {
  return (amountFlagsOf(args) & perAmount) !== 0;
}

/**
 * What an entry's forms call for, found once from the lexicon (`entryTraits`): a step or predicate whose entry has no
 * form an amount selects skips the pass over its slots for amounts, one whose entry has no qualified form (`imp.theirs`,
 * `3s.neg`, `3s.other`) skips finding its qualifier, and one whose templates never print the card's name or this
 * card's pronoun skips the search of its template's slots for them. Forms an entry lacks are never picked, so leaving
 * them out of the wanted forms picks the same one.
 */
const amountFormsTrait = 1;
const perFormsTrait = 2;
const namesCardTrait = 4;
const qualifiedFormsTrait = 8;
const namesPronounTrait = 16;

/** The traits by name, for tests and tools (the hot paths test the constants above: a load from this object would cost more). */
export const entryTrait = {
  /** A form an amount selects: `.per`, `.equal-to`, `.up-to-per`. */
  amountForms: amountFormsTrait,
  /** A `.per` form. */
  perForms: perFormsTrait,
  /** A template printing `{cardName}` or `{fullName}`. */
  namesCard: namesCardTrait,
  /** A form with any other qualifier (`imp.theirs`, `3s.neg`, `may.this`). */
  qualifiedForms: qualifiedFormsTrait,
  /** A template printing `{thisPronoun}`. */
  namesPronoun: namesPronounTrait,
} as const;

/** The suffixes of the forms an amount selects (`withAmountForms`). */
const amountSuffixes: readonly string[] = [".per", ".equal-to", ".up-to-per"];

/** The traits of each entry of a lexicon family (`entryTrait` flags), by id; an entry without any is left out. */
export function entryTraits(family: Readonly<Record<string, Forms>>): ReadonlyMap<string, number> {
  const out = new Map<string, number>();
  for (const [id, forms] of Object.entries(family)) {
    let traits = 0;
    const texts = typeof forms === "string" ? [forms] : Object.values(forms);
    if (typeof forms !== "string") {
      for (const key of Object.keys(forms)) {
        // The form's name without its era suffix (`imp.per@set<=3`), then without the suffix an amount selects.
        let form = key.split("@")[0] ?? key;
        for (const suffix of amountSuffixes) {
          if (!form.endsWith(suffix)) continue;
          traits |= amountFormsTrait | (suffix === ".per" ? perFormsTrait : 0);
          form = form.slice(0, -suffix.length);
        }
        // Any other qualifier (`3s.neg`, `3s.neg.per`).
        if (form.includes(".")) traits |= qualifiedFormsTrait;
      }
    }
    for (const text of texts) {
      const c = compileTemplate(text);
      if (templateHasSlot(c, "cardName") || templateHasSlot(c, "fullName")) traits |= namesCardTrait;
      if (templateHasSlot(c, "thisPronoun")) traits |= namesPronounTrait;
    }
    if (traits !== 0) out.set(id, traits);
  }
  return out;
}

/** The selector without its `here` filter, or null when it has none ("a character here quests" → "a character quests while here"). */
export function withoutHere(sel: Selector): Selector | null {
  if (sel.form !== "general" || !sel.postfixes.some((p) => p.id === "here")) return null;
  return generalSelectorWith(sel, { postfixes: kept(sel.postfixes, (p) => p.id !== "here") });
}

/** A `that` selector standing for an antecedent (rendered as a pronoun in the slot's case). */
export function thatSelector(at: Selector): Selector {
  return fixedSelector("that", {}, at.range);
}

/** The filter with that id among a selector's prefixes or postfixes, if any. */
export function findFilter(filters: readonly FilterUse[], id: string): FilterUse | undefined {
  for (let k = 0; k < filters.length; k++) {
    const f = filters[k];
    if (f !== undefined && f.id === id) return f;
  }
  return undefined;
}

/** Whether an args record has no entry (without the list `Object.keys` builds). */
function noArgs(args: Readonly<Record<string, unknown>>): boolean {
  for (const _ in args) return false;
  return true;
}

/** "another character" as an event's target, which may be said with a pronoun (French "en défie un autre"): forms `3s.other`. */
function anyOther(target: SlotValue | undefined): boolean {
  return target !== undefined && target.kind === "selector" && target.form === "general" && target.determiner.kind === "any" && findFilter(target.prefixes, "other") !== undefined;
}

/** Two AST nodes with the same content (source positions aside). */
export function sameNode(a: unknown, b: unknown): boolean {
  return a === b || sameJson(a, b);
}

const stripRange = (k: string, v: unknown): unknown => (k === "range" ? undefined : v);

/**
 * `JSON.stringify(a, stripRange) === JSON.stringify(b, stripRange)` without building the two
 * strings: plain objects and arrays are walked (keys in order, `range` and undefined values
 * left out, as JSON leaves them out); anything else is compared by its JSON text.
 */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b && typeof a !== "number") return true;
  // Two different strings, or two different booleans, have different JSON texts.
  if ((typeof a === "string" && typeof b === "string") || (typeof a === "boolean" && typeof b === "boolean")) return false;
  // Numbers print as themselves when finite (0 and -0 both as "0") and as null otherwise.
  if (typeof a === "number" && typeof b === "number") return Number.isFinite(a) && Number.isFinite(b) ? a === b : !Number.isFinite(a) && !Number.isFinite(b);
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return JSON.stringify(a, stripRange) === JSON.stringify(b, stripRange);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i] ?? null, b[i] ?? null)) return false;
    return true;
  }
  if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return JSON.stringify(a, stripRange) === JSON.stringify(b, stripRange);
  const ka = jsonKeys(a);
  const kb = jsonKeys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i];
    if (k === undefined || k !== kb[i] || !sameJson(Reflect.get(a, k), Reflect.get(b, k))) return false;
  }
  return true;
}

/** The keys JSON.stringify writes for a plain object: own enumerable string keys, without `range` and those whose value is undefined or a function. */
function jsonKeys(o: object): string[] {
  const out: string[] = [];
  for (const k of Object.keys(o)) {
    const v: unknown = Reflect.get(o, k);
    if (k !== "range" && v !== undefined && typeof v !== "function" && typeof v !== "symbol") out.push(k);
  }
  return out;
}

/** Text ending like a sentence: `.` `:` `)` `!` `?`, maybe followed by a closing quote with spaces before it (what `/[.:)!?]\s*["»“”]?$/` matches, without a regular expression per sentence). */
function endsSentence(text: string): boolean {
  let i = text.length - 1;
  let c = charCode(text, i);
  // " » “ ”, and the space French puts inside "« … »"
  if (c === 34 || c === 0xbb || c === 0x201c || c === 0x201d) {
    c = charCode(text, --i);
    while (c === 32 || c === 0xa0 || c === 0x202f) c = charCode(text, --i);
  }
  return c === 46 || c === 58 || c === 41 || c === 33 || c === 63;
}

/**
 * A script's translation in `lang`, if it gives one. Read by name per language, not as
 * `translations[lang]`: a keyed load that meets three different keys is megamorphic at its site,
 * while `.fr`, `.de`, `.it` each meet the few shapes translations come in.
 */
export function translation(translations: Readonly<Partial<Record<"fr" | "de" | "it", string>>> | undefined, lang: Language): string | undefined {
  if (translations === undefined) return undefined;
  return lang === "fr" ? translations.fr : lang === "de" ? translations.de : lang === "it" ? translations.it : undefined;
}

/** A name given per language, in `lang` (the English where the script gives no translation). */
export function inLanguage(text: LocalizedText, lang: Language): string {
  return translation(text.translations, lang) ?? text.en;
}

export class MissingTemplateError extends Error {}

/** Wanted-form lists the realisers share (constants: a list built per call is an allocation per lookup). */
export { defaultForm };
export const eachForms: readonly string[] = ["each", "default"];
export const sgForms: readonly string[] = ["sg", "default"];
export const plForms: readonly string[] = ["pl", "default"];


export abstract class Realiser {
  /**
   * Every template family's entries with their forms compiled once (`formTableOf`): one lookup finds an entry's forms.
   * One field per family, found by `entryTable`'s switch on the family's name (comparisons of interned texts), not by a
   * lookup in a Map of families.
   */
  private readonly phraseTable: ReadonlyMap<string, FormTable>;
  private readonly effectTable: ReadonlyMap<string, FormTable>;
  private readonly predicateTable: ReadonlyMap<string, FormTable>;
  private readonly eventTable: ReadonlyMap<string, FormTable>;
  private readonly fixedSelectorTable: ReadonlyMap<string, FormTable>;
  private readonly prefixFilterTable: ReadonlyMap<string, FormTable>;
  private readonly postfixFilterTable: ReadonlyMap<string, FormTable>;
  private readonly conditionTable: ReadonlyMap<string, FormTable>;
  private readonly durationTable: ReadonlyMap<string, FormTable>;
  private readonly costTable: ReadonlyMap<string, FormTable>;
  private readonly restrictionTable: ReadonlyMap<string, FormTable>;
  private readonly nounTable: ReadonlyMap<string, FormTable>;
  /** The fixed selectors that are one text without slots ("you", "vous", "quel giocatore"), by id (`plainTexts`): a noun phrase reads one with a lookup, not a form and a fill. */
  protected readonly plainFixed: ReadonlyMap<string, string>;
  /** The traits of effects, predicates and events (`entryTraits`), by id. */
  private readonly effectTraits: ReadonlyMap<string, number>;
  private readonly predicateTraits: ReadonlyMap<string, number>;
  private readonly eventTraits: ReadonlyMap<string, number>;

  /**
   * The terms the selector nouns print as, by noun id, in the `default` and the `each` forms: one lookup where a form
   * and then a term were two. Built from the lexicon alone; a noun with era variants is left out and read per card's
   * set (`nounTerm`).
   */
  private readonly nounTerms: ReadonlyMap<string, Term>;
  private readonly eachNounTerms: ReadonlyMap<string, Term>;

  /** The lexicon's terms, classifications and keywords as maps: a keyed load on a large JSON object with many keys is megamorphic at its site. */
  private readonly terms: ReadonlyMap<string, Term>;
  private readonly classifications: ReadonlyMap<string, Term>;
  private readonly keywords: ReadonlyMap<string, KeywordText>;

  constructor(readonly lex: Lexicon) {
    this.terms = new Map(Object.entries(lex.terms));
    this.classifications = new Map(Object.entries(lex.classifications));
    this.keywords = new Map(Object.entries(lex.keywords));
    const plain = new Map<string, Term>();
    const each = new Map<string, Term>();
    for (const [id, forms] of Object.entries(lex.nouns)) {
      if (hasEraVariants(forms)) continue;
      const t = this.findTerm(pickForm(forms, defaultForm, 0) ?? "");
      const e = this.findTerm(pickForm(forms, eachForms, 0) ?? "");
      if (t !== undefined) plain.set(id, t);
      if (e !== undefined) each.set(id, e);
    }
    this.nounTerms = plain;
    this.eachNounTerms = each;
    // Keywords are not forms (their name, reminder and value are read where they are printed).
    const compile = (family: Exclude<TemplateFamily, "keywords"> | "phrases"): ReadonlyMap<string, FormTable> => {
      const out = new Map<string, FormTable>();
      for (const [id, forms] of Object.entries(lex[family])) out.set(id, formTableOf(forms));
      return out;
    };
    this.phraseTable = compile("phrases");
    this.effectTable = compile("effects");
    this.predicateTable = compile("predicates");
    this.eventTable = compile("events");
    this.fixedSelectorTable = compile("fixedSelectors");
    this.prefixFilterTable = compile("prefixFilters");
    this.postfixFilterTable = compile("postfixFilters");
    this.conditionTable = compile("conditions");
    this.durationTable = compile("durations");
    this.costTable = compile("costs");
    this.restrictionTable = compile("restrictions");
    this.nounTable = compile("nouns");
    this.plainFixed = plainTexts(lex.fixedSelectors);
    this.effectTraits = entryTraits(lex.effects);
    this.predicateTraits = entryTraits(lex.predicates);
    this.eventTraits = entryTraits(lex.events);
  }

  // ── lexicon access ──────────────────────────────────────────────────────
  /**
   * The wanted form of an entry. One function for every language (German's verb second is the `predicateForm` hook):
   * its many callers' compiled code then calls it without a dispatch by language.
   */
  protected form(family: TemplateFamily | "phrases", id: string, wanted: readonly string[], ctx: Ctx): string {
    const text = this.formOf(this.entryTable(family, id), family, id, wanted, ctx);
    return family === "predicates" ? this.predicateForm(text, id, wanted, ctx) : text;
  }
  /** A predicate's form as `form` picked it (German: "kann {subject} …" after a fronted clause). */
  protected predicateForm(text: string, _id: string, _wanted: readonly string[], _ctx: Ctx): string {
    return text;
  }
  /** The wanted form of an entry's compiled table; a missing entry or form is a MissingTemplateError. */
  private formOf(t: FormTable | undefined, family: TemplateFamily | "phrases", id: string, wanted: readonly string[], ctx: Ctx): string {
    if (t === undefined) throw new MissingTemplateError(`${this.lex.language}: no ${family} template for "${id}"`);
    const f = pickFrom(t, wanted, ctx.set);
    if (f === undefined) throw new MissingTemplateError(`${this.lex.language}: ${family} "${id}" has no form ${wanted.join("/")}`);
    return f;
  }
  /** A form of an entry, or undefined where the lexicon has no such entry or form (a wording a language may leave out). */
  protected optionalForm(family: TemplateFamily | "phrases", id: string, wanted: readonly string[], ctx: Ctx): string | undefined {
    const t = this.entryTable(family, id);
    return t === undefined ? undefined : pickFrom(t, wanted, ctx.set);
  }
  /** Whether the entry has that form of its own (an entry that is one plain text has none). */
  protected hasForm(family: TemplateFamily | "phrases", id: string, form: string, ctx: Ctx): boolean {
    const t = this.entryTable(family, id);
    return t !== undefined && t.only === undefined && hasFormFor(t, form, ctx.set);
  }
  /** Whether the entry has one of those forms of its own (`hasForm` of each in turn, the entry found once). */
  protected hasAnyForm(family: TemplateFamily | "phrases", id: string, forms: readonly string[], ctx: Ctx): boolean {
    const t = this.entryTable(family, id);
    if (t === undefined || t.only !== undefined) return false;
    for (let k = 0; k < forms.length; k++) if (hasFormFor(t, forms[k] ?? "", ctx.set)) return true;
    return false;
  }
  /** An entry's compiled table, by family then id. */
  private entryTable(family: TemplateFamily | "phrases", id: string): FormTable | undefined {
    return this.familyTable(family)?.get(id);
  }
  /**
   * A family's compiled table, the families in the order of how often `form` reads them over the scripted cards (effects,
   * fixed selectors, events, predicates, …: phrases are mostly read by `phrase`); none for keywords, which are not forms.
   */
  private familyTable(family: TemplateFamily | "phrases"): ReadonlyMap<string, FormTable> | undefined {
    switch (family) {
      case "effects":
        return this.effectTable;
      case "fixedSelectors":
        return this.fixedSelectorTable;
      case "events":
        return this.eventTable;
      case "predicates":
        return this.predicateTable;
      case "postfixFilters":
        return this.postfixFilterTable;
      case "durations":
        return this.durationTable;
      case "costs":
        return this.costTable;
      case "conditions":
        return this.conditionTable;
      case "prefixFilters":
        return this.prefixFilterTable;
      case "phrases":
        return this.phraseTable;
      case "restrictions":
        return this.restrictionTable;
      case "nouns":
        return this.nounTable;
      case "keywords":
        return undefined;
    }
  }
  /** Whether the lexicon has the phrase (one lookup in the compiled table). */
  protected hasPhrase(id: string): boolean {
    return this.phraseTable.has(id);
  }
  phrase(id: string, ctx: Ctx, wanted: readonly string[] = defaultForm): string {
    return this.formOf(this.phraseTable.get(id), "phrases", id, wanted, ctx);
  }
  /** The term a selector noun prints as (`nouns`, then `terms`); `each`: its form for a group ("Orte und Charaktere"). */
  protected nounTerm(noun: string, each: boolean, ctx: Ctx): Term {
    return (each ? this.eachNounTerms : this.nounTerms).get(noun) ?? this.term(this.form("nouns", noun, each ? eachForms : defaultForm, ctx));
  }

  term(id: string): Term {
    const t = this.terms.get(id);
    if (t === undefined) throw new MissingTemplateError(`${this.lex.language}: no term "${id}"`);
    return t;
  }
  /** A lexicon term, or undefined where the lexicon has none (`term` throws instead). */
  protected findTerm(id: string): Term | undefined {
    return this.terms.get(id);
  }
  classification(name: string): Term {
    return this.classifications.get(name) ?? makeTerm(name, name);
  }
  /** A classification's term as the lexicon gives it, or undefined where it has none (`classification` prints the English instead). */
  protected findClassification(name: string): Term | undefined {
    return this.classifications.get(name);
  }

  // ── abilities ───────────────────────────────────────────────────────────
  newCtx(card: Card): Ctx {
    return { card, set: Number.parseInt(card.id.set, 10) || 0, antecedent: null, replaced: null, thisIsCard: false, triggerLeftPlay: false, triggerEvent: null, looked: null, thatNoun: null, thatEachOwn: null, restIsOther: false, sameActor: null, thisWasTriggerSubject: false, thisNamed: false, inverted: false, insteadPending: false, inStatic: false, target: null, place: "triggered", duringInSubject: false, duringOpponents: false, thatAll: false, afterEach: null, otherCharacterNamed: false };
  }

  abilityText(ability: Ability, card: Card): string {
    const ctx = this.newCtx(card);
    switch (ability.kind) {
      case "triggered":
        return this.finish(this.triggered(ability, ctx));
      case "activated":
        return this.finish(this.activated(ability, ctx));
      case "static":
        return this.finish(this.static(ability, ctx));
    }
  }

  /** An activated ability's effect as its own line prints it after the costs: left for the line's one finishing pass (`finish` of costs, separator and effect). */
  activatedEffect(ability: ActivatedAbility, card: Card): string {
    return this.activated(ability, this.newCtx(card));
  }

  bodyText(body: EffectBody, card: Card): string {
    const ctx = this.newCtx(card);
    return this.finish(this.sentences(body.statements, ctx, "imp"));
  }

  costTexts(costs: readonly CostPart[], card: Card): string[] {
    const ctx = this.newCtx(card);
    ctx.place = "cost";
    return mapped(costs, (c, i) => {
      // "Choose and discard a character card": a cost part on a chosen card has a `chosen` form where the language prints one.
      const target = targetOf(c.args)?.[1];
      const text = this.fill(this.form("costs", c.id, target !== undefined && isChosen(target) ? ["chosen", "default"] : defaultForm, ctx), c.args, ctx);
      return i === 0 || this.lex.typography.capitalizeEachCost === true ? capitalize(text) : text;
    });
  }

  /** The last pass: typography of the language. */
  finish(text: string): string {
    return tidySpaces(text);
  }

  protected triggered(ab: TriggeredAbility, ctx: Ctx): string {
    const outerLate = this.lateCondition;
    this.lateCondition = null;
    const trig = this.triggerClause(ab, ctx);
    const late = this.lateCondition;
    this.lateCondition = outerLate;
    // One pass over the triggers: whether one is this card (or any card) leaving play.
    let leaves = false;
    let thisLeaves = false;
    const triggers = ab.triggers;
    for (let i = 0; i < triggers.length; i++) {
      const t = triggers[i] as Trigger;
      if (t.kind !== "event" || (t.event !== "banished" && t.event !== "leaves-play")) continue;
      leaves = true;
      if (isThis(t.subject)) thisLeaves = true;
    }
    const fromZone = ab.from !== null;
    ctx.triggerLeftPlay = leaves || fromZone;
    const first = triggers[0];
    const firstEvent = first !== undefined && first.kind === "event" ? first : null;
    ctx.triggerEvent = triggers.length === 1 && firstEvent !== null ? firstEvent.event : null;
    ctx.thisIsCard = thisLeaves || fromZone;
    ctx.inverted = true;
    ctx.thisWasTriggerSubject = firstEvent !== null && isThis(firstEvent.subject);
    const body = this.sentences(ab.body.statements, ctx, "imp");
    const joined = this.joinTriggerAndBody(trig, body, ab, ctx);
    if (late === null || ab.condition === null) return joined;
    return this.withLateCondition(joined, late, ab, ab.condition, ctx);
  }

  /** The triggered ability with its condition after the effect (phrase `trigger-condition-late`): a function of its own, as few abilities have it. */
  private withLateCondition(joined: string, late: string, ab: TriggeredAbility, condition: Condition, ctx: Ctx): string {
    return fillTemplate(this.phrase("trigger-condition-late", ctx, [lateConditionForm(ab, condition)]), (r) => (r.name === "cond" ? late : joined.replace(/\.$/, "")));
  }

  /** "… during your turn" after the trigger, with a form by the first trigger's opener (French "Durant votre tour, la première fois que …": `first-time`). */
  private duringYourTurnAfter(text: string, ab: TriggeredAbility, ctx: Ctx): string {
    const first = ab.triggers[0];
    const phrase = this.phrase("during-your-turn-after", ctx, first !== undefined && first.kind === "event" ? [first.opener, "default"] : defaultForm);
    return fillTemplate(phrase, () => (phrase.startsWith("{x}") ? text : decapitalize(text)));
  }

  /** A phase trigger's condition printed after the effect (see `triggerClause`). */
  private lateCondition: string | null = null;

  protected joinTriggerAndBody(trigger: string, body: string, _ab: TriggeredAbility, _ctx: Ctx): string {
    return trigger + ", " + decapitalize(body);
  }

  /**
   * "During your turn, whenever this character quests, if …" (without the final comma). Its compiled code runs once
   * per triggered ability: one trigger without gate, turn, "once per turn" or condition (most abilities) is the
   * trigger's own text; what several triggers or those additions need is in functions of their own.
   */
  protected triggerClause(ab: TriggeredAbility, ctx: Ctx): string {
    const first = ab.triggers[0];
    const inSubject = ab.duringYourTurn && first !== undefined && first.kind === "event" && this.hasPhrase("during-your-turn-subject");
    ctx.duringInSubject = inSubject;
    ctx.duringOpponents = ab.duringOpponentsTurn;
    // A trigger condition written first names this character: the trigger then says "she" (6.1.13.6).
    const gate = ab.gate;
    const gateBefore = gate !== null && gate.placement === "before" ? this.condition(gate.condition, ctx) : null;
    const named = gateBefore !== null && ctx.thisNamed;
    let text = ab.triggers.length === 1 ? this.trigger(first as Trigger, ctx, 0, null, named) : this.joinedTriggers(ab, ctx, named);
    ctx.duringInSubject = false;
    ctx.duringOpponents = false;
    if (gate !== null || ab.oncePerTurn || ab.duringOpponentsTurn || ab.duringYourTurn || ab.condition !== null) text = this.triggerAdditions(text, ab, gateBefore, inSubject, ctx);
    return capitalize(text);
  }

  /** Two or more triggers (or none), joined: "When you play this character and whenever he quests". */
  private joinedTriggers(ab: TriggeredAbility, ctx: Ctx, named: boolean): string {
    // `i > 0 ?`: reading index -1 of an array is a lookup of the property "-1", which V8 does in its runtime.
    const parts = mapped(ab.triggers, (t, i) => this.trigger(t, ctx, i, i > 0 ? (ab.triggers[i - 1] ?? null) : null, named));
    // The joiner may have a form by the second trigger's opener (French set 2: "Lorsque vous jouez ce personnage ou lorsque vous l'envoyez à l'aventure" but "… et lorsqu'il quitte la zone de jeu").
    const secondOpener = ab.triggers[1]?.opener;
    // The joiner only between two triggers (one trigger's text is its own).
    return parts.length === 1 ? (parts[0] ?? "") : parts.join(` ${this.phrase(ab.joiner === "and" ? "trigger-and" : "trigger-or", ctx, secondOpener === undefined ? defaultForm : orDefault(secondOpener))} `);
  }

  /** The trigger clause's gate, "once per turn", turns and condition around the triggers' text (see `triggerClause`). */
  private triggerAdditions(triggers: string, ab: TriggeredAbility, gateBefore: string | null, inSubject: boolean, ctx: Ctx): string {
    let text = triggers;
    if (ab.gate?.placement === "after") {
      // "Whenever this character quests while at a location": a condition on the trigger's own subject drops it.
      const first = ab.triggers[0];
      const aboutThis = first?.kind === "event" && first.subject.form === "fixed" && first.subject.id === "this";
      // The phrase may have a form by the condition (French set 3 "… et qu'il se trouve sur un lieu": `after-this.here`).
      const forms = aboutThis ? [...this.conditionForms(ab.gate.condition, "after-this"), "default"] : defaultForm;
      text = `${text} ${this.phrase("trigger-while", ctx, forms)} ${this.condition(ab.gate.condition, ctx, aboutThis ? "after-this" : null)}`;
    }
    if (gateBefore !== null) text = `${this.phrase("static-while", ctx)} ${gateBefore}, ${decapitalize(text)}`;
    if (ab.oncePerTurn) text = `${this.phrase("once-per-turn", ctx)}, ${decapitalize(text)}`;
    if (ab.duringOpponentsTurn) text = `${this.phrase("during-opponents-turn-trigger", ctx)}, ${decapitalize(text)}`;
    if (ab.duringYourTurn && !inSubject) {
      // French places it after the event: "Lorsque ce personnage en bannit un autre via un défi durant votre tour".
      text = this.hasPhrase("during-your-turn-after")
        ? this.duringYourTurnAfter(text, ab, ctx)
        : `${this.phrase("during-your-turn", ctx)}, ${decapitalize(text)}`;
    }
    // "At the end of your turn, banish this character if you didn't play a song this turn" (German "…, falls …", Italian "… se …"):
    // a phase trigger's condition with a `trigger-condition-late` form by its id is printed after the effect.
    // An event trigger's condition is printed after the effect where the phrase has a form `event.<id>` (French "…, vous pouvez piocher 3 cartes si …").
    if (ab.condition !== null && ab.triggers.length === 1 && this.hasForm("phrases", "trigger-condition-late", lateConditionForm(ab, ab.condition), ctx)) {
      this.lateCondition = this.condition(ab.condition, ctx);
    } else if (ab.condition !== null) text = this.joinTriggerCondition(text, this.condition(ab.condition, ctx), ab, ctx);
    return text;
  }

  /**
   * The trigger clause or the effect of a floating triggered ability (6.2.7.1), rendered in the effect that creates
   * it: its `that` is the card the effect bound ("Whenever they challenge another character this turn").
   */
  protected floatingPart(ab: TriggeredAbility, part: "trigger" | "body", ctx: Ctx): string {
    const inner = copiedCtx(ctx);
    inner.otherCharacterNamed = false;
    if (part === "trigger") return this.triggerClause(ab, inner);
    inner.inverted = true;
    inner.thisWasTriggerSubject = false;
    return decapitalize(this.clauses(ab.body.statements, inner, "imp"));
  }

  /** "[trigger], if [condition]" (6.2.4). */
  protected joinTriggerCondition(trigger: string, condition: string, ab: TriggeredAbility, ctx: Ctx): string {
    // "At the start of your turn, if …" may word the "if" apart from an event's (German "Zu Beginn deines Zuges, wenn …" but "…, falls …"): form `after-phase`.
    return `${trigger}, ${decapitalize(this.phrase("if", ctx, ab.triggers[0]?.kind === "phase" ? ["after-phase", "default"] : defaultForm))} ${condition}`;
  }

  /** `named`: this character was named just before (by a trigger condition), so the subject `this` is a pronoun. */
  protected trigger(t: Trigger, ctx: Ctx, index: number, previous: Trigger | null = null, named = false): string {
    if (t.kind === "phase") return this.phrase(phaseKey(t.moment, t.whose), ctx);
    // "Whenever you play this character or another Seven Dwarfs character": the same event and subject again, only its object (form `object`).
    if (previous !== null && previous.kind === "event" && previous.event === t.event && sameNode(previous.subject, t.subject) && this.hasForm("events", t.event, "object", ctx)) {
      return this.fill(this.form("events", t.event, ["object"], ctx), t.args, ctx);
    }
    const aboutThis = t.subject.form === "fixed" && t.subject.id === "this";
    const joined = index > 0 || named;
    // A first opener may have a form by event, about this card (`this.<event>`: French set 1 "Si ce personnage est défié et banni").
    // A second trigger about this card may have its own form (`second-this`: French set 3 "… ou qu'il est envoyé à l'aventure").
    const opener = this.phrase(t.opener, ctx, joined ? (aboutThis ? (index > 0 ? secondThisOpener : joinedThisOpener) : joinedOpener) : this.firstOpenerForms(t, aboutThis));
    const clause = opener + " " + this.eventClause(t, ctx, joined && index === 0 ? 1 : index);
    // "… and whenever he banishes another character in a challenge during your turn": this trigger alone (German: in its subject).
    return t.duringYourTurn && !this.hasPhrase("during-your-turn-subject") ? this.triggerDuringYourTurn(clause, ctx) : clause;
  }

  /** A trigger in the phrase `trigger-during-your-turn` (see `trigger`): a function of its own, as few triggers have it. */
  private triggerDuringYourTurn(clause: string, ctx: Ctx): string {
    return fillTemplate(this.phrase("trigger-during-your-turn", ctx), () => clause);
  }

  /** A first opener's wanted forms: by `openerForms`, about this card tried as `this.<form>` and `this.<event>`, then `this`; the lists without opener forms built once per event. */
  private firstOpenerForms(t: Trigger & { kind: "event" }, aboutThis: boolean): readonly string[] {
    const byOpener = this.openerForms(t);
    if (!aboutThis) return byOpener.length === 0 ? defaultForm : [...byOpener, "default"];
    if (byOpener.length > 0) return [...mapped(byOpener, (f) => dotted("this", f)), dotted("this", t.event), "this", "default"];
    let forms = thisOpenerForms.get(t.event);
    if (forms === undefined) {
      forms = [dotted("this", t.event), "this", "default"];
      thisOpenerForms.set(t.event, forms);
    }
    return forms;
  }

  /** Forms a first opener about another card may take by its event and object (French sets 1–2 "Lorsque vous jouez une chanson": `play.song`); about this card they are tried as `this.<form>` (French set 3 "Si ce personnage est banni via un défi"); none by default. */
  protected openerForms(_t: Trigger & { kind: "event" }): readonly string[] {
    return [];
  }

  /**
   * Subject and event: "you play this character", "he quests". Its compiled code runs once per event trigger: the subject's
   * tests are read once, and the rare wordings (a pronoun or the opponent whose turn it is as the subject, "during your turn"
   * in the subject, a template that names this card's pronoun) are in functions of their own.
   */
  protected eventClause(t: Trigger & { kind: "event" }, ctx: Ctx, index: number): string {
    const subj = t.subject;
    const general = subj.form === "general";
    if (general && findFilter(subj.postfixes, "here") !== undefined && this.hasPhrase("while-here")) return this.eventWhileHere(t, ctx, index);
    const aboutThis = !general && subj.id === "this";
    const aboutThat = !general && subj.id === "that";
    // "Whenever they challenge … this turn" (a floating ability about the card bound before it): the pronoun's person.
    const person = aboutThat ? this.pronounPerson(ctx) : this.personOf(subj);
    const pronoun = index > 0 && aboutThis;
    const namedBefore = ctx.thisNamed;
    // "During each opponent's turn, whenever they draw a card": the opponent whose turn it is (qualifier `turn-opponent`).
    const turnOpponent = general && ctx.duringOpponents && subj.noun === "opponent";
    let subject = pronoun || turnOpponent ? this.eventPronounSubject(pronoun, ctx) : this.np(subj, "nom", ctx);
    if ((index === 0 && ctx.duringInSubject) || (t.duringYourTurn && this.hasPhrase("during-your-turn-subject"))) subject = this.duringYourTurnSubject(subject, ctx);
    // An event written without its object may have a `bare` form ("Whenever you discard a card").
    // After a pronoun subject (`that`), "another character" as the event's target has its own qualifier `other-that` (French "Chaque fois qu'il défie un autre personnage").
    const event = t.event;
    const traits = this.eventTraits.get(event) ?? 0;
    const qualifier = (traits & qualifiedFormsTrait) === 0 ? null : turnOpponent ? "turn-opponent" : anyOther(t.args["target"]) ? (aboutThat ? "other-that" : "other") : aboutThis ? "this" : noArgs(t.args) ? "bare" : null;
    const wanted = pronoun ? this.pronounEventForms(person, ctx) : [person, "3s"];
    // A template may name this card by its pronoun (`{thisPronoun}`: set 3's "Whenever he challenges a Hyena character, this character …"); it is then named in full next.
    const compiled = compileTemplate(this.form("events", event, qualified(wanted, qualifier), ctx));
    const namesPronoun = (traits & namesPronounTrait) !== 0 && templateHasSlot(compiled, "thisPronoun");
    if (aboutThis) ctx.thisNamed = !namesPronoun || namedBefore;
    return this.fillCompiled(compiled, t.args, ctx, namesPronoun ? { subject, thisPronoun: this.thisPronoun(ctx) } : { subject });
  }

  /** An event's subject as a pronoun (a second trigger about this card: "and whenever he quests") or the opponent whose turn it is. */
  private eventPronounSubject(pronoun: boolean, ctx: Ctx): string {
    return pronoun ? this.thisPronoun(ctx) : this.phrase("opponent-whose-turn", ctx);
  }

  /** The event's subject in the phrase `during-your-turn-subject` (German "… in deinem Zug"). */
  private duringYourTurnSubject(subject: string, ctx: Ctx): string {
    return fillTemplate(this.phrase("during-your-turn-subject", ctx), () => subject);
  }

  /** The forms of an event with this card's pronoun as its subject: the pronoun's own first (French set 1 "ou qu'elle est envoyée à l'aventure": `pro.she`). */
  private pronounEventForms(person: string, ctx: Ctx): readonly string[] {
    return ctx.card.pronoun !== null ? [dotted("pro", ctx.card.pronoun), "pro", person, "3s"] : ["pro", person, "3s"];
  }

  /** "Whenever a character of yours quests while here": the event of the subject without `here`, in the phrase `while-here`. */
  private eventWhileHere(t: Trigger & { kind: "event" }, ctx: Ctx, index: number): string {
    const here = withoutHere(t.subject) as Selector;
    return fillTemplate(this.phrase("while-here", ctx, [this.personOf(here), "default"]), () => this.eventClause(eventWith(t, { subject: here }), ctx, index));
  }

  /** The noun for "this" in a card's own text: "card" out of play, a song reads as an action. */
  protected thisKind(ctx: Ctx): string {
    return ctx.thisIsCard ? "card" : ctx.card.cardType === "song" ? "action" : ctx.card.cardType;
  }

  /** "he" in "When you play this character and whenever he quests": the card's pronoun, else the lexicon's. */
  protected thisPronoun(ctx: Ctx): string {
    return this.phrase("pronoun-this", ctx, ctx.card.pronoun === null ? defaultForm : orDefault(ctx.card.pronoun));
  }

  protected activated(ab: ActivatedAbility, ctx: Ctx): string {
    const statements = ab.body.statements;
    if (!ab.oncePerTurn || statements.length === 0) return this.sentences(statements, ctx, "imp");
    return this.oncePerTurnPaid(ab, ctx);
  }

  /**
   * "Once per turn, you may pay 2 {I} to reveal the top card of your deck. If it's …": the phrase `once-per-turn-paid`
   * with {cost} and the first step as the purpose ({x}, mood "zu").
   */
  private oncePerTurnPaid(ab: ActivatedAbility, ctx: Ctx): string {
    const [first, ...rest] = ab.body.statements;
    const costs = joinMapped(this.costTexts(ab.costs, ctx.card), (c) => c.charAt(0).toLowerCase() + c.slice(1), ", ");
    const head = fillTemplate(this.phrase("once-per-turn-paid", ctx), (r) => (r.name === "cost" ? costs : this.clause(first as Statement, ctx, "zu")));
    return rest.length === 0 ? head : `${capitalize(head)}. ${this.sentences(rest, ctx, "imp")}`;
  }

  /** True where a static's condition is realised before its statements ("While this character is at a location, he gets +1 {L}": the condition names this character first). */
  protected readonly staticConditionFirst: boolean = false;

  protected static(ab: StaticAbility, ctx: Ctx): string {
    const dc = ab.condition;
    // A static without a condition (most): its statements alone. Its compiled code runs once per static ability.
    if (dc === null) {
      ctx.inStatic = true;
      ctx.place = "static-none";
      return this.sentences(ab.statements, ctx, "3s", true);
    }
    if (dc.condition !== null && (dc.mode === "during-your-turn" || dc.mode === "during-opponents-turn")) return this.staticDuringIf(ab, dc.mode, dc.condition, ctx);
    ctx.inStatic = true;
    ctx.place = dashed("static", ab.condition?.mode ?? "none");
    const c = ab.condition;
    let lead = "";
    let cond = "";
    let mode: string = c?.mode ?? "none";
    const leadText = (): void => {
      if (c === null) return;
      if (c.condition === null) {
        // A form by the first statement's predicate (French set 1 "À chaque tour, vous pouvez placer une carte supplémentaire …").
        const first = ab.statements[0];
        lead = this.phrase(c.mode, ctx, [...(first !== undefined && first.kind === "predicate" ? [first.predicate] : []), "default"]);
        return;
      }
      // "Unless this character is damaged" printed as "While this character has no damage": a condition's `neg` form.
      if (c.mode === "unless" && this.conditionHasForm(c.condition, "neg", ctx)) {
        mode = "while";
        cond = this.condition(c.condition, ctx, "neg");
      } else cond = this.condition(c.condition, ctx);
      lead = `${this.phrase(dashed("static", mode), ctx)} ${cond}`;
    };
    // "This character can't challenge or quest unless it is at a location": a condition printed after the statements is realised after them.
    const printedAfter = c !== null && c.condition !== null && !(c.mode === "unless" && this.conditionHasForm(c.condition, "neg", ctx)) && this.hasPhrase(dashed(dashed("static", c.mode), "after")) && ab.statements.length <= 2;
    if (this.staticConditionFirst && !printedAfter) leadText();
    const text = this.sentences(ab.statements, ctx, "3s", true);
    if (this.staticConditionFirst && printedAfter) leadText();
    if (c === null) return text;
    if (!this.staticConditionFirst) leadText();
    // "This character can't quest unless you have …": the condition after the statements (phrase `static-unless-after`).
    const after = dashed(dashed("static", mode), "after");
    if (c.condition !== null && this.hasPhrase(after) && /^[^.]*\.$/.test(text)) {
      return fillTemplate(this.optionalForm("phrases", after, defaultForm, ctx) ?? "", (r) => (r.name === "cond" ? cond : text.replace(/\.$/, "")));
    }
    return this.joinStaticCondition(capitalize(lead), text, ctx);
  }

  /**
   * "During your turn, if no other character has quested this turn, this character gets +3 {L}" (6.4.4): the turn
   * and an `if` together. Phrase `static-during-if` places the turn (`{turn}`), the condition (`{cond}`) and the
   * statements (`{x}`); a form by condition id where a card orders them otherwise ("… for free if …").
   */
  protected staticDuringIf(ab: StaticAbility, mode: "during-your-turn" | "during-opponents-turn", condition: Condition, ctx: Ctx): string {
    ctx.inStatic = true;
    ctx.inverted = true;
    ctx.place = dashed("static", mode);
    const template = this.phrase("static-during-if", ctx, [condition.id, "default"]);
    const condFirst = template.indexOf("{cond}") < template.indexOf("{x}");
    const cond = condFirst ? this.condition(condition, ctx) : "";
    const text = this.sentences(ab.statements, ctx, "3s", true).replace(/\.$/, "");
    const late = condFirst ? cond : this.condition(condition, ctx);
    return capitalize(fillTemplate(template, (r) => (r.name === "turn" ? this.phrase(mode, ctx) : r.name === "cond" ? late : decapitalize(text)))) + ".";
  }

  protected joinStaticCondition(lead: string, text: string, _ctx: Ctx): string {
    return `${lead}, ${decapitalize(text)}`;
  }

  // ── statements ──────────────────────────────────────────────────────────
  /** Renders statements as sentences ("Draw a card. Chosen character gets +1 {S} this turn."). */
  sentences(stmts: readonly Statement[], ctx: Ctx, mood: Mood, isStatic = false): string {
    // The sentences joined by spaces as they come (a list joined at the end is copied once more).
    // One pass whose common case (a step with no step joined after it) skips the joins in one test:
    // its compiled code runs once per statement, so its length on that path is what it costs.
    let out = "";
    let count = 0;
    let held = "";
    const n = stmts.length;
    for (let i = 0; i < n; i++) {
      const s = stmts[i];
      if (s === undefined) continue;
      // A `then` step starts a sentence of its own: it is never joined to the step before.
      const following = i + 1 < n ? stmts[i + 1] : undefined;
      const next = following === undefined || following.thenStep === true ? undefined : following;
      const kind = s.kind;
      // The merged clause is realised before the statement alone (which would mark this character as already named).
      if (next !== undefined && kind === "predicate" && next.kind === "predicate") {
        const merged = this.mergedPredicates(s, next, ctx);
        if (merged !== null) {
          out += (count++ === 0 ? "" : " ") + this.mergedSentence(s, next, merged, ctx);
          i++;
          continue;
        }
      }
      // One call of the lone sentence (its compiled code, inlined, then lies once in this function's).
      let text = this.ownSentence(stmts, i, s, ctx, mood, isStatic);
      let holds = false;
      if (next !== undefined) {
        const joinWord = this.joinsWithAnd(s, next, ctx);
        const alsoTarget = this.alsoTarget(s, next);
        if (alsoTarget !== null) {
          // "Exert chosen opposing character and all other opposing characters with the same name."
          // A language may leave out "other" there (form `…-no-other`: French "ainsi que tous les personnages adverses du même nom").
          text = this.joinedAlsoTarget(text, alsoTarget, ctx);
          i++;
        } else if (joinWord !== "") {
          // The steps joined: `i` moves on to the last of them.
          [text, i] = this.joinedAnd(stmts, i, s, next, joinWord, text, ctx, mood);
        } else if (this.joinsWithThen(s, next, ctx)) {
          text = this.joinedThen(s, next, text, ctx, mood);
          i++;
        }
        // "They gain Rush. At the end of the turn, banish them. (They can challenge …)": a delayed step right after
        // keeps the granted keyword's reminder after it.
        // So does an `if` about the same chosen card: "Chosen character gains Resist +2 …. If a Hero character is chosen, they may also … (Damage dealt to them is reduced by 2.)"
        const nextKind = next.kind;
        holds = i + 1 < n && ((nextKind === "do" && next.verb === "delayed") || (nextKind === "if" && next.otherwise === null && this.refersToChosen(next.condition, ctx)));
      }
      if (s.thenStep === true) text = this.thenLead(s, text, ctx);
      ctx.inverted = false;
      // Only a granted keyword has a reminder: the other statements do not call for it.
      const reminder = kind === "predicate" && s.predicate === "gains-keyword" ? held + this.grantedReminder(s, ctx) : held;
      const sentence = capitalize(text) + (endsSentence(text) || contains(text, "\n") ? "" : ".");
      if (holds) {
        held = reminder;
        out += (count++ === 0 ? "" : " ") + sentence;
      } else {
        held = "";
        out += (count++ === 0 ? "" : " ") + (sentence + reminder);
      }
    }
    return out;
  }

  /** "Chosen character gains Challenger +2 and Resist +2 this turn. (They get +2 {S} while challenging. Damage dealt to them is reduced by 2.)" */
  private mergedSentence(s: PredicateStatement, next: PredicateStatement, merged: string, ctx: Ctx): string {
    ctx.inverted = false;
    const first = this.grantedReminder(s, ctx, "first");
    const second = this.grantedReminder(next, ctx, "second");
    const reminders = first === "" ? (second === "" ? "" : second.slice(2, -1)) : second === "" ? first.slice(2, -1) : `${first.slice(2, -1)} ${second.slice(2, -1)}`;
    return capitalize(this.thenLead(s, merged, ctx)) + "." + (reminders === "" ? "" : ` (${reminders})`);
  }

  /** The second target joined to the first clause (`join-also-target`; its closure kept out of `sentences`, whose parameters then stay out of a context). */
  private joinedAlsoTarget(first: string, alsoTarget: GeneralSelector, ctx: Ctx): string {
    return fillTemplate(this.phrase("join-also-target", ctx), (r) => {
      if (r.name === "a") return first;
      const form = r.form ?? "default";
      if (!form.endsWith("no-other")) return this.np(alsoTarget, form, ctx);
      const rest = form.slice(0, -"no-other".length).replace(/-$/, "");
      return this.np(generalSelectorWith(alsoTarget, { prefixes: kept(alsoTarget.prefixes, (p) => p.id !== "other") }), rest === "" ? "default" : rest, ctx);
    });
  }

  /** A statement's own sentence, `ctx.afterEach` naming the verb of a step each of several other players took right before. */
  private ownSentence(stmts: readonly Statement[], i: number, s: Statement, ctx: Ctx, mood: Mood, isStatic: boolean): string {
    const before = i > 0 ? stmts[i - 1] : undefined;
    if (before === undefined) {
      ctx.afterEach = null;
      return this.statementSentence(s, ctx, mood, isStatic, null);
    }
    ctx.afterEach = before.kind === "do" && before.actor !== null && before.actor.form === "general" && analyse(before.actor).each ? before.verb : null;
    const text = this.statementSentence(s, ctx, mood, isStatic, before);
    ctx.afterEach = null;
    return text;
  }

  /**
   * "Put one on the top of your deck and the other on the bottom."; a third step may join the second the same way
   * (French set 3 "Regardez …, ajoutez-en 1 à votre main et placez l'autre …"), a `then` step never.
   * Returns the text and the index of the last step joined.
   */
  private joinedAnd(stmts: readonly Statement[], at: number, s: Statement, next: Statement, joinWord: string, first: string, ctx: Ctx, mood: Mood): [text: string, last: number] {
    let text = first;
    let i = at;
    for (let cur: Statement = s, after: Statement | undefined = next, word = joinWord; after !== undefined && word !== ""; ) {
      ctx.restIsOther = ctx.looked === 2;
      // After "you may look at …" the joined step is under the same "may" (Italian "puoi guardare … e rimetterle").
      ctx.sameActor = cur.kind === "do" ? cur.actor : null;
      ctx.thatAll = this.allThenThat(cur, after);
      const joined = this.clause(after, ctx, cur.kind === "do" && cur.may ? "inf" : mood);
      ctx.restIsOther = false;
      ctx.sameActor = null;
      ctx.thatAll = false;
      const before = text;
      text = fillTemplate(word, (r) => (r.name === "a" ? before : joined));
      i++;
      cur = after;
      after = stmts[i + 1]?.thenStep === true ? undefined : stmts[i + 1];
      word = after === undefined ? "" : this.joinsWithAnd(cur, after, ctx);
    }
    return [text, i];
  }

  /** "Draw 2 cards, then choose and discard a card": the second step joined by `then-join`. */
  private joinedThen(s: Statement, next: Statement, first: string, ctx: Ctx, mood: Mood): string {
    const second = next.kind === "if-you-do" ? this.clauses(next.then, ctx, "imp") : this.clause(next, ctx, mood);
    // A form named by the first step's verb: Italian "Nomina una carta, dopodiché rivela …".
    const itsPlayer = next.kind === "do" && next.actor !== null && next.actor.form === "fixed" && next.actor.id === "its-player";
    // Forms by both verbs first ("Draw a card. Then, choose …": `draw.shuffle-into-deck`); a new sentence starts with a capital.
    const join = this.phrase("then-join", ctx, s.kind === "do" ? [...(itsPlayer ? [dotted(s.verb, "its-player")] : []), ...(next.kind === "do" ? [dotted(s.verb, next.verb)] : []), s.verb, "default"] : defaultForm);
    return fillTemplate(join, (r) => (r.name === "a" ? first : join.includes(". {b}") ? capitalize(second) : second));
  }

  /**
   * A `then` step's sentence: the phrase `then` around the clause ("Then remove up to 2 damage …", Italian "Poi …");
   * a template with `{verb}` and `{rest}` places the word after the clause's first word (German "Entferne danach …").
   */
  protected thenLead(s: Statement, text: string, ctx: Ctx): string {
    if (s.thenStep !== true) return text;
    const template = this.phrase("then", ctx);
    const space = text.indexOf(" ");
    return fillTemplate(template, (r) => (r.name === "verb" ? text.slice(0, space < 0 ? text.length : space) : r.name === "rest" ? (space < 0 ? "" : text.slice(space + 1)) : decapitalize(text)));
  }

  /**
   * Two steps on looked-at cards printed as one sentence (the phrase's template, else ""):
   * `join-one-other` "Put one on the top of your deck and the other on the bottom" (one of two
   * looked-at cards, then the rest), `join-put-back` "look at the top 3 cards of your deck and
   * put them back in any order" (a look then all of them back on top; an empty phrase keeps two sentences).
   */
  protected joinsWithAnd(s: Statement, next: Statement, ctx: Ctx): string {
    // "chosen opposing character gets -4 {S} this turn and chosen character gets +4 {S} this turn": the same stat change
    // on two chosen cards, for the same time (`join-chosen-pair`).
    if (s.kind === "predicate" && next.kind === "predicate") {
      const pair = s.predicate === "gets-stat" && next.predicate === "gets-stat" && !s.may && !next.may && isChosen(s.subject) && isChosen(next.subject) && !sameNode(s.subject, next.subject);
      return pair && (s.duration?.id ?? null) === (next.duration?.id ?? null) && this.hasPhrase("join-chosen-pair") ? this.phrase("join-chosen-pair", ctx) : "";
    }
    if (s.kind !== "do" || next.kind !== "do" || next.may) return "";
    // "Chosen opponent reveals their hand and discards a song card of your choice": the same player twice.
    // "Each player discards their hand and draws 7 cards": the same unchosen players twice.
    // Asked only where it is used: `sameNode` of a null actor with another falls back to JSON texts.
    const again = s.actor !== null && !s.may && next.actor !== null && ((next.actor.form === "fixed" && next.actor.id === "that-player") || (sameNode(s.actor, next.actor) && !isChosen(next.actor)));
    if (again && this.hasPhrase("join-same-actor")) return this.phrase("join-same-actor", ctx);
    // Set 1: "you gain 2 lore and each opponent loses 2 lore" (`join-actor`, an empty phrase keeps two sentences).
    if (s.actor === null && !s.may && next.actor !== null && next.actor.form === "general" && this.hasPhrase("join-actor")) {
      const p = this.phrase("join-actor", ctx);
      if (p !== "") return p;
    }
    if (next.actor !== null || s.actor !== null) return "";
    const nt = targetOf(next.args)?.[1];
    if (nt === undefined || nt.form !== "fixed") return "";
    // "Ready all your characters and deal 1 damage to each of them": a step on all of a group, then one on that group (`join-all-that`, a form by the second verb).
    if (this.allThenThat(s, next) && this.hasForm("phrases", "join-all-that", next.verb, ctx)) return this.phrase("join-all-that", ctx, [next.verb]);
    const anyOrder = next.args["anyOrder"];
    if (nt.id === "rest" && ctx.looked === 2 && !s.may && !(anyOrder?.kind === "flag" && anyOrder.value) && this.hasPhrase("join-one-other")) {
      const st = targetOf(s.args)?.[1];
      // Forms by both steps' verbs, then the second's: English "… into your hand and the other on the bottom of your deck" names the deck once.
      if (st !== undefined && st.form === "general" && analyse(st).zone === "among" && analyse(st).count === 1) return this.phrase("join-one-other", ctx, [dotted(s.verb, next.verb), next.verb, "default"]);
    }
    // Two steps one language prints as one sentence (`join-steps`, a form by both verbs): French "…, révélez-le, mélangez votre deck puis …".
    const steps = dotted(s.verb, next.verb);
    if (this.hasForm("phrases", "join-steps", steps, ctx)) return this.phrase("join-steps", ctx, [steps]);
    const position = next.args["position"];
    if (s.verb === "look-at-top" && nt.id === "those" && next.verb === "put-on-deck" && position?.kind === "choice" && position.value === "top" && this.hasPhrase("join-put-back")) {
      // A `may` form after an optional look (French "vous pouvez regarder …, puis les remettre …"); an empty text keeps two sentences.
      const p = this.phrase("join-put-back", ctx, s.may ? ["may", "default"] : defaultForm);
      if (p !== "") return p;
    }
    return "";
  }

  /** A step on `all` of a group (no `may`, no other player), then a step of yours on `that` group. */
  protected allThenThat(s: Statement, next: Statement): boolean {
    if (s.kind !== "do" || next.kind !== "do" || s.may || next.may || s.actor !== null || next.actor !== null) return false;
    const first = targetOf(s.args)?.[1];
    const second = targetOf(next.args)?.[1];
    return first !== undefined && first.form === "general" && first.determiner.kind === "all" && second !== undefined && second.form === "fixed" && second.id === "that";
  }

  /**
   * The target of a step that repeats the step before on more cards described from the first one's ("exert chosen
   * character" then "exert all other … with same name as that"): printed once, the second target joined to the first
   * clause (`join-also-target`), else null.
   */
  protected alsoTarget(s: Statement, next: Statement): GeneralSelector | null {
    if (s.kind !== "do" || next.kind !== "do" || s.verb !== next.verb || s.actor !== null || next.actor !== null || s.may || next.may) return null;
    const first = targetOf(s.args);
    const second = targetOf(next.args);
    const target = second?.[1];
    if (first === null || second === null || first[0] !== second[0] || target === undefined || target.form !== "general") return null;
    if (!sameNode(argsWithout(s.args, first[0]), argsWithout(next.args, first[0]))) return null;
    // A loop, not a closure: a closure would put this function's variables in a context on every call (it is asked of every step followed by another).
    for (const p of target.postfixes) {
      const of = p.args["of"];
      if (of !== undefined && of.kind === "selector" && of.form === "fixed" && of.id === "that") return target;
    }
    return null;
  }

  /** "Draw 2 cards, then choose and discard a card": a draw or naming step joined to the next plain step (when the lexicon has `then-join`). */
  protected joinsWithThen(s: Statement, next: Statement, ctx: Ctx): boolean {
    if (s.kind === "do" && s.may && s.actor === null && s.verb === "draw" && next.kind === "if-you-do" && next.then.length === 1) {
      const only = next.then[0];
      return only !== undefined && only.kind === "do" && only.verb === "discard" && this.hasPhrase("then-join");
    }
    // "Return chosen character to their player's hand, then that player discards …": a form `<verb>.its-player` of `then-join`.
    if (s.kind === "do" && !s.may && s.actor === null && next.kind === "do" && !next.may && next.actor !== null && next.actor.form === "fixed" && next.actor.id === "its-player") {
      return this.hasForm("phrases", "then-join", dotted(s.verb, "its-player"), ctx);
    }
    return (
      s.kind === "do" && !s.may && s.actor === null && (s.verb === "draw" || s.verb === "name-card") &&
      next.kind === "do" && !next.may && next.actor === null &&
      this.hasPhrase("then-join") && ctx.set > 0
    );
  }

  /** " (They get +1 {S} while challenging.)" after a statement that grants a keyword. */
  /** `merged`: the grant is the first or second of two merged into one clause (forms `first.<pl|sg>`, `second.<pl|sg>` tried first). */
  protected grantedReminder(s: Statement, ctx: Ctx, merged: "first" | "second" | null = null): string {
    if (s.kind !== "predicate" || s.predicate !== "gains-keyword") return "";
    const k = s.args["keyword"];
    if (k === undefined || k.kind !== "keyword") return "";
    const entry = this.keywords.get(k.id);
    if (entry?.reminderGranted === undefined) return "";
    // The card's own keyword line already explains it: printed cards give no second reminder.
    if (ctx.card.keywords.some((own) => own.id === k.id)) return "";
    const toThis = s.subject.form === "fixed" && s.subject.id === "this";
    const plural = this.subjectPerson(s.subject, ctx) === "3p";
    const text = this.keywordReminder(k, ctx, toThis ? "this" : plural ? "pl" : "sg", ctx.place, s.duration?.id ?? null, merged);
    return text === "" ? "" : ` (${text})`;
  }

  /** Person of the verb after the pronoun standing for `that` (English "they get"). */
  protected pronounPerson(_ctx: Ctx): Mood {
    return "3s";
  }

  protected statementSentence(s: Statement, ctx: Ctx, mood: Mood, isStatic: boolean, previous: Statement | null): string {
    // Steps and predicates (most statements) tested first and realised directly (`clause` would test their kind again).
    switch (s.kind) {
      case "do":
        return this.doClause(s, ctx, isStatic ? "3s" : mood);
      case "predicate":
        return this.predicateClause(s, ctx, isStatic ? "3s" : mood);
      case "if-you-do": {
        // A form named by the previous step's verb: English prints none after "you may look at the top card of your deck".
        const lead = this.phrase("if-you-do", ctx, previous !== null && previous.kind === "do" ? [previous.verb, "default"] : defaultForm);
        return lead === "" ? this.clauses(s.then, ctx, "imp") : `${lead}, ${this.clauses(s.then, ctx, "imp")}`;
      }
      case "if-they-dont":
        return this.ifTheyDontSentence(s, ctx, previous);
      case "instead": {
        ctx.replaced = previous;
        const text = this.instead(s, ctx);
        ctx.replaced = null;
        return text;
      }
      case "if":
        return this.ifSentence(s, ctx);
      case "choose-one":
        return this.chooseOneSentence(s, ctx);
      default:
        return this.clause(s, ctx, isStatic ? "3s" : mood);
    }
  }

  // The wordings below are apart from `statementSentence`: their closures would put its parameters in a context on every call.

  /** "For each opponent who doesn't, you gain 2 lore": the players of the optional step before. */
  private ifTheyDontSentence(s: Statement & { kind: "if-they-dont" }, ctx: Ctx, previous: Statement | null): string {
    const who = previous !== null && previous.kind === "do" && previous.actor !== null ? this.np(previous.actor, "bare", ctx) : "";
    // A form by the optional step's verb (German "Pro gegnerischer Person, die keine Karte abwirft, …"); the steps follow a fronted clause.
    const lead = this.phrase("for-each-who-doesnt", ctx, previous !== null && previous.kind === "do" ? [previous.verb, "default"] : defaultForm);
    return fillTemplate(lead, (r) => {
      if (r.name === "who") return who;
      const outer = ctx.inverted;
      ctx.inverted = true;
      const text = this.clauses(s.then, ctx, "imp");
      ctx.inverted = outer;
      return text;
    });
  }

  /**
   * "If …, …" (an `if` step), its condition first or, where the lexicon has an `if-after` form by its id, after.
   * German overrides this, not `statementSentence`: each call of that one then dispatches among fewer languages' code.
   */
  protected ifSentence(s: Statement & { kind: "if" }, ctx: Ctx): string {
    const neg = this.negatedIf(s, ctx);
    const cond = this.condition(s.condition, ctx, neg);
    ctx.thatNoun = this.thingNoun(s.condition, ctx);
    // A condition printed after its step where the lexicon has an `if-after` form by its id (French set 2 "Gagnez 1 éclat de Lore si vous avez joué une chanson durant votre tour").
    const after = s.otherwise === null && s.negated !== true ? this.optionalForm("phrases", "if-after", [s.condition.id], ctx) : undefined;
    let text =
      after !== undefined && after !== ""
        ? fillTemplate(after, (r) => (r.name === "cond" ? cond : this.clauses(s.then, ctx, "imp")))
        : `${s.negated === true && neg === null ? this.phrase("static-unless", ctx) : this.phrase("if", ctx)} ${cond}, ${this.clauses(s.then, ctx, "imp")}`;
    ctx.thatNoun = null;
    if (s.otherwise !== null) text += `. ${this.phrase("otherwise", ctx)}, ${this.clauses(s.otherwise, ctx, "imp")}`;
    return text;
  }

  /** "Choose one:" and its options, one bullet each ("you may choose one:", a `may` form of the phrase, when the lexicon has one). */
  private chooseOneSentence(s: Statement & { kind: "choose-one" }, ctx: Ctx): string {
    return `${s.may && this.hasForm("phrases", "choose-one", "may", ctx) ? this.phrase("choose-one", ctx, ["may"]) : this.phrase("choose-one", ctx)}\n${joinMapped(s.options, (o) => this.lex.typography.bullet + capitalize(this.sentences(o, ctx, "imp")), "\n")}`;
  }

  /** `unless …` as a step: "If this character has no damage, …" by the condition's `neg` form (prefix "neg"), else null ("Unless …"). */
  protected negatedIf(s: Statement & { kind: "if" }, ctx: Ctx): "neg" | null {
    return s.negated === true && this.conditionHasForm(s.condition, "neg", ctx) ? "neg" : null;
  }

  protected instead(s: Statement & { kind: "instead" }, ctx: Ctx): string {
    const chosen = this.refersToChosen(s.condition, ctx);
    const cond = this.condition(s.condition, ctx);
    ctx.insteadPending = true;
    ctx.inverted = true;
    const then = this.clauses(s.then, ctx, "imp");
    ctx.inverted = false;
    const byCost = chosen && this.costOnly(s.condition.args["what"], ctx) !== null;
    const text = fillTemplate(this.phrase("instead-sentence", ctx, byCost ? ["costs", "default"] : chosen ? ["chosen", "default"] : defaultForm), (r) => (r.name === "cond" ? cond : then));
    const out = ctx.insteadPending ? `${text} ${this.phrase("instead", ctx)}` : text;
    ctx.insteadPending = false;
    return out;
  }

  protected refersToChosen(c: Condition, ctx: Ctx): boolean {
    const subject = c.args["subject"];
    return subject !== undefined && subject.kind === "selector" && subject.form === "fixed" && subject.id === "that" && ctx.antecedent !== null && isChosen(ctx.antecedent);
  }

  /** Several statements inside one sentence, joined by "and". */
  clauses(stmts: readonly Statement[], ctx: Ctx, mood: Mood): string {
    // One step (most lists): no joining word looked up. A loop, not `joinMapped`'s closure, which would put the
    // parameters in a context on every call.
    const n = stmts.length;
    const only = n === 1 ? stmts[0] : undefined;
    if (only !== undefined) return this.clause(only, ctx, mood);
    const and = ` ${this.phrase("and", ctx)} `;
    let out = "";
    for (let k = 0; k < n; k++) {
      const s = stmts[k] as Statement;
      out = k === 0 ? this.clause(s, ctx, mood) : out + and + this.clause(s, ctx, mood);
    }
    return out;
  }

  /** One statement as a clause in the given mood. */
  clause(s: Statement, ctx: Ctx, mood: Mood): string {
    switch (s.kind) {
      case "do":
        return this.doClause(s, ctx, mood);
      case "predicate":
        return this.predicateClause(s, ctx, mood);
      case "to":
        return this.toClause(s, ctx, mood);
      case "or": {
        if (s.actor !== null) return this.chooserOr(s, s.actor, ctx);
        const m: Mood = s.may ? "inf" : mood;
        const text = this.eitherOr(s, ctx, m) ?? `${this.clauses(s.left, ctx, m)} ${this.phrase("or", ctx)} ${this.clauses(s.right, ctx, m)}`;
        return s.may ? this.may(text, ctx) : text;
      }
      default:
        return this.statementSentence(s, ctx, mood, false, null);
    }
  }

  /**
   * "Put it on either the top or the bottom of your deck": two alternatives that are the same
   * step but for one choice slot, when the effect has an `either` form (`imp.either`,
   * `inf.either`; `{other}` is the right side's choice).
   */
  protected eitherOr(s: Statement & { kind: "or" }, ctx: Ctx, mood: Mood): string | null {
    const [l, r] = [s.left[0], s.right[0]];
    if (s.left.length !== 1 || s.right.length !== 1 || l === undefined || r === undefined) return null;
    if (l.kind !== "do" || r.kind !== "do" || l.verb !== r.verb || l.actor !== null || r.actor !== null || l.may || r.may) return null;
    let differing: string | null = null;
    for (const [k, v] of Object.entries(l.args)) {
      const w = r.args[k];
      if (v.kind === "choice" && w !== undefined && w.kind === "choice" && v.value !== w.value) differing = k;
    }
    if (differing === null) return null;
    const wanted = mood === "inf" ? ["inf.either", "imp.either"] : ["imp.either"];
    if (!this.hasAnyForm("effects", l.verb, wanted, ctx)) return null;
    const other = r.args[differing];
    const otherText = other !== undefined && other.kind === "choice" ? this.phrase(dashed(dashed("choice", differing), other.value), ctx) : "";
    ctx.target = targetOf(l.args)?.[1] ?? null;
    const text = this.fill(this.form("effects", l.verb, wanted, ctx), l.args, ctx, { other: otherText });
    ctx.target = null;
    return text;
  }

  /**
   * "Each opponent chooses and discards either 2 cards or 1 action card": a choice another player makes (phrase
   * `chooses-either`). Two steps whose verbs have an `obj` form print their objects only, under the form named by
   * the verbs (`discard.discard-chosen`, then by the chooser's person and `inv` after a fronted clause); otherwise
   * the phrase's `default` joins the two steps as infinitives.
   */
  protected chooserOr(s: Statement & { kind: "or" }, actor: Selector, ctx: Ctx): string {
    const [l, r] = [s.left[0], s.right[0]];
    const objects = s.left.length === 1 && s.right.length === 1 && l?.kind === "do" && r?.kind === "do" && !l.may && !r.may && this.hasForm("effects", l.verb, "obj", ctx) && this.hasForm("effects", r.verb, "obj", ctx);
    const pair = objects && l?.kind === "do" && r?.kind === "do" ? `${l.verb}.${r.verb}` : "default";
    const person = this.personOf(actor);
    const forms = [...(ctx.inverted ? [`${pair}.${person}.inv`, `${pair}.inv`] : []), `${pair}.${person}`, pair, "default"];
    const side = (steps: readonly Statement[], one: Statement | undefined): string =>
      objects && one?.kind === "do" ? this.fill(this.form("effects", one.verb, ["obj"], ctx), one.args, ctx) : this.clauses(steps, ctx, "inf");
    return fillTemplate(this.phrase("chooses-either", ctx, forms), (ref) => (ref.name === "actor" ? this.np(actor, "nom", ctx) : ref.name === "a" ? side(s.left, l) : side(s.right, r)));
  }

  /** "you may …" around an infinitive clause (German: "darfst du …" after a fronted clause). */
  protected may(infinitiveClause: string, ctx: Ctx): string {
    return fillTemplate(this.phrase("you-may", ctx, ctx.inverted ? ["inverted", "default"] : defaultForm), () => infinitiveClause);
  }

  protected toClause(s: Statement & { kind: "to" }, ctx: Ctx, mood: Mood): string {
    const first = this.clauses(s.first, ctx, s.may ? "inf" : mood);
    const then = this.clauses(s.then, ctx, "zu");
    // A form by the first step's verb (French "vous pouvez le remélanger dans votre pioche, puis piocher 3 cartes").
    const lead = s.first[0];
    const text = fillTemplate(this.phrase("a-to-b", ctx, lead !== undefined && lead.kind === "do" ? [lead.verb, "default"] : defaultForm), (r) => (r.name === "a" ? first : then));
    return s.may ? this.may(text, ctx) : text;
  }

  protected doClause(s: Statement & { kind: "do" }, ctx: Ctx, mood: Mood): string {
    const actor = s.actor;
    if (actor !== null) return this.actorDoClause(s, actor, ctx);
    // The step's fields read once (steps come in many shapes: each read is a generic one); the rare wordings
    // below are each behind one test, so the common step runs the short path of this function's compiled code.
    const verb = s.verb;
    const args = s.args;
    const may = s.may;
    if (verb === "look-at-top") {
      const n = args["count"];
      ctx.looked = n !== undefined && n.kind === "number" ? n.value : null;
    }
    const m: Mood = may ? "inf" : mood === "3s" ? "imp" : mood;
    // "They may move to a location for free", "this character may move there for free": an optional step on `this`/`that` worded with that card as the subject (form `may.<this|that>`, no "you may").
    // The step's target, found once (its qualifier, `may.<this|that>`, `ctx.target` and the binding of `that` all read it).
    const target = targetOf(args);
    const traits = this.effectTraits.get(verb) ?? 0;
    let mayForm: string | null = null;
    if (may && target !== null && target[1].form === "fixed") {
      const mayKey = dotted("may", target[1].id);
      if (this.hasForm("effects", verb, mayKey, ctx)) mayForm = mayKey;
    }
    let forms: readonly string[] = mayForm !== null ? [mayForm] : qualified(m === "zu" ? zuForms : m === "inf" ? infForms : ctx.inverted ? impInvForms : impForms, (traits & qualifiedFormsTrait) !== 0 ? qualifierOfTarget(target, ctx) : null);
    // "Each opponent loses 2 lore. You gain 2 lore.": after a step each of several other players did, a form by its verb may name you.
    if (ctx.afterEach !== null && m === "imp") {
      const afterEach = dotted("imp", dashed("after", ctx.afterEach));
      if (this.hasForm("effects", verb, afterEach, ctx)) forms = [afterEach, ...forms];
    }
    if (ctx.insteadPending) {
      // "If they're a Hero character, remove up to 4 damage instead": an `instead` step on the replaced step's target leaves it out (form `imp-instead`).
      if (this.repeatsReplacedTarget(s, ctx) && this.hasForm("effects", verb, "imp-instead", ctx)) forms = ["imp-instead"];
      // "you may play it for free instead and it enters play exerted": a form placing {instead} itself (`inf-instead`).
      else if (this.hasForm("effects", verb, dashed(m, "instead"), ctx)) forms = [dashed(m, "instead"), ...forms];
    }
    if ((traits & amountFormsTrait) !== 0) {
      const amounts = amountFlagsOf(args);
      if (amounts !== 0) forms = withAmountForms(forms, amounts);
    }
    ctx.target = target === null ? null : target[1];
    const text = this.fill(this.form("effects", verb, forms, ctx), args, ctx);
    ctx.target = null;
    this.bindTarget(target, ctx);
    // "… move him and one of your other characters to the same location …. The other character gets …": `that` is the second group.
    if (verb === "move-together") {
      const other = args["other"];
      if (other !== undefined && other.kind === "selector") {
        ctx.antecedent = other;
        ctx.thatNoun = "other";
      }
    }
    return may && mayForm === null ? this.may(text, ctx) : text;
  }

  /** `doClause` of a step another player takes ("each opponent loses 1 lore"). */
  private actorDoClause(s: Statement & { kind: "do" }, actor: Selector, ctx: Ctx): string {
    const person = this.personOf(actor);
    // The second step of "Chosen opponent reveals their hand and discards …" (joined by `join-same-actor`): no subject.
    if (ctx.sameActor !== null && ((actor.form === "fixed" && actor.id === "that-player") || sameNode(actor, ctx.sameActor))) {
      return this.fill(this.form("effects", s.verb, [this.personOf(ctx.sameActor), "3s"], ctx), s.args, ctx);
    }
    const actorNp = this.np(actor, "nom", ctx);
    // "Each opponent chooses and banishes one of their characters": the acting player picks one of their own (form `own`).
    const own = ownChoice(s.args) ? "own" : null;
    // A form by the acting players' person first (German "dürfen je 1 Karte aus ihrer Hand wählen": `inf-3p`).
    if (s.may) return `${actorNp} ${fillTemplate(this.phrase("may-3", ctx, [person, "3s"]), () => this.fill(this.form("effects", s.verb, qualified([`inf-${person}`, "inf", "imp"], own), ctx), s.args, ctx))}`;
    // A set flag may select a form ("discards a card at random", not "chooses and discards": `3s.random`).
    const forms: string[] = [];
    for (const k in s.args) {
      const v = s.args[k];
      if (v !== undefined && v.kind === "flag" && v.value) forms.push(dotted(person, k));
    }
    for (const f of qualified([person, "3s"], own)) forms.push(f);
    const text = `${actorNp} ${this.fill(this.form("effects", s.verb, forms, ctx), s.args, ctx)}`;
    const chosen = targetOf(s.args)?.[1];
    ctx.thatEachOwn = own !== null && actor.form === "general" && actor.determiner.kind === "each" && chosen?.form === "general" ? chosen : null;
    return text;
  }

  /** True when an `instead` step has the verb of the step it replaces and acts on the same card (`that`, or the same fixed selector). */
  protected repeatsReplacedTarget(s: Statement & { kind: "do" }, ctx: Ctx): boolean {
    const r = ctx.replaced;
    if (r === null || r.kind !== "do" || r.verb !== s.verb || r.actor !== null || s.actor !== null) return false;
    const [a, b] = [targetOf(r.args)?.[1], targetOf(s.args)?.[1]];
    if (a === undefined || b === undefined || b.form !== "fixed") return false;
    return b.id === "that" || (a.form === "fixed" && a.id === b.id);
  }

  /** After a step, `that` refers to what it acted on. */
  protected bind(args: Readonly<Record<string, SlotValue>>, ctx: Ctx): void {
    this.bindTarget(targetOf(args), ctx);
  }
  /** `bind` of a target already found (`targetOf`). */
  protected bindTarget(t: [string, Selector] | null, ctx: Ctx): void {
    if (t !== null && !(t[1].form === "fixed" && t[1].id === "that")) {
      ctx.antecedent = t[1];
      ctx.thatEachOwn = null;
    }
  }

  protected predicateClause(s: PredicateStatement, ctx: Ctx, mood: Mood): string {
    // The statement's fields read once (statements come in many shapes: each read is a generic one), and the
    // subject's fixed id once for the tests on `that`/`this` below: this function's compiled code runs once per predicate.
    const sel = s.subject;
    const fixedId = sel.form === "fixed" ? sel.id : null;
    // A location's static: "Characters get +2 {W} while here."
    const here = ctx.inStatic && fixedId === null ? withoutHere(sel) : null;
    if (here !== null && this.hasPhrase("while-here")) {
      return this.whileHereClause(s, here, ctx, mood);
    }
    const predicate = s.predicate;
    const args = s.args;
    const person = fixedId === "that" ? (ctx.thatEachOwn !== null ? "3p" : this.pronounPerson(ctx)) : this.subjectPerson(sel, ctx);
    // `that` and `this` stand for a card named before: they do not become the antecedent.
    const namesAntecedent = fixedId !== "that" && fixedId !== "this";
    // "you may give chosen character -1 {S} this turn": an optional predicate with a `may` form.
    if (s.may && this.hasForm("predicates", predicate, "may", ctx)) {
      const text = this.fill(this.form("predicates", predicate, ["may"], ctx), args, ctx, { subject: this.np(sel, "acc", ctx), duration: this.durationFor(s, ctx) });
      if (namesAntecedent) ctx.antecedent = sel;
      return this.may(text, ctx);
    }
    // `that` for the second group of a move together, named when the lexicon has `that-other` ("The other character gets …").
    const otherNamed = fixedId === "that" && ctx.thatNoun === "other" && this.hasPhrase("that-other");
    if (otherNamed) ctx.thatNoun = null;
    const subject = otherNamed ? this.phrase("that-other", ctx) : this.subjectNp(sel, ctx);
    const traits = this.predicateTraits.get(predicate) ?? 0;
    const wanted = qualified(personForms(otherNamed ? "3s" : person, ctx.inverted), (traits & qualifiedFormsTrait) !== 0 ? this.predicateQualifier(s, ctx) : null);
    // "For each character card in your discard, you pay 1 {I} less …": an amount counted per card, forms `<person>.per` first.
    const tmpl = this.form("predicates", predicate, (traits & perFormsTrait) !== 0 && hasPerAmount(args) ? [...mapped(wanted, (f) => dotted(f, "per")), ...wanted] : wanted, ctx);
    const duration = this.durationFor(s, ctx);
    if (namesAntecedent) ctx.antecedent = sel;
    // The card's own name only where the template prints it ("… named {cardName}").
    const compiled = compileTemplate(tmpl);
    if ((traits & namesCardTrait) === 0 || (!templateHasSlot(compiled, "cardName") && !templateHasSlot(compiled, "fullName"))) return this.fillCompiled(compiled, args, ctx, { subject, duration });
    return this.fillCompiled(compiled, args, ctx, { subject, duration, cardName: this.cardName(ctx, false), fullName: this.cardName(ctx, true) });
  }

  /** "Characters get +2 {W} while here." (apart from `predicateClause`: its closure would put that function's parameters in a context on every call). */
  private whileHereClause(s: PredicateStatement, here: Selector, ctx: Ctx, mood: Mood): string {
    return fillTemplate(this.phrase("while-here", ctx, [this.subjectPerson(here, ctx), "default"]), () => this.predicateClause(predicateWith(s, { subject: here }), ctx, mood));
  }

  /** The card's name ("Microbots") or full name ("Dalmatian Puppy — Tail Wagger") in this language, for `{cardName}` / `{fullName}`. */
  protected cardName(ctx: Ctx, full: boolean): string {
    const lang = this.lex.language;
    const name = ctx.card.name === null ? "" : inLanguage(ctx.card.name, lang);
    if (!full || ctx.card.version === null) return name;
    return `${name} — ${inLanguage(ctx.card.version, lang)}`;
  }

  /**
   * The form suffix a predicate's template is tried with first: `neg` for a negative stat change (French "subit -2 {S}"),
   * `count` for an amount counting cards ("Count the number of characters you have in play. You pay that amount …").
   */
  protected predicateQualifier(s: PredicateStatement, _ctx?: Ctx): string | null {
    const delta = s.args["delta"];
    if (delta !== undefined && delta.kind === "signed" && delta.value < 0) return "neg";
    // "may move here for free", "you pay 2 {I} less to move a character of yours here": a location's own ability (`here` forms).
    const location = s.args["location"];
    if (location !== undefined && location.kind === "selector" && location.form === "fixed" && location.id === "this") return "here";
    // `this`: about this card itself (French "vous pouvez jouer ce personnage gratuitement").
    const what = s.args["what"];
    if (what !== undefined && what.kind === "selector" && what.form === "fixed" && what.id === "this") return "this";
    // "each of your other characters gets +{S} equal to this character's {S}": a bonus read from another card, given to each of a group (`each`).
    if (s.predicate === "gets-stat-amount" && s.subject.form === "general" && analyse(s.subject).each) return "each";
    const amount = s.args["amount"];
    return amount !== undefined && amount.kind === "amount" && amount.form === "for-each" && amount.counts === "cards" && amount.value === 1 ? "count" : null;
  }

  /** Predicates that may share one subject and duration ("gains Rush and gets +2 {S} this turn"). */
  private static readonly mergeable: ReadonlySet<string> = new Set(["gets-stat", "gains-keyword", "gains-ability", "cant", "loses-keyword", "enters-exerted", "no-ready-at-start"]);

  /**
   * Two predicates on the same subject with the same duration as one clause, when the lexicon
   * has `join-predicates` ("{subject} {a} and {b} {duration}") and, for the same predicate twice,
   * `join-predicates-same` with the second's `and-same` form ("can't challenge or quest",
   * "get +1 {S} and +1 {W}"); null otherwise.
   */
  protected mergedPredicates(s: PredicateStatement, next: PredicateStatement, ctx: Ctx): string | null {
    const bForm = this.mergeForm(s, next, ctx);
    return bForm === undefined ? null : this.mergedWith(s, next, bForm, ctx);
  }

  /** `mergedPredicates` once they merge (apart: its closures would put the variables in a context on every call, merged or not). */
  private mergedWith(s: PredicateStatement, next: PredicateStatement, bForm: string | null, ctx: Ctx): string | null {
    const same = bForm !== null;
    const here = ctx.inStatic ? withoutHere(s.subject) : null;
    if (here !== null && this.hasPhrase("while-here")) {
      const inner = this.mergedPredicates(predicateWith(s, { subject: here }), predicateWith(next, { subject: here }), ctx);
      return inner === null ? null : fillTemplate(this.phrase("while-here", ctx, [this.subjectPerson(here, ctx), "default"]), () => inner);
    }
    const person = s.subject.form === "fixed" && s.subject.id === "that" ? this.pronounPerson(ctx) : this.subjectPerson(s.subject, ctx);
    const subject = this.subjectNp(s.subject, ctx);
    const duration = this.durationFor(s, ctx);
    // "For each location you have in play, this character gains Resist +1 and gets +1 {L}": one `for each` shared by both.
    const perA = s.args["per"];
    // With the second verb left out (`and-…` forms) the `for each` is printed once, after the second.
    const bothPer = perA !== undefined && perA.kind === "per" && sameNode(perA, next.args["per"]);
    const shared = bothPer && !same && this.hasPhrase("join-predicates-per") && perA.kind === "per" ? perA : null;
    const blank = { subject: "", duration: "" };
    const blankPer = { subject: "", duration: "", per: "" };
    // The first verb may have its own form before a second one left out (`<person>.before-same`: French "ne peut ni défier, ni …").
    const a = this.fill(this.form("predicates", s.predicate, [...(bForm === "and-same" ? [`${person}.before-same`] : []), person, "3s"], ctx), s.args, ctx, bothPer ? blankPer : blank);
    const b = this.fill(this.form("predicates", next.predicate, bForm !== null ? [bForm] : [person, "3s"], ctx), next.args, ctx, shared !== null ? blankPer : blank);
    if (!(s.subject.form === "fixed" && (s.subject.id === "that" || s.subject.id === "this"))) ctx.antecedent = s.subject;
    const per = shared === null ? "" : this.perText(shared.selector, shared.counts, ctx);
    const phrase = shared !== null ? "join-predicates-per" : same ? "join-predicates-same" : "join-predicates";
    return fillTemplate(this.phrase(phrase, ctx), (r) => (r.name === "subject" ? subject : r.name === "a" ? a.trim() : r.name === "b" ? b.trim() : r.name === "per" ? per : duration)).trim();
  }

  /** Whether `mergedPredicates` joins the two predicates into one clause: decided on the statements and the lexicon, without rendering them. */
  protected canMergePredicates(s: PredicateStatement, next: PredicateStatement, ctx: Ctx): boolean {
    return this.mergeForm(s, next, ctx) !== undefined;
  }

  /**
   * When two predicates merge (the lexicon joins predicates, both of kinds that merge, one duration, one subject or
   * `that` after a general one): the second's form, `and-<first>` or `and-same` where its verb is left out, null where
   * it keeps its own; undefined when they do not merge.
   */
  private mergeForm(s: PredicateStatement, next: PredicateStatement, ctx: Ctx): string | null | undefined {
    if (!this.hasPhrase("join-predicates") || !Realiser.mergeable.has(s.predicate) || !Realiser.mergeable.has(next.predicate)) return undefined;
    if ((s.duration?.id ?? null) !== (next.duration?.id ?? null)) return undefined;
    // The second verb is left out for the same predicate (`and-same`) or after a given one (`and-<first>`: "gain Challenger +3 and "When …"").
    const afterFirst = `and-${s.predicate}`;
    const bForm = this.hasForm("predicates", next.predicate, afterFirst, ctx) ? afterFirst : s.predicate === next.predicate ? "and-same" : null;
    if (bForm === "and-same" && !this.hasForm("predicates", next.predicate, "and-same", ctx)) return undefined;
    const thatIsFirst = next.subject.form === "fixed" && next.subject.id === "that" && s.subject.form === "general";
    if (!thatIsFirst && !sameNode(s.subject, next.subject)) return undefined;
    return bForm;
  }

  /** True where a static ability prints "each opposing character" as a group ("opposing characters can't quest"); the realiser's np then gets the form `group`. */
  protected readonly groupsInStatics: boolean = false;

  protected staticGroup(sel: Selector, ctx: Ctx): boolean {
    if (!this.groupsInStatics || !ctx.inStatic || sel.form !== "general") return false;
    return sel.determiner.kind === "each" && findFilter(sel.postfixes, "of-yours") === undefined;
  }

  /** The person of a predicate's subject (a group in a static ability is plural). */
  protected subjectPerson(sel: Selector, ctx: Ctx): Mood {
    return this.staticGroup(sel, ctx) ? "3p" : this.personOf(sel);
  }

  protected subjectNp(sel: Selector, ctx: Ctx): string {
    if (this.staticGroup(sel, ctx)) return this.np(sel, "group", ctx);
    if (sel.form === "fixed" && sel.id === "that" && ctx.thatEachOwn !== null) {
      const t = this.term(this.form("nouns", ctx.thatEachOwn.noun, defaultForm, ctx));
      return fillTemplate(this.phrase("those-chosen", ctx), () => t.pl);
    }
    if (sel.form === "fixed" && sel.id === "that") return this.pronoun("nom", ctx);
    return this.np(sel, "nom", ctx);
  }

  /** The duration, unless an `instead` clause repeats the replaced one. */
  protected durationFor(s: PredicateStatement, ctx: Ctx): string {
    if (s.duration === null) return "";
    const r = ctx.replaced;
    if (r !== null && r.kind === "predicate" && r.duration !== null && r.duration.id === s.duration.id) return "";
    return this.duration(s.duration, ctx, s.predicate);
  }

  /** A duration; `context` (the predicate id) may select a form ("can't quest for the rest of this turn"). */
  duration(d: DurationUse, ctx: Ctx, context = "default"): string {
    return this.fill(this.form("durations", d.id, [context, "default"], ctx), d.args, ctx);
  }

  /** "If it's a character card": the noun of what a single revealed card was found to be ("character", else "card"), or null. */
  protected thingNoun(c: Condition, ctx: Ctx): string | null {
    const subject = c.args["subject"];
    const what = c.args["what"];
    if (c.id !== "is" || subject === undefined || subject.kind !== "selector" || subject.form !== "fixed" || subject.id !== "that" || !this.refersToThing(ctx)) return null;
    return what !== undefined && what.kind === "selector" && what.form === "general" && what.noun === "character" ? "character" : "card";
  }

  /** True when `that` stands for a single card that is not a character (English "it"). */
  protected refersToThing(_ctx: Ctx): boolean {
    return false;
  }

  /** The forms a condition may take before its default: by a choice slot's value ("damaged": "this character has damage"), by a `here` filter ("you have a character here"), by a stat-compare on its subject (`stat`: "this character has 5 {S} or more"). */
  protected conditionForms(c: Condition, prefix: string | null): string[] {
    const out: string[] = [];
    for (const k in c.args) {
      const v = c.args[k];
      if (v === undefined) continue;
      if (v.kind === "choice") out.push(v.value);
      else if (v.kind === "selector" && v.form === "general") {
        if (v.postfixes.some((p) => p.id === "here")) out.push("here");
        // "if an opposing character has damage": a bare damaged character (`damaged-character`).
        if (v.noun === "character" && v.prefixes.length === 1 && v.prefixes[0]?.id === "damaged" && v.postfixes.length === 0 && v.classifications.length === 0) out.push("damaged-character");
        // Cards counted outside play ("10 or more cards in your inkwell"): no "in play".
        if (v.postfixes.some((p) => p.id === "in-inkwell" || p.id === "in-discard" || p.id === "in-hand")) out.push("zone");
        if (v.determiner.kind === "any" && v.prefixes.length === 0 && v.classifications.length === 0 && v.postfixes.length === 1 && v.postfixes[0]?.id === "stat-compare") out.push("stat");
      }
    }
    if (prefix === null) return out;
    // A loop, not `mapped`'s closure, which would put the parameters in a context on every call.
    const prefixed: string[] = [];
    for (let k = 0; k < out.length; k++) prefixed.push(dotted(prefix, out[k] as string));
    prefixed.push(prefix);
    return prefixed;
  }

  protected conditionHasForm(c: Condition, prefix: string, ctx: Ctx): boolean {
    return this.hasAnyForm("conditions", c.id, this.conditionForms(c, prefix), ctx);
  }

  /** The extra slot of a condition right after a trigger about this character: `{pronoun}` ("… quests while he has 5 {S} or more"). */
  protected afterThisSlots(_c: Condition, ctx: Ctx): Record<string, string> {
    return { pronoun: this.thisPronoun(ctx) };
  }

  condition(c: Condition, ctx: Ctx, prefix: string | null = null): string {
    const id = c.id;
    if (id === "both") {
      const pair = this.namedPair(c, ctx);
      if (pair !== null) return pair;
    }
    const args = c.args;
    const chosenRef = this.refersToChosen(c, ctx);
    const subject = args["subject"];
    const subjectIsThat = subject !== undefined && subject.kind === "selector" && subject.form === "fixed" && subject.id === "that";
    const thing = subjectIsThat && this.refersToThing(ctx);
    // The wanted forms built in one list (the forms by the condition's slots, then the kind of subject): one array, no spreads.
    const wanted = this.conditionForms(c, prefix);
    // "you used Shift to play him": a form by the card's pronoun.
    if (ctx.card.pronoun !== null) wanted.push(ctx.card.pronoun);
    let costs: Record<string, SlotValue | string> | null = null;
    if (chosenRef) {
      // "If the chosen character is named Pain": a chosen card compared with a name only (form `chosen.named`).
      const what = args["what"];
      if (what !== undefined && what.kind === "selector" && what.form === "general" && what.classifications.length === 0 && what.prefixes.length === 0 && what.postfixes.length === 1 && what.postfixes[0]?.id === "named") wanted.unshift("chosen.named");
      // "If that item costs 3 or less": a card chosen among looked-at ones compared by its cost only (form `chosen.costs`, slots {noun} {value} {compare}).
      costs = this.costOnly(what, ctx);
      if (costs !== null) wanted.unshift("chosen.costs");
      wanted.push("chosen", "default");
    } else if (thing) wanted.push("thing", "default");
    else if (subjectIsThat) {
      // "If they're a Hero character" about a card in play (the trigger's character, or one named before), not a revealed card: form `that.in-play` first.
      const ante = ctx.antecedent;
      const inPlay = ante === null ? ctx.triggerEvent !== null && !ctx.triggerLeftPlay : ante.form === "general" && analyse(ante).zone === null;
      if (inPlay) wanted.push("that.in-play");
      wanted.push("that", "default");
    } else wanted.push("default");
    const text = this.fill(this.form("conditions", id, wanted, ctx), args, ctx, prefix === "after-this" ? this.afterThisSlots(c, ctx) : (costs ?? undefined));
    if (id.startsWith("this-")) ctx.thisNamed = true;
    return text;
  }

  /** The slots of a `what` that is a noun with only a cost comparison, when the antecedent was chosen among looked-at cards and the lexicon has `chosen.costs`. */
  private costOnly(what: SlotValue | undefined, ctx: Ctx): Record<string, SlotValue | string> | null {
    if (what === undefined || what.kind !== "selector" || what.form !== "general" || what.prefixes.length > 0 || what.classifications.length > 0) return null;
    const [only, ...more] = what.postfixes;
    const ante = ctx.antecedent;
    if (only === undefined || more.length > 0 || only.id !== "cost-compare" || ante === null || ante.form !== "general" || analyse(ante).zone !== "among") return null;
    if (!this.hasForm("conditions", "is", "chosen.costs", ctx)) return null;
    const value = only.args["value"];
    const compare = only.args["compare"];
    if (value === undefined || compare === undefined) return null;
    const noun = this.term(this.form("nouns", what.noun, defaultForm, ctx)).sg;
    // {thatNoun}: the demonstrative with its noun, by noun, where a language's demonstrative agrees ("cet objet", "quell'oggetto").
    const thatNoun = this.hasForm("phrases", "that-noun", what.noun, ctx) ? this.phrase("that-noun", ctx, [what.noun]) : noun;
    return { noun, thatNoun, value, compare };
  }

  /**
   * "you have characters named Dewey and Louie in play": `both` of two `you-have` conditions
   * whose selectors differ only in the name, when the lexicon has the form `named-pair` of
   * `both` (`{what}` the selector without its name, `{first}` and `{second}` the names).
   */
  protected namedPair(c: Condition, ctx: Ctx): string | null {
    if (c.id !== "both" || !this.hasForm("conditions", "both", "named-pair", ctx)) return null;
    const [a, b] = [c.args["first"], c.args["second"]];
    if (a?.kind !== "condition" || b?.kind !== "condition" || a.id !== "you-have" || b.id !== "you-have") return null;
    const [sa, sb] = [a.args["what"], b.args["what"]];
    if (sa?.kind !== "selector" || sb?.kind !== "selector" || sa.form !== "general" || sb.form !== "general") return null;
    const nameOf = (s: GeneralSelector): SlotValue | undefined => s.postfixes.find((p) => p.id === "named")?.args["name"];
    const [na, nb] = [nameOf(sa), nameOf(sb)];
    const unnamed = (s: GeneralSelector): GeneralSelector => generalSelectorWith(s, { postfixes: kept(s.postfixes, (p) => p.id !== "named") });
    if (na === undefined || nb === undefined || !sameNode(unnamed(sa), unnamed(sb))) return null;
    return this.fill(this.form("conditions", "both", ["named-pair"], ctx), { what: unnamed(sa), first: na, second: nb }, ctx);
  }

  // ── noun phrases and slots ──────────────────────────────────────────────
  /** Grammatical person of a selector as a subject: "2s" for you, "3p" for plurals, else "3s". */
  personOf(sel: Selector): Mood {
    if (sel.form === "fixed") return sel.id === "you" ? "2s" : sel.id === "those" || sel.id === "rest" ? "3p" : "3s";
    const info = analyse(sel);
    if (info.each && info.ofYours) return "3p";
    return info.plural ? "3p" : "3s";
  }

  /** A noun phrase for a selector, in a grammatical form (case, role) the language knows. */
  abstract np(sel: Selector, form: string, ctx: Ctx): string;
  /** The pronoun for the antecedent (`that`) or this character after its first mention. */
  abstract pronoun(form: string, ctx: Ctx): string;
  /** "a card", "2 cards", "2 damage", "up to 3 damage". */
  abstract count(amount: Amount | number, termId: string, form: string, ctx: Ctx): string;

  /** Fills a template from an entry's slot values. */
  fill(template: string, args: Readonly<Record<string, SlotValue | string>>, ctx: Ctx, extra?: Readonly<Record<string, SlotValue | string>>): string {
    return this.fillCompiled(compileTemplate(template), args, ctx, extra);
  }
  /** `fill` of a template already parsed (a caller that reads its slots first parses it once). */
  protected fillCompiled(c: CompiledTemplate, args: Readonly<Record<string, SlotValue | string>>, ctx: Ctx, extra?: Readonly<Record<string, SlotValue | string>>): string {
    // The loop of `fillTemplate`, without a closure per call (this is the hottest path). The template's arrays in locals:
    // read once, where a read of `c` after each call to `slot` was a load and a check of its shape per slot. A template has
    // one literal more than slots, so each literal read is there: no test for a missing one. The slot's name read once for both lookups.
    const slots = c.slots;
    const literals = c.literals;
    const n = slots.length;
    let out = literals[0] as string;
    let empty = false;
    for (let i = 0; i < n; i++) {
      const ref = slots[i] as SlotRef;
      const name = ref.name;
      const value = (extra === undefined ? undefined : extra[name]) ?? args[name];
      // A text prints as it is, without a call (over a quarter of the slots filled).
      const v = typeof value === "string" ? value : this.slot(ref, value, ctx);
      const literal = literals[i + 1] as string;
      if (v === "") {
        empty = true;
        out = afterEmptySlot(out, literal, i === n - 1);
      } else out += v + literal;
    }
    return empty ? tidySpaces(out) : out;
  }

  /** A flag such as "épuisé/épuisée/…" agreeing with the effect's target (Romance languages); the text as it is elsewhere. */
  protected agreeFlag(text: string, _ctx: Ctx): string {
    return text;
  }

  /**
   * A slot's value as text. Its compiled code runs for most slots of every ability, so it is kept
   * short: an absent value first, then the kinds slots hold most often (by count over the scripted
   * cards: selectors, numbers, flags, amounts, signed numbers, stats, keywords, choices) and the
   * common case of each first; the rarer kinds and cases are in `otherSlot` / `amountSlot`. A text
   * is never passed: `fillCompiled` prints it as it is without the call.
   */
  protected slot(ref: SlotRef, value: SlotValue | undefined, ctx: Ctx): string {
    if (value === undefined) return ref.name === "instead" ? this.insteadWord(ctx) : "";
    switch (value.kind) {
      case "selector":
        if (value.form === "fixed" && value.id === "that") return this.thatSlot(ref, ctx);
        return this.np(value, ref.form ?? "acc", ctx);
      case "amount":
        if (value.form === "number" && ref.term !== null) return this.count(value, ref.term, ref.form ?? "", ctx);
        return this.amountSlot(ref, value, ctx);
      case "flag":
        if (!value.value) return "";
        return this.flagSlot(ref, ctx);
      case "number":
        return ref.term !== null ? this.count(value.value, ref.term, ref.form ?? "", ctx) : String(value.value);
      case "signed":
        // `abs`: the size alone (French "augmente de 1").
        if (ref.form === "abs") return String(Math.abs(value.value));
        return (value.value >= 0 ? "+" : "-") + String(Math.abs(value.value));
      case "stat":
        return statIcon(value.stat);
      case "keyword":
        return this.keywordName(value, ctx);
      case "choice":
        return this.choiceSlot(ref, value.value, ctx);
      default:
        return this.otherSlot(ref, value, ctx);
    }
  }

  /** The "instead" of an `instead` clause, in the first slot named `instead` after it (once). */
  private insteadWord(ctx: Ctx): string {
    if (!ctx.insteadPending) return "";
    ctx.insteadPending = false;
    return this.phrase("instead", ctx);
  }

  /** `that` in a slot: a pronoun in the slot's form, or the noun or place it stands for. */
  private thatSlot(ref: SlotRef, ctx: Ctx): string {
    // `{target:that-noun}`: "that song", "cette chanson" (the phrase `that-noun` by the noun `that` stands for).
    if (ref.form === "that-noun") return this.phrase("that-noun", ctx, [this.thatNounId(ctx), "card"]);
    // `{location:there}`: the place `that` stands for ("this character may move there for free").
    if (ref.form === "there") return this.phrase("there", ctx);
    return this.pronoun(ref.form ?? "acc", ctx);
  }

  /** A choice's phrase in a slot (`choice-<name>-<value>`): apart from `slot`, whose compiled code need not hold the building of its keys. */
  private choiceSlot(ref: SlotRef, value: string, ctx: Ctx): string {
    const keys = ref.keys;
    return this.phrase(dashed(keys.choice, value), ctx, keys.wanted);
  }

  /** A set flag's phrase in a slot. */
  private flagSlot(ref: SlotRef, ctx: Ctx): string {
    // A form by how many cards were looked at first (`<form>.looked-<n>`: French set 3 puts the rest of two back without "dans l'ordre de votre choix").
    const keys = ref.keys;
    return this.agreeFlag(this.phrase(keys.flag, ctx, ctx.looked === null ? keys.wanted : [`${ref.form ?? "default"}.looked-${ctx.looked}`, ...(ref.form === null ? [] : [ref.form]), "default"]), ctx);
  }

  /** An amount in a slot, but for a number counted in a term (`slot`). */
  private amountSlot(ref: SlotRef, value: Amount, ctx: Ctx): string {
    if (value.form === "that-much") return this.thatMuch(ref.term, ctx);
    // An amount counted per card in two places ("For each …, you pay 1 {I} less"): `per-part` is "for each …", `per-value` the count.
    if (value.form === "for-each" && ref.form === "per-part") return this.perText(value.per, value.counts, ctx);
    if (value.form === "for-each" && ref.form === "per-value" && ref.term !== null) return this.count(value.value, ref.term, "", ctx);
    if (value.form === "for-each" && value.counts === "damage" && ref.term !== null) return `${this.count(value.value, ref.term, "", ctx)} ${this.perText(value.per, value.counts, ctx)}`;
    return ref.term !== null ? this.count(value, ref.term, ref.form ?? "", ctx) : this.amountBare(value, ctx);
  }

  /**
   * The wanted forms of a restriction printed in a slot's form (French: its `.f` form after a feminine subject). A hook
   * rather than an override of `slot`, so that every language's `slot` is one function: its callers' compiled code
   * then calls it without a dispatch by language.
   */
  protected restrictionForms(form: string): readonly string[] {
    return [form, "inf"];
  }

  /** The value kinds slots hold least often (`slot`). */
  private otherSlot(ref: SlotRef, value: Exclude<SlotValue, { kind: "selector" | "amount" | "flag" | "number" | "signed" | "stat" | "keyword" | "choice" }>, ctx: Ctx): string {
    switch (value.kind) {
      case "string":
        // A card name in the language when the script gives it (`named "Beast" fr "La Bête"`).
        return translation(value.translations, this.lex.language) ?? value.value;
      case "compare":
        return this.phrase(dashed("compare", value.compare), ctx, ref.keys.wanted);
      case "restriction":
        return this.fill(this.form("restrictions", value.id, this.restrictionForms(ref.form ?? "inf"), ctx), value.args, ctx);
      case "ability": {
        // A floating ability's parts, around its duration: "{ability:trigger} {duration:floating}, {ability:body}".
        if (value.ability.kind === "triggered" && (ref.form === "trigger" || ref.form === "body")) return this.floatingPart(value.ability, ref.form, ctx);
        // A granted activated ability keeps its cost: "gain "{E} — Gain 1 lore."".
        const body = this.grantedAbilityText(value.ability, ctx);
        const a = value.ability;
        return this.quotedAbility(a, a.kind === "activated" ? this.finish(`${this.costTexts(a.costs, ctx.card).join(", ")}${this.lex.typography.activatedSeparator}${body}`) : body, ctx);
      }
      case "condition":
        return this.condition(value, ctx);
      case "per":
        return this.perText(value.selector, value.counts, ctx);
      case "block":
        return this.clauses(value.statements, ctx, "imp");
      case "duration":
        return this.duration(value, ctx, ref.form ?? "default");
    }
  }

  /** The noun `that` stands for: the card bound before, else the other card of the trigger's event (a song sung, a location moved to). */
  protected thatNounId(ctx: Ctx): string {
    const ante = ctx.antecedent;
    if (ante !== null && ante.form === "general") return ante.noun;
    return ctx.triggerEvent === "sings" ? "song" : ctx.triggerEvent === "moves" ? "location" : "card";
  }

  /**
   * A selector's classifications as they qualify its noun: each name, or one list joined by the lexicon's
   * `or-list` phrase when the selector joins them with `or` ("un personnage Princesse ou Reine").
   */
  protected classificationAdjectives(sel: GeneralSelector, classes: readonly string[], ctx: Ctx): string[] {
    const names = mapped(classes, (c) => this.classification(c).sg);
    return sel.classificationJoin === "or" && names.length > 1 ? [this.orList(names, ctx)] : names;
  }

  /** "A, B ou C" by the lexicon's `or-list` phrase (`{list}` the names but the last, `{last}`). */
  protected orList(all: readonly string[], ctx: Ctx): string {
    const names = [...all];
    const last = names.pop() ?? "";
    return names.length === 0 ? last : fillTemplate(this.phrase("or-list", ctx), (r) => (r.name === "list" ? names.join(", ") : last));
  }

  /** "for each other character", "for each 1 damage on him". */
  protected perText(sel: Selector, counts: PerCount, ctx: Ctx): string {
    if (counts === "damage") {
      // "on him" / "on them": the lexicon's `pro` form when the card is this one (already named) or `that`.
      const pro = sel.form === "fixed" && (sel.id === "that" || (sel.id === "this" && ctx.thisNamed));
      return fillTemplate(this.phrase("for-each-damage", ctx, pro ? ["pro", "default"] : defaultForm), (r) => (sel.form === "fixed" && sel.id === "that" ? this.pronoun(r.form ?? "acc", ctx) : this.np(sel, r.form ?? "acc", ctx)));
    }
    // "for each card discarded": `that` is the cards of the trigger's event (its `after-<event>` form).
    const wanted = sel.form === "fixed" && sel.id === "that" && ctx.triggerEvent !== null ? orDefault(dashed("after", ctx.triggerEvent)) : defaultForm;
    return fillTemplate(this.phrase("for-each", ctx, wanted), () => this.np(sel, "per", ctx));
  }

  /** "that much damage": the trigger's number, with the counted term (`{sg}` or `{pl}` in the phrase). */
  protected thatMuch(termId: string | null, ctx: Ctx): string {
    const t = termId === null ? null : this.term(termId);
    const wanted = ctx.triggerEvent === null ? defaultForm : orDefault(dashed("after", ctx.triggerEvent));
    return fillTemplate(this.phrase("that-much", ctx, wanted), (r) => (t === null ? "" : r.name === "pl" ? t.pl : t.sg)).trim();
  }

  /** "for each 1 damage removed this way", "for each 1 lore lost this way". */
  protected thisWayText(a: Amount & { form: "this-way" }, ctx: Ctx): string {
    return this.phrase("this-way", ctx, [a.counts]);
  }

  protected amountBare(a: Amount, ctx: Ctx): string {
    switch (a.form) {
      case "this-way":
        return `${a.value} ${this.thisWayText(a, ctx)}`;
      case "that-much":
        return this.thatMuch(null, ctx);
      case "number":
        return a.upTo ? fillTemplate(this.phrase("up-to", ctx), () => String(a.value)) : String(a.value);
      case "all":
        return this.phrase("all", ctx);
      case "for-each":
        return `${a.value} ${this.perText(a.per, a.counts, ctx)}`;
      case "equal-to":
        return fillTemplate(this.phrase("equal-to", ctx, equalToForms(a)), (r) => (r.name === "stat" ? this.amountStat(a.stat) : this.np(a.of, "gen", ctx)));
    }
  }

  /** The stat an `equal to` amount reads: an icon, or the word for damage or cost. */
  protected amountStat(stat: StatId | "damage" | "cost"): string {
    return stat === "damage" || stat === "cost" ? this.term(stat).sg : statIcon(stat);
  }

  /** The text of an ability granted by an effect (`ctx` is the granting one's: a language may word the quoted ability by who gains it). */
  protected grantedAbilityText(ability: Ability, ctx: Ctx): string {
    return this.abilityText(ability, ctx.card);
  }

  /** A granted ability's text in quotes (German puts a triggered ability's final stop after the closing quote). */
  protected quotedAbility(_ability: Ability, text: string, _ctx: Ctx): string {
    return this.quote(text);
  }

  quote(text: string): string {
    return `${this.lex.typography.openQuote}${text}${this.lex.typography.closeQuote}`;
  }

  /** "Challenger +2", "Shift 5", "Evasive". */
  keywordName(k: KeywordUse, ctx: Ctx): string {
    const entry = this.keywords.get(k.id);
    if (entry === undefined) throw new MissingTemplateError(`${this.lex.language}: no keyword "${k.id}"`);
    // "Shift: Discard a song card": a name with the discarded cards in it.
    if (entry.name.includes("{what}")) return entry.name.replace("{what}", this.keywordWhat(k, ctx));
    const value = this.valueOfKeyword(entry, k, ctx);
    return value === "" ? entry.name : entry.name + " " + value;
  }

  /** The cards a keyword's cost names ("a song card", "2 cards"), for `{what}` in its name and reminder. */
  protected keywordWhat(k: KeywordUse, ctx: Ctx): string {
    const what = k.args["what"];
    if (what === undefined || what.kind !== "selector") return "";
    const count = k.args["count"];
    return count !== undefined && count.kind === "number" ? `${count.value} ${this.np(what, "count", ctx)}` : this.np(what, "card", ctx);
  }

  keywordValue(k: KeywordUse, ctx: Ctx): string {
    return this.valueOfKeyword(this.keywords.get(k.id), k, ctx);
  }

  /** A keyword's printed value ("+2", "5 {I}"), its lexicon entry looked up once by the caller. */
  private valueOfKeyword(entry: KeywordText | undefined, k: KeywordUse, ctx: Ctx): string {
    const v = k.args["value"] ?? k.args["cost"];
    if (v === undefined) {
      const what = k.args["what"];
      return what !== undefined && what.kind === "selector" ? this.np(what, "acc", ctx) : "";
    }
    const text = this.slot(keywordValueSlot, v, ctx);
    const printed = pickForm(entry?.value, defaultForm, ctx.set);
    if (printed !== undefined) return printed.replace(/\bN\b/, text);
    return k.id === "boost" ? text + " {I}" : text;
  }

  /**
   * A keyword line's reminder, finished. A reminder template with nothing to fill (no N, name,
   * classification or cards: "Evasive", "Rush", "Ward") prints as written on every card, so its
   * finished text is kept per template, like the parsed templates: data of the lexicon alone.
   * A reminder that is not such a template, as written, is finished each time.
   */
  keywordLineReminder(k: KeywordUse, ctx: Ctx): string {
    // Most keyword lines ("Evasive", "Rush") have such a template, finished once already: found by the template itself,
    // without the filling's code (`keywordReminder` would print it as written, unless a language changes the card's name in it).
    const entry = this.keywords.get(k.id);
    const template = entry === undefined ? undefined : pickForm(entry.reminder, defaultForm, ctx.set);
    if (template !== undefined) {
      const known = this.finishedReminders.get(template);
      if (known !== undefined && !this.reminderNamesCard(template, ctx)) return known;
    }
    const text = this.keywordReminder(k, ctx, null);
    const finished = this.finish(text);
    // Kept by its template when nothing was filled in; a reminder with a value or the card's name is a new text, not kept.
    if (text === template && this.unfilledReminders().has(text)) this.finishedReminders.set(text, finished);
    return finished;
  }
  /** Whether `keywordReminder` changes the card's name in this reminder text (German: a name of several words in a compound); not by default. */
  protected reminderNamesCard(_text: string, _ctx: Ctx): boolean {
    return false;
  }
  /** Finished texts of the lexicon's keyword reminders that have nothing to fill, by template (see `keywordLineReminder`). */
  private readonly finishedReminders = new Map<string, string>();
  private unfilled: ReadonlySet<string> | null = null;
  /** The lexicon's keyword reminder templates (every form and era) with nothing to fill. */
  private unfilledReminders(): ReadonlySet<string> {
    if (this.unfilled === null) {
      const out = new Set<string>();
      for (const entry of Object.values(this.lex.keywords)) {
        const forms = entry.reminder;
        for (const template of typeof forms === "string" ? [forms] : Object.values(forms)) if (!reminderHasHoles(template)) out.add(template);
      }
      this.unfilled = out;
    }
    return this.unfilled;
  }

  /** The reminder text of a keyword (without parentheses). */
  /** `granted`: the keyword is granted by an ability, to this character (`"this"`) or to others (`"default"`). */
  /** `duration`: the grant's duration id, tried as a form first ("until-your-next-turn": "Only characters with Evasive can challenge them."). */
  keywordReminder(k: KeywordUse, ctx: Ctx, granted: "this" | "sg" | "pl" | null, place = "triggered", duration: string | null = null, merged: "first" | "second" | null = null): string {
    const entry = this.keywords.get(k.id);
    if (entry === undefined) throw new MissingTemplateError(`${this.lex.language}: no keyword "${k.id}"`);
    const v = k.args["value"] ?? k.args["cost"];
    const n = v !== undefined && (v.kind === "number" || v.kind === "signed") ? String(Math.abs(v.value)) : "";
    const c = k.args["classification"];
    const cls = c !== undefined && c.kind === "string" ? this.classification(c.value).sg : "";
    // Its compiled code runs once per keyword: a keyword line's reminder (`granted` null) is the plain one, and only a reminder that names the card reads its name.
    const template = granted === null || entry.reminderGranted === undefined ? (pickForm(entry.reminder, defaultForm, ctx.set) ?? "") : this.grantedReminderTemplate(entry, granted, place, duration, merged, ctx.set);
    return fillReminder(template, n, template.includes("{name}") ? this.reminderName(ctx) : "", cls, () => this.keywordWhat(k, ctx));
  }

  /** A granted keyword's reminder by place, how it is granted, its duration and, when two grants are merged, which one. */
  private grantedReminderTemplate(entry: KeywordText, granted: "this" | "sg" | "pl", place: string, duration: string | null, merged: "first" | "second" | null, set: number): string {
    const wanted = granted === "this" ? [place, "this", "sg", "default"] : [place, granted, "default"];
    const tried = merged === null && duration === null ? wanted : [...(merged === null ? [] : [dotted(merged, granted)]), ...(duration === null ? [] : [duration]), ...wanted];
    return pickForm(entry.reminderGranted, tried, set) ?? pickForm(entry.reminder, defaultForm, set) ?? "";
  }

  /** The card's name in a reminder: a card named for two characters ("Flotsam & Jetsam") is "named Flotsam or Jetsam" (the lexicon's `or`). */
  private reminderName(ctx: Ctx): string {
    const name = ctx.card.name === null ? "" : inLanguage(ctx.card.name, this.lex.language);
    return name.includes(" & ") ? name.split(" & ").join(` ${this.phrase("or", ctx)} `) : name;
  }
}

/** The slot a keyword's value fills ("Challenger +2"). */
const keywordValueSlot = slotRef("value", null, null);

/** The `trigger-condition-late` form of a triggered ability's condition: its id after a phase trigger, `event.<id>` after an event. */
export function lateConditionForm(ab: TriggeredAbility, c: Condition): string {
  return ab.triggers[0]?.kind === "phase" ? c.id : `event.${c.id}`;
}

/** The forms a postfix filter is tried with: by the card its `of` reads, when that is a fixed selector (`of-that`: "with the same name"), then `forms`. */
export function filterForms(f: FilterUse, forms: readonly string[]): readonly string[] {
  const of = f.args["of"];
  return of !== undefined && of.kind === "selector" && of.form === "fixed" ? [`of-${of.id}`, ...forms] : forms;
}

/** The forms an `equal to` phrase is tried with: by the card it reads (`of-this`: "this character's {S}"), by the stat, then the default. */
export function equalToForms(a: Amount & { form: "equal-to" }): string[] {
  return [...(a.of.form === "fixed" ? [`of-${a.of.id}`] : []), a.stat, "default"];
}

/** The printed symbol token of a stat. */
export function statIcon(stat: string): string {
  switch (stat) {
    case "strength":
      return "{S}";
    case "willpower":
      return "{W}";
    case "lore":
      return "{L}";
    default:
      return "{I}";
  }
}
