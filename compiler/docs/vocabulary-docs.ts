/**
 * The generated parts of docs/language.md: one table per vocabulary family, so the
 * reference lists cannot drift from what the parser accepts.
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
  patternSignature,
  postfixFilterEntries,
  predicateEntries,
  prefixFilterEntries,
  restrictionEntries,
  type VocabularyEntry,
} from "../../grammar/vocabulary";

function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\n/g, " ");
}

function table(entries: readonly VocabularyEntry[]): string {
  const rows = entries.map((e) => `| \`${e.id}\` | \`${cell(patternSignature(e.pattern))}\` | ${e.rule} | ${cell(e.doc)} | \`${cell(e.example)}\` |`);
  return ["| id | syntax | rule | meaning | example |", "|---|---|---|---|---|", ...rows].join("\n");
}

/** Generated sections by marker name. */
export function generatedSections(): Record<string, string> {
  return {
    keywords: table(keywordEntries),
    events: table(eventEntries),
    effects: table(effectEntries),
    predicates: table(predicateEntries),
    restrictions: table(restrictionEntries),
    conditions: table(conditionEntries),
    durations: table(durationEntries),
    costs: table(costEntries),
    "fixed-selectors": table(fixedSelectorEntries),
    "prefix-filters": table(prefixFilterEntries),
    "postfix-filters": table(postfixFilterEntries),
    nouns: ["| noun | plural | meaning |", "|---|---|---|", ...nounEntries.map((n) => `| \`${n.words.join(" ")}\` | \`${n.words.map((w) => w + "s").join(" ")}\` | ${n.doc} |`)].join("\n"),
  };
}

/** Replaces every `<!-- generated:NAME -->…<!-- /generated -->` block with its fresh content. */
export function regenerate(markdown: string): string {
  const sections = generatedSections();
  return markdown.replace(/<!-- generated:([a-z-]+) -->[\s\S]*?<!-- \/generated -->/g, (whole, name: string) => {
    const body = sections[name];
    return body === undefined ? whole : `<!-- generated:${name} -->\n${body}\n<!-- /generated -->`;
  });
}
