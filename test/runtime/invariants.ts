import type { Game } from "../../runtime";

/** Checks the runtime's invariants; returns the problems found (empty when all hold). */
export function invariantProblems(game: Game, expectedCards: number): string[] {
  const out: string[] = [];
  const seen = new Set<number>();
  let count = 0;
  for (const p of game.players()) {
    if (p.lore < 0) out.push(`${p.name} has negative lore`);
    const zones = { deck: p.deck, hand: p.hand, play: p.play, inkwell: p.inkwell, discard: p.discard };
    for (const [zone, cards] of Object.entries(zones)) {
      for (const c of cards) {
        const all = [c, ...c.under];
        for (const x of all) {
          count++;
          if (seen.has(x.uid)) out.push(`card ${x.uid} (${x.def.name}) is in two places`);
          seen.add(x.uid);
          if (x.owner !== p.index) out.push(`${x.def.name} is in another player's ${zone}`);
        }
        if (c.zone !== zone) out.push(`${c.def.name} thinks it is in ${c.zone} but is in ${zone}`);
        if (c.damage < 0) out.push(`${c.def.name} has negative damage`);
        if (zone !== "play" && c.damage !== 0) out.push(`${c.def.name} keeps damage in ${zone}`);
        if (zone !== "play" && zone !== "inkwell" && c.exerted) out.push(`${c.def.name} is exerted in ${zone}`);
        if (zone === "play" && c.def.type === "location" && c.exerted) out.push(`location ${c.def.name} is exerted`);
        if (zone === "play" && c.def.type === "item" && c.damage > 0) out.push(`item ${c.def.name} is damaged`);
        if (zone === "play" && c.def.type !== "character" && c.dry) out.push(`${c.def.name} is a non-character marked dry`);
        if (zone !== "play" && c.under.length > 0) out.push(`${c.def.name} keeps a stack in ${zone}`);
        if (zone === "play" && c.location !== null && c.location.zone !== "play") out.push(`${c.def.name} is at a location not in play`);
      }
    }
  }
  if (count !== expectedCards) out.push(`${count} cards found, ${expectedCards} expected`);
  return out;
}
