/**
 * Tests that read ../shared (card data, rulings, terminology): where it is, and the one rule for
 * when it is missing — on CI (`CI=true`) the run fails; elsewhere the suite registers a single
 * skipped test whose title says how many tests were skipped and why, and prints that line.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { it } from "vitest";

export const root = resolve(fileURLToPath(new URL(".", import.meta.url)), "../..");
export const shared = resolve(root, "../shared");

/**
 * Call inside a `describe` before registering tests that need `file` (a path under ../shared;
 * card data by default). True when it is there; otherwise fails on CI, or registers the one
 * visible skip and returns false.
 */
export function requireShared(what: string, count: number, file = "data/lorcana/cards.en.json"): boolean {
  if (existsSync(resolve(shared, file))) return true;
  if (process.env.CI === "true") throw new Error(`../shared/${file} not found: ${what} tests cannot run on CI`);
  const line = `skipped ${count} ${what} tests: ../shared/${file} not found`;
  console.log(line);
  it.skip(line, () => undefined);
  return false;
}
