import { describe, expect, it } from "vitest";
import { languages } from "../../grammar/ast";
import { missingTemplates } from "../../compiler/text/lexicons";

describe("every vocabulary entry has a template in every language", () => {
  for (const lang of languages) {
    it(lang, () => {
      const missing = missingTemplates(lang);
      expect(missing, `vocabulary entries without a ${lang} template (add them to compiler/text/${lang}/lexicon.json):\n${missing.join("\n")}`).toEqual([]);
    });
  }
});
