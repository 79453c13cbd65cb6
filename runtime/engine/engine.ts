import type { CardDefinition } from "../definition/card";
import type { ZoneName } from "../definition/card-query";
import type { SourcePosition } from "../definition/source-position";
import { type Answer, type Decision, type DecisionKind } from "./decision";
import { EventLog } from "./event-log";
import type {
  BagEntry,
  CardInstance,
  CardRef,
  ChallengeState,
  CreatedReplacement,
  CreatedStatic,
  DelayedTrigger,
  FloatingTrigger,
  GameEvent,
  PendingCostReduction,
  Phase,
  PlayerState,
} from "./game-state";
import { Rng } from "./rng";

/** A rules procedure: yields decisions, receives answers. */
export type Proc<T = void> = Generator<Decision, T, Answer>;

export class GameOverSignal extends Error {
  override readonly name = "GameOverSignal";
}

/** Mutable game state plus the low-level operations every rules module uses. */
export class Engine {
  readonly players: PlayerState[] = [];
  readonly rng: Rng;
  readonly log: EventLog;
  turn = 0;
  active = 0;
  firstPlayer = 0;
  phase: Phase = "setup";
  step = "";
  bag: BagEntry[] = [];
  statics: CreatedStatic[] = [];
  replacements: CreatedReplacement[] = [];
  floating: FloatingTrigger[] = [];
  delayed: DelayedTrigger[] = [];
  costReductions: PendingCostReduction[] = [];
  challenge: ChallengeState | null = null;
  eventsThisTurn: GameEvent[] = [];
  /** Occurrences per (card, ability) this turn, for "the first time each turn". */
  triggerCounts = new Map<string, number>();
  /** Cards damaged by a character since the last GSC (1.8.1.4): victim uid → damaging card + in challenge. */
  damagedBy = new Map<number, { by: CardRef; inChallenge: boolean }>();
  /** Actions played during another resolution wait here (6.7.8.1). */
  pendingActions: { card: CardInstance; controller: number }[] = [];
  winner: number | null = null;
  over = false;
  overReason = "";
  decisionCount = 0;
  actionCount = 0;
  private nextUid = 1;
  private nextObject = 1;
  nextId = 1;
  computingStatics = 0;
  /** Bumped on every mutation; caches of derived values (statics) key on it. */
  version = 0;

  touch(): void {
    this.version++;
  }

  constructor(seed: number, logEnabled: boolean) {
    this.rng = new Rng(seed);
    this.log = new EventLog(logEnabled);
  }

  addPlayer(name: string): PlayerState {
    const p: PlayerState = {
      index: this.players.length,
      name,
      deck: [],
      hand: [],
      play: [],
      inkwell: [],
      discard: [],
      lore: 0,
      inkedThisTurn: 0,
      lost: false,
      won: false,
    };
    this.players.push(p);
    return p;
  }

  newCard(def: CardDefinition, owner: number, zone: ZoneName): CardInstance {
    const card: CardInstance = {
      uid: this.nextUid++,
      def,
      owner,
      zone,
      objectId: this.nextObject++,
      exerted: false,
      damage: 0,
      dry: false,
      location: null,
      under: [],
      faceDown: zone === "deck" || zone === "inkwell",
      usedThisTurn: new Set(),
      boostedThisTurn: false,
    };
    this.version++;
    this.zoneOf(owner, zone).push(card);
    return card;
  }

  player(index: number): PlayerState {
    const p = this.players[index];
    if (p === undefined) throw new Error(`no player ${index}`);
    return p;
  }

  zoneOf(owner: number, zone: ZoneName): CardInstance[] {
    const p = this.player(owner);
    switch (zone) {
      case "deck":
        return p.deck;
      case "hand":
        return p.hand;
      case "play":
        return p.play;
      case "inkwell":
        return p.inkwell;
      case "discard":
        return p.discard;
      case "under":
        return [];
    }
  }

  ref(card: CardInstance): CardRef {
    return { card, objectId: card.objectId };
  }

  valid(ref: CardRef): boolean {
    return ref.card.objectId === ref.objectId;
  }

  inPlay(card: CardInstance): boolean {
    return card.zone === "play" && !card.faceDown;
  }

  /** Players in turn order starting with `from`, skipping players who left the game (9.2.1). */
  turnOrderFrom(from: number): number[] {
    const n = this.players.length;
    const out: number[] = [];
    for (let i = 0; i < n; i++) {
      const p = (from + i) % n;
      if (!this.player(p).lost) out.push(p);
    }
    return out;
  }

  opponentsOf(p: number): number[] {
    return this.turnOrderFrom(p).filter((q) => q !== p);
  }

  playerName(p: number): string {
    return this.player(p).name;
  }

  cardName(card: CardInstance): string {
    return card.def.version === undefined ? card.def.name : `${card.def.name} - ${card.def.version}`;
  }

