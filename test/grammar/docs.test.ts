/** The language reference stays true: generated tables are fresh and every example parses. */
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { regenerate } from "../../compiler/docs/vocabulary-docs";
import { compileSource } from "../../compiler/compile-source";
import { parse } from "../../grammar/parse";
import { allEntries } from "../../grammar/vocabulary/all-entries";

describe("docs/language.md", () => {
  const text = readFileSync("docs/language.md", "utf8");
  it("has up-to-date generated vocabulary tables (run `npx grimoire docs`)", () => {
    expect(regenerate(text)).toBe(text);
  });
  it("lists every vocabulary entry (in the language or scenario reference)", () => {
    const all = readdirSync("docs")
      .filter((f) => f.endsWith(".md"))
      .map((f) => readFileSync(`docs/${f}`, "utf8"))
      .join("\n");
    for (const e of allEntries()) expect(all, `${e.family} ${e.id} is in no docs/*.md table`).toContain(`\`${e.id}\``);
  });
});

describe("examples in docs/*.md", () => {
  for (const file of readdirSync("docs").filter((f) => f.endsWith(".md"))) {
    const blocks = [...readFileSync(`docs/${file}`, "utf8").matchAll(/```grim\n([\s\S]*?)```/g)].map((m) => m[1] ?? "");
    blocks.forEach((block, i) => {
      it(`${file} example ${i + 1} is valid Grimoire`, () => {
        const wrapped = /^\s*(card|scenario)\b/.test(block) ? block : `card 9-9 character {\n  name "Example" version "Doc"\n  cost 1 ink amber strength 1 willpower 1 lore 1\n${block}\n}\n`;
        const isBodyOnly = /^\s*effect\b/.test(block);
        const source = isBodyOnly ? `card 9-9 action {\n  name "Example" cost 1 ink amber\n${block}\n}\n` : wrapped;
        const diagnostics = /^\s*(card|scenario)\b/.test(block) || isBodyOnly ? compileSource(source).diagnostics : parse(source).diagnostics;
        expect(diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message} @${d.range.start.line}`)).toEqual([]);
      });
    });
  }
});

describe("vocabulary examples", () => {
  for (const e of allEntries()) {
    it(`${e.family} ${e.id}: example is well-formed`, () => {
      expect(e.example.length).toBeGreaterThan(0);
      expect(e.rule).toMatch(/^\d+(\.\d+)*$/);
    });
  }
});
