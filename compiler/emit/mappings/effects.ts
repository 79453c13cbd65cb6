/** Effect verb vocabulary ids → runtime `effect.*` builders (6.1, 1.9.2, 7.x). */
import type { DoStatement, Selector } from "../../../grammar/ast";
import { array, bool, call, num, object, str, type Code } from "../code";
import { choiceOf, EmitGap, flag, optionalSlot, slot, type EmitScope } from "../context";
import { amountArg, cardSelector, generalQuery, isUpTo, playerSelector } from "../selectors";
import { floatingAbilityCode } from "../abilities";
import { durationCode } from "../conditions";
import { statementsCode } from "../statements";

export interface EffectMapping {
  readonly emit: (use: DoStatement, scope: EmitScope) => Code;
  /** The slot whose cards a later `that` refers to, for verbs that bind (see the vocabulary's `binds`). */
  readonly binds?: string;
  /** The step itself binds the card it finds as `that` for the later steps (a search: no earlier selection can find it). */
  readonly bindsThat?: boolean;
  /** For a static rule (the vocabulary's `staticRule`): its runtime `StaticEffect`. */
  readonly static?: (use: DoStatement, scope: EmitScope) => Code;
}

const isYou = (sel: Selector | null): boolean => sel === null || (sel.form === "fixed" && sel.id === "you");

/** The acting player when it is not the controller (`each opponent lose 1 lore`), else undefined. */
function actor(use: DoStatement, scope: EmitScope): Code | undefined {
  return use.actor === null || isYou(use.actor) ? undefined : playerSelector(use.actor, scope);
}

/** Verbs whose runtime builder has no player parameter: only the controller acts. */
function controllerOnly(use: DoStatement): void {
  if (!isYou(use.actor)) throw new EmitGap(use.actor?.range ?? use.range, `the runtime's '${use.verb}' effect is always done by the ability's controller`);
}

/** The cards a verb acts on; when another player does it, "you" in the selector is that player. */
const target = (use: DoStatement, scope: EmitScope, name = "target"): Code =>
  cardSelector(slot(use.args, name, "selector", use.range), isYou(use.actor) ? scope : { ...scope, acting: true });

/** `effect.x(target[, player])`: the player who does it when not the controller. */
const onTarget = (builder: string): EffectMapping => ({
  binds: "target",
  emit: (use, scope) => {
    const who = actor(use, scope);
    return who === undefined ? call(`effect.${builder}`, target(use, scope)) : call(`effect.${builder}`, target(use, scope), who);
  },
});

/** `effect.x(target, option[, player])`: the option is written out only when a player follows or it is not the default. */
function withOption(builder: string, t: Code, option: Code, isDefault: boolean, who: Code | undefined): Code {
  if (who !== undefined) return call(`effect.${builder}`, t, option, who);
  return isDefault ? call(`effect.${builder}`, t) : call(`effect.${builder}`, t, option);
}

/** `effect.x(amount, target)`. */
const damage = (builder: string): EffectMapping => ({
  binds: "target",
  emit: (use, scope) => {
    controllerOnly(use);
    return call(`effect.${builder}`, amountArg(slot(use.args, "amount", "amount", use.range), scope), target(use, scope));
  },
});

/** `effect.x(amount[, player])` for verbs a player does. */
const byPlayer = (builder: string, name: string): EffectMapping => ({
  emit: (use, scope) => {
    const amount = amountArg(slot(use.args, name, "amount", use.range), scope);
    const who = actor(use, scope);
    return who === undefined ? call(`effect.${builder}`, amount) : call(`effect.${builder}`, amount, who);
  },
});

const drawExactly = byPlayer("draw", "count");

