/**
 * French: a chosen target becomes a clause of its own ("Choisissez un personnage et
 * infligez-lui 2 dommages", "Choisissez un personnage qui gagne …" / ", il gagne …" on
 * sets 1–3), referred to afterwards by a clitic of the right gender; adjectives and
 * classifications follow the noun; elision and the space before ! ? : ;.
 */
import type { Ability, Amount, Condition, FilterUse, GeneralSelector, PerCount, PredicateStatement, Selector, SlotValue, StaticAbility, Statement, Trigger, TriggeredAbility } from "../../../grammar/ast";
import { doWith, generalSelectorWith, predicateWith, triggeredWith } from "../../../grammar/ast-copies";
import { kept, mapped } from "../lists";
import { analyse, defaultForm, filterForms, findFilter, hasPerAmount, isChosen, lateConditionForm, qualified, Realiser, sameNode, targetOf, targetQualifier, thatSelector, withoutHere, type Ctx, type Mood, type SelectorInfo } from "../realiser";
import { agree, agreeing, elideFrench, elisionCandidateSource, plainAgreed, withTail, type Agreed } from "../romance";
import { capitalize, decapitalize, fillTemplate, formTableOf, hasEdgeSpace, tidySpaces, untidyInsideSource } from "../template";
import { dashed, dotted, orDefault } from "../keys";
import { makeTerm } from "../term";
import type { Lexicon, Term } from "../types";

/** The forms of a general noun phrase that `np` words by a test of its own (`count-cards` … `choice`). */
const formsOfTheirOwn: ReadonlySet<string> = new Set(["count-cards", "nohere", "counted", "card", "group", "des", "partitive", "gen", "own", "next", "class", "type", "bare", "per-bare", "or-more", "count", "number-of", "of-count", "per", "choice"]);

export class FrenchRealiser extends Realiser {
  protected override readonly groupsInStatics = true;

  /** The nouns the `card-noun` phrase has a form for (null: a plain phrase, one text for every noun). */
  private readonly cardNouns: ReadonlySet<string> | null;

  constructor(lex: Lexicon) {
    super(lex);
    const cardNoun = lex.phrases["card-noun"];
    const cardNounTable = cardNoun === undefined ? undefined : formTableOf(cardNoun);
    this.cardNouns = cardNounTable === undefined ? new Set() : cardNounTable.only !== undefined ? null : new Set(cardNounTable.forms.keys());
    this.opposing = plainAgreed(lex.prefixFilters["opposing"]);
    this.nomClitics = plainAgreed(lex.phrases["pronoun-nom"]);
    this.accClitics = plainAgreed(lex.phrases["pronoun-acc"]);
    this.datClitics = plainAgreed(lex.phrases["pronoun-dat"]);
  }

  /** "adverse/adverse/adverses/adverses" and the clitics "il/elle/ils/elles", "le/la/les/les", "lui/lui/leur/leur" split once (`plainAgreed`; null: read by a form). */
  private readonly opposing: Agreed | null;
  private readonly nomClitics: Agreed | null;
  private readonly accClitics: Agreed | null;
  private readonly datClitics: Agreed | null;

  /** Tidy spaces, elision and the space before a high mark; most texts need none of them and pass one test (`needsFrenchFinishing`). */
  override finish(text: string): string {
    return needsFrenchFinishing(text) ? frenchTypography(elideFrench(tidySpaces(text))) : text;
  }

  private nounOf(sel: Selector, ctx: Ctx): Term {
    if (sel.form === "fixed") {
      const id = sel.id;
      if (id === "this") return this.term(this.thisKind(ctx));
      return this.term(id === "top-of-deck" || id === "top-cards-of-deck" || id === "named-card" || id === "those" || id === "rest" ? "card" : "character");
    }
    return this.nounTerm(sel.noun, analyse(sel).each, ctx);
  }


  /** Lore was named in this sentence: a player then "en perd 2" ("vous gagnez 2 éclats de Lore et chaque adversaire en perd 2"). */
  private loreNamed = false;

  protected override statementSentence(s: Statement, ctx: Ctx, mood: Mood, isStatic: boolean, previous: Statement | null): string {
    this.loreNamed = false;
    this.feminineAntecedent = null;
    const text = super.statementSentence(s, ctx, mood, isStatic, previous);
    ctx.otherCharacterNamed = false;
    return text;
  }

