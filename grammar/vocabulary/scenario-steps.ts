/**
 * Scenario steps: the test language written beside the cards (charter §3.6). A scenario
 * is `given` steps (the board), `act` steps (decisions answered through the runtime) and
 * `expect` steps (facts checked on the game). Each step form is one entry; the parser
 * builds the `scenarioGiven`, `scenarioAct` and `scenarioExpect` rules from them, and the
 * scenario runner (compiler/scenario/) keys its behaviour by `id`.
 *
 * A `{…:cardref}` slot is a card id (`1-200`), a name bound earlier (`"smash"`), or, in a
 * `given` step only, an id bound to a name (`1-200 as "smash"`) to tell copies apart.
 * "you" is the first player, "opponent" the second.
 */
import type { VocabularyEntry } from "./entry";
import { pattern } from "./pattern";

export type ScenarioPhase = "given" | "act" | "expect";

export interface ScenarioStepEntry extends VocabularyEntry {
  readonly phase: ScenarioPhase;
}

const zones = "zone: hand=hand | play=play | discard=discard | deck=deck | inkwell=inkwell";
const has = "who: you=you have | opponent=opponent has";

function step(phase: ScenarioPhase, id: string, template: string, rule: string, doc: string, example: string): ScenarioStepEntry {
  return { phase, id, pattern: pattern(template), rule, doc, example };
}

export const givenStepEntries: readonly ScenarioStepEntry[] = [
  step("given", "card-in-zone", `(${has}) {card:cardref} in (${zones})`, "5.1", "Puts a card in a zone of that player (deck cards are listed top first; cards in play are ready, dry and undamaged).", `given opponent has 1-3 as "cindy" in play`),
  step("given", "ink", `(${has}) {n:number} ink`, "4.3", "Gives that player this many ready cards in their inkwell (default 0).", "given you have 3 ink"),
  step("given", "lore", `(${has}) {n:number} lore`, "1.9.1", "Sets that player's lore (default 0).", "given opponent has 5 lore"),
  step("given", "exerted", "{card:cardref} is exerted", "5.4.1", "The card starts exerted.", "given 1-3 is exerted"),
  step("given", "damage", "{card:cardref} has {n:number} damage", "9.1", "The card starts with this many damage counters.", "given 1-3 has 2 damage"),
  step("given", "fresh", "{card:cardref} was played this turn", "1.7.5", "The card is not dry yet: it came into play this turn.", "given 1-3 was played this turn"),
  step("given", "at-location", "{card:cardref} is at {location:cardref}", "4.7", "The character starts at that location of the same player.", "given 1-3 is at 3-204"),
  step("given", "turn", "it is (whose: you=your | opponent=the opponent's) turn", "4.1", "Whose Main Phase the scenario starts in (default yours).", "given it is the opponent's turn"),
];

export const actStepEntries: readonly ScenarioStepEntry[] = [
  step("act", "play", "(who: you=you play | opponent=opponent plays) {card:cardref}", "4.3", "Takes the turn action of playing the card by paying its cost.", "act you play 1-200"),
  step("act", "shift", "(who: you=you shift | opponent=opponent shifts) {card:cardref} onto {target:cardref}", "8.10", "Plays the card with Shift onto the other card.", "act you shift 1-3 onto 2-3"),
  step("act", "sing", "(who: you=you sing | opponent=opponent sings) {song:cardref} with {singer:cardref}", "4.8", "Plays the song by exerting the singer.", "act you sing 1-25 with 1-3"),
  step("act", "ink", "(who: you=you ink | opponent=opponent inks) {card:cardref}", "4.2", "Puts the card into the inkwell.", "act you ink 1-200"),
  step("act", "quest", "(who: you=you quest | opponent=opponent quests) with {card:cardref}", "4.5", "Quests with the character.", "act you quest with 1-3"),
  step("act", "challenge", "(who: you=you challenge | opponent=opponent challenges) {target:cardref} with {card:cardref}", "4.6", "Challenges the target with the character.", "act you challenge 1-3 with 1-49"),
  step("act", "use", "(who: you=you use | opponent=opponent uses) {ability:string} of {card:cardref}", "6.3", "Activates the named ability of the card (paying its costs).", `act you use "I SUMMON THEE" of 1-56`),
  step("act", "move", "(who: you=you move | opponent=opponent moves) {card:cardref} to {location:cardref}", "4.7", "Moves the character to the location.", "act you move 1-3 to 3-204"),
  step("act", "pass", "pass turn", "4.4", "Ends the turn of the player whose turn it is.", "act pass turn"),
  step("act", "choose-two", "choose {card:cardref} and {other:cardref}", "6.1.3", "Answers the pending choice with two cards.", "act choose 1-3 and 1-49"),
  step("act", "choose", "choose {card:cardref}", "6.1.3", "Answers the pending choice (a target, a discard, a payment…) with the card.", "act choose 1-3"),
  step("act", "choose-nothing", "choose nothing", "6.1.3", "Answers an \"up to\" choice with no card.", "act choose nothing"),
  step("act", "choose-option", "choose option {n:number}", "6.1.9", "Answers a \"choose one\" with the n-th option (from 1).", "act choose option 2"),
  step("act", "put-first", "put {card:cardref} first", "1.7.3", "Answers an ordering of cards (\"in any order\") with this card first and the others in the order offered.", "act put 1-3 first"),
  step("act", "keep-order", "keep order", "1.7.3", "Answers an ordering of cards with the order offered.", "act keep order"),
  step("act", "accept", "accept", "6.1.4", "Answers a \"may\" with yes.", "act accept"),
  step("act", "decline", "decline", "6.1.4", "Answers a \"may\" with no.", "act decline"),
  step("act", "answer", "answer {label:string}", "1.7.3", "Answers the pending decision with the option whose label is (or uniquely contains) the text.", `act answer "CAST MY SPELL!"`),
];

