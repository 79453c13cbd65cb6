import { table, type VocabularyEntry } from "./entry";
import { pattern } from "./pattern";

/**
 * Effect verbs (6.1, 1.9.2, 7.x): the steps of a triggered, activated or action effect.
 * A verb is written first (`deal 2 damage to chosen character`); a player other than
 * the ability's controller can be put in front (`each opponent lose 1 lore`).
 */
export interface EffectEntry extends VocabularyEntry {
  /** Whether this verb binds what it acts on as `that`/`those` for later steps. */
  readonly binds: boolean;
  /**
   * A rule with no subject that holds while a static ability applies ("Damage counters can't be
   * removed."): written only in a static ability, never as a step of an effect.
   */
  readonly staticRule: boolean;
}

function effect(id: string, template: string, rule: string, doc: string, example: string, binds = true): EffectEntry {
  return { id, pattern: pattern(template), rule, doc, example, binds, staticRule: false };
}

/** A subject-less rule of a static ability (see `staticRule`). */
function staticRule(id: string, template: string, rule: string, doc: string, example: string): EffectEntry {
  return { id, pattern: pattern(template), rule, doc, example, binds: false, staticRule: true };
}

export const effectEntries: readonly EffectEntry[] = [
  effect("draw", "draw {count:amount}", "1.12", "The player draws cards.", "draw 2", false),
  effect("discard", "discard {count:amount} [random: at random]", "7.6", "The player chooses and discards cards from hand (or at random).", "discard 1 at random", false),
  effect("discard-hand", "discard [allCards: whole] hand", "7.6", "The player discards every card in their hand.", "each player discard hand", false),
  effect("discard-chosen", "discard chosen {what:selector}", "7.6", "The player discards a card chosen by the ability's controller.", "chosen opponent discard chosen non-character card in their hand"),
  effect("deal-damage", "deal {amount:amount} damage to {target:selector}", "1.9.2", "Deals damage (modified by Resist).", "deal 3 damage to chosen character"),
  effect("put-damage", "put {amount:amount} damage on {target:selector}", "1.9.2", "Puts damage counters (not dealt: Resist does not apply).", "put 1 damage on each opposing character"),
  effect("remove-damage", "remove {amount:amount} damage from {target:selector}", "1.9.2", "Removes damage counters.", "remove up to 3 damage from chosen Princess character"),
  effect("move-damage", "move {amount:amount} damage from {source:selector} to {target:selector}", "1.9.2", "Moves damage counters from one card to another.", "move 1 damage from chosen character of yours to chosen opposing character"),
  effect("banish", "banish {target:selector}", "1.9.1.3", "Banishes cards in play.", "banish chosen item"),
  effect("return-to-hand", "return {target:selector} to hand", "7.3", "Returns cards to their owner's hand.", "return chosen opposing character with cost <= 2 to hand"),
  effect("put-into-inkwell", "ink {target:selector} [facedown: facedown] [exerted: exerted]", "7.5", "Puts cards into their owner's inkwell (facedown, optionally exerted).", "ink that facedown exerted"),
  effect("put-into-hand", "take {target:selector} into hand", "7.3", "Puts cards into their owner's hand (from the deck, discard or a looked-at set).", "take that into hand"),
  effect("put-on-deck", "place {target:selector} on (position: top=top | bottom=bottom) of deck [anyOrder: in any order]", "7.2", "Puts cards on the top or bottom of their owner's deck.", "place rest on bottom of deck in any order"),
  effect("put-on-deck-split", "split {target:selector} between top and bottom of deck [anyOrder: in any order]", "7.2", "The player puts any number of the cards on the top of their owner's deck and the others on the bottom, each group in the order they choose (\"Put any number of them on the top or the bottom of your deck in any order\").", "split those between top and bottom of deck in any order"),
  effect("search-deck", "search deck for {target:selector} [revealFound: and reveal]", "7.1.4", "The player searches their deck for a matching card (a private zone: they may fail to find it) and, if so written, reveals it; the card found is bound as `that`.", "may search deck for Madrigal character and reveal"),
  effect("shuffle-deck-top", "shuffle deck and place {target:selector} on top", "7.2", "The player shuffles their deck, then puts the card (usually the one found by a search) on top of it.", "shuffle deck and place that on top", false),
  effect("put-under", "tuck {target:selector} under {host:selector}", "8.4.2", "Puts cards facedown under another card.", "tuck top card of your deck under this"),
  effect("shuffle-into-deck", "shuffle {target:selector} into deck", "7.2", "Shuffles cards into their owner's deck.", "shuffle chosen character into deck"),
  effect("look-at-top", "look at top {count:number} of deck", "7.2", "Looks at the top cards of the deck; they are bound as `those` and the unmoved ones as `rest`.", "look at top 4 of deck"),
  effect("look-at-hand", "look at hand of {player:selector}", "7.3", "The player looks at another player's hand (only they see it).", "may look at hand of each opponent", false),
  effect("look-at-top-of", "look at top card of deck of {player:selector}", "7.2", "The player looks at the top card of another player's deck (only they see it); it is bound as `those`.", "look at top card of deck of each opponent", false),
  effect("reveal", "reveal {target:selector}", "6.1.9", "Reveals cards to all players.", "reveal top card of your deck"),
  effect("reveal-hand", "reveal hand", "6.1.9", "The player reveals their hand.", "chosen opponent reveal hand", false),
  effect("play", "play {target:selector} [free: for free] [exerted: exerted]", "4.3", "Plays a card, for free if so written; it enters play exerted if so written.", "play that for free exerted"),
  effect("replay-from-discard", "replay {target:selector} from discard [free: for free] [bottomInstead: then to bottom of deck instead of discard]", "6.1.11", "Plays again a card now in its owner's discard (the song a trigger is about is followed there, 7.1.6); with `then to bottom of deck instead of discard`, once resolved it goes to the bottom of its owner's deck instead of the discard (\"If you do, put that card on the bottom of your deck instead of into your discard\").", "may replay that from discard for free then to bottom of deck instead of discard"),
  effect("ready", "ready {target:selector}", "5.1.2", "Readies cards.", "ready chosen character"),
  effect("exert", "exert {target:selector}", "5.1.3", "Exerts cards.", "exert chosen opposing character"),
  effect("gain-lore", "gain {amount:amount} lore", "1.11", "The player gains lore.", "gain 1 lore", false),
  effect("lose-lore", "lose {amount:amount} lore", "1.11", "The player loses lore.", "each opponent lose 1 lore", false),
  effect("move-to-location", "send {target:selector} to {location:selector}", "4.7", "Moves characters to a location for free.", "send chosen character of yours to this"),
  effect("move-together", "send together {target:selector} [pair: and] {other:selector?} to same location", "4.7", "Moves characters to one location of yours for free: the characters are chosen first (`this and chosen other character of yours` for two groups), then one location, and each moves there; `that` is then the second group (\"the other character\").", "send together up to 2 chosen character of yours to same location"),
  effect("name-card", "name card", "6.1.10", "The player names a card; it is bound as `named`.", "name card", false),
  effect("pay-ink", "pay {amount:number} ink", "6.1.5", "The player pays ink ({I}) as part of an effect; before `to` it is a cost (\"you may pay 1 {I} to draw a card\").", "may { pay 1 ink } to { draw 1 }", false),
  effect("reveal-and-take", "reveal and take {target:selector} into hand", "7.2", "Reveals cards (usually among looked-at ones) and puts them into their owner's hand.", "may reveal and take chosen song among those into hand"),
  effect("floating-trigger", "floating {ability:ability} {duration:duration}", "6.2.7.1", "Creates a floating triggered ability for the duration (\"Whenever one of your characters quests this turn, …\"); `that` in its trigger is the card bound before it.", "floating { triggered whenever character of yours quests { gain 1 lore } } this turn", false),
  effect("delayed", "at end of turn {effect:block}", "6.2.7.2", "A delayed triggered ability: the block resolves once, at the end of the current turn (`that` stays the card bound before it).", "at end of turn { banish that }", false),
  staticRule("damage-cant-be-removed", "damage counters can't be removed", "1.9.2.3", "A static rule for every card: no effect can remove damage counters (nor move them, 1.9.2.4); written only in a static ability.", "damage counters can't be removed"),
  effect("put-damage-instead", "put that damage on {target:selector} instead", "6.5", "Replacement: the damage the trigger's event would deal is put (as counters, not dealt) on the target instead.", "put that damage on this instead", false),
];

export const effects = table(effectEntries);
