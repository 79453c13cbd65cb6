/** Selectors over several card types whose filter only a character can meet (6.1.6, 5.6). */
import { describe, expect, it } from "vitest";
import { emitSource } from "./emit-helpers";

const source = `card 9-1 item {
  name "Door"
  cost 1
  ink sapphire
  static "S" { each location or character at location of yours gains resist +1 }
}
card 9-2 item {
  name "Gate"
  cost 1
  ink sapphire
  static "S" { each character or item of yours gains resist +1 }
}
`;

const emitted = await emitSource(source, "several-types.grim", "../runtime");
const code = (id: string): string => emitted.find((c) => c.id === id)?.code.replace(/\s+/g, " ") ?? "";

describe("a filter on only one type of a several-type selector", () => {
  it("applies `at location` to the characters alone: the types become alternatives (anyOf)", () => {
    expect(emitted.flatMap((c) => c.diagnostics)).toEqual([]);
    expect(code("9-1")).toContain('controller: "you", anyOf: [{ kind: "location" }, { kind: "character", atLocation: true }]');
  });
  it("keeps one kind list when no filter is limited to characters", () => {
    expect(code("9-2")).toContain('kind: ["character", "item"], controller: "you"');
  });
});
