/** English: "chosen" before the noun, "your X" for groups of yours, "a card" / "2 cards". */
import type { Amount, Condition, FilterUse, PredicateStatement, Selector, SlotValue } from "../../../grammar/ast";
import { orDefault } from "../keys";
import { mapped } from "../lists";
import { namedForms } from "../plain-texts";
import { analyse, defaultForm, equalToForms, filterForms, plForms, Realiser, sgForms, type Ctx, type Mood, type SelectorInfo } from "../realiser";
import { fillTemplate, hasEdgeSpace, tidySpaces, untidyInsideSource } from "../template";
import type { Lexicon, Term } from "../types";

/** A postfix filter's forms by the noun phrase's number, and for `per` ("for each character with …"). */
const perSgForms: readonly string[] = ["per", "sg", "default"];
const perPlForms: readonly string[] = ["per", "pl", "default"];

/** The indefinite article before a word: "an" before a written vowel ("an item", "an opposing character"), else "a". */
export function indefinite(word: string): string {
  const c = word.charCodeAt(0) | 32;
  return c === 97 || c === 101 || c === 105 || c === 111 || c === 117 ? "an" : "a";
}

/** What the English finishing may change, but for a space at either end: untidy spaces (`tidySpaces`), a quoted ability's stop before a space. */
const englishFinishingCandidate = new RegExp(`${untidyInsideSource}|\\." `);

/**
 * Whether a text may need the English finishing; false for a text it leaves as it is (most texts):
 * one test of the text where tidying and the quoted stop were a test and a scan (tidying removes
 * spaces only, never one between a stop and a quote, so a tidied text has `." ` only where the
 * text had it).
 */
export function needsEnglishFinishing(text: string): boolean {
  // The expression first: it flattens a joined text in place, where reading its first character by code would flatten it through the runtime.
  return englishFinishingCandidate.test(text) || hasEdgeSpace(text);
}

/** The words before the noun and the noun, as cards out of play say it ("song card", "character cards") when `asCards`. */
function headOf(before: string, noun: Term, asCards: boolean, plural: boolean): string {
  return before + (asCards ? `${noun.sg}${plural ? " cards" : " card"}` : plural ? noun.pl : noun.sg);
}

export class EnglishRealiser extends Realiser {
  /** The genders of names and classifications (`Lexicon.pronouns`) as a map: a keyed load on the lexicon's object is megamorphic at its site. */
  private readonly pronouns: ReadonlyMap<string, "he" | "she">;

  constructor(lex: Lexicon) {
    super(lex);
    this.pronouns = new Map(Object.entries(lex.pronouns ?? {}));
    this.thisTexts = namedForms(lex.fixedSelectors["this"]);
  }

  /** "this character", "this item" … by the kind of this card (`namedForms`): one lookup, not a list and a form. */
  private readonly thisTexts: ReadonlyMap<string, string>;

