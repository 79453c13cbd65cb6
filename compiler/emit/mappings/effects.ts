/** Effect verb vocabulary ids → runtime `effect.*` builders (6.1, 1.9.2, 7.x). */
import type { DoStatement, Selector } from "../../../grammar/ast";
import { bool, call, num, object, str, type Code } from "../code";
import { choiceOf, EmitGap, flag, slot, type EmitScope } from "../context";
import { amountArg, cardSelector, isUpTo, playerSelector } from "../selectors";

export interface EffectMapping {
  readonly emit: (use: DoStatement, scope: EmitScope) => Code;
  /** The slot whose cards a later `that` refers to, for verbs that bind (see the vocabulary's `binds`). */
  readonly binds?: string;
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

const target = (use: DoStatement, scope: EmitScope, name = "target"): Code => cardSelector(slot(use.args, name, "selector", use.range), scope);

/** `effect.x(target)`. */
const onTarget = (builder: string): EffectMapping => ({
  binds: "target",
  emit: (use, scope) => {
    controllerOnly(use);
    return call(`effect.${builder}`, target(use, scope));
  },
});

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

export const effectMappings: Readonly<Record<string, EffectMapping>> = {
  draw: byPlayer("draw", "count"),
  discard: {
    emit: (use, scope) => {
      const count = amountArg(slot(use.args, "count", "amount", use.range), scope);
      const builder = flag(use.args, "random", use.range) ? "effect.discardRandom" : "effect.discard";
      const who = actor(use, scope);
      return who === undefined ? call(builder, count) : call(builder, count, who);
    },
  },
  "discard-chosen": {
    binds: "what",
    emit: (use) => {
      throw new EmitGap(use.verbRange, "the runtime's `effect.discard` lets the discarding player choose; it cannot discard a card chosen by the ability's controller");
    },
  },
  "deal-damage": damage("dealDamage"),
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
      controllerOnly(use);
      // Cards in an inkwell are always facedown (4.2.3.2); `facedown` only echoes the printed text.
      return flag(use.args, "exerted", use.range)
        ? call("effect.putIntoInkwell", target(use, scope), bool(true))
        : call("effect.putIntoInkwell", target(use, scope));
    },
  },
  "put-into-hand": onTarget("putIntoHand"),
  "put-on-deck": {
    binds: "target",
    emit: (use, scope) => {
      controllerOnly(use);
      const builder = choiceOf(use.args, "position", use.range) === "bottom" ? "effect.putOnBottom" : "effect.putOnTop";
      // The runtime's default is "in any order".
      return flag(use.args, "anyOrder", use.range) ? call(builder, target(use, scope)) : call(builder, target(use, scope), bool(false));
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
  reveal: onTarget("reveal"),
  "reveal-hand": {
    emit: (use) => {
      controllerOnly(use);
      return call("effect.reveal", call("select.all", object({ zone: str("hand"), owner: str("you") })));
    },
  },
  play: {
    binds: "target",
    emit: (use, scope) => {
      controllerOnly(use);
      const options = object({
        free: flag(use.args, "free", use.range) ? bool(true) : undefined,
        entersExerted: flag(use.args, "exerted", use.range) ? bool(true) : undefined,
      });
      const t = target(use, scope);
      return options.kind === "object" && options.entries.length === 0 ? call("effect.play", t) : call("effect.play", t, options);
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
  "put-damage-instead": {
    emit: (use) => {
      throw new EmitGap(use.verbRange, "'put that damage on … instead' is only the whole effect of a 'would be dealt damage' trigger");
    },
  },
  "name-card": {
    emit: (use, scope) => {
      const who = actor(use, scope);
      return who === undefined ? call("effect.nameACard", str("named")) : call("effect.nameACard", str("named"), who);
    },
  },
};
