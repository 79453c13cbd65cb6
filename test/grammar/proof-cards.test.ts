/**
 * Proof cards: real cards scripted in Grimoire. Each id below must have a script under
 * cards/lorcana/set-NN/NNN-*.grim that parses with zero diagnostics, and whose card facts
 * (type, cost, inks, inkable, stats, classifications) match the official data in
 * ../shared/data/lorcana/cards.en.json. The data lives outside the repository: without it
 * the fact checks are skipped locally and fail on CI.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { requireShared } from "../support/shared";
import { describe, expect, it } from "vitest";
import type { Card } from "../../grammar/ast";
import { parse } from "../../grammar/parse";

/** The first proof set: cards chosen to cover the language's main constructs. */
const coreIds: readonly string[] = [
  "1-46", "1-38", "1-2", "1-5", "4-24", "2-21", "1-1", "1-186", "1-49", "6-106", "2-45", "1-56",
  "1-66", "1-200", "4-130", "1-3", "3-119", "3-103", "1-8", "1-25", "1-100", "8-48", "4-94", "2-143",
  "5-1", "8-166", "10-20", "4-39", "3-170",
];

/** Cards named by the rulings oracle (../shared/oracle/lorcana-rulings.jsonl) that exist in sets 1–10. */
const rulingIds: readonly string[] = [
  "1-7", "1-14", "1-20", "1-22", "1-29", "1-34", "1-39", "1-50", "1-58", "1-65", "1-71", "1-82",
  "1-102", "1-119", "1-128", "1-142", "1-145", "1-168", "2-5", "2-9", "2-14", "2-26", "2-30", "2-77",
  "2-82", "2-89", "2-101", "2-112", "2-116", "2-125", "2-152", "2-155", "2-166", "2-172", "2-195", "2-199",
  "3-3", "3-4", "3-33", "3-58", "3-60", "3-65", "3-70", "3-78", "3-79", "3-96", "3-145", "3-157",
  "4-28", "4-44", "4-95", "4-135", "4-160", "4-204", "5-34", "5-107", "5-117", "5-177", "5-204", "6-65",
  "6-140", "6-160", "6-167", "7-2", "7-185", "8-38", "9-0", "9-20", "9-25", "9-33", "9-71", "9-85",
  "9-89", "9-97", "9-138", "9-147", "9-157", "9-198", "10-3",
];

const ids: readonly string[] = [...coreIds, ...rulingIds];

const root = fileURLToPath(new URL("../..", import.meta.url));
const dataPath = join(root, "..", "shared", "data", "lorcana", "cards.en.json");

interface DataCard {
  readonly id: string;
  readonly type: "Character" | "Action" | "Item" | "Location";
  readonly cost: number;
  readonly inks: readonly string[];
  readonly inkable: boolean;
  readonly strength: number | null;
  readonly willpower: number | null;
  readonly lore: number | null;
  readonly moveCost: number | null;
  readonly classifications: readonly string[];
}

function scriptPath(id: string): string | undefined {
  const [set = "", num = ""] = id.split("-");
  const dir = join(root, "cards", "lorcana", `set-${set.padStart(2, "0")}`);
  if (!existsSync(dir)) return undefined;
  const prefix = `${num.padStart(3, "0")}-`;
  const file = readdirSync(dir).find((f) => f.startsWith(prefix) && f.endsWith(".grim"));
  return file === undefined ? undefined : join(dir, file);
}

function scriptCard(id: string): Card {
  const path = scriptPath(id);
  if (path === undefined) throw new Error(`no script for ${id}`);
  const card = parse(readFileSync(path, "utf8")).file.cards.find((c) => c.id.text === id);
  if (card === undefined) throw new Error(`${path} declares no card ${id}`);
  return card;
}

/** The card facts the data states, in the script's terms. */
function factsOfScript(card: Card): Record<string, unknown> {
  const stat = (s: string): number | null => card.stats.find((f) => f.stat === s)?.value ?? null;
  const song = card.cardType === "song";
  return {
    type: song ? "action" : card.cardType,
    cost: card.cost?.value ?? null,
    inks: card.inks.map((i) => i.ink),
    inkable: card.inkable,
    strength: stat("strength"),
    willpower: stat("willpower"),
    lore: stat("lore"),
    moveCost: stat("move-cost"),
    classifications: [...card.classifications.map((c) => c.name), ...(song ? ["Song"] : [])],
  };
}
function factsOfData(d: DataCard): Record<string, unknown> {
  return {
    type: d.type.toLowerCase(),
    cost: d.cost,
    inks: d.inks.map((i) => i.toLowerCase()),
    inkable: d.inkable,
    strength: d.strength,
    willpower: d.willpower,
    lore: d.lore,
    moveCost: d.moveCost,
    classifications: [...d.classifications],
  };
}

describe("proof cards: scripts", () => {
  it("lists each id once", () => {
    expect(new Set(ids).size).toBe(ids.length);
  });
  for (const id of ids) {
    it(`${id} has a script that parses with zero diagnostics`, () => {
      const path = scriptPath(id);
      expect(path, `no file cards/lorcana/set-NN/NNN-*.grim for ${id}`).toBeDefined();
      const result = parse(readFileSync(path ?? "", "utf8"));
      expect(result.diagnostics.map((d) => `${d.range.start.line}:${d.range.start.column} ${d.code} ${d.message}`)).toEqual([]);
      expect(result.file.cards.map((c) => c.id.text)).toContain(id);
    });
  }
});

describe("proof cards: facts match the official data", () => {
  if (!requireShared("proof-card", ids.length)) return;
  const data = new Map((JSON.parse(readFileSync(dataPath, "utf8")) as DataCard[]).map((c) => [c.id, c]));
  for (const id of ids) {
    it(`${id} matches cards.en.json`, () => {
      const d = data.get(id);
      expect(d, `${id} is not in the data`).toBeDefined();
      if (d === undefined) return;
      expect(factsOfScript(scriptCard(id))).toEqual(factsOfData(d));
    });
  }
});
