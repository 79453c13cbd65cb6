/**
 * renderCard(card, lang): the printed text of a whole card — name, version, keyword lines
 * with reminder text, the song reminder, abilities with their names and costs, the action
 * body — and `fullText` laid out like the card data (one line per section, "NAME text").
 */
import type { Ability, Card, EffectBody, KeywordUse, Language, LocalizedText } from "../../grammar/ast";
import { DeutschRealiser } from "./de/realiser";
import { EnglishRealiser } from "./en/realiser";
import { FrenchRealiser } from "./fr/realiser";
import { ItalianRealiser } from "./it/realiser";
import { lexicons } from "./lexicons";
import { joinMapped } from "./lists";
import { inLanguage, MissingTemplateError, newAnalysisScope, type Realiser } from "./realiser";
import type { RenderedAbility, RenderedCard } from "./types";

/** One realiser per language, built on first use (a map: `realisers[lang]` would be a megamorphic keyed load on every card). */
const realisers = new Map<Language, Realiser>();

export function realiserFor(lang: Language): Realiser {
  let r = realisers.get(lang);
  if (r === undefined) {
    const lex = lexicons[lang];
    r = lang === "en" ? new EnglishRealiser(lex) : lang === "fr" ? new FrenchRealiser(lex) : lang === "de" ? new DeutschRealiser(lex) : new ItalianRealiser(lex);
    realisers.set(lang, r);
  }
  return r;
}

function localized(text: LocalizedText | null, lang: Language): string | null {
  return text === null ? null : inLanguage(text, lang);
}

function keywordSection(r: Realiser, k: KeywordUse, card: Card): RenderedAbility {
  const ctx = r.newCtx(card);
  const keyword = r.keywordName(k, ctx);
  const reminder = r.keywordLineReminder(k, ctx);
  return { kind: "keyword", name: null, text: `${keyword} (${reminder})`, keyword, reminder };
}

/** An ability's or the action body's text; a missing template yields a visible marker instead of an exception. */
function sectionText(r: Realiser, a: Ability | EffectBody, card: Card, afterCosts = false): string {
  try {
    if (afterCosts && a.kind === "activated") return r.activatedEffect(a, card);
    return a.kind === "body" ? r.bodyText(a, card) : r.abilityText(a, card);
  } catch (error) {
    if (error instanceof MissingTemplateError) return `⟦${error.message}⟧`;
    throw error;
  }
}

/** A section's line of the full text: "NAME text", or the text alone. */
function sectionLine(s: RenderedAbility): string {
  // `+`, not a template literal: its `${…}` calls ToString on each part.
  return s.name === null ? s.text : s.name + " " + s.text;
}

export function renderCard(card: Card, lang: Language): RenderedCard {
  const r = realiserFor(lang);
  newAnalysisScope();
  const sections: RenderedAbility[] = [];
  // Keywords written after the first ability print after the abilities, as on the card ("… CHASING THE RABBIT … Rush (…)").
  const firstAbility = card.keywords.length === 0 || card.abilities.length === 0 ? Number.POSITIVE_INFINITY : (card.abilities[0]?.range.start.offset ?? Number.POSITIVE_INFINITY);
  const lateSections: RenderedAbility[] = [];
  for (const k of card.keywords) {
    const target = k.range.start.offset > firstAbility ? lateSections : sections;
    try {
      target.push(keywordSection(r, k, card));
    } catch (error) {
      if (!(error instanceof MissingTemplateError)) throw error;
      target.push({ kind: "keyword", name: null, text: `⟦${error.message}⟧` });
    }
  }
  if (card.cardType === "song" && !card.keywords.some((k) => k.id === "sing-together") && card.cost !== null) {
    const reminder = r.finish(r.phrase("song-reminder", r.newCtx(card)).replace(/\bN\b/g, String(card.cost.value)));
    sections.push({ kind: "song-reminder", name: null, text: `(${reminder})`, reminder });
  }
  for (const a of card.abilities) {
    const name = localized(a.name, lang);
    if (a.kind === "activated") {
      const costs = r.costTexts(a.costs, card);
      // "Once per turn, you may pay 2 {I} to …": the cost is part of the sentence; otherwise the line is finished once, costs and effect together.
      const text = a.oncePerTurn ? sectionText(r, a, card) : r.finish(`${costs.join(", ")}${r.lex.typography.activatedSeparator}${sectionText(r, a, card, true)}`);
      sections.push({ kind: "activated", name, text, costs });
    } else {
      sections.push({ kind: a.kind, name, text: sectionText(r, a, card) });
    }
  }
  if (card.body !== null) sections.push({ kind: "effect", name: null, text: sectionText(r, card.body, card) });
  for (const late of lateSections) sections.push(late);
  const fullText = joinMapped(sections, sectionLine, "\n");
  return {
    id: card.id.text,
    language: lang,
    name: localized(card.name, lang) ?? "",
    version: localized(card.version, lang),
    abilities: sections,
    fullText,
  };
}