  label(card: CardInstance): string {
    return `${this.playerName(card.owner)}'s ${card.def.name}`;
  }

  note(kind: string, text: string, extra: { rule?: string; player?: number; card?: CardInstance; source?: SourcePosition } = {}): void {
    this.log.add({
      turn: this.turn,
      kind,
      text,
      ...(extra.rule === undefined ? {} : { rule: extra.rule }),
      ...(extra.player === undefined ? {} : { player: extra.player }),
      ...(extra.card === undefined ? {} : { card: this.cardName(extra.card) }),
      ...(extra.source === undefined ? {} : { source: extra.source }),
    });
  }

  /**
   * Moves a card (and, from play, its whole stack, 5.1.1.7) to a zone of its owner. It becomes a new object (7.1.6).
   * `position`: "top" | "bottom" for the deck (default top; other zones append).
   */
  moveCard(card: CardInstance, to: ZoneName, position: "top" | "bottom" = "top"): void {
    this.version++;
    const from = card.zone;
    if (from !== "under") {
      const arr = this.zoneOf(card.owner, from);
      const i = arr.indexOf(card);
      if (i >= 0) arr.splice(i, 1);
    }
    if (from === "play") {
      const stack = card.under;
      card.under = [];
      // Characters at a location that leaves play stay in play (5.6.6).
      if (card.def.type === "location") {
        for (const p of this.players) for (const c of p.play) if (c.location === card) c.location = null;
      }
      for (const below of stack) {
        below.zone = "under";
        this.place(below, to, position);
      }
    }
    card.location = null;
    card.damage = 0;
    card.exerted = false;
    card.dry = false;
    card.usedThisTurn.clear();
    card.boostedThisTurn = false;
    this.place(card, to, position);
  }

  private place(card: CardInstance, to: ZoneName, position: "top" | "bottom"): void {
    card.zone = to;
    card.objectId = this.nextObject++;
    card.faceDown = to === "deck" || to === "inkwell";
    if (to === "under") return;
    const arr = this.zoneOf(card.owner, to);
    if (to === "deck" && position === "top") arr.unshift(card);
    else arr.push(card);
  }

  /** Puts a card under another (Shift, Boost): it leaves its zone and becomes part of the stack. */
  putUnder(card: CardInstance, top: CardInstance, faceDown: boolean): void {
    this.version++;
    const arr = this.zoneOf(card.owner, card.zone);
    const i = arr.indexOf(card);
    if (i >= 0) arr.splice(i, 1);
    const inherited = card.under;
    card.under = [];
    card.zone = "under";
    card.objectId = this.nextObject++;
    card.location = null;
    card.exerted = false;
    card.damage = 0;
    card.faceDown = faceDown;
    top.under.push(...inherited, card);
  }

  /** Yields a decision unless it is forced (exactly one legal answer); returns the chosen indices. */
  *decide(player: number, kind: DecisionKind, prompt: string, labels: readonly string[], min: number, max: number, ordered = false): Proc<number[]> {
    const lo = Math.min(min, labels.length);
    const hi = Math.min(max, labels.length);
    if (labels.length === 0 || hi === 0) return [];
    // Forced choices (one legal answer) are not asked, except turn actions: the player always decides to end the turn.
    if (kind !== "turnAction") {
      if (!ordered && lo === labels.length) return labels.map((_, i) => i);
      if (ordered && labels.length === 1 && lo === 1) return [0];
    }
    this.decisionCount++;
    const decision: Decision = {
      id: this.decisionCount,
      player,
      kind,
      prompt,
      options: labels.map((label) => ({ label })),
      min: lo,
      max: hi,
      ordered,
    };
    const answer = yield decision;
    return [...answer];
  }

  *yesNo(player: number, prompt: string): Proc<boolean> {
    const [a] = yield* this.decide(player, "may", prompt, ["Yes", "No"], 1, 1);
    return a === 0;
  }

  /** Labels unique within a decision ("Flounder", "Flounder #2"). */
  uniqueLabels(raw: readonly string[]): string[] {
    if (new Set(raw).size === raw.length) return [...raw];
    const seen = new Map<string, number>();
    return raw.map((l) => {
      const n = (seen.get(l) ?? 0) + 1;
      seen.set(l, n);
      return n === 1 ? l : `${l} #${n}`;
    });
  }

  recordEvent(e: GameEvent): void {
    this.eventsThisTurn.push(e);
  }

  endGame(winner: number | null, reason: string): void {
    if (this.over) return;
    this.over = true;
    this.winner = winner;
    this.overReason = reason;
    this.phase = "over";
    if (winner !== null) this.player(winner).won = true;
    this.note("gameOver", winner === null ? `Game over: ${reason}` : `${this.playerName(winner)} wins: ${reason}`);
  }
}
