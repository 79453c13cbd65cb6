/** Restriction vocabulary ids (what follows `can't`) → runtime `restriction.*` builders (6.4.6). */
import type { SlotValue } from "../../../grammar/ast";
import { call, type Code } from "../code";
import { slot, type EmitScope } from "../context";
import { cardQuery } from "../selectors";

export type RestrictionUse = Extract<SlotValue, { readonly kind: "restriction" }>;

export interface RestrictionMapping {
  /** Whether it restricts a card (`restrict`) or a player (`playerRestrict`). */
  readonly subject: "card" | "player";
  readonly emit: (use: RestrictionUse, scope: EmitScope) => Code;
}

const card = (builder: string): RestrictionMapping => ({ subject: "card", emit: () => call(`restriction.${builder}`) });
const player = (builder: string): RestrictionMapping => ({ subject: "player", emit: () => call(`restriction.${builder}`) });

export const restrictionMappings: Readonly<Record<string, RestrictionMapping>> = {
  quest: card("cantQuest"),
  challenge: card("cantChallenge"),
  "be-challenged": card("cantBeChallenged"),
  "challenge-target": {
    subject: "card",
    emit: (use, scope) => call("restriction.cantChallengeTarget", cardQuery(slot(use.args, "target", "selector", use.range), scope).toCode()),
  },
  "exert-to-sing": card("cantSing"),
  ready: card("cantReady"),
  "lose-lore": player("cantLoseLore"),
  play: {
    subject: "player",
    emit: (use, scope) => call("restriction.cantPlay", cardQuery(slot(use.args, "what", "selector", use.range), scope).toCode()),
  },
  choose: {
    subject: "player",
    emit: (use, scope) => call("restriction.cantChoose", cardQuery(slot(use.args, "what", "selector", use.range), scope).toCode()),
  },
  move: card("cantMove"),
};