  np(sel: Selector, form: string, ctx: Ctx): string {
    if (sel.form === "fixed") return this.fixed(sel.id, form === "one-of" ? "dist" : form, ctx, sel.args);
    const i = analyse(sel);
    // `one-of` is `dist` but for one chosen card of yours ("one of your characters").
    if (form === "one-of" && !(i.chosen && i.ofYours && i.count === 1 && !i.upTo)) return this.np(sel, "dist", ctx);
    const nounTerm = this.nounTerm(i.noun, i.each, ctx);
    // Cards out of play are never "chosen" on printed cards: "a song card", "up to 2 character cards".
    // form "card": "it's a song card".
    // "You may put each character card with cost 2 or less into your hand": every match among the revealed cards.
    const offPlay = (i.zone !== null || form === "card") && (i.chosen || i.any || i.all || (i.each && i.zone === "among"));
    // "Put one on the top of your deck": a single card among those, without filters.
    // … and "Put 2 into your hand".
    if (offPlay && i.zone === "among" && i.noun === "card" && !i.upTo && i.states.length === 0 && i.classes.length === 0 && i.postfixes.length === 1 && form !== "pro") return i.count === 1 ? "one" : String(i.count);
    const group = form === "group" || i.all;
    const plural = i.plural || (i.each && i.ofYours && form !== "per" && form !== "dist") || group;
    if (form === "pro") return plural ? "them" : "it";
    const cardWord = offPlay && form !== "nocard" && (i.zone !== "hand" || form === "card") && i.noun !== "card" ? (plural ? " cards" : " card") : "";
    // "the chosen character is named Pain": the filters after the noun only.
    if (form === "postfix") {
      let text = "";
      for (let k = 0; k < i.postfixes.length; k++) {
        const p = i.postfixes[k];
        if (p !== undefined) text += `${k === 0 ? "" : " "}${this.fill(this.form("postfixFilters", p.id, sgForms, ctx), p.args, ctx)}`;
      }
      return text;
    }
    // "this character has 5 {S} or more": only the stat comparison.
    if (form === "has") {
      const cmp = i.postfixes.find((p) => p.id === "stat-compare");
      if (cmp !== undefined) return this.fill(this.form("postfixFilters", cmp.id, ["has"], ctx), cmp.args, ctx);
    }
    const classText = this.classText(i, form);
    // The words before the noun, each followed by its space: the prefixes in the script's order ("chosen damaged opposing character", "all opposing damaged characters"), then the classifications.
    let before = "";
    // Indexed loops in the noun phrase's methods: their compiled code is shorter than a for…of's (it runs once per ability).
    const prefixes = i.sel.prefixes;
    for (let k = 0; k < prefixes.length; k++) {
      const p = prefixes[k] as FilterUse;
      if (p.id !== "other") before += `${this.form("prefixFilters", p.id, defaultForm, ctx)} `;
    }
    if (classText !== "") before += `${classText} `;
    const asCards = cardWord !== "";
    const head = headOf(before, nounTerm, asCards, plural);
    const postForms = form === "per" ? (plural ? perPlForms : perSgForms) : plural ? plForms : sgForms;
    const post = i.postfixes.length === 0 ? "" : this.postfixesText(i.postfixes, postForms, form === "nozone" || form === "card", ctx);
    // `counted`: how many cards of a kind, with the number, the hand they are in unsaid ("either 2 cards or 1 action card").
    if (form === "counted") return `${i.count} ${before}${i.noun === "card" ? "" : `${nounTerm.sg} `}${i.count > 1 ? "cards" : "card"}`;
    // "one of their characters": chosen by the acting player among their own (see `ownChoice`).
    if (form === "own") {
      let text = `one of their ${i.other ? "other " : ""}${headOf(before, nounTerm, asCards, true)}`;
      for (const p of i.postfixes) if (p.id !== "of-yours" && p.id !== "any-classification") text += ` ${this.fill(this.form("postfixFilters", p.id, plForms, ctx), p.args, ctx)}`;
      return text;
    }
    let np: string;
    if (form === "count") {
      np = `${i.other ? "other " : ""}${headOf(before, nounTerm, asCards, true)}`;
    } else if (form === "bare") {
      np = `${i.other ? "other " : ""}${headOf(before, nounTerm, asCards, false)}`;
    } else if (form === "per" && !i.ofYours) {
      np = `${i.other ? "other " : ""}${head}`;
    } else if (offPlay) {
      const det = i.all ? "all" : i.each ? "each" : i.upTo ? `up to ${i.count}` : i.count > 1 ? String(i.count) : i.other ? "another" : indefinite(head);
      np = `${det} ${head}`;
    } else if (i.chosen && i.ofYours && i.count === 1 && !i.upTo && (ctx.place === "cost" || i.noun !== "character")) {
      // "equal to the cost of one of your items in play"
      np = `one of your ${i.other ? "other " : ""}${headOf(before, nounTerm, asCards, true)}${form === "gen" && ctx.place !== "cost" ? " in play" : ""}`;
    } else if (i.chosen && form === "one-of" && i.ofYours && i.count === 1 && !i.upTo) {
      // Sets 1 and 4: "remove up to 3 damage from one of your characters" (reprints say "chosen character of yours").
      np = `one of your ${i.other ? "other " : ""}${headOf(before, nounTerm, asCards, true)}`;
    } else if ((i.chosen || i.any) && form === "indef" && i.count === 1 && !i.upTo) {
      // "Move a character of yours to a location for free": a chosen (or any) card said with "a".
      np = `${i.other ? "another" : indefinite(head)} ${head}${i.ofYours ? " of yours" : ""}`;
    } else if (i.chosen && form === "indef" && i.upTo) {
      // "Move up to 2 characters of yours to the same location for free": "chosen" left out.
      np = `up to ${i.count}${i.other ? " other" : ""} ${head}${i.ofYours ? " of yours" : ""}`;
    } else if (i.chosen) {
      // "up to 2 other chosen characters", "another 2 chosen characters of yours"
      const det = i.upTo ? `up to ${i.count}${i.other ? " other" : ""} chosen` : i.count > 1 ? `${i.other ? "another " : ""}${i.count} chosen` : i.other ? "another chosen" : "chosen";
      np = `${det} ${head}${i.ofYours ? " of yours" : ""}`;
    } else if (i.each && i.ofYours) {
      // "Ready all your characters": the `all` determiner keeps its word.
      np = plural ? `${i.all ? "all " : ""}your ${i.other ? "other " : ""}${head}` : `each of your ${i.other ? "other " : ""}${headOf(before, nounTerm, asCards, true)}`;
    } else if (group) {
      // "All cards in your hand count as having {C}": a group out of play keeps "all".
      np = `${i.all || (form === "group" && i.zone !== null) ? "all " : ""}${i.other ? "other " : ""}${head}`;
    } else if (i.each) {
      np = `each ${i.other ? "other " : ""}${head}`;
    } else if (i.any && i.ofYours && i.postfixes.some((p) => p.id === "named")) {
      // "Whenever a character of yours named Robin Hood quests"
      np = `${i.other ? "another" : indefinite(head)} ${head} of yours`;
    } else if (i.any && i.ofYours) {
      np = `one of your ${i.other ? "other " : ""}${headOf(before, nounTerm, asCards, true)}`;
    } else if (i.any) {
      np = i.other ? `another ${head}` : `${indefinite(head)} ${head}`;
    } else {
      np = `${i.other ? "other " : ""}${head}`;
      if (i.ofYours) np = `your ${np}`;
    }
    // "for each character you have here": a location's own characters are in play already.
    if (form === "per" && i.ofYours && !i.chosen && i.postfixes.length === 1 && i.postfixes[0]?.id === "here") return `${i.other ? "other " : ""}${head} you have here`;
    // "for each other character named Magic Broom you have in play"
    if (form === "per" && i.ofYours && !i.chosen) return `${i.other ? "other " : ""}${head}${post === "" ? "" : ` ${post}`} you have in play`;
    // "equal to the number of Broom characters you have in play"
    if (form === "number-of") return `${i.other ? "other " : ""}${headOf(before, nounTerm, asCards, true)}${post === "" ? "" : ` ${post}`}${i.ofYours ? " you have in play" : ""}`;
    return post === "" ? np : `${np} ${post}`;
  }

