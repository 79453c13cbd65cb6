import { table, type VocabularyEntry } from "./entry";
import { pattern } from "./pattern";

/** How a keyword's parameter is written and stacks (8.1.2). */
export interface KeywordEntry extends VocabularyEntry {
  /** The English name used by docs and hover; printed names live in the lexicons. */
  readonly title: string;
  /** "+N" keywords stack when a character has several instances (8.1.2). */
  readonly stacks: boolean;
  /** True for Shift forms (they put the card on top of another; 8.10). */
  readonly shift: boolean;
}

function keyword(
  id: string,
  template: string,
  title: string,
  rule: string,
  doc: string,
  example: string,
  options: { stacks?: boolean; shift?: boolean } = {},
): KeywordEntry {
  return {
    id,
    pattern: pattern(template),
    title,
    rule,
    doc,
    example,
    stacks: options.stacks ?? false,
    shift: options.shift ?? false,
  };
}

export const keywordEntries: readonly KeywordEntry[] = [
  keyword("alert", "alert", "Alert", "8.2", "This character can challenge as if it had Evasive.", "alert"),
  keyword("bodyguard", "bodyguard", "Bodyguard", "8.3", "May enter play exerted; opponents challenging your characters must choose one with Bodyguard if able.", "bodyguard"),
  keyword("boost", "boost {cost:number} ink", "Boost", "8.4", "Once during your turn, pay the cost to put the top card of your deck facedown under this character.", "boost 2 ink"),
  keyword("challenger", "challenger {value:signed}", "Challenger", "8.5", "While challenging, this character gets +N {S}.", "challenger +2", { stacks: true }),
  keyword("evasive", "evasive", "Evasive", "8.6", "Only characters with Evasive can challenge this character.", "evasive"),
  keyword("reckless", "reckless", "Reckless", "8.7", "This character can't quest and must challenge each turn if able.", "reckless"),
  keyword("resist", "resist {value:signed}", "Resist", "8.8", "Damage dealt to this character is reduced by N.", "resist +1", { stacks: true }),
  keyword("rush", "rush", "Rush", "8.9", "This character can challenge the turn it is played.", "rush"),
  keyword("shift", "shift {cost:number}", "Shift", "8.10", "Pay N ink to play this on top of one of your characters with the same name.", "shift 5", { shift: true }),
  keyword("shift-universal", "universal shift {cost:number}", "Universal Shift", "8.10.8", "Pay N ink to play this on top of any one of your characters.", "universal shift 4", { shift: true }),
  keyword("shift-classification", "shift {cost:number} onto {classification:string}", "[Classification] Shift", "8.10.7", "Pay N ink to play this on top of one of your characters with that classification.", 'shift 3 onto "Puppy"', { shift: true }),
  keyword("shift-discard", "shift discard {what:selector}", "Shift (discard)", "8.10.6", "Discard the named kind of card to play this on top of one of your characters with the same name.", "shift discard song card", { shift: true }),
  keyword("singer", "singer {value:number}", "Singer", "8.11", "This character counts as cost N to sing songs.", "singer 5"),
  keyword("sing-together", "sing together {value:number}", "Sing Together", "8.12", "Any number of your characters with total cost N or more may exert to sing this song for free.", "sing together 7"),
  keyword("support", "support", "Support", "8.13", "Whenever this character quests, you may add its {S} to another chosen character's {S} this turn.", "support", { stacks: true }),
  keyword("vanish", "vanish", "Vanish", "8.14", "When an opponent chooses this character for an action, banish it.", "vanish"),
  keyword("ward", "ward", "Ward", "8.15", "Opponents can't choose this character except to challenge.", "ward"),
  keyword("shift-discard-count", "shift discard {count:number} {what:selector}", "Shift (discard N)", "8.10.6", "Discard N cards of the named kind to play this on top of one of your characters with the same name.", "shift discard 2 cards", { shift: true }),
];

export const keywords = table(keywordEntries);
