/**
 * The sandbox worker: compiles the edited card and the scripted library (cards/lorcana) into
 * runtime CardDefinitions with the emitter's live step (compiler/emit/live-definition.ts, no
 * TypeScript evaluated), deals a small prepared board from the seed, and steps the runtime's
 * Game. Every turn action and choice is the runtime's own pending decision; this file never
 * decides what is legal.
 */
import type { Card, Range } from "../../grammar/ast";
import { compileSource } from "../../compiler";
import { Game, RandomAgent, Rng, loreOf, strengthOf, willpowerOf, type CardDefinition, type CardInstance, type Decision, type LogEntry } from "../../runtime";
import type { CardChip, DecisionView, LogLineView, PlayerView, SandboxReply, SandboxRequest, SandboxStart, SandboxState } from "./sandbox-protocol";
import type { SpanData } from "./worker-protocol";
import { cardDefinition } from "../../compiler/emit/live-definition";

export const editorFile = "playground.grim";

const libraryFiles = import.meta.glob<string>("../../cards/lorcana/**/*.grim", { query: "?raw", import: "default", eager: true });

// ---------------------------------------------------------------- definitions

/** The emitter's live definition (the code model evaluated with the runtime's builders, no TypeScript). */
function toDefinition(card: Card, file: string): CardDefinition {
  const live = cardDefinition(card, file);
  if (!live.ok) throw new Error(live.diagnostics.map((d) => `${d.code} ${d.message}`).join("; ") || "no definition");
  return live.definition;
}

interface Compiled {
  readonly definitions: CardDefinition[];
  readonly failures: number;
}

let library: Compiled | null = null;

function compileLibrary(): Compiled {
  const definitions: CardDefinition[] = [];
  let failures = 0;
  for (const [path, text] of Object.entries(libraryFiles).sort(([a], [b]) => a.localeCompare(b))) {
    const file = path.replace(/^(\.\.\/)+/, "");
    for (const c of compileSource(text, file).cards) {
      if (!c.ok) {
        failures++;
        continue;
      }
      try {
        definitions.push(toDefinition(c.card, file));
      } catch {
        failures++;
      }
    }
  }
  return { definitions, failures };
}

/** Every ability-like range of the edited source, to link log lines back to the editor. */
function abilityRanges(cards: readonly Card[]): Range[] {
  const ranges: Range[] = [];
  for (const c of cards) {
    for (const k of c.keywords) ranges.push(k.range);
    for (const a of c.abilities) ranges.push(a.range);
    if (c.body) ranges.push(c.body.range);
    ranges.push(c.range);
  }
  return ranges;
}

function spanOf(r: Range): SpanData {
  return { startLine: r.start.line, startColumn: r.start.column, endLine: r.end.line, endColumn: r.end.column };
}

/** The innermost range that starts at (or else contains) the position. */
function rangeAt(ranges: readonly Range[], line: number, column: number): Range | null {
  const exact = ranges.find((r) => r.start.line === line && r.start.column === column);
  if (exact) return exact;
  const before = (a: { line: number; column: number }, b: { line: number; column: number }): boolean => a.line < b.line || (a.line === b.line && a.column <= b.column);
  let best: Range | null = null;
  for (const r of ranges) {
    if (!before(r.start, { line, column }) || !before({ line, column }, r.end)) continue;
    if (best === null || before(best.start, r.start)) best = r;
  }
  return best;
}

// ---------------------------------------------------------------- the board

function pick<T>(rng: Rng, from: readonly T[], n: number): T[] {
  const copy = [...from];
  rng.shuffle(copy);
  return copy.slice(0, n);
}

/** A small prepared board: the edited card in player 1's hand, the rest (two characters and a location each side…) dealt from the library by the seed. */
function deal(seed: number, edited: CardDefinition, defs: readonly CardDefinition[]): Game {
  const rng = new Rng(seed);
  const others = defs.filter((d) => d.id !== edited.id);
  const characters = others.filter((d) => d.type === "character");
  const mine = pick(rng, characters, 2);
  const theirs = pick(rng, characters, 2);
  // A location, so moving is one of the turn actions.
  const location = pick(rng, others.filter((d) => d.type === "location"), 1);
  return Game.scenario({
    seed,
    active: 0,
    turn: 3,
    players: [
      {
        hand: [edited, ...pick(rng, others, 2)],
        play: [...mine.map((card) => ({ card, dry: true })), ...location],
        inkwell: Math.max(7, edited.cost + 2),
        deck: pick(rng, others, 10),
      },
      {
        hand: pick(rng, others, 3),
        play: theirs.map((card, i) => ({ card, dry: true, exerted: i === 0 })),
        inkwell: 4,
        deck: pick(rng, others, 10),
      },
    ],
  });
}

// ---------------------------------------------------------------- views

function chip(game: Game, c: CardInstance, editedId: string): CardChip {
  const isCharacter = c.def.type === "character";
  const inPlay = c.zone === "play";
  return {
    uid: c.uid,
    name: game.engine.cardName(c),
    type: c.def.type,
    cost: c.def.cost,
    exerted: c.exerted,
    damage: c.damage,
    dry: inPlay ? c.dry : true,
    strength: isCharacter ? (inPlay ? strengthOf(game.engine, c) : (c.def.strength ?? null)) : null,
    willpower: isCharacter || c.def.type === "location" ? (inPlay ? willpowerOf(game.engine, c) : (c.def.willpower ?? null)) : null,
    lore: isCharacter || c.def.type === "location" ? (inPlay ? loreOf(game.engine, c) : (c.def.lore ?? null)) : null,
    at: c.location ? game.engine.cardName(c.location) : null,
    edited: c.def.id === editedId,
  };
}