  /**
   * The postfix filters after the noun, each in the first of `forms` it has (its `of-…` forms first,
   * `filterForms`), joined by spaces ("named Robin Hood with cost 2 or less"); `any-classification`
   * prints before the noun (`classText`), and `inHandDropped` leaves out "in your hand".
   */
  private postfixesText(postfixes: SelectorInfo["postfixes"], forms: readonly string[], inHandDropped: boolean, ctx: Ctx): string {
    let out = "";
    let first = true;
    for (let k = 0; k < postfixes.length; k++) {
      const p = postfixes[k] as FilterUse;
      if (p.id === "any-classification" || (inHandDropped && p.id === "in-hand")) continue;
      const text = this.fill(this.form("postfixFilters", p.id, filterForms(p, forms), ctx), p.args, ctx);
      out = first ? text : `${out} ${text}`;
      first = false;
    }
    return out;
  }

  /**
   * The classifications before the noun: "Prince", and "with any of …" as a list, "a Prince or King
   * character", "your Prince, Princess, King, and Queen characters"; "" for a selector without any.
   */
  private classText(i: SelectorInfo, form: string): string {
    let anyOf: SelectorInfo["postfixes"][number] | undefined;
    const postfixes = i.postfixes;
    for (let k = 0; k < postfixes.length; k++) if ((postfixes[k] as FilterUse).id === "any-classification") anyOf ??= postfixes[k];
    if (anyOf === undefined) {
      // No list to build for none or one ("Prince character"): the one name is the text.
      const only = i.classes.length === 1 ? i.classes[0] : undefined;
      if (only !== undefined) return this.classification(only).sg;
      if (i.classes.length === 0) return "";
    }
    const classes = mapped(i.classes, (c) => this.classification(c).sg);
    let join = i.sel.classificationJoin === "or" ? "or" : null;
    if (anyOf !== undefined) {
      for (const v of Object.values(anyOf.args)) if (v.kind === "string") classes.push(this.classification(v.value).sg);
      join = i.each || i.all || form === "group" ? "and" : "or";
    }
    return join !== null && classes.length > 1 ? `${classes.slice(0, -1).join(", ")}${classes.length > 2 ? "," : ""} ${join} ${classes[classes.length - 1] ?? ""}` : classes.join(" ");
  }

