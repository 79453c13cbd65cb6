/**
 * Every vocabulary entry with its family name: the one list the lexer (keyword words),
 * hover/completion details and the generated docs read. A new family is added here.
 */
import { conditionEntries } from "./conditions";
import { costEntries } from "./costs";
import { durationEntries } from "./durations";
import { effectEntries } from "./effects";
import type { VocabularyEntry } from "./entry";
import { eventEntries } from "./events";
import { keywordEntries } from "./keywords";
import { predicateEntries } from "./predicates";
import { restrictionEntries } from "./restrictions";
import { scenarioStepEntries } from "./scenario-steps";
import { fixedSelectorEntries, postfixFilterEntries, prefixFilterEntries } from "./selectors";

export interface FamilyEntry extends VocabularyEntry {
  readonly family: string;
}

export function allEntries(): FamilyEntry[] {
  const families: readonly (readonly [string, readonly VocabularyEntry[]])[] = [
    ["keyword", keywordEntries],
    ["event", eventEntries],
    ["effect", effectEntries],
    ["predicate", predicateEntries],
    ["restriction", restrictionEntries],
    ["condition", conditionEntries],
    ["duration", durationEntries],
    ["cost", costEntries],
    ["fixed selector", fixedSelectorEntries],
    ["prefix filter", prefixFilterEntries],
    ["postfix filter", postfixFilterEntries],
    ["scenario step", scenarioStepEntries],
  ];
  return families.flatMap(([family, entries]) => entries.map((e) => ({ ...e, family })));
}
