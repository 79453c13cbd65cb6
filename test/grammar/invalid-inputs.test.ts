/**
 * Invalid inputs: each case names the diagnostic code it must produce and marks the
 * range with ⟦…⟧. A case passes only if a diagnostic with that code starts and ends
 * exactly there.
 */
import { describe, expect, it } from "vitest";
import { compileSource } from "../../compiler/compile-source";
import { ranged } from "../support/markers";

const head = `card 1-1 character {\n  name "Tester" version "Of Tests"\n  cost 3 ink amber inkable\n  strength 2 willpower 3 lore 1\n  classifications Storyborn Hero\n`;
const ch = (body: string): string => `${head}${body}\n}\n`;
const act = (body: string): string => `card 1-2 action {\n  name "Act"\n  cost 2 ink ruby inkable\n  effect {\n    ${body}\n  }\n}\n`;
const trig = (effect: string): string => ch(`  triggered "T" when you play this {\n    ${effect}\n  }`);

const cases: readonly (readonly [string, string, string])[] = [
  // ── lexing and syntax ──
  ["stray character", "GRM001", ch("  ⟦@⟧")],
  ["misspelt keyword", "GRM103", ch("  ⟦evasiv⟧")],
  ["misspelt stat field", "GRM103", `card 1-1 character {\n  name "A" version "B"\n  cost 3 ink amber\n  ⟦strenght⟧ 2 willpower 3 lore 1\n}\n`],
  ["misspelt verb", "GRM103", trig("⟦dral⟧ 1")],
  ["misspelt ink colour", "GRM103", `card 1-1 item {\n  name "I"\n  cost 1 ink ⟦ambr⟧\n}\n`],
  ["misspelt ability kind", "GRM103", ch(`  ⟦triggerd⟧ "T" when you play this { draw 1 }`)],
  ["misspelt trigger opener", "GRM103", ch(`  triggered "T" ⟦wheneve⟧ this quests { draw 1 }`)],
  ["misspelt duration", "GRM103", act("chosen character gets +2 strength ⟦thsi⟧ turn")],
  ["truncated card", "GRM102", `card 1-1 character {\n  name "A"⟦⟧`],
  ["truncated ability block", "GRM102", `card 1-1 character {\n  name "A"\n  triggered when this quests {\n    draw 1⟦⟧`],
  ["truncated string", "GRM001", `card 1-1 item {\n  name ⟦"⟧Unclosed\n}\n`],
  ["missing card id", "GRM101", `card ⟦character⟧ {\n}\n`],
  ["missing card type", "GRM101", `card 1-1 ⟦{⟧\n}\n`],
  ["stray token in an ability", "GRM101", trig("draw ⟦damage⟧ 1")],
  ["stray number in a card", "GRM101", ch("  ⟦42⟧")],
  ["text after the last card", "GRM104", `card 1-1 item {\n  name "I" cost 1 ink amber\n}\n⟦}⟧\n`],
  ["missing amount", "GRM101", trig("deal ⟦damage⟧ to chosen character")],
  ["missing target", "GRM101", trig("deal 2 damage to ⟦}⟧")],
  ["signed number where a count is needed", "GRM101", trig("draw ⟦+1⟧")],
  ["number without sign in gets", "GRM101", act("chosen character gets ⟦2⟧ strength this turn")],
  ["missing trigger", "GRM101", ch(`  triggered "T" ⟦{⟧ draw 1 }`)],
  ["missing cost word in activated", "GRM101", ch(`  activated "A" ⟦exert⟧ { draw 1 }`)],
  ["empty cost list", "GRM101", ch(`  activated "A" cost ⟦{⟧ draw 1 }`)],
  ["unknown event", "GRM103", ch(`  triggered "T" when this ⟦quest⟧ { draw 1 }`)],
  ["missing subject", "GRM101", ch(`  triggered "T" when ⟦quests⟧ { draw 1 }`)],
  ["if without block", "GRM101", trig("if you have character named \"X\" ⟦}⟧")],
  ["choose one without options", "GRM101", act("choose one { ⟦}⟧")],
  ["to without second block", "GRM101", trig("may { draw 1 } to ⟦}⟧")],
  ["bad comparison", "GRM101", act("banish chosen character with strength ⟦2⟧")],
  ["unknown restriction", "GRM103", act("chosen character can't ⟦qest⟧ during their next turn")],
  ["name without string", "GRM101", `card 1-1 item {\n  name ⟦Widget⟧\n}\n`],
  ["language tag without text", "GRM101", `card 1-1 item {\n  name "W" fr ⟦cost⟧ 1\n}\n`],
  ["unknown language tag", "GRM101", `card 1-1 item {\n  name "W" ⟦es⟧ "X"\n  cost 1 ink amber\n}\n`],
  ["keyword missing its value", "GRM101", ch("  challenger ⟦}⟧").replace(/\n}\n$/, "\n")],
  ["shift without cost", "GRM101", ch("  ⟦shift⟧ static { }")],
  ["singer with signed value", "GRM101", ch("  singer ⟦+5⟧")],
  ["challenger with unsigned value", "GRM101", ch("  challenger ⟦2⟧")],
  ["boost without ink word", "GRM101", ch("  boost 2 ⟦static⟧ { }")],
  ["unclosed effect block", "GRM102", `card 1-2 action {\n  name "A" cost 1 ink ruby\n  effect {\n    draw 1\n⟦⟧`],
  ["scenario without title", "GRM101", `scenario ⟦{⟧ }\n`],
  // ── card fields ──
  ["duplicate cost", "GRM301", `card 1-1 item {\n  name "I"\n  cost 1\n  ⟦cost 2⟧\n  ink amber\n}\n`],
  ["duplicate name", "GRM301", `card 1-1 item {\n  name "I"\n  ⟦name "J"⟧\n  cost 1 ink amber\n}\n`],
  ["duplicate strength", "GRM301", ch("  ⟦strength 3⟧")],
  ["duplicate inkable", "GRM301", ch("  ⟦inkable⟧")],
  ["missing name", "GRM302", `card 1-1 ⟦item⟧ {\n  cost 1 ink amber\n}\n`],
  ["missing cost", "GRM303", `card 1-1 ⟦item⟧ {\n  name "I" ink amber\n}\n`],
  ["missing ink", "GRM304", `card 1-1 ⟦item⟧ {\n  name "I" cost 1\n}\n`],
  ["cost out of range", "GRM305", `card 1-1 item {\n  name "I" ⟦cost 99⟧ ink amber\n}\n`],
  ["three inks", "GRM306", `card 1-1 item {\n  name "I" cost 1 ink amber ruby ⟦steel⟧\n}\n`],
  ["ink written twice", "GRM306", `card 1-1 item {\n  name "I" cost 1 ink amber ⟦amber⟧\n}\n`],
  ["version on an item", "GRM308", `card 1-1 item {\n  name "I" version ⟦"V"⟧ cost 1 ink amber\n}\n`],
  ["strength on a location", "GRM310", `card 1-1 location {\n  name "L" version "V" cost 1 ink amber\n  move-cost 1 willpower 5 lore 1 ⟦strength 2⟧\n}\n`],
  ["lore on an action", "GRM310", `card 1-2 action {\n  name "A" cost 1 ink ruby ⟦lore 1⟧\n  effect { draw 1 }\n}\n`],
  ["strength on an item", "GRM310", `card 1-1 item {\n  name "I" cost 1 ink amber ⟦strength 1⟧\n}\n`],
  ["willpower out of range", "GRM311", `card 1-1 character {\n  name "A" version "B" cost 1 ink amber\n  strength 1 ⟦willpower 0⟧ lore 1\n}\n`],
  ["lore out of range", "GRM311", `card 1-1 character {\n  name "A" version "B" cost 1 ink amber\n  strength 1 willpower 2 ⟦lore 40⟧\n}\n`],
  ["character without willpower", "GRM312", `card 1-1 ⟦character⟧ {\n  name "A" version "B" cost 1 ink amber\n  strength 1 lore 1\n}\n`],
  ["location without move cost", "GRM312", `card 1-1 ⟦location⟧ {\n  name "L" version "V" cost 1 ink amber\n  willpower 5 lore 1\n}\n`],
  ["unknown classification", "GRM313", `card 1-1 character {\n  name "A" version "B" cost 1 ink amber\n  strength 1 willpower 2 lore 1\n  classifications Storyborn ⟦Villian⟧\n}\n`],
  ["song repeating its classification", "GRM314", `card 1-3 ⟦song⟧ {\n  name "S" cost 1 ink amber classifications Song\n  effect { draw 1 }\n}\n`],
  // ── keywords ──
  ["non-stacking keyword twice", "GRM320", ch("  evasive\n  ⟦evasive⟧")],
  ["shift on an item", "GRM321", `card 1-1 item {\n  name "I" cost 1 ink amber\n  ⟦shift 2⟧\n}\n`],
  ["sing together on a character", "GRM322", ch("  ⟦sing together 5⟧")],
  ["evasive on an item", "GRM323", `card 1-1 item {\n  name "I" cost 1 ink amber\n  ⟦evasive⟧\n}\n`],
  ["singer value out of range", "GRM324", ch("  singer ⟦99⟧")],
  ["resist +0", "GRM324", ch("  resist ⟦+0⟧")],
  // ── abilities ──
  ["action without effect", "GRM330", `card 1-2 ⟦action⟧ {\n  name "A" cost 1 ink ruby\n}\n`],
  ["character with an effect body", "GRM331", ch("  ⟦effect { draw 1 }⟧")],
  ["action with a triggered ability", "GRM332", `card 1-2 action {\n  name "A" cost 1 ink ruby\n  effect { draw 1 }\n  ⟦triggered when this quests { draw 1 }⟧\n}\n`],
  ["duplicate ability name", "GRM333", ch(`  static "SAME" { this gets +1 strength }\n  static ⟦"SAME"⟧ { this gets +1 lore }`)],
  ["item that quests", "GRM340", `card 1-1 item {\n  name "I" cost 1 ink amber\n  triggered ⟦when this quests⟧ { draw 1 }\n}\n`],
  ["location that challenges", "GRM340", `card 1-1 location {\n  name "L" version "V" cost 1 ink amber move-cost 1 willpower 5 lore 1\n  triggered ⟦whenever this challenges⟧ { draw 1 }\n}\n`],
  ["location exerted to pay", "GRM342", `card 1-1 location {\n  name "L" version "V" cost 1 ink amber move-cost 1 willpower 5 lore 1\n  ⟦activated cost exert { draw 1 }⟧\n}\n`],
  // ── types and structure ──
  ["player where a card is expected", "GRM350", trig("banish ⟦chosen opponent⟧")],
  ["card doing a player's verb", "GRM350", trig("⟦chosen character⟧ draw 1")],
  ["player as subject of gets", "GRM350", act("⟦chosen opponent⟧ gets +1 strength this turn")],
  ["card as trigger subject of a player event", "GRM350", ch(`  triggered ⟦this⟧ when this draw { draw 1 }`).replace("⟦this⟧ when this", "when ⟦this⟧")],
  ["card types joined by or that no noun combines", "GRM351", act("banish ⟦chosen character or action⟧")],
  ["player for each", "GRM350", ch(`  static { this gets +1 strength for each ⟦opponent⟧ }`)],
  ["one-time verb in a static", "GRM360", ch(`  static { ⟦draw 1⟧ }`)],
  ["duration in a static", "GRM361", ch(`  static { this gets +1 strength ⟦this turn⟧ }`)],
  ["duration on enters play exerted", "GRM362", act("chosen character enters play exerted ⟦this turn⟧")],
  ["player restriction on a card", "GRM363", act("chosen character can't ⟦lose lore⟧ this turn")],
  ["if you do without may", "GRM364", trig("draw 1\n    ⟦if you do { gain 1 lore }⟧")],
  ["instead with nothing before", "GRM365", act("⟦instead if that is a Villain character { draw 1 }⟧")],
  ["choose one with one option", "GRM366", act("⟦choose one { option { draw 1 } }⟧")],
  ["if they don't without an optional step of several players", "GRM367", act("may discard 1\n    ⟦if they don't { gain 2 lore }⟧")],
  ["static rule as a step of an effect", "GRM368", act("⟦damage counters can't be removed⟧")],
  ["ability used for free that the card doesn't have", "GRM369", ch(`  static { you can use ability ⟦"Nothing"⟧ of this for free }`)],
  ["then with no step before it", "GRM372", act("⟦then draw 1⟧")],
  ["two groups moved together without 'and'", "GRM371", trig("⟦send together this chosen other character of yours to same location⟧")],
  ["up to on a verb whose number the player doesn't pick", "GRM373", trig("gain ⟦up to 1 for each character of yours⟧ lore")],
  ["up to on a predicate's amount", "GRM373", trig("you pay ⟦up to 2⟧ less for next character this turn")],
  ["the controller's own choice written with 'you chooses'", "GRM374", trig("⟦you⟧ chooses { draw 1 } or { gain 1 lore }")],
  ["a step of another player inside an opponent's choice", "GRM374", trig("each opponent chooses { discard 1 } or { ⟦you draw 1⟧ }")],
  ["that with nothing bound", "GRM370", trig("banish ⟦that⟧")],
  ["rest without looking", "GRM370", trig("place ⟦rest⟧ on bottom of deck")],
  ["named without naming", "GRM370", trig("reveal top card of your deck\n    if that is ⟦named⟧ { draw 1 }")],
  ["card declared twice", "GRM300", `card 1-1 item {\n  name "I" cost 1 ink amber\n}\ncard ⟦1-1⟧ item {\n  name "J" cost 1 ink amber\n}\n`],
];

describe("invalid inputs", () => {
  it("has at least 80 cases", () => {
    expect(cases.length).toBeGreaterThanOrEqual(80);
  });
  for (const [title, code, marked] of cases) {
    it(`${code}: ${title}`, () => {
      const { text, start, end } = ranged(marked);
      const result = compileSource(text, "case.grim");
      const found = result.diagnostics.map((d) => `${d.code}@${d.range.start.offset}-${d.range.end.offset}`);
      expect(found, `diagnostics: ${result.diagnostics.map((d) => `${d.code} ${d.message}`).join(" | ")}`).toContain(`${code}@${start}-${end}`);
    });
  }
});
