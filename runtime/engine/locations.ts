import { evalAmount } from "./amount-eval";
import { matchQuery } from "./card-matching";
import { activeStatics, staticTargets } from "./characteristics";
import type { Engine, Proc } from "./engine";
import type { CardInstance } from "./game-state";
import { raise } from "./triggers";

/** How a move is paid for (4.7.3.2): the location's move cost with its amount modifiers, or for free. */
export interface MovePayment {
  /** Moved for free by a permission ("may move here for free", an alternative cost): nothing is paid. */
  readonly free: boolean;
  /** The ink to pay (0 when free). */
  readonly ink: number;
}

/**
 * The cheapest way for `p` to move `character` to `location` (4.7.3.2–4.7.3.3): for free when a static of `p`'s
 * lets it (an alternative cost: no modifier applies, 4.7.3.2), otherwise the move cost {M} less the controller's
 * move-cost reductions that match the character and the location, never below 0.
 */
export function movePayment(g: Engine, character: CardInstance, location: CardInstance, p: number): MovePayment {
  let reduction = 0;
  for (const s of activeStatics(g)) {
    const e = s.effect;
    if (s.ctx.controller !== p) continue;
    if (e.kind === "moveForFree") {
      if (staticTargets(g, s, character) && matchQuery(g, e.location, location, s.ctx)) return { free: true, ink: 0 };
    } else if (e.kind === "moveCostReduction") {
      if (matchQuery(g, e.characters, character, s.ctx) && matchQuery(g, e.location, location, s.ctx)) reduction += evalAmount(g, e.amount, s.ctx);
    }
  }
  return { free: false, ink: Math.max(0, (location.def.moveCost ?? 0) - reduction) };
}

/** Moves a character to a location (4.7): no exert, no dryness requirement. Costs are paid by the caller. */
export function* moveToLocation(g: Engine, character: CardInstance, location: CardInstance, _free: boolean): Proc<void> {
  if (!g.inPlay(character) || !g.inPlay(location) || character.location === location) return;
  character.location = location;
  g.touch();
  if (g.logging) g.note("move", `${g.label(character)} moves to ${g.shortName(location)}`, { rule: "4.7.4", card: character });
  raise(g, [{ kind: "movesToLocation", card: g.ref(character), other: g.ref(location) }]);
}
