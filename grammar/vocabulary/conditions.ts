import { table, type VocabularyEntry } from "./entry";
import { pattern } from "./pattern";

/** Conditions for "if", "while", "unless" and secondary trigger conditions (6.2.4, 6.4.3). */
export type ConditionEntry = VocabularyEntry;

function condition(id: string, template: string, rule: string, doc: string, example: string): ConditionEntry {
  return { id, pattern: pattern(template), rule, doc, example };
}

export const conditionEntries: readonly ConditionEntry[] = [
  condition("you-have", "you have {what:selector}", "6.4.3", "You have at least one matching card (in play unless a zone is written).", 'you have character named "Tinker Bell"'),
  condition("you-dont-have", "you don't have {what:selector}", "6.4.3", "You have no matching card (in play unless a zone is written).", 'you don\'t have Captain character'),
  condition("you-have-count", "you have {count:number} or more {what:selector}", "6.4.3", "You have at least N matching cards.", "you have 3 or more other character"),
  condition("opponent-has", "opponent has {what:selector}", "6.4.3", "An opponent has a matching card.", "opponent has exerted character"),
  condition("is", "{subject:selector} is {what:selector}", "6.1.11", "A bound or referenced card matches a description (`that is a Villain character`).", "that is a Villain character"),
  condition("your-turn", "your turn", "6.4.4", "It is your turn.", "your turn"),
  condition("opponents-turn", "opponents' turn", "6.4.4", "It is an opponent's turn.", "opponents' turn"),
  condition("this-in-zone", "this in (zone: discard=your discard | hand=your hand | play=play)", "6.1.12", "This card is in the given zone.", "this in your discard"),
  condition("this-state", "this (state: exerted=exerted | ready=ready | damaged=damaged | here=at location)", "5.1", "This card is in the given state.", "this exerted"),
  condition("this-in-challenge", "this (challengeRole: challenged=being challenged | challenging=challenging)", "4.6", "This character is the challenged (or the challenging) character of the current challenge.", "this being challenged"),
  condition("no-cards-in-hand", "you have no cards in hand", "7.3", "Your hand is empty.", "you have no cards in hand"),
  condition("both", "both {first:condition} and {second:condition}", "6.2.4", "Both conditions hold.", 'both you have character named "Dewey" and you have character named "Louie"'),
  condition("used-shift-to-play", "you used shift to play {card:selector}", "8.10", "The card (usually the one a play trigger is about) was played with Shift.", "you used shift to play that"),
  condition("removed-damage-this-way", "you removed damage this way", "6.1.8", "An earlier `remove … damage` step of this resolution removed at least 1 damage (\"If you removed damage this way, …\").", "you removed damage this way"),
  condition("used-shift", "you used shift", "8.10", "This character was played with Shift (checked for its own play trigger).", "you used shift"),
  condition("opponent-lore", "opponent has {count:number} or more lore", "1.11", "An opponent has at least N lore.", "opponent has 10 or more lore"),
  condition("opponent-has-more", "opponent has more (what: hand=cards in hand | inkwell=cards in inkwell) than you", "1.3.3", "Some opponent has more cards in their hand (or inkwell) than you.", "opponent has more cards in hand than you"),
  condition("you-have-more", "you have more {what:selector} than each opponent", "1.3.3", "You have more matching cards (in play unless a zone is written) than every opponent has of theirs.", "you have more item than each opponent"),
  condition("played-this-turn", "you played {what:selector} this turn", "6.1.13", "You played a matching card earlier this turn (turn history).", "you played a song this turn"),
  condition("played-count-this-turn", "you played {count:number} or more {what:selector} this turn", "6.1.13", "You played at least N matching cards this turn (turn history).", "you played 2 or more action this turn"),
  condition("not-played-this-turn", "you didn't play {what:selector} this turn", "6.1.13", "You played no matching card this turn (turn history).", "you didn't play a song this turn"),
  condition("banished-in-challenge-this-turn", "there was {what:selector} banished in challenge this turn", "6.1.13", "A matching card was banished in a challenge earlier this turn (turn history).", "there was opposing character banished in challenge this turn"),
  condition("none-quested-this-turn", "no {what:selector} quested this turn", "6.1.13", "No matching character has quested this turn (turn history; `other` leaves out this card).", "no other character quested this turn"),
  condition("you-have-stronger", "you have stronger {what:selector} than {rival:selector}", "1.3.3", "One of your matching characters has more {S} than every rival one (true when there is none).", "you have stronger character than each opposing character"),
  condition("in-play", "there is {what:selector}", "6.4.3", "A matching card is in play (unless a zone is written), whoever controls it.", "there is Princess or Queen character"),
  condition("opponent-empty-hand", "(who: one=opponent has | some=one or more opponents have) no cards in hand", "1.3.3", "Some opponent's hand is empty (\"an opponent has\", \"one or more opponents have\": the same test, two printed wordings).", "one or more opponents have no cards in hand"),
];

export const conditions = table(conditionEntries);
