import { describe, expect, it } from "vitest";
import { normaliseText } from "../../compiler/text/normalise";

const keep = { dropReminders: false };

describe("normaliseText (the conformance normalisation, docs/text.md)", () => {
  it.each([
    ["French typographic spaces before punctuation", "Piochez une carte !", "Piochez une carte!"],
    ["no-break spaces", "2\u00a0{I}", "2 {I}"],
    ["curly apostrophes", "l’un", "l'un"],
    ["guillemets with inner spaces", "gagne « Ce personnage »", 'gagne"Ce personnage"'],
    ["a spaced dash of any glyph", "{E} – Piochez", "{E} — Piochez"],
    ["a hyphen set as a dash after a cost", "{E} - Piochez", "{E} — Piochez"],
    ["a stray space between a plus sign and its digit", "Offensif + 1.", "Offensif +1."],
    ["a stray space after a hyphen inside a word", "Blanche- Neige", "Blanche-Neige"],
    ["a stray space after a hyphen before a clitic", "redressez- le.", "redressez-le."],
    ["runs of spaces and empty lines", "a  b\n\n  c ", "a b\nc"],
  ])("%s", (_, input, expected) => {
    expect(normaliseText(input, keep)).toBe(expected);
  });

  it("leaves a sign glued to its digit, a hyphenated word and a minus alone", () => {
    expect(normaliseText("gagne +1 {S} et subit -2 {S}, Blanche-Neige", keep)).toBe("gagne +1 {S} et subit -2 {S}, Blanche-Neige");
  });

  it("keeps a real spaced dash between words a dash", () => {
    expect(normaliseText("Bannissez cet objet — Choisissez", keep)).toBe("Bannissez cet objet — Choisissez");
  });

  it("drops reminder text only when the data says the source omits it", () => {
    expect(normaliseText("Rempart (Ce personnage peut entrer en jeu épuisé.)", { dropReminders: true })).toBe("Rempart");
    expect(normaliseText("Rempart (Ce personnage peut entrer en jeu épuisé.)", keep)).toBe("Rempart (Ce personnage peut entrer en jeu épuisé.)");
  });
});
