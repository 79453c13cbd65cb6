import { describe, expect, it } from "vitest";
import { languages } from "../../grammar/ast";
import { loadScriptedCards } from "../../compiler/text/conformance-cli";
import { realiserFor } from "../../compiler/text/render-card";

// A keyword line's reminder is finished once per lexicon template when it has nothing to fill
// (`keywordLineReminder`): it must read exactly as finishing the reminder each time does, on every
// scripted card, for keywords with values (Challenger +2, Shift 5) as for those without, and again
// on the next card with the same keyword (the kept text).
describe("keyword line reminders finished once per template", () => {
  const cards = loadScriptedCards().filter((c) => c.keywords.length > 0);
  it.each(languages)("%s: equal to finishing the reminder, first time and after", (lang) => {
    const r = realiserFor(lang);
    let compared = 0;
    for (let round = 0; round < 2; round++) {
      for (const card of cards) {
        for (const k of card.keywords) {
          expect(r.keywordLineReminder(k, r.newCtx(card))).toBe(r.finish(r.keywordReminder(k, r.newCtx(card), null)));
          compared++;
        }
      }
    }
    // Keywords with a value and without are both met.
    expect(cards.some((c) => c.keywords.some((k) => Object.keys(k.args).length === 0))).toBe(true);
    expect(cards.some((c) => c.keywords.some((k) => k.args["value"] !== undefined))).toBe(true);
    expect(compared).toBeGreaterThan(400);
  });
});