function decisionView(d: Decision, ranges: readonly Range[]): DecisionView {
  const range = d.source !== undefined && d.source.file === editorFile ? rangeAt(ranges, d.source.line, d.source.column) : null;
  return {
    id: d.id,
    player: d.player,
    kind: d.kind,
    prompt: d.prompt,
    options: d.options.map((o) => o.label),
    actions: d.options.map((o) => o.action ?? null),
    min: d.min,
    max: d.max,
    ordered: d.ordered,
    source: range ? spanOf(range) : null,
  };
}

function logLine(e: LogEntry, ranges: readonly Range[]): LogLineView {
  const fromEditor = e.source !== undefined && e.source.file === editorFile;
  const range = fromEditor && e.source ? rangeAt(ranges, e.source.line, e.source.column) : null;
  return { seq: e.seq, turn: e.turn, text: e.text, rule: e.rule ?? null, file: e.source?.file ?? null, range: range ? spanOf(range) : null };
}

// ---------------------------------------------------------------- session

interface Session {
  readonly game: Game;
  readonly start: SandboxStart;
  readonly editedId: string;
  readonly cardLabel: string;
  readonly ranges: readonly Range[];
  readonly answers: (readonly number[])[];
  readonly opponent: RandomAgent;
}

let session: Session | null = null;

function state(s: Session, problem: string | null): SandboxState {
  const g = s.game;
  const players: PlayerView[] = g.players().map((p) => ({
    name: p.name,
    lore: p.lore,
    hand: p.hand.map((c) => chip(g, c, s.editedId)),
    play: p.play.map((c) => chip(g, c, s.editedId)),
    inkReady: p.inkwell.filter((c) => !c.exerted).length,
    inkTotal: p.inkwell.length,
    deck: p.deck.length,
    discard: p.discard.map((c) => chip(g, c, s.editedId)),
  }));
  const pending = g.pendingDecision();
  return {
    type: "state",
    seed: s.start.seed,
    card: s.cardLabel,
    players,
    active: g.engine.active,
    turn: g.engine.turn,
    decision: pending ? decisionView(pending, s.ranges) : null,
    log: g.engine.log.entries.map((e) => logLine(e, s.ranges)),
    answers: s.answers,
    winner: g.winner,
    problem,
  };
}

/** Answers player 2's decisions with the seeded random agent while it is their turn to choose. */
function autoplay(s: Session): void {
  if (!s.start.autoOpponent) return;
  for (let guard = 0; guard < 2000; guard++) {
    const d = s.game.pendingDecision();
    if (d === null || d.player !== 1) return;
    const answer = s.opponent.choose(d, s.game);
    s.game.answer(answer);
    s.answers.push([...answer]);
  }
}

function begin(start: SandboxStart): SandboxReply {
  library ??= compileLibrary();
  const compiled = compileSource(start.source, editorFile);
  const target = compiled.cards.find((c) => c.card.id.text === start.cardId);
  if (!target) return { type: "unavailable", reason: `Card ${start.cardId} is not in the source.` };
  if (!target.ok) return { type: "unavailable", reason: `Card ${start.cardId} has errors: fix them to play it.` };
  let edited: CardDefinition;
  try {
    edited = toDefinition(target.card, editorFile);
  } catch (e) {
    return { type: "unavailable", reason: `Card ${start.cardId} could not be turned into a runtime definition: ${e instanceof Error ? e.message : String(e)}` };
  }
  const game = deal(start.seed, edited, library.definitions);
  const s: Session = {
    game,
    start,
    editedId: edited.id,
    cardLabel: `${edited.id} ${edited.name}${edited.version ? ` – ${edited.version}` : ""}`,
    ranges: abilityRanges(compiled.cards.map((c) => c.card)),
    answers: [],
    opponent: new RandomAgent(start.seed ^ 0x5eed),
  };
  session = s;
  let problem: string | null = null;
  try {
    // Replayed answers include the opponent's, so the same seed and answers give the same game.
    for (const [i, answer] of start.replay.entries()) {
      if (game.pendingDecision() === null) break;
      try {
        game.answer(answer);
        s.answers.push([...answer]);
      } catch (e) {
        problem = `Replay stopped after ${i} of ${start.replay.length} answers: ${e instanceof Error ? e.message : String(e)}`;
        break;
      }
    }
    autoplay(s);
  } catch (e) {
    problem = `The engine stopped: ${e instanceof Error ? e.message : String(e)}`;
  }
  return state(s, problem);
}

function answer(indices: readonly number[]): SandboxReply {
  const s = session;
  if (s === null) return { type: "unavailable", reason: "No game yet." };
  try {
    s.game.answer(indices);
    s.answers.push([...indices]);
    autoplay(s);
    return state(s, null);
  } catch (e) {
    return state(s, e instanceof Error ? e.message : String(e));
  }
}

addEventListener("message", (event: MessageEvent<SandboxRequest>) => {
  const request = event.data;
  let reply: SandboxReply;
  try {
    reply = request.type === "start" ? begin(request) : answer(request.answer);
  } catch (e) {
    reply = { type: "unavailable", reason: `The sandbox failed: ${e instanceof Error ? e.message : String(e)}` };
  }
  postMessage(reply);
});
