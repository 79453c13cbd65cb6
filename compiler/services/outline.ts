/** The document outline: cards and their abilities, with ranges. */
import type { Range } from "../../grammar/ast";
import { parse } from "../../grammar/parse";

export interface OutlineItem {
  readonly label: string;
  readonly kind: "card" | "keyword" | "triggered" | "activated" | "static" | "effect" | "scenario";
  readonly range: Range;
  readonly children: readonly OutlineItem[];
}

export function outline(text: string): OutlineItem[] {
  const { file } = parse(text);
  const cards: OutlineItem[] = file.cards.map((card) => {
    const title = card.name ? card.name.en + (card.version ? ` - ${card.version.en}` : "") : "(unnamed)";
    const children: OutlineItem[] = [
      ...card.keywords.map((k) => ({ label: k.id, kind: "keyword" as const, range: k.range, children: [] })),
      ...card.abilities.map((a) => ({ label: a.name?.en ?? `(${a.kind})`, kind: a.kind, range: a.range, children: [] })),
      ...(card.body ? [{ label: "effect", kind: "effect" as const, range: card.body.range, children: [] }] : []),
    ];
    return { label: `${card.id.text} ${title}`, kind: "card", range: card.range, children };
  });
  const scenarios: OutlineItem[] = file.scenarios.map((s) => ({ label: s.title, kind: "scenario", range: s.range, children: [] }));
  return [...cards, ...scenarios];
}
