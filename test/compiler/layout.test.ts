/**
 * The emitter lays modules out itself (compiler/emit/layout.ts) instead of running
 * prettier on each one. These tests pin that its layout is prettier's: for every card in
 * cards/ and for random code models, prettier given the one-line text prints exactly what
 * the emitter printed.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileSource } from "../../compiler";
import { formatModule } from "../../compiler/emit";
import { array, bool, call, ident, num, object, print, str, type Code } from "../../compiler/emit/code";
import { cardModel, emitCardModule, moduleText, oneLineStatements } from "../../compiler/emit/emit-card";
import { exportConst, importNamed, LayoutUnsupported } from "../../compiler/emit/layout";
import { repoRoot } from "./emit-helpers";

function grimFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    return e.isDirectory() ? grimFiles(path) : e.name.endsWith(".grim") ? [path] : [];
  });
}

const hash = "0".repeat(64);

describe("the emitter's layout is prettier's", () => {
  it("for every card in cards/", async () => {
    let checked = 0;
    for (const path of grimFiles(join(repoRoot, "cards"))) {
      const file = path.slice(repoRoot.length + 1);
      for (const { card } of compileSource(readFileSync(path, "utf8"), file).cards) {
        const options = { file, hash, runtimeImport: "../../runtime" };
        const emitted = emitCardModule(card, options);
        const { model } = cardModel(card, file);
        if (!emitted.ok || model === null) continue;
        expect(emitted.formatted, card.id.text).toBe(true);
        const pretty = await formatModule(moduleText(options, oneLineStatements(model, options.runtimeImport)));
        expect(emitted.code, card.id.text).toBe(pretty);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  }, 120_000);

  const callees = ["effect.draw", "select.chosen", "ability.triggered", "amount.constant", "defineCard", "condition.yourTurn", "x.y"];
  const keys = ["id", "en", "name", "source", "classification", "effect", "trigger", "abilities", "a_very_long_property_name", "not-an-identifier", "__proto__"];
  const strings = fc.oneof(
    fc.constantFrom("", "Hades", "Ruthless Tyrant", "SHORT ON PATIENCE", "it's", 'say "hi"', `'"'"`, "À COURT DE PATIENCE", "Ünterwegs — „Zauber“", "a\\b", "line\nbreak"),
    fc.string({ maxLength: 40 }),
    fc.string({ minLength: 30, maxLength: 95 }),
  );
  const { code } = fc.letrec<{ code: Code }>((tie) => ({
    code: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      strings.map(str),
      fc.integer({ min: -5, max: 1000 }).map(num),
      fc.boolean().map(bool),
      fc.constantFrom("that", "those").map(ident),
      fc.tuple(fc.constantFrom(...callees), fc.array(tie("code"), { maxLength: 4 })).map(([callee, args]) => call(callee, ...args)),
      fc.array(tie("code"), { maxLength: 4 }).map(array),
      fc.uniqueArray(fc.tuple(fc.constantFrom(...keys), tie("code")), { maxLength: 5, selector: ([k]) => k }).map((entries) => object(Object.fromEntries(entries))),
    ),
  }));

  it("for random code models", async () => {
    await fc.assert(
      fc.asyncProperty(code, fc.constantFrom("card", "names"), async (value, name) => {
        let ours: string;
        try {
          ours = exportConst(name, value);
        } catch (error) {
          // Arrays of numbers (prettier fills them) are left to prettier, as the emitter does.
          if (error instanceof LayoutUnsupported) return fc.pre(false);
          throw error;
        }
        const pretty = await formatModule(`export const ${name} = ${print(value)};`);
        expect(ours + "\n").toBe(pretty);
      }),
      { numRuns: 400 },
    );
  }, 120_000);

  it("for long import lists", async () => {
    const names = ["ability", "amount", "condition", "cost", "defineCard", "duration", "effect", "keyword", "on", "player", "replacement", "select"];
    for (let n = 1; n <= names.length; n++) {
      const list = names.slice(0, n);
      const from = "../../../../runtime/index";
      expect(importNamed(list, from) + "\n").toBe(await formatModule(`import { ${list.join(", ")} } from "${from}";`));
    }
  });
});
