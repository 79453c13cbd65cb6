import type { CardDefinition, CardLanguage } from "../definition/card";
import { type Answer, type Decision, IllegalAnswerError, answerFromLabels, answerProblem } from "./decision";
import { Engine, type Proc } from "./engine";
import type { LogEntry } from "./event-log";
import type { CardInstance, PlayerState } from "./game-state";
import { draw } from "./card-moves";
import { turnsFrom } from "./turn";

/** Anything that answers decisions: scripted (tests), random (playouts), a UI. */
export interface Agent {
  choose(decision: Decision, game: Game): Answer;
}

export interface PlayerSetup {
  readonly name?: string;
  /** Deck list; shuffled at setup. */
  readonly deck: readonly CardDefinition[];
}

export interface GameOptions {
  readonly seed: number;
  readonly players: readonly PlayerSetup[];
  /** Default: chosen at random (2.2.1.1). */
  readonly firstPlayer?: number;
  /** Default 7 (2.2.1.4). */
  readonly openingHand?: number;
  /** Record the event log (default true; the bench turns it off). */
  readonly log?: boolean;
  /** Maximum number of decisions before the game is stopped (the runtime never waits forever). Default 100000. */
  readonly decisionBudget?: number;
  /** Language of card and ability names in the log and option labels (default "en"; English names are the fallback). */
  readonly language?: CardLanguage | "en";
}

export interface ScenarioCard {
  readonly card: CardDefinition;
  readonly exerted?: boolean;
  readonly damage?: number;
  /** Default true: in play since the start of the turn. */
  readonly dry?: boolean;
  /** Name of a location of the same player it is at. */
  readonly at?: string;
}

export interface ScenarioPlayer {
  readonly name?: string;
  /** Top card first; not shuffled. */
  readonly deck?: readonly CardDefinition[];
  readonly hand?: readonly CardDefinition[];
  readonly play?: readonly (CardDefinition | ScenarioCard)[];
  /** A number of ready ink cards, or explicit cards. */
  readonly inkwell?: number | readonly CardDefinition[];
  readonly discard?: readonly CardDefinition[];
  readonly lore?: number;
}

export interface ScenarioOptions {
  readonly seed?: number;
  readonly players: readonly ScenarioPlayer[];
  /** Whose turn it is (default 0). */
  readonly active?: number;
  /** "main": start in that player's Main Phase (default); "turnStart": start with their Beginning Phase. */
  readonly start?: "main" | "turnStart";
  /** Number of turns already played (default 2, so the first-turn draw skip doesn't apply). */
  readonly turn?: number;
  readonly log?: boolean;
  readonly decisionBudget?: number;
  readonly language?: CardLanguage | "en";
}

const INK_FILLER: CardDefinition = {
  id: "ink",
  type: "item",
  name: "Ink",
  cost: 0,
  inks: ["amber"],
  inkable: true,
  classifications: [],
  keywords: [],
  abilities: [],
};

/** A game of Lorcana driven step by step through declared decisions. */
export class Game {
  readonly engine: Engine;
  private readonly proc: Proc<void>;
  private pending: Decision | null = null;
  private decisions = 0;
  private readonly budget: number;

  private constructor(engine: Engine, proc: (g: Engine) => Proc<void>, budget: number) {
    this.engine = engine;
    this.budget = budget;
    this.proc = proc(engine);
    this.advance(undefined);
  }

  /** A full game: setup, mulligans, turns until someone wins (2.2). */
  static create(options: GameOptions): Game {
    const g = new Engine(options.seed, options.log ?? true);
    g.language = options.language ?? "en";
    options.players.forEach((ps, i) => {
      g.addPlayer(ps.name ?? `Player ${i + 1}`);
      for (const def of ps.deck) g.newCard(def, i, "deck");
    });
    return new Game(g, (e) => fullGame(e, options), options.decisionBudget ?? 100_000);
  }

  /** A board set up directly (for rule scenarios and tests). */
  static scenario(options: ScenarioOptions): Game {
    const g = new Engine(options.seed ?? 1, options.log ?? true);
    g.language = options.language ?? "en";
    options.players.forEach((ps, i) => {
      const pl = g.addPlayer(ps.name ?? `Player ${i + 1}`);
      for (const def of ps.deck ?? []) g.newCard(def, i, "deck");
      for (const def of ps.hand ?? []) g.newCard(def, i, "hand");
      for (const def of ps.discard ?? []) g.newCard(def, i, "discard");
      const ink = ps.inkwell ?? 0;
      if (typeof ink === "number") for (let k = 0; k < ink; k++) g.newCard(INK_FILLER, i, "inkwell");
      else for (const def of ink) g.newCard(def, i, "inkwell");
      const placed: [CardInstance, ScenarioCard][] = [];
      for (const entry of ps.play ?? []) {
        const sc: ScenarioCard = "card" in entry ? entry : { card: entry };
        const c = g.newCard(sc.card, i, "play");
        c.exerted = sc.exerted ?? false;
        c.damage = sc.damage ?? 0;
        c.dry = sc.card.type === "character" ? (sc.dry ?? true) : false;
        placed.push([c, sc]);
      }
      for (const [c, sc] of placed) if (sc.at !== undefined) c.location = pl.play.find((l) => l.def.type === "location" && l.def.name === sc.at) ?? null;
      pl.lore = ps.lore ?? 0;
    });
    g.turn = (options.turn ?? 2) - 1;
    const active = options.active ?? 0;
    g.active = active;
    g.firstPlayer = 0;
    const start = options.start ?? "main";
    return new Game(g, (e) => turnsFrom(e, active, start === "main"), options.decisionBudget ?? 100_000);
  }