export const effectMappings: Readonly<Record<string, EffectMapping>> = {
  // "For each character you have here, you may draw a card": an "up to" count the player picks (`effect.drawUpTo`).
  draw: {
    emit: (use, scope) => {
      const count = slot(use.args, "count", "amount", use.range);
      if (!isUpTo(count)) return drawExactly.emit(use, scope);
      const who = actor(use, scope);
      const amount = amountArg(count, scope);
      return who === undefined ? call("effect.drawUpTo", amount) : call("effect.drawUpTo", amount, who);
    },
  },
  discard: {
    emit: (use, scope) => {
      const count = amountArg(slot(use.args, "count", "amount", use.range), scope);
      const builder = flag(use.args, "random", use.range) ? "effect.discardRandom" : "effect.discard";
      const who = actor(use, scope);
      return who === undefined ? call(builder, count) : call(builder, count, who);
    },
  },
  "discard-hand": {
    emit: (use, scope) => {
      const who = actor(use, scope);
      return who === undefined ? call("effect.discard", call("amount.all")) : call("effect.discard", call("amount.all"), who);
    },
  },
  "discard-chosen": {
    binds: "what",
    emit: (use, scope) => {
      const what = slot(use.args, "what", "selector", use.range);
      // The pattern's own "chosen" says who chooses; the selector may add a count ("chosen 2 cards").
      if (what.form !== "general" || what.determiner.kind === "each" || what.determiner.kind === "all" || (what.determiner.kind === "chosen" && what.determiner.upTo)) {
        throw new EmitGap(what.range, "discard 'chosen [N] cards …' of a player's hand");
      }
      const count = num(what.determiner.kind === "chosen" ? what.determiner.count : 1);
      const query = generalQuery(what, scope).toCode();
      const who = actor(use, scope);
      // The controller discarding a card of their choice is an ordinary discard.
      return who === undefined ? call("effect.discard", count, call("player.you"), query) : call("effect.discardChosenByController", count, who, query);
    },
  },
  // "Each opponent chooses one of their characters and deals 2 damage to them": another player may deal it.
  "deal-damage": {
    binds: "target",
    emit: (use, scope) => {
      const amount = amountArg(slot(use.args, "amount", "amount", use.range), scope);
      const who = actor(use, scope);
      return who === undefined ? call("effect.dealDamage", amount, target(use, scope)) : call("effect.dealDamage", amount, target(use, scope), who);
    },
  },
  "put-damage": damage("putDamage"),
  "remove-damage": {
    binds: "target",
    emit: (use, scope) => {
      controllerOnly(use);
      const amount = slot(use.args, "amount", "amount", use.range);
      const args = [amountArg(amount, scope), target(use, scope)];
      // The runtime removes "up to" N by default.
      return isUpTo(amount) ? call("effect.removeDamage", ...args) : call("effect.removeDamage", ...args, bool(false));
    },
  },
  "move-damage": {
    binds: "target",
    emit: (use, scope) => {
      controllerOnly(use);
      const amount = slot(use.args, "amount", "amount", use.range);
      const args = [amountArg(amount, scope), target(use, scope, "source"), target(use, scope)];
      return isUpTo(amount) ? call("effect.moveDamage", ...args, bool(true)) : call("effect.moveDamage", ...args);
    },
  },
  banish: onTarget("banish"),
  "return-to-hand": onTarget("returnToHand"),
  "put-into-inkwell": {
    binds: "target",
    emit: (use, scope) => {
      // Cards in an inkwell are always facedown (4.2.3.2); `facedown` only echoes the printed text.
      const exerted = flag(use.args, "exerted", use.range);
      return withOption("putIntoInkwell", target(use, scope), bool(exerted), !exerted, actor(use, scope));
    },
  },
  "put-into-hand": onTarget("putIntoHand"),
  "put-on-deck": {
    binds: "target",
    emit: (use, scope) => {
      const builder = choiceOf(use.args, "position", use.range) === "bottom" ? "putOnBottom" : "putOnTop";
      // The runtime's default is "in any order".
      const anyOrder = flag(use.args, "anyOrder", use.range);
      return withOption(builder, target(use, scope), bool(anyOrder), anyOrder, actor(use, scope));
    },
  },
  "put-on-deck-split": {
    binds: "target",
    emit: (use, scope) => {
      controllerOnly(use);
      const anyOrder = flag(use.args, "anyOrder", use.range);
      return anyOrder ? call("effect.putOnDeckSplit", target(use, scope)) : call("effect.putOnDeckSplit", target(use, scope), bool(false));
    },
  },
  "search-deck": {
    bindsThat: true,
    emit: (use, scope) => {
      controllerOnly(use);
      const what = slot(use.args, "target", "selector", use.range);
      if (what.form !== "general" || what.determiner.kind === "each" || what.determiner.kind === "all") throw new EmitGap(what.range, "a search finds one kind of card: write 'search deck for Madrigal character'");
      const query = generalQuery(what, scope);
      if (query.has("zone")) throw new EmitGap(what.range, "a search looks in your deck; the selector names no other zone");
      query.set("zone", str("deck"), what.range).set("owner", str("you"), what.range);
      // A private zone: the player may fail to find (7.1.4), so it is always "up to".
      const count = what.determiner.kind === "chosen" ? what.determiner.count : 1;
      const found = call("select.ref", str("that"));
      const then = flag(use.args, "revealFound", use.range) ? call("effect.reveal", found) : call("effect.noop");
      return call("effect.bind", str("that"), call("select.upTo", num(count), query.toCode()), then);
    },
  },
  "shuffle-deck-top": {
    emit: (use, scope) => {
      controllerOnly(use);
      return call("effect.sequence", call("effect.shuffleDeck"), call("effect.putOnTop", target(use, scope), bool(false)));
    },
  },
  "put-under": {
    binds: "target",
    emit: (use, scope) => {
      controllerOnly(use);
      return call("effect.putUnder", target(use, scope), target(use, scope, "host"));
    },
  },
  "shuffle-into-deck": onTarget("shuffleIntoDeck"),
  "look-at-top": {
    emit: (use, scope) => {
      const count = slot(use.args, "count", "number", use.range).value;
      const who = actor(use, scope);
      const args = [num(count), str("those")];
      return who === undefined ? call("effect.lookAtTop", ...args) : call("effect.lookAtTop", ...args, who);
    },
  },
  // "Reveal the top 3 cards of your deck. You may put each character card … into your hand": cards newly selected
  // for the controller's reveal are bound as `those` (and `rest`) for the later steps; a reference is revealed as it is.
  reveal: {
    binds: "target",
    emit: (use, scope) => {
      const cards = target(use, scope);
      const who = actor(use, scope);
      if (who !== undefined) return call("effect.reveal", cards, who);
      if (cards.kind === "call" && cards.callee === "select.ref") return call("effect.reveal", cards);
      return call("effect.bind", str("those"), cards, call("effect.reveal", call("select.ref", str("those"))));
    },
  },
  "look-at-hand": {
    emit: (use, scope) => {
      controllerOnly(use);
      return call("effect.lookAtHand", playerSelector(slot(use.args, "player", "selector", use.range), scope));
    },
  },
  "look-at-top-of": {
    emit: (use, scope) => {
      controllerOnly(use);
      return call("effect.lookAtTop", num(1), str("those"), playerSelector(slot(use.args, "player", "selector", use.range), scope));
    },
  },
  "reveal-hand": {
    emit: (use, scope) => {
      const who = actor(use, scope);
      return who === undefined ? call("effect.revealHand") : call("effect.revealHand", who);
    },
  },
  play: {
    binds: "target",
    emit: (use, scope) => {
      const options = object({
        free: flag(use.args, "free", use.range) ? bool(true) : undefined,
        entersExerted: flag(use.args, "exerted", use.range) ? bool(true) : undefined,
      });
      return withOption("play", target(use, scope), options, options.kind === "object" && options.entries.length === 0, actor(use, scope));
    },
  },
  "replay-from-discard": {
    binds: "target",
    emit: (use, scope) => {
      controllerOnly(use);
      const cards = target(use, scope);
      // The trigger's card (the song sung) is followed into the discard it went to (6.1.11).
      const followed = cards.kind === "call" && (cards.callee === "select.eventOtherCard" || cards.callee === "select.eventCard") && cards.args.length === 0 ? call(cards.callee, str("discard")) : cards;
      const options = object({
        free: flag(use.args, "free", use.range) ? bool(true) : undefined,
        thenBottomOfDeck: flag(use.args, "bottomInstead", use.range) ? bool(true) : undefined,
      });
      return call("effect.play", followed, options);
    },
  },
  ready: onTarget("ready"),
  exert: onTarget("exert"),
  "gain-lore": byPlayer("gainLore", "amount"),
  "lose-lore": {
    emit: (use, scope) => {
      const amount = amountArg(slot(use.args, "amount", "amount", use.range), scope);
      return call("effect.loseLore", amount, actor(use, scope) ?? call("player.you"));
    },
  },
  "move-to-location": {
    binds: "target",
    emit: (use, scope) => {
      controllerOnly(use);
      return call("effect.moveToLocation", target(use, scope), target(use, scope, "location"));
    },
  },
  "move-together": {
    binds: "other",
    emit: (use, scope) => {
      controllerOnly(use);
      const other = optionalSlot(use.args, "other", "selector", use.range);
      if ((other !== undefined) !== flag(use.args, "pair", use.range)) throw new EmitGap(use.range, "write both groups joined by 'and' ('this and chosen other character of yours'), or one group");
      const groups = other === undefined ? [target(use, scope)] : [target(use, scope), target(use, scope, "other")];
      // "the same location": one location of the controller's, chosen once the characters are (4.7.1).
      return call("effect.moveTogether", array(groups), call("select.chosen", object({ kind: str("location"), controller: str("you") })));
    },
  },
  "pay-ink": {
    emit: (use) => {
      controllerOnly(use);
      return call("effect.payInk", num(slot(use.args, "amount", "number", use.range).value));
    },
  },
  "reveal-and-take": {
    binds: "target",
    emit: (use, scope) => {
      controllerOnly(use);
      const cards = target(use, scope);
      if (cards.kind === "call" && cards.callee === "select.ref") return call("effect.sequence", call("effect.reveal", cards), call("effect.putIntoHand", cards));
      // Select once, then reveal and take the same cards.
      const revealed = call("select.ref", str("revealed"));
      return call("effect.bind", str("revealed"), cards, call("effect.sequence", call("effect.reveal", revealed), call("effect.putIntoHand", revealed)));
    },
  },
  "damage-cant-be-removed": {
    emit: (use) => {
      throw new EmitGap(use.verbRange, "'damage counters can't be removed' holds while a static ability applies; it is not a step");
    },
    static: () => call("staticEffect.damageCantBeRemoved"),
  },
  "put-damage-instead": {
    emit: (use) => {
      throw new EmitGap(use.verbRange, "'put that damage on … instead' is only the whole effect of a 'would be dealt damage' trigger");
    },
  },
  "floating-trigger": {
    emit: (use, scope) => {
      controllerOnly(use);
      const ability = slot(use.args, "ability", "ability", use.range).ability;
      return call("effect.floatingTrigger", floatingAbilityCode(ability, scope), durationCode(slot(use.args, "duration", "duration", use.range), scope));
    },
  },
  delayed: {
    emit: (use, scope) => {
      controllerOnly(use);
      return call("effect.delayedTrigger", str("endOfThisTurn"), statementsCode(slot(use.args, "effect", "block", use.range).statements, scope));
    },
  },
  "name-card": {
    emit: (use, scope) => {
      const who = actor(use, scope);
      return who === undefined ? call("effect.nameACard", str("named")) : call("effect.nameACard", str("named"), who);
    },
  },
};