  np(sel: Selector, form: string, ctx: Ctx): string {
    // The selector's fields are read once (selectors come in many shapes: each read at a shared site is a generic load).
    if (sel.form === "fixed") {
      const id = sel.id;
      if (id === "this") {
        const kind = this.thisKind(ctx);
        // After another character in the same sentence: the `after-other` form ("ce personnage-ci", set 4 on).
        return this.form("fixedSelectors", "this", form !== "play" && ctx.otherCharacterNamed ? [dotted(kind, "after-other"), kind, "default"] : orDefault(kind), ctx);
      }
      // One looked-at card: "Remettez-la …".
      if (id === "those" && ctx.looked === 1) return this.pronounFor(this.term("card"), false, form, ctx);
      if (id === "rest" && this.restAsOther) return this.form("fixedSelectors", "rest", ["other"], ctx);
      if (id === "its-player" && this.playerAfterThen && form === "nom") {
        this.playerAfterThen = false;
        return this.form("fixedSelectors", id, ["nom.then", "nom", "default"], ctx);
      }
      // "vous", "ce joueur": one lookup, not a form and a fill.
      const plain = this.plainFixed.get(id);
      if (plain !== undefined) return plain;
      // A form by the trigger's event: "le personnage qui défie" after "… en défie un autre" (`after-challenges`).
      const event = ctx.triggerEvent;
      return this.fill(this.form("fixedSelectors", id, event === null ? orDefault(form) : [form, dashed("after", event), "default"], ctx), sel.args, ctx);
    }
    const i = analyse(sel);
    const noun = i.noun;
    // `pro`: the clitic for these cards ("révéler … et les ajouter à votre main").
    if (form === "pro") return this.pronounFor(i.zone !== null ? this.term("card") : this.nounTerm(noun, i.each, ctx), i.plural, "acc", ctx);
    const t = (i.zone === null || i.zone === "hand") && form !== "card" && form !== "next" && form !== "type" && form !== "counted" ? this.asCard(this.nounTerm(noun, i.each, ctx), noun, ctx) : this.nounTerm(noun, i.each, ctx);
    const plural = i.plural || (i.each && i.ofYours && form !== "per" && form !== "per-bare" && form !== "bare") || form === "group";
    if (!plural && !i.all && !i.each && noun === "character" && form !== "per" && form !== "pro" && form !== "count" && form !== "bare") ctx.otherCharacterNamed = true;
    // This card out of play after another card chosen in the sentence: "défausser une carte {C} pour jouer cette carte-ci" (`card.after-other`).
    if (ctx.thisIsCard && noun === "card" && !plural && !i.all && !i.each && form !== "per" && form !== "count") ctx.otherCharacterNamed = true;
    const adjs = this.npAdjectives(sel, i, t.gender, plural, ctx);
    // `nozone`: "jouez gratuitement un personnage coûtant 5 ou moins" (from your hand, unsaid).
    // Listed classifications follow the noun like the others ("un personnage Prince ou Roi sur ce lieu").
    // A card "with the same name as …" keeps its hand, said first: "Jouez gratuitement un personnage de votre main portant le même nom que le personnage banni".
    const sameName = i.postfixes.length > 0 && findFilter(i.postfixes, "same-name-as") !== undefined;
    const postfixes = i.postfixes.length > 1 ? rankedPostfixes(i.postfixes, sameName) : i.postfixes;
    const post = this.npPostfixes(postfixes, form, sameName, i, plural, ctx);
    const tail = words(adjs, post);
    // The words after the plural noun of "l'un de vos personnages blessés": its adjectives agree with it (the same as `tail`
    // for a plural or where no adjective agrees; else worded where a plural noun is said, at most once per call).
    const tailPl = plural || (!i.opposing && i.states.length === 0) ? tail : null;
    const un = t.gender === "f" ? "une" : "un";
    const autre = plural ? "autres" : "autre";
    // Cards out of play: "une carte Personnage de votre défausse", "jusqu'à 2 cartes Objet parmi elles".
    // Every match among revealed cards: "ajouter toutes les cartes personnages coûtant 2 ou moins à votre main".
    if (i.zone === "among" && i.each && !i.all && form !== "per" && form !== "count") {
      const among = [...adjs, ...kept(post, (_, k) => postfixes[k]?.id !== "among-those")].join(" ");
      return `toutes les cartes${i.noun === "card" ? "" : ` ${t.pl}`}${among === "" ? "" : ` ${among}`}`;
    }
    // `all-of`: every such card out of play named by its type ("remettez tous les personnages de votre défausse dans votre pioche").
    if (form === "all-of" && i.all) return `tous les ${i.other ? "autres " : ""}${withTail(t.pl, tail)}`;
    if (i.zone !== null && i.zone !== "hand" && (i.chosen || i.any || i.all) && form !== "per" && form !== "count") {
      // The lexicon's `card-type` phrase says how the type is printed ("carte Personnage"; "carte personnage" on set 1).
      // Sets 2–3 name a filtered card by its type alone: "Reprenez en main un personnage avec Soutien de votre défausse" (phrase `card-filtered`).
      const filtered = i.noun !== "card" && (adjs.length > 0 || post.length > 1) && i.count === 1 && !i.upTo && !i.all;
      if (filtered && this.optionalForm("phrases", "card-filtered", defaultForm, ctx) === "type") return `${un} ${withTail(t.sg, tail)}`;
      // Set 3 names one looked-at card of a type by its type alone: "Vous pouvez révéler un personnage et l'ajouter à votre main" (phrase `card-among`).
      if (i.zone === "among" && i.noun !== "card" && i.count === 1 && !i.upTo && this.optionalForm("phrases", "card-among", defaultForm, ctx) === "type") return `${un} ${withTail(t.sg, tail)}`;
      const typeWord = i.noun === "card" ? [] : [this.phrase("card-type", ctx) === "lower" ? t.sg : capitalize(t.sg)];
      const rest = [...typeWord, ...adjs, ...post].join(" ");
      // `en`: how many of the looked-at cards, after the clitic "en" ("Ajoutez-en une", "Vous pouvez en ajouter 1").
      if (form === "en") return i.count === 1 ? this.phrase("en-one", ctx) : String(i.count);
      // One of the looked-at cards, any kind: "l'une d'elles".
      if (i.zone === "among" && i.noun === "card" && rest === "parmi elles" && i.chosen && !i.upTo && i.count === 1) return "l'une d'elles";
      const many = i.all || i.upTo || i.count > 1;
      const cards = `${many ? "cartes" : "carte"}${rest === "" ? "" : ` ${rest}`}`;
      return i.all ? `toutes les ${cards}` : i.upTo ? `jusqu'à ${i.count} ${cards}` : i.count > 1 ? `${i.count} ${cards}` : `une ${cards}`;
    }
    // The forms with a wording of their own, skipped by one test for the others (most noun phrases): the compiled code
    // of their tests is not run for them.
    if (formsOfTheirOwn.has(form)) {
      // `count-cards`: characters counted as cards (set 3 "au moins 4 autres cartes personnages en jeu").
      if (form === "count-cards") return `${i.other ? "autres " : ""}${this.term("card").pl} ${withTail(t.pl, tail)}`;
      // `nohere`: one of yours said without "sur ce lieu" (set 3 "Si un personnage Prince ou Roi se trouve sur ce lieu", "Tant que l'un de vos personnages se trouve sur ce lieu").
      if (form === "nohere") return tail === "" ? `l'${un} de vos ${t.pl}` : `${un} ${withTail(t.sg, tail)}`;
      // `counted`: how many cards of a type, with the number, the hand they are in unsaid ("soit 2 cartes soit 1 carte Action").
      if (form === "counted") return `${i.count} ${[i.count > 1 ? "cartes" : "carte", ...(i.noun === "card" ? [] : [this.phrase("card-type", ctx) === "lower" ? t.sg : capitalize(t.sg)]), ...adjs].join(" ")}`;
      // `card`: a card named by its type, as a cost ("Alter : Défaussez une carte Chanson").
      if (form === "card" && !i.plural) return i.noun === "card" ? "une carte" : `une carte ${[this.phrase("card-type", ctx) === "lower" ? t.sg : capitalize(t.sg), ...adjs, ...post].join(" ")}`;
      // A group by its noun: "les personnages adverses", sets 1–4 "vos adversaires" (the `group-det` phrase's form for the noun).
      if (form === "group") return `${this.optionalForm("phrases", "group-det", [noun, "default"], ctx) ?? "les"} ${i.other ? "autres " : ""}${withTail(t.pl, tailPl ?? words(this.npAdjectives(sel, i, t.gender, true, ctx), post))}`;
      // `des`: any of them, in general ("jouer des personnages Inventeur vous coûte 1 {I} de moins").
      if (form === "des") return `des ${i.other ? "autres " : ""}${withTail(t.pl, tailPl ?? words(this.npAdjectives(sel, i, t.gender, true, ctx), post))}`;
      // `partitive`: after a negation, "ne peuvent pas jouer de cartes Action".
      if (form === "partitive") return `de ${i.other ? "autres " : ""}${withTail(t.pl, tailPl ?? words(this.npAdjectives(sel, i, t.gender, true, ctx), post))}`;
      // `gen`: one of your cards as the complement of a noun ("égal au coût d'un de vos objets en jeu").
      if (form === "gen" && i.chosen && i.ofYours && i.count === 1 && !i.upTo) return `${un} de vos ${i.other ? "autres " : ""}${withTail(t.pl, tailPl ?? words(this.npAdjectives(sel, i, t.gender, true, ctx), post))} en jeu`;
      // `own`: one of the acting player's own ("chaque adversaire choisit l'un de ses personnages et le bannit").
      if (form === "own") return `${agree(this.phrase("one-of-chosen", ctx), t.gender, false)} de ses ${i.other ? "autres " : ""}${withTail(t.pl, tailPl ?? words(this.npAdjectives(sel, i, t.gender, true, ctx), post))}`;
      // `next`: "le prochain personnage", "la prochaine action", "la prochaine carte Action" (the lexicon's `next` forms).
      if (form === "next") {
        const typeWord = this.phrase("card-type", ctx) === "lower" ? t.sg : capitalize(t.sg);
        const wanted = [...(i.noun === "action" ? ["card"] : []), ...(t.gender === "f" ? ["f"] : []), "default"];
        return fillTemplate(this.phrase("next", ctx, wanted), (r) => (r.name === "type" ? typeWord : this.np(sel, "bare", ctx)));
      }
      // `class`: a character named by its one classification alone ("Si le personnage déplacé est un Chevalier").
      if (form === "class" && noun === "character" && i.classes.length === 1 && adjs.length === 1 && post.length === 0 && !i.other && !i.plural) {
        const c = this.classification(i.classes[0] ?? "");
        return `${c.gender === "f" ? "une" : "un"} ${c.sg}`;
      }
      // `type`: the card type as printed after "carte(s)" ("deux cartes Action").
      if (form === "type") return this.phrase("card-type", ctx) === "lower" ? t.sg : capitalize(t.sg);
      if (form === "bare" || form === "per-bare") return `${i.other ? "autre " : ""}${withTail(t.sg, tail)}`;
      // `or-more`: "10 cartes ou plus dans votre réserve d'encre" (a count compared, its zone after).
      if (form === "or-more") return `${[...(i.other ? ["autres"] : []), t.pl, ...adjs].join(" ")} ou plus${post.length > 0 ? ` ${post.join(" ")}` : ""}`;
      if (form === "count") return `${i.other ? "autres " : ""}${[...adjs, ...post].length > 0 ? withTail(t.pl, tailPl ?? words(this.npAdjectives(sel, i, t.gender, true, ctx), post)) : t.pl}`;
      // "le nombre de personnages que vous avez en jeu" (an amount counted once, form `number-of`); `of-count` without "le nombre de".
      if (form === "number-of" || form === "of-count") return `${form === "number-of" ? "le nombre de " : ""}${i.other ? "autres " : ""}${withTail(t.pl, tailPl ?? words(this.npAdjectives(sel, i, t.gender, true, ctx), post))}${i.ofYours ? " que vous avez en jeu" : ""}`;
      if (form === "per") {
        // Cards out of play counted: "pour chaque carte Personnage dans votre défausse".
        if (i.zone !== null && i.zone !== "hand" && i.zone !== "among" && i.noun !== "card") return `chaque ${this.term("card").sg} ${[this.phrase("card-type", ctx) === "lower" ? t.sg : capitalize(t.sg), ...adjs, ...post].join(" ")}`;
        // A state follows "que vous avez en jeu": "chaque autre personnage que vous avez en jeu ayant au moins un jeton Dommage".
        if (i.ofYours && i.states.length > 0) {
          const head = [t.sg, ...adjs.slice(0, i.opposing ? 1 : 0), ...mapped(i.classes, (c) => this.classification(c).sg), ...post].join(" ");
          const states = adjs.slice(i.opposing ? 1 : 0, (i.opposing ? 1 : 0) + i.states.length).join(" ");
          return `chaque ${i.other ? "autre " : ""}${head} que vous avez en jeu ${states}`;
        }
        // "pour chacun de vos personnages sur ce lieu": a location's own characters (in play already).
        if (i.ofYours && i.postfixes.length === 1 && i.postfixes[0]?.id === "here") return `${t.gender === "f" ? "chacune" : "chacun"} de vos ${i.other ? "autres " : ""}${withTail(t.pl, tail)}`;
        if (i.ofYours) return `chaque ${i.other ? "autre " : ""}${withTail(t.sg, tail)} que vous avez en jeu`;
        // Set 2 "pour chaque personnage adverse blessé en jeu" (phrase `per-opposing`).
        const opposingTail = i.opposing && this.hasPhrase("per-opposing") ? this.phrase("per-opposing", ctx) : "";
        return `chaque ${i.other ? "autre " : ""}${withTail(t.sg, tail)}${opposingTail === "" ? "" : ` ${opposingTail}`}`;
      }
      // "sur un personnage adverse de votre choix": a second chosen target after the hoisted one.
      if ((i.chosen || i.any) && form === "choice" && !i.upTo && i.count === 1) return `${this.np(sel, "nozone", ctx)} de votre choix`;
    }
    if (i.chosen) {
      // "Déplacez gratuitement jusqu'à 2 de vos personnages sur un même lieu" (form `indef`).
      if (i.upTo && i.ofYours && form === "indef") return `jusqu'à ${i.count} de vos ${i.other ? "autres " : ""}${withTail(t.pl, tailPl ?? words(this.npAdjectives(sel, i, t.gender, true, ctx), post))}`;
      if (i.upTo) return `jusqu'à ${i.count} ${i.other ? "autres " : ""}${withTail(t.pl, tailPl ?? words(this.npAdjectives(sel, i, t.gender, true, ctx), post))}${i.ofYours ? " de vos personnages" : ""}`;
      if (i.ofYours && i.count > 1) return `${i.count} de vos ${i.other ? "autres " : ""}${withTail(t.pl, tailPl ?? words(this.npAdjectives(sel, i, t.gender, true, ctx), post))}`;
      // Chosen in place (not hoisted into "choisissez …"): "renvoyez l'un de vos autres personnages".
      if (i.ofYours && (this.inPlace || ctx.place === "cost")) return `l'${un} de vos ${i.other ? "autres " : ""}${withTail(t.pl, tailPl ?? words(this.npAdjectives(sel, i, t.gender, true, ctx), post))}`;
      // "Choisissez l'un de vos personnages" (set 4: "un de vos personnages", the `one-of-chosen` phrase).
      if (i.ofYours) return i.other ? `${un} ${autre} de vos ${withTail(t.pl, tailPl ?? words(this.npAdjectives(sel, i, t.gender, true, ctx), post))}` : `${form === "chosen" ? agree(this.phrase("one-of-chosen", ctx), t.gender, false) : `l'${un}`} de vos ${withTail(t.pl, tailPl ?? words(this.npAdjectives(sel, i, t.gender, true, ctx), post))}`;
      // Set 2 "soit un personnage soit un objet coûtant 3 ou moins": a noun of two card types, each with its article (phrase `either-or`).
      const either = !i.other && noun.includes("-or-") ? this.eitherNoun(noun, tail, ctx) : null;
      if (either !== null) return either;
      const np = i.other || (this.atChoice && this.otherThan === noun) ? `${un} autre ${withTail(t.sg, tail)}` : `${un} ${withTail(t.sg, tail)}`;
      // A card played from a hand is not "au choix" ("pour pouvoir jouer gratuitement un autre personnage coûtant autant ou moins").
      return this.atChoice && this.inPlace && i.zone === null ? `${np} au choix` : np;
    }
    // "Redressez vos personnages", "retirez … de chacun de vos personnages" (`dist`).
    // Set 1 says "tous vos autres personnages gagnent …" for the subject of an effect (the `yours-all` phrase; statics say "vos").
    if (i.each && i.ofYours && form === "nom" && !ctx.inStatic && this.hasPhrase("yours-all")) {
      const all = this.phrase("yours-all", ctx);
      if (all !== "") return `${all} ${i.other ? "autres " : ""}${withTail(t.pl, tailPl ?? words(this.npAdjectives(sel, i, t.gender, true, ctx), post))}`;
    }
    // "Redressez tous vos personnages" for all of them (`all`), "vos personnages" for each.
    if (i.each && i.ofYours) return form === "dist" ? `chacun de vos ${i.other ? "autres " : ""}${withTail(t.pl, tailPl ?? words(this.npAdjectives(sel, i, t.gender, true, ctx), post))}` : `${i.all ? "tous " : ""}vos ${i.other ? "autres " : ""}${withTail(t.pl, tailPl ?? words(this.npAdjectives(sel, i, t.gender, true, ctx), post))}`;
    if (i.all) return `tous les ${i.other ? "autres " : ""}${withTail(t.pl, tailPl ?? words(this.npAdjectives(sel, i, t.gender, true, ctx), post))}`;
    if (i.each) return form === "nom" && plural ? `tous les ${withTail(t.pl, tailPl ?? words(this.npAdjectives(sel, i, t.gender, true, ctx), post))}` : `chaque ${i.other ? "autre " : ""}${withTail(t.sg, tail)}`;
    if (i.any) return i.ofYours ? `l'${un} de vos ${i.other ? "autres " : ""}${withTail(t.pl, tailPl ?? words(this.npAdjectives(sel, i, t.gender, true, ctx), post))}` : `${un} ${i.other ? "autre " : ""}${withTail(t.sg, tail)}`;
    if (i.ofYours) return `vos ${i.other ? "autres " : ""}${withTail(t.pl, tailPl ?? words(this.npAdjectives(sel, i, t.gender, true, ctx), post))}`;
    return plural ? `des ${withTail(t.pl, tailPl ?? words(this.npAdjectives(sel, i, t.gender, true, ctx), post))}` : `${un} ${withTail(t.sg, tail)}`;
  }

  /** "personnage adverse blessé": "adverse" first, then the states, then the classifications, agreeing with the noun's gender and number. */
  private npAdjectives(sel: GeneralSelector, i: SelectorInfo, gender: Term["gender"], pl: boolean, ctx: Ctx): readonly string[] {
    if (!i.opposing && i.states.length === 0 && i.classes.length === 0) return noWords;
    const out: string[] = [];
    if (i.opposing) out.push(this.opposing !== null ? agreeing(this.opposing, gender, pl) : agree(this.form("prefixFilters", "opposing", defaultForm, ctx), gender, pl));
    // A form for `all` of them first (set 1 "tous les personnages adverses ayant des jetons Dommage").
    // (Indexed loops in the noun phrase's methods: their compiled code is shorter than a for…of's, and runs once per ability.)
    for (let k = 0; k < i.states.length; k++) out.push(agree(this.form("prefixFilters", i.states[k] as string, i.all ? allForms : defaultForm, ctx), gender, pl));
    // "un personnage Princesse ou Reine": classifications joined by "or" (the lexicon's `or-list`).
    if (i.classes.length > 0) {
      const classes = this.classificationAdjectives(sel, i.classes, ctx);
      for (let k = 0; k < classes.length; k++) out.push(classes[k] as string);
    }
    return out;
  }

  /** The postfix filters worded after the noun: `nozone` leaves out the hand (unless a same name is compared), `nohere` the place. */
  private npPostfixes(postfixes: readonly FilterUse[], form: string, sameName: boolean, i: SelectorInfo, plural: boolean, ctx: Ctx): readonly string[] {
    if (postfixes.length === 0) return noWords;
    const out: string[] = [];
    const per = form === "per" || form === "per-bare";
    const typedSg = i.noun !== "card" && !plural;
    for (let k = 0; k < postfixes.length; k++) {
      const p = postfixes[k] as FilterUse;
      if ((form === "nozone" && !sameName && p.id === "in-hand") || (form === "nohere" && p.id === "here")) continue;
      out.push(p.id === "any-classification" ? this.classificationList(p.args, ctx, i.each || i.all) : this.fill(this.form("postfixFilters", p.id, this.postfixForms(p, per, typedSg, plural), ctx), p.args, ctx));
    }
    return out;
  }

