/**
 * Statements → runtime effects: sequences, "may", "[A] to [B]", "[A] or [B]",
 * "If you do", "if …", "choose one", self-replacements ("instead"), and the
 * `effect.bind` that gives a later `that` the card an earlier step selected.
 */
import type { Range, Selector, Statement } from "../../grammar/ast";
import { doWith, fixedSelector } from "../../grammar/ast-copies";
import { amountChoice } from "../walk";
import { call, str, type Code } from "./code";
import { conditionCode, durationCode } from "./conditions";
import { EmitGap, optionalSlot, type EmitScope } from "./context";
import { effectMappings } from "./mappings/effects";
import { predicateMappings } from "./mappings/predicates";
import { cardSelector, playerSelector } from "./selectors";

const THAT = "that";
const THAT_PLAYER = "that player";

/** Whether any node below `value` is the fixed selector `id` (granted abilities have their own scope). */
function mentionsFixed(value: unknown, ids: ReadonlySet<string>): boolean {
  if (Array.isArray(value)) return value.some((v) => mentionsFixed(v, ids));
  if (value === null || typeof value !== "object") return false;
  const node: Record<string, unknown> = { ...value };
  // A nested ability has its own scope, except the trigger subjects of a floating ability ("whenever they challenge
  // … this turn"): they name the card bound before it.
  if (node["kind"] === "ability") return node["ability"] !== null && typeof node["ability"] === "object" && "triggers" in node["ability"] && mentionsFixed(node["ability"]["triggers"], ids);
  if (node["kind"] === "selector" && node["form"] === "fixed" && typeof node["id"] === "string" && ids.has(node["id"])) return true;
  return Object.entries(node).some(([key, child]) => key !== "range" && mentionsFixed(child, ids));
}

/** `that` and `its player` both refer to the card an earlier step selected. */
const thatIds: ReadonlySet<string> = new Set([THAT, "its-player"]);
const thatPlayerIds: ReadonlySet<string> = new Set(["that-player"]);
const freshFixedSelectors: ReadonlySet<string> = new Set(["top-of-deck", "top-cards-of-deck"]);

/** The general selector a statement selects and binds for a later `that`, if any. */
function bindingSelector(s: Statement, scope: EmitScope): Selector | undefined {
  let sel: Selector | undefined;
  if (s.kind === "do") {
    const slotName = effectMappings[s.verb]?.binds;
    sel = slotName === undefined ? amountChoice(s.args) : optionalSlot(s.args, slotName, "selector", s.range);
  } else if (s.kind === "predicate") {
    sel = s.subject;
  } else if (s.kind === "to") {
    const last = s.first[s.first.length - 1];
    sel = last === undefined ? undefined : bindingSelector(last, scope);
  }
  if (sel === undefined || scope.bound.has(sel)) return undefined;
  if (sel.form === "general") return sel.determiner.kind === "any" ? undefined : sel;
  // A fixed selector that picks new cards (the top of a deck) binds too; references don't.
  return freshFixedSelectors.has(sel.id) ? sel : undefined;
}

/** A player chosen inside a card selector ("up to 3 cards from chosen opponent's discard"), if the value holds one. */
function playerInSelector(value: unknown): Selector | undefined {
  if (Array.isArray(value)) {
    for (const v of value) {
      const found = playerInSelector(v);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value === null || typeof value !== "object") return undefined;
  const node: Record<string, unknown> = { ...value };
  // A nested ability has its own scope.
  if (node["kind"] === "ability") return undefined;
  const player: unknown = node["kind"] === "filter" && node["id"] === "in-discard-of" && node["args"] !== null && typeof node["args"] === "object" ? Object.entries(node["args"]).find(([k]) => k === "player")?.[1] : undefined;
  if (isSelector(player) && player.form === "general") return player;
  for (const [key, child] of Object.entries(node)) {
    if (key === "range") continue;
    const found = playerInSelector(child);
    if (found !== undefined) return found;
  }
  return undefined;
}

function isSelector(value: unknown): value is Selector {
  return value !== null && typeof value === "object" && "kind" in value && value.kind === "selector" && "form" in value;
}

/** A copy of `value` with the node `from` (by identity) replaced by `to`. */
function replaceNode<T>(value: T, from: object, to: object): T {
  if (value === from) return to as T;
  if (Array.isArray(value)) return value.map((v: unknown) => replaceNode(v, from, to)) as T;
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) out[key] = replaceNode(child, from, to);
  return out as T;
}

/** `that player`, bound by a step several players do, written where the acting player was. */
function thatPlayerAt(range: Range): Selector {
  return fixedSelector("that-player", {}, range);
}