  protected override readonly groupsInStatics = true;

  /** The antecedent a condition found to be a gendered character ("If a character named Aladdin is chosen, he …"), and its pronoun. */
  private chosenAs: { readonly ante: Selector | null; readonly pronoun: "he" | "she" } | null = null;

  /** "That character can't ready … unless they're at a location": `that` as "they" is named in full when the clause says "they" again. */
  protected override predicateClause(s: PredicateStatement, ctx: Ctx, mood: Mood): string {
    const text = super.predicateClause(s, ctx, mood);
    if (s.subject.form !== "fixed" || s.subject.id !== "that" || !text.startsWith("they ")) return text;
    const m = /^they (can't|can|may) (.*)$/.exec(text);
    if (m === null || !/\bthey('re)?\b/.test(m[2] ?? "")) return text;
    return `${this.phrase("that-character", ctx)} ${m[1] ?? ""} ${m[2] ?? ""}`;
  }

  /** The gendered pronoun of a selector picked by a name or a classification the lexicon's `pronouns` knows, else null. */
  private genderOf(sel: Selector | null): "he" | "she" | null {
    if (sel === null || sel.form !== "general" || sel.noun !== "character") return null;
    const i = analyse(sel);
    if (i.plural || i.each) return null;
    const table = this.pronouns;
    for (const p of sel.postfixes) {
      const name = p.id === "named" ? p.args["name"] : undefined;
      if (name !== undefined && name.kind === "string") return table.get(name.value) ?? null;
    }
    // The one classification with a gender, if only one has one.
    let found: "he" | "she" | null = null;
    for (const c of sel.classifications) {
      const g = table.get(c.name);
      if (g === undefined) continue;
      if (found !== null) return null;
      found = g;
    }
    return found;
  }

  /** The gendered pronoun `that` takes now, or null. */
  private antecedentGender(ctx: Ctx): "he" | "she" | null {
    if (this.chosenAs !== null && this.chosenAs.ante === ctx.antecedent) return this.chosenAs.pronoun;
    return this.genderOf(ctx.antecedent);
  }

  /** A condition on this character that does not name it ("While being challenged, this character gets +2 {S}"): the next mention is not a pronoun. */
  override condition(c: Condition, ctx: Ctx, prefix: string | null = null): string {
    const named = ctx.thisNamed;
    this.chosenAs = null;
    let text = super.condition(c, ctx, prefix);
    // "… unless it is at a location": this character already named is its pronoun.
    const pronoun = ctx.card.pronoun;
    const aboutThis = c.id.startsWith("this-");
    const thisText = aboutThis ? this.form("fixedSelectors", "this", orDefault(this.thisKind(ctx)), ctx) : "";
    if (named && aboutThis && (pronoun === "he" || pronoun === "she" || pronoun === "it") && text.startsWith(thisText)) text = pronoun + text.slice(thisText.length);
    // "If a character named Aladdin is chosen, he gets +2 {S} instead".
    const subject = c.id === "is" ? c.args["subject"] : undefined;
    const what = c.id === "is" ? c.args["what"] : undefined;
    if (subject !== undefined && subject.kind === "selector" && subject.form === "fixed" && subject.id === "that" && what !== undefined && what.kind === "selector") {
      const pronoun = this.genderOf(what);
      if (pronoun !== null) this.chosenAs = { ante: ctx.antecedent, pronoun };
    }
    if (!named && aboutThis && !text.includes(thisText)) ctx.thisNamed = false;
    return text;
  }

  /** Tidy spaces; a quoted ability inside a sentence loses its final stop: `gains "When … to your hand" this turn`. Most texts need neither and pass one test (`needsEnglishFinishing`). */
  override finish(text: string): string {
    if (!needsEnglishFinishing(text)) return text;
    const out = tidySpaces(text);
    return out.includes('." ') ? out.replace(/\." (?=[a-z])/g, '" ') : out;
  }
  protected override readonly staticConditionFirst = true;

  private fixed(id: string, form: string, ctx: Ctx, args: Readonly<Record<string, SlotValue>>): string {
    if (id === "this") {
      const pronoun = ctx.card.pronoun;
      // After "whenever this character banishes …", the object is "this character" again ("you may ready this character. She can't quest").
      const renamed = form !== "nom" && ctx.thisWasTriggerSubject;
      ctx.thisWasTriggerSubject = false;
      if (ctx.thisNamed && !renamed && !ctx.thisIsCard && (pronoun === "he" || pronoun === "she" || pronoun === "it")) {
        return form === "nom" || pronoun === "it" ? pronoun : pronoun === "he" ? "him" : "her";
      }
      // A plural character ("Chernabog's Followers") is "them" even right after being the trigger's subject: "Whenever this character quests, you may banish them".
      if (ctx.thisNamed && !ctx.thisIsCard && pronoun === "they") return form === "nom" ? "they" : "them";
      ctx.thisNamed = true;
      const kind = this.thisKind(ctx);
      return this.thisTexts.get(kind) ?? this.form("fixedSelectors", "this", orDefault(kind), ctx);
    }
    // One looked-at card is "it"; the rest of two is "the other".
    if (id === "those" && ctx.looked === 1) return this.phrase("pronoun-thing", ctx, orDefault(form));
    if (id === "rest" && ctx.restIsOther) return this.form("fixedSelectors", id, ["other"], ctx);
    // "you", "that player": one lookup, not a form and a fill.
    const plain = this.plainFixed.get(id);
    if (plain !== undefined) return plain;
    return this.fill(this.form("fixedSelectors", id, this.isThing(ctx.antecedent) ? ["thing", form, "default"] : orDefault(form), ctx), args, ctx);
  }

  protected override pronounPerson(ctx: Ctx): Mood {
    return this.isThing(ctx.antecedent) || this.antecedentGender(ctx) !== null ? "3s" : "3p";
  }

  protected override refersToThing(ctx: Ctx): boolean {
    return this.isThing(ctx.antecedent);
  }

  /** A single card that is not a character ("the top card of your deck", "chosen item"): "it". */
  private isThing(ante: Selector | null): boolean {
    if (ante === null) return false;
    if (ante.form === "fixed") return ante.id === "top-of-deck" || ante.id === "named-card";
    return ante.noun !== "character" && ante.noun !== "opponent" && ante.noun !== "player" && this.personOf(ante) !== "3p";
  }

  pronoun(form: string, ctx: Ctx): string {
    // The card a leaves-play trigger refers to: "return that card to your hand".
    if (ctx.triggerLeftPlay && ctx.antecedent === null) return "that card";
    // "If it's a character card, you may play that character …": named once after the condition, then "it".
    if (ctx.thatNoun !== null) {
      const named = this.phrase("that-after-if", ctx, orDefault(ctx.thatNoun));
      ctx.thatNoun = null;
      if (named !== "") return named;
    }
    if (this.isThing(ctx.antecedent)) return this.phrase("pronoun-thing", ctx, orDefault(form));
    const gender = this.antecedentGender(ctx);
    if (gender !== null) return this.phrase(gender === "he" ? "pronoun-he" : "pronoun-she", ctx, orDefault(form));
    const plural = ctx.antecedent !== null && this.personOf(ctx.antecedent) === "3p";
    return this.phrase(plural ? "pronoun-pl" : "pronoun-sg", ctx, orDefault(form));
  }

  count(amount: Amount | number, termId: string, _form: string, ctx: Ctx): string {
    const t = this.term(termId);
    if (typeof amount === "number") {
      if (_form === "top" && amount === 1) return t.sg;
      return amount === 1 && t.one !== undefined ? t.one : `${amount} ${amount === 1 ? t.sg : t.pl}`;
    }
    switch (amount.form) {
      case "number": {
        const n = amount.value;
        // "look at the top card of your deck" / "the top 3 cards"
        if (_form === "top" && n === 1 && !amount.upTo) return t.sg;
        const base = !amount.upTo && n === 1 && t.one !== undefined ? t.one : `${n} ${n === 1 ? t.sg : t.pl}`;
        const text = amount.upTo ? this.upToText(base, ctx) : base;
        // "Remove 1 damage each from up to 2 chosen characters": the amount goes to each of several chosen cards.
        const several = ctx.target !== null && ctx.target.form === "general" && ctx.target.determiner.kind === "chosen" && ctx.target.determiner.count > 1;
        return _form === "each" && several ? `${text} each` : text;
      }
      case "all":
        return `${this.phrase("all", ctx)} ${t.pl}`;
      case "for-each":
        if (_form === "number-of") return this.numberOfText(amount.per, ctx);
        return `${this.count(amount.value, termId, "", ctx)} ${this.perText(amount.per, amount.counts, ctx)}`;
      case "equal-to":
        return `${t.pl} ${this.equalToText(amount, ctx)}`;
      case "that-much":
        return this.thatMuch(termId, ctx);
      case "this-way":
        return `${this.count(amount.value, termId, "", ctx)} ${this.thisWayText(amount, ctx)}`;
    }
  }

  // The wordings below are apart from `count`: their closures would put its parameters in a context on every call.
  /** "up to 2 cards" (the `up-to` phrase). */
  private upToText(base: string, ctx: Ctx): string {
    return fillTemplate(this.phrase("up-to", ctx), () => base);
  }

  /** "the number of characters you have in play" (the `number-of` phrase). */
  private numberOfText(per: Selector, ctx: Ctx): string {
    return fillTemplate(this.phrase("number-of", ctx), () => this.np(per, "number-of", ctx));
  }

  /** "equal to the {S} of chosen character" (the `equal-to` phrase). */
  private equalToText(amount: Amount & { form: "equal-to" }, ctx: Ctx): string {
    return fillTemplate(this.phrase("equal-to", ctx, equalToForms(amount)), (r) => (r.name === "stat" ? this.amountStat(amount.stat) : this.np(amount.of, "gen", ctx)));
  }
}
