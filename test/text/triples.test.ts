/**
 * The FR+DE+IT triples of the terminology §5.1, rendered from inline Grimoire scripts and
 * compared with the CR's exact text (read at test time from the JSON Lines appendix).
 * Comparison: `**` bold markup dropped, apostrophes straightened, game symbols and the FR
 * extraction's stand-in glyphs removed on both sides (the FR CR lost them), whitespace
 * collapsed, a missing final full stop tolerated. A language is left out of an example only
 * with a reason (CR wording that printed cards do not use, a CR typo, or a construct the
 * language lacks); the reasons are listed in docs/text.md.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { Language } from "../../grammar/ast";
import { parse } from "../../grammar/parse";
import { realiserFor } from "../../compiler/text/render-card";
import { requireShared, shared } from "../support/shared";

interface Example {
  readonly id: string;
  readonly card: string;
  readonly script: string;
  /** Languages left out, with the reason. */
  readonly skip?: Partial<Record<Language, string>>;
}

const examples: readonly Example[] = [
  { id: "donald_allow_me", card: "character", script: "triggered at start of your turn { may each player draw 1 }", skip: { de: "CR wording 'Jedes Mal zu Beginn … dürfen alle Mitspielenden (auch du) je' differs from printed DE" } },
  { id: "marshmallow_durable", card: "character", script: "triggered when this is banished in challenge { may return this to hand }", skip: {} },
  { id: "cheshire_lose_something", card: "character", script: "triggered when this is challenged and banished { banish challenging character }" },
  { id: "tinker_bell_loyal_devoted", card: "character", script: 'static { each character of yours named "Peter Pan" gains challenger +1 }', skip: { it: "CR 'Ottengono +1' where printed cards say 'Ricevono +1 {S} mentre stanno sfidando' (3-199, 4-190, 8-183)" } },
  { id: "hades_sinister_plot", card: "character", script: "static { this gets +1 lore for each other Villain character of yours }", skip: { de: "printed DE is gender-inclusive ('jede weitere Schurkin und jeden weiteren Schurken'); the CR is not" } },
  { id: "stitch_ohana", card: "character", script: "triggered when you play this if you have 2 or more other character { may draw 2 }", skip: {} },
  { id: "john_silver_pick_your_fights", card: "character", script: "triggered when you play this and whenever this quests { chosen opposing character gains reckless during their next turn }", skip: { en: "the CR quote omits the printed reminder text", fr: "CR 'et à chaque fois' vs printed 'et chaque fois'; CR omits reminder", de: "CR omits reminder", it: "CR omits reminder" } },
  { id: "stolen_scimitar_slash", card: "item", script: 'activated cost exert { chosen character gets +1 strength this turn; instead if that is character named "Aladdin" { that gets +2 strength this turn } }', skip: { fr: "FR CR separator ' - ' and sets 1–3 comma form differ from the item's era", de: "CR 'gib ihm' vs printed 'gib dem Charakter'" } },
  { id: "generic_static_ward", card: "character", script: "static { each exerted character of yours gains ward }", skip: { en: "printed cards add Ward's granted reminder, the CR quote does not", fr: "printed cards (1-139, 2-170, 4-88) add Hors d'atteinte's granted reminder, the CR quote does not", de: "printed cards (1-139, 2-170, 4-88) add Behütet's granted reminder, the CR quote does not", it: "CR typo 'Ituoi'" } },
  { id: "yokai_technical_gain", card: "character", script: "triggered whenever this quests { draw 1 for each opposing character with strength = 0 }", skip: { fr: "CR 'avec une  de 0' (lost glyph with article) is not the printed form" } },
];

function clean(text: string): string {
  return text
    .replace(/\*\*/g, "")
    .replace(/[’‘]/g, "'")
    .replace(/\{[A-Z]\}|[⚡☞♦♥☹♠]/g, "")
    .replace(/\s+/g, " ")
    .replace(/ ([.,!?])/g, "$1")
    .replace(/\.$/, "")
    .trim();
}

function render(ex: Example, lang: Language): string {
  const src = `card 1-1 ${ex.card} {\n  name "Test"\n  ${ex.script}\n}\n`;
  const parsed = parse(src);
  expect(parsed.diagnostics, `script of ${ex.id} parses`).toEqual([]);
  const card = parsed.file.cards[0];
  if (card === undefined) throw new Error(`no card in ${ex.id}`);
  const ability = card.abilities[0];
  if (ability === undefined) throw new Error(`no ability in ${ex.id}`);
  const r = realiserFor(lang);
  const text = r.abilityText(ability, card);
  if (ability.kind === "activated") return `${r.costTexts(ability.costs, card).join(", ")}${r.lex.typography.activatedSeparator}${text}`;
  return text;
}

function loadExpected(): Map<string, Record<string, string>> {
  const md = readFileSync(resolve(shared, "reference/lorcana-terminology.md"), "utf8");
  const block = md.slice(md.indexOf("```jsonl") + 8, md.lastIndexOf("```"));
  const out = new Map<string, Record<string, string>>();
  for (const line of block.split("\n")) if (line.trim().startsWith("{")) {
    const o = JSON.parse(line) as Record<string, string>;
    if (o["id"] !== undefined) out.set(o["id"], o);
  }
  return out;
}

const cases = examples.flatMap((ex) => (["en", "fr", "de", "it"] as const).filter((l) => ex.skip?.[l] === undefined).map((l) => [ex, l] as const));

describe("terminology §5.1 triples", () => {
  if (!requireShared("terminology triple", cases.length)) return;
  const expected = loadExpected();
  for (const [ex, lang] of cases) {
    it(`${ex.id} [${lang}]`, () => {
      const want = expected.get(ex.id)?.[lang];
      expect(want, `${ex.id} has ${lang} text in the reference`).toBeDefined();
      expect(clean(render(ex, lang))).toBe(clean(want ?? ""));
    });
  }
});
