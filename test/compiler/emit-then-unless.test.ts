/** A `then` step (6.1.5): printed "Then …", resolved as any next step of the sequence; an `unless` step. */
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

/** `unless <condition> { A } otherwise { B }` (6.1): A when the condition does not hold. */
const unless = await emitSource(`card 9-3 character {
  name "Beast" version "Test"
  cost 5
  ink steel
  strength 3
  willpower 5
  lore 2
  triggered "T" at start of your turn {
    unless this damaged {
      draw 1
    } otherwise {
      this gets +4 strength this turn
    }
  }
}
`, "unless-step.grim", "../runtime");

describe("an unless step", () => {
  it("tests the negated condition, the otherwise steps kept", () => {
    expect(unless.flatMap((c) => c.diagnostics)).toEqual([]);
    const code = unless[0]?.code.replace(/\s+/g, " ") ?? "";
    expect(code).toMatch(/effect\.if\( ?condition\.not\( ?condition\.thisIs\(\{ damaged: true \}\) ?\)/);
    expect(code).toContain("effect.draw");
  });
});
