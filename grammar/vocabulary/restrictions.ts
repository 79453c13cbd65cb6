import { table, type VocabularyEntry } from "./entry";
import { pattern } from "./pattern";

/** Restrictions (6.4.6): what follows `can't`. */
export interface RestrictionEntry extends VocabularyEntry {
  readonly subject: "card" | "player";
}

function restriction(id: string, template: string, rule: string, doc: string, example: string, subject: "card" | "player" = "card"): RestrictionEntry {
  return { id, subject, pattern: pattern(template), rule, doc, example };
}

export const restrictionEntries: readonly RestrictionEntry[] = [
  restriction("quest", "quest", "4.5", "Can't quest.", "this can't quest"),
  restriction("challenge", "challenge", "4.6", "Can't challenge.", "chosen character can't challenge during their next turn"),
  restriction("challenge-target", "challenge {target:selector}", "4.6.4.3", "Can't challenge the matching cards (the subject is the would-be challenger).", "each character with cost 3 or less can't challenge this"),
  restriction("be-challenged", "be challenged", "4.6", "Can't be challenged.", "this can't be challenged"),
  restriction("exert-to-sing", "exert to sing", "4.8", "Can't {E} to sing songs.", "this can't exert to sing"),
  restriction("ready", "ready", "5.1.2", "Can't ready (at the start of the turn or by effects).", "chosen character can't ready during their next turn"),
  restriction("play", "play {what:selector}", "4.3", "A player can't play the matching cards.", "each opponent can't play action", "player"),
  restriction("choose", "choose {what:selector}", "6.1.6", "A player can't choose the matching cards for abilities or effects (like Ward, 8.15).", "each opponent can't choose each item of yours", "player"),
  restriction("lose-lore", "lose lore", "1.11", "A player can't lose lore.", "you can't lose lore", "player"),
  restriction("move", "move", "4.7", "Can't move to locations.", "this can't move"),
];

export const restrictions = table(restrictionEntries);
