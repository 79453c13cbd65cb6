/**
 * Runs one scenario on the runtime: the `given` steps build a `Game.scenario` board, each
 * `act` step answers the pending decision, each `expect` step checks a fact. An act step
 * that cannot be done (no such legal option, the wrong player's decision, the game over)
 * fails with the pending decision and stops the scenario; the runtime never waits.
 */
import type { Range, Scenario, ScenarioCardRef, ScenarioStep, SlotValue } from "../../grammar/ast";
import { Game, IllegalAnswerError, copyLimit, loreOf, strengthOf, willpowerOf, type CardDefinition, type CardInstance, type Decision, type ScenarioCard, type ScenarioPlayer } from "../../runtime";

export interface ScenarioFailure {
  readonly message: string;
  readonly range: Range;
}

export interface ScenarioResult {
  readonly file: string;
  readonly title: string;
  readonly range: Range;
  readonly passed: boolean;
  readonly failures: readonly ScenarioFailure[];
  /** The game log (empty when the board could not be set up). */
  readonly log: readonly string[];
}

/** The first player is "you", the second "opponent". */
const YOU = 0;
const OPPONENT = 1;

type Zone = "hand" | "play" | "discard" | "deck" | "inkwell";

/** A card the given steps put on the board. */
interface Placement {
  readonly player: number;
  readonly zone: Zone;
  readonly index: number;
  readonly ref: ScenarioCardRef;
}

/** Deck cards when a scenario lists none, so draws have something to draw. */
const DECK_FILLER: CardDefinition = {
  id: "scenario-deck",
  type: "character",
  name: "Deck Card",
  cost: 9,
  inks: ["amber"],
  inkable: false,
  strength: 1,
  willpower: 1,
  lore: 1,
  classifications: [],
  keywords: [],
  abilities: [],
};
const INK_FILLER: CardDefinition = { id: "scenario-ink", type: "item", name: "Ink", cost: 0, inks: ["amber"], inkable: true, classifications: [], keywords: [], abilities: [] };
const FILLER_DECK_SIZE = 5;

class StepFailure extends Error {
  constructor(
    message: string,
    readonly stop: boolean,
  ) {
    super(message);
  }
}

function arg(step: ScenarioStep, name: string): SlotValue | undefined {
  return step.args[name];
}
function choiceOf(step: ScenarioStep, name: string): string {
  const v = arg(step, name);
  return v?.kind === "choice" ? v.value : "";
}
function numberOf(step: ScenarioStep, name: string): number {
  const v = arg(step, name);
  return v?.kind === "number" ? v.value : 0;
}
function stringOf(step: ScenarioStep, name: string): string {
  const v = arg(step, name);
  return v?.kind === "string" ? v.value : "";
}
function whoOf(step: ScenarioStep, name = "who"): number {
  return choiceOf(step, name) === "opponent" ? OPPONENT : YOU;
}
function refText(ref: ScenarioCardRef): string {
  return ref.alias !== null ? `"${ref.alias}"` : (ref.id ?? "?");
}
function describeDecision(d: Decision | null): string {
  if (d === null) return "no decision is pending (the game is over)";
  return `pending: ${d.kind} "${d.prompt}" for player ${d.player + 1}; options: ${d.options.map((o) => `"${o.label}"`).join(", ")}`;
}

