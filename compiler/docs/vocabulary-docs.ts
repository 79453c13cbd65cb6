/**
 * The generated parts of docs/language.md and docs/scenarios.md: one table per vocabulary family, so the
 * reference lists cannot drift from what the parser accepts.
 */
import { nounEntries, nounSpelling, patternSignature, type VocabularyEntry } from "../../grammar/vocabulary";
import { allEntries } from "../../grammar/vocabulary/all-entries";
import { actStepEntries, expectStepEntries, givenStepEntries } from "../../grammar/vocabulary/scenario-steps";

function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\n/g, " ");
}

function table(entries: readonly VocabularyEntry[]): string {
  const rows = entries.map((e) => `| \`${e.id}\` | \`${cell(patternSignature(e.pattern))}\` | ${e.rule} | ${cell(e.doc)} | \`${cell(e.example)}\` |`);
  return ["| id | syntax | rule | meaning | example |", "|---|---|---|---|---|", ...rows].join("\n");
}

/** Generated sections by marker name. */
export function generatedSections(): Record<string, string> {
  // One section per family, named after it ("fixed selector" → "fixed-selectors").
  const byFamily = new Map<string, VocabularyEntry[]>();
  for (const e of allEntries()) {
    const name = `${e.family.replace(/\s+/g, "-")}s`;
    byFamily.set(name, [...(byFamily.get(name) ?? []), e]);
  }
  const sections: Record<string, string> = {};
  for (const [name, entries] of byFamily) sections[name] = table(entries);
  // Scenario steps (docs/scenarios.md), one table per phase.
  sections["scenario-given"] = table(givenStepEntries);
  sections["scenario-act"] = table(actStepEntries);
  sections["scenario-expect"] = table(expectStepEntries);
  sections.nouns = ["| noun | plural | meaning |", "|---|---|---|", ...nounEntries.map((n) => `| \`${nounSpelling(n, false)}\` | \`${nounSpelling(n, true)}\` | ${n.doc} |`)].join("\n");
  return sections;
}

/** Replaces every `<!-- generated:NAME -->…<!-- /generated -->` block with its fresh content. */
export function regenerate(markdown: string): string {
  const sections = generatedSections();
  return markdown.replace(/<!-- generated:([a-z-]+) -->[\s\S]*?<!-- \/generated -->/g, (whole, name: string) => {
    const body = sections[name];
    return body === undefined ? whole : `<!-- generated:${name} -->\n${body}\n<!-- /generated -->`;
  });
}
