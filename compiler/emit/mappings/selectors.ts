/**
 * Selector vocabulary (nouns, prefix filters, postfix filters, fixed selectors) →
 * runtime `CardQuery` fields, `select.*` and `player.*` builders. One table per family.
 */
import type { FilterUse, FixedSelector } from "../../../grammar/ast";
import { array, bool, call, num, object, str, type Code } from "../code";
import { choiceOf, EmitGap, optionalSlot, slot, type EmitScope } from "../context";
import type { QueryBuilder } from "../query";
import type { CardKind, PlayerRelation } from "../../../runtime";
import { keywordMappings } from "./keywords";
import { cardSelector } from "../selectors";

export interface NounMapping {
  /** The card kind it restricts to (`null`: any card; several: any of them); absent for player nouns. */
  readonly card?: CardKind | readonly CardKind[] | null;
  /** For player nouns: who it designates relative to the controller. */
  readonly player?: PlayerRelation;
}

export const nounMappings: Readonly<Record<string, NounMapping>> = {
  character: { card: "character" },
  item: { card: "item" },
  location: { card: "location" },
  action: { card: "action" },
  song: { card: "song" },
  card: { card: null },
  opponent: { player: "opponent" },
  player: { player: "any" },
  "character-or-item": { card: ["character", "item"] },
  "character-or-location": { card: ["character", "location"] },
  "location-or-character": { card: ["location", "character"] },
  "location-or-item": { card: ["location", "item"] },
  "character-or-item-or-location": { card: ["character", "item", "location"] },
};

export type FilterMapping = (query: QueryBuilder, use: FilterUse, scope: EmitScope) => void;

export const prefixFilterMappings: Readonly<Record<string, FilterMapping>> = {
  other: (q, f) => q.set("other", bool(true), f.range),
  opposing: (q, f) => q.set("controller", str("opponent"), f.range),
  exerted: (q, f) => q.set("exerted", bool(true), f.range),
  damaged: (q, f) => q.set("damaged", bool(true), f.range),
  inkable: (q, f) => q.set("inkable", bool(true), f.range),
  "non-character": (q, f) => q.set("not", object({ kind: str("character") }), f.range),
};

const comparisonOperators: Readonly<Record<string, string>> = { "at-most": "<=", "at-least": ">=", equal: "=" };

function comparison(f: FilterUse): Code {
  const compare = slot(f.args, "compare", "compare", f.range).compare;
  const op = comparisonOperators[compare];
  if (op === undefined) throw new EmitGap(f.range, `comparison '${compare}' has no runtime operator`);
  return object({ op: str(op), value: call("amount.constant", num(slot(f.args, "value", "number", f.range).value)) });
}

