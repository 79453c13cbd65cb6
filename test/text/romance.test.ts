import { describe, expect, it, vi } from "vitest";
import { loadScriptedCards } from "../../compiler/text/conformance-cli";
import { realiserFor, renderCard } from "../../compiler/text/render-card";
import { adjective, article, type Case, type Gender } from "../../compiler/text/de/declension";
import { compoundTail, hasStrayComma, needsGermanFinishing, replaceEvery } from "../../compiler/text/de/realiser";
import { frenchTypography, needsFrenchFinishing } from "../../compiler/text/fr/realiser";
import { italianFinishingPasses, needsItalianFinishing, pluralArticle } from "../../compiler/text/it/realiser";
import { tidySpaces, untidyInsideSource } from "../../compiler/text/template";
import { agree, agreedForms, agreeing, contractItalian, elideFrench, italianTable } from "../../compiler/text/romance";
import { fuzzTexts } from "../support/fuzz-texts";

// All that tidySpaces changes as one expression, its ends anchored: the old pre-tests' first alternatives.
const untidySource = `^ | $|${untidyInsideSource}`;

// The regular expression `elideFrench` replaced by a scan: the reference its output must equal.
const vowel = "[aeiouyéèêàâîôûAEIOUYÉÈÊÀÂÎÔÛ]";
const pattern = new RegExp(
  [
    "\\b([Ss])i (ils?)\\b",
    `\\b(qu|d|n|s|jusqu|lorsqu|Qu|D|N|S|Jusqu|Lorsqu)e (?=${vowel})`,
    `(?<!-)\\b([Ll])[ea] (?=${vowel})`,
    `(?<!\\p{L})(à|de) (le(?! ${vowel})|les)(?!\\p{L})`,
  ].join("|"),
  "gu",
);
const contracted: Readonly<Record<string, string>> = { "à le": "au", "à les": "aux", "de le": "du", "de les": "des" };
function reference(text: string): string {
  return text.replace(pattern, (m, si?: string, il?: string, de?: string, le?: string) => {
    if (si !== undefined) return `${si}'${il ?? ""}`;
    if (de !== undefined) return `${de}'`;
    if (le !== undefined) return `${le}'`;
    return contracted[m] ?? m;
  });
}


const tokens = [
  " ", "si", "Si", "il", "ils", "ilsx", "que", "Que", "QUE", "qu", "de", "De", "des", "le", "la", "Le", "La", "les", "Les", "à", "À",
  "jusque", "Jusque", "lorsque", "Lorsque", "ne", "Ne", "se", "Se", "objet", "un", "une", "élu", "Élise", "arme", "y", "x", "_", "9",
  "-", "'", ",", ".", "(", ")", "é", "ü", "ß", "𝒜", "😀", "\ud835", "e", "a", "s", "l", "d", "siil", "dele", "àle",
];
const separators = [" ", " ", " ", "", "-", "\n"];

