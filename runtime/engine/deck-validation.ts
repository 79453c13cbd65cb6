import type { CardDefinition } from "../definition/card";
import { fullName } from "../definition/card";

export type DeckFormat = "constructed" | "limited";

/** Deck construction rules (1.10.1): size, ink types, copies per full name (card text can override, 1.2.1). */
export function deckProblems(deck: readonly CardDefinition[], format: DeckFormat = "constructed"): string[] {
  const problems: string[] = [];
  const min = format === "constructed" ? 60 : 40;
  if (deck.length < min) problems.push(`a ${format} deck needs at least ${min} cards (has ${deck.length})`);
  if (format === "limited") return problems;
  const inks = new Set(deck.flatMap((c) => c.inks));
  if (inks.size > 2) problems.push(`at most 2 ink types (has ${[...inks].join(", ")})`);
  const counts = new Map<string, { n: number; max: number }>();
  for (const c of deck) {
    const key = fullName(c);
    const limit = copyLimit(c);
    const cur = counts.get(key) ?? { n: 0, max: limit };
    counts.set(key, { n: cur.n + 1, max: Math.max(cur.max, limit) });
  }
  for (const [name, { n, max }] of counts) if (n > max) problems.push(`at most ${max} copies of ${name} (has ${n})`);
  return problems;
}

/** How many copies of the card a constructed deck may hold: 4 (1.10.1.1), unless its own text allows more (1.2.1). */
export function copyLimit(card: CardDefinition): number {
  let limit = 4;
  for (const a of card.abilities) {
    if (a.kind !== "static" || a.effect.kind !== "deckLimit") continue;
    limit = Math.max(limit, a.effect.max === "any" ? Number.POSITIVE_INFINITY : a.effect.max);
  }
  return limit;
}