/** Runs a scenario whose cards are already loaded (`definitions`: card id → definition). */
export function runScenario(scenario: Scenario, file: string, definitions: ReadonlyMap<string, CardDefinition>): ScenarioResult {
  const failures: ScenarioFailure[] = [];
  const result = (log: readonly string[]): ScenarioResult => ({ file, title: scenario.title, range: scenario.range, passed: failures.length === 0, failures, log });

  // ── the board ───────────────────────────────────────────────────────────
  const players: { deck: CardDefinition[]; hand: CardDefinition[]; discard: CardDefinition[]; inkwell: CardDefinition[]; play: { -readonly [K in keyof ScenarioCard]: ScenarioCard[K] }[]; ink: number; lore: number }[] = [0, 1].map(() => ({
    deck: [],
    hand: [],
    discard: [],
    inkwell: [],
    play: [],
    ink: 0,
    lore: 0,
  }));
  const placements: Placement[] = [];
  let active = YOU;
  const placementOf = (ref: ScenarioCardRef): Placement | undefined =>
    ref.alias !== null ? placements.find((p) => p.ref.alias === ref.alias) : placements.find((p) => p.ref.id === ref.id);

  for (const step of scenario.steps) {
    if (step.phase !== "given") continue;
    const card = step.cards.card;
    const pl = players[whoOf(step)];
    if (pl === undefined) continue;
    switch (step.step) {
      case "card-in-zone": {
        const def = card?.id ? definitions.get(card.id) : undefined;
        if (card === undefined || def === undefined) {
          failures.push({ message: `Card ${card?.id ?? "?"} could not be loaded.`, range: card?.range ?? step.range });
          continue;
        }
        const zone = choiceOf(step, "zone") as Zone;
        if (zone === "play") pl.play.push({ card: def });
        else pl[zone].push(def);
        placements.push({ player: whoOf(step), zone, index: (zone === "play" ? pl.play.length : pl[zone].length) - 1, ref: card });
        break;
      }
      case "ink":
        pl.ink = numberOf(step, "n");
        break;
      case "lore":
        pl.lore = numberOf(step, "n");
        break;
      case "turn":
        active = whoOf(step, "whose");
        break;
      default: {
        // exerted, damage, fresh, at-location: the card must be in play.
        const place = card ? placementOf(card) : undefined;
        const entry = place?.zone === "play" ? players[place.player]?.play[place.index] : undefined;
        if (entry === undefined) {
          failures.push({ message: `${card ? refText(card) : "The card"} must be put in play by an earlier given step.`, range: card?.range ?? step.range });
          continue;
        }
        if (step.step === "exerted") entry.exerted = true;
        else if (step.step === "damage") entry.damage = numberOf(step, "n");
        else if (step.step === "fresh") entry.dry = false;
        else if (step.step === "at-location") {
          const loc = step.cards.location;
          const at = loc ? placementOf(loc) : undefined;
          const locDef = at?.zone === "play" ? players[at.player]?.play[at.index]?.card : undefined;
          if (locDef === undefined) failures.push({ message: `The location must be put in play by an earlier given step.`, range: loc?.range ?? step.range });
          else entry.at = locDef.name;
        }
      }
    }
  }
  if (failures.length > 0) return result([]);

  const setup: ScenarioPlayer[] = players.map((p) => ({
    deck: p.deck.length > 0 ? p.deck : Array.from({ length: FILLER_DECK_SIZE }, () => DECK_FILLER),
    hand: p.hand,
    discard: p.discard,
    inkwell: p.inkwell.length > 0 ? [...p.inkwell, ...Array.from({ length: p.ink }, () => INK_FILLER)] : p.ink,
    play: p.play,
    lore: p.lore,
  }));
  const game = Game.scenario({ seed: 1, players: setup, active, decisionBudget: 10_000 });
  const state = game.players();
  const instanceOf = (ref: ScenarioCardRef): CardInstance => {
    const place = placementOf(ref);
    const inst = place === undefined ? undefined : state[place.player]?.[place.zone][place.index];
    if (inst === undefined) throw new StepFailure(`${refText(ref)} is not on the board: put it there with a given step.`, true);
    return inst;
  };
  // Instances keep their identity when they change zone; remember them before any move.
  const instances = new Map<ScenarioCardRef, CardInstance>();
  for (const p of placements) instances.set(p.ref, instanceOf(p.ref));
  const cardOf = (step: ScenarioStep, name = "card"): CardInstance => {
    const ref = step.cards[name];
    if (ref === undefined) throw new StepFailure(`The step names no card.`, true);
    const place = placementOf(ref);
    const inst = place === undefined ? undefined : instances.get(place.ref);
    if (inst === undefined) throw new StepFailure(`${refText(ref)} is not on the board: put it there with a given step.`, true);
    return inst;
  };

  // ── labels, as the runtime writes them ──────────────────────────────────
  const engine = game.engine;
  const fullName = (c: CardInstance): string => (c.def.version === undefined ? c.def.name : `${c.def.name} - ${c.def.version}`);
  const ownerLabel = (c: CardInstance): string => `${engine.playerName(c.owner)}'s ${c.def.name}`;
  /** Option index for `base` naming card `c`: copies are told apart by "#2", "#3"… in zone order. */
  const optionFor = (d: Decision, base: string, c: CardInstance, sameLabel: (x: CardInstance) => string): number => {
    const matching = d.options.flatMap((o, i) => (o.label === base || o.label.startsWith(`${base} #`) ? [i] : []));
    if (matching.length <= 1) return matching[0] ?? -1;
    const zone = state[c.owner]?.[c.zone === "under" ? "play" : (c.zone as Zone)] ?? [];
    const ordinal = zone.filter((x) => sameLabel(x) === sameLabel(c)).indexOf(c);
    const label = ordinal <= 0 ? base : `${base} #${ordinal + 1}`;
    return d.options.findIndex((o) => o.label === label);
  };
  const pending = (): Decision => {
    const d = game.pendingDecision();
    if (d === null) throw new StepFailure(describeDecision(d), true);
    return d;
  };
  const answer = (d: Decision, indices: readonly number[], what: string): void => {
    if (indices.some((i) => i < 0)) throw new StepFailure(`${what} is not a legal option; ${describeDecision(d)}`, true);
    try {
      game.answer(indices);
    } catch (e) {
      if (e instanceof IllegalAnswerError) throw new StepFailure(e.message, true);
      throw e;
    }
  };
  const turnAction = (who: number, label: (d: Decision) => number, what: string): void => {
    const d = pending();
    if (d.kind !== "turnAction") throw new StepFailure(`Cannot ${what}: a choice must be answered first; ${describeDecision(d)}`, true);
    if (d.player !== who) throw new StepFailure(`Cannot ${what}: it is player ${d.player + 1}'s turn action; ${describeDecision(d)}`, true);
    answer(d, [label(d)], what);
  };
  const choiceLabelIndex = (d: Decision, c: CardInstance): number => {
    const inPlay = c.zone === "play";
    const candidates: [string, (x: CardInstance) => string][] = [
      [inPlay ? ownerLabel(c) : `${ownerLabel(c)} (${c.zone})`, (x) => (x.zone === "play" ? ownerLabel(x) : `${ownerLabel(x)} (${x.zone})`)],
      [c.def.name, (x) => x.def.name],
      [fullName(c), fullName],
    ];
    for (const [base, same] of candidates) {
      const i = optionFor(d, base, c, same);
      if (i >= 0) return i;
    }
    return -1;
  };
  const choice = (): Decision => {
    const d = pending();
    if (d.kind === "turnAction") throw new StepFailure(`Nothing to choose: ${describeDecision(d)}`, true);
    return d;
  };

  // ── act and expect ──────────────────────────────────────────────────────
  /**
   * A choice with one legal answer is made without asking, and logged ("Player 1 chooses
   * Player 2's Cinderella"). `choose` steps consume those log lines in order, so a step
   * naming the card a forced choice picked passes.
   */
  let chooseCursor = 0;
  const choiceLabels = (c: CardInstance): string[] => [`chooses ${ownerLabel(c)}`];
  const findChosen = (c: CardInstance): number => {
    const lines = game.logLines();
    for (let i = chooseCursor; i < lines.length; i++) if (choiceLabels(c).some((l) => lines[i]?.includes(l) === true)) return i;
    return -1;
  };
  const consumeChosen = (...cards: CardInstance[]): void => {
    for (const c of cards) {
      const i = findChosen(c);
      if (i >= 0) chooseCursor = i + 1;
    }
  };
  /** Was the card offered by the pending choice, or picked by a forced one? */
  const offeredNow = (c: CardInstance): boolean => {
    const d = game.pendingDecision();
    if (d !== null && d.kind !== "turnAction") return choiceLabelIndex(d, c) >= 0;
    return findChosen(c) >= 0;
  };

  const act = (step: ScenarioStep): void => {
    const who = whoOf(step);
    switch (step.step) {
      case "play": {
        const c = cardOf(step);
        return turnAction(who, (d) => optionFor(d, `Play ${fullName(c)}`, c, fullName), `play ${fullName(c)}`);
      }
      case "shift": {
        const c = cardOf(step);
        const t = cardOf(step, "target");
        return turnAction(who, (d) => d.options.findIndex((o) => o.label === `Shift ${fullName(c)} onto ${fullName(t)}`), `shift ${fullName(c)} onto ${fullName(t)}`);
      }
      case "sing": {
        const song = cardOf(step, "song");
        const singer = cardOf(step, "singer");
        return turnAction(who, (d) => d.options.findIndex((o) => o.label === `Sing ${song.def.name} with ${fullName(singer)}`), `sing ${song.def.name} with ${fullName(singer)}`);
      }
      case "ink": {
        const c = cardOf(step);
        return turnAction(who, (d) => optionFor(d, `Ink ${c.def.name}`, c, (x) => x.def.name), `ink ${c.def.name}`);
      }
      case "quest": {
        const c = cardOf(step);
        return turnAction(who, (d) => optionFor(d, `Quest with ${fullName(c)}`, c, fullName), `quest with ${fullName(c)}`);
      }
      case "challenge": {
        const c = cardOf(step);
        const t = cardOf(step, "target");
        return turnAction(who, (d) => d.options.findIndex((o) => o.label === `Challenge ${ownerLabel(t)} with ${fullName(c)}`), `challenge ${ownerLabel(t)} with ${fullName(c)}`);
      }
      case "use": {
        const c = cardOf(step);
        const name = stringOf(step, "ability");
        return turnAction(who, (d) => optionFor(d, `Activate ${c.def.name}: ${name}`, c, (x) => x.def.name), `use "${name}" of ${c.def.name}`);
      }
      case "move": {
        const c = cardOf(step);
        const loc = cardOf(step, "location");
        return turnAction(who, (d) => d.options.findIndex((o) => o.label === `Move ${fullName(c)} to ${fullName(loc)}`), `move ${fullName(c)} to ${fullName(loc)}`);
      }
      case "pass": {
        const d = pending();
        return turnAction(d.player, (dd) => dd.options.findIndex((o) => o.label === "End turn"), "pass the turn");
      }
      case "choose": {
        const c = cardOf(step);
        // A choice the runtime already made (logged, not yet matched by a step) comes first.
        const forced = findChosen(c);
        if (forced >= 0) {
          chooseCursor = forced + 1;
          return;
        }
        const d = choice();
        answer(d, [choiceLabelIndex(d, c)], ownerLabel(c));
        return consumeChosen(c);
      }
      case "choose-two": {
        const a = cardOf(step);
        const b = cardOf(step, "other");
        const first = findChosen(a);
        const second = findChosen(b);
        if (first >= 0 && second >= 0) {
          chooseCursor = Math.max(first, second) + 1;
          return;
        }
        const d = choice();
        answer(d, [choiceLabelIndex(d, a), choiceLabelIndex(d, b)], `${ownerLabel(a)} and ${ownerLabel(b)}`);
        return consumeChosen(a, b);
      }
      case "put-first": {
        const d = choice();
        if (d.kind !== "order") throw new StepFailure(`No ordering is pending; ${describeDecision(d)}`, true);
        const c = cardOf(step);
        const first = choiceLabelIndex(d, c);
        return answer(d, [first, ...d.options.flatMap((_, i) => (i === first ? [] : [i]))], `${ownerLabel(c)} first`);
      }
      case "keep-order": {
        const d = choice();
        if (d.kind !== "order") throw new StepFailure(`No ordering is pending; ${describeDecision(d)}`, true);
        return answer(d, d.options.map((_, i) => i), "The offered order");
      }
      case "choose-nothing":
        return answer(choice(), [], "Choosing nothing");
      case "choose-option": {
        const d = choice();
        if (d.kind !== "chooseOption") throw new StepFailure(`No "choose one" is pending; ${describeDecision(d)}`, true);
        const n = numberOf(step, "n");
        return answer(d, [n >= 1 && n <= d.options.length ? n - 1 : -1], `Option ${n}`);
      }
      case "accept":
      case "decline": {
        const d = choice();
        if (d.kind !== "may") throw new StepFailure(`No "may" is pending; ${describeDecision(d)}`, true);
        return answer(d, [d.options.findIndex((o) => o.label === (step.step === "accept" ? "Yes" : "No"))], step.step);
      }
      case "answer": {
        const d = pending();
        const text = stringOf(step, "label");
        const exact = d.options.findIndex((o) => o.label === text);
        const partial = d.options.flatMap((o, i) => (o.label.includes(text) ? [i] : []));
        return answer(d, [exact >= 0 ? exact : partial.length === 1 ? (partial[0] ?? -1) : -1], `"${text}"`);
      }
    }
    throw new StepFailure(`Unknown act step ${step.step}.`, true);
  };

  const expectFact = (step: ScenarioStep): void => {
    const fail = (message: string): never => {
      throw new StepFailure(message, false);
    };
    const n = numberOf(step, "n");
    const player = state[whoOf(step)];
    switch (step.step) {
      case "damage": {
        const c = cardOf(step);
        if (c.damage !== n) fail(`${ownerLabel(c)} has ${c.damage} damage, not ${n}.`);
        return;
      }
      case "stat": {
        const c = cardOf(step);
        const v = arg(step, "stat");
        const stat = v?.kind === "stat" ? v.stat : "strength";
        const value = stat === "strength" ? strengthOf(engine, c) : stat === "willpower" ? willpowerOf(engine, c) : loreOf(engine, c);
        if (value !== n) fail(`${ownerLabel(c)} has ${stat} ${value}, not ${n}.`);
        return;
      }
      case "zone": {
        const c = cardOf(step);
        const zone = choiceOf(step, "zone");
        if (c.zone !== zone) fail(`${ownerLabel(c)} is in ${c.zone}, not in ${zone}.`);
        return;
      }
      case "deck-position": {
        const c = cardOf(step);
        const deck = engine.player(c.owner).deck;
        const top = choiceOf(step, "position") === "top";
        const at = top ? deck[0] : deck[deck.length - 1];
        if (at !== c) fail(`${ownerLabel(c)} is not the ${top ? "top" : "bottom"} card of the deck (it is in ${c.zone}${c.zone === "deck" ? `, position ${deck.indexOf(c) + 1} of ${deck.length}` : ""}).`);
        return;
      }
      case "state": {
        const c = cardOf(step);
        const exerted = choiceOf(step, "state") === "exerted";
        if (c.exerted !== exerted) fail(`${ownerLabel(c)} is ${c.exerted ? "exerted" : "ready"}.`);
        return;
      }
      case "chosen": {
        const c = cardOf(step);
        const offered = offeredNow(c);
        const wanted = choiceOf(step, "can") === "yes";
        if (offered !== wanted) fail(`${ownerLabel(c)} ${offered ? "can" : "cannot"} be chosen; ${describeDecision(game.pendingDecision())}`);
        return;
      }
      case "can-play": {
        const c = cardOf(step);
        const d = game.pendingDecision();
        const offered = d !== null && d.kind === "turnAction" && d.player === YOU && optionFor(d, `Play ${fullName(c)}`, c, fullName) >= 0;
        const wanted = choiceOf(step, "can") === "yes";
        if (offered !== wanted) fail(`You ${offered ? "can" : "cannot"} play ${fullName(c)}; ${describeDecision(d)}`);
        return;
      }
      case "can-quest":
      case "can-challenge":
      case "can-sing": {
        const who = whoOf(step);
        const c = cardOf(step, step.step === "can-sing" ? "singer" : "card");
        const other = step.step === "can-challenge" ? cardOf(step, "target") : step.step === "can-sing" ? cardOf(step, "song") : undefined;
        const label =
          step.step === "can-quest" ? `Quest with ${fullName(c)}` : step.step === "can-sing" ? `Sing ${other?.def.name ?? ""} with ${fullName(c)}` : `Challenge ${other === undefined ? "" : ownerLabel(other)} with ${fullName(c)}`;
        const d = game.pendingDecision();
        const offered = d !== null && d.kind === "turnAction" && d.player === who && (step.step === "can-quest" ? optionFor(d, label, c, fullName) >= 0 : d.options.some((o) => o.label === label));
        const wanted = choiceOf(step, "can") === "yes";
        if (offered !== wanted) fail(`Player ${who + 1} ${offered ? "can" : "cannot"} ${label.charAt(0).toLowerCase()}${label.slice(1)}; ${describeDecision(d)}`);
        return;
      }
      case "lore":
        if (player !== undefined && player.lore !== n) fail(`${player.name} has ${player.lore} lore, not ${n}.`);
        return;
      case "ready-ink": {
        const ready = player?.inkwell.filter((c) => !c.exerted).length ?? 0;
        if (ready !== n) fail(`${player?.name ?? "The player"} has ${ready} ready ink, not ${n}.`);
        return;
      }
      case "count": {
        const zone = choiceOf(step, "zone") as Zone;
        const count = player?.[zone].length ?? 0;
        if (count !== n) fail(`${player?.name ?? "The player"} has ${count} card(s) in ${zone}, not ${n}.`);
        return;
      }
      case "must-choose": {
        const d = game.pendingDecision();
        if (d === null || d.kind === "turnAction" || d.player !== whoOf(step)) fail(`Player ${whoOf(step) + 1} has no choice to make; ${describeDecision(d)}`);
        return;
      }
      case "turn":
        if (engine.active !== whoOf(step, "whose")) fail(`It is ${engine.playerName(engine.active)}'s turn.`);
        return;
      case "deck-copies": {
        const c = cardOf(step);
        const limit = copyLimit(c.def);
        const wanted = choiceOf(step, "can") === "yes";
        if (n <= limit !== wanted) fail(`A deck can hold ${limit === Number.POSITIVE_INFINITY ? "any number of" : `at most ${limit}`} copies of ${fullName(c)}.`);
        return;
      }
      case "log": {
        const text = stringOf(step, "text");
        if (!game.logLines().some((l) => l.includes(text))) fail(`No log line mentions "${text}".`);
        return;
      }
    }
    fail(`Unknown expect step ${step.step}.`);
  };

  for (const step of scenario.steps) {
    if (step.phase === "given") continue;
    try {
      if (step.phase === "act") act(step);
      else expectFact(step);
    } catch (e) {
      if (!(e instanceof StepFailure)) throw e;
      failures.push({ message: e.message, range: step.range });
      if (e.stop) break;
    }
  }
  return result(game.logLines());
}