describe("elideFrench", () => {
  it("equals the regular expression on fuzzed strings", () => {
    for (const text of fuzzTexts(12345, 20000, tokens, separators)) expect(elideFrench(text), JSON.stringify(text)).toBe(reference(text));
  });

  it("equals the regular expression on every card's French text, elisions undone", () => {
    for (const card of loadScriptedCards()) {
      const rendered = JSON.stringify(renderCard(card, "fr"));
      const undone = rendered
        .replace(/\b([LlDdNnSs])'/g, "$1e ")
        .replace(/\b(qu|Qu|jusqu|lorsqu)'/g, "$1e ")
        .replace(/\bau\b/g, "à le")
        .replace(/\baux\b/g, "à les")
        .replace(/\bdu\b/g, "de le")
        .replace(/\bdes\b/g, "de les");
      for (const text of [rendered, undone]) expect(elideFrench(text), text).toBe(reference(text));
    }
  });
});

// The regular expressions `contractItalian` replaced by scans.
const italianUna = /\buna (?=[aeiouàèéìòù])(?!(?:a|al|alla|alle|allo|ai|agli|in|e|ed|o|od)\s)/gi;
const italianLoLa = /\b(l)[oa] (?=[aeiouàèéìòù])/gi;
const italianPreposition = /\b(a|di|da|in|su) (l'(?=\p{L})|(?:il|i|la|le|lo|gli)(?=\s))/gu;
const italianApostrophe = /(all|dell|dall|nell|sull)' /g;
function italianReference(text: string): string {
  let out = text.includes("na ") ? text.replace(italianUna, "un'") : text;
  out = out.replace(italianLoLa, "$1'");
  out = out.replace(italianPreposition, (m, p: string, art: string) => italianTable[p]?.[art] ?? m);
  return out.includes("' ") ? out.replace(italianApostrophe, "$1'") : out;
}
const italianTokens = [
  " ", "a", "A", "di", "da", "Di", "in", "su", "il", "i", "la", "La", "LO", "lo", "le", "gli", "l'", "l", "'", "una", "Una", "oggetto", "Oggetto",
  "àncora", "Èlite", "ìsola", "personaggio", "x", "_", "9", "-", ",", ".", "\u00a0", "\t", "é", "𝒜", "\ud835", "ad", "dal", "sul", "nell'", "e", "o",
];
const italianSeparators = [" ", " ", " ", "", "\u00a0", "\n", "'"];

describe("contractItalian", () => {
  it("equals the regular expressions on fuzzed strings", () => {
    for (const text of fuzzTexts(54321, 20000, italianTokens, italianSeparators)) expect(contractItalian(text), JSON.stringify(text)).toBe(italianReference(text));
  });

  it("equals the regular expressions on every card's Italian text, contractions undone", () => {
    const undo: readonly [RegExp, string][] = Object.entries(italianTable).flatMap(([p, arts]) => Object.entries(arts).map(([a, c]): [RegExp, string] => [new RegExp(`\\b${c}${c.endsWith("'") ? "" : "\\b"}`, "g"), `${p} ${a}`]));
    for (const card of loadScriptedCards()) {
      const rendered = JSON.stringify(renderCard(card, "it"));
      let undone = rendered.replace(/\b([Ll])'/g, "$1o ").replace(/\bun'/g, "una ");
      for (const [re, to] of undo) undone = undone.replace(re, to);
      for (const text of [rendered, undone]) expect(contractItalian(text), text).toBe(italianReference(text));
    }
  });
});

describe("pluralArticle", () => {
  it("is 'gli' for a masculine word exactly where the expression it replaced matches, on fuzzed word starts", () => {
    const gli = /^([aeiouàèéìòù]|s[^aeiouàèéìòù]|z|gn|ps|pn|x|y)/i;
    const pieces = ["a", "À", "è", "I", "s", "S", "z", "Z", "g", "G", "n", "N", "p", "P", "x", "Y", "y", "b", "t", "r", "ı", "ſ", "'", " ", "\n", "\ud835", "é", "Ù"];
    for (const word of fuzzTexts(2468, 5000, pieces, [""], 0, 3)) {
      expect(pluralArticle("m", word), JSON.stringify(word)).toBe(gli.test(word) ? "gli" : "i");
      expect(pluralArticle("f", word)).toBe("le");
    }
  });
});

describe("hasStrayComma", () => {
  it("is true exactly when the German comma expression matches, on fuzzed strings", () => {
    const pieces = [",", ".", ":", ";", ")", "a", " ", "\n", "\r", "\u2028", "\u2029", "ß"];
    for (const text of fuzzTexts(99, 20000, pieces, [""], 0, 7)) expect(hasStrayComma(text), JSON.stringify(text)).toBe(/,(?=[.:;)]|$)/m.test(text));
  });
});

// A language's finishing runs its passes only on texts its one pre-test matches: every other text must be one no pass changes.
describe("finishing pre-tests", () => {
  const marks = ["!", "?", ":", ";", ",", ".", ")", "(", '"', "\u2028", "\r", "o", "un", "si", "può", "possono", "Apuò", "alla", "Alla", "uno", "ed", "azione"];
  const texts = [...fuzzTexts(777, 30000, [...tokens, ...italianTokens, ...marks], [...separators, ...italianSeparators, "  "], 0, 8)];
  it("French: of the texts the cards finish, the pre-test passes exactly those finishing changes", () => {
    // Every text the French realiser finishes while rendering the cards.
    const finish = vi.spyOn(realiserFor("fr"), "finish");
    for (const card of loadScriptedCards()) renderCard(card, "fr");
    const finished = finish.mock.calls.map(([text]) => text);
    finish.mockRestore();
    const changed = finished.filter((text) => frenchTypography(elideFrench(tidySpaces(text))) !== text);
    // (About twenty: the noun phrases leave no space for the finishing to tidy, so fewer texts need it than before.)
    expect(changed.length).toBeGreaterThan(10);
    for (const text of finished) expect(needsFrenchFinishing(text), text).toBe(changed.includes(text));
  });
  it("French: a text the pre-test passes is one tidying, elision and typography leave as it is", () => {
    for (const text of texts) if (!needsFrenchFinishing(text)) expect([tidySpaces(text), elideFrench(text), frenchTypography(text)], JSON.stringify(text)).toEqual([text, text, text]);
  });
  it("Italian: of the texts the cards finish, the pre-test holds every one finishing changes", () => {
    // Every text the Italian realiser finishes while rendering the cards.
    const finish = vi.spyOn(realiserFor("it"), "finish");
    for (const card of loadScriptedCards()) renderCard(card, "it");
    const finished = finish.mock.calls.map(([text]) => text);
    finish.mockRestore();
    const changed = finished.filter((text) => italianFinishingPasses(text) !== text);
    // (About twenty: the noun phrases leave no space for the finishing to tidy, so fewer texts need it than before.)
    expect(changed.length).toBeGreaterThan(10);
    for (const text of changed) expect(needsItalianFinishing(text), text).toBe(true);
    // Most texts the cards finish fail it.
    expect(finished.filter((text) => needsItalianFinishing(text)).length).toBeLessThan(finished.length / 10);
  });
  it("Italian: a text the pre-test passes is one tidying and contraction leave as it is, without the other passes' markers", () => {
    // (The other passes' markers as the passes find them: the repeated "a" needs "a un" before " o un".)
    const markers = /\ba (?:un|uno|una) \p{L}+ o (?:un|uno|una) |\b(?:può|possono|puoi|posso|potrà|potranno) si |"\./u;
    for (const text of texts) if (!needsItalianFinishing(text)) expect([tidySpaces(text), contractItalian(text), markers.test(text), italianFinishingPasses(text)], JSON.stringify(text)).toEqual([text, text, false, text]);
  });
  it("Italian: the finishing with the pre-test scan equals the finishing with the expression it replaced", () => {
    // The pre-test `needsItalianFinishing` replaced (a looser superset: it checks no word bounds).
    const expression = new RegExp(`${untidySource}|una [aeiouàèéìòù]|l[oa] [aeiouàèéìòù]|(?:a|di|da|in|su) (?:l'|(?:il|i|la|le|lo|gli)\\s)|l' | o un| si |"\\.`, "i");
    const finishing = (text: string, test: (t: string) => boolean): string => (test(text) ? italianFinishingPasses(text) : text);
    for (const text of texts) expect(finishing(text, needsItalianFinishing), JSON.stringify(text)).toBe(finishing(text, (t) => expression.test(t)));
  });
  it("German: a text the pre-test passes is tidy, without a space before a colon or a stray comma", () => {
    for (const text of texts) if (!needsGermanFinishing(text)) expect([tidySpaces(text), text.includes(" :"), hasStrayComma(text)], JSON.stringify(text)).toEqual([text, false, false]);
  });
  it("German: the pre-test equals the anchored expression it replaced", () => {
    const expression = new RegExp(`${untidySource}| :|,(?:[.:;)\\n\\r\\u2028\\u2029]|$)`);
    for (const text of [...texts, "", " ", ",", "a,", " a", "a ", "a,\n"]) expect(needsGermanFinishing(text), JSON.stringify(text)).toBe(expression.test(text));
  });
  it("the fuzzed texts exercise both sides of every pre-test", () => {
    const pres: readonly [string, (t: string) => boolean][] = [
      ["French", needsFrenchFinishing],
      ["Italian", needsItalianFinishing],
      ["German", needsGermanFinishing],
    ];
    for (const [name, pre] of pres) {
      const passed = texts.filter((t) => !pre(t)).length;
      expect(passed, name).toBeGreaterThan(1000);
      expect(texts.length - passed, name).toBeGreaterThan(1000);
    }
  });
});

describe("agree", () => {
  it("picks the part split('/') would, on fuzzed slash lists", () => {
    const reference = (forms: string, gender: "m" | "f", plural: boolean): string => {
      if (!forms.includes("/")) return forms;
      const parts = forms.split("/");
      return parts[(plural ? 2 : 0) + (gender === "f" ? 1 : 0)] ?? parts[0] ?? forms;
    };
    const pieces = ["/", "a", "bc", "", "é"];
    for (const forms of fuzzTexts(4242, 5000, pieces, [""], 0, 8)) {
      for (const gender of ["m", "f"] as const) for (const plural of [false, true]) expect(agree(forms, gender, plural), JSON.stringify([forms, gender, plural])).toBe(reference(forms, gender, plural));
    }
  });
  it("split once (`agreedForms`, `agreeing`) picks what it picks, on fuzzed slash lists", () => {
    const pieces = ["/", "a", "bc", "", "é"];
    for (const forms of fuzzTexts(4243, 5000, pieces, [""], 0, 8)) {
      const split = agreedForms(forms);
      for (const gender of ["m", "f"] as const) for (const plural of [false, true]) expect(agreeing(split, gender, plural), JSON.stringify([forms, gender, plural])).toBe(agree(forms, gender, plural));
    }
  });
});

describe("German declension and compounds", () => {
  // The record tables and the expressions that the tables read by index, compoundTail and replaceEvery replaced: the references.
  const einRef: Record<Case, Record<Gender | "pl", string>> = {
    nom: { m: "", f: "e", n: "", pl: "e" },
    acc: { m: "en", f: "e", n: "", pl: "e" },
    dat: { m: "em", f: "er", n: "em", pl: "en" },
    gen: { m: "es", f: "er", n: "es", pl: "er" },
  };
  const derRef: Record<Case, Record<Gender | "pl", string>> = {
    nom: { m: "er", f: "e", n: "es", pl: "e" },
    acc: { m: "en", f: "e", n: "es", pl: "e" },
    dat: { m: "em", f: "er", n: "em", pl: "en" },
    gen: { m: "es", f: "er", n: "es", pl: "er" },
  };

  it("articles and strong adjective endings equal the record tables", () => {
    for (const c of ["nom", "acc", "dat", "gen"] as const) {
      for (const g of ["m", "f", "n"] as const) {
        for (const plural of [false, true]) {
          const col = plural ? "pl" : g;
          expect(article("ein", "ein", c, g, plural)).toBe(`ein${einRef[c][col]}`);
          expect(article("dies", "der", c, g, plural)).toBe(`dies${derRef[c][col]}`);
          expect(adjective("ander", "none", c, g, plural)).toBe(`ander${derRef[c][col].replace(/^es$/, c === "gen" ? "en" : "es")}`);
        }
      }
    }
  });

  it("compoundTail equals lower case with the first character upper-cased by an expression", () => {
    const letters = ["a", "Ä", "ß", "\n", "\u2028", "\r", "😀", "\ud835", "X", " ", "-", "é", "İ", "ǅ"];
    for (const text of fuzzTexts(77, 5000, letters, [""], 0, 5)) expect(compoundTail(text), JSON.stringify(text)).toBe(text.toLowerCase().replace(/^./, (x) => x.toUpperCase()));
  });

  it("replaceEvery equals split and join, whatever the replacement holds", () => {
    const pieces = ["Peter Pan-", "Peter", " Pan", "Pan-", "-", "$&", "$1", "x", " ", "xx"];
    for (const text of fuzzTexts(99, 5000, pieces, [""], 0, 6)) {
      // The name's part in a reminder, the space in a name (`compound`), a part that can overlap itself.
      for (const part of ["Peter Pan-", " ", "xx"]) {
        for (const by of ["Peter-Pan-", "-", "$&-", "$$", "$1", "$`", ""]) expect(replaceEvery(text, part, by), JSON.stringify([text, part, by])).toBe(text.split(part).join(by));
      }
    }
  });
});