/** A list of statements as one effect (`effect.sequence` when there are several). */
export function statementsCode(stmts: readonly Statement[], scope: EmitScope): Code {
  const parts: Code[] = [];
  for (let i = 0; i < stmts.length; i++) {
    const s = stmts[i];
    if (s === undefined) continue;
    // "chosen opponent reveal hand. That player discards …": the player is chosen once and bound.
    if (s.kind === "do" && s.actor !== null && s.actor.form === "general" && scope.thatPlayer === null && mentionsFixed(stmts.slice(i + 1), thatPlayerIds)) {
      const inner: EmitScope = { ...scope, thatPlayer: THAT_PLAYER };
      const rest = statementsCode([doWith(s, { actor: thatPlayerAt(s.actor.range) }), ...stmts.slice(i + 1)], inner);
      parts.push(call("effect.forEachPlayer", playerSelector(s.actor, scope), str(THAT_PLAYER), rest));
      break;
    }
    // "Choose up to 3 cards from chosen opponent's discard": the player is chosen first, then bound as `that player`.
    const chosenOwner = s.kind === "do" && scope.thatPlayer === null ? playerInSelector(s.args) : undefined;
    if (chosenOwner !== undefined) {
      const inner: EmitScope = { ...scope, thatPlayer: THAT_PLAYER };
      const bound: Selector = thatPlayerAt(chosenOwner.range);
      parts.push(call("effect.forEachPlayer", playerSelector(chosenOwner, scope), str(THAT_PLAYER), statementsCode([replaceNode(s, chosenOwner, bound), ...stmts.slice(i + 1)], inner)));
      break;
    }
    // "Each opponent may [A]. For each opponent who doesn't, [B]": per acting player, B when they decline A.
    const next = stmts[i + 1];
    if (s.kind === "do" && s.may && s.actor !== null && s.actor.form === "general" && next?.kind === "if-they-dont") {
      if (scope.thatPlayer !== null) throw new EmitGap(s.range, "'if they don't' inside a step that already names 'that player'");
      const inner: EmitScope = { ...scope, thatPlayer: THAT_PLAYER };
      const each = statementCode(doWith(s, { actor: thatPlayerAt(s.actor.range), may: false }), inner);
      const declined = call("effect.ifYouDo", call("effect.may", each, call("player.ref", str(THAT_PLAYER))), call("effect.noop"), statementsCode(next.then, scope));
      parts.push(call("effect.forEachPlayer", playerSelector(s.actor, scope), str(THAT_PLAYER), declined));
      i++;
      continue;
    }
    if (s.kind === "if-they-dont") throw new EmitGap(s.range, "'if they don't' follows a step several players may do ('each opponent may …')");
    const binding = bindingSelector(s, scope);
    // "Each opponent chooses and exerts one of their characters. Those characters …": per acting player, who chooses the card bound.
    if (binding !== undefined && s.kind === "do" && s.actor !== null && s.actor.form === "general" && scope.thatPlayer === null && mentionsFixed(stmts.slice(i + 1), thatIds)) {
      const inner: EmitScope = { ...scope, thatPlayer: THAT_PLAYER, bound: new Map([...scope.bound, [binding, THAT]]), that: THAT };
      const rest = statementsCode([doWith(s, { actor: thatPlayerAt(s.actor.range) }), ...stmts.slice(i + 1)], inner);
      const chosen = call("effect.bind", str(THAT), cardSelector(binding, { ...scope, acting: true }), rest, call("player.ref", str(THAT_PLAYER)));
      parts.push(call("effect.forEachPlayer", playerSelector(s.actor, scope), str(THAT_PLAYER), chosen));
      break;
    }
    const ownThat = s.kind === "predicate" && mentionsFixed(s.args, thatIds);
    if (binding !== undefined && (mentionsFixed(stmts.slice(i + 1), thatIds) || ownThat || (s.kind === "to" && mentionsFixed(s.then, thatIds)))) {
      const inner: EmitScope = { ...scope, bound: new Map([...scope.bound, [binding, THAT]]), that: THAT };
      parts.push(call("effect.bind", str(THAT), cardSelector(binding, scope), statementsCode(stmts.slice(i), inner)));
      break;
    }
    if (s.kind === "instead" || s.kind === "if-you-do") {
      const previous = parts.pop();
      if (previous === undefined) throw new EmitGap(s.range, `'${s.kind}' needs a step before it`);
      if (s.may) throw new EmitGap(s.range, `'may' cannot apply to '${s.kind}'`);
      const then = statementsCode(s.then, scope);
      // "You may [A]. If …, [B] instead": the player decides once whether to act; the replacement applies to what
      // they chose to do (6.5.6), so the controller's "may" goes around the self-replacement.
      const [mayInner, ...mayMore] = previous.kind === "call" && previous.callee === "effect.may" ? previous.args : [];
      if (s.kind === "instead" && mayInner !== undefined && mayMore.length === 0) {
        parts.push(call("effect.may", call("effect.instead", mayInner, conditionCode(s.condition, scope), then)));
        continue;
      }
      parts.push(
        s.kind === "instead"
          ? call("effect.instead", previous, conditionCode(s.condition, scope), then)
          : call("effect.ifYouDo", previous, then),
      );
      continue;
    }
    parts.push(s.may ? mayCode(s, scope) : statementCode(s, scope));
    // A step that binds what it finds itself (a search): `that` in the later steps is that card.
    if (s.kind === "do" && effectMappings[s.verb]?.bindsThat === true) scope = { ...scope, that: THAT };
  }
  const [only] = parts;
  if (only !== undefined && parts.length === 1) return only;
  if (parts.length === 0) return call("effect.noop");
  return call("effect.sequence", ...parts);
}

