/**
 * Every vocabulary family next to its emitter table, so one test can prove that each
 * vocabulary id has a mapping (adding a verb = one vocabulary entry + one table entry).
 */
import {
  conditionEntries,
  costEntries,
  durationEntries,
  effectEntries,
  eventEntries,
  fixedSelectorEntries,
  keywordEntries,
  nounEntries,
  postfixFilterEntries,
  predicateEntries,
  prefixFilterEntries,
  restrictionEntries,
} from "../../grammar/vocabulary";
import { conditionMappings } from "./mappings/conditions";
import { costMappings } from "./mappings/costs";
import { durationMappings } from "./mappings/durations";
import { effectMappings } from "./mappings/effects";
import { eventMappings } from "./mappings/events";
import { keywordMappings } from "./mappings/keywords";
import { predicateMappings } from "./mappings/predicates";
import { restrictionMappings } from "./mappings/restrictions";
import { fixedSelectorMappings, nounMappings, playerFilterMappings, postfixFilterMappings, prefixFilterMappings } from "./mappings/selectors";

export interface MappingTable {
  readonly family: string;
  /** Where the emitter's table lives, for the failure message. */
  readonly file: string;
  readonly vocabularyIds: readonly string[];
  readonly mappedIds: readonly string[];
}

const table = (family: string, file: string, entries: readonly { readonly id: string }[], mapping: object): MappingTable => ({
  family,
  file: `compiler/emit/mappings/${file}`,
  vocabularyIds: entries.map((e) => e.id),
  mappedIds: Object.keys(mapping),
});

export const mappingTables: readonly MappingTable[] = [
  table("effect", "effects.ts", effectEntries, effectMappings),
  table("predicate", "predicates.ts", predicateEntries, predicateMappings),
  table("event", "events.ts", eventEntries, eventMappings),
  table("condition", "conditions.ts", conditionEntries, conditionMappings),
  table("duration", "durations.ts", durationEntries, durationMappings),
  table("cost", "costs.ts", costEntries, costMappings),
  table("restriction", "restrictions.ts", restrictionEntries, restrictionMappings),
  table("keyword", "keywords.ts", keywordEntries, keywordMappings),
  table("selector noun", "selectors.ts", nounEntries, nounMappings),
  table("prefix filter", "selectors.ts", prefixFilterEntries, prefixFilterMappings),
  // A postfix filter applies to cards (a query field) or to players (a condition on each player).
  table("postfix filter", "selectors.ts", postfixFilterEntries, { ...postfixFilterMappings, ...playerFilterMappings }),
  table("fixed selector", "selectors.ts", fixedSelectorEntries, fixedSelectorMappings),
];
