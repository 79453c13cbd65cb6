/** The formatter is idempotent, keeps comments and never changes the AST. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "../../grammar/parse";
import { format } from "../../compiler/services/format";
import { grimFiles } from "../../compiler/cli/files";
import { stripRanges } from "../support/strip-ranges";

const files = grimFiles(["cards"], process.cwd());

describe("formatter", () => {
  it("finds the card library", () => {
    expect(files.length).toBeGreaterThan(0);
  });
  for (const file of files) {
    it(`is idempotent and AST-preserving on ${file.slice(process.cwd().length + 1)}`, () => {
      const text = readFileSync(file, "utf8");
      const once = format(text);
      expect(once.formatted).toBe(true);
      expect(format(once.text).text).toBe(once.text);
      expect(stripRanges(parse(once.text).file)).toEqual(stripRanges(parse(text).file));
    });
  }
  it("lays out a squeezed card canonically and keeps comments", () => {
    const messy = '# the card\ncard 1-2 action { # a note\nname "A" cost 1 ink ruby inkable effect { draw 1  deal 1 damage to chosen character } }';
    expect(format(messy).text).toBe(
      '# the card\ncard 1-2 action {\n  # a note\n  name "A"\n  cost 1\n  ink ruby\n  inkable\n\n  effect {\n    draw 1\n    deal 1 damage to chosen character\n  }\n}\n',
    );
  });
  it("leaves a file with syntax errors untouched", () => {
    const broken = "card 1-1 item { name ";
    expect(format(broken)).toEqual({ text: broken, formatted: false });
  });
});
