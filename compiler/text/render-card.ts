/**
 * renderCard(card, lang): the printed text of a whole card — name, version, keyword lines
 * with reminder text, the song reminder, abilities with their names and costs, the action
 * body — and `fullText` laid out like the card data (one line per section, "NAME text").
 */
import type { Ability, ActivatedAbility, Card, EffectBody, KeywordUse, Language, LocalizedText } from "../../grammar/ast";
import { DeutschRealiser } from "./de/realiser";
import { EnglishRealiser } from "./en/realiser";
import { FrenchRealiser } from "./fr/realiser";
import { ItalianRealiser } from "./it/realiser";
import { lexicons } from "./lexicons";
import { inLanguage, MissingTemplateError, newAnalysisScope, type Realiser } from "./realiser";
import type { RenderedAbility, RenderedCard } from "./types";

/**
 * One realiser per language, built on first use. A switch to a variable of each: `realisers[lang]` would be a
 * megamorphic keyed load on every card, and a Map a hash lookup.
 */
let english: Realiser | null = null;
let french: Realiser | null = null;
let german: Realiser | null = null;
let italian: Realiser | null = null;

export function realiserFor(lang: Language): Realiser {
  switch (lang) {
    case "en":
      return (english ??= new EnglishRealiser(lexicons.en));
    case "fr":
      return (french ??= new FrenchRealiser(lexicons.fr));
    case "de":
      return (german ??= new DeutschRealiser(lexicons.de));
    case "it":
      return (italian ??= new ItalianRealiser(lexicons.it));
  }
}

/** A keyword line; a missing template yields a visible marker instead of an exception. */
function keywordSection(r: Realiser, k: KeywordUse, card: Card): RenderedAbility {
  try {
    const ctx = r.newCtx(card);
    const keyword = r.keywordName(k, ctx);
    const reminder = r.keywordLineReminder(k, ctx);
    return { kind: "keyword", name: null, text: keyword + " (" + reminder + ")", keyword, reminder };
  } catch (error) {
    return { kind: "keyword", name: null, text: missingTemplateMarker(error) };
  }
}

/**
 * An ability's text, the action body's, an activated ability's effect after its costs: a function each, not one
 * testing which, so that each call site inlines the realiser's entry it calls alone (the one function's feedback
 * had all three inlined at every site). A missing template yields a visible marker instead of an exception.
 */
function abilitySectionText(r: Realiser, a: Ability, card: Card): string {
  try {
    return r.abilityText(a, card);
  } catch (error) {
    return missingTemplateMarker(error);
  }
}
function bodySectionText(r: Realiser, body: EffectBody, card: Card): string {
  try {
    return r.bodyText(body, card);
  } catch (error) {
    return missingTemplateMarker(error);
  }
}
function effectAfterCostsText(r: Realiser, a: ActivatedAbility, card: Card): string {
  try {
    return r.activatedEffect(a, card);
  } catch (error) {
    return missingTemplateMarker(error);
  }
}
/** The text of a section whose rendering failed: a marker for a missing template; any other error is thrown again. */
function missingTemplateMarker(error: unknown): string {
  if (error instanceof MissingTemplateError) return `⟦${error.message}⟧`;
  throw error;
}

/** An activated ability's section: its costs and effect ("Once per turn, you may pay 2 {I} to …": the cost is part of the sentence; otherwise the line is finished once, costs and effect together). */
function activatedSection(r: Realiser, a: ActivatedAbility, name: string | null, card: Card): RenderedAbility {
  const costs = r.costTexts(a.costs, card);
  const text = a.oncePerTurn ? abilitySectionText(r, a, card) : r.finish(costs.join(", ") + r.lex.typography.activatedSeparator + effectAfterCostsText(r, a, card));
  return { kind: "activated", name, text, costs };
}

/** The song reminder of a song without Sing Together: "(A character with cost N or more can {E} to sing this song for free.)". */
function songSection(r: Realiser, card: Card, cost: number): RenderedAbility | null {
  const keywords = card.keywords;
  for (let i = 0; i < keywords.length; i++) if ((keywords[i] as KeywordUse).id === "sing-together") return null;
  const reminder = r.finish(r.phrase("song-reminder", r.newCtx(card)).replace(/\bN\b/g, String(cost)));
  return { kind: "song-reminder", name: null, text: "(" + reminder + ")", reminder };
}

/**
 * Its compiled code runs once per card, with what V8 inlines into it: one pass over the sections,
 * the rare ones (late keywords, the song reminder, the activated line) in functions of their own,
 * and the full text's lines ("NAME text", or the text alone) joined in one loop.
 */
export function renderCard(card: Card, lang: Language): RenderedCard {
  const r = realiserFor(lang);
  newAnalysisScope();
  // Sections appended by index, not by push: a store in the compiled code, not a call to Array.prototype.push per section.
  const sections: RenderedAbility[] = [];
  const abilities = card.abilities;
  const keywords = card.keywords;
  // Keywords written after the first ability print after the abilities, as on the card ("… CHASING THE RABBIT … Rush (…)").
  let late: RenderedAbility[] | null = null;
  if (keywords.length > 0) {
    const firstAbility = abilities.length === 0 ? Number.POSITIVE_INFINITY : (abilities[0] as Ability).range.start.offset;
    // Indexed loops: shorter compiled code than for…of's iterator.
    for (let i = 0; i < keywords.length; i++) {
      const k = keywords[i] as KeywordUse;
      const section = keywordSection(r, k, card);
      if (k.range.start.offset > firstAbility) (late ??= []).push(section);
      else sections[sections.length] = section;
    }
  }
  if (card.cardType === "song" && card.cost !== null) {
    const song = songSection(r, card, card.cost.value);
    if (song !== null) sections[sections.length] = song;
  }
  for (let i = 0; i < abilities.length; i++) {
    const a = abilities[i] as Ability;
    const name = a.name === null ? null : inLanguage(a.name, lang);
    sections[sections.length] = a.kind === "activated" ? activatedSection(r, a, name, card) : { kind: a.kind, name, text: abilitySectionText(r, a, card) };
  }
  if (card.body !== null) sections[sections.length] = { kind: "effect", name: null, text: bodySectionText(r, card.body, card) };
  if (late !== null) for (let i = 0; i < late.length; i++) sections[sections.length] = late[i] as RenderedAbility;
  // `+`, not a template literal: its `${…}` calls ToString on each part.
  let fullText = "";
  for (let i = 0; i < sections.length; i++) {
    const s = sections[i] as RenderedAbility;
    const line = s.name === null ? s.text : s.name + " " + s.text;
    fullText = i === 0 ? line : fullText + "\n" + line;
  }
  return {
    id: card.id.text,
    language: lang,
    name: card.name === null ? "" : inLanguage(card.name, lang),
    version: card.version === null ? null : inLanguage(card.version, lang),
    abilities: sections,
    fullText,
  };
}