  /**
   * The forms a postfix filter is tried with in a noun phrase: a comparison by equality has its own wording ("avec une
   * {S} de 0": form `compare-equal`), then `inf-choose` after "vous pouvez choisir", `per`, `typed-sg`, by number.
   */
  private postfixForms(p: FilterUse, per: boolean, typedSg: boolean, plural: boolean): readonly string[] {
    const wanted: string[] = [];
    const c = p.args["compare"];
    if (c !== undefined && c.kind === "compare" && c.compare === "equal") wanted.push("compare-equal");
    else if (this.choosing === "inf") wanted.push("inf-choose");
    if (per) wanted.push("per");
    if (typedSg) wanted.push("typed-sg");
    wanted.push(plural ? "pl" : "sg", "default");
    return filterForms(p, wanted);
  }

  /** The mood of "choisissez" / "vous pouvez choisir" while its chosen noun phrase is worded, else null. */
  private choosing: "imp" | "inf" | null = null;

  /** "soit un personnage soit un objet" for a noun "character-or-item" where the lexicon's `either-or` phrase has a form (`{a}`, `{b}`: each type with its article). */
  private eitherNoun(noun: string, tail: string, ctx: Ctx): string | null {
    const phrase = this.optionalForm("phrases", "either-or", defaultForm, ctx);
    const parts = noun.split("-or-");
    if (phrase === undefined || phrase === "" || parts.length !== 2) return null;
    const [a, b] = parts.map((p) => {
      const t = this.term(p);
      return `${t.gender === "f" ? "une" : "un"} ${t.sg}`;
    });
    const text = fillTemplate(phrase, (r) => (r.name === "a" ? (a ?? "") : (b ?? "")));
    return tail === "" ? text : `${text} ${tail}`;
  }

  /** Sets 1–3 name an action as a card ("jouez une carte Action"; "carte action" on set 1): the `card-noun` phrase's form for the noun. */
  private asCard(t: Term, noun: string, ctx: Ctx): Term {
    if (this.cardNouns !== null && !this.cardNouns.has(noun)) return t;
    const type = this.optionalForm("phrases", "card-noun", [noun], ctx);
    if (type === undefined || type === "") return t;
    const word = type === "lower" ? t.sg : capitalize(t.sg);
    const card = this.term("card");
    return makeTerm(`${card.sg} ${word}`, `${card.pl} ${word}`, card.gender ?? "f");
  }

  /** "Vos personnages Prince, Princesse, Roi ou Reine": the listed classifications in French, joined by the lexicon's `or-list` phrase. */
  private classificationList(args: Readonly<Record<string, SlotValue>>, ctx: Ctx, group = false): string {
    const names = Object.values(args).flatMap((v) => (v.kind === "string" ? [this.classification(v.value).sg] : []));
    if (!group) return this.orList(names, ctx);
    // A group of several classifications: "Vos personnages Prince et Roi gagnent …" (the `or-list` phrase's `group` form).
    const last = names.pop() ?? "";
    return names.length === 0 ? last : fillTemplate(this.phrase("or-list", ctx, ["group", "default"]), (r) => (r.name === "list" ? names.join(", ") : last));
  }

  private subjectIsThis = false;

  /** Cards in a hand counted: "+1 {S} par carte dans votre main" (the lexicon's `for-each-hand`; "pour chaque carte" on set 2). */
  protected override perText(sel: Selector, counts: PerCount, ctx: Ctx): string {
    if (counts === "damage" && this.subjectIsThis && sel.form === "fixed" && sel.id === "this") return this.phrase("for-each-damage", ctx, ["pro"]);
    const inHand = sel.form === "general" && sel.noun === "card" && sel.postfixes.some((p) => p.id === "in-hand" || p.id === "in-opponents-hands");
    const phrase = inHand ? this.phrase("for-each-hand", ctx) : "";
    if (counts === "damage" || phrase === "") return super.perText(sel, counts, ctx);
    return fillTemplate(phrase, () => this.np(sel, "per-bare", ctx));
  }

  /** Flags agree with the effect's target: "placez cette carte … face cachée et épuisée". */
  protected override agreeFlag(text: string, ctx: Ctx): string {
    if (!text.includes("/")) return text;
    const viaThat = ctx.target !== null && ctx.target.form === "fixed" && ctx.target.id === "that";
    const target = viaThat ? ctx.antecedent : ctx.target;
    // A card out of play is "une carte Personnage": the flag agrees with "carte".
    const offPlay = !viaThat && target !== null && target.form === "general" && analyse(target).zone !== null;
    const t = offPlay ? this.term("card") : viaThat ? this.antecedentNoun(target, ctx) : target === null ? this.term("character") : this.nounOf(target, ctx);
    // "les 3 premières cartes de sa pioche …, faces cachées et épuisées".
    const topCards = target !== null && target.form === "fixed" && target.id === "top-cards-of-deck" && Object.values(target.args).some((v) => v.kind === "number" && v.value > 1);
    return agree(text, t.gender, topCards || (target !== null && this.personOf(target) === "3p" && !(this.restAsOther && target.form === "fixed" && target.id === "rest")));
  }

  /** The noun a pronoun for `sel` agrees with ("le" for this character, even out of play; "Elles" for Princess characters). */
  private antecedentNoun(sel: Selector | null, ctx: Ctx): Term {
    if (sel === null) return this.term("character");
    if (sel.form === "fixed" && sel.id === "this") return this.term(ctx.card.cardType === "song" ? "action" : ctx.card.cardType);
    const t = this.nounOf(sel, ctx);
    return this.feminineByClass(sel) || sel === this.feminineAntecedent ? { ...t, gender: "f" } : t;
  }

  /** A chosen character a condition found to be of a feminine classification, in this sentence ("Si c'est une Princesse, bannissez-la"). */
  private feminineAntecedent: Selector | null = null;

  /** Characters picked by feminine classifications only (the lexicon's `gender` of a classification: "vos autres personnages Princesse. Elles …"). */
  private feminineByClass(sel: Selector): boolean {
    if (sel.form !== "general" || sel.noun !== "character" || sel.classifications.length === 0) return false;
    for (const c of sel.classifications) if (this.classification(c.name).gender !== "f") return false;
    return true;
  }

  /** The subject of the predicate being realised is feminine: a restriction takes its `.f` form ("être envoyées à l'aventure"). */
  private feminineSubject = false;

  protected override restrictionForms(form: string): readonly string[] {
    return this.feminineSubject ? [dotted(form, "f"), form, "inf"] : super.restrictionForms(form);
  }

  pronoun(form: string, ctx: Ctx): string {
    // A place already named: "déplacer gratuitement ce personnage sur ce lieu".
    if (form === "loc") return this.form("fixedSelectors", "this", ["location"], ctx);
    const ante = ctx.antecedent;
    // A card played from a hand or a discard is taken up by a demonstrative: "Jouez gratuitement un personnage … Celui-ci gagne Charge".
    if (form === "nom" && ante !== null && ante.form === "general" && analyse(ante).zone !== null && this.hasPhrase("demonstrative-nom")) {
      return agree(this.phrase("demonstrative-nom", ctx), this.nounOf(ante, ctx).gender, this.personOf(ante) === "3p");
    }
    return this.pronounFor(this.antecedentNoun(ante, ctx), ante !== null && this.personOf(ante) === "3p", form, ctx);
  }

  private pronounFor(t: Term, plural: boolean, form: string, ctx: Ctx): string {
    const clitics = form === "nom" ? this.nomClitics : form === "dat" ? this.datClitics : this.accClitics;
    if (clitics !== null) return agreeing(clitics, t.gender, plural);
    return agree(this.phrase(form === "nom" ? "pronoun-nom" : form === "dat" ? "pronoun-dat" : "pronoun-acc", ctx), t.gender, plural);
  }

  count(amount: Amount | number, termId: string, form: string, ctx: Ctx): string {
    const t = this.term(termId);
    const n = typeof amount === "number" ? amount : amount.form === "number" ? amount.value : null;
    // `pro`: the clitic for the counted cards ("choisit une carte et la défausse").
    if (form === "pro") return agree(this.phrase("pronoun-acc", ctx), t.gender, n !== 1);
    // `more`: "2 dommages supplémentaires" (the lexicon's `more` phrase, agreeing).
    if (form === "more") return `${this.count(amount, termId, "", ctx)} ${agree(this.phrase("more", ctx), t.gender, n !== 1)}`;
    if (n !== null) {
      // `def`: "la première carte" / "les 3 premières cartes".
      const base = n === 1 && t.one !== undefined ? t.one : `${form === "def" ? "les " : ""}${n} ${n <= 1 ? t.sg : t.pl}`;
      // `exact-one`: "up to 1" printed as "1" (older sets: "retirez-lui 1 jeton Dommage").
      const upTo = typeof amount !== "number" && amount.form === "number" && amount.upTo && !(form === "exact-one" && n === 1);
      return upTo ? `jusqu'à ${n} ${n <= 1 ? t.sg : t.pl}` : base;
    }
    if (typeof amount === "number") return "";
    // One for each of the cards the trigger named: "piocher autant de cartes".
    if (amount.form === "for-each" && amount.per.form === "fixed" && amount.per.id === "that" && amount.value === 1) return `autant de ${t.pl}`;
    if (amount.form === "for-each" && form === "number-of" && amount.counts === "cards") return this.np(amount.per, "number-of", ctx);
    // "autant de dommages que de personnages que vous avez en jeu" (form `as-many`).
    if (amount.form === "for-each" && form === "as-many" && amount.counts === "cards") return `autant de ${t.pl} que de ${this.np(amount.per, "of-count", ctx)}`;
    if (amount.form === "for-each") return `${this.count(amount.value, termId, "", ctx)} ${this.forEachText(amount.per, ctx)}`;
    if (amount.form === "this-way") return `${this.count(amount.value, termId, "", ctx)} ${this.thisWayText(amount, ctx)}`;
    if (amount.form === "all") return `tous les ${t.pl}`;
    // "gagnez un nombre d'éclats de Lore égal à la {L} de ce lieu".
    return `${amount.form === "equal-to" ? "un nombre de " : ""}${t.pl} ${this.amountBare(amount, ctx)}`;
  }

  /** "pour chaque personnage …" (the `for-each` phrase; apart from `count`: its closure would put that method's parameters in a context on every call). */
  private forEachText(per: Selector, ctx: Ctx): string {
    return fillTemplate(this.phrase("for-each", ctx), () => this.np(per, "per", ctx));
  }

  /**
   * "Remettez l'une d'elles sur le dessus de votre pioche et l'autre en dessous": joined when both steps are the
   * same verb, or where `join-one-other` has a form for the two verbs (set 1 "Ajoutez-en une à votre main et
   * remettez l'autre sous votre pioche"). Set 2 joins a look to the step on the looked-at cards (`join-look`:
   * "regardez les 3 premières cartes de votre pioche, vous pouvez ajouter l'une d'elles à votre main").
   */
  protected override joinsWithAnd(s: Statement, next: Statement, ctx: Ctx): string {
    if (s.kind === "do" && next.kind === "do" && s.verb === "look-at-top" && !s.may && s.actor === null && next.actor === null) {
      const nt = targetOf(next.args)?.[1];
      // A form for a step that is not optional, by its verb (set 3 "Regardez les 2 premières cartes de votre pioche, ajoutez-en 1 …": `imp.put-into-hand`).
      const look = this.optionalForm("phrases", "join-look", [...(next.may ? [] : [dotted("imp", next.verb)]), "default"], ctx);
      if (look !== undefined && nt !== undefined && nt.form === "general" && analyse(nt).zone === "among") return look;
    }
    // Set 4 "Chaque adversaire perd 2 éclats de Lore et vous gagnez 2 éclats de Lore" (`join-you`: another player's step, then yours).
    if (s.kind === "do" && next.kind === "do" && s.actor !== null && !s.may && next.actor === null && !next.may && s.verb === "lose-lore" && next.verb === "gain-lore") {
      const p = this.optionalForm("phrases", "join-you", defaultForm, ctx);
      if (p !== undefined && p !== "") return p;
    }
    // Set 3 outside a triggered ability: "Redressez ce personnage, il ne peut pas être envoyé à l'aventure …" (`join-predicate`, a form by the verb and the predicate about the card acted on).
    if (s.kind === "do" && next.kind === "predicate" && s.actor === null && !s.may && !this.inTriggered && this.actsOnSubject(s, next)) {
      const p = this.optionalForm("phrases", "join-predicate", [dotted(s.verb, next.predicate)], ctx);
      if (p !== undefined && p !== "") return p;
    }
    const join = super.joinsWithAnd(s, next, ctx);
    // "Ajoutez-en 2 à votre main, puis remettez le reste sous votre pioche" (`join-en-rest`, after counted looked-at cards).
    if (join === "" && s.kind === "do" && next.kind === "do" && !s.may && !next.may && s.actor === null && next.actor === null && (ctx.looked ?? 0) > 2) {
      const st = targetOf(s.args)?.[1];
      const nt = targetOf(next.args)?.[1];
      if (st !== undefined && nt !== undefined && nt.form === "fixed" && nt.id === "rest" && this.enForm(s, st, "imp", ctx) !== null && this.hasPhrase("join-en-rest")) return this.phrase("join-en-rest", ctx);
    }
    if (join === "" || s.kind !== "do" || next.kind !== "do") return join;
    const nt = targetOf(next.args)?.[1];
    if (nt === undefined || nt.form !== "fixed" || nt.id !== "rest" || s.verb === next.verb) return join;
    if (!this.hasForm("phrases", "join-one-other", dotted(s.verb, next.verb), ctx)) return "";
    this.otherAfterVerb = true;
    return join;
  }

