import { table, type VocabularyEntry } from "./entry";
import { pattern } from "./pattern";

/** Parts of an activated ability's cost (6.3.2), written after `cost`, joined by commas. */
export type CostEntry = VocabularyEntry;

function cost(id: string, template: string, rule: string, doc: string, example: string): CostEntry {
  return { id, pattern: pattern(template), rule, doc, example };
}

export const costEntries: readonly CostEntry[] = [
  cost("exert", "exert {target:selector?}", "6.3.2", "Exert this card ({E}); or exert the named cards. Characters must be dry (6.3.1.1).", "cost exert"),
  cost("ink", "{amount:number} ink", "6.3.2", "Pay ink ({I}).", "cost exert, 2 ink"),
  cost("banish", "banish {target:selector}", "6.3.2", "Banish a card (usually this one).", "cost banish this"),
  cost("discard", "discard {what:selector}", "6.3.2", "Discard cards from hand.", "cost discard card"),
];

export const costs = table(costEntries);
