/**
 * German: cases chosen by each verb's frame (the templates say `{target:dat}`), verb-second
 * after a fronted clause ("…, darfst du …", "…, erhält … "), separable verbs split in
 * imperatives ("füge … zu") and joined in infinitives ("zufügen", "zuzufügen"),
 * "X deiner Wahl" for chosen targets, classifications as declined nouns.
 */
import type { Ability, ActivatedAbility, Amount, Condition, FilterUse, GeneralSelector, KeywordUse, Trigger, TriggeredAbility, PredicateStatement, Selector, SlotValue, StaticAbility, Statement } from "../../../grammar/ast";
import { eventWith, generalSelectorWith, predicateWith, triggeredWith } from "../../../grammar/ast-copies";
import { dashed } from "../keys";
import { analyse, defaultForm, isThis, eachForms, equalToForms, filterForms, findFilter, isChosen, ownChoice, qualified, Realiser, sameNode, targetOf, thatSelector, type Ctx, type Mood, type SelectorInfo } from "../realiser";
import { compileTemplate, decapitalize, hasEraVariants, fillTemplate, hasEdgeSpace, pickForm, slotRef, tidySpaces, untidyInsideSource } from "../template";
import { joinMapped, kept, mapped } from "../lists";
import { charCode, contains, indexIn, sliced, startsWithAt } from "../strings";
import { makeTerm } from "../term";
import type { Forms, Lexicon, TemplateFamily, Term } from "../types";
import { adjective, allCases, article, caseRow, definite, noun, personalPronoun, type ArticleKind, type Case, type Gender } from "./declension";

/** `pairCases` by lexicon term (derived from the lexicon alone). */
const pairTerms = new WeakMap<Term, Term>();

/** The term with its `<case>.pair` forms in place of the plain case forms (a noun inside a gendered pair). */
function pairCases(t: Term): Term {
  let paired = pairTerms.get(t);
  if (paired === undefined) pairTerms.set(t, (paired = pairCasesOnce(t)));
  return paired;
}

/** `pairCases` computed (see there). */
function pairCasesOnce(t: Term): Term {
  const cases = t.cases;
  if (cases === undefined) return t;
  const pair = Object.entries(cases).filter(([k]) => k.endsWith(".pair"));
  return pair.length === 0 ? t : makeTerm(t.sg, t.pl, t.gender, t.one, { ...cases, ...Object.fromEntries(pair.map(([k, v]) => [k.slice(0, -".pair".length), v])) }, t.feminine, t.masculineFirst);
}

/** What every form of a general noun phrase is built from (`nounParts`), for the methods that build one group of forms each. */
interface NounParts {
  readonly i: SelectorInfo;
  /** The form the slot asks for (`acc`, `per`, `group`, `nozone`, …) and the case it stands for. */
  readonly form: string;
  readonly c: Case;
  /** The head noun: the selector's, or a gendered classification standing for it ("Heldin"); its gender. */
  readonly t: Term;
  readonly g: Gender;
  readonly usesClass: boolean;
  /** Printed in the plural ("deine Charaktere" for each of yours). */
  readonly plural: boolean;
  /** The stems of the adjectives before the noun ("ander", "gegnerisch", "erschöpft"). */
  readonly adjBases: readonly string[];
  /** Character names as first parts of the compound ("Peter-Pan-"); `compoundNamed`: the selector has such a name. */
  readonly namePrefix: string;
  readonly compoundNamed: boolean;
  /** The names and classifications before the noun ("Peter-Pan-", "Pech-"). */
  readonly classPrefix: string;
  /** The postfix filters the text prints, the one said as a relative clause, the others' text, that clause's text. */
  readonly postfixes: readonly FilterUse[];
  readonly rel: FilterUse | undefined;
  readonly post: string;
  readonly relClause: string;
}

/** The postfix filters a noun phrase prints: without a name said as a compound's first part, without the hand a card is played from (`nozone`). */
function saidPostfixes(postfixes: readonly FilterUse[], compoundNamed: boolean, nozone: boolean): FilterUse[] {
  return kept(postfixes, (p) => !(compoundNamed && p.id === "named") && !(nozone && p.id === "in-hand"));
}


/**
 * Every `part` (not empty) of the text replaced by `by`, nothing in `by` read as a `$` pattern: a scan by `indexOf`, several times
 * faster here than `replaceAll` (which looks its search string's `Symbol.replace` up in the runtime on every call).
 */
export function replaceEvery(text: string, part: string, by: string): string {
  let at = indexIn(text, part, 0);
  if (at < 0) return text;
  let out = "";
  let from = 0;
  for (; at >= 0; at = indexIn(text, part, from)) {
    out += sliced(text, from, at) + by;
    from = at + part.length;
  }
  return out + sliced(text, from);
}

const listedArgs = ["first", "second", "third", "fourth"] as const;

/** The classification names an `any-classification` filter lists, in order. */
function joinedNames(args: Readonly<Record<string, SlotValue>>): string[] {
  const names: string[] = [];
  for (const k of listedArgs) {
    const v = args[k];
    if (v !== undefined && v.kind === "string") names.push(v.value);
  }
  return names;
}

/** "Peter Pan" → "Peter-Pan" (the first part of a compound noun). */
function compound(name: string): string {
  return replaceEvery(name, " ", "-");
}

/** The last part of a compound noun, after "Peter-Pan-" or "Pech-": lower case, its first letter a capital. */
export function compoundTail(n: string): string {
  const low = n.toLowerCase();
  return low.charAt(0).toUpperCase() + low.slice(1);
}

/** The slot a floating ability's duration is printed in before its clause ("{duration:floating}"). */
const floatingDurationSlot = slotRef("duration", null, "floating");

/** The adjectives of a noun phrase that has none (most have none: no array is built and grown for them). */
const noAdjectives: readonly string[] = [];

/** Form lists asked on every noun phrase, built once (an array literal per call is an allocation each time). */
const weiterForms: readonly string[] = ["weiter", "default"];

/** The case a noun phrase's form stands for (the four case names first: most slots ask for one of them). */
function asCase(form: string): Case {
  if (form === "acc" || form === "nom" || form === "dat" || form === "gen") return form;
  if (form === "count" || form === "next" || form === "rel" || form === "nozone" || form === "pick" || form === "have" || form === "own" || form === "per-yours" || form === "kein" || form === "chosen-rel") return "acc";
  if (form === "each-dat" || form === "group-dat" || form === "pick-dat") return "dat";
  if (form === "acc-all" || form === "acc-set-off" || form === "one-card" || form === "pro" || form === "jene" || form === "jene-karte" || form === "this-card") return "acc";
  return "nom";
}

/** Wanted forms by case, then the default (a fixed selector's forms), built once. */
const nomForms: readonly string[] = ["nom", "default"];
const accForms: readonly string[] = ["acc", "default"];
const datForms: readonly string[] = ["dat", "default"];
const genForms: readonly string[] = ["gen", "default"];
function caseForms(c: Case): readonly string[] {
  return c === "nom" ? nomForms : c === "acc" ? accForms : c === "dat" ? datForms : genForms;
}


/** The ids of a family's entries that have the form, plain or for some sets (`form`, `form@…`): a superset of those `hasForm` finds it in. */
function idsWithForm(entries: { readonly [id: string]: Forms }, form: string): ReadonlySet<string> {
  const ids = new Set<string>();
  for (const [id, forms] of Object.entries(entries)) {
    // An entry that is one plain text has no form of its own (`hasForm`).
    if (typeof forms !== "string") for (const k in forms) if (k === form || startsWithAt(k, `${form}@`, 0)) ids.add(id);
  }
  return ids;
}


/** The verb-second form of each person as a one-form list (`inv-3p`), built once. */
const invForms: Readonly<Record<Mood, readonly string[]>> = { imp: ["inv-imp"], inf: ["inv-inf"], zu: ["inv-zu"], "3s": ["inv-3s"], "3p": ["inv-3p"], "2s": ["inv-2s"] };

/**
 * "{subject} kann …" → "kann {subject} …": the finite verb moved before the subject slot. A text not opening with
 * "{subject} " is returned as it is (`form` tests that before looking for the form a text came from).
 */
export function verbBeforeSubject(text: string): string {
  return text.replace(/^\{subject\} (\S+) /, "$1 {subject} ");
}

/** Predicates whose chosen subject is picked first and then named by a pronoun: "Wähle einen Charakter. Er …". */
const pickThenPronoun: ReadonlySet<string> = new Set(["cant", "no-ready-at-start", "can-challenge-ready"]);

export class DeutschRealiser extends Realiser {
  constructor(lex: Lexicon) {
    super(lex);
    const fixed = new Map<string, (string | undefined)[]>();
    for (const [id, forms] of Object.entries(lex.fixedSelectors)) {
      if (hasEraVariants(forms)) continue;
      fixed.set(id, mapped(allCases, (c) => {
        const text = pickForm(forms, caseForms(c), 0);
        return text !== undefined && compileTemplate(text).slots.length === 0 ? text : undefined;
      }));
    }
    this.fixedTexts = fixed;
    this.possPredicates = idsWithForm(lex.predicates, "poss");
    this.lowerAfterCosts = idsWithForm(lex.costs, "lower-after");
  }

  /** A gendered classification standing for a character's noun ("Heldin"), else undefined (a classification the lexicon lacks has no gender). */
  private classHead(i: SelectorInfo): Term | undefined {
    if (i.classes.length !== 1 || i.noun !== "character") return undefined;
    const cls = this.findClassification(i.classes[0] ?? "");
    return cls !== undefined && cls.gender !== undefined ? cls : undefined;
  }

  /** The head noun of a selector's phrase: a gendered classification standing for it, else its noun's term. */
  private headTerm(i: SelectorInfo, ctx: Ctx): Term {
    return this.classHead(i) ?? this.nounTerm(i.noun, i.each, ctx);
  }