  /** The predicate is about what the step acted on (`that`, or this card acted on again). */
  private actsOnSubject(s: Statement & { kind: "do" }, next: PredicateStatement): boolean {
    const target = targetOf(s.args)?.[1];
    const subject = next.subject;
    if (target === undefined || subject.form !== "fixed") return false;
    return subject.id === "that" || (subject.id === "this" && target.form === "fixed" && target.id === "this");
  }

  /** True while rendering a triggered ability. */
  private inTriggered = false;

  protected override triggered(ab: TriggeredAbility, ctx: Ctx): string {
    const outer = this.inTriggered;
    this.inTriggered = true;
    try {
      return super.triggered(ab, ctx);
    } finally {
      this.inTriggered = outer;
    }
  }

  /** The rest of two looked-at cards after a step with another verb: "et remettez l'autre sous votre pioche" (its verb and "l'autre"). */
  private otherAfterVerb = false;
  private restAsOther = false;

  /** True inside an "or": its chosen targets stay in place ("bannissez-le ou renvoyez l'un de vos autres personnages …"). */
  private inPlace = false;
  /** In place, a chosen target is said "au choix" ("pour infliger 2 dommages à un autre personnage au choix"). */
  private atChoice = false;

  override clause(s: Statement, ctx: Ctx, mood: Mood): string {
    if (s.kind !== "or" || this.inPlace) return super.clause(s, ctx, mood);
    return this.placed(() => super.clause(s, ctx, mood));
  }

  /**
   * The condition is read first, so that the statement can say "il" for this character once
   * named. "Unless" is said "Tant que" with the condition's `unless` form where it has one
   * ("Tant que ce personnage n'a aucun jeton Dommage sur lui").
   */
  protected override static(ab: StaticAbility, ctx: Ctx): string {
    const c = ab.condition;
    if (c === null || c.condition === null || c.mode === "during-your-turn" || c.mode === "during-opponents-turn") return super.static(ab, ctx);
    // "Ce personnage ne peut ni défier, ni être envoyé à l'aventure à moins qu'il ne soit présent sur un lieu": a condition with an `after` form after one sentence (`static-unless-after`).
    if (c.mode === "unless" && this.hasPhrase("static-unless-after") && this.conditionHasForm(c.condition, "after", ctx)) {
      ctx.inStatic = true;
      ctx.place = "static-unless";
      const text = this.sentences(ab.statements, ctx, "3s", true);
      if (/^[^.]*\.$/.test(text)) {
        const cond = this.condition(c.condition, ctx, "after");
        return fillTemplate(this.phrase("static-unless-after", ctx), (r) => (r.name === "cond" ? cond : text.replace(/\.$/, "")));
      }
    }
    ctx.inStatic = true;
    ctx.place = dashed("static", c.mode);
    const negated = c.mode === "unless" && this.hasForm("conditions", c.condition.id, "unless", ctx);
    const must = c.mode === "unless" && !negated ? this.unlessMust(ab, c.condition, ctx) : null;
    if (must !== null) return must;
    const cond = negated ? this.fill(this.form("conditions", c.condition.id, ["unless"], ctx), c.condition.args, ctx) : this.condition(c.condition, ctx);
    if (negated && c.condition.id.startsWith("this-")) ctx.thisNamed = true;
    // A form by the first statement's predicate: "Tant que vous avez un autre personnage Héros en jeu, ce personnage-ci gagne +1 {L}" (an `if` for a bonus).
    const first = ab.statements[0];
    const byPredicate = first !== undefined && first.kind === "predicate" ? [first.predicate] : [];
    const lead = `${this.phrase(negated ? "static-while" : dashed("static", c.mode), ctx, [...byPredicate, "default"])} ${cond}`;
    const text = this.sentences(ab.statements, ctx, "3s", true);
    return this.joinStaticCondition(capitalize(lead), text, ctx);
  }

  /**
   * "This character can't quest unless you have …" said as what you must have: "Vous devez avoir un autre personnage
   * Sept Nains en jeu pour pouvoir envoyer ce personnage à l'aventure" (phrase `static-unless-must`, the condition's
   * `must` form and the restriction's `active` form, the subject as its object).
   */
  private unlessMust(ab: StaticAbility, cond: Condition, ctx: Ctx): string | null {
    const phrase = this.optionalForm("phrases", "static-unless-must", defaultForm, ctx);
    const [s] = ab.statements;
    if (phrase === undefined || phrase === "" || ab.statements.length !== 1 || s === undefined || s.kind !== "predicate" || s.predicate !== "cant" || s.duration !== null) return null;
    const r = s.args["restriction"];
    if (r === undefined || r.kind !== "restriction" || !this.hasForm("restrictions", r.id, "active", ctx) || !this.conditionHasForm(cond, "must", ctx)) return null;
    const condText = this.condition(cond, ctx, "must");
    const x = this.fill(this.form("restrictions", r.id, ["active"], ctx), r.args, ctx, { subject: s.subject });
    return `${capitalize(fillTemplate(phrase, (ref) => (ref.name === "cond" ? condText : x)))}.`;
  }

  /** "Chaque fois que vous jouez un personnage Floodborn en utilisant sa capacité Alter": a condition with a `joined` form follows its trigger without "si". */
  protected override joinTriggerCondition(trigger: string, condition: string, ab: TriggeredAbility, ctx: Ctx): string {
    const c = ab.condition;
    if (c !== null && this.hasForm("conditions", c.id, "joined", ctx)) return `${trigger} ${this.fill(this.form("conditions", c.id, ["joined"], ctx), c.args, ctx)}`;
    return super.joinTriggerCondition(trigger, condition, ab, ctx);
  }

  /** Set 2 "Si vous utilisez Alter pour jouer ce personnage, vous pouvez piocher 2 cartes lorsqu'il entre en jeu": a condition said as the trigger ends the effect with the phrase `trigger-after-body` by its id. */
  protected override joinTriggerAndBody(trigger: string, body: string, ab: TriggeredAbility, ctx: Ctx): string {
    const after = ab.condition === null ? undefined : this.optionalForm("phrases", "trigger-after-body", [ab.condition.id], ctx);
    const text = super.joinTriggerAndBody(trigger, body, ab, ctx);
    return after === undefined || after === "" || !/^[^.]*\.$/.test(body) ? text : `${text.slice(0, -1)} ${after}.`;
  }

  /** "Si vous jouez ce personnage en utilisant sa capacité Alter": a condition with a `trigger` form says the whole trigger. */
  protected override triggerClause(ab: TriggeredAbility, ctx: Ctx): string {
    const t = ab.triggers[0];
    const c = ab.condition;
    if (c !== null && ab.triggers.length === 1 && t !== undefined && t.kind === "event" && t.event === "play" && !ab.duringYourTurn && !ab.oncePerTurn && this.hasForm("conditions", c.id, "trigger", ctx)) {
      const what = t.args["what"];
      if (what !== undefined && what.kind === "selector" && what.form === "fixed" && what.id === "this") {
        ctx.thisNamed = true;
        return capitalize(this.fill(this.form("conditions", c.id, ["trigger"], ctx), c.args, ctx));
      }
    }
    // Sets 1–3: "Si vous avez un personnage Mage en jeu lorsque vous jouez ce personnage", "Si vous avez au moins 2 autres
    // personnages en jeu lorsque vous redressez ce personnage" (the lexicon's `condition-first`, for a trigger about this card;
    // its opener's `condition-first` form: "lorsque" for "whenever" too).
    if (c !== null && ab.triggers.length === 1 && t !== undefined && t.kind === "event" && !t.duringYourTurn && !ab.duringYourTurn && !ab.oncePerTurn && ab.gate === null && this.hasPhrase("condition-first") && !this.hasForm("phrases", "trigger-condition-late", lateConditionForm(ab, c), ctx)) {
      const what = t.args["what"];
      // A form by the event (set 2 "Si vous avez un personnage Pinocchio en jeu lorsque vous jouez cette carte"), then by the
      // condition ("S'il y a un personnage Princesse ou Reine en jeu lorsque vous jouez ce personnage": `in-play`, any set).
      const phrase = this.phrase("condition-first", ctx, [t.event, c.id, "default"]);
      const isThis = (v: SlotValue | undefined): boolean => v !== undefined && v.kind === "selector" && v.form === "fixed" && v.id === "this";
      const aboutThis = isThis(t.event === "play" ? what : t.subject);
      if (phrase !== "" && aboutThis) {
        const cond = this.condition(c, ctx);
        // The trigger names this card plainly ("lorsque vous jouez ce personnage", not "ce personnage-ci").
        ctx.otherCharacterNamed = false;
        const trig = `${this.phrase(t.opener, ctx, ["condition-first", "default"])} ${this.eventClause(t, ctx, 0)}`;
        return capitalize(fillTemplate(phrase, (r) => (r.name === "cond" ? cond : decapitalize(trig))));
      }
    }
    // "Si ce personnage a 5 {S} ou plus lorsqu'il est envoyé à l'aventure": a gate on this card read first where the
    // lexicon's `gate-first` has a form for it (`after-this.stat`); the trigger then says "il". "Tant que cette carte est
    // épuisée, chaque fois qu'un adversaire pioche une carte durant son tour": a gate before a trigger about another
    // player, read first where `gate-first` has a form `other.<condition>` (the condition's `card` forms).
    const gate = ab.gate;
    if (gate !== null && gate.placement === "after" && c === null && ab.triggers.length === 1 && t !== undefined && t.kind === "event" && !ab.duringYourTurn && !ab.oncePerTurn) {
      const aboutThis = t.subject.form === "fixed" && t.subject.id === "this";
      const phrase = this.optionalForm("phrases", "gate-first", aboutThis ? this.conditionForms(gate.condition, "after-this") : [dotted("other", gate.condition.id)], ctx);
      if (phrase !== undefined) {
        const cond = aboutThis ? this.condition(gate.condition, ctx) : this.fill(this.form("conditions", gate.condition.id, [...this.conditionForms(gate.condition, "card"), "default"], ctx), gate.condition.args, ctx);
        const trig = aboutThis ? `${this.phrase(t.opener, ctx, ["condition-first", "default"])} ${this.eventClause(t, ctx, 1)}` : this.triggerClause(triggeredWith(ab, { gate: null }), ctx);
        return capitalize(fillTemplate(phrase, (r) => (r.name === "cond" ? cond : decapitalize(trig))));
      }
    }
    // "chaque fois qu'un adversaire pioche une carte durant son tour": the player whose turn it is as the event's subject (phrase `during-opponents-turn-after`).
    if (ab.duringOpponentsTurn && ab.triggers.length === 1 && t !== undefined && t.kind === "event" && t.subject.form === "general" && t.subject.noun === "opponent" && this.hasPhrase("during-opponents-turn-after")) {
      const text = super.triggerClause(triggeredWith(ab, { duringOpponentsTurn: false }), ctx);
      return capitalize(fillTemplate(this.phrase("during-opponents-turn-after", ctx), () => decapitalize(text)));
    }
    // "durant votre tour" inside an event that has a `during` form (a challenge and the damage it deals).
    if (ab.duringYourTurn && ab.triggers.length === 1 && t !== undefined && t.kind === "event" && this.hasForm("events", t.event, dotted(this.personOf(t.subject), "during"), ctx)) {
      this.duringInEvent = true;
      try {
        return super.triggerClause(triggeredWith(ab, { duringYourTurn: false }), ctx);
      } finally {
        this.duringInEvent = false;
      }
    }
    this.firstOfJoined = ab.joiner === "and" && ab.triggers.length > 1;
    try {
      return super.triggerClause(ab, ctx);
    } finally {
      this.firstOfJoined = false;
    }
  }

