// npm run oracle -- --json : runs the rulings scenarios outside vitest.
import { loadRulings, rulingsPath } from "./rulings";
import { scenarios } from "./scenarios";

const rulings = loadRulings();
if (rulings === null) {
  console.error(`rulings not found at ${rulingsPath}`);
  process.exit(process.env.CI === "true" ? 1 : 0);
}
const testable = rulings.filter((r) => r.testable === "yes" || r.testable === "partial");
const failing: string[] = [];
const missing: string[] = [];
const errors: Record<string, string> = {};
let passing = 0;
for (const r of testable) {
  const run = scenarios[r.id];
  if (run === undefined) {
    missing.push(r.id);
    continue;
  }
  try {
    run();
    passing++;
  } catch (e) {
    failing.push(r.id);
    errors[r.id] = e instanceof Error ? e.message.split("\n")[0] ?? "" : String(e);
  }
}
const result = { rulings: testable.length, passing, failing, missing };
if (process.argv.includes("--json")) console.log(JSON.stringify(result));
else {
  console.log(`oracle: ${passing}/${testable.length} passing, ${failing.length} failing, ${missing.length} missing`);
  for (const id of failing) console.log(`  FAIL ${id}: ${errors[id]}`);
  for (const id of missing) console.log(`  MISSING ${id}`);
}
process.exitCode = failing.length > 0 ? 1 : 0;
