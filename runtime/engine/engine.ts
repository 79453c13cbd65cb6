import { type CardDefinition, type CardLanguage, displayName } from "../definition/card";
import type { ZoneName } from "../definition/card-query";
import type { SourcePosition } from "../definition/source-position";
import { type Answer, type Decision, type DecisionKind, type LabelSource, PendingDecision } from "./decision";
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
import { infoOf } from "./characteristics";

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
  /** Actions played while another effect resolves (6.7.8); `toBottom`: put on the bottom of the deck instead of the discard. */
  pendingActions: { card: CardInstance; controller: number; toBottom?: boolean }[] = [];
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
  /**
   * Bumped when the set of statics in force can change regardless of conditions: a card changes zone or face,
   * effect-created statics are added or removed. (Turn and challenge changes are keyed separately.)
   */
  structureVersion = 0;
  /** Some card in the game has triggered abilities that work from hand or discard (6.1.12). */
  offZoneTriggers = false;
  private turnOrders: (readonly number[])[] = [];
  private turnOrdersLost = -1;

  touch(): void {
    this.version++;
  }

  /** A mutation that can change which statics are in force (zone changes, created statics). */
  touchStructure(): void {
    this.version++;
    this.structureVersion++;
  }

  /** Whether the log records entries: callers skip building log text when it doesn't. */
  get logging(): boolean {
    return this.log.enabled;
  }

  /** The .grim position of the ability being resolved or activated, if any: log entries and decisions carry it. */
  currentSource: SourcePosition | undefined = undefined;
  /** Language of card and ability names in logs and option labels (rules always use English names). */
  language: CardLanguage | "en" = "en";

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
      playedWithShift: false,
    };
    if (zone === "play") this.touchStructure();
    else this.touch();
    if (!this.offZoneTriggers) {
      const zones = infoOf(def).triggerZones;
      this.offZoneTriggers = zones.has("hand") || zones.has("discard");
    }
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

  /** Players in turn order starting with `from`, skipping players who left the game (9.2.1). Cached: don't mutate. */
  turnOrderFrom(from: number): readonly number[] {
    let lost = 0;
    for (const pl of this.players) if (pl.lost) lost++;
    if (lost !== this.turnOrdersLost) {
      this.turnOrders = [];
      this.turnOrdersLost = lost;
    }
    const cached = this.turnOrders[from];
    if (cached !== undefined) return cached;
    const n = this.players.length;
    const out: number[] = [];
    for (let i = 0; i < n; i++) {
      const p = (from + i) % n;
      if (!this.player(p).lost) out.push(p);
    }
    this.turnOrders[from] = out;
    return out;
  }

  opponentsOf(p: number): number[] {
    return this.turnOrderFrom(p).filter((q) => q !== p);
  }

  playerName(p: number): string {
    return this.player(p).name;
  }

  /** Full name in the game's display language (English by default). */
  cardName(card: CardInstance): string {
    const n = displayName(card.def, this.language);
    return n.version === undefined ? n.name : `${n.name} - ${n.version}`;
  }

  /** Name line (no version) in the game's display language. */
  shortName(card: CardInstance): string {
    return this.language === "en" ? card.def.name : displayName(card.def, this.language).name;
  }

  /** An ability's name in the game's display language. */
  abilityName(ability: { readonly name?: string; readonly names?: { readonly [L in CardLanguage]?: string } }): string | undefined {
    return this.language === "en" ? ability.name : (ability.names?.[this.language] ?? ability.name);
  }

  label(card: CardInstance): string {
    return `${this.playerName(card.owner)}'s ${this.shortName(card)}`;
  }

  note(kind: string, text: string, extra: { rule?: string; player?: number; card?: CardInstance; source?: SourcePosition } = {}): void {
    if (!this.log.enabled) return;
    this.log.add({
      turn: this.turn,
      kind,
      text,
      ...(extra.rule === undefined ? {} : { rule: extra.rule }),
      ...(extra.player === undefined ? {} : { player: extra.player }),
      ...(extra.card === undefined ? {} : { card: this.cardName(extra.card) }),
      ...(extra.card === undefined ? {} : { uid: extra.card.uid }),
      ...(extra.source !== undefined ? { source: extra.source } : this.currentSource !== undefined ? { source: this.currentSource } : {}),
    });
  }

  /**
   * Moves a card (and, from play, its whole stack, 5.1.1.7) to a zone of its owner. It becomes a new object (7.1.6).
   * `position`: "top" | "bottom" for the deck (default top; other zones append).
   */
  moveCard(card: CardInstance, to: ZoneName, position: "top" | "bottom" = "top"): void {
    const from = card.zone;
    // Only moves into or out of play can change which statics are in force.
    if (from === "play" || to === "play") this.touchStructure();
    else this.touch();
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
    card.playedWithShift = false;
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
    this.touchStructure();
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
    card.playedWithShift = false;
    top.under.push(...inherited, card);
  }

  /**
   * Yields a decision unless it is forced (exactly one legal answer); returns the chosen indices. `labels` may be
   * built lazily (`{ count, build }`) so that nobody pays for option labels no one reads.
   */
  *decide(player: number, kind: DecisionKind, prompt: string, labels: LabelSource, min: number, max: number, ordered = false, passOption: number | null = null): Proc<readonly number[]> {
    const n = "build" in labels ? labels.count : labels.length;
    const lo = Math.min(min, n);
    const hi = Math.min(max, n);
    if (n === 0 || hi === 0) return [];
    // Forced choices (one legal answer) are not asked, except turn actions: the player always decides to end the turn.
    if (kind !== "turnAction") {
      if (!ordered && lo === n) return Array.from({ length: n }, (_, i) => i);
      if (ordered && n === 1 && lo === 1) return [0];
    }
    return yield this.newDecision(player, kind, prompt, labels, lo, hi, ordered, passOption);
  }

  /** A decision to yield directly (hot paths that are never forced, like turn actions, skip `decide`'s generator). */
  newDecision(player: number, kind: DecisionKind, prompt: string, labels: LabelSource, min: number, max: number, ordered = false, passOption: number | null = null): Decision {
    this.decisionCount++;
    return new PendingDecision(this.decisionCount, player, kind, prompt, labels, min, max, ordered, passOption, this.currentSource);
  }

  /** Options for a list of cards, labelled lazily (unique labels) and carrying each card's uid. */
  cardOptions(cards: readonly CardInstance[], label: (c: CardInstance) => string = (c) => this.shortName(c)): LabelSource {
    const list = cards.slice();
    return {
      count: list.length,
      build: () => {
        const labels = this.uniqueLabels(list.map(label));
        return labels.map((l, i) => {
          const c = list[i];
          return c === undefined ? { label: l } : { label: l, card: c.uid };
        });
      },
    };
  }

  *yesNo(player: number, prompt: string): Proc<boolean> {
    const [a] = yield* this.decide(player, "may", prompt, ["Yes", "No"], 1, 1);
    return a === 0;
  }

  /** Labels unique within a decision ("Flounder", "Flounder #2"). */
  uniqueLabels(raw: readonly string[]): string[] {
    let dup = false;
    for (let i = 1; i < raw.length && !dup; i++) for (let j = 0; j < i; j++) if (raw[i] === raw[j]) { dup = true; break; }
    if (!dup) return raw.slice();
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