  /** True while the first opener of two triggers joined by "and" is worded. */
  private firstOfJoined = false;

  /**
   * Sets 1–2 print "Lorsque" for "whenever you play" a character named so, a song or any character (the
   * opener's `play.named`, `play.song`, `play.character` forms); other cards played say "Chaque fois que".
   */
  protected override openerForms(t: Trigger & { kind: "event" }): readonly string[] {
    // The first of two triggers joined by "and" (set 3 "Chaque fois que vous jouez ce personnage ou qu'il …": `joined-first`).
    if (this.firstOfJoined) return ["joined-first"];
    // "Si vous jouez au moins deux cartes Action durant votre tour", "Si des dommages sont infligés à l'un de vos autres personnages" (forms by event).
    if (t.event === "play-second" || t.event === "would-be-dealt-damage") return [t.event];
    // Set 1 "Si l'un de vos personnages Balai est banni via un défi" (the opener's `banished-in-challenge` form).
    const inChallenge = t.args["inChallenge"];
    if (t.event === "banished" && inChallenge !== undefined && inChallenge.kind === "flag" && inChallenge.value) return ["banished-in-challenge"];
    // Set 2 "Lorsqu'un autre personnage est banni": any (other) character, unfiltered, as for a character played (`banished.character`).
    const sub = t.subject;
    if (t.event === "banished" && sub.form === "general" && sub.noun === "character" && sub.determiner.kind === "any" && sub.classifications.length === 0 && sub.postfixes.length === 0 && sub.prefixes.every((p) => p.id === "other")) return ["banished.character"];
    const what = t.args["what"];
    if (t.event !== "play" || what === undefined || what.kind !== "selector" || what.form !== "general") return [];
    if (what.postfixes.some((p) => p.id === "named")) return ["play.named"];
    const plain = what.prefixes.length === 0 && what.postfixes.length === 0 && what.classifications.length === 0;
    return plain && (what.noun === "song" || what.noun === "character") ? [dotted("play", what.noun)] : [];
  }

  /** True while the trigger's "durant votre tour" is said inside its event (the event's `during` forms). */
  private duringInEvent = false;

  /** Inside a quoted granted ability: who gains it ("theirs": a chosen card, maybe an opponent's; "yours" otherwise). */
  private quotedFor: "theirs" | "yours" | null = null;

  protected override grantedAbilityText(ability: Ability, ctx: Ctx): string {
    const outer = this.quotedFor;
    this.quotedFor = ctx.antecedent !== null && isChosen(ctx.antecedent) && !analyse(ctx.antecedent).ofYours ? "theirs" : "yours";
    try {
      return super.grantedAbilityText(ability, ctx);
    } finally {
      this.quotedFor = outer;
    }
  }

  /** A granted triggered or static ability ends its sentence outside the quotes on sets 2–4 ("… dans votre main” pour le reste de ce tour": phrase `quoted-stop`). */
  protected override quotedAbility(ability: Ability, text: string, ctx: Ctx): string {
    const outside = ability.kind !== "activated" && this.optionalForm("phrases", "quoted-stop", defaultForm, ctx) === "outside";
    return super.quotedAbility(ability, outside ? text.replace(/\.$/, "") : text, ctx);
  }

  /** "Lorsque vous jouez ce personnage, bannissez-le": this character named as the event's object. */
  protected override eventClause(t: Trigger & { kind: "event" }, ctx: Ctx, index: number): string {
    // One of your characters moved to this location: "la première fois que vous déplacez un personnage sur ce lieu" (form `yours-here`).
    const loc = t.event === "moves" ? t.args["location"] : undefined;
    if (loc !== undefined && loc.kind === "selector" && loc.form === "fixed" && loc.id === "this" && t.subject.form === "general" && analyse(t.subject).ofYours && this.hasForm("events", t.event, "yours-here", ctx)) {
      const moved: Selector = generalSelectorWith(t.subject, { postfixes: t.subject.postfixes.filter((p) => p.id !== "of-yours") });
      return this.fill(this.form("events", t.event, ["yours-here"], ctx), t.args, ctx, { subject: this.np(moved, "acc", ctx) });
    }
    // Set 3 "Chaque fois que vous déplacez ce personnage sur un lieu" ("whenever" about this card: form `whenever-this`; "Une fois par tour, lorsque ce personnage est déplacé").
    if (t.opener === "whenever" && index === 0 && t.subject.form === "fixed" && t.subject.id === "this" && this.hasForm("events", t.event, "whenever-this", ctx)) {
      const text = this.fill(this.form("events", t.event, ["whenever-this"], ctx), t.args, ctx, { subject: this.np(t.subject, "nom", ctx) });
      ctx.thisNamed = true;
      return text;
    }
    // Set 3 "Chaque fois que vous envoyez l'un de vos personnages à l'aventure": any character of yours in a card's own triggered ability (form `yours-triggered`;
    // a floating trigger and a filtered character keep the passive).
    if (this.inTriggered && t.subject.form === "general" && t.subject.determiner.kind === "any" && analyse(t.subject).ofYours && t.subject.prefixes.length === 0 && t.subject.classifications.length === 0 && t.subject.postfixes.length === 1 && this.hasForm("events", t.event, "yours-triggered", ctx)) {
      return this.fill(this.form("events", t.event, ["yours-triggered"], ctx), t.args, ctx, { subject: this.np(t.subject, "nom", ctx) });
    }
    // "Chaque fois que ce personnage en défie un autre durant votre tour et lui inflige des dommages" (forms `3s.during`).
    if (this.duringInEvent && index === 0) {
      const text = this.fill(this.form("events", t.event, [dotted(this.personOf(t.subject), "during")], ctx), t.args, ctx, { subject: this.np(t.subject, "nom", ctx) });
      if (t.subject.form === "fixed" && t.subject.id === "this") ctx.thisNamed = true;
      return text;
    }
    const text = super.eventClause(t, ctx, index);
    if (namesThis(t.args)) ctx.thisNamed = true;
    return text;
  }

  /** `this`: the predicate is about this card ("jouer ce personnage coûte 1 {I} de moins"). */
  protected override predicateQualifier(s: PredicateStatement, ctx?: Ctx): string | null {
    const subject = s.subject;
    if (ctx !== undefined && this.noneSubject === subject) return "none";
    // The fields are read once, and a slot only for the predicate that has it (each read of a slot by name is a generic load).
    const predicate = s.predicate;
    const args = s.args;
    const duration = s.duration === null ? null : s.duration.id;
    // A predicate about the card bound before may name it with a demonstrative ("jusqu'au début de votre prochain tour, la prochaine fois que ce personnage-là …": forms `3s.that`).
    if (ctx !== undefined && subject.form === "fixed" && subject.id === "that" && this.hasForm("predicates", predicate, "3s.that", ctx)) return "that";
    // Ready characters challenged for a while by this card or a group: the ability granted, quoted ("ce personnage gagne « Ce
    // personnage peut défier des personnages redressés » pour le reste de ce tour": form `granted`; a chosen one "il peut …").
    if (predicate === "can-challenge-ready" && duration !== null && !isChosen(subject) && !(subject.form === "fixed" && subject.id === "that")) return "granted";
    // In a triggered ability (set 3 "le prochain objet que vous jouez durant ce tour coûte 1 {I} de moins", activated ones print "vous coûte").
    if (predicate === "pays-less-next" && this.inTriggered) return "triggered";
    if (predicate === "gets-stat") {
      // "Lorsqu'ils défient un lieu durant votre tour, vos personnages gagnent +3 {S}": the challenge first (form `challenging-location`).
      const challenging = args["challengingLocation"];
      if (challenging !== undefined && challenging.kind === "flag" && challenging.value && duration === "this-turn") return "challenging-location";
      // A lasting bonus of a static ability: "Ce personnage a +1 {L}" (the `static` forms, set 1).
      if (ctx !== undefined && ctx.inStatic && duration === null && !this.isNegative(s)) {
        // Per card in your hand (set 1 "La {S} de ce personnage augmente de 1 par carte dans votre main": the `static-hand` forms).
        const per = args["per"];
        const inHand = per !== undefined && per.kind === "per" && per.selector.form === "general" && findFilter(per.selector.postfixes, "in-hand") !== undefined;
        return inHand && this.hasForm("predicates", "gets-stat", "3s.static-hand", ctx) ? "static-hand" : "static";
      }
    }
    // "Ce personnage ne se redresse pas au début de votre tour" (a static about your turn).
    const turn = predicate === "no-ready-at-start" ? args["readyTurn"] : undefined;
    if (turn !== undefined && turn.kind === "choice" && turn.value === "yours") return "yours";
    const what = args["what"];
    if (what !== undefined && what.kind === "selector" && what.form === "fixed" && what.id === "this") return "this";
    // "il ne pourra pas défier durant son prochain tour" (the future, on older sets).
    if (predicate === "cant" && duration === "their-next-turn") return "next";
    if (turn !== undefined && turn.kind === "choice" && turn.value === "next") {
      const verb = args["readyVerb"];
      if (verb !== undefined && verb.kind === "choice" && verb.value === "cant") return "next";
    }
    return super.predicateQualifier(s);
  }

  private isNegative(s: PredicateStatement): boolean {
    const delta = s.args["delta"];
    return delta !== undefined && delta.kind === "signed" && delta.value < 0;
  }

  /** The top card of the deck or the named card: "S'il s'agit de la carte nommée". */
  protected override refersToThing(ctx: Ctx): boolean {
    const ante = ctx.antecedent;
    return ante !== null && ante.form === "fixed" && (ante.id === "top-of-deck" || ante.id === "named-card");
  }

  /** "Tant que ce personnage a au moins 5 {S}", "Si le personnage qui défie a 6 {S} ou plus": this card or a card the trigger named compared on a stat (the condition's `has` form). */
  override condition(c: Condition, ctx: Ctx, prefix: string | null = null): string {
    const subject = c.args["subject"];
    const what = c.args["what"];
    // Set 1 "Si c'est une Princesse, bannissez-la à la place": a chosen character of a feminine classification (form `chosen.f`), "la" afterwards.
    if (c.id === "is" && subject !== undefined && subject.kind === "selector" && subject.form === "fixed" && subject.id === "that" && what !== undefined && what.kind === "selector" && what.form === "general" && what.prefixes.length === 0 && what.postfixes.length === 0 && this.feminineByClass(what) && this.hasForm("conditions", "is", "chosen.f", ctx) && this.refersToChosen(c, ctx)) {
      this.feminineAntecedent = ctx.antecedent;
      return this.fill(this.form("conditions", "is", ["chosen.f"], ctx), c.args, ctx, { what: this.classificationAdjectives(what, what.classifications.map((k) => k.name), ctx).join(" ") });
    }
    if (c.id === "is" && subject !== undefined && subject.kind === "selector" && subject.form === "fixed" && (subject.id === "this" || subject.id === "challenging-character") && what !== undefined && what.kind === "selector" && what.form === "general" && this.hasForm("conditions", "is", "has", ctx)) {
      const i = analyse(what);
      const only = i.postfixes[0];
      if (i.postfixes.length === 1 && only !== undefined && only.id === "stat-compare" && i.states.length === 0 && i.classes.length === 0 && !i.opposing && !i.other) {
        const text = this.fill(this.form("conditions", "is", ["has"], ctx), { ...only.args, subject: this.np(subject, "nom", ctx) }, ctx);
        if (subject.id === "this") ctx.thisNamed = true;
        return text;
      }
    }
    // "si vous avez un personnage sur ce lieu" (no "en jeu" when the place is said).
    if (what !== undefined && what.kind === "selector" && what.form === "general" && what.postfixes.some((p) => p.id === "here") && this.hasForm("conditions", c.id, "here", ctx)) {
      return this.fill(this.form("conditions", c.id, ["here"], ctx), c.args, ctx);
    }
    // A triggered ability's condition may be worded apart (set 3 "Si vous avez au moins 4 autres cartes personnages en jeu lorsque …": form `triggered`).
    if (prefix === null && this.inTriggered && this.hasForm("conditions", c.id, "triggered", ctx)) return this.fill(this.form("conditions", c.id, ["triggered"], ctx), c.args, ctx);
    return super.condition(c, ctx, prefix);
  }

  /** "le joueur ou les joueurs ayant le plus de cartes en main choisissent …": that fixed actor is plural in French. */
  override personOf(sel: Selector): Mood {
    return sel.form === "fixed" && sel.id === "most-cards-in-hand" ? "3p" : super.personOf(sel);
  }