export const expectStepEntries: readonly ScenarioStepEntry[] = [
  step("expect", "damage", "{card:cardref} has {n:number} damage", "9.1", "The card has exactly this many damage counters.", "expect 1-3 has 3 damage"),
  step("expect", "stat", "{card:cardref} has {stat:stat} {n:number}", "6.6", "The card's current strength, willpower or lore (with every modifier).", "expect 1-3 has strength 4"),
  step("expect", "zone", `{card:cardref} is in (${zones})`, "5.1", "The card is in that zone of its owner.", "expect 1-3 is in discard"),
  step("expect", "deck-position", "{card:cardref} is on (position: top=top | bottom=bottom) of deck", "7.2", "The card is the top (or bottom) card of its owner's deck.", "expect 1-3 is on bottom of deck"),
  step("expect", "state", "{card:cardref} is (state: exerted=exerted | ready=ready)", "5.4.1", "The card is exerted or ready.", "expect 1-3 is exerted"),
  step("expect", "chosen", "{card:cardref} (can: yes=can | no=cannot) be chosen", "1.7.3", "The pending choice offers (or does not offer) the card.", "expect 1-3 cannot be chosen"),
  step("expect", "can-play", "(can: yes=you can | no=you cannot) play {card:cardref}", "4.3", "Playing the card is (or is not) one of your legal turn actions now.", "expect you cannot play 1-200"),
  step("expect", "can-quest", "(who: you=you | opponent=opponent) (can: yes=can | no=cannot) quest with {card:cardref}", "4.5", "Questing with the character is (or is not) one of that player's legal turn actions now.", "expect opponent cannot quest with 1-3"),
  step("expect", "can-challenge", "(who: you=you | opponent=opponent) (can: yes=can | no=cannot) challenge {target:cardref} with {card:cardref}", "4.6", "Challenging the target with the character is (or is not) one of that player's legal turn actions now.", "expect you cannot challenge 1-3 with 1-49"),
  step("expect", "can-sing", "(who: you=you | opponent=opponent) (can: yes=can | no=cannot) sing {song:cardref} with {singer:cardref}", "4.8", "Singing the song with the character is (or is not) one of that player's legal turn actions now.", "expect you cannot sing 1-25 with 1-1"),
  step("expect", "lore", `(${has}) {n:number} lore`, "1.9.1", "That player's lore.", "expect you have 2 lore"),
  step("expect", "ready-ink", `(${has}) {n:number} ready ink`, "4.3", "How many ready cards that player has in their inkwell.", "expect you have 0 ready ink"),
  step("expect", "count", `(${has}) {n:number} cards in (${zones})`, "5.1", "How many cards that player has in the zone.", "expect opponent has 2 cards in hand"),
  step("expect", "must-choose", "(who: you=you | opponent=opponent) must choose", "1.7.3", "The pending decision (other than a turn action) is that player's.", "expect opponent must choose"),
  step("expect", "turn", "it is (whose: you=your | opponent=the opponent's) turn", "4.1", "Whose turn it is.", "expect it is the opponent's turn"),
  step("expect", "deck-copies", "a deck (can: yes=can | no=cannot) hold {n:number} copies of {card:cardref}", "1.10.1.1", "Deck building: a constructed deck may (or may not) hold this many copies of the card (4, unless its own text allows more).", "expect a deck cannot hold 5 copies of 1-3"),
  step("expect", "log", "log mentions {text:string}", "1.7.3", "A line of the game log contains the text.", `expect log mentions "chooses"`),
];

export const scenarioStepEntries: readonly ScenarioStepEntry[] = [...givenStepEntries, ...actStepEntries, ...expectStepEntries];
