/** Restriction vocabulary ids (what follows `can't`) → runtime `restriction.*` builders (6.4.6). */
import { call, type Code } from "../code";

export interface RestrictionMapping {
  /** Whether it restricts a card (`restrict`) or a player (`playerRestrict`). */
  readonly subject: "card" | "player";
  readonly emit: () => Code;
}

const card = (builder: string): RestrictionMapping => ({ subject: "card", emit: () => call(`restriction.${builder}`) });
const player = (builder: string): RestrictionMapping => ({ subject: "player", emit: () => call(`restriction.${builder}`) });

export const restrictionMappings: Readonly<Record<string, RestrictionMapping>> = {
  quest: card("cantQuest"),
  challenge: card("cantChallenge"),
  "be-challenged": card("cantBeChallenged"),
  "exert-to-sing": card("cantSing"),
  ready: card("cantReady"),
  "lose-lore": player("cantLoseLore"),
  move: card("cantMove"),
};
