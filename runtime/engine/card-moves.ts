import type { ZoneName } from "../definition/card-query";
import { evalCondition } from "./condition-eval";
import { hasRestriction, playerHasRestriction, abilitiesOf } from "./characteristics";
import { matchQuery } from "./card-matching";
import { durationActive } from "./durations";
import { makeContext } from "./effect-context";
import type { Engine } from "./engine";
import type { CardInstance, CardRef, GameEvent } from "./game-state";
import { raise } from "./triggers";

/** After a card moved, triggers that looked back at it follow it to its new zone ("return this card", "that card"). */
function follow(g: Engine, card: CardInstance, oldObjectId: number, refs: CardRef[]): void {
  for (const r of refs) if (r.card === card && r.objectId === oldObjectId) r.objectId = card.objectId;
  for (const b of g.bag) if (b.source !== null && b.source.card === card && b.source.objectId === oldObjectId) b.source.objectId = card.objectId;
}

/** Moves cards from play to a zone, raising leave-play events with look-back (7.4.3). */
export function leavePlay(g: Engine, cards: readonly CardInstance[], to: ZoneName, kind: "banished" | "returnedToHand" | null, position: "top" | "bottom" = "top"): void {
  const moving = cards.filter((c) => c.zone === "play");
  if (moving.length === 0) return;
  const refs: CardRef[] = [];
  const events: GameEvent[] = [];
  for (const c of moving) {
    const r = g.ref(c);
    refs.push(r);
    const ch = g.challenge;
    const inChallenge = ch !== null && ((ch.attacker.card === c && g.valid(ch.attacker)) || (ch.defender.card === c && g.valid(ch.defender)));
    const whileChallenged = ch !== null && ch.defender.card === c && g.valid(ch.defender);
    const whileChallenging = ch !== null && ch.attacker.card === c && g.valid(ch.attacker);
    // The other character of the challenge: the challenger for the challenged one, and the reverse.
    const other = ch === null ? undefined : ch.attacker.card === c ? ch.defender : ch.defender.card === c ? ch.attacker : undefined;
    const otherRef = other === undefined ? undefined : { card: other.card, objectId: other.objectId };
    if (kind !== null) events.push({ kind, card: r, inChallenge, whileChallenged, whileChallenging, ...(otherRef && other?.card !== c ? { other: otherRef } : {}) });
    events.push({ kind: "leavesPlay", card: r });
  }
  raise(g, events);
  for (const c of moving) {
    const old = c.objectId;
    g.moveCard(c, to, position);
    follow(g, c, old, refs);
  }
}

/** "If this character would be banished, … instead" (6.5) — printed or created. Returns the zone it goes to. */
function banishDestination(g: Engine, card: CardInstance): ZoneName {
  for (const p of g.players)
    for (const src of p.play)
      for (const { ability } of abilitiesOf(g, src)) {
        if (ability.kind !== "replacement" || ability.replaces.event.kind !== "banished") continue;
        const ctx = makeContext(src.owner, g.ref(src), g.shortName(src));
        if (ability.condition !== undefined && !evalCondition(g, ability.condition, ctx)) continue;
        if (!matchQuery(g, ability.replaces.affects, card, ctx)) continue;
        const a = ability.replaces.action;
        if (a.kind === "returnToHand") return "hand";
        if (a.kind === "putIntoInkwell") return "inkwell";
      }
  for (const r of g.replacements) {
    if (r.event.kind !== "banished" || r.target.card !== card || !g.valid(r.target) || !durationActive(g, r.duration, r.controller)) continue;
    if (r.oneShot) g.replacements = g.replacements.filter((x) => x.key !== r.key);
    if (r.action.kind === "returnToHand") return "hand";
    if (r.action.kind === "putIntoInkwell") return "inkwell";
  }
  return "discard";
}

export function banish(g: Engine, cards: readonly CardInstance[], why: string): void {
  const inPlay = cards.filter((c) => c.zone === "play");
  for (const c of inPlay) g.note("banish", `${g.label(c)} is banished${why ? ` (${why})` : ""}`, { player: c.owner, card: c });
  const toDiscard = inPlay.filter((c) => banishDestination(g, c) === "discard");
  leavePlay(g, toDiscard, "discard", "banished");
  for (const c of inPlay.filter((x) => !toDiscard.includes(x))) leavePlay(g, [c], banishDestination(g, c), "banished");
}