export const postfixFilterMappings: Readonly<Record<string, FilterMapping>> = {
  "of-yours": (q, f) => q.set("controller", str("you"), f.range),
  named: (q, f) => q.set("name", str(slot(f.args, "name", "string", f.range).value), f.range),
  "named-either": (q, f) =>
    q.set("name", array([str(slot(f.args, "name", "string", f.range).value), str(slot(f.args, "other", "string", f.range).value)]), f.range),
  "stat-compare": (q, f) => {
    const stat = slot(f.args, "stat", "stat", f.range).stat;
    if (stat === "move-cost") throw new EmitGap(f.range, "the runtime's CardQuery cannot compare a move cost");
    q.set(stat, comparison(f), f.range);
  },
  "cost-compare": (q, f) => q.set("cost", comparison(f), f.range),
  "cost-at-most-stat": (q, f, scope) => {
    const stat = slot(f.args, "stat", "stat", f.range).stat;
    if (stat === "move-cost") throw new EmitGap(f.range, "the runtime's amounts cannot read a move cost here");
    const of = cardSelector(slot(f.args, "of", "selector", f.range), scope);
    q.set("cost", object({ op: str("<="), value: call("amount.stat", of, str(stat)) }), f.range);
  },
  "stat-less-than": (q, f, scope) => {
    const stat = slot(f.args, "stat", "stat", f.range).stat;
    if (stat === "move-cost") throw new EmitGap(f.range, "the runtime's CardQuery cannot compare a move cost");
    const of = cardSelector(slot(f.args, "of", "selector", f.range), scope);
    q.set(stat, object({ op: str("<"), value: call("amount.stat", of, str(stat)) }), f.range);
  },
  "same-name-as": (q, f, scope) => q.set("sameNameAs", cardSelector(slot(f.args, "of", "selector", f.range), scope), f.range),
  "cost-at-most-cost-of": (q, f, scope) => {
    const of = cardSelector(slot(f.args, "of", "selector", f.range), scope);
    q.set("cost", object({ op: str("<="), value: call("amount.stat", of, str("cost")) }), f.range);
  },
  "with-keyword": (q, f) => {
    const kw = slot(f.args, "keyword", "keyword", f.range);
    const mapping = keywordMappings[kw.id];
    if (mapping === undefined) throw new EmitGap(kw.range, `keyword '${kw.id}' has no runtime mapping`);
    if (Object.keys(kw.args).length > 0) throw new EmitGap(kw.range, "the runtime's `keyword` filter cannot require a keyword's value");
    q.set("keyword", str(mapping.kind), f.range);
  },
  here: (q, f) => q.set("atLocation", str("this"), f.range),
  "at-location": (q, f) => q.set("atLocation", bool(true), f.range),
  "challenged-this-turn": (q, f) => q.set("challengedThisTurn", bool(true), f.range),
  "in-discard": (q, f) => q.set("zone", str("discard"), f.range).set("owner", str("you"), f.range),
  "in-any-discard": (q, f) => q.set("zone", str("discard"), f.range),
  // A chosen player is chosen first and bound as `that player` (see `statementsCode`); the cards are then theirs.
  "in-discard-of": (q, f, scope) => {
    const who = slot(f.args, "player", "selector", f.range);
    if (who.form !== "fixed" || who.id !== "that-player" || scope.thatPlayer === null) throw new EmitGap(who.range, "'in discard of' names a player chosen in the same step ('chosen opponent') or 'that player'");
    q.set("zone", str("discard"), f.range).set("ownerRef", str(scope.thatPlayer), f.range);
  },
  "in-hand": (q, f) => {
    const whose = choiceOf(f.args, "whose", f.range);
    q.set("zone", str("hand"), f.range).set("owner", str(whose === "their" ? "opponent" : "you"), f.range);
  },
  "in-inkwell": (q, f) => q.set("zone", str("inkwell"), f.range).set("owner", str("you"), f.range),
  "in-opponents-hands": (q, f) => q.set("zone", str("hand"), f.range).set("owner", str("opponent"), f.range),
  "any-classification": (q, f) => {
    const names = ["first", "second", "third", "fourth"].flatMap((name) => {
      const value = optionalSlot(f.args, name, "string", f.range);
      return value === undefined ? [] : [str(value.value)];
    });
    q.set("classification", array(names), f.range);
  },
  // Looked-at and revealed cards are still in the deck (a query looks in play by default).
  "among-those": (q, f) => {
    if (!q.has("zone")) q.set("zone", str("deck"), f.range);
    q.set("ref", str("those"), f.range);
  },
};

/**
 * Postfix filters on a player noun ("each opponent with more lore than you"): the condition each player must meet,
 * with that player bound to `player.ref(as)`.
 */
export const playerFilterMappings: Readonly<Record<string, (as: string) => Code>> = {
  "more-lore-than-you": (as) => call("condition.compare", call("amount.lore", call("player.ref", str(as))), str(">"), call("amount.lore", call("player.you"))),
};

/** A fixed selector in each role it can play; a missing role is a runtime gap. */
export interface FixedSelectorMapping {
  readonly card?: (use: FixedSelector, scope: EmitScope) => Code;
  readonly query?: (use: FixedSelector, query: QueryBuilder, scope: EmitScope) => void;
  readonly player?: (use: FixedSelector, scope: EmitScope) => Code;
  readonly relation?: PlayerRelation;
}

function thatRef(use: FixedSelector, scope: EmitScope): Code {
  if (scope.that !== null) return call("select.ref", str(scope.that));
  if (scope.thatFallback === "event-card") return call("select.eventCard");
  if (scope.thatFallback === "event-other-card") return call("select.eventOtherCard");
  throw new EmitGap(use.range, "'that' refers to nothing bound here");
}

