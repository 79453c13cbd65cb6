import { describe, expect, it } from "vitest";
import { languages } from "../../grammar/ast";
import { entryTrait, entryTraits } from "../../compiler/text/realiser";
import { lexicons } from "../../compiler/text/lexicons";

// The traits decide which work a clause skips (doClause, predicateClause, eventClause): a trait
// missing where the entry has such a form would silently print another form.
describe("entryTraits", () => {
  const { amountForms, perForms, namesCard, qualifiedForms, namesPronoun } = entryTrait;
  const traits = entryTraits({
    plain: "exert {target}",
    imp: { imp: "exert {target}", "3s": "exerts {target}" },
    eraPer: { imp: "gain {n} lore", "imp.per@set<=3": "gain {n} lore for each {per}" },
    equalTo: { imp: "x", "imp.equal-to": "y" },
    upToPer: { imp: "x", "imp.up-to-per": "y" },
    negPer: { "3s": "x", "3s.neg.per": "y" },
    qualified: { imp: "x", "imp.theirs": "y" },
    may: { imp: "x", "may.this": "y" },
    name: { imp: "… named {cardName}" },
    fullName: "… {fullName} …",
    pronoun: { "3s": "whenever {thisPronoun} quests" },
  });

  it.each([
    ["plain", 0],
    ["imp", 0],
    ["eraPer", amountForms | perForms],
    ["equalTo", amountForms],
    ["upToPer", amountForms],
    ["negPer", amountForms | perForms | qualifiedForms],
    ["qualified", qualifiedForms],
    ["may", qualifiedForms],
    ["name", namesCard],
    ["fullName", namesCard],
    ["pronoun", namesPronoun],
  ] as const)("%s: %i", (id, expected) => {
    expect(traits.get(id) ?? 0).toBe(expected);
  });

  // On the real lexicons: every entry with a form whose name, without its era and amount suffixes,
  // still has a qualifier is marked, whatever language.
  it.each(languages)("%s: every qualified form of effects, predicates and events is marked", (lang) => {
    const lex = lexicons[lang];
    for (const family of [lex.effects, lex.predicates, lex.events]) {
      const marked = entryTraits(family);
      for (const [id, forms] of Object.entries(family)) {
        if (typeof forms === "string") continue;
        const qualified = Object.keys(forms).some((k) => (k.split("@")[0] ?? k).replace(/\.(per|equal-to|up-to-per)$/, "").includes("."));
        if (qualified) expect((marked.get(id) ?? 0) & qualifiedForms, `${lang} ${id}`).toBe(qualifiedForms);
      }
    }
  });
});
