import type { Engine, Proc } from "./engine";
import type { CardInstance } from "./game-state";
import { raise } from "./triggers";

/** Moves a character to a location (4.7): no exert, no dryness requirement. Costs are paid by the caller. */
export function* moveToLocation(g: Engine, character: CardInstance, location: CardInstance, _free: boolean): Proc<void> {
  if (!g.inPlay(character) || !g.inPlay(location) || character.location === location) return;
  character.location = location;
  g.touch();
  if (g.logging) g.note("move", `${g.label(character)} moves to ${g.shortName(location)}`, { rule: "4.7.4", card: character });
  raise(g, [{ kind: "movesToLocation", card: g.ref(character), other: g.ref(location) }]);
}
