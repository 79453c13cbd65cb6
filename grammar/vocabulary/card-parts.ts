/**
 * The fixed parts of a card declaration (5.2–5.6): card types, inks and stats.
 * Card-type ids are the words an author writes after `card <id>`.
 */
export interface CardTypeEntry {
  readonly id: "character" | "action" | "song" | "item" | "location";
  readonly rule: string;
  readonly doc: string;
  /** Stats this card type must declare, in printed order. */
  readonly stats: readonly StatId[];
  /** Whether abilities other than a body of effects are allowed. */
  readonly hasAbilities: boolean;
  /** Whether the card resolves a body of effects when played (actions and songs). */
  readonly hasBody: boolean;
}

export type StatId = "strength" | "willpower" | "lore" | "move-cost";

export interface StatEntry {
  readonly id: StatId;
  readonly rule: string;
  readonly doc: string;
  /** Inclusive printed range; the checker reports values outside it. */
  readonly min: number;
  readonly max: number;
  /** Whether effects can modify it with "gets ±N". */
  readonly modifiable: boolean;
}

export const cardTypes: readonly CardTypeEntry[] = [
  { id: "character", rule: "5.3", doc: "A character: quests for lore and challenges.", stats: ["strength", "willpower", "lore"], hasAbilities: true, hasBody: false },
  { id: "action", rule: "5.4", doc: "An action: its effect resolves when played, then it goes to the discard.", stats: [], hasAbilities: false, hasBody: true },
  { id: "song", rule: "5.4.4", doc: "A song: an action with the Song classification that a character can sing.", stats: [], hasAbilities: false, hasBody: true },
  { id: "item", rule: "5.5", doc: "An item: stays in play with its abilities.", stats: [], hasAbilities: true, hasBody: false },
  { id: "location", rule: "5.6", doc: "A location: characters move to it; it gives lore at the start of your turn.", stats: ["move-cost", "willpower", "lore"], hasAbilities: true, hasBody: false },
];

export const stats: readonly StatEntry[] = [
  { id: "strength", rule: "5.3.5", doc: "Strength {S}: damage dealt in a challenge.", min: 0, max: 20, modifiable: true },
  { id: "willpower", rule: "5.3.6", doc: "Willpower {W}: damage needed to banish it.", min: 1, max: 30, modifiable: true },
  { id: "lore", rule: "5.3.7", doc: "Lore {L}: gained when it quests, or at the start of your turn for a location.", min: 0, max: 10, modifiable: true },
  { id: "move-cost", rule: "5.6.5", doc: "Move cost: ink to move a character to this location.", min: 0, max: 10, modifiable: false },
];

export const inks = ["amber", "amethyst", "emerald", "ruby", "sapphire", "steel"] as const;
export type Ink = (typeof inks)[number];

/** Words that may name a stat in an effect ("gets +1 strength"). */
export const statWords: Readonly<Record<string, StatId>> = {
  strength: "strength",
  willpower: "willpower",
  lore: "lore",
};
