/**
 * The localiser's check finds planted errors: 50 official French texts of scripted cards,
 * one change each (a term, a symbol, a number or a keyword), each reported at its place.
 */
import { describe, expect, it } from "vitest";
import { checkTranslation } from "../../compiler/text/l10n-check";
import { loadCardData, loadScriptedCards } from "../../compiler/text/conformance-cli";
import { normaliseText } from "../../compiler/text/normalise";
import { renderCard } from "../../compiler/text/render-card";
import { requireShared } from "../support/shared";

type Plant = { kind: "term" | "symbol" | "number" | "keyword"; text: string; offset: number };

function plant(text: string, n: number): Plant | null {
  const tries: (() => Plant | null)[] = [
    () => { const m = /\{[SWLIE]\}/.exec(text); return m ? { kind: "symbol", text: text.slice(0, m.index) + "{W}".replace("{W}", m[0] === "{W}" ? "{S}" : "{W}") + text.slice(m.index + 3), offset: m.index } : null; },
    () => { const m = /\d+/.exec(text); return m ? { kind: "number", text: text.slice(0, m.index) + String(Number(m[0]) + 1) + text.slice(m.index + m[0].length), offset: m.index } : null; },
    () => { const m = /\bpersonnage\b/.exec(text); return m ? { kind: "term", text: text.slice(0, m.index) + "créature" + text.slice(m.index + 10), offset: m.index } : null; },
    () => { const m = /\b(Insaisissable|Rempart|Soutien|Charge|Offensif|Mélomane|Alter)\b/.exec(text); return m ? { kind: "keyword", text: text.slice(0, m.index) + "Vigilance" + text.slice(m.index + m[0].length), offset: m.index } : null; },
  ];
  for (let k = 0; k < tries.length; k++) {
    const p = tries[(n + k) % tries.length]?.();
    if (p) return p;
  }
  return null;
}

describe("l10n check: planted errors in official French texts", () => {
  if (!requireShared("l10n planted-error", 1)) return;
  it("reports each planted change at its place", () => {
    const fr = new Map(loadCardData().fr.map((d) => [d.id, d]));
    let planted = 0;
    const misses: string[] = [];
    for (const card of loadScriptedCards()) {
      if (planted >= 50) break;
      const d = fr.get(card.id.text);
      const flags = d?.flags ?? [];
      if (d === undefined || d.fullText === null || flags.includes("textMissing") || flags.includes("symbolsMissing")) continue;
      const options = { dropReminders: flags.includes("reminderTextOmitted") };
      const official = normaliseText(d.fullText, options);
      const p = plant(official, planted);
      if (p === null) continue;
      planted++;
      const rendered = normaliseText(renderCard(card, "fr").fullText, options);
      const before = checkTranslation("fr", rendered, official).findings;
      const after = checkTranslation("fr", rendered, p.text).findings;
      const fresh = after.filter((f) => !before.some((b) => b.offset === f.offset && b.found === f.found));
      const hit = after.some((f) => f.offset <= p.offset && p.offset <= f.offset + Math.max(f.found.length, 1) && (f.kind === p.kind || (p.kind === "term" && f.kind !== "reminder")));
      if (!hit || fresh.length === 0) misses.push(`${card.id.text} ${p.kind} at ${p.offset}: ${JSON.stringify(after.map((f) => [f.kind, f.offset]))}`);
    }
    expect(planted).toBe(50);
    expect(misses, misses.join("\n")).toEqual([]);
  });
});
