/** Every vocabulary entry has exactly one emitter mapping in its family's table. */
import { describe, expect, it } from "vitest";
import { mappingTables } from "../../compiler/emit";

describe("emitter mapping tables", () => {
  for (const table of mappingTables) {
    it(`maps every ${table.family} of the vocabulary`, () => {
      const missing = table.vocabularyIds.filter((id) => !table.mappedIds.includes(id));
      expect(
        missing,
        `${table.family} vocabulary id(s) ${missing.map((id) => `'${id}'`).join(", ")} have no emitter mapping: add an entry to ${table.file}`,
      ).toEqual([]);
      const stale = table.mappedIds.filter((id) => !table.vocabularyIds.includes(id));
      expect(stale, `${table.file} maps ${table.family} id(s) the vocabulary no longer has: ${stale.join(", ")}`).toEqual([]);
    });
  }
});