  np(sel: Selector, form: string, ctx: Ctx): string {
    if (sel.form === "fixed") return this.fixedNp(sel, form, ctx);
    // "Einer der gegnerischen Mitspielenden deiner Wahl zeigt …": a chosen player named as one of them (phrase `actor-one-of` by verb).
    if (this.actorOneOf !== null && sameNode(this.actorOneOf.sel, sel)) return this.actorOneOf.text;
    const i = analyse(sel);
    const c: Case = form === "per" ? "acc" : asCase(form);
    const listed = this.classificationList(sel, i, form, c, ctx);
    if (listed !== null) return listed;
    // "einen Lumière-Charakter oder einen Von-Unruh-Charakter": either name as the first part of its own compound.
    const either = i.noun === "character" && !i.chosen && !i.plural ? findFilter(i.postfixes, "named-either") : undefined;
    if (either !== undefined) return this.eitherNp(sel, either, form, ctx);
    // One method per group of forms: each is small enough for the optimising compiler to take on soon and quickly (the whole was
    // one of its longest jobs); closures stay in the methods of rare forms (a function whose variables a closure reads allocates
    // a context on every call).
    const p = this.nounParts(i, form, c, ctx);
    return this.zoneNp(p, ctx) ?? this.formNp(p, ctx) ?? this.determinerNp(sel, p, ctx);
  }

  /** "einen Lumière-Charakter oder einen Von-Unruh-Charakter": either name as the first part of its own compound. */
  private eitherNp(sel: GeneralSelector, either: FilterUse, form: string, ctx: Ctx): string {
    const one = (v: SlotValue | undefined): string =>
      v === undefined ? "" : this.np(generalSelectorWith(sel, { postfixes: [...kept(sel.postfixes, (p) => p !== either), { ...either, id: "named", args: { name: v } }] }), form, ctx);
    return `${one(either.args["name"])} ${this.phrase("or", ctx)} ${one(either.args["other"])}`;
  }

  /** "dieser Charakter", "er", "ihn" (this card), "wer …" (its player), else the lexicon's fixed selector in the case. */
  private fixedNp(sel: Selector & { form: "fixed" }, form: string, ctx: Ctx): string {
    const c = asCase(form);
    // The id read once (selectors come in many shapes: each read is a generic one).
    const id = sel.id;
    if (id === "this") {
      // This card gone from play, taken back by an order: "nimm ihn zurück auf deine Hand" (form `pro`).
      if (form === "pro" && ctx.thisIsCard) {
        const own = this.term(ctx.card.cardType === "song" ? "action" : ctx.card.cardType);
        return personalPronoun(c, (own.gender ?? "m") as Gender);
      }
      // "darfst du diese Karte in dein Deck mischen" even once this character is named (form `this-card`).
      const kind = form === "this-card" ? "card" : this.thisKind(ctx);
      if (form === "this-card") return this.demonstrative(kind, c);
      // Named once in the sentence (by the condition before it), then "er"/"ihn"/"ihm".
      // Named once in the sentence, then "er" ("darfst du ihn bereit machen"); the object of an order is named again ("mache diesen Charakter bereit").
      if (ctx.thisNamed && !ctx.thisIsCard && (c === "nom" || form === "pro" || !this.inOrder)) return personalPronoun(c, (this.term(kind).gender ?? "m") as Gender);
      ctx.thisNamed = true;
      return this.demonstrative(kind, c);
    }
    // "Wer den Gegenstand im Spiel hatte, zieht 1 Karte": the player of a card named just before, as a subject.
    const ante = ctx.antecedent;
    if (id === "its-player" && form === "nom" && ante !== null && ante.form === "general" && this.hasPhrase("its-player-who")) {
      const t = this.headTerm(analyse(ante), ctx);
      return fillTemplate(this.phrase("its-player-who", ctx), () => `${definite("acc", (t.gender ?? "m") as Gender)} ${noun(t, "acc", false)}`);
    }
    if (id === "rest" && ctx.restIsOther) return this.fill(this.form("fixedSelectors", id, ["other", c, "default"], ctx), sel.args, ctx);
    return this.fixedTexts.get(id)?.[caseRow(c)] ?? this.fill(this.form("fixedSelectors", id, caseForms(c), ctx), sel.args, ctx);
  }

  /** "dieser Charakter", "diese Karte" … by term id, then case (nominative, accusative, dative, genitive): built once per term from the lexicon. */
  private demonstrative(termId: string, c: Case): string {
    let byCase = this.demonstratives.get(termId);
    if (byCase === undefined) {
      const t = this.term(termId);
      const g = (t.gender ?? "m") as Gender;
      const one = (cc: Case): string => `${article("dies", "der", cc, g, false)} ${noun(t, cc, false)}`;
      this.demonstratives.set(termId, (byCase = [one("nom"), one("acc"), one("dat"), one("gen")]));
    }
    return byCase[caseRow(c)];
  }
  private readonly demonstratives = new Map<string, readonly [nom: string, acc: string, dat: string, gen: string]>();

  /**
   * The texts of the fixed selectors whose case form has no slot, by id, then case (nominative, accusative, dative, genitive):
   * "du", "dich", "dir" … read with one lookup instead of a form and a fill. Built from the lexicon alone; an entry with era
   * variants is left out (read per card's set).
   */
  private readonly fixedTexts: ReadonlyMap<string, readonly (string | undefined)[]>;

  /** What every form of a general noun phrase is built from (its filters are realised here, once, in this order). */
  private nounParts(i: SelectorInfo, form: string, c: Case, ctx: Ctx): NounParts {
    const cls = this.classHead(i);
    const t = cls ?? this.nounTerm(i.noun, i.each, ctx);
    const usesClass = cls !== undefined;
    const g = (t.gender ?? "m") as Gender;
    // "von jedem deiner Charaktere" (form `each-dat`) where other verbs print "deine Charaktere".
    const plural = i.plural || (i.each && i.ofYours && form !== "per" && form !== "each-dat");
    const adjBases = i.other || i.opposing || i.states.length > 0 ? this.adjectiveBases(i, form, ctx) : noAdjectives;
    // A character's name is the first part of a compound: "einen Peter-Pan-Charakter", "Deine Meerschaum-Charaktere".
    let namePrefix = "";
    let compoundNamed = false;
    if (i.noun === "character") {
      // Indexed loops here and below: a for-of's iterator deoptimised this method when arrays of another kind came (an empty `[]`).
      for (let k = 0; k < i.postfixes.length; k++) {
        const p = i.postfixes[k];
        if (p === undefined || p.id !== "named") continue;
        compoundNamed = true;
        const v = p.args["name"];
        if (v !== undefined && v.kind === "string") namePrefix += `${compound(v.translations?.de ?? v.value)}-`;
      }
    }
    // `nozone`: a card played from your hand, which the text does not say ("Du darfst einen Charakter, der 5 oder weniger kostet, kostenlos ausspielen").
    const postfixes = compoundNamed || form === "nozone" ? saidPostfixes(i.postfixes, compoundNamed, form === "nozone") : i.postfixes;
    // "einen Charakter (deiner Wahl), der 5 oder weniger kostet,": a relative clause agreeing with the noun.
    let rel: FilterUse | undefined;
    for (let k = 0; k < postfixes.length && rel === undefined; k++) {
      const f = postfixes[k];
      if (f !== undefined && f.id === "cost-compare" && this.hasForm("postfixFilters", f.id, "rel", ctx)) rel = f;
    }
    // Form `each`: a filter on a whole group ("Deine Orte und Charaktere an Orten"). The others joined by spaces.
    let post = "";
    let first = true;
    for (let k = 0; k < postfixes.length; k++) {
      const f = postfixes[k];
      if (f === undefined || f === rel) continue;
      const text = this.fill(this.form("postfixFilters", f.id, filterForms(f, i.each ? eachForms : defaultForm), ctx), f.args, ctx);
      post = first ? text : `${post} ${text}`;
      first = false;
    }
    const relPlural = plural || form === "group" || i.all;
    const relClause = rel === undefined ? "" : `, ${definite("nom", relPlural ? "pl" : g)} ${this.fill(this.form("postfixFilters", rel.id, relPlural ? ["rel-pl", "rel"] : ["rel"], ctx), rel.args, ctx)},`;
    const classesPrefix = usesClass || i.classes.length === 0 ? "" : this.classificationPrefix(i.classes);
    const classPrefix = namePrefix === "" ? classesPrefix : namePrefix + classesPrefix;
    return { i, form, c, t, g, usesClass, plural, adjBases, namePrefix, compoundNamed, classPrefix, postfixes, rel, post, relClause };
  }

  /** The stems of a noun phrase's adjectives, in order: "ander" (or "weiter"), "gegnerisch", then its states. */
  private adjectiveBases(i: SelectorInfo, form: string, ctx: Ctx): string[] {
    const adjBases: string[] = [];
    // "für jeden weiteren …", "mindestens einen weiteren Charakter" but "einen anderen Charakter".
    if (i.other) adjBases.push(this.form("prefixFilters", "other", form === "per" || form === "have" || form === "count" ? weiterForms : defaultForm, ctx));
    if (i.opposing) adjBases.push(this.form("prefixFilters", "opposing", defaultForm, ctx));
    for (let k = 0; k < i.states.length; k++) adjBases.push(this.form("prefixFilters", i.states[k] ?? "", defaultForm, ctx));
    return adjBases;
  }

  /** Classifications as the first parts of a compound: "Pech-", "Held-Pirat-". */
  private classificationPrefix(classes: readonly string[]): string {
    let out = "";
    for (let k = 0; k < classes.length; k++) out += `${this.classification(classes[k] ?? "").sg}-`;
    return out;
  }

  /** "Charakterkarte", "Gegenstandskarte": the card term of a noun (`<noun>-card`), else "Karte". */
  private cardTerm(nounId: string): Term {
    let t = this.cardTerms.get(nounId);
    if (t === undefined) this.cardTerms.set(nounId, (t = this.findTerm(`${nounId}-card`) ?? this.term("card")));
    return t;
  }
  /** `cardTerm` by noun id, from the lexicon alone (the id with "-card" would be a new key string to hash on every lookup). */
  private readonly cardTerms = new Map<string, Term>();

  /** The noun with its adjectives and compound prefix, declined: "anderen Peter-Pan-Charakter", "Heldinnen und Helden". */
  private head(p: NounParts, cc: Case, pl: boolean, after: ArticleKind, ctx: Ctx, term: Term = p.t): string {
    const gg = (term.gender ?? "m") as Gender;
    let adjs = "";
    for (let k = 0; k < p.adjBases.length; k++) adjs += `${adjective(p.adjBases[k] ?? "", after, cc, gg, pl)} `;
    // A gendered classification in the plural names both: "deine anderen Heldinnen und Helden".
    const fem = pl && p.usesClass && term === p.t ? p.t.feminine : undefined;
    const n = fem === undefined ? noun(term, cc, pl) : `${noun(fem, cc, true)} ${this.phrase("and", ctx)} ${noun(term, cc, true)}`;
    const named = p.classPrefix === "" ? n : p.classPrefix + compoundTail(n);
    return adjs === "" ? named : adjs + named;
  }

