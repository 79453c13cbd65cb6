import { table, type VocabularyEntry } from "./entry";
import { pattern } from "./pattern";

/**
 * Trigger events (6.2): what a "When/Whenever [subject] …" listens for.
 * The pattern follows the subject; `subject` says whether the subject is a card or a player.
 */
export interface EventEntry extends VocabularyEntry {
  readonly subject: "card" | "player";
}

function event(id: string, subject: "card" | "player", template: string, rule: string, doc: string, example: string): EventEntry {
  return { id, subject, pattern: pattern(template), rule, doc, example };
}

export const eventEntries: readonly EventEntry[] = [
  event("play", "player", "play {what:selector}", "6.2.2", "A player plays a card: `you play this` is \"When you play this character\".", "when you play this"),
  event("quests", "card", "quests", "4.5", "The subject quests.", "whenever this quests"),
  event("challenges", "card", "challenges {target:selector?}", "4.6", "The subject challenges (optionally: a matching character).", "whenever this challenges"),
  event("challenged", "card", "is challenged", "4.6", "The subject is challenged.", "whenever this is challenged"),
  event("banished", "card", "is banished [inChallenge: in challenge]", "1.9.1.3", "The subject is banished (optionally: in a challenge).", "when this is banished"),
  event("banishes", "card", "banishes in challenge {target:selector?}", "4.6.8", "The subject banishes another character in a challenge. (The words come before the target: a selector's postfix filters would take a trailing `in`.)", "whenever this banishes in challenge other character"),
  event("sings", "card", "sings {song:selector?}", "4.8", "The subject sings a song.", "whenever this sings"),
  event("moves", "card", "moves to {location:selector?}", "4.7", "The subject moves to a location.", "whenever this moves to location"),
  event("dealt-damage", "card", "is dealt damage", "1.9.2", "Damage is dealt to the subject (not put or moved).", "whenever this is dealt damage"),
  event("chosen", "card", "is chosen [byOpponent: by opponent]", "6.1.6", "The subject is chosen for an effect.", "whenever this is chosen by opponent"),
  event("readied", "card", "is readied", "5.1.2", "The subject becomes ready.", "whenever this is readied"),
  event("exerted", "card", "is exerted", "5.1.3", "The subject becomes exerted.", "whenever this is exerted"),
  event("draws", "player", "draw", "1.12", "The player draws a card.", "whenever opponent draw"),
  event("discards", "player", "discard {what:selector?}", "7.6", "The player discards a card.", "whenever you discard"),
  event("inks", "player", "ink", "4.2", "The player puts a card into their inkwell.", "whenever you ink"),
  event("leaves-play", "card", "leaves play", "7.4", "The subject leaves play.", "when this leaves play"),
  event("returned", "card", "is returned to hand", "7.3", "The subject is returned to its player's hand.", "when this is returned to hand"),
  event("put-under", "player", "put card under {host:selector}", "8.4", "The player puts a card under the host (Boost and other effects).", "whenever you put card under this"),
  event("challenged-and-banished", "card", "is challenged and banished", "4.6.8", "The subject is banished by a challenge in which it was the challenged character.", "when this is challenged and banished"),
  event("would-be-dealt-damage", "card", "would be dealt damage", "6.5", "Replacement event: damage is about to be dealt to the subject (the body replaces it, usually with `instead`).", "whenever other character of yours would be dealt damage"),
  event("deals-damage-in-challenge", "card", "deals damage in challenge {target:selector?}", "4.6.6.2", "The subject deals damage to a card in a challenge (after Resist, only if some is dealt; 8.8.2); the event carries the damage dealt (`that much`). (The words come before the target, as for `banishes in challenge`.)", "whenever this deals damage in challenge other character"),
  event("challenges-and-banished", "card", "challenges and is banished", "4.6.8", "The subject is banished during a challenge in which it was the challenging character (`challenged character` is the other one).", "when this challenges and is banished"),
  event("removes-damage", "player", "remove damage from {target:selector}", "1.9.2.3", "The player removes 1 or more damage from a matching card (once per card).", "whenever you remove damage from character of yours"),
  event("put-into-inkwell", "card", "is put into your inkwell", "4.2", "A card is put into your inkwell by any means: inked, or put there by an effect.", "whenever card is put into your inkwell"),
  event("play-second", "player", "play second {what:selector} this turn", "6.2.2", "A player plays the second matching card of the turn (turn history: the earlier one counts even if it left play).", "whenever you play second action this turn"),
  event("chosen-for-support", "card", "is chosen for support", "8.13", "The subject is chosen as the character that gets a Support bonus.", "whenever character of yours is chosen for support"),
];

export const events = table(eventEntries);
