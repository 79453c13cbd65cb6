/** Test helpers: where ../shared is, and the skip/fail rule when it is missing. */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const root = resolve(fileURLToPath(new URL(".", import.meta.url)), "../..");
export const shared = resolve(root, "../shared");
export const sharedPresent = existsSync(resolve(shared, "data/lorcana/cards.en.json"));

/** When ../shared is missing: fail on CI, else print one line and skip. */
export function requireShared(what: string, count: number): boolean {
  if (sharedPresent) return true;
  if (process.env.CI === "true") throw new Error(`../shared not found: ${what} cannot run on CI`);
  console.log(`skipped ${count} ${what} tests: ../shared not found`);
  return false;
}