  /**
   * The phrase with its filters and relative clause after it; "darfst du einen Charakter deiner Wahl, mit 2 oder weniger {S},
   * zurück … schicken": a filter set off by commas inside the verb bracket (form `acc-set-off`).
   */
  private withPost(p: NounParts, s: string): string {
    const relClause = p.relClause;
    const withFilters = p.post === "" ? s : p.form === "acc-set-off" && relClause === "" ? `${s}, ${p.post},` : `${s} ${p.post}`;
    // Most phrases have no relative clause: nothing is concatenated for it.
    return relClause === "" ? withFilters : withFilters + relClause;
  }

  /** Cards in a hand, a discard or among those looked at, or null for cards in play. */
  private zoneNp(p: NounParts, ctx: Ctx): string | null {
    const { i, form, postfixes } = p;
    if (i.zone === null) return null;
    // "1 beliebige Karte aus deiner Hand".
    if (i.zone === "hand" && i.chosen && i.count === 1 && !i.upTo && i.noun === "card" && i.classes.length === 0 && i.states.length === 0 && postfixes.length === 1 && form !== "nozone") return `1 ${this.phrase("any-card-in-hand", ctx)}`;
    // One of the cards looked at: "1 davon".
    if (i.zone === "among" && i.noun === "card" && !i.upTo && i.states.length === 0 && i.classes.length === 0 && postfixes.length === 1 && form !== "count") return `${i.count} ${this.phrase("of-them", ctx)}`;
    // Every match among revealed cards; cards out of play.
    if (i.zone === "among" && i.each && !i.all && form !== "count") return this.amongEachNp(p, ctx);
    if (i.zone !== "hand" && (i.chosen || i.any || i.all) && form !== "count") return this.outOfPlayNp(p, ctx);
    return null;
  }

  /** Every match among revealed cards: "Du darfst davon jeden Charakter, der 2 oder weniger kostet, auf deine Hand nehmen". */
  private amongEachNp(p: NounParts, ctx: Ctx): string {
    const { c, g, postfixes, rel } = p;
    const others = mapped(kept(postfixes, (f) => f !== rel && f.id !== "among-those"), (f) => this.fill(this.form("postfixFilters", f.id, defaultForm, ctx), f.args, ctx));
    return [this.phrase("of-them", ctx), `${article("jed", "der", c, g, false)} ${this.head(p, c, false, "der", ctx)}`, ...others].join(" ") + p.relClause;
  }

  /** Cards out of play: "1 Charakterkarte aus deinem Ablagestapel", "bis zu 2 Gegenstandskarten", "alle Charakterkarten". */
  private outOfPlayNp(p: NounParts, ctx: Ctx): string {
    const { i, postfixes } = p;
    const cardTerm = this.cardTerm(i.noun);
    const many = i.all || i.upTo || i.count > 1;
    const det = i.all ? "alle" : i.upTo ? `bis zu ${i.count}` : String(i.count);
    // "alle Besen aus deinem Ablagestapel": cards of a classification that is a noun of its own.
    const own = i.noun === "card" && i.classes.length === 1 && p.namePrefix === "" ? this.findClassification(i.classes[0] ?? "") : undefined;
    if (own !== undefined && own.gender !== undefined) return this.withPost(p, `${det} ${many ? own.pl : own.sg}`);
    // "1 „Feuert die Kanonen!“-Aktionskarte": a named card, its name quoted as the first part of the compound.
    const named = i.noun !== "character" && i.classes.length === 0 ? findFilter(i.postfixes, "named") : undefined;
    const nameArg = named?.args["name"];
    if (named !== undefined && nameArg !== undefined && nameArg.kind === "string") {
      const rest = joinMapped(kept(postfixes, (f) => f !== named), (f) => this.fill(this.form("postfixFilters", f.id, defaultForm, ctx), f.args, ctx), " ");
      return `${det} ${this.quote(nameArg.translations?.de ?? nameArg.value)}-${many ? cardTerm.pl : cardTerm.sg}${rest === "" ? "" : ` ${rest}`}${p.relClause}`;
    }
    const cardPrefix = p.namePrefix + this.classificationPrefix(i.classes);
    return this.withPost(p, `${det} ${cardPrefix}${many ? cardTerm.pl : cardTerm.sg}`);
  }

  /** Forms a verb or phrase asks for by name (`counted`, `card`, `next`, `kein`, `own`, `has`, …), or null. */
  private formNp(p: NounParts, ctx: Ctx): string | null {
    const { i, c, g, form } = p;
    switch (form) {
      // `counted`: how many cards of a kind, with the number, the hand they are in unsaid ("entweder 1 Aktionskarte oder 2 Karten").
      case "counted": {
        const cardTerm = this.cardTerm(i.noun);
        return `${i.count} ${p.namePrefix}${this.classificationPrefix(i.classes)}${i.count > 1 ? cardTerm.pl : cardTerm.sg}`;
      }
      // "für den nächsten Gegenstand, den du … ausspielst": the noun with "nächst", then its relative pronoun.
      // "Falls sie eine Charakterkarte ist": what a revealed card is.
      case "card": {
        const cardTerm = this.cardTerm(i.noun);
        return this.withPost(p, `${article("ein", "ein", "nom", (cardTerm.gender ?? "f") as Gender, false)} ${cardTerm.sg}`);
      }
      // What a cost discards: "Gestaltwandel: Wirf 1 Liedkarte ab".
      case "one-card":
        return this.withPost(p, `1 ${this.cardTerm(i.noun).sg}`);
      case "next":
        return this.withPost(p, `${definite("acc", g)} ${adjective("nächst", "der", "acc", g, false)} ${this.head(p, "acc", false, "der", ctx)}`);
      case "rel":
        return definite("acc", g);
      // "kein Lied".
      case "kein":
        return this.withPost(p, `${article("kein", "ein", c, g, false)} ${this.head(p, c, false, "ein", ctx)}`);
      // "wählen je einen ihrer Charaktere": chosen by the acting player among their own (see `ownChoice`).
      case "own":
        return this.withPost(p, `${article("ein", "der", c, g, false)} ihrer ${this.head(p, "gen", true, "der", ctx)}`);
      // `of-yours-gen`: "(keiner) deiner anderen Charaktere".
      case "of-yours-gen":
        return this.withPost(p, `deiner ${this.head(p, "gen", true, "der", ctx)}`);
      // `all-gen`: "(als die {S}) aller gegnerischen Charaktere".
      case "all-gen":
        return this.withPost(p, `aller ${this.head(p, "gen", true, "der", ctx)}`);
      // "Solange dieser Charakter 5 oder mehr {S} hat": the stat comparison alone.
      case "has":
        return this.hasNp(i, ctx);
      default:
        return null;
    }
  }

  /** "Solange dieser Charakter 5 oder mehr {S} hat": the stat comparison alone (form `has`). */
  private hasNp(i: SelectorInfo, ctx: Ctx): string {
    return joinMapped(i.postfixes, (f) => this.fill(this.form("postfixFilters", f.id, ["has", "default"], ctx), f.args, ctx), " ");
  }

  /** The phrase by its determiner: "alle …", "für jeden …", "einen … deiner Wahl", "jeden …", "deine …", "einen …". */
  private determinerNp(sel: GeneralSelector, p: NounParts, ctx: Ctx): string {
    const { i, c, g, form, t } = p;
    // "alle gegnerischen Charaktere"; in a static, a group is a bare plural ("gegnerische Charaktere können nicht erkunden").
    // Only your characters can be at your location: "alle deine anderen Charaktere an diesem Ort".
    if (i.all && (i.ofYours || (findFilter(i.postfixes, "here") !== undefined && form !== "group" && !ctx.inStatic))) return this.withPost(p, `${c === "dat" ? "allen" : "alle"} ${article("dein", "ein", c, g, true)} ${this.head(p, c, true, "ein", ctx)}`);
    if (i.all && i.noun !== "opponent") return this.withPost(p, `${c === "dat" ? "allen" : "alle"} ${this.head(p, c, true, "der", ctx)}`);
    // Every player's characters of a name: "Alle Peter-Pan-Charaktere verlieren Wendig".
    if ((form === "group" || form === "group-dat") && p.compoundNamed && !i.opposing && findFilter(i.postfixes, "here") === undefined) return this.withPost(p, `${c === "dat" ? "allen" : "alle"} ${this.head(p, c, true, "der", ctx)}`);
    if (form === "group" || form === "group-dat") return this.withPost(p, this.head(p, c, true, "none", ctx));
    // "mindestens 3 Gegenstände": a counted plural without article.
    if (form === "count") return this.withPost(p, this.head(p, "acc", true, "none", ctx));
    if (form === "per") return this.perNp(sel, p, ctx);
    // "jeden deiner anderen Charaktere" (before a relative clause on a state).
    if (form === "per-yours") return this.withPost(p, `${article("jed", "der", "acc", g, false)} deiner ${this.head(p, "gen", true, "der", ctx)}`);
    // "bewege ihn kostenlos zu einem Ort" (form `pick-dat`: the place you choose is not said to be chosen).
    if (i.chosen && (form === "nozone" || form === "pick" || form === "pick-dat") && !i.upTo && !i.ofYours) return this.withPost(p, `${article("ein", "ein", c, g, false)} ${this.head(p, c, false, "ein", ctx)}`);
    // "eine Karte deiner Wahl, die keine Charakterkarte ist,": a state as a relative clause (form `rel`), the hand it is in left unsaid.
    const chosenRel = form === "chosen-rel" && i.noun === "card" && i.states.length > 0 ? this.chosenRelNp(i, c, ctx) : null;
    if (chosenRel !== null) return chosenRel;
    if (i.chosen) {
      if (i.ofYours) return this.withPost(p, `${i.upTo ? `bis zu ${i.count}` : i.count > 1 ? String(i.count) : article("ein", "der", c, g, false)} deiner ${this.head(p, "gen", true, "der", ctx)}`);
      if (i.upTo) return this.withPost(p, `bis zu ${i.count} ${this.head(p, c === "nom" ? "nom" : c, true, "none", ctx)} deiner Wahl`);
      return this.withPost(p, `${this.pair(p, ctx)} deiner Wahl`);
    }
    if (i.each && (i.noun === "opponent" || i.noun === "player")) return this.withPost(p, `${c === "dat" ? "allen" : c === "gen" ? "aller" : "alle"} ${t.pl}${i.noun === "player" ? ` ${this.phrase("you-too", ctx)}` : ""}`);
    // "mache alle deine Charaktere … bereit" (form `acc-all`), "deine anderen Prinzessinnen bereit machen".
    if (i.each && i.ofYours) return this.withPost(p, p.plural ? `${form === "acc-all" ? "alle " : ""}${article("dein", "ein", c, g, true)} ${this.head(p, c, true, "ein", ctx)}` : `${article("jed", "der", c, g, false)} deiner ${this.head(p, "gen", true, "der", ctx)}`);
    if (i.each) return this.withPost(p, `${article("jed", "der", c, g, false)} ${this.head(p, c, false, "der", ctx)}`);
    // Only your characters can be at your location: "einer deiner Charaktere an diesem Ort".
    if (i.any && (i.ofYours || (c === "nom" && findFilter(i.postfixes, "here") !== undefined))) return this.withPost(p, `${article("ein", "der", c, g, false)} deiner ${this.head(p, "gen", true, "der", ctx)}`);
    if (i.any) return this.withPost(p, this.pair(p, ctx));
    if (i.ofYours) return this.withPost(p, `${article("dein", "ein", c, g, true)} ${this.head(p, c, true, "ein", ctx)}`);
    return this.withPost(p, p.plural ? this.head(p, c, true, "none", ctx) : `${article("ein", "ein", c, g, false)} ${this.head(p, c, false, "ein", ctx)}`);
  }