  /** "Ils ne peuvent pas …" after a plural antecedent. */
  protected override pronounPerson(ctx: Ctx): Mood {
    return ctx.antecedent !== null && this.personOf(ctx.antecedent) === "3p" ? "3p" : "3s";
  }

  /** This character as a subject once named in the same sentence: "Tant que ce personnage se trouve sur un lieu, il gagne +2 {S}". */
  protected override subjectNp(sel: Selector, ctx: Ctx): string {
    if (sel.form === "fixed" && sel.id === "this" && ctx.thisNamed) return this.thisPronoun(ctx);
    // "aucun personnage adverse ne peut …": the noun alone after the template's "aucun".
    if (sel === this.noneSubject) return this.np(sel, "bare", ctx);
    // Set 1 after an event trigger, one chosen character as the next subject: "… choisissez un personnage et redressez-le. Celui-ci ne peut pas …"
    // (the `demonstrative-nom` phrase's `after-trigger` form; actions and activated abilities say "Il").
    const ante = ctx.antecedent;
    if (sel.form === "fixed" && sel.id === "that" && ante !== null && isChosen(ante) && this.personOf(ante) === "3s" && ctx.triggerEvent !== null && this.hasForm("phrases", "demonstrative-nom", "after-trigger", ctx)) {
      return agree(this.phrase("demonstrative-nom", ctx, ["after-trigger"]), this.antecedentNoun(ante, ctx).gender, false);
    }
    return super.subjectNp(sel, ctx);
  }

  /** The next "its player" follows "Puis" ("Puis ce joueur doit défausser …"). */
  private playerAfterThen = false;

  /**
   * A discard joined to the draw before it ("vous pouvez piocher une carte puis en défausser une"): the context of the
   * draw's sentence, whose next step is that discard, else null; `afterMayDraw`: whether that draw was optional.
   */
  private afterDrawIn: Ctx | null = null;
  private afterMayDraw = false;

  protected override joinsWithThen(s: Statement, next: Statement, ctx: Ctx): boolean {
    const joined = super.joinsWithThen(s, next, ctx);
    if (joined && s.kind === "do" && s.verb === "draw") {
      this.afterDrawIn = ctx;
      this.afterMayDraw = s.may;
    }
    // "… dans la main de son propriétaire. Puis ce joueur …": the player named again after "Puis" (the selector's `nom.then` form).
    if (joined && next.kind === "do" && next.actor !== null && next.actor.form === "fixed" && next.actor.id === "its-player") this.playerAfterThen = true;
    return joined;
  }

  /** "Choisissez un personnage et infligez-lui 2 dommages" / "vous pouvez choisir … et lui infliger …". */
  protected override doClause(s: Statement & { kind: "do" }, ctx: Ctx, mood: Mood): string {
    // The statement's fields are read once (statements come in many shapes: each read at a shared site is a generic load).
    const actor = s.actor;
    const verb = s.verb;
    const args = s.args;
    // After a draw: "puis défaussez-en une" (the `after-draw-one` forms), "puis choisissez et défaussez une carte" (`after-draw`, sets 3–4).
    if (this.afterDrawIn === ctx) {
      this.afterDrawIn = null;
      if (verb === "discard" && actor === null) {
        const m = this.afterMayDraw ? "inf" : "imp";
        const count = args["count"];
        const one = count !== undefined && count.kind === "amount" && count.form === "number" && count.value === 1 && !count.upTo;
        return this.fill(this.form("effects", verb, [...(one ? [dotted(m, "after-draw-one")] : []), dotted(m, "after-draw"), m], ctx), args, ctx);
      }
    }
    const slots = stepSlots(args);
    if (actor !== null) return this.othersClause(s, actor, slots, ctx, mood);
    const may = s.may;
    // An optional step on this card or the one named before worded by the verb's `may.<this|that>` form ("vous pouvez y déplacer ce personnage gratuitement").
    if (may) {
      const acting = slots.target?.[1];
      if (acting !== undefined && acting.form === "fixed" && this.hasForm("effects", verb, dotted("may", acting.id), ctx)) return super.doClause(s, ctx, mood);
    }
    if (verb === "gain-lore") this.loreNamed = true;
    // "Choisissez l'un de vos personnages et gagnez un nombre d'éclats de Lore égal à sa {L}": a chosen card a stat is read from (`equal-to` form `of-that`;
    // a cost stays "égal au coût d'un de vos objets en jeu").
    const equal = !may && !this.inPlace && (mood === "imp" || mood === "3s") ? slots.chosenStat : null;
    if (equal !== null) {
      const [key, amount] = equal;
      const chosenNp = this.np(amount.of, "chosen", ctx);
      ctx.antecedent = amount.of;
      const text = this.fill(this.form("effects", verb, ["imp"], ctx), { ...args, [key]: { ...amount, of: thatSelector(amount.of) } }, ctx);
      return `${this.phrase("choose", ctx, ["imp"])} ${chosenNp} et ${text}`;
    }
    // The first chosen selector is hoisted: "Choisissez un personnage et déplacez 1 de ses jetons Dommage sur …".
    const target = slots.chosen ?? slots.target;
    const t = target === null ? null : target[1];
    const chosen = t !== null && isChosen(t) ? analyse(t) : null;
    const m: Mood = may ? "inf" : mood === "3s" ? "imp" : mood;
    const mm = m === "imp" ? "imp" : "inf";
    // Up to several of something from one of your cards, in place: "retirez jusqu'à 3 jetons Dommage de l'un de vos personnages" (forms `imp.own-up-to`).
    // One of your characters moved, in place: "Déplacez gratuitement l'un de vos personnages sur un lieu" (forms `imp.mine`; one chosen card of yours, not "another").
    if (!this.inPlace && t !== null && chosen !== null && chosen.ofYours && !chosen.other && chosen.count === 1 && !chosen.upTo) {
      const upTo = ownUpTo(args) ? dotted(mm, "own-up-to") : null;
      const mine = dotted(mm, "mine");
      if ((upTo !== null && this.hasForm("effects", verb, upTo, ctx)) || this.hasForm("effects", verb, mine, ctx)) {
        const forms = upTo === null ? [mine] : [upTo, mine];
        ctx.target = t;
        const text = this.placedFill(verb, forms, args, ctx);
        ctx.target = null;
        this.bind(args, ctx);
        return may ? fillTemplate(this.phrase("you-may", ctx), () => text) : text;
      }
    }
    // One of your items or locations stays in place ("redressez l'un de vos objets"), except before "pour" ("Choisissez l'un de vos objets et bannissez-le pour …").
    const thing = chosen !== null && chosen.ofYours && !chosen.other && chosen.count === 1 && (chosen.noun === "item" || chosen.noun === "location");
    if (!this.inPlace && !(thing && !this.beforeTo) && target !== null && t !== null && chosen !== null && chosen.zone === null && this.hasForm("effects", verb, "imp-pro", ctx)) {
      return this.hoistedClause(s, target[0], chosen.sel, chosen, m, ctx);
    }
    // Looked-at cards of any kind, counted: "Ajoutez-en une à votre main", "Vous pouvez en ajouter 1 à votre main" (forms `imp.en`, `inf.en`; an empty form says "l'une d'elles").
    const en = t !== null ? this.enForm(s, t, m, ctx) : null;
    if (en !== null) {
      const text = this.fill(en, args, ctx);
      this.bind(args, ctx);
      return may ? fillTemplate(this.phrase("you-may", ctx), () => text) : text;
    }
    // A card named by its type alone: "vous pouvez jouer un objet gratuitement" (forms `imp.bare`, `inf.bare`; with a filter: "jouer gratuitement un personnage coûtant 5 ou moins").
    const bare = m === "imp" ? "imp.bare" : m === "inf" ? "inf.bare" : null;
    if (t !== null && t.form === "general" && bare !== null && t.prefixes.length === 0 && t.classifications.length === 0 && onlyInHand(t.postfixes) && this.hasForm("effects", verb, bare, ctx)) {
      ctx.target = t;
      const text = this.fill(this.form("effects", verb, [bare], ctx), args, ctx);
      ctx.target = null;
      this.bind(args, ctx);
      return may ? fillTemplate(this.phrase("you-may", ctx), () => text) : text;
    }
    if (this.otherAfterVerb && t !== null && t.form === "fixed" && t.id === "rest" && ctx.restIsOther) return this.restAsOtherClause(s, ctx, mood);
    // "pour jouer cette carte-ci gratuitement et épuisée": this card named again after another one (forms `inf.again`).
    if (t !== null && this.thisAgain(t, ctx) && this.hasForm("effects", verb, dotted(mm, "again"), ctx)) {
      ctx.target = t;
      const text = this.fill(this.form("effects", verb, [dotted(mm, "again")], ctx), args, ctx);
      ctx.target = null;
      return may ? fillTemplate(this.phrase("you-may", ctx), () => text) : text;
    }
    // An `instead` step on the replaced step's card leaves it out, as in the shared realiser ("infligez 2 dommages à la place": form `imp-instead`).
    if (m === "imp" && ctx.insteadPending && this.repeatsReplacedTarget(s, ctx) && this.hasForm("effects", verb, "imp-instead", ctx)) return super.doClause(s, ctx, mood);
    // A card back from the discard keeps its noun where the verb has a wording for it and no clitic one ("reprendre cette carte en main").
    if (target !== null && t !== null && this.isClitic(t, ctx) && !this.fromDiscard(args, verb, mm, ctx) && this.hasForm("effects", verb, "imp-pro", ctx)) {
      // "vous pouvez le placer dans votre réserve d'encre", "Remettez-les sur le dessus de votre pioche": the target said by its clitic.
      if (t.form === "fixed" && t.id === "this") ctx.antecedent = t;
      const that = t.form === "fixed" && t.id === "those" ? t : thatSelector(t);
      ctx.target = that;
      // What the pronoun stands for qualifies the verb ("renvoyez-le dans la main de son propriétaire").
      const ante = t.form === "fixed" && t.id === "that" && ctx.antecedent !== null && ctx.antecedent.form === "general" ? ctx.antecedent : t;
      // "vous pouvez le jouer gratuitement à la place, épuisé": a form placing {instead} itself (`inf-pro-instead`).
      const pro = m === "imp" ? "imp-pro" : "inf-pro";
      const forms: string[] = [];
      if (ctx.insteadPending && this.hasForm("effects", verb, dashed(pro, "instead"), ctx)) forms.push(dashed(pro, "instead"));
      else {
        // Inside a quoted granted ability (sets 2–5): "renvoyez cette carte dans votre main", "vous pouvez le renvoyer dans la main de son propriétaire" (forms `imp-pro.quoted`, `inf-pro.quoted-theirs`).
        if (this.quotedFor !== null) {
          if (this.quotedFor === "theirs" && this.hasForm("effects", verb, dotted(pro, "quoted-theirs"), ctx)) forms.push(dotted(pro, "quoted-theirs"));
          if (this.hasForm("effects", verb, dotted(pro, "quoted"), ctx)) forms.push(dotted(pro, "quoted"));
        }
        // All of several cards named before: "infligez-leur 1 dommage à chacun" (form `imp-pro.all`).
        if (ante.form === "general" && analyse(ante).all && this.hasForm("effects", verb, dotted(pro, "all"), ctx)) forms.push(dotted(pro, "all"));
        forms.push(pro);
      }
      const text = this.fill(this.form("effects", verb, qualified(forms, targetQualifier(oneSlot(target[0], ante), ctx)), ctx), args, ctx, oneSlot(target[0], that));
      ctx.target = null;
      return may ? fillTemplate(this.phrase("you-may", ctx), () => text) : text;
    }
    const text = super.doClause(s, ctx, mood);
    // "Redressez ce personnage. Il ne peut pas …": this character, once the object, is "il" afterwards.
    if (t !== null && t.form === "fixed" && t.id === "this") ctx.thisNamed = true;
    return text;
  }

  /** A step's form filled in place (apart from `doClause`: its closure would put that function's variables in a context on every call). */
  private placedFill(verb: string, forms: readonly string[], args: Readonly<Record<string, SlotValue>>, ctx: Ctx): string {
    return this.placed(() => this.fill(this.form("effects", verb, forms, ctx), args, ctx));
  }