  /** The decision waiting for an answer, or null when the game is over. */
  pendingDecision(): Decision | null {
    return this.pending;
  }

  /** Runs until the next decision (the engine already stops only at decisions); returns it. */
  runUntilDecision(): Decision | null {
    return this.pending;
  }

  /**
   * Answers the pending decision with option indices or labels. An illegal answer throws IllegalAnswerError and
   * leaves the decision pending (1.7.7: only that choice is rewound).
   */
  answer(answer: Answer | readonly (string | number)[] | string | number): void {
    const d = this.pending;
    if (d === null) throw new IllegalAnswerError("no decision is pending (the game is over)");
    const list = typeof answer === "string" || typeof answer === "number" ? [answer] : answer;
    const indices = answerFromLabels(d, list);
    const problem = answerProblem(d, indices);
    if (problem !== null) throw new IllegalAnswerError(`illegal answer to "${d.prompt}" (player ${d.player + 1}): ${problem}`);
    this.advance(indices);
  }

  /** Lets agents answer until the game ends or the budget is spent. */
  run(agents: Agent | readonly Agent[], afterEach?: (game: Game) => void): void {
    while (this.pending !== null) {
      const d = this.pending;
      const agent = Array.isArray(agents) ? (agents as readonly Agent[])[d.player] : (agents as Agent);
      if (agent === undefined) throw new Error(`no agent for player ${d.player + 1}`);
      this.answer(agent.choose(d, this));
      afterEach?.(this);
    }
  }

  get over(): boolean {
    return this.engine.over;
  }

  get winner(): number | null {
    return this.engine.winner;
  }

  players(): readonly PlayerState[] {
    return this.engine.players;
  }

  logLines(): string[] {
    return this.engine.log.lines();
  }

  /** Structured log entries (each with `source` when an ability caused it, and the card's `uid`). Empty when `log: false`. */
  log(): readonly LogEntry[] {
    return this.engine.log.entries;
  }

  /** The card with this `uid` (as carried by decision options and log entries), wherever it is. */
  cardByUid(uid: number): CardInstance | undefined {
    for (const pl of this.engine.players)
      for (const zone of [pl.play, pl.hand, pl.discard, pl.deck, pl.inkwell]) {
        for (const c of zone) {
          if (c.uid === uid) return c;
          for (const u of c.under) if (u.uid === uid) return u;
        }
      }
    return undefined;
  }

  /** Finds a card by name (first match) in a player's zones; for tests and UIs. */
  find(name: string, player?: number): CardInstance | undefined {
    for (const pl of this.engine.players) {
      if (player !== undefined && pl.index !== player) continue;
      for (const zone of [pl.play, pl.hand, pl.discard, pl.deck, pl.inkwell]) {
        const c = zone.find((x) => x.def.name === name || this.engine.cardName(x) === name);
        if (c !== undefined) return c;
      }
      for (const top of pl.play) {
        const c = top.under.find((x) => x.def.name === name);
        if (c !== undefined) return c;
      }
    }
    return undefined;
  }

  private advance(answer: Answer | undefined): void {
    const r = answer === undefined ? this.proc.next() : this.proc.next(answer);
    if (r.done === true) {
      this.pending = null;
      return;
    }
    this.decisions++;
    if (this.decisions > this.budget) {
      this.engine.endGame(null, `decision budget of ${this.budget} exhausted`);
      this.pending = null;
      return;
    }
    this.pending = r.value;
  }
}

function* fullGame(g: Engine, options: GameOptions): Proc<void> {
  const hand = options.openingHand ?? 7;
  const first = options.firstPlayer ?? g.rng.int(g.players.length);
  g.firstPlayer = first;
  if (g.logging) g.note("setup", `${g.playerName(first)} goes first`, { rule: "2.2.1.1" });
  for (const pl of g.players) g.rng.shuffle(pl.deck);
  for (const pl of g.players) draw(g, pl.index, hand);
  for (const p of g.turnOrderFrom(first)) {
    const pl = g.player(p);
    const picks = yield* g.decide(p, "mulligan", `${pl.name}: choose cards to put on the bottom of your deck`, g.cardOptions(pl.hand), 0, pl.hand.length);
    const cards = picks.map((i) => pl.hand[i]).filter((c): c is CardInstance => c !== undefined);
    if (cards.length === 0) continue;
    for (const c of cards) g.moveCard(c, "deck", "bottom");
    draw(g, p, cards.length);
    g.rng.shuffle(pl.deck);
    if (g.logging) g.note("mulligan", `${pl.name} alters their opening hand (${cards.length} card(s))`, { rule: "2.2.2", player: p });
  }
  g.turn = 0;
  yield* turnsFrom(g, first, false);
}
