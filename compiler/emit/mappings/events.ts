/** Trigger event vocabulary ids → runtime `on.*` event patterns (6.2). */
import type { EventTrigger, Selector } from "../../../grammar/ast";
import { bool, call, num, object, str, type Code } from "../code";
import { EmitGap, flag, optionalSlot, slot, type EmitScope } from "../context";
import { cardQuery, playerRelation } from "../selectors";

export type EventMapping = (use: EventTrigger, scope: EmitScope) => Code;

const subject = (use: EventTrigger, scope: EmitScope): Code => cardQuery(use.subject, scope).toCode();

/** `on.x(subject)` for events about one card. */
const about = (builder: string): EventMapping => (use, scope) => call(`on.${builder}`, subject(use, scope));

/** `on.x(subject, other?)` where the optional second card is a slot of the pattern. */
const aboutWith =
  (builder: string, name: string): EventMapping =>
  (use, scope) => {
    const other = optionalSlot(use.args, name, "selector", use.range);
    return other === undefined
      ? call(`on.${builder}`, subject(use, scope))
      : call(`on.${builder}`, subject(use, scope), cardQuery(other, scope).toCode());
  };

/** `on.x(relation)` for events about a player. */
const byPlayer = (builder: string): EventMapping => (use) => call(`on.${builder}`, str(playerRelation(use.subject)));

const isThis = (sel: Selector): boolean => sel.form === "fixed" && sel.id === "this";

export const eventMappings: Readonly<Record<string, EventMapping>> = {
  play: (use, scope) => {
    const what = slot(use.args, "what", "selector", use.range);
    const query = cardQuery(what, scope);
    const relation = playerRelation(use.subject);
    if (isThis(what)) {
      if (relation !== "you") throw new EmitGap(use.range, "only you can play this card");
    } else if (relation !== "any") {
      query.set("controller", str(relation), use.subject.range);
    }
    return call("on.played", query.toCode());
  },
  // "Whenever you play a second action in a turn": the second matching `played` event of the turn (turn history).
  "play-second": (use, scope) => {
    const query = cardQuery(slot(use.args, "what", "selector", use.range), scope);
    const relation = playerRelation(use.subject);
    if (relation !== "any") query.set("controller", str(relation), use.subject.range);
    return call("on.played", query.toCode(), num(2));
  },
  quests: about("quests"),
  challenges: aboutWith("challenges", "target"),
  challenged: about("challenged"),
  "challenged-and-banished": (use, scope) =>
    call("on.banished", subject(use, scope), object({ inChallenge: bool(true), whileChallenged: bool(true) })),
  "challenges-and-banished": (use, scope) =>
    call("on.banished", subject(use, scope), object({ inChallenge: bool(true), whileChallenging: bool(true) })),
  "removes-damage": (use, scope) =>
    call("on.damageRemoved", str(playerRelation(use.subject)), cardQuery(slot(use.args, "target", "selector", use.range), scope).toCode()),
  "put-into-inkwell": (use, scope) => {
    const query = cardQuery(use.subject, scope);
    query.ensure("owner", str("you"), use.range);
    return call("on.putIntoInkwell", query.toCode());
  },
  "would-be-dealt-damage": (use) => {
    throw new EmitGap(use.range, "'would be dealt damage' becomes a replacement ability only with 'put that damage on … instead' as its whole effect");
  },
  "chosen-for-support": (use, scope) => call("on.chosen", subject(use, scope), str("any"), str("support")),
  banished: (use, scope) =>
    flag(use.args, "inChallenge", use.range)
      ? call("on.banished", subject(use, scope), object({ inChallenge: bool(true) }))
      : call("on.banished", subject(use, scope)),
  banishes: aboutWith("banishesInChallenge", "target"),
  "deals-damage-in-challenge": aboutWith("dealsDamageInChallenge", "target"),
  sings: aboutWith("sings", "song"),
  moves: aboutWith("movesToLocation", "location"),
  "dealt-damage": about("dealtDamage"),
  chosen: (use, scope) =>
    flag(use.args, "byOpponent", use.range)
      ? call("on.chosen", subject(use, scope), str("opponent"))
      : call("on.chosen", subject(use, scope)),
  readied: about("readied"),
  exerted: about("exerted"),
  draws: byPlayer("draws"),
  discards: (use, scope) => {
    const what = optionalSlot(use.args, "what", "selector", use.range);
    if (what === undefined) return byPlayer("discards")(use, scope);
    return call("on.discards", str(playerRelation(use.subject)), cardQuery(what, scope).toCode());
  },
  inks: byPlayer("inks"),
  "leaves-play": about("leavesPlay"),
  returned: about("returnedToHand"),
  "put-under": (use, scope) => {
    const host = cardQuery(slot(use.args, "host", "selector", use.range), scope).toCode();
    const by = playerRelation(use.subject);
    // "you put a card under …" is the usual case (Boost, 8.4): the relation is written only for other players.
    return by === "you" ? call("on.cardPutUnder", host) : call("on.cardPutUnder", host, str(by));
  },
};
