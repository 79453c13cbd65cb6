import { resolveBag } from "./bag";
import { draw, gainLore, ready } from "./card-moves";
import { lore, restrictionsOn, skipsStep } from "./characteristics";
import { durationEnded } from "./durations";
import type { Engine, Proc } from "./engine";
import type { CardInstance } from "./game-state";
import { gameStateCheck } from "./gsc";
import { actionOptions, legalActions, runAction } from "./turn-actions";
import { raise, raiseDelayed } from "./triggers";

function expire(g: Engine, moment: "startOfTurn" | "endOfTurn"): void {
  const p = g.active;
  g.statics = g.statics.filter((s) => !durationEnded(g, s.duration, moment, p));
  g.replacements = g.replacements.filter((r) => !durationEnded(g, r.duration, moment, p));
  g.floating = g.floating.filter((f) => !durationEnded(g, f.duration, moment, p));
  g.costReductions = g.costReductions.filter((c) => !durationEnded(g, c.duration, moment, p));
  g.touchStructure();
}

/** "Can't ready at the start of [its] turn" (3.2.1.1), unless the restriction spares characters at a location. */
function staysExertedAtStart(g: Engine, c: CardInstance): boolean {
  if (!c.exerted) return false;
  const kept = restrictionsOn(g, c, "cantReadyAtStart").some(({ restriction }) => !(restriction.unlessAtLocation && c.location !== null));
  if (kept && g.logging) g.note("ready", `${g.label(c)} doesn't ready at the start of the turn`, { rule: "3.2.1.1", card: c });
  return kept;
}

/** Beginning Phase (3.2): Ready, Set, Draw, each followed by a GSC. */
export function* beginningPhase(g: Engine, p: number): Proc<void> {
  g.turn++;
  g.active = p;
  g.phase = "beginning";
  g.eventsThisTurn = [];
  g.triggerCounts.clear();
  for (const pl of g.players) {
    pl.inkedThisTurn = 0;
    for (const c of pl.play) {
      c.usedThisTurn.clear();
      c.boostedThisTurn = false;
    }
  }
  if (g.logging) g.note("turn", `Turn ${g.turn}: ${g.playerName(p)}`, { rule: "3.1", player: p });
  expire(g, "startOfTurn");
  g.step = "ready";
  const pl = g.player(p);
  if (!skipsStep(g, p, "ready")) {
    for (const c of pl.inkwell) c.exerted = false;
    ready(g, pl.play.filter((c) => !c.faceDown && !staysExertedAtStart(g, c)));
  }
  raise(g, [{ kind: "startOfTurn", player: p }]);
  raiseDelayed(g, "startOfTurn");
  gameStateCheck(g);
  if (g.over) return;
  g.step = "set";
  if (!skipsStep(g, p, "set")) {
    for (const c of pl.play) if (c.def.type === "character") c.dry = true;
    for (const loc of pl.play) if (loc.def.type === "location" && !loc.faceDown) gainLore(g, p, Math.max(0, lore(g, loc)));
    g.touch();
  }
  yield* resolveBag(g);
  if (g.over) return;
  g.step = "draw";
  if (g.turn > 1 && !skipsStep(g, p, "draw")) draw(g, p, 1);
  yield* resolveBag(g);
}

const prompts = new WeakMap<Engine, string[]>();
function turnActionPrompt(g: Engine, p: number): string {
  let list = prompts.get(g);
  if (list === undefined) {
    list = g.players.map((pl) => `${pl.name}: choose a turn action`);
    prompts.set(g, list);
  }
  return list[p] ?? `${g.playerName(p)}: choose a turn action`;
}

/** Main Phase (3.3): turn actions chosen by the active player until they end the turn. */
export function* mainPhase(g: Engine, p: number): Proc<void> {
  g.phase = "main";
  g.step = "main";
  for (;;) {
    if (g.over) return;
    const actions = legalActions(g, p);
    const last = actions[actions.length - 1];
    const pass = last !== undefined && last.kind === "endTurn" ? actions.length - 1 : null;
    // Never forced (ending the turn is always asked), so the decision is yielded here directly.
    const [i] = actions.length === 0 ? [] : yield g.newDecision(p, "turnAction", turnActionPrompt(g, p), actionOptions(g, actions), 1, 1, false, pass);
    const action = actions[i ?? actions.length - 1];
    if (action === undefined || action.kind === "endTurn") return;
    yield* runAction(g, action);
    yield* resolveBag(g);
  }
}

/** End of Turn Phase (3.4): end-of-turn triggers, "this turn" effects end, final GSC with the deck-out check. */
export function* endPhase(g: Engine, p: number): Proc<void> {
  g.phase = "end";
  g.step = "end";
  if (g.logging) g.note("turn", `${g.playerName(p)} ends their turn`, { rule: "3.4", player: p });
  raise(g, [{ kind: "endOfTurn", player: p }]);
  raiseDelayed(g, "endOfTurn");
  yield* resolveBag(g);
  if (g.over) return;
  expire(g, "endOfTurn");
  yield* resolveBag(g);
  gameStateCheck(g, true);
}

/** Turns in turn order from `first` until the game ends (phases delegated to directly: fewer generator levels per decision). */
export function* turnsFrom(g: Engine, first: number, skipBeginning: boolean): Proc<void> {
  let p = first;
  if (skipBeginning) yield* resolveBag(g);
  for (let skip = skipBeginning; !g.over; skip = false) {
    if (skip) {
      g.turn++;
      g.active = p;
      if (g.logging) g.note("turn", `Turn ${g.turn}: ${g.playerName(p)} (scenario starts in the Main Phase)`, { player: p });
    } else yield* beginningPhase(g, p);
    if (g.over) return;
    yield* mainPhase(g, p);
    if (g.over) return;
    yield* endPhase(g, p);
    const order = g.turnOrderFrom(p);
    p = order[1] ?? order[0] ?? p;
  }
}
