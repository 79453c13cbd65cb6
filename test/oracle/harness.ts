import assert from "node:assert/strict";
import { Game, type CardInstance, type ScenarioOptions, loreOf, strengthOf, willpowerOf } from "../../runtime";

export { assert };

/** A rule scenario on a board set up directly. */
export function board(options: ScenarioOptions): Game {
  return Game.scenario(options);
}

/** Answers pending decisions in order (labels or indices). */
export function say(g: Game, ...answers: (string | number | readonly (string | number)[])[]): void {
  for (const a of answers) g.answer(a);
}

export function labels(g: Game): string[] {
  return g.pendingDecision()?.options.map((o) => o.label) ?? [];
}

export function pendingKind(g: Game): string | undefined {
  return g.pendingDecision()?.kind;
}

export function card(g: Game, name: string, player?: number): CardInstance {
  const c = g.find(name, player);
  assert.ok(c, `card ${name} not found`);
  return c;
}

export function zoneNames(g: Game, player: number, zone: "deck" | "hand" | "play" | "discard" | "inkwell"): string[] {
  return g.engine.player(player)[zone].map((c) => c.def.name);
}

export function readyInk(g: Game, player: number): number {
  return g.engine.player(player).inkwell.filter((c) => !c.exerted).length;
}

export const S = (g: Game, c: CardInstance): number => strengthOf(g.engine, c);
export const W = (g: Game, c: CardInstance): number => willpowerOf(g.engine, c);
export const L = (g: Game, c: CardInstance): number => loreOf(g.engine, c);
export const lore = (g: Game, player: number): number => g.engine.player(player).lore;
export const hasLog = (g: Game, text: string): boolean => g.logLines().some((l) => l.includes(text));
export const logIndex = (g: Game, text: string): number => g.logLines().findIndex((l) => l.includes(text));
