import { banish } from "./card-moves";
import { statMayBeLowered, willpower } from "./characteristics";
import type { Engine } from "./engine";
import type { CardInstance, GameEvent } from "./game-state";
import { raise } from "./triggers";

/** A player leaves the game (9.2.3): their cards and pending abilities are removed. */
export function removePlayer(g: Engine, p: number, reason: string): void {
  const pl = g.player(p);
  pl.lost = true;
  g.bag = g.bag.filter((b) => b.owner !== p);
  if (g.logging) g.note("lose", `${pl.name} loses: ${reason}`, { player: p });
  g.touchStructure();
  const left = g.players.filter((x) => !x.lost);
  if (left.length === 1 && left[0] !== undefined) g.endGame(left[0].index, "last player remaining (1.8.1.3)");
  else if (left.length === 0) g.endGame(null, "no player left");
}

const cleanAt = new WeakMap<Engine, number>();

/**
 * The game state check (1.8): repeated until nothing happens; consequences' triggers wait in the bag (1.8.2).
 * It asks nothing, so it is a plain function. A check of an unchanged state (same version as the last check
 * that found nothing) is skipped.
 */
export function gameStateCheck(g: Engine, endOfTurn = false): void {
  if (!endOfTurn && cleanAt.get(g) === g.version) return;
  let deckCheck = endOfTurn;
  for (let guard = 0; guard < 200 && !g.over; guard++) {
    for (const p of g.turnOrderFrom(g.active)) {
      if (g.player(p).lore >= 20) {
        g.endGame(p, `${g.player(p).lore} lore (1.8.1.1)`);
        return;
      }
    }
    if (deckCheck) {
      deckCheck = false;
      if (g.player(g.active).deck.length === 0) {
        removePlayer(g, g.active, "no cards in deck at the end of their turn (1.8.1.2)");
        if (g.over) return;
      }
    }
    const doomed: CardInstance[] = [];
    // An undamaged card is banished only with willpower ≤ 0, impossible when printed > 0 and nothing lowers it.
    const lowered = statMayBeLowered(g, "willpower");
    for (const p of g.turnOrderFrom(g.active))
      for (const c of g.player(p).play) {
        if (c.faceDown || (c.def.type !== "character" && c.def.type !== "location")) continue;
        if (c.damage === 0 && !lowered && (c.def.willpower ?? 0) > 0) continue;
        if (c.damage >= willpower(g, c)) doomed.push(c);
      }
    if (doomed.length === 0) break;
    const events: GameEvent[] = [];
    for (const victim of doomed) {
      const by = g.damagedBy.get(victim.uid);
      if (by !== undefined && by.inChallenge && g.valid(by.by) && by.by.card !== victim) {
        events.push({ kind: "banishesInChallenge", card: { card: by.by.card, objectId: by.by.objectId }, other: g.ref(victim), inChallenge: true });
      }
    }
    raise(g, events);
    banish(g, doomed, "damage ≥ willpower, 1.8.1.4");
  }
  g.damagedBy.clear();
  if (!g.over) cleanAt.set(g, g.version);
}