  /** "eine Karte deiner Wahl, die keine Charakterkarte ist,": every state as a relative clause (form `rel`), else null. */
  private chosenRelNp(i: SelectorInfo, c: Case, ctx: Ctx): string | null {
    if (!i.states.every((st) => this.hasForm("prefixFilters", st, "rel", ctx))) return null;
    const cardTerm = this.term("card");
    const rel = joinMapped(i.states, (st) => this.form("prefixFilters", st, ["rel"], ctx), ` ${this.phrase("and", ctx)} `);
    return `${article("ein", "ein", c, (cardTerm.gender ?? "f") as Gender, false)} ${noun(cardTerm, c, false)} deiner Wahl, ${definite("nom", (cardTerm.gender ?? "f") as Gender)} ${rel},`;
  }

  /** "für jeden Gegenstand, den du im Spiel hast" (form `per`). */
  private perNp(sel: GeneralSelector, p: NounParts, ctx: Ctx): string {
    const { i, g } = p;
    // "für jeden gegnerischen Charakter, der beschädigt ist", "für jeden deiner anderen Charaktere, der beschädigt ist": a state as a relative clause (form `per-rel`).
    const relStates = mapped(kept(sel.prefixes, (f) => this.hasForm("prefixFilters", f.id, "per-rel", ctx)), (f) => f.id);
    if (relStates.length > 0) {
      const rel = joinMapped(relStates, (st) => this.form("prefixFilters", st, ["per-rel"], ctx), ` ${this.phrase("and", ctx)} `);
      const plain = this.np(generalSelectorWith(sel, { prefixes: kept(sel.prefixes, (f) => !relStates.includes(f.id)) }), i.ofYours ? "per-yours" : "per", ctx);
      return `${plain.replace(/, [^,]*$/, "")}, ${definite("nom", g)} ${rel}`;
    }
    // "für jeden deiner Charaktere mit Beschützen im Spiel": characters of yours without a classification or name.
    if (i.ofYours && i.zone === null && i.noun === "character" && !p.usesClass && i.classes.length === 0 && !p.compoundNamed && this.hasPhrase("in-play")) {
      // "für jeden deiner Charaktere an diesem Ort": a location's own characters (in play already).
      const here = i.postfixes.length === 1 && i.postfixes[0]?.id === "here";
      return this.withPost(p, `${article("jed", "der", "acc", g, false)} deiner ${this.head(p, "gen", true, "der", ctx)}`) + (here ? "" : ` ${this.phrase("in-play", ctx)}`);
    }
    // "für jeden Ort, den du im Spiel hast, …": the relative clause closed by a comma (dropped before a stop).
    return this.withPost(p, `${article("jed", "der", "acc", g, false)} ${this.head(p, "acc", false, "der", ctx)}`) + (i.ofYours && i.zone === null ? `, ${fillTemplate(this.phrase("you-have-rel", ctx), () => definite("acc", g))},` : "");
  }

  /**
   * Characters of any of several classifications, named by their nouns: "Deine Prinzessinnen, Prinzen, Königinnen und
   * Könige" (a feminine noun before the masculine one it is formed from), "mindestens einen Prinz oder einen König"
   * (`acc.sg.pair`), "eine Prinzessin oder eine Königin".
   */
  private classificationList(sel: Selector & { form: "general" }, i: SelectorInfo, form: string, c: Case, ctx: Ctx): string | null {
    if (i.noun !== "character") return null;
    const anyOf = findFilter(i.postfixes, "any-classification");
    // Most characters have neither: no list is built for them (the analysis first: a selector's own field is a generic read).
    if (anyOf === undefined && !(i.classes.length > 1 && sel.classificationJoin === "or")) return null;
    const names = anyOf !== undefined ? joinedNames(anyOf.args) : [...i.classes];
    if (names.length < 2) return null;
    return this.classificationListText(i, anyOf, names, form, c, ctx);
  }

  /** `classificationList` for two or more names (its closures here, so the common call that finds none allocates nothing). */
  private classificationListText(i: SelectorInfo, anyOf: FilterUse | undefined, names: readonly string[], form: string, c: Case, ctx: Ctx): string | null {
    const terms = mapped(names, (n) => this.findClassification(n));
    if (terms.some((t) => t === undefined || t.gender === undefined)) return null;
    const list = kept(terms, (t): t is Term => t !== undefined);
    const post = joinMapped(kept(i.postfixes, (p) => p !== anyOf && p.id !== "of-yours"), (p) => this.fill(this.form("postfixFilters", p.id, defaultForm, ctx), p.args, ctx), " ");
    const withPost = (text: string): string => (post === "" ? text : `${text} ${post}`);
    const plural = i.plural || (i.each && i.ofYours) || i.all || form === "group" || form === "count";
    if (plural) {
      const ordered = [...list];
      for (let k = 0; k + 1 < ordered.length; k++) {
        const [m, f] = [ordered[k], ordered[k + 1]];
        if (m !== undefined && f !== undefined && m.gender === "m" && f.gender === "f" && f.sg.startsWith(m.sg)) [ordered[k], ordered[k + 1]] = [f, m];
      }
      const nouns = mapped(ordered, (t) => noun(t, c, true));
      const joined = `${nouns.slice(0, -1).join(", ")} ${this.phrase("and", ctx)} ${nouns[nouns.length - 1] ?? ""}`;
      return withPost(i.ofYours ? `${article("dein", "ein", c, "m", true)} ${joined}` : joined);
    }
    if (i.chosen || i.each || i.ofYours) return null;
    return withPost(joinMapped(list, (t) => `${article("ein", "ein", c, (t.gender ?? "m") as Gender, false)} ${noun(pairCases(t), c, false)}`, ` ${this.phrase("or", ctx)} `));
  }

  /** "ein Charakter", or for a gendered classification both: "eine Schurkin oder einen Schurken", "einen Piraten oder eine Piratin" (`masculineFirst`). */
  private pair(p: NounParts, ctx: Ctx): string {
    const { i, c, usesClass, t } = p;
    const fem = t.feminine;
    const paired = usesClass && fem !== undefined && !i.plural;
    // A weak noun may stay undeclined in the pair ("einen Held oder eine Heldin"): case keys `acc.sg.pair`.
    const one = `${article("ein", "ein", c, (t.gender ?? "m") as Gender, false)} ${paired ? this.head(p, c, false, "ein", ctx, pairCases(t)) : this.head(p, c, false, "ein", ctx)}`;
    if (!paired) return one;
    const her = `${article("ein", "ein", c, "f", false)} ${this.head(p, c, false, "ein", ctx, fem)}`;
    return t.masculineFirst === true ? `${one} oder ${her}` : `${her} oder ${one}`;
  }

  /** "1 Liedkarte" (not "eine"): the cards a keyword's cost discards, in its name and reminder. */
  protected override keywordWhat(k: KeywordUse, ctx: Ctx): string {
    const what = k.args["what"];
    return what !== undefined && what.kind === "selector" && k.args["count"] === undefined ? this.np(what, "one-card", ctx) : super.keywordWhat(k, ctx);
  }

  /**
   * Verb second after a fronted clause for predicates without `inv-*` forms: the person form
   * "{subject} kann …" is read as "kann {subject} …" ("Solange …, kann dieser Charakter …").
   */
  protected override predicateForm(text: string, id: string, wanted: readonly string[], ctx: Ctx): string {
    // A text not opening with its subject has no verb to move (most predicates' `inv-` forms).
    return !startsWithAt(wanted[0] ?? "", "inv-", 0) || !startsWithAt(text, "{subject} ", 0) ? text : this.verbSecond(text, id, wanted, ctx);
  }

  /** `form` for a predicate asked in an `inv-` form: its person form with the verb moved before `{subject}` when no `inv-` form was found. */
  private verbSecond(text: string, id: string, wanted: readonly string[], ctx: Ctx): string {
    const first = wanted.find((w) => this.optionalForm("predicates", id, [w], ctx) !== undefined);
    if (first === undefined || first.startsWith("inv-")) return text;
    return verbBeforeSubject(text);
  }

