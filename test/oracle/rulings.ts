import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export interface Ruling {
  readonly id: string;
  readonly testable: "yes" | "partial" | "no";
  readonly topic_detail?: string;
}

/** ../shared/oracle/lorcana-rulings.jsonl relative to the repository root, resolved from this file. */
export const rulingsPath = fileURLToPath(new URL("../../../shared/oracle/lorcana-rulings.jsonl", import.meta.url));

export function loadRulings(): Ruling[] | null {
  if (!existsSync(rulingsPath)) return null;
  return readFileSync(rulingsPath, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as Ruling);
}
