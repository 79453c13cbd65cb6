import { table, type VocabularyEntry } from "./entry";
import { pattern } from "./pattern";

/** Durations of effects (6.4.2): written at the end of a timed statement. */
export type DurationEntry = VocabularyEntry;

function duration(id: string, template: string, rule: string, doc: string, example: string): DurationEntry {
  return { id, pattern: pattern(template), rule, doc, example };
}

export const durationEntries: readonly DurationEntry[] = [
  duration("this-turn", "this turn", "6.4.2.1", "Until the end of the current turn.", "chosen character gets +2 strength this turn"),
  duration("until-your-next-turn", "until start of your next turn", "6.4.2.1", "Until the start of your next turn.", "chosen character gains evasive until start of your next turn"),
  duration("their-next-turn", "during their next turn", "6.4.2.1", "During the next turn of the affected card's player.", "chosen opposing character can't quest during their next turn"),
  duration("permanently", "permanently", "6.4.2", "No end: the printed effect states no duration (\"They gain Rush.\"); it lasts while the card stays in play. Prints nothing.", "that gains rush permanently"),
  duration("while", "while {condition:condition}", "6.4.2.2", "For as long as the condition holds.", "this gets +1 strength while this exerted"),
];

export const durations = table(durationEntries);