  /** A step another player takes ("Chaque adversaire perd 2 éclats de Lore", "Choisissez un adversaire qui révèle sa main"). */
  private othersClause(s: Statement & { kind: "do" }, actor: Selector, slots: StepSlots, ctx: Ctx, mood: Mood): string {
    const verb = s.verb;
    const args = s.args;
    const may = s.may;
    // Lore already named: "chaque adversaire ayant plus d'éclats de Lore que vous en perd 2" (forms `3s.en`).
    // (`3s.en-more` after an actor "ayant plus d'éclats de Lore que vous", from set 3).
    if (!may && verb === "lose-lore" && (this.loreNamed || (actor.form === "general" && actor.postfixes.some((p) => p.id === "more-lore-than-you")))) {
      const en = dotted(this.personOf(actor), this.loreNamed ? "en" : "en-more");
      if (this.hasForm("effects", verb, en, ctx)) return `${this.np(actor, "nom", ctx)} ${this.fill(this.form("effects", verb, [en], ctx), args, ctx)}`;
    }
    const chosenActor = isChosen(actor);
    if (ctx.sameActor === null && !chosenActor) {
      // Another player who may act: "Chaque adversaire peut choisir et défausser une carte" (the `inf.3s` form).
      if (may && this.hasForm("effects", verb, "inf.3s", ctx)) {
        const person = this.personOf(actor);
        return `${this.np(actor, "nom", ctx)} ${fillTemplate(this.phrase("may-3", ctx, [person, "3s"]), () => this.fill(this.form("effects", verb, ["inf.3s"], ctx), args, ctx))}`;
      }
      // After a play trigger (from set 4): "Lorsque vous jouez ce personnage, chaque adversaire choisit une carte de sa main et la défausse" (forms `3s.after-play`).
      if (!may && ctx.triggerEvent === "play" && !hasSetFlag(args) && this.hasForm("effects", verb, dotted(this.personOf(actor), "after-play"), ctx)) {
        return `${this.np(actor, "nom", ctx)} ${this.fill(this.form("effects", verb, [dotted(this.personOf(actor), "after-play")], ctx), args, ctx)}`;
      }
      // One card said apart (set 1 "Chaque adversaire choisit et défausse une carte de sa main": the `3s.one` form).
      const count = may ? undefined : args["count"];
      if (count !== undefined && count.kind === "amount" && count.form === "number" && count.value === 1 && !count.upTo && this.personOf(actor) === "3s" && this.hasForm("effects", verb, "3s.one", ctx)) {
        // One player named by the trigger (set 1 "le joueur qui a lancé le défi choisit et défausse une de ses cartes": `3s.one.fixed`).
        const forms = actor.form === "fixed" ? ["3s.one.fixed", "3s.one"] : ["3s.one"];
        return `${this.np(actor, "nom", ctx)} ${this.fill(this.form("effects", verb, forms, ctx), args, ctx)}`;
      }
    }
    // "Choisissez un adversaire qui révèle sa main": a chosen player acts.
    if (chosenActor) {
      const chosenNp = this.np(actor, "acc", ctx);
      const rest = super.doClause(doWith(s, { actor: thatSelector(actor) }), ctx, mood);
      ctx.antecedent = actor;
      const relative = this.phrase("chosen-predicate", ctx, ctx.inverted ? ["inverted", "default"] : defaultForm);
      return fillTemplate(relative, (r) => (r.name === "np" ? chosenNp : r.name === "rest" ? rest : rest.replace(/^\S+ /, "")));
    }
    const target = slots.chosen ?? slots.target;
    const t = target === null ? null : target[1];
    if (this.otherAfterVerb && t !== null && t.form === "fixed" && t.id === "rest" && ctx.restIsOther) return this.restAsOtherClause(s, ctx, mood);
    // Another player acting: its flags agree with what it acts on ("Chaque joueur place les 3 premières cartes … faces cachées et épuisées").
    ctx.target = t;
    try {
      return super.doClause(s, ctx, mood);
    } finally {
      ctx.target = null;
    }
  }

  /** "Choisissez un personnage et infligez-lui 2 dommages": the chosen target hoisted into "choisissez …", the step on its clitic. */
  private hoistedClause(s: Statement & { kind: "do" }, slot: string, target: GeneralSelector, chosen: SelectorInfo, m: Mood, ctx: Ctx): string {
    const verb = s.verb;
    const args = s.args;
    const qualifier = targetQualifier(args, ctx);
    // "Choisissez et renvoyez un personnage … dans la main de son propriétaire" (set 1, opening a sentence: form `imp-choose`),
    // "vous pouvez choisir et redresser l'un de vos autres personnages" (set 3: `inf-choose`); the target stays in place.
    if (m === "inf" || !ctx.inverted) {
      const chooseForms = qualified([m === "imp" ? "imp-choose" : "inf-choose"], qualifier);
      if (this.hasAnyForm("effects", verb, chooseForms, ctx)) {
        const text = this.placed(() => this.fill(this.form("effects", verb, chooseForms, ctx), args, ctx));
        this.bind(args, ctx);
        return s.may ? fillTemplate(this.phrase("you-may", ctx), () => text) : text;
      }
    }
    const choose = this.phrase("choose", ctx, m === "imp" ? impForm : infForm);
    // After "vous pouvez choisir" a stat comparison may be worded apart (set 3 "un personnage adverse ayant 2 {S} ou moins": postfix form `inf-choose`).
    this.choosing = m === "imp" ? "imp" : "inf";
    const chosenNp = this.np(target, "chosen", ctx);
    this.choosing = null;
    ctx.antecedent = target;
    // A damaged target may have its own wording (sets 1–2 "infligez-lui 2 dommages supplémentaires": forms `imp-pro.damaged`).
    const base = m === "imp" ? "imp-pro" : "inf-pro";
    const wanted: string[] = [];
    // Several chosen targets dealt "that much": "infligez à chacun autant de dommages" (forms `imp-pro.each-that-much`).
    if (chosen.plural && hasThatMuch(args)) wanted.push(dotted(base, "each-that-much"));
    // An amount counted per card has its own wording ("infligez-lui un nombre de dommages égal au nombre de …": forms `imp-pro.per`).
    if (hasPerAmount(args)) wanted.push(dotted(base, "per"));
    if (chosen.states.includes("damaged")) wanted.push(dotted(base, "damaged"));
    for (const f of qualified([base], qualifier)) wanted.push(f);
    const template = this.form("effects", verb, wanted, ctx);
    // Several chosen targets of an amount: "infligez-leur 3 dommages chacun".
    const each = chosen.plural && template.includes(`{${slot}:dat}`) ? " chacun" : "";
    const text = this.fill(template, args, ctx, oneSlot(slot, thatSelector(target))) + each;
    // The join by mood and verb (set 3 "Choisissez un personnage, déplacez 1 de ses jetons Dommage …": `choose-and` form `imp.move-damage`).
    const a = `${choose} ${chosenNp}`;
    const joined = fillTemplate(this.phrase("choose-and", ctx, [dotted(m, verb), "default"]), (r) => (r.name === "a" ? a : text));
    return s.may ? fillTemplate(this.phrase("you-may", ctx), () => joined) : joined;
  }


  /** A card back from the discard keeps its noun where the verb has a wording for it and no clitic one ("reprendre cette carte en main"). */
  private fromDiscard(args: Readonly<Record<string, SlotValue>>, verb: string, mm: "imp" | "inf", ctx: Ctx): boolean {
    return targetQualifier(args, ctx) === "discard" && this.hasForm("effects", verb, dotted(mm, "discard"), ctx) && !this.hasForm("effects", verb, dotted(dashed(mm, "pro"), "discard"), ctx);
  }

  /** The rest of two looked-at cards as "l'autre", after a step with another verb ("et remettez l'autre sous votre pioche"). */
  private restAsOtherClause(s: Statement & { kind: "do" }, ctx: Ctx, mood: Mood): string {
    this.otherAfterVerb = false;
    ctx.restIsOther = false;
    this.restAsOther = true;
    try {
      return super.doClause(s, ctx, mood);
    } finally {
      ctx.restIsOther = true;
      this.restAsOther = false;
    }
  }

  private enForm(s: Statement & { kind: "do" }, sel: Selector, m: Mood, ctx: Ctx): string | null {
    if (sel.form !== "general" || (m !== "imp" && m !== "inf")) return null;
    const i = analyse(sel);
    if (i.zone !== "among" || i.noun !== "card" || !i.chosen || i.upTo || i.postfixes.length !== 1 || i.states.length > 0 || i.classes.length > 0) return null;
    const en = this.optionalForm("effects", s.verb, [dotted(m, "en")], ctx);
    return en === undefined || en === "" ? null : en;
  }

  /** A target said with a clitic: `that`, `those`, or this card once the trigger has named it. */
  private isClitic(sel: Selector, ctx: Ctx): boolean {
    return sel.form === "fixed" && (sel.id === "that" || sel.id === "those" || (sel.id === "this" && ctx.thisNamed && !this.thisAgain(sel, ctx)));
  }

  /** This card out of play named again after another card in the sentence: "cette carte-ci", not a clitic (`card.after-other`). */
  private thisAgain(sel: Selector, ctx: Ctx): boolean {
    return sel.form === "fixed" && sel.id === "this" && ctx.thisIsCard && ctx.otherCharacterNamed && this.hasForm("fixedSelectors", "this", "card.after-other", ctx);
  }

  protected override predicateClause(s: PredicateStatement, ctx: Ctx, mood: Mood): string {
    // The subject is read once (statements reach here in many shapes: each read is a generic load).
    const subject = s.subject;
    const actual = subject.form === "fixed" && subject.id === "that" ? ctx.antecedent : subject;
    const was = this.feminineSubject;
    this.feminineSubject = actual !== null && this.feminineByClass(actual);
    const wasNone = this.noneSubject;
    this.noneSubject = this.saidWithNone(s, subject, ctx) ? subject : null;
    try {
      return this.predicateClauseOf(s, subject, ctx, mood);
    } finally {
      this.feminineSubject = was;
      this.noneSubject = wasNone;
    }
  }

  /** The subject of a lasting restriction on every opposing character, said "aucun personnage adverse ne peut" (set 1: `cant` form `3p.none`). */
  private noneSubject: Selector | null = null;

  private saidWithNone(s: PredicateStatement, subject: Selector, ctx: Ctx): boolean {
    if (subject.form !== "general" || !ctx.inStatic || s.predicate !== "cant" || s.duration !== null) return false;
    const i = analyse(subject);
    return i.each && i.opposing && !i.ofYours && i.states.length === 0 && i.classes.length === 0 && i.postfixes.length === 0 && this.hasForm("predicates", "cant", "3p.none", ctx);
  }

  private predicateClauseOf(s: PredicateStatement, subject: Selector, ctx: Ctx, mood: Mood): string {
    // From set 4 "ce personnage ne peut pas être défié par des personnages coûtant 4 ou moins" (this character, the one challenged, is the subject: phrase `challenged-by`).
    const challenged = this.challengedBy(s, ctx);
    if (challenged !== null) return challenged;
    // A location's static on characters of a classification: "Tant qu'ils sont sur ce lieu, les personnages Ursula gagnent +1 {L}" (`while-here-classified`).
    const here = ctx.inStatic && subject.form === "general" && (subject.classifications.length > 0 || findFilter(subject.postfixes, "named") !== undefined) ? withoutHere(subject) : null;
    if (here !== null && this.hasPhrase("while-here-classified")) return this.whileHereClassified(s, here, ctx, mood);
    // "Ce personnage gagne +1 {L} pour chaque jeton Dommage sur lui": this character, the subject, counted again.
    if (subject.form === "fixed" && subject.id === "this" && !ctx.thisNamed) {
      this.subjectIsThis = true;
      try {
        return super.predicateClause(s, ctx, mood);
      } finally {
        this.subjectIsThis = false;
      }
    }
    if (isChosen(subject)) return this.chosenPredicateClause(s, ctx, mood);
    return super.predicateClause(s, ctx, mood);
  }

  // The two wordings below are apart from `predicateClauseOf`: their closures would put its parameters in a context on every call.

  /** "Tant qu'ils sont sur ce lieu, les personnages Ursula gagnent +1 {L}" (`while-here-classified`). */
  private whileHereClassified(s: PredicateStatement, here: Selector, ctx: Ctx, mood: Mood): string {
    return fillTemplate(this.phrase("while-here-classified", ctx), () => decapitalize(super.predicateClause(predicateWith(s, { subject: here }), ctx, mood)));
  }

  /** "vous pouvez choisir un personnage qui subit -2 {S}": an optional predicate on a chosen subject (the `may` form). */
  private chosenPredicateClause(s: PredicateStatement, ctx: Ctx, mood: Mood): string {
    const may = s.may && this.hasForm("phrases", "chosen-predicate", "may", ctx);
    return this.chosenSubject(s, ctx, (that) => super.predicateClause(predicateWith(s, { subject: that, may: may ? false : s.may }), ctx, mood), may);
  }

