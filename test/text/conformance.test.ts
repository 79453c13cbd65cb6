/**
 * Conformance over the cards scripted so far: each language's exact count is pinned, so a
 * regression fails (raise the pins when the renderers improve). Known mismatches and their
 * reasons: docs/text.md.
 */
import { describe, expect, it } from "vitest";
import { conformance } from "../../compiler/text/conformance";
import { loadCardData, loadScriptedCards } from "../../compiler/text/conformance-cli";
import { requireShared } from "../support/shared";

/** Minimum exact cards per language, as measured when this file was last updated. */
const pinned = { en: 821, fr: 753, de: 648, it: 438 } as const;

describe("conformance to the official card text", () => {
  if (!requireShared("conformance", 4)) return;
  const report = conformance(loadScriptedCards(), loadCardData());
  for (const lang of ["en", "fr", "de", "it"] as const) {
    it(`${lang}: at least ${pinned[lang]} cards render exactly`, () => {
      const t = report.totals[lang];
      expect(t.exact, `${lang}: ${t.exact}/${t.compared} exact`).toBeGreaterThanOrEqual(pinned[lang]);
    });
  }
});
