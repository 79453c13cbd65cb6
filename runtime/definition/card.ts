import type { Ability } from "./ability";
import type { Effect } from "./effect";
import type { Keyword } from "./keyword";

export type CardType = "character" | "action" | "item" | "location";
/** Languages a card's names are printed in besides English. */
export type CardLanguage = "fr" | "de" | "it";
/** A localized name line. */
export interface LocalizedName {
  readonly name: string;
  readonly version?: string;
}
export type Ink = "amber" | "amethyst" | "emerald" | "ruby" | "sapphire" | "steel";

/** A card as compiled from Grimoire: plain immutable data the engine interprets. */
export interface CardDefinition {
  /** Stable id, e.g. "1-200" (set-number). */
  readonly id: string;
  readonly type: CardType;
  /** Name line; "A & B" names match either part (5.2.6.1). */
  readonly name: string;
  readonly version?: string;
  readonly cost: number;
  readonly inks: readonly Ink[];
  readonly inkable: boolean;
  readonly strength?: number;
  readonly willpower?: number;
  readonly lore?: number;
  readonly moveCost?: number;
  /** Canonical English classification ids ("Storyborn", "Hero", "Song", …). Songs are actions with "Song". */
  readonly classifications: readonly string[];
  readonly keywords: readonly Keyword[];
  readonly abilities: readonly Ability[];
  /** The effect of an action (actions have effects, not abilities, 5.4.3). */
  readonly actionEffect?: Effect;
  /** Printed names in other languages (display only: rules use the English `name`, 5.2.6). */
  readonly names?: { readonly [L in CardLanguage]?: LocalizedName };
}

export class CardDefinitionError extends Error {
  override readonly name = "CardDefinitionError";
}

/** Validates the shape rules a compiled card must respect and returns it unchanged. */
export function defineCard(card: CardDefinition): CardDefinition {
  const where = `card ${card.id} (${card.name})`;
  if (card.inks.length < 1 || card.inks.length > 2) throw new CardDefinitionError(`${where}: 1 or 2 inks expected`);
  if (card.cost < 0) throw new CardDefinitionError(`${where}: negative cost`);
  if (card.type === "character" && (card.strength === undefined || card.willpower === undefined)) {
    throw new CardDefinitionError(`${where}: a character needs strength and willpower (5.3.3)`);
  }
  if (card.type === "location" && card.willpower === undefined) {
    throw new CardDefinitionError(`${where}: a location needs willpower (5.6.5.3)`);
  }
  if (card.type === "action" && card.actionEffect === undefined) {
    throw new CardDefinitionError(`${where}: an action needs an actionEffect`);
  }
  if (card.type !== "action" && card.actionEffect !== undefined) {
    throw new CardDefinitionError(`${where}: only actions have an actionEffect`);
  }
  return card;
}

/** The name line shown in `language` (English when no localized name is given). */
export function displayName(card: CardDefinition, language: CardLanguage | "en" = "en"): LocalizedName {
  const local = language === "en" ? undefined : card.names?.[language];
  if (local !== undefined) return local;
  return card.version === undefined ? { name: card.name } : { name: card.name, version: card.version };
}

/** Full name = name + version (5.2.6). */
export function fullName(card: CardDefinition): string {
  return card.version === undefined ? card.name : `${card.name} - ${card.version}`;
}

/** The names a card answers to: the whole name line, and each part of an "&" / "'n'" name (5.2.6.1–5.2.6.3). */
export function cardNames(card: CardDefinition): readonly string[] {
  const parts = card.name.split(/\s+(?:&|'n')\s+/);
  return parts.length > 1 ? [card.name, ...parts] : [card.name];
}
