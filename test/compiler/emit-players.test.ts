/** The emitter's player wording: "chosen player" (any player) and "may" done by several players (6.1.4). */
import { describe, expect, it } from "vitest";
import { emitSource } from "./emit-helpers";

const source = `card 9-1 action {
  name "Starlight"
  cost 1
  ink amethyst
  effect {
    chosen player draw 5
  }
}

card 9-2 action {
  name "Courtesy"
  cost 1
  ink emerald
  effect {
    may each player draw 1
  }
}

card 9-3 action {
  name "Offer"
  cost 1
  ink emerald
  effect {
    may chosen opponent draw 1
  }
}

card 9-4 action {
  name "Self Help"
  cost 1
  ink emerald
  effect {
    may draw 1
  }
}
`;

const emitted = await emitSource(source, "players.grim", "../runtime");
const code = (id: string): string => {
  const card = emitted.find((c) => c.id === id);
  expect(card?.diagnostics, `${id} diagnostics`).toEqual([]);
  return (card?.code ?? "").replace(/\s+/g, " ");
};

describe("player selectors and 'may' in the emitter", () => {
  it("'chosen player' is any player, chosen as the effect resolves", () => {
    expect(code("9-1")).toContain("effect.draw(5, player.chosenPlayer())");
  });
  it("'may each player …': each acting player decides for themselves", () => {
    expect(code("9-2")).toContain('effect.forEachPlayer( player.eachPlayer(), "that player", effect.may(effect.draw(1, player.ref("that player")), player.ref("that player")), )');
  });
  it("'may chosen opponent …': the chosen opponent decides", () => {
    expect(code("9-3")).toContain('effect.forEachPlayer( player.chosenOpponent(), "that player", effect.may(effect.draw(1, player.ref("that player")), player.ref("that player")), )');
  });
  it("a plain 'may' is the controller's", () => {
    expect(code("9-4")).toContain("effect.may(effect.draw(1))");
  });
});
