/** Condition vocabulary ids → runtime `condition.*` builders (6.2.4, 6.4.3). */
import type { Condition, Range } from "../../../grammar/ast";
import { bool, call, num, object, str, type Code } from "../code";
import { choiceOf, EmitGap, slot, type EmitScope } from "../context";
import type { QueryBuilder } from "../query";
import { cardQuery, cardSelector } from "../selectors";

function conditionCodeOf(use: Condition, scope: EmitScope): Code {
  const mapping = conditionMappings[use.id];
  if (mapping === undefined) throw new EmitGap(use.range, `condition '${use.id}' has no emitter mapping`);
  return mapping(use, scope);
}

export type ConditionMapping = (use: Condition, scope: EmitScope) => Code;

/** "you have …" / "opponent has …": in play by default, else in the player's own zone. */
function whose(q: QueryBuilder, relation: "you" | "opponent", range: Range): Code {
  q.ensure(q.has("zone") ? "owner" : "controller", str(relation), range);
  return q.toCode();
}

function exists(use: Condition, scope: EmitScope, relation: "you" | "opponent", min: number): Code {
  const query = whose(cardQuery(slot(use.args, "what", "selector", use.range), scope), relation, use.range);
  return min === 1 ? call("condition.exists", query) : call("condition.exists", query, num(min));
}

/** "you played a song this turn": the turn's `played` events of your cards matching the selector. */
function playedByYou(use: Condition, scope: EmitScope): Code {
  const query = cardQuery(slot(use.args, "what", "selector", use.range), scope);
  query.ensure("controller", str("you"), use.range);
  return call("on.played", query.toCode());
}

const thisStates: Readonly<Record<string, readonly [string, Code]>> = {
  exerted: ["exerted", bool(true)],
  ready: ["exerted", bool(false)],
  damaged: ["damaged", bool(true)],
  here: ["atLocation", bool(true)],
};

export const conditionMappings: Readonly<Record<string, ConditionMapping>> = {
  "you-have": (use, scope) => exists(use, scope, "you", 1),
  "you-dont-have": (use, scope) => call("condition.not", exists(use, scope, "you", 1)),
  "you-have-count": (use, scope) => exists(use, scope, "you", slot(use.args, "count", "number", use.range).value),
  "opponent-has": (use, scope) => exists(use, scope, "opponent", 1),
  is: (use, scope) => {
    const subject = slot(use.args, "subject", "selector", use.range);
    const query = cardQuery(slot(use.args, "what", "selector", use.range), scope).toCode();
    if (subject.form === "fixed" && subject.id === "this") return call("condition.thisIs", query);
    return call("condition.matches", cardSelector(subject, scope), query);
  },
  "your-turn": () => call("condition.yourTurn"),
  "opponents-turn": () => call("condition.opponentsTurn"),
  "this-in-zone": (use) => {
    const zone = choiceOf(use.args, "zone", use.range);
    if (zone === undefined) throw new EmitGap(use.range, "missing zone");
    return call("condition.thisIs", object({ zone: str(zone) }));
  },
  "this-state": (use) => {
    const state = thisStates[choiceOf(use.args, "state", use.range) ?? ""];
    if (state === undefined) throw new EmitGap(use.range, "unknown state");
    return call("condition.thisIs", object({ [state[0]]: state[1] }));
  },
  both: (use, scope) =>
    call(
      "condition.and",
      conditionCodeOf(slot(use.args, "first", "condition", use.range), scope),
      conditionCodeOf(slot(use.args, "second", "condition", use.range), scope),
    ),
  "used-shift": () => call("condition.playedWithShift"),
  "used-shift-to-play": (use, scope) => call("condition.playedWithShift", cardSelector(slot(use.args, "card", "selector", use.range), scope)),
  "removed-damage-this-way": () => call("condition.didThisWay", str("damageRemoved")),
  // "an opponent has N lore": any opponent, with several.
  "opponent-lore": (use) => call("condition.opponentHasLore", str(">="), num(slot(use.args, "count", "number", use.range).value)),
  "this-in-challenge": (use) => call("condition.inChallenge", str(choiceOf(use.args, "challengeRole", use.range) === "challenging" ? "challenging" : "challenged")),
  // Each side counted from that player's point of view: "you" in the query is the player counted.
  "opponent-has-more": (use) => {
    const zone = choiceOf(use.args, "what", use.range) === "inkwell" ? "inkwell" : "hand";
    const query = object({ zone: str(zone), owner: str("you") });
    return call(
      "condition.anyPlayer",
      call("player.eachOpponent"),
      str("opponent"),
      call("condition.compare", call("amount.countFor", call("player.ref", str("opponent")), query), str(">"), call("amount.countFor", call("player.you"), query)),
    );
  },
  "you-have-more": (use, scope) => {
    const query = whose(cardQuery(slot(use.args, "what", "selector", use.range), scope), "you", use.range);
    return call(
      "condition.not",
      call(
        "condition.anyPlayer",
        call("player.eachOpponent"),
        str("opponent"),
        call("condition.compare", call("amount.countFor", call("player.ref", str("opponent")), query), str(">="), call("amount.countFor", call("player.you"), query)),
      ),
    );
  },
  "played-this-turn": (use, scope) => call("condition.happenedThisTurn", playedByYou(use, scope)),
  "played-count-this-turn": (use, scope) =>
    call("condition.happenedThisTurn", playedByYou(use, scope), num(slot(use.args, "count", "number", use.range).value)),
  "not-played-this-turn": (use, scope) => call("condition.not", call("condition.happenedThisTurn", playedByYou(use, scope))),
  "banished-in-challenge-this-turn": (use, scope) =>
    call("condition.happenedThisTurn", call("on.banished", cardQuery(slot(use.args, "what", "selector", use.range), scope).toCode(), object({ inChallenge: bool(true) }))),
  "none-quested-this-turn": (use, scope) =>
    call("condition.not", call("condition.happenedThisTurn", call("on.quests", cardQuery(slot(use.args, "what", "selector", use.range), scope).toCode()))),
  // "you have a character in play with more {S} than each opposing character": your cards in play by default.
  "you-have-stronger": (use, scope) => {
    const query = whose(cardQuery(slot(use.args, "what", "selector", use.range), scope), "you", use.range);
    return call("condition.exceedsEach", query, str("strength"), cardQuery(slot(use.args, "rival", "selector", use.range), scope).toCode());
  },
  "in-play": (use, scope) => call("condition.exists", cardQuery(slot(use.args, "what", "selector", use.range), scope).toCode()),
  "opponent-empty-hand": () =>
    call(
      "condition.anyPlayer",
      call("player.eachOpponent"),
      str("opponent"),
      call("condition.compare", call("amount.handSize", call("player.ref", str("opponent"))), str("="), call("amount.constant", num(0))),
    ),
  "no-cards-in-hand": () =>
    call("condition.compare", call("amount.handSize", call("player.you")), str("="), call("amount.constant", num(0))),
};
