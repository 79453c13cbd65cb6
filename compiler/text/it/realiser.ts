/**
 * Italian: "X a tua scelta" for chosen targets, "un tuo personaggio", classifications in
 * apposition, the subject pronoun dropped, "leggenda" invariable, and contraction of
 * prepositions with articles ("a il" → "al").
 */
import type { ActivatedAbility, Amount, Card, Condition, EffectBody, FilterUse, GeneralSelector, Selector, SlotValue, Statement } from "../../../grammar/ast";
import { analyse, defaultForm, filterForms, plForms, Realiser, sgForms, targetOf, type Ctx, type Mood, type SelectorInfo } from "../realiser";
import { agree, agreedForms, agreeing, contractItalian, italianUnaKeptBefore, italianVowelCode, plainAgreed, withTail, type Agreed } from "../romance";
import { hasEdgeSpace, tidySpaces } from "../template";
import { dotted, orDefault } from "../keys";
import { namedForms } from "../plain-texts";
import type { Lexicon, Term } from "../types";

/** The same target twice: the same selector, or `that` after it. */
function sameTarget(a: Selector, b: Selector): boolean {
  if (b.form === "fixed" && b.id === "that") return true;
  return a.form === "fixed" && b.form === "fixed" && a.id === b.id;
}

/** The modal verbs a reflexive pronoun climbs before ("non si può preparare"). */
const italianModals: readonly string[] = ["può", "possono", "puoi", "posso", "potrà", "potranno"];

const italianClitic = new RegExp(`\\b(${italianModals.join("|")}) si `, "g");

const italianRepeatA = /\ba (un|uno|una) (\p{L}+) o (un|uno|una) /gu;

/**
 * What a pass of the Italian finishing may change, but for a space at either end: after a space,
 * untidy spaces (`tidySpaces`: doubled, before `,` `.` `)`), " o un" after "a un" and a word (the
 * repeated "a": "un personaggio o un oggetto" alone needs none), " si " after a modal verb (the
 * climbing clitic; most texts' " si " follow none), a contraction of `contractItalian` read back
 * from the space ("una", "lo", "la", any case, at a word start, before a vowel, the class taking in
 * every accented Latin-1 letter, "una" not before the words it keeps its vowel before,
 * `italianUnaKeptBefore`, as "aggiungine una alla tua mano"; a preposition at a word start before
 * an article: "l'", "il", "i", "la", "le", "lo", "gli", the white space after them); then a space
 * after `(` (untidy) or after an apostrophe (`contractItalian`'s "l' "), and the quoted stop `".`.
 * A looser superset of what the passes change: a text it fails is one they leave as it is.
 *
 * The alternatives after the space are tried at spaces only; the vowel class is ASCII plus one
 * range, tested inline (a class of the accented vowels one by one costs about as much again as the
 * whole test), and `(`, `'`, `"` open alternatives of their own (a look back for them at every
 * space costs a tenth more). About 40 % fewer instructions per text than a scan of the spaces by
 * `indexOf` and `charCodeAt`.
 */
const italianFinishingCandidate = new RegExp(
  ` (?:[ ,.)]|o un(?<=\\ba un[oa]? [^ ]+ o un)|si (?<=\\b(?:${italianModals.join("|")}) si )|[aeiouAEIOU\\u00c0-\\u00ff](?<=\\b(?:[uU][nN][aA](?! (?:${italianUnaKeptBefore})\\s)|[lL][aAoO]) .)|[lig](?<=\\b(?:a|d[ai]|in|su) .)(?:'|[aeo]\\s|l?\\s|li\\s))|[('] |"\\.`,
);

/**
 * Whether a text may need a pass of the Italian finishing; false for a text no pass changes (most
 * texts): a space at either end (`hasEdgeSpace`), or what `italianFinishingCandidate` matches.
 */