export const fixedSelectorMappings: Readonly<Record<string, FixedSelectorMapping>> = {
  this: {
    card: () => call("select.this"),
    query: (use, q) => q.set("self", bool(true), use.range),
  },
  that: {
    card: thatRef,
    query: (use, q, scope) => {
      if (scope.that === null) throw new EmitGap(use.range, "the runtime's CardQuery can only name a card bound by an earlier step (`ref`), not the trigger's card");
      q.set("ref", str(scope.that), use.range);
    },
  },
  those: {
    card: () => call("select.ref", str("those")),
    query: (use, q) => q.set("ref", str("those"), use.range),
  },
  "named-card": {
    query: (use, q) => q.set("namedBy", str("named"), use.range),
  },
  "top-of-deck": {
    card: (use, scope) => {
      // Inside a verb another player does, "you" is that player, so "their deck" is theirs (6.1.4).
      if (choiceOf(use.args, "whose", use.range) === "their" && !scope.acting) {
        throw new EmitGap(use.range, "'their deck' needs a player doing the step ('each opponent …')");
      }
      return call("select.deckTop", call("player.you"));
    },
  },
  "top-cards-of-deck": {
    card: (use, scope) => {
      if (choiceOf(use.args, "whose", use.range) === "their" && !scope.acting) {
        throw new EmitGap(use.range, "'their deck' needs a player doing the step ('each player …')");
      }
      return call("select.deckTop", call("player.you"), num(slot(use.args, "count", "number", use.range).value));
    },
  },
  you: {
    player: () => call("player.you"),
    relation: "you",
  },
  rest: {
    // The looked-at cards still bound to `those` that no step has moved since (6.1.11).
    card: () => call("select.rest", str("those")),
  },
  "its-player": {
    player: (use, scope) => call("player.controllerOf", thatRef(use, scope)),
  },
  "that-player": {
    player: (use, scope) => {
      if (scope.thatPlayer === null) throw new EmitGap(use.range, "'that player' refers to no player chosen earlier in this ability");
      return call("player.ref", str(scope.thatPlayer));
    },
  },
  "challenging-character": {
    card: (use, scope) => eventCardFor(use, scope, { challenges: "event-card", challenged: "other", "challenged-and-banished": "other" }),
  },
  "challenging-player": {
    player: (use, scope) =>
      call("player.controllerOf", eventCardFor(use, scope, { challenges: "event-card", challenged: "other", "challenged-and-banished": "other" })),
  },
  "most-cards-in-hand": {
    // Every player whose hand is at least as big as the biggest one.
    player: () =>
      call(
        "player.where",
        call("player.eachPlayer"),
        str("player"),
        call(
          "condition.compare",
          call("amount.handSize", call("player.ref", str("player"))),
          str(">="),
          call("amount.maxOver", call("player.eachPlayer"), str("other player"), call("amount.handSize", call("player.ref", str("other player")))),
        ),
      ),
  },
  "challenged-character": {
    card: (use, scope) => eventCardFor(use, scope, { challenges: "other", challenged: "event-card", "challenges-and-banished": "other" }),
  },
  "moved-character": {
    card: (use, scope) => eventCardFor(use, scope, { moves: "event-card" }),
  },
  "discarded-character": {
    card: () => call("select.paid", str("discard")),
  },
  "banished-character": {
    card: () => call("select.paid", str("banish")),
  },
  "that-location": {
    // In a move trigger, the location moved to; otherwise the location the card bound earlier is at.
    card: (use, scope) => (scope.events.includes("moves") ? eventCardFor(use, scope, { moves: "other" }) : call("select.locationOf", thatRef(use, scope))),
  },
};

/** The event's own card or its other card, depending on which trigger the ability has. */
function eventCardFor(use: FixedSelector, scope: EmitScope, meaning: Readonly<Record<string, "event-card" | "other">>): Code {
  const found = new Set(scope.events.map((e) => meaning[e]));
  const [only] = found;
  if (found.size !== 1 || only === undefined) throw new EmitGap(use.range, `'${use.id}' needs a trigger that names that character`);
  return only === "event-card" ? call("select.eventCard") : call("select.eventOtherCard");
}
