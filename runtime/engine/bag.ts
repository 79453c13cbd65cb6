import { evalCondition } from "./condition-eval";
import { makeContext } from "./effect-context";
import { resolveEffect } from "./effects";
import type { LabelSource } from "./decision";
import type { Engine, Proc } from "./engine";
import type { BagEntry } from "./game-state";
import { gameStateCheck } from "./gsc";
import { resolvePendingActions } from "./play-card";

/** Resolves one triggered ability from the bag (6.7.2): once per turn (6.1.13.2), secondary "if" (6.2.4). */
export function* resolveTriggered(g: Engine, entry: BagEntry): Proc<void> {
  const previous = g.currentSource;
  if (entry.ability.source !== undefined) g.currentSource = entry.ability.source;
  try {
    yield* resolveEntry(g, entry);
  } finally {
    g.currentSource = previous;
  }
}

function* resolveEntry(g: Engine, entry: BagEntry): Proc<void> {
  const ab = entry.ability;
  const source = entry.source;
  const ctx = makeContext(entry.owner, source, entry.label, {
    event: entry.event,
    ...(ab.source ? { position: ab.source } : {}),
    ...(entry.refs ? { refs: new Map(entry.refs) } : {}),
  });
  const pos = ab.source ? { source: ab.source } : {};
  if (ab.oncePerTurn === true && source !== null && source.card.usedThisTurn.has(entry.abilityIndex) && g.valid(source)) {
    if (g.logging) g.note("resolve", `${entry.label} already resolved this turn: no effect`, { rule: "6.1.13.2", player: entry.owner, ...pos });
    return;
  }
  if (ab.condition !== undefined && !evalCondition(g, ab.condition, ctx)) {
    if (g.logging) g.note("resolve", `${entry.label}: its "if" condition is false on resolution, no effect`, { rule: "6.2.4", player: entry.owner, ...pos });
    return;
  }
  if (g.logging) g.note("resolve", `${entry.label} resolves`, { rule: "7.7.4", player: entry.owner, ...pos });
  const done = yield* resolveEffect(g, ab.effect, ctx);
  yield* resolvePendingActions(g);
  if (done && ab.oncePerTurn === true && source !== null && g.valid(source)) source.card.usedThisTurn.add(entry.abilityIndex);
}

function bagOptions(g: Engine, entries: readonly BagEntry[]): LabelSource {
  return {
    count: entries.length,
    build: () => g.uniqueLabels(entries.map((b) => b.label)).map((label, i) => {
      const card = entries[i]?.source?.card;
      return card === undefined ? { label } : { label, card: card.uid };
    }),
  };
}

/** Resolves the bag (7.7.4): the active player first and keeps going; then the bag passes in turn order. */
export function* resolveBag(g: Engine): Proc<void> {
  gameStateCheck(g);
  let resolver = g.active;
  let idle = 0;
  while (!g.over && g.bag.length > 0) {
    const mine = g.bag.filter((b) => b.owner === resolver);
    if (mine.length === 0) {
      const order = g.turnOrderFrom(resolver);
      resolver = order[1] ?? g.active;
      if (++idle > g.players.length + 1) {
        g.bag = [];
        break;
      }
      continue;
    }
    idle = 0;
    let pick = mine[0];
    if (mine.length > 1) {
      const [i] = yield* g.decide(resolver, "bagOrder", "Choose a triggered ability to resolve", bagOptions(g, mine), 1, 1);
      pick = mine[i ?? 0];
    }
    if (pick === undefined) break;
    g.bag = g.bag.filter((b) => b !== pick);
    yield* resolveTriggered(g, pick);
    gameStateCheck(g);
  }
}