  /**
   * A trigger whose only effect spares this character in the challenge that triggered it reads as
   * a static: "Dieser Charakter erhält keinen Schaden durch Herausforderungen, während er einen
   * Piraten herausfordert" (phrase `no-damage-while-challenging`).
   */
  protected override triggered(ab: TriggeredAbility, ctx: Ctx): string {
    const t = ab.triggers[0];
    const only = ab.body.statements[0];
    // The slots are read only for the one event and predicate that can take this wording.
    if (t !== undefined && t.kind === "event" && t.event === "challenges" && only !== undefined && only.kind === "predicate" && only.predicate === "no-challenge-damage") {
      const scope = only.args["challengeScope"];
      const target = t.args["target"];
      if (ab.triggers.length === 1 && isThis(t.subject) && target?.kind === "selector" && ab.condition === null && !ab.duringYourTurn && !ab.oncePerTurn
        && ab.body.statements.length === 1 && !only.may && only.duration === null && isThis(only.subject) && scope?.kind === "choice" && scope.value === "this"
        && this.hasPhrase("no-damage-while-challenging")) {
        return this.fillOne(this.phrase("no-damage-while-challenging", ctx), this.np(target, "acc", ctx));
      }
    }
    // "Zu Beginn deines Zuges, wenn …": an `if` step opening a phase trigger's effect takes the `if` phrase's `after-phase` form.
    const outer = this.phaseIf;
    this.phaseIf = ab.triggers.length === 1 && t?.kind === "phase" && only?.kind === "if" ? only : null;
    try {
      return super.triggered(ab, ctx);
    } finally {
      this.phaseIf = outer;
    }
  }
  /** The `if` step that opens a phase trigger's effect (see `triggered`). */
  private phaseIf: Statement | null = null;

  /** Set 1 goes on in lower case after a cost that banishes the item ("Verbanne diesen Gegenstand — entferne …"): the last cost's form `lower-after`. */
  protected override activated(ab: ActivatedAbility, ctx: Ctx): string {
    const text = super.activated(ab, ctx);
    const last = ab.costs[ab.costs.length - 1];
    return last !== undefined && this.lowerAfterCosts.has(last.id) && this.hasForm("costs", last.id, "lower-after", ctx) ? decapitalize(text) : text;
  }

  /**
   * A quoted ability ends its sentence outside the quotes ("…, nimm ihn zurück auf deine Hand“."), except an
   * activated one before set 9 ("„{E} — Sammle 1 Legende.“").
   */
  protected override quotedAbility(ability: Ability, text: string, ctx: Ctx): string {
    return this.quote(ability.kind === "activated" && ctx.set < 9 ? text : text.replace(/\.$/, ""));
  }

  /** The shift reminder's "Prinz-Eric-Charaktere": a name of several words is hyphenated in a compound. */
  override keywordReminder(k: KeywordUse, ctx: Ctx, granted: "this" | "sg" | "pl" | null, place = "triggered", duration: string | null = null, merged: "first" | "second" | null = null): string {
    const text = super.keywordReminder(k, ctx, granted, place, duration, merged);
    // Most reminders do not name the card (one scan of the text, then the name's part is built).
    if (!this.reminderNamesCard(text, ctx)) return text;
    const name = ctx.card.name === null ? "" : (ctx.card.name.translations.de ?? ctx.card.name.en);
    return replaceEvery(text, `${name}-`, `${compound(name)}-`);
  }

  /** A reminder text with the card's name of several words in it (see `keywordReminder`). */
  protected override reminderNamesCard(text: string, ctx: Ctx): boolean {
    const name = ctx.card.name === null ? "" : (ctx.card.name.translations.de ?? ctx.card.name.en);
    return contains(name, " ") && contains(text, name);
  }

  pronoun(form: string, ctx: Ctx): string {
    // `acc-personal`: "ihn" even inside an `instead` step ("darfst du ihn stattdessen … ausspielen").
    const personal = form === "acc-personal";
    const c = asCase(personal ? "acc" : form);
    const ante = ctx.antecedent;
    // A location is named again, not by a pronoun: "darfst du diesen Charakter kostenlos zu diesem Ort bewegen".
    if (ante !== null && ante.form === "general" && ante.noun === "location" && ctx.replaced === null) {
      const t = this.term("location");
      return `${article("dies", "der", c, (t.gender ?? "m") as Gender, false)} ${noun(t, c, false)}`;
    }
    if (this.pairAntecedent && ante !== null && ante.form === "general") {
      const t = this.nounTerm(ante.noun, false, ctx);
      return `${article("dies", "der", c, (t.gender ?? "m") as Gender, false)} ${noun(t, c, false)}`;
    }
    // Another card that left play: "darfst du jene Karte zurück auf deine Hand nehmen" (form `jene-karte`),
    // "darfst du jenen verdeckt … in deinen Tintenvorrat legen" (form `jene`, agreeing with the card named).
    if (form === "jene-karte") { const card = this.term("card"); return `${article("jen", "der", c, (card.gender ?? "f") as Gender, false)} ${noun(card, c, false)}`; }
    if (form === "jene") return article("jen", "der", c, ((ante !== null && ante.form === "general" ? this.headTerm(analyse(ante), ctx) : this.term("character")).gender ?? "m") as Gender, false);
    if (ctx.replaced !== null && !personal && ante !== null && ante.form === "general") {
      const t = this.nounTerm(ante.noun, false, ctx);
      return `${article("d", "der", c, (t.gender ?? "m") as Gender, false)} ${noun(t, c, false)}`;
    }
    // The top card of a deck, a named card: "sie" (die Karte).
    const thing = ante !== null && ante.form === "fixed" && (ante.id === "top-of-deck" || ante.id === "named-card");
    const t = thing ? this.term("card") : ante === null || ante.form === "fixed" ? this.term("character") : this.headTerm(analyse(ante), ctx);
    const plural = ante !== null && this.personOf(ante) === "3p";
    return personalPronoun(c, plural ? "pl" : ((t.gender ?? "m") as Gender));
  }

  count(amount: Amount | number, termId: string, form: string, ctx: Ctx): string {
    const t = this.term(termId);
    // A number amount read once (amounts come in many shapes: each read of a field is a generic one).
    const numeric = typeof amount === "number" ? null : amount.form === "number" ? amount : null;
    const n = typeof amount === "number" ? amount : numeric !== null ? numeric.value : null;
    // The top cards of a deck: "die oberste Karte", "die obersten 3 Karten" (phrase `top-count`).
    if (form === "top" && n !== null) return this.fillOne(this.phrase("top-count", ctx, n === 1 ? ["one", "default"] : defaultForm), String(n));
    if (n !== null) {
      const base = `${n} ${n === 1 ? t.sg : t.pl}`;
      if (numeric !== null && numeric.upTo) return `bis zu ${base}`;
      if (form !== "each") return base;
      // "Entferne jeweils 1 Schaden von bis zu 2 Charakteren deiner Wahl": the amount goes to each of several chosen cards (form `each`).
      const target = ctx.target;
      const several = target !== null && target.form === "general" && target.determiner.kind === "chosen" && target.determiner.count > 1;
      return several ? `${this.phrase("each-amount", ctx)} ${base}` : base;
    }
    if (typeof amount === "number") return "";
    // "darfst du für jede auf diese Weise verlorene Legende 1 Karte ziehen": before the count in an infinitive (form `per-first`).
    if (amount.form === "for-each" || amount.form === "this-way") {
      const n = this.count(amount.value, termId, "", ctx);
      const per = amount.form === "for-each" ? this.perText(amount.per, amount.counts, ctx) : this.thisWayText(amount, ctx);
      return form === "per-first" ? `${per} ${n}` : `${n} ${per}`;
    }
    // "jeglichen Schaden", "alle Schadensmarker" (phrase `all` by term).
    if (amount.form === "all") return `${this.phrase("all", ctx, [termId, "default"])} ${t.pl}`;
    // "so viele Legenden, wie der {L}-Wert dieses Ortes beträgt" (phrase `as-many-<term>`).
    if (amount.form === "equal-to" && this.hasPhrase(`as-many-${termId}`)) return this.asMany(amount, termId, ctx);
    return `${t.pl} ${this.amountBare(amount, ctx)}`;
  }

  /** "so viele Legenden, wie der {L}-Wert dieses Ortes beträgt" (phrase `as-many-<term>`): the stat, else the card whose it is. */
  private asMany(a: Amount & { form: "equal-to" }, termId: string, ctx: Ctx): string {
    return fillTemplate(this.phrase(`as-many-${termId}`, ctx, equalToForms(a)), (r) => (r.name === "stat" ? this.amountStat(a.stat) : this.np(a.of, "gen", ctx)));
  }

  /** A template whose slot `name` takes `named` and every other slot `other`. */
  private fillTwo(template: string, name: string, named: string, other: string): string {
    return fillTemplate(template, (r) => (r.name === name ? named : other));
  }

  /** A template whose every slot takes one text (no closure in the caller: a function whose variables a closure reads allocates a context on every call). */
  private fillOne(template: string, text: string): string {
    return fillTemplate(template, () => text);
  }

  /**
   * A static ability with a fronted condition puts the verb second: "Solange du … hast, erhält
   * dieser Charakter …", "In deinem Zug erhält dieser Charakter …" (no comma after a phrase
   * that is not a clause). The condition is realised first, so a character it names is "er" after.
   */
  protected override readonly staticConditionFirst = true;

  protected override static(ab: StaticAbility, ctx: Ctx): string {
    const dc = ab.condition;
    if (dc === null) return super.static(ab, ctx);
    const mode = dc.mode;
    const c = dc.condition;
    // Set 1 says what you have in play after the statement: "Dieser Charakter erhält +1 {L}, solange du … im Spiel hast" (phrase `static-while-late`, form by condition).
    if (mode === "while" && c !== null && this.hasForm("phrases", "static-while-late", c.id, ctx)) {
      ctx.inStatic = true;
      ctx.place = "static-while";
      // One sentence, printed without a granted keyword's reminder ("Dieser Charakter erhält Wendig, solange …").
      const text = this.sentences(ab.statements, ctx, "3s", true).replace(/^([^.]*\.) \([^()]*\)$/, "$1");
      if (/^[^.]*\.$/.test(text)) {
        const cond = this.condition(c, ctx);
        return fillTemplate(this.phrase("static-while-late", ctx, [c.id]), (r) => (r.name === "cond" ? cond : text.replace(/\.$/, "")));
      }
      ctx.thisNamed = false;
    }
    // The predicate form `<mode>-inside`, the phrase `static-<mode>-after`.
    const inside = dashed(mode, "inside");
    const afterKey = dashed(dashed("static", mode), "after");
    // "Du darfst in deinem Zug 1 weitere Karte tinten": "in deinem Zug" inside the clause (the predicate's form `during-inside`).
    const only = ab.statements[0];
    if (c === null && ab.statements.length === 1 && only?.kind === "predicate" && !only.may && this.hasForm("predicates", only.predicate, inside, ctx)) {
      ctx.inStatic = true;
      const text = this.fill(this.form("predicates", only.predicate, [inside], ctx), only.args, ctx, { subject: this.subjectNp(only.subject, ctx), duration: decapitalize(this.phrase(mode, ctx)) });
      return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
    }
    // "Dieser Charakter kann nicht erkunden, außer du hast …": a condition printed after (phrase `static-<mode>-after`) leaves the verb in place.
    const after = c !== null && this.hasPhrase(afterKey) && !(mode === "unless" && this.conditionHasForm(c, "neg", ctx));
    if (!after) ctx.inverted = true;
    return super.static(ab, ctx);
  }

