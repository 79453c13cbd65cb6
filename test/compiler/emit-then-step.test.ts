/** A `then` step (6.1.5): printed "Then …", resolved as any next step of the sequence. */
import { describe, expect, it } from "vitest";
import { emitSource } from "./emit-helpers";

const card = (id: string, second: string): string => `card ${id} action {
  name "Steps"
  cost 2
  ink amber
  effect {
    exert chosen opposing character
    ${second}
  }
}
`;

const emitted = await emitSource(card("9-1", "then chosen character of yours gets +2 strength this turn") + card("9-2", "chosen character of yours gets +2 strength this turn"), "then-step.grim", "../runtime");
// The header carries the source hash and the id; the rest is the card's code.
const code = (id: string): string => emitted.find((c) => c.id === id)?.code.replace(/9-\d/g, "9-x").replace(/sha256 of the card's source: [0-9a-f]+/, "") ?? "";

describe("a then step", () => {
  it("compiles to the same sequence as the plain next step", () => {
    expect(emitted.flatMap((c) => c.diagnostics)).toEqual([]);
    expect(code("9-1")).toContain("effect.sequence");
    expect(code("9-1")).toBe(code("9-2"));
  });
});