  /** "Ce personnage ne peut pas être défié par …" for "characters … can't challenge this character", where the lexicon's `challenged-by` has a form for the set. */
  private challengedBy(s: PredicateStatement, ctx: Ctx): string | null {
    if (s.predicate !== "cant" || s.subject.form !== "general") return null;
    const r = s.args["restriction"];
    if (r === undefined || r.kind !== "restriction" || r.id !== "challenge-target") return null;
    const target = r.args["target"];
    if (target === undefined || target.kind !== "selector" || target.form !== "fixed" || target.id !== "this" || !this.hasForm("phrases", "challenged-by", "default", ctx)) return null;
    const by = s.subject;
    return fillTemplate(this.phrase("challenged-by", ctx), (x) => (x.name === "target" ? this.subjectNp(target, ctx) : x.name === "subject" ? this.np(by, "des", ctx) : this.durationFor(s, ctx)));
  }

  /** "Choisissez un personnage qui gagne Hors d'atteinte et Insaisissable …": two predicates on one chosen subject. */
  protected override mergedPredicates(s: PredicateStatement, next: PredicateStatement, ctx: Ctx): string | null {
    // A keyword with a value before a stat reads "+1 {L} et Résistance +1" (the stat first: "Résistance +1 et +1 {L}" would run two numbers together).
    const k = s.args["keyword"];
    if (s.predicate === "gains-keyword" && next.predicate === "gets-stat" && k !== undefined && k.kind === "keyword" && k.args["value"] !== undefined && sameNode(s.subject, next.subject)) {
      return super.mergedPredicates(next, s, ctx);
    }
    if (!isChosen(s.subject) || !(next.subject.form === "fixed" && next.subject.id === "that")) return super.mergedPredicates(s, next, ctx);
    if ((s.duration?.id ?? null) !== (next.duration?.id ?? null)) return null;
    return this.mergedOnChosen(s, next, ctx);
  }

  /** Two predicates on one chosen subject (apart from `mergedPredicates`: its closure would put that function's parameters in a context on every call). */
  private mergedOnChosen(s: PredicateStatement, next: PredicateStatement, ctx: Ctx): string | null {
    let merged: string | null = null;
    const text = this.chosenSubject(s, ctx, (that) => (merged = super.mergedPredicates(predicateWith(s, { subject: that }), next, ctx)) ?? "");
    return merged === null ? null : text;
  }

  /** A predicate about a chosen subject: "choisissez {np} qui {vp}" (sets 1–3: ", il …" in a sentence of its own, "qui …" after a trigger). */
  private chosenSubject(s: PredicateStatement, ctx: Ctx, realise: (that: Selector) => string, may = false): string {
    const chosenNp = this.np(s.subject, "chosen", ctx);
    ctx.antecedent = s.subject;
    const rest = realise(thatSelector(s.subject));
    // A form by the predicate and its duration, then by the duration (set 2: "choisissez un personnage, il gagne … pour le reste de ce tour" after a trigger;
    // set 3 "choisissez un personnage adverse, il ne pourra pas défier durant son prochain tour": `inverted.cant.their-next-turn`).
    // Opening a sentence, a form by the predicate and its duration (sets 1–3 "Choisissez un personnage qui ne pourra pas défier durant son prochain tour").
    const d = s.duration;
    const wanted = may ? mayForm : d === null ? (ctx.inverted ? invertedForms : defaultForm) : ctx.inverted ? [dotted("inverted", dotted(s.predicate, d.id)), dotted("inverted", d.id), "inverted", "default"] : [dotted(s.predicate, d.id), "default"];
    const relative = this.phrase("chosen-predicate", ctx, wanted);
    return fillTemplate(relative, (r) => (r.name === "np" ? chosenNp : r.name === "rest" ? rest : rest.replace(/^\S+ /, "")));
  }

  /**
   * "[A] to [B]" with a chosen target in [A]: "vous pouvez bannir l'un de vos objets pour piocher 2 cartes"
   * (optional: the target stays in place), "Choisissez l'un de vos objets et bannissez-le pour infliger 5
   * dommages à un personnage au choix" (the target of [B] stays in place, "au choix").
   */
  protected override toClause(s: Statement & { kind: "to" }, ctx: Ctx, mood: Mood): string {
    const hoisted = s.first.some((f) => f.kind === "do" && f.actor === null && isChosen(targetOf(f.args)?.[1]));
    if (!hoisted || this.inPlace) return super.toClause(s, ctx, mood);
    // Later sets: "vous pouvez choisir un autre de vos personnages et lui infliger 2 dommages. Si vous le faites, …" (no `chosen` form).
    if (!this.hasForm("phrases", "a-to-b", "chosen", ctx)) {
      const first = this.clauses(s.first, ctx, s.may ? "inf" : mood);
      const a = s.may ? fillTemplate(this.phrase("you-may", ctx), () => first) : first;
      return `${a}. ${capitalize(fillTemplate(this.phrase("a-then-b", ctx), () => this.clauses(s.then, ctx, "imp")))}`;
    }
    // Set 3 "Bannissez l'un de vos personnages avec Combattant puis choisissez un personnage ayant moins de {S} que lui et bannissez-le" (form `chosen-then`).
    if (!s.may && this.hasForm("phrases", "a-to-b", "chosen-then", ctx)) {
      const first = this.placed(() => this.clauses(s.first, ctx, mood));
      const then = this.clauses(s.then, ctx, "imp");
      return fillTemplate(this.phrase("a-to-b", ctx, ["chosen-then"]), (r) => (r.name === "a" ? first : then));
    }
    if (s.may) return this.placed(() => super.toClause(s, ctx, mood));
    this.beforeTo = true;
    const first = this.clauses(s.first, ctx, mood);
    this.beforeTo = false;
    // A chosen target of [B] with the noun of [A]'s is "un autre personnage au choix" ([A]'s is already gone or used).
    const firstTarget = s.first.map((f) => (f.kind === "do" ? targetOf(f.args)?.[1] : undefined)).find((t) => isChosen(t));
    const then = this.placed(() => {
      this.atChoice = true;
      this.otherThan = firstTarget?.noun ?? null;
      return this.clauses(s.then, ctx, "zu");
    });
    return fillTemplate(this.phrase("a-to-b", ctx, ["chosen"]), (r) => (r.name === "a" ? first : then));
  }

  /** True while rendering the first steps of "[A] pour [B]" (their chosen target is hoisted). */
  private beforeTo = false;
  /** The noun of [A]'s chosen target while [B] is rendered: [B]'s chosen target of that noun is "un autre …". */
  private otherThan: string | null = null;

  /** Renders with chosen targets in place (not hoisted into "choisissez …"). */
  private placed(render: () => string): string {
    this.inPlace = true;
    try {
      return render();
    } finally {
      this.inPlace = false;
      this.atChoice = false;
      this.otherThan = null;
    }
  }
}

const allForms: readonly string[] = ["all", "default"];

/**
 * `{ [slot]: value }`, the usual slot `target` written as a plain key: an object with a computed key is built
 * by a keyed store that finds its shape anew on each call.
 */
function oneSlot(slot: string, value: Selector): Readonly<Record<string, SlotValue>> {
  return slot === "target" ? { target: value } : { [slot]: value };
}

/** No words (a constant: most noun phrases have no adjective or postfix). */
const noWords: readonly string[] = [];

/** Postfix filters in their printed order: listed classifications last, the hand just before them when a same name is compared (a stable sort). */
export function rankedPostfixes(postfixes: readonly FilterUse[], sameName: boolean): readonly FilterUse[] {
  const rank = (id: string): number => (id === "any-classification" ? 2 : sameName && id === "in-hand" ? 1 : 0);
  // Most have no filter ranked apart: their order is the sorted one already.
  let ranked = false;
  for (let k = 0; k < postfixes.length; k++) if (rank((postfixes[k] as FilterUse).id) > 0) ranked = true;
  return ranked ? [...postfixes].sort((a, b) => rank(b.id) - rank(a.id)) : postfixes;
}

/** `[...a, ...b].join(" ")` without the two arrays. */
function words(a: readonly string[], b: readonly string[]): string {
  let out = "";
  for (let k = 0; k < a.length; k++) out = k === 0 ? (a[k] as string) : `${out} ${a[k] as string}`;
  for (let k = 0; k < b.length; k++) out = k === 0 && a.length === 0 ? (b[k] as string) : `${out} ${b[k] as string}`;
  return out;
}

/** An amount of "up to" more than one. */
function ownUpTo(args: Readonly<Record<string, SlotValue>>): boolean {
  for (const k in args) {
    const v = args[k];
    if (v !== undefined && v.kind === "amount" && v.form === "number" && v.upTo && v.value > 1) return true;
  }
  return false;
}

/** Whether a slot holds the amount "that much". */
function hasThatMuch(args: Readonly<Record<string, SlotValue>>): boolean {
  for (const k in args) {
    const v = args[k];
    if (v !== undefined && v.kind === "amount" && v.form === "that-much") return true;
  }
  return false;
}

/** Whether a flag slot is set. */
function hasSetFlag(args: Readonly<Record<string, SlotValue>>): boolean {
  for (const k in args) {
    const v = args[k];
    if (v !== undefined && v.kind === "flag" && v.value) return true;
  }
  return false;
}

/** Postfix filters that are all `in-hand` (none at all too). */
function onlyInHand(postfixes: readonly FilterUse[]): boolean {
  for (const p of postfixes) if (p.id !== "in-hand") return false;
  return true;
}

/** Wanted-form lists used as they are (constants: a list built per call is an allocation per lookup). */
const impForm: readonly string[] = ["imp"];
const infForm: readonly string[] = ["inf"];
const mayForm: readonly string[] = ["may"];
const invertedForms: readonly string[] = ["inverted", "default"];

/** Whether a slot holds this card (the fixed selector `this`). */
function namesThis(args: Readonly<Record<string, SlotValue>>): boolean {
  for (const k in args) {
    const v = args[k];
    if (v !== undefined && v.kind === "selector" && v.form === "fixed" && v.id === "this") return true;
  }
  return false;
}

/** What the French steps look for among a statement's slots, found in one pass (each `for…in` over the slots is the costly part of such a question). */
interface StepSlots {
  /** The first chosen selector and its slot name: the target "choisissez …" hoists. */
  readonly chosen: [string, GeneralSelector] | null;
  /** The selector a step acts on (`targetOf`): the `target` slot's, else the first selector. */
  readonly target: [string, Selector] | null;
  /** The first amount equal to a stat of a chosen card, not its cost or damage ("égal à sa {L}"), and its slot name. */
  readonly chosenStat: [string, Amount & { form: "equal-to" }] | null;
}

export function stepSlots(args: Readonly<Record<string, SlotValue>>): StepSlots {
  let chosen: [string, GeneralSelector] | null = null;
  let first: [string, Selector] | null = null;
  let target: [string, Selector] | null = null;
  let chosenStat: [string, Amount & { form: "equal-to" }] | null = null;
  // for…in visits the keys in Object.entries' order, without building the entries.
  for (const k in args) {
    const v = args[k];
    if (v === undefined) continue;
    if (v.kind === "selector") {
      first ??= [k, v];
      if (k === "target") target = first[0] === k ? first : [k, v];
      if (chosen === null && isChosen(v)) chosen = [k, v];
    } else if (chosenStat === null && v.kind === "amount" && v.form === "equal-to" && v.stat !== "cost" && v.stat !== "damage" && isChosen(v.of)) chosenStat = [k, v];
  }
  return { chosen, target: target ?? first, chosenStat };
}

/**
 * Inside a text, a superset of what a French finishing pass changes: untidy spaces, a possible elision, a high mark after a
 * non-space (the mark first, the character before it read back: an expression opening on `\S` would try that
 * alternative at every character).
 */
const frenchFinishingInside = new RegExp(`${untidyInsideSource}|${elisionCandidateSource}|[!?:;](?<=\\S[!?:;])`);

/**
 * Whether a French finishing pass could change the text: the expression above, or a space at either end (tested by
 * code). The expression first: a text freshly joined is a concatenation, which the expression flattens in place as
 * it reads it, where reading its first character by code first flattens it through a call into the runtime.
 */
export function needsFrenchFinishing(text: string): boolean {
  return frenchFinishingInside.test(text) || hasEdgeSpace(text);
}

/** A high mark after a non-space: what `frenchTypography` may change (one test; most finished texts have none). */
const markAfterNonSpace = /\S[!?:;]/;

/** Spaces before ! ? : ; (as the card data prints them: a plain space), none doubled. */
export function frenchTypography(text: string): string {
  if (!markAfterNonSpace.test(text)) return text;
  return text.replace(/(\S)([!?:;])/g, (m, before: string, mark: string) => (before === "!" || before === "?" ? m : `${before} ${mark}`));
}