/**
 * "may" belongs to whoever performs the step (6.1.4): the controller, the one player the actor names, or — for
 * "each player may draw" — each acting player in turn, deciding for themselves.
 */
function mayCode(s: Exclude<Statement, { kind: "instead" | "if-you-do" | "if-they-dont" }>, scope: EmitScope): Code {
  const actor = s.kind === "do" ? s.actor : null;
  if (s.kind !== "do" || actor === null || (actor.form === "fixed" && actor.id === "you")) return call("effect.may", statementCode(s, scope));
  if (actor.form === "fixed") return call("effect.may", statementCode(s, scope), playerSelector(actor, scope));
  if (scope.thatPlayer !== null) throw new EmitGap(actor.range, "'may' for several players inside a step that already names 'that player'");
  const inner: EmitScope = { ...scope, thatPlayer: THAT_PLAYER };
  const each = statementCode(doWith(s, { actor: thatPlayerAt(actor.range) }), inner);
  return call("effect.forEachPlayer", playerSelector(actor, scope), str(THAT_PLAYER), call("effect.may", each, call("player.ref", str(THAT_PLAYER))));
}

function statementCode(s: Exclude<Statement, { kind: "instead" | "if-you-do" | "if-they-dont" }>, scope: EmitScope): Code {
  switch (s.kind) {
    case "do": {
      const mapping = effectMappings[s.verb];
      if (mapping === undefined) throw new EmitGap(s.verbRange, `effect '${s.verb}' has no emitter mapping`);
      return mapping.emit(s, scope);
    }
    case "predicate": {
      const mapping = predicateMappings[s.predicate];
      if (mapping === undefined) throw new EmitGap(s.predicateRange, `predicate '${s.predicate}' has no emitter mapping`);
      if (mapping.effect === undefined) throw new EmitGap(s.predicateRange, `'${s.predicate}' can only be a static ability, not an effect`);
      const implied = s.duration === null ? (mapping.impliedDuration?.(s) ?? null) : null;
      if (s.duration === null) {
        if (implied !== null) return mapping.effect(s, scope, implied);
        throw new EmitGap(s.predicateRange, `an effect's '${s.predicate}' needs a duration ('this turn', 'until start of your next turn', …) (6.4.2)`);
      }
      return mapping.effect(s, scope, durationCode(s.duration, scope));
    }
    case "to":
      return call("effect.to", statementsCode(s.first, scope), statementsCode(s.then, scope));
    case "or": {
      if (s.actor === null) return call("effect.or", statementsCode(s.left, scope), statementsCode(s.right, scope));
      // "Each opponent chooses and discards either 2 cards or 1 action card": each of them picks and does an option ("you" inside is that player).
      const acting: EmitScope = { ...scope, acting: true };
      return call("effect.orBy", playerSelector(s.actor, scope), statementsCode(s.left, acting), statementsCode(s.right, acting));
    }
    case "if": {
      const then = statementsCode(s.then, scope);
      // `unless …`: the steps when the condition does not hold.
      const condition = s.negated === true ? call("condition.not", conditionCode(s.condition, scope)) : conditionCode(s.condition, scope);
      return s.otherwise === null
        ? call("effect.if", condition, then)
        : call("effect.if", condition, then, statementsCode(s.otherwise, scope));
    }
    case "choose-one":
      return call("effect.chooseOne", ...s.options.map((option) => statementsCode(option, scope)));
  }
}

/** One statement of a static ability as a runtime `StaticEffect` (6.4). */
export function staticStatementCode(s: Statement, scope: EmitScope): Code {
  if (s.kind === "do") {
    const rule = effectMappings[s.verb]?.static;
    if (rule === undefined) throw new EmitGap(s.verbRange, `'${s.verb}' is a one-time effect, not what a static ability holds`);
    return rule(s, { ...scope, inStatic: true });
  }
  if (s.kind !== "predicate") throw new EmitGap(s.range, "a static ability states what is true ('gets', 'gains', 'can't', …), not steps to do");
  if (s.may) throw new EmitGap(s.range, "'may' has no meaning in a static ability");
  if (s.duration !== null) throw new EmitGap(s.duration.range, "a static ability lasts while it applies; use a 'while' condition instead of a duration");
  const mapping = predicateMappings[s.predicate];
  if (mapping === undefined) throw new EmitGap(s.predicateRange, `predicate '${s.predicate}' has no emitter mapping`);
  if (mapping.static === undefined) throw new EmitGap(s.predicateRange, `'${s.predicate}' cannot be a static ability`);
  return mapping.static(s, { ...scope, inStatic: true });
}