  protected override joinStaticCondition(lead: string, text: string, ctx: Ctx): string {
    const phrase = ctx.place === "static-during-your-turn" || ctx.place === "static-during-opponents-turn";
    return `${lead}${phrase ? "" : ","} ${decapitalize(text)}`;
  }

  /**
   * "Solange du mindestens einen Gegenstand im Spiel hast" (forms `while.*` under "Solange"),
   * "Wenn du einen Gaston-Charakter im Spiel hast" (form `named`: a named character has no "mindestens").
   */
  override condition(c: Condition, ctx: Ctx, prefix: string | null = null): string {
    // The two halves of "Solange dieser Charakter erschöpft ist und du einen Pech-Charakter im Spiel hast" take no form of the static's mode.
    if (this.inBoth) return super.condition(c, ctx, prefix);
    if (c.id === "both") {
      this.inBoth = true;
      try {
        return super.condition(c, ctx, prefix);
      } finally {
        this.inBoth = false;
      }
    }
    // After "außer" the condition is a main clause: "außer du hast mindestens … im Spiel" (forms `unless.*`).
    if (prefix === null && ctx.place === "static-unless" && this.conditionHasForm(c, "unless", ctx)) return super.condition(c, ctx, "unless");
    return super.condition(c, ctx, prefix ?? (ctx.place === "static-while" && this.hasForm("conditions", c.id, "while", ctx) ? "while" : null));
  }
  /** Inside a `both` condition (see `condition`). */
  private inBoth = false;

  protected override conditionForms(c: Condition, prefix: string | null): string[] {
    const out = super.conditionForms(c, prefix);
    // "Falls es die benannte Karte ist": identity with the named card (form `named-card`).
    const what = c.args["what"];
    if (c.id === "is" && what !== undefined && what.kind === "selector" && what.form === "fixed" && what.id === "named-card") out.unshift("named-card");
    for (const k in c.args) {
      const v = c.args[k];
      if (v !== undefined && v.kind === "selector" && v.form === "general" && (findFilter(v.postfixes, "named") !== undefined || findFilter(v.postfixes, "named-either") !== undefined)) {
        // Before the plain prefix, if any: "while.named", "while".
        out.splice(prefix === null ? out.length : out.length - 1, 0, prefix === null ? "named" : `${prefix}.named`);
        return out;
      }
    }
    return out;
  }

  protected override readonly groupsInStatics = true;

  /**
   * Sets 1–4 join an event's condition with "und" ("Wenn du diesen Charakter ausspielst und
   * mindestens 2 weitere Charaktere im Spiel hast": "du" is not repeated); later sets print
   * "…, falls …" (phrase `trigger-condition`).
   */
  protected override joinTriggerCondition(trigger: string, condition: string, ab: TriggeredAbility, ctx: Ctx): string {
    if (ab.triggers[0]?.kind !== "event" || ab.triggers.length !== 1) return super.joinTriggerCondition(trigger, condition, ab, ctx);
    // "Falls du Gestaltwandel benutzt hast, um diesen Charakter auszuspielen, …": the condition says the play (form `alone`).
    if (ab.condition !== null && this.hasForm("conditions", ab.condition.id, "alone", ctx) && ab.triggers[0].event === "play") return `${this.phrase("if", ctx)} ${this.condition(ab.condition, ctx, "alone")}`;
    const cond = contains(trigger, " du ") && startsWithAt(condition, "du ", 0) ? sliced(condition, 3) : condition;
    return this.fillTwo(this.phrase("trigger-condition", ctx), "trigger", trigger, cond);
  }

  /** The top card of a deck or a named card: "Falls sie eine Charakterkarte ist". */
  protected override refersToThing(ctx: Ctx): boolean {
    const ante = ctx.antecedent;
    return ante !== null && ante.form === "fixed" && (ante.id === "top-of-deck" || ante.id === "named-card");
  }