export function needsItalianFinishing(text: string): boolean {
  // The expression first: it flattens a joined text in place, where reading its first character by code would flatten it through the runtime.
  return italianFinishingCandidate.test(text) || hasEdgeSpace(text);
}

/** The Italian finishing: tidy spaces, the repeated "a", contractions, the climbing clitic, the quoted stop (`ItalianRealiser.finish` runs it on the texts `needsItalianFinishing` is true of). */
export function italianFinishingPasses(text: string): string {
  // The preposition "a" is repeated before each of two alternatives: "a un personaggio o a un luogo".
  const tidy = tidySpaces(text);
  // (Every match holds " o un", which most texts lack.)
  const out = contractItalian(tidy.includes(" o un") ? tidy.replace(italianRepeatA, "a $1 $2 o a $3 ") : tidy);
  // A reflexive pronoun climbs before a modal verb: "non si può preparare" (restrictions are written "si preparare").
  const climbed = out.includes(" si ") ? out.replace(italianClitic, "si $1 ") : out;
  // A quoted ability ends without its full stop; at the end of the sentence the stop goes inside the quotes.
  return climbed.includes('".') ? climbed.replace(/"\.(?=\s|$)/g, '."') : climbed;
}

/** Fixed selectors that stand for cards, not characters ("la prima carta del tuo mazzo" → "aggiungila"). */
const cardSelectors: ReadonlySet<string> = new Set(["top-of-deck", "named-card", "those", "rest"]);

/** The plural definite article before a word: "i personaggi", "gli oggetti", "gli altri", "le azioni". */
export function pluralArticle(gender: Term["gender"], next: string): string {
  if (gender === "f") return "le";
  // "gli" before a vowel, "s" and a consonant, "z", "gn", "ps", "pn", "x", "y" (either case): the first two characters by code.
  const first = next.charCodeAt(0);
  const c = first | 32;
  const d = next.charCodeAt(1) | 32;
  const gli = italianVowelCode(first) || c === 122 || c === 120 || c === 121 || (c === 115 && next.length > 1 && !italianVowelCode(next.charCodeAt(1))) || (c === 103 && d === 110) || (c === 112 && (d === 115 || d === 110));
  return gli ? "gli" : "i";
}

/** The forms of a `here` filter by the card's type, then by number (`card-character`, `sg`, `default`): built once per type and number. */
const hereForms = new Map<string, readonly [readonly string[], readonly string[]]>();
function hereFormsFor(cardType: string, plural: boolean): readonly string[] {
  let both = hereForms.get(cardType);
  if (both === undefined) hereForms.set(cardType, (both = [[`card-${cardType}`, ...sgForms], [`card-${cardType}`, ...plForms]]));
  return both[plural ? 1 : 0];
}

/** The determiners and adjectives the noun phrases agree, split once. */
const altroForms = agreedForms("altro/altra/altri/altre");
const tuoForms = agreedForms("tuo/tua/tuoi/tue");
const tuttoForms = agreedForms("tutto/tutta/tutti/tutte");
const quelForms = agreedForms("quel/quella/quei/quelle");

/** "tuo", "tua", "tuoi", "tue", agreeing with the noun. */
function yours(t: Term, plural: boolean): string {
  return agreeing(tuoForms, t.gender, plural);
}

/** The words of a noun phrase joined by spaces, leaving out the filters that print nothing (`among-those`): no space is left for `tidySpaces` to drop. */
function spaced(words: readonly string[]): string {
  let out = "";
  for (let k = 0; k < words.length; k++) {
    const w = words[k] as string;
    if (w !== "") out = out === "" ? w : `${out} ${w}`;
  }
  return out;
}

/** The forms of a general noun phrase that `np` words by a test of its own (`count-other` … `has`). */
const formsOfTheirOwn: ReadonlySet<string> = new Set(["count-other", "count-noun", "count", "bare", "per", "has"]);

export class ItalianRealiser extends Realiser {
  /** "I personaggi avversari ricevono -1 {L}": a group subject of a static is a definite plural. */
  protected override readonly groupsInStatics = true;
  /** "Mentre questo personaggio si trova in un luogo, riceve +2 {S}": the condition names this character, the statement drops it. */
  protected override readonly staticConditionFirst = true;

  /** The names printed in Italian (`Lexicon.names`) as a map: a keyed load on the lexicon's object is megamorphic at its site. */
  private readonly names: ReadonlyMap<string, string>;

  constructor(lex: Lexicon) {
    super(lex);
    this.names = new Map(Object.entries(lex.names ?? {}));
    this.thisTexts = namedForms(lex.fixedSelectors["this"]);
    this.opposing = plainAgreed(lex.prefixFilters["opposing"]);
  }

  /** "avversario/avversaria/avversari/avversarie" split once (`plainAgreed`; null: read by a form). */
  private readonly opposing: Agreed | null;

  /** "questo personaggio", "questo oggetto" … by the kind of this card (`namedForms`): one lookup, not a list and a form. */
  private readonly thisTexts: ReadonlyMap<string, string>;

  /** Most texts need no finishing pass and fail one test (`needsItalianFinishing`). */
  override finish(text: string): string {
    return needsItalianFinishing(text) ? italianFinishingPasses(text) : text;
  }

  /** The verb after a dropped pronoun agrees with a plural antecedent: "Prepara tutti gli altri personaggi … Non possono andare all'avventura". */
  protected override pronounPerson(ctx: Ctx): Mood {
    return ctx.antecedent !== null && this.personOf(ctx.antecedent) === "3p" ? "3p" : "3s";
  }

  /** After "a meno che non" printed after the statement, the condition's `unless` form ("… a meno che non si trovi in un luogo"). */
  override condition(c: Condition, ctx: Ctx, prefix: string | null = null): string {
    if (prefix === null && ctx.place === "static-unless" && this.conditionHasForm(c, "unless", ctx)) return super.condition(c, ctx, "unless");
    return super.condition(c, ctx, prefix);
  }

  override quote(text: string): string {
    return super.quote(text.endsWith(".") ? text.slice(0, -1) : text);
  }

  /** Granted reminders are printed on actions and activated abilities, not always on triggered ones: their own places. */
  override bodyText(body: EffectBody, card: Card): string {
    const ctx = this.newCtx(card);
    ctx.place = "action";
    return this.finish(this.sentences(body.statements, ctx, "imp"));
  }

  protected override activated(ab: ActivatedAbility, ctx: Ctx): string {
    ctx.place = "activated";
    return super.activated(ab, ctx);
  }

  /**
   * The texts of a selector's postfix filters, with its Italian names (`withoutZone`: not "in your
   * hand" or "in your discard"). `here` on a character's own ability is the location it is at: "in
   * quel luogo" (form `card-character`), "in questo luogo" on a location.
   */
  private postfixTexts(i: SelectorInfo, withoutZone: boolean, plural: boolean, ctx: Ctx): string[] {
    const out: string[] = [];
    const numberForms = plural ? plForms : sgForms;
    const postfixes = i.postfixes;
    for (let k = 0; k < postfixes.length; k++) {
      const p = postfixes[k] as FilterUse;
      if (withoutZone && (p.id === "in-hand" || p.id === "in-discard")) continue;
      const forms = filterForms(p, p.id === "here" ? hereFormsFor(ctx.card.cardType, plural) : numberForms);
      out.push(this.fill(this.form("postfixFilters", p.id, forms, ctx), this.italianNames(p), ctx));
    }
    return out;
  }

  private nounOf(sel: Selector, ctx: Ctx): Term {
    if (sel.form === "fixed") {
      if (sel.id === "this") return this.term(this.thisKind(ctx) === "action" ? "action" : this.thisKind(ctx));
      return this.term(cardSelectors.has(sel.id) ? "card" : "character");
    }
    return this.nounTerm(sel.noun, analyse(sel).each, ctx);
  }


  np(sel: Selector, form: string, ctx: Ctx): string {
    if (sel.form === "fixed") {
      if (sel.id === "this") {
        // The subject is dropped once this card was named: "Mentre questo personaggio si trova in un luogo, riceve +2 {S}".
        if (form === "nom" && ctx.thisNamed && !ctx.thisIsCard) return "";
        const kind = this.thisKind(ctx);
        ctx.thisNamed = true;
        this.stepsSinceThis = 0;
        return this.thisTexts.get(kind) ?? this.form("fixedSelectors", "this", orDefault(kind), ctx);
      }
      if (sel.id === "that-player" && form === "nom" && this.actorDropped) {
        this.actorDropped = false;
        return "";
      }
      // One looked-at card is "la" ("mettila in cima o in fondo al tuo mazzo"); the rest of two is "l'altra".
      if (sel.id === "those" && ctx.looked === 1) return "la";
      if (sel.id === "rest" && ctx.restIsOther) return this.form("fixedSelectors", "rest", ["other"], ctx);
      // "quel giocatore", the dropped "you": one lookup, not a form and a fill.
      const plain = this.plainFixed.get(sel.id);
      if (plain !== undefined) return plain;
      return this.fill(this.form("fixedSelectors", sel.id, orDefault(form), ctx), sel.args, ctx);
    }
    const i = analyse(sel);
    const t = this.nounTerm(i.noun, i.each, ctx);
    // `counted`: how many cards of a kind, with the number, the hand they are in unsaid ("2 carte o 1 carta azione").
    if (form === "counted") return `${i.count} ${[i.count > 1 ? "carte" : "carta", ...(i.noun === "card" ? [] : [t.sg])].join(" ")}`;
    const zone = form === "nozone" ? null : i.zone;
    const plural = i.plural || form === "group" || (i.each && i.ofYours && form === "nom");
    // The adjectives after the noun: "avversario", the states, the classifications.
    const adjs: string[] = [];
    if (i.opposing) adjs.push(this.opposing !== null ? agreeing(this.opposing, t.gender, plural) : agree(this.form("prefixFilters", "opposing", defaultForm, ctx), t.gender, plural));
    // Indexed loops: their compiled code is shorter than a for…of's (it runs once per ability).
    for (let k = 0; k < i.states.length; k++) adjs.push(agree(this.form("prefixFilters", i.states[k] as string, defaultForm, ctx), t.gender, plural));
    if (i.classes.length > 0) {
      const classes = this.classificationAdjectives(sel, i.classes, ctx);
      for (let k = 0; k < classes.length; k++) adjs.push(classes[k] as string);
    }
    const post = this.postfixTexts(i, form === "nozone", plural, ctx);
    const adjText = adjs.length === 0 ? "" : adjs.join(" ");
    const postText = post.length === 0 ? "" : spaced(post);
    // The adjectives and the filters: "personaggio avversario con costo 2 o inferiore".
    const tail = adjText === "" ? postText : postText === "" ? adjText : `${adjText} ${postText}`;
    const f = t.gender === "f";
    const un = f ? "una" : "un";
    // "altro " before the noun when the selector says `other`, agreeing with it (picked only then).
    const altro = i.other ? `${agreeing(altroForms, t.gender, plural)} ` : "";
    // "Ogni avversario sceglie ed esilia uno dei suoi personaggi": chosen by the acting player among their own (see `ownChoice`).
    if (form === "own") return `${f ? "una delle sue" : "uno dei suoi"} ${i.other ? `${agreeing(altroForms, t.gender, true)} ` : ""}${t.pl}`;
    // "aggiungine una alla tua mano", "aggiungine 2": what the clitic "ne" leaves of a count among looked-at cards.
    if (form === "ne" && i.zone === "among") return i.upTo ? `fino a ${i.count}` : i.count === 1 ? (f ? "una" : "uno") : String(i.count);
    // Every match among looked-at cards: "ogni carta personaggio con costo 2 o inferiore".
    if (i.zone === "among" && i.each && !i.all && form !== "per") {
      const words = i.noun === "card" ? [...adjs] : [t.sg, ...adjs];
      // (The filters' texts by their index among the selector's filters.)
      for (let k = 0; k < post.length; k++) if (i.postfixes[k]?.id !== "among-those") words.push(post[k] ?? "");
      const rest = words.join(" ");
      return `ogni carta${rest === "" ? "" : ` ${rest}`}`;
    }
    // Cards out of play: "una carta personaggio dai tuoi scarti", "fino a 2 carte oggetto".
    if (((zone !== null && zone !== "hand") || form === "card") && (i.chosen || i.any || i.all) && form !== "per") {
      const rest = i.noun === "card" ? tail : withTail(t.sg, tail);
      const many = i.all || i.upTo || i.count > 1;
      const cards = `${many ? "carte" : "carta"}${rest === "" ? "" : ` ${rest}`}`;
      return i.all ? `tutte le ${cards}` : i.upTo ? `fino a ${i.count} ${cards}` : i.count > 1 ? `${i.count} ${cards}` : `una ${cards}`;
    }
    if (form === "group") {
      const rest = `${i.other ? `${agreeing(altroForms, t.gender, true)} ` : ""}${withTail(t.pl, tail)}`;
      // "Tutte le carte nella tua mano contano come …": a group out of play keeps "tutte" (as English "All cards in your hand").
      return `${i.zone !== null ? `${agreeing(tuttoForms, t.gender, true)} ` : ""}${pluralArticle(t.gender, rest)} ${rest}`;
    }
    // "il tuo prossimo personaggio", "la tua prossima azione".
    if (form === "next") return `${f ? "la tua prossima" : "il tuo prossimo"} ${withTail(t.sg, tail)}`;
    if (i.all) {
      // "Prepara tutti i tuoi personaggi": all of yours.
      const rest = `${i.ofYours ? `${f ? "tue" : "tuoi"} ` : ""}${i.other ? `${agreeing(altroForms, t.gender, true)} ` : ""}${withTail(t.pl, tail)}`;
      const article = pluralArticle(t.gender, rest);
      return `${article === "le" ? "tutte" : "tutti"} ${article} ${rest}`;
    }
    // The forms with a wording of their own, skipped by one test for the others (most noun phrases): the compiled code
    // of their tests is not run for them.
    if (formsOfTheirOwn.has(form)) {
      // Set 3's "hai altri 2 o più personaggi in gioco": "altri" before the count, the noun after it.
      if (form === "count-other") return i.other ? agreeing(altroForms, t.gender, true) : "";
      if (form === "count-noun") return withTail(t.pl, tail);
      if (form === "count") return `${i.other ? `${agreeing(altroForms, t.gender, true)} ` : ""}${withTail(t.pl, tail)}`;
      // `bare`: the noun without a determiner ("nessun altro personaggio", "una seconda azione").
      if (form === "bare") return `${altro}${withTail(t.sg, tail)}`;
      // "per ogni personaggio che hai in questo luogo": a location's own characters (in play already).
      if (form === "per" && i.ofYours && i.postfixes.length === 1 && i.postfixes[0]?.id === "here") return `ogni ${altro}${[t.sg, ...adjs].join(" ")} che hai ${post.join(" ")}`;
      if (form === "per") return `ogni ${altro}${withTail(t.sg, tail)}${i.ofYours ? " che hai in gioco" : ""}`;
      // "this character has 5 {S} or more": only the stat comparison.
      if (form === "has") {
        const cmp = i.postfixes.find((p) => p.id === "stat-compare");
        if (cmp !== undefined) return this.fill(this.form("postfixFilters", cmp.id, ["has"], ctx), cmp.args, ctx);
      }
    }
    // Sets 3–4 print a chosen card of yours as an object "uno dei tuoi oggetti" (3-137, 4-20, 4-159; sets 1–2 and 5+ "un tuo … a tua scelta").
    if (i.chosen && i.ofYours && (ctx.set === 3 || ctx.set === 4) && i.count === 1 && !i.upTo && form !== "nom" && i.postfixes.length === 0 && i.states.length === 0 && i.classes.length === 0) {
      // "da un tuo luogo o personaggio" (3-162).
      if (i.noun.includes("-or-")) return `${un} ${yours(t, plural)} ${t.sg}`;
      // "uno dei tuoi altri personaggi a tua scelta" (3-2).
      return `${f ? "una delle tue" : "uno dei tuoi"} ${i.other ? `${agreeing(altroForms, t.gender, true)} ${t.pl} a tua scelta` : t.pl}`;
    }
    if (i.chosen) {
      // "a tua scelta" follows the noun and its adjectives, before the filters: "un personaggio a tua scelta con costo 4 o inferiore".
      const chosenRest = `${adjText === "" ? "" : ` ${adjText}`}${form === "nozone" ? "" : " a tua scelta"}${postText === "" ? "" : ` ${postText}`}`;
      // "Muovi fino a 2 tuoi personaggi nello stesso luogo" (form `indef`: no "a tua scelta").
      if (i.upTo && i.ofYours && form === "indef") return `fino a ${i.count} ${agreeing(tuoForms, t.gender, true)} ${i.other ? `${agreeing(altroForms, t.gender, true)} ` : ""}${withTail(t.pl, tail)}`;
      if (i.upTo) return `fino a ${i.count} ${`${t.pl}${chosenRest}`}`;
      if (i.ofYours) return `${un} ${yours(t, plural)} ${altro}${`${t.sg}${chosenRest}`}`;
      return `${un} ${altro}${`${t.sg}${chosenRest}`}`;
    }
    if (i.each && i.ofYours) return form === "nom" ? `${f ? "le tue" : "i tuoi"} ${altro}${withTail(t.pl, tail)}` : `ogni ${yours(t, plural)} ${altro}${withTail(t.sg, tail)}`;
    if (i.each) return `ogni ${altro}${withTail(t.sg, tail)}`;
    // "un tuo personaggio chiamato Robin Hood"; form `indef`: "spostare un tuo personaggio in questo luogo".
    if (i.any && i.ofYours && (post.length > 0 || form === "indef")) return `${un} ${yours(t, plural)} ${altro}${withTail(t.sg, tail)}`;
    if (i.any && i.ofYours) return `${f ? "una delle tue" : "uno dei tuoi"} ${i.other ? `${agreeing(altroForms, t.gender, true)} ` : ""}${withTail(t.pl, tail)}`;
    if (i.any) return `${un} ${altro}${withTail(t.sg, tail)}`;
    if (i.ofYours) return `${f ? "le tue" : "i tuoi"} ${withTail(t.pl, tail)}`;
    return plural ? withTail(t.pl, tail) : `${un} ${withTail(t.sg, tail)}`;
  }

  /** "Un avversario a tua scelta rivela la sua mano e scarta …": a step by "that player" right after the same player's step is joined to it, without repeating the subject. */
  protected override joinsWithAnd(s: Statement, next: Statement, ctx: Ctx): string {
    const shared = super.joinsWithAnd(s, next, ctx);
    if (shared !== "") return shared;
    if (s.kind !== "do" || next.kind !== "do" || s.actor === null || next.may || !this.hasPhrase("join-same-actor")) return "";
    const a = next.actor;
    if (a === null || a.form !== "fixed" || a.id !== "that-player") return "";
    this.actorDropped = true;
    return this.phrase("join-same-actor", ctx);
  }

  /** The next "that player" subject is left out (set by `joinsWithAnd`). */
  private actorDropped = false;

  /** Steps realised since this card was last named ("scegli e scarta una carta o esilia questo personaggio": no clitic after another object). */
  private stepsSinceThis = 0;

  /** A `named` filter's name as printed in Italian ("Genie" → "Genio"). */
  private italianNames(p: GeneralSelector["postfixes"][number]): Readonly<Record<string, SlotValue>> {
    const name = p.id === "named" ? p.args["name"] : undefined;
    if (name === undefined || name.kind !== "string") return p.args;
    const it = this.names.get(name.value);
    return it === undefined ? p.args : { ...p.args, name: { ...name, value: it } };
  }

  /** A card that left play, referred to later: "puoi aggiungere quella carta al tuo calamaio". */
  private thatIsCard(ctx: Ctx): boolean {
    return ctx.triggerLeftPlay && !ctx.thisIsCard;
  }

  /**
   * An object pronoun is enclitic: "aggiungila alla tua mano", "riprenderlo in mano", "rimettile in
   * cima al tuo mazzo" (an effect's `imp-pro` / `inf-pro` forms, used when it acts on `that`/`those`).
   */
  protected override doClause(s: Statement & { kind: "do" }, ctx: Ctx, mood: Mood): string {
    // (A step with an actor is the shared one's: its target is not looked for.)
    const t = s.actor === null ? targetOf(s.args) : null;
    if (t === null) {
      this.stepsSinceThis++;
      return super.doClause(s, ctx, mood);
    }
    const sel = t[1];
    const inf = s.may || mood === "inf" || mood === "zu";
    // This card once named is a clitic too: "Quando giochi questo personaggio, esilialo".
    const isThis = sel.form === "fixed" && sel.id === "this";
    const thisAgain = isThis && ctx.thisNamed && !ctx.thisIsCard && this.stepsSinceThis === 0;
    if (!isThis) this.stepsSinceThis++;
    const pro = sel.form === "fixed" && (sel.id === "that" || sel.id === "those");
    let form: string | undefined;
    let extra: Record<string, string> | undefined;
    const r = ctx.replaced;
    // "Se è un personaggio Eroe, rimuovi invece fino a 4 danni": an `instead` step on the same target leaves it out.
    if (r !== null && r.kind === "do" && r.verb === s.verb && ctx.insteadPending && this.hasForm("effects", s.verb, "imp-instead", ctx)) {
      const rt = targetOf(r.args);
      if (rt !== null && sameTarget(rt[1], sel)) form = "imp-instead";
    }
    if (form !== undefined) {
      // the form is chosen
    } else if (pro || thisAgain) {
      // A card that left play is out of play: "puoi riprenderlo in mano" (forms `imp-pro.discard`).
      const left = ctx.triggerLeftPlay && sel.form === "fixed" && sel.id === "that";
      form = this.cliticForm(s.verb, inf ? "inf-pro" : "imp-pro", sel.form === "fixed" ? sel.id : "", left, ctx);
      if (thisAgain) extra = { [t[0]]: agree(this.phrase("pronoun-acc", ctx), this.nounOf(sel, ctx).gender, false) };
      else if (sel.form === "fixed" && sel.id === "that") extra = { [t[0]]: this.pronoun("clitic", ctx) };
    } else if (sel.form === "general" && analyse(sel).plural) {
      // "rivelare fino a 2 carte personaggio e aggiungerle alla tua mano".
      const pl = inf ? "inf.pl" : "imp.pl";
      if (this.hasForm("effects", s.verb, pl, ctx)) form = pl;
    }
    if (form === undefined) return super.doClause(s, ctx, mood);
    ctx.target = sel;
    const text = this.fill(this.form("effects", s.verb, [form], ctx), s.args, ctx, extra);
    ctx.target = null;
    this.bind(s.args, ctx);
    return s.may ? this.may(text, ctx) : text;
  }

  /** The first enclitic form the effect has: by its object (`imp-pro.that`, `imp-pro.this`), for a card that left play (`imp-pro.discard`), then the plain one (`imp-pro`). */
  private cliticForm(verb: string, base: string, id: string, left: boolean, ctx: Ctx): string | undefined {
    const byObject = dotted(base, id);
    if (this.hasForm("effects", verb, byObject, ctx)) return byObject;
    if (left) {
      const discard = dotted(base, "discard");
      if (this.hasForm("effects", verb, discard, ctx)) return discard;
    }
    return this.hasForm("effects", verb, base, ctx) ? base : undefined;
  }

  /** Flags agree with the effect's target: "… a faccia in giù e impegnata". */
  protected override agreeFlag(text: string, ctx: Ctx): string {
    if (!text.includes("/")) return text;
    const isThat = ctx.target !== null && ctx.target.form === "fixed" && ctx.target.id === "that";
    if (isThat && this.thatIsCard(ctx)) return agree(text, this.term("card").gender, false);
    if (ctx.target !== null && ctx.target.form === "fixed" && ctx.target.id === "rest" && ctx.restIsOther) return agree(text, this.term("card").gender, false);
    const target = isThat ? ctx.antecedent : ctx.target;
    // Cards out of play are "carte": "aggiungi una carta personaggio dai tuoi scarti al tuo calamaio, … impegnata".
    const t = target === null ? this.term("character") : target.form === "general" && analyse(target).zone !== null ? this.term("card") : this.nounOf(target, ctx);
    return agree(text, t.gender, target !== null && this.personOf(target) === "3p");
  }

  pronoun(form: string, ctx: Ctx): string {
    const ante = ctx.antecedent;
    if (form !== "nom" && form !== "clitic" && this.thatIsCard(ctx)) return "quella carta";
    const t = ante === null ? this.term("character") : this.nounOf(ante, ctx);
    const plural = ante !== null && this.personOf(ante) === "3p";
    // After a preposition a demonstrative: "rimuovi 2 danni da quel personaggio", "in quel luogo".
    if (form === "prep") return `${agreeing(quelForms, t.gender, plural)} ${plural ? t.pl : t.sg}`;
    return agree(this.phrase(form === "nom" ? "pronoun-nom" : form === "dat" ? "pronoun-dat" : "pronoun-acc", ctx), t.gender, plural);
  }

  count(amount: Amount | number, termId: string, form: string, ctx: Ctx): string {
    const t = this.term(termId);
    const n = typeof amount === "number" ? amount : amount.form === "number" ? amount.value : null;
    // "la prima carta", "le prime 3 carte".
    if (form === "top" && n !== null) return n === 1 ? `la prima ${t.sg}` : `le prime ${n} ${t.pl}`;
    if (n !== null) {
      const base = n === 1 && t.one !== undefined ? t.one : `${n} ${n === 1 ? t.sg : t.pl}`;
      return typeof amount !== "number" && amount.form === "number" && amount.upTo ? `fino a ${n} ${n === 1 ? t.sg : t.pl}` : base;
    }
    if (typeof amount === "number") return "";
    // "pari al numero di personaggi Titano che hai in gioco" (form `number-of`, the effects' `.per` forms).
    if (amount.form === "for-each" && form === "number-of" && amount.counts !== "damage") {
      const i = amount.per.form === "general" ? analyse(amount.per) : null;
      return `pari al numero di ${this.np(amount.per, "count", ctx)}${i !== null && i.ofYours ? " che hai in gioco" : ""}`;
    }
    if (amount.form === "for-each") return `${this.count(amount.value, termId, "", ctx)} ${this.perText(amount.per, amount.counts, ctx)}`;
    if (amount.form === "this-way") return `${this.count(amount.value, termId, "", ctx)} ${this.thisWayText(amount, ctx)}`;
    if (amount.form === "all") return `tutti i ${t.pl}`;
    return `${t.pl} ${this.amountBare(amount, ctx)}`;
  }
}