export function returnToHand(g: Engine, cards: readonly CardInstance[]): void {
  const fromPlay = cards.filter((c) => c.zone === "play");
  for (const c of cards) g.note("returnToHand", `${g.label(c)} returns to ${g.playerName(c.owner)}'s hand`, { card: c });
  leavePlay(g, fromPlay, "hand", "returnedToHand");
  const others = cards.filter((c) => !fromPlay.includes(c) && c.zone !== "hand");
  for (const c of others) g.moveCard(c, "hand");
  raise(g, others.map((c) => ({ kind: "returnedToHand", card: g.ref(c) })));
}

/** Draw one card at a time (1.12.2); an empty deck draws nothing (FR 2.1.0: the loss is checked at end of turn). */
export function draw(g: Engine, p: number, n: number): number {
  if (n > 0 && playerHasRestriction(g, p, "cantDraw")) {
    if (g.logging) g.note("draw", `${g.playerName(p)} can't draw`, { rule: "1.2.2", player: p });
    return 0;
  }
  let drawn = 0;
  for (let i = 0; i < n; i++) {
    const card = g.player(p).deck[0];
    if (card === undefined) {
      if (g.logging) g.note("draw", `${g.playerName(p)} can't draw from an empty deck`, { rule: "1.8.1.2", player: p });
      break;
    }
    g.moveCard(card, "hand");
    drawn++;
    raise(g, [{ kind: "draws", player: p, card: g.ref(card), amount: 1 }]);
  }
  if (drawn > 0) g.note("draw", `${g.playerName(p)} draws ${drawn} card${drawn === 1 ? "" : "s"}`, { rule: "1.12", player: p });
  return drawn;
}

export function discard(g: Engine, p: number, cards: readonly CardInstance[]): void {
  if (cards.length === 0) return;
  for (const c of cards) g.moveCard(c, "discard");
  if (g.logging) g.note("discard", `${g.playerName(p)} discards ${cards.map((c) => g.shortName(c)).join(", ")}`, { rule: "7.3.4", player: p });
  const refs = cards.map((c) => g.ref(c));
  raise(g, [{ kind: "discards", player: p, amount: cards.length, cards: refs, ...(refs[0] === undefined ? {} : { card: refs[0] }) }]);
}

export function putIntoInkwell(g: Engine, card: CardInstance, exerted: boolean): void {
  if (card.zone === "play") leavePlay(g, [card], "inkwell", null);
  else g.moveCard(card, "inkwell");
  card.exerted = exerted;
  g.touch();
  if (g.logging) g.note("ink", `${g.playerName(card.owner)} puts a card into their inkwell facedown${exerted ? " and exerted" : ""}`, { rule: "4.2.3.2", player: card.owner });
  raise(g, [{ kind: "putIntoInkwell", card: g.ref(card), player: card.owner }]);
}

export function exert(g: Engine, cards: readonly CardInstance[]): void {
  const changed = cards.filter((c) => !c.exerted);
  for (const c of changed) c.exerted = true;
  g.touch();
  raise(g, changed.filter((c) => c.zone === "play").map((c) => ({ kind: "exerted", card: g.ref(c) })));
}

export function ready(g: Engine, cards: readonly CardInstance[]): void {
  const changed = cards.filter((c) => c.exerted && !(c.zone === "play" && hasRestriction(g, c, "cantReady")));
  for (const c of changed) c.exerted = false;
  g.touch();
  raise(g, changed.filter((c) => c.zone === "play").map((c) => ({ kind: "readied", card: g.ref(c) })));
}

export function gainLore(g: Engine, p: number, n: number): void {
  if (n <= 0) return;
  g.player(p).lore += n;
  g.touch();
  if (g.logging) g.note("lore", `${g.playerName(p)} gains ${n} lore (${g.player(p).lore})`, { rule: "1.11", player: p });
}

/** The player loses up to `n` lore (never below 0, 1.11.1); returns how much was lost. */
export function loseLore(g: Engine, p: number, n: number): number {
  const pl = g.player(p);
  if (n <= 0) return 0;
  if (playerHasRestriction(g, p, "cantLoseLore")) {
    if (g.logging) g.note("lore", `${pl.name} can't lose lore`, { player: p });
    return 0;
  }
  const lost = Math.min(pl.lore, n);
  pl.lore -= lost;
  g.touch();
  if (g.logging) g.note("lore", `${pl.name} loses ${lost} lore (${pl.lore})`, { rule: "1.11.1", player: p });
  return lost;
}
