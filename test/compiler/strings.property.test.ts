/**
 * Property: any string a card holds (name, version, ability names in four languages,
 * `named "…"` filters) comes out of the emitter as a TypeScript literal with exactly the
 * same value, and can never add code: the module evaluates to the expected card and has
 * only its import and its exported `card`.
 */
import fc from "fast-check";
import { Project, ts } from "ts-morph";
import { describe, expect, it } from "vitest";
import * as runtime from "../../runtime";
import { parse } from "../../grammar/parse";
import { emitCardModule, formatModule, stringLiteral } from "../../compiler/emit";

const tricky = fc.constantFrom('"', "'", "`", "${", "}", "*/", "/*", "\\", "\n", "\r", "\u2028", "\u2029", "é", "Ω", "名前", "🃏", "</script>", "__proto__", "\0", "\t");
const piece = fc.oneof(fc.string({ unit: "grapheme", maxLength: 6 }), tricky);
const text = fc.array(piece, { minLength: 1, maxLength: 6 }).map((parts) => parts.join(""));

/** A .grim source whose strings are `s`, written as Grimoire string literals. */
function cardSource(name: string, version: string, abilityName: string, fr: string): string {
  const q = (s: string): string => JSON.stringify(s);
  return [
    "card 1-1 character {",
    `  name ${q(name)} fr ${q(fr)}`,
    `  version ${q(version)}`,
    "  cost 1",
    "  ink amber",
    "  strength 1",
    "  willpower 1",
    "  lore 1",
    `  static ${q(abilityName)} fr ${q(fr)} {`,
    `    each character of yours named ${q(name)} gets +1 strength`,
    "  }",
    "}",
  ].join("\n");
}

const hash = "0".repeat(64);

/** Transpiles the module to CommonJS and runs it with the real runtime as its only import. */
function evaluate(code: string): Record<string, unknown> {
  const js = ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const exports: Record<string, unknown> = {};
  const requireRuntime = (specifier: string): unknown => {
    if (specifier !== "../../runtime") throw new Error(`unexpected import ${specifier}`);
    return runtime;
  };
  new Function("require", "exports", js)(requireRuntime, exports);
  return exports;
}

const project = new Project({ useInMemoryFileSystem: true });

describe("strings in generated modules", () => {
  it("stringLiteral round-trips through JSON and never spans lines", () => {
    fc.assert(
      fc.property(text, (s) => {
        const literal = stringLiteral(s);
        expect(JSON.parse(literal)).toBe(s);
        expect(/[\n\r\u2028\u2029]/.test(literal)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it("names and ability names are preserved exactly and cannot inject code", async () => {
    await fc.assert(
      fc.asyncProperty(text, text, text, text, async (name, version, abilityName, fr) => {
        // Written with JSON escapes; whatever the lexer makes of them, the AST's strings must survive.
        const source = cardSource(name, version, abilityName, fr);
        const parsed = parse(source);
        const card = parsed.file.cards[0];
        // Strings the grammar itself cannot hold are not the emitter's concern.
        fc.pre(parsed.diagnostics.length === 0 && card !== undefined);
        if (card === undefined) return;
        // The emitter must preserve the strings the AST holds (the lexer decides what escapes mean).
        const ast = {
          name: card.name?.en ?? "",
          fr: card.name?.translations.fr ?? "",
          version: card.version?.en ?? "",
          abilityName: card.abilities[0]?.name?.en ?? "",
          abilityFr: card.abilities[0]?.name?.translations.fr ?? "",
        };
        const emitted = emitCardModule(card, { file: `cards/${name}.grim`, hash, runtimeImport: "../../runtime" });
        expect(emitted.diagnostics).toEqual([]);
        const code = await formatModule(emitted.code);

        // Shape: one import, one exported constant, nothing else.
        const file = project.createSourceFile("/check.ts", code, { overwrite: true });
        expect(file.getStatements().map((s) => s.getKindName())).toEqual(["ImportDeclaration", "VariableStatement"]);
        expect(file.getVariableStatements().map((s) => s.getDeclarations()[0]?.getName())).toEqual(["card"]);
        // Comments hold nothing but the header.
        expect(code.split("\n").filter((l) => l.trimStart().startsWith("//")).length).toBe(2);

        const mod = evaluate(code);
        const def = mod["card"];
        expect(def).toMatchObject({ id: "1-1", name: ast.name, version: ast.version, names: { fr: { name: ast.fr } } });
        expect(def).toMatchObject({ abilities: [{ name: ast.abilityName, names: { fr: ast.abilityFr } }] });
        // The `named "…"` filter keeps the exact name too.
        expect(JSON.stringify(def)).toContain(JSON.stringify({ kind: "character", controller: "you", name: ast.name }));
      }),
      { numRuns: 100 },
    );
  });
});