  /** A relative clause closed before the end of its sentence leaves no comma there ("…, der 2 oder weniger kostet."). */
  override finish(text: string): string {
    // Most texts need no finishing pass and pass one test.
    if (!needsGermanFinishing(text)) return text;
    // "erhalten in diesem Zug: „…“" (a colon after an empty slot leaves no space before it).
    const colon = contains(text, " :") ? text.replace(/ +:/g, ":") : text;
    return super.finish(hasStrayComma(colon) ? colon.replace(/,(?=[.:;)]|$)/gm, "") : colon);
  }

  /**
   * Two grants to one subject in one clause, the verb once and the duration before the objects:
   * "Solange …, erhält dieser Charakter +2 {W} und Beschützen", "Ein Charakter deiner Wahl erhält
   * in diesem Zug Herausfordern +2 und Rasant" (forms `obj` of the predicates, phrase `receive`).
   */
  protected override mergedPredicates(s: PredicateStatement, next: PredicateStatement, ctx: Ctx): string | null {
    // "Dieser Charakter kann nicht herausfordern oder erkunden": the same predicate twice, the second by its `and-same` form.
    if (s.predicate === next.predicate && this.hasForm("predicates", next.predicate, "and-same", ctx) && !this.hasForm("predicates", s.predicate, "obj", ctx)) return super.mergedPredicates(s, next, ctx);
    if (!this.hasForm("predicates", s.predicate, "obj", ctx) || !this.hasForm("predicates", next.predicate, "obj", ctx) || !this.canMergePredicates(s, next, ctx)) return null;
    const inverted = ctx.inverted;
    const person = s.subject.form === "fixed" && s.subject.id === "that" ? this.pronounPerson(ctx) : this.subjectPerson(s.subject, ctx);
    const subject = this.subjectNp(s.subject, ctx);
    const verb = this.phrase("receive", ctx, [person, "3s"]);
    const duration = this.durationFor(s, ctx);
    // A stat change is printed before a keyword ("+2 {W} und Beschützen").
    // So is a quoted ability ("in diesem Zug: „…“ und Herausfordern +3").
    const [first, second] = s.predicate === "gains-keyword" && (next.predicate === "gets-stat" || next.predicate === "gains-ability") ? [next, s] : [s, next];
    // One `for each` shared by both is fronted, verb second: "Für jeden Ort, den du im Spiel hast, erhält dieser Charakter …".
    const perA = s.args["per"];
    const shared = perA !== undefined && perA.kind === "per" && sameNode(perA, next.args["per"]) ? perA : null;
    const noPer = shared === null ? undefined : { per: "" };
    const objects = `${this.fill(this.form("predicates", first.predicate, ["obj"], ctx), first.args, ctx, noPer)} ${this.phrase("and", ctx)} ${this.fill(this.form("predicates", second.predicate, ["obj"], ctx), second.args, ctx, noPer)}`;
    if (!(s.subject.form === "fixed" && (s.subject.id === "that" || s.subject.id === "this"))) ctx.antecedent = s.subject;
    if (shared !== null) return tidySpaces(`${this.perText(shared.selector, shared.counts, ctx)}, ${verb} ${subject} ${duration} ${objects}`);
    return tidySpaces(inverted ? `${verb} ${subject} ${duration} ${objects}` : `${subject} ${verb} ${duration} ${objects}`);
  }

  /** Inside "Wenn du einen Held oder eine Heldin wählst, …": `that` is "dieser Charakter", not a pronoun of one gender. */
  private pairAntecedent = false;

  /** Inside "Wenn du …, sammle 2 Legenden": an imperative keeps its place after a fronted condition (no `imp-inv`). */
  private ifCtx: Ctx | null = null;
  /** The `if` being realised has one step (see `doClauseDe`). */
  private ifSingle = false;

  /**
   * "Falls sie eine Charakterkarte ist, darfst du sie …" / "Wenn du … hast, sammle …": verb second
   * after the fronted clause; "Wenn" when the condition's subject is "du" (phrase `if` form `you`).
   */
  protected override ifSentence(s: Statement & { kind: "if" }, ctx: Ctx): string {
    // "Wenn du einen Held oder eine Heldin wählst, kann dieser Charakter …": what was chosen, as a condition (form `chosen-if`);
    // a pair of genders is then named again, not by a pronoun.
    const chosenIf = this.refersToChosen(s.condition, ctx) && this.hasForm("conditions", s.condition.id, "chosen-if", ctx);
    const what = s.condition.args["what"];
    const pairNamed = chosenIf && what !== undefined && what.kind === "selector" && what.form === "general" && what.classifications.length === 1 && this.findClassification(what.classifications[0]?.name ?? "")?.feminine !== undefined;
    const cond = this.condition(s.condition, ctx, chosenIf ? "chosen-if" : this.negatedIf(s, ctx));
    ctx.inverted = true;
    const outer = this.ifCtx;
    this.ifCtx = ctx;
    const outerSingle = this.ifSingle;
    this.ifSingle = s.then.length === 1;
    const outerPair = this.pairAntecedent;
    this.pairAntecedent = pairNamed;
    // "Falls du in diesem Zug … ausgespielt hast": a form of `if` by the condition.
    const ifForms = startsWithAt(cond, "du ", 0) ? [s.condition.id, "you", "default"] : [s.condition.id, "default"];
    let text = `${this.phrase("if", ctx, s === this.phaseIf ? ["after-phase", ...ifForms] : ifForms)} ${cond}, ${this.clauses(s.then, ctx, "imp")}`;
    this.ifSingle = false;
    if (s.otherwise !== null) text += `. ${this.phrase("otherwise", ctx)}, ${this.clauses(s.otherwise, ctx, "imp")}`;
    this.ifCtx = outer;
    this.ifSingle = outerSingle;
    this.pairAntecedent = outerPair;
    return text;
  }

  /** "kann in diesem Zug nicht mehr erkunden": a restriction for the rest of this turn (forms `3s.rest`). */
  protected override predicateQualifier(s: PredicateStatement, ctx?: Ctx): string | null {
    // The statement's fields read once (statements come in many shapes: each read is a generic one).
    const predicate = s.predicate;
    // Sets 1–3: "erhalten deine anderen Charaktere in diesem Zug je +1 {L}" after a trigger (characters of no classification: forms `*.group`).
    if (predicate === "gets-stat") {
      const subject = s.subject;
      if (ctx !== undefined && !ctx.inStatic && subject.form === "general" && subject.classifications.length === 0 && subject.noun === "character" && this.personOf(subject) === "3p") return "group";
    } else if (predicate === "cant") {
      if (s.duration?.id === "this-turn") return "rest";
      // "können diesen Charakter nicht herausfordern": an object comes before "nicht" (forms `*.obj`).
      const r = s.args["restriction"];
      if (r !== undefined && r.kind === "restriction" && (r.args["target"] !== undefined || (ctx !== undefined && this.hasForm("restrictions", r.id, "obj", ctx)))) return "obj";
    } else if (predicate === "no-ready-at-start") {
      // "Wenn er nicht an einem Ort ist, wird er …": a set flag as a qualifier (forms `*.<flag>`).
      const flag = Object.entries(s.args).find(([, v]) => v.kind === "flag" && v.value);
      if (flag !== undefined) return flag[0];
    }
    return super.predicateQualifier(s);
  }

  /** "Sie können …" after a plural antecedent. */
  protected override pronounPerson(ctx: Ctx): Mood {
    return ctx.antecedent !== null && this.personOf(ctx.antecedent) === "3p" ? "3p" : "3s";
  }

  /** The context whose next clause is the second half of a `then-join` ("Ziehe 2 Karten. Wähle danach …"): forms `imp-then`. */
  private thenCtx: Ctx | null = null;

  protected override joinsWithThen(s: Statement, next: Statement, ctx: Ctx): boolean {
    const joins = super.joinsWithThen(s, next, ctx);
    this.thenCtx = joins ? ctx : null;
    return joins;
  }

  /** The context whose next clause repeats the previous verb after "und" ("Lege 1 davon auf dein Deck und die andere unter dein Deck"): forms `imp.other-same`. */
  private ellipsisCtx: Ctx | null = null;

  protected override joinsWithAnd(s: Statement, next: Statement, ctx: Ctx): string {
    const joined = super.joinsWithAnd(s, next, ctx);
    this.ellipsisCtx = joined !== "" && s.kind === "do" && next.kind === "do" && s.verb === next.verb ? ctx : null;
    return joined;
  }

  /** "Jede gegnerische Person" acts as "alle gegnerischen Mitspielenden" (plural). */
  override personOf(sel: Selector): Mood {
    if (sel.form === "fixed") return sel.id === "most-cards-in-hand" ? "3p" : super.personOf(sel);
    return (sel.noun === "opponent" || sel.noun === "player") && sel.determiner.kind === "each" ? "3p" : super.personOf(sel);
  }

  /** A floating trigger's duration, said after its event's subject (form `imp.duration-in-clause`). */
  private floatingDuration: string | null = null;

  /**
   * "Jedes Mal, wenn dieser Charakter an einem Ort erkundet": a trigger condition on this character that the clause
   * can hold, said before the verb (the condition's form `in-clause`), in place of "…, solange …".
   */
  protected override triggerClause(ab: TriggeredAbility, ctx: Ctx): string {
    // "Jedes Mal, wenn du einen Ort ausspielst, …": the played location is what `that` names after.
    const first = ab.triggers[0];
    if (first?.kind === "event" && first.event === "play" && ab.triggers.length === 1 && ctx.antecedent === null) {
      const played = first.args["what"];
      if (played !== undefined && played.kind === "selector" && played.form === "general" && played.noun === "location") ctx.antecedent = played;
    }
    const gate = ab.gate;
    if (gate === null || gate.placement !== "after" || first?.kind !== "event" || !(first.subject.form === "fixed" && first.subject.id === "this") || !this.conditionHasForm(gate.condition, "in-clause", ctx)) return super.triggerClause(ab, ctx);
    const named = ctx.thisNamed;
    this.floatingDuration = this.condition(gate.condition, ctx, "in-clause");
    ctx.thisNamed = named;
    const text = super.triggerClause(triggeredWith(ab, { gate: null }), ctx);
    this.floatingDuration = null;
    return text;
  }

  /** Playing this card happens once: "Wenn du diesen Charakter ausspielst und jedes Mal, wenn …" (not "Jedes Mal, wenn du diesen Charakter ausspielst"). */
  protected override trigger(t: Trigger, ctx: Ctx, index: number, previous: Trigger | null = null, named = false): string {
    if (t.kind !== "event" || t.event !== "play" || t.opener !== "whenever") return super.trigger(t, ctx, index, previous, named);
    const what = t.args["what"];
    const playThis = what?.kind === "selector" && what.form === "fixed" && what.id === "this";
    return super.trigger(playThis ? eventWith(t, { opener: "when" }) : t, ctx, index, previous, named);
  }

  /** "Jedes Mal, wenn einer deiner Charaktere in diesem Zug erkundet": the duration inside the clause, before its verb. */
  protected override eventClause(t: Trigger & { kind: "event" }, ctx: Ctx, index: number): string {
    const duration = this.floatingDuration;
    if (duration === null || index !== 0) return super.eventClause(t, ctx, index);
    this.floatingDuration = null;
    const named = ctx.thisNamed;
    const subject = t.subject.form === "fixed" && t.subject.id === "that" ? this.pronoun("nom", ctx) : this.np(t.subject, "nom", ctx);
    ctx.thisNamed = named;
    const text = super.eventClause(t, ctx, index);
    return duration !== "" && text.startsWith(`${subject} `) ? `${subject} ${duration} ${text.slice(subject.length + 1)}` : text;
  }

  /** The actor of the clause being realised, named as one of the chosen players (see `np`). */
  private actorOneOf: { sel: Selector; text: string } | null = null;

  /** True while an order's objects are realised (this character is then named in full). */
  private inOrder = false;

  protected override doClause(s: Statement & { kind: "do" }, ctx: Ctx, mood: Mood): string {
    // The step's actor and option read once here for both methods (steps come in many shapes: each read is a generic one).
    const actor = s.actor;
    const may = s.may;
    const outer = this.inOrder;
    this.inOrder = !may && actor === null && (mood === "imp" || mood === "3s");
    const outerActor = this.actorOneOf;
    if (actor !== null && actor.form === "general" && isChosen(actor) && this.hasForm("phrases", "actor-one-of", s.verb, ctx)) {
      const t = this.nounTerm(actor.noun, false, ctx);
      this.actorOneOf = { sel: actor, text: fillTemplate(this.phrase("actor-one-of", ctx, [s.verb]), () => t.pl) };
    }
    const text = this.doClauseDe(s, actor, may, ctx, mood);
    this.inOrder = outer;
    this.actorOneOf = outerActor;
    return text;
  }

  /** The German wordings of a step (chosen targets of yours, verb second, this card out of play, …), else the shared one. */
  private doClauseDe(s: Statement & { kind: "do" }, actor: Selector | null, may: boolean, ctx: Ctx, mood: Mood): string {
    // The step's verb read once; each wording below is tested on it and on the actor and option.
    const verb = s.verb;
    if (verb === "floating-trigger" && !may && actor === null && this.hasForm("effects", verb, "imp.duration-in-clause", ctx)) {
      const d = s.args["duration"];
      this.floatingDuration = d === undefined ? "" : this.slot(floatingDurationSlot, d, ctx);
      const text = this.fill(this.form("effects", verb, ["imp.duration-in-clause"], ctx), s.args, ctx);
      this.floatingDuration = null;
      return text;
    }
    if (this.ellipsisCtx === ctx) {
      this.ellipsisCtx = null;
      if (actor === null && !may && this.hasForm("effects", verb, "imp.other-same", ctx)) return this.fill(this.form("effects", verb, ["imp.other-same"], ctx), s.args, ctx);
    }
    if (this.thenCtx === ctx) {
      this.thenCtx = null;
      if (actor === null && !may && this.hasForm("effects", verb, "imp-then", ctx)) {
        const text = this.fill(this.form("effects", verb, ["imp-then"], ctx), s.args, ctx);
        this.bind(s.args, ctx);
        return text;
      }
    }
    // Verb second after a fronted clause: "…, verlieren alle gegnerischen Mitspielenden je 1 Legende".
    if (actor !== null) return !may && ctx.inverted ? this.invertedDoClause(s, actor, ctx, mood) : super.doClause(s, ctx, mood);
    // After "Falls …," an order keeps its imperative ("ziehe 1 Karte"); a single step whose verb has its own verb-second form takes it
    // ("Falls du in diesem Zug mindestens ein Lied ausgespielt hast, sammelst du 1 Legende": `imp-inv`; "…, sammle 2 Legenden und entferne …").
    if (this.ifCtx === ctx && ctx.inverted && !may && !(this.ifSingle && this.hasForm("effects", verb, "imp-inv", ctx))) {
      ctx.inverted = false;
      const text = this.doClause(s, ctx, mood);
      ctx.inverted = true;
      return text;
    }
    const target = targetOf(s.args);
    if (target === null) return super.doClause(s, ctx, mood);
    const sel = target[1];
    if (sel.form === "fixed") {
      // This card out of play: "darfst du diese Karte in dein Deck mischen" (no "zurück" as for cards taken from the discard: forms `*.this-discard`).
      const thisForm = may ? "inf.this-discard" : "imp.this-discard";
      if (sel.id === "this" && ctx.thisIsCard && (mood === "imp" || may) && this.hasForm("effects", verb, thisForm, ctx)) {
        const text = this.fill(this.form("effects", verb, [thisForm], ctx), s.args, ctx);
        return may ? this.may(text, ctx) : text;
      }
      return super.doClause(s, ctx, mood);
    }
    if (sel.determiner.kind !== "chosen" || !analyse(sel).ofYours) return super.doClause(s, ctx, mood);
    const m: Mood = may ? "inf" : mood === "3s" ? "imp" : mood;
    // Verbs printed with the chosen noun phrase itself ("Verbanne einen deiner Gegenstände"): forms `*.yours`.
    if (this.hasForm("effects", verb, "imp.yours", ctx)) {
      const text = this.fill(this.form("effects", verb, m === "imp" ? ["imp.yours"] : m === "zu" ? ["zu.yours", "inf.yours"] : ["inf.yours"], ctx), s.args, ctx);
      this.bind(s.args, ctx);
      return may ? this.may(text, ctx) : text;
    }
    // Chosen targets of yours: "wähle einen deiner Charaktere und füge ihm … zu".
    const chosenNp = this.np(sel, "acc", ctx);
    ctx.antecedent = sel;
    // "… wählen und zurück auf deine Hand nehmen": two infinitives share an accusative object (a dative stays: "wählen und ihm … zufügen").
    const tmpl = this.form("effects", verb, m === "imp" ? ["imp"] : ["inf"], ctx);
    const shared = m !== "imp" && tmpl.includes(`{${target[0]}:acc}`);
    const text = this.fill(tmpl, s.args, ctx, { [target[0]]: shared ? "" : thatSelector(sel) });
    const choose = m === "imp" ? `wähle ${chosenNp} und ${text}` : `${chosenNp} wählen und ${text}`;
    return may ? this.may(choose, ctx) : choose;
  }

  /** Verb second after a fronted clause, the actor after the verb: forms `inv-<person>`, else the person form turned around. */
  private invertedDoClause(s: Statement & { kind: "do" }, actor: Selector, ctx: Ctx, mood: Mood): string {
    const inv = qualified(invForms[this.personOf(actor)], ownChoice(s.args) ? "own" : null);
    if (this.hasAnyForm("effects", s.verb, inv, ctx)) return this.fill(this.form("effects", s.verb, inv, ctx), s.args, ctx, { actor: this.np(actor, "nom", ctx) });
    // Otherwise the person form with its subject after the finite verb: "…, wählt die herausfordernde Person 1 Karte …".
    const subject = this.np(actor, "nom", ctx);
    const full = super.doClause(s, ctx, mood);
    if (full.startsWith(`${subject} `)) return full.slice(subject.length + 1).replace(/^(\S+)/, `$1 ${subject}`);
    return full;
  }

  /**
   * After a trigger, a choice between two steps: "musst du ihn verbannen oder … wählen und zurück auf deine Hand nehmen" (phrase
   * `you-must-either`), where the two are not one step with an `either` form. (Here rather than in `clause`: a choice is the only
   * statement it is asked for.)
   */
  protected override eitherOr(s: Statement & { kind: "or" }, ctx: Ctx, mood: Mood): string | null {
    if (mood === "imp" && ctx.inverted && s.actor === null && !s.may && this.hasForm("phrases", "you-must-either", "inverted", ctx) && super.eitherOr(s, ctx, "inf") === null) {
      const text = `${this.clauses(s.left, ctx, "inf")} ${this.phrase("or", ctx)} ${this.clauses(s.right, ctx, "inf")}`;
      return fillTemplate(this.phrase("you-must-either", ctx, ["inverted"]), () => text);
    }
    return super.eitherOr(s, ctx, mood);
  }

  protected override predicateClause(s: Parameters<Realiser["clause"]>[0] & { kind: "predicate" }, ctx: Ctx, mood: Mood): string {
    // The subject's kind and analysis read once; each wording below is tested on them.
    const subject = s.subject;
    if (subject.form === "fixed") {
      if (subject.id === "that" && s.predicate === "gets-stat" && ctx.replaced !== null) {
        const duration = this.durationFor(s, ctx);
        return this.fill(this.form("predicates", "gets-stat", ["give"], ctx), s.args, ctx, { subject: this.pronoun("dat", ctx), duration });
      }
      return super.predicateClause(s, ctx, mood);
    }
    const info = analyse(subject);
    const predicate = s.predicate;
    const text = info.chosen ? this.chosenPredicateClause(s, subject, info, ctx, mood) : null;
    if (text !== null) return text;
    // "Die Kosten deiner Stitch-Charaktere …", "Die Kosten von Charakteren an diesem Ort …": the subject as a possessor (form `poss`).
    if (this.possPredicates.has(predicate) && this.hasForm("predicates", predicate, "poss", ctx)) {
      const gen = this.staticGroup(subject, ctx) ? "" : this.np(subject, "gen", ctx);
      const owner = gen === "" ? `von ${this.np(subject, "group-dat", ctx)}` : /^(der|des|deiner|deines|eines|einer|aller|dieses|dieser|jedes|jeder) /.test(gen) ? gen : `von ${this.np(subject, "dat", ctx)}`;
      return this.fill(this.form("predicates", predicate, ["poss"], ctx), s.args, ctx, { subject: owner, duration: this.durationFor(s, ctx) });
    }
    // "Gib allen gegnerischen Charakteren bis zu Beginn deines nächsten Zuges -1 {S}": a timed stat change for every card of a group not of yours.
    if (!info.chosen && predicate === "gets-stat" && mood !== "3s" && !s.may && !ctx.inStatic && s.duration !== null && info.each && !info.ofYours && this.hasForm("predicates", "gets-stat", "give", ctx)) {
      const duration = this.durationFor(s, ctx);
      return this.fill(this.form("predicates", "gets-stat", ["give"], ctx), s.args, ctx, { subject: this.np(subject, "dat", ctx), duration });
    }
    return super.predicateClause(s, ctx, mood);
  }

  /** The predicates whose lexicon entry has a `poss` form (plain or for some sets): only theirs are asked for it. */
  private readonly possPredicates: ReadonlySet<string>;
  /** The costs whose lexicon entry has a `lower-after` form (see `activated`). */
  private readonly lowerAfterCosts: ReadonlySet<string>;

  /** The wordings of a predicate on a chosen subject tested before the possessor (`poss`), or null (see `predicateClause`). */
  private chosenPredicateClause(s: PredicateStatement, subject: GeneralSelector, info: SelectorInfo, ctx: Ctx, mood: Mood): string | null {
    // The statement's predicate and option read once (statements come in many shapes: each read is a generic one).
    const predicate = s.predicate;
    const may = s.may;
    // "wähle einen deiner Charaktere, er erhält bis zu Beginn deines nächsten Zuges Wendig."
    if (predicate === "gains-keyword" && !ctx.inStatic && info.ofYours && !info.upTo) {
      const chosen = this.np(subject, "acc", ctx);
      ctx.antecedent = subject;
      ctx.inverted = false;
      const rest = super.predicateClause(predicateWith(s, { subject: thatSelector(subject) }), ctx, mood);
      ctx.antecedent = subject;
      return `wähle ${chosen}, ${rest}`;
    }
    // "wähle einen gegnerischen Charakter. Er kann in seinem nächsten Zug nicht erkunden." (also "Er wird zu Beginn …
    // nicht bereit gemacht", "Er kann in diesem Zug bereite Charaktere herausfordern").
    if (pickThenPronoun.has(predicate) && !ctx.inStatic && !info.upTo && !info.ofYours) {
      const chosen = this.np(subject, "pick", ctx);
      ctx.antecedent = subject;
      ctx.inverted = false;
      const rest = super.predicateClause(predicateWith(s, { subject: thatSelector(subject) }), ctx, mood);
      ctx.antecedent = subject;
      return `wähle ${chosen}. ${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
    }
    // "darfst du einem Charakter deiner Wahl in diesem Zug -1 {S} geben" (form `may`, the target in the dative).
    if (may && this.hasForm("predicates", predicate, "may", ctx)) {
      const text = this.fill(this.form("predicates", predicate, ["may"], ctx), s.args, ctx, { subject: this.np(subject, "dat", ctx), duration: this.durationFor(s, ctx) });
      ctx.antecedent = subject;
      return this.may(text, ctx);
    }
    if (predicate !== "gets-stat") return null;
    // The subject as a possessor comes first (form `poss`).
    if (this.possPredicates.has(predicate) && this.hasForm("predicates", predicate, "poss", ctx)) return null;
    // From set 4 a trigger's chosen target is the subject: "…, erhält ein Charakter deiner Wahl in diesem Zug +1 {L}" (form `inv-chosen`).
    if (ctx.inverted && !may && s.args["per"] === undefined && !info.plural && !info.ofYours && this.hasForm("predicates", predicate, "inv-chosen", ctx)) {
      const text = this.fill(this.form("predicates", predicate, ["inv-chosen"], ctx), s.args, ctx, { subject: this.np(subject, "nom", ctx), duration: this.durationFor(s, ctx) });
      ctx.antecedent = subject;
      return text;
    }
    if (mood === "3s") return null;
    const duration = this.durationFor(s, ctx);
    // "Wähle einen deiner Charaktere und gib ihm in diesem Zug +2 {S}".
    if (info.ofYours && !info.upTo && !info.plural && !may) {
      const chosen = this.np(subject, "acc", ctx);
      ctx.antecedent = subject;
      return `wähle ${chosen} ${this.phrase("and", ctx)} ${this.fill(this.form("predicates", "gets-stat", ["give"], ctx), s.args, ctx, { subject: this.pronoun("dat", ctx), duration })}`;
    }
    // "Gib bis zu 2 Charakteren deiner Wahl in diesem Zug jeweils -1 {S}": form `give-pl`.
    const text = this.fill(this.form("predicates", "gets-stat", info.plural ? ["give-pl", "give"] : ["give"], ctx), s.args, ctx, { subject: this.np(subject, "dat", ctx), duration });
    ctx.antecedent = subject;
    return text;
  }
}

/**
 * Inside a text, what a German finishing pass may change: untidy spaces, a space before a colon, a comma before a stop or
 * a line break. No anchored alternative (`^`, `$`): one keeps the matcher from skipping ahead to the next candidate.
 */
const germanFinishingInside = new RegExp(`${untidyInsideSource}| :|,[.:;)\\n\\r\\u2028\\u2029]`);

/** A superset of the texts a German finishing pass changes: the inside test, a space at either end, a comma at the end (`hasStrayComma`). */
export function needsGermanFinishing(text: string): boolean {
  return hasEdgeSpace(text) || charCode(text, text.length - 1) === 44 || germanFinishingInside.test(text);
}

/** A comma before `.` `:` `;` `)` or at a line's end: what the expression in `finish` removes (most texts have commas, few such). */
export function hasStrayComma(text: string): boolean {
  for (let i = indexIn(text, ",", 0); i >= 0; i = indexIn(text, ",", i + 1)) {
    const next = charCode(text, i + 1);
    if (Number.isNaN(next) || next === 46 || next === 58 || next === 59 || next === 41 || next === 10 || next === 13 || next === 0x2028 || next === 0x2029) return true;
  }
  return false;
}
