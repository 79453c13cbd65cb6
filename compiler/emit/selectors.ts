/**
 * Selectors, queries and amounts: the AST's `Selector` and `Amount` in each role they
 * play (a chosen card, a query inside a condition, a player, a relation in a trigger).
 */
import type { Amount, FilterUse, GeneralSelector, KeywordUse, Selector } from "../../grammar/ast";
import { array, call, num, object, str, type Code } from "./code";
import { EmitGap, type EmitScope } from "./context";
import { costMappings } from "./mappings/costs";
import { keywordMappings } from "./mappings/keywords";
import { fixedSelectorMappings, nounMappings, playerFilterMappings, postfixFilterMappings, prefixFilterMappings } from "./mappings/selectors";
import { QueryBuilder } from "./query";

function fixedMapping(sel: Selector & { form: "fixed" }) {
  const mapping = fixedSelectorMappings[sel.id];
  if (mapping === undefined) throw new EmitGap(sel.range, `selector '${sel.id}' has no emitter mapping`);
  return mapping;
}

function describe(sel: Selector): string {
  return sel.form === "fixed" ? `'${sel.id}'` : `'${sel.noun}'`;
}

/** The `CardQuery` a general selector describes (without its determiner). */
/** Postfix filters that only a character can meet (a location is never at a location). */
const characterOnlyFilters: ReadonlySet<string> = new Set(["at-location", "here"]);

export function generalQuery(sel: GeneralSelector, scope: EmitScope): QueryBuilder {
  const q = new QueryBuilder();
  const noun = nounMappings[sel.noun];
  if (noun === undefined) throw new EmitGap(sel.range, `noun '${sel.noun}' has no emitter mapping`);
  if (noun.card === undefined) throw new EmitGap(sel.range, `'${sel.noun}' is a player, a card was expected here`);
  const kinds = noun.card;
  const onlyCharacters = typeof kinds === "object" && kinds !== null && kinds.includes("character") ? sel.postfixes.filter((f) => characterOnlyFilters.has(f.id)) : [];
  if (typeof kinds === "string") q.set("kind", str(kinds), sel.range);
  else if (kinds !== null && onlyCharacters.length === 0) q.set("kind", array(kinds.map(str)), sel.range);
  else if (kinds !== null) {
    // "Your locations and characters at locations": a filter only a character can meet applies to the characters
    // alone; the card types are then alternatives (`anyOf`), the other filters hold for all of them.
    const characters = new QueryBuilder().set("kind", str("character"), sel.range);
    for (const f of onlyCharacters) postfixFilter(f, characters, scope);
    const others = kinds.filter((k) => k !== "character");
    const rest = new QueryBuilder().set("kind", others.length === 1 && others[0] !== undefined ? str(others[0]) : array(others.map(str)), sel.range);
    const parts = kinds[0] === "character" ? [characters, rest] : [rest, characters];
    q.set("anyOf", array(parts.map((b) => b.toCode())), sel.range);
  }
  for (const f of sel.prefixes) {
    const m = prefixFilterMappings[f.id];
    if (m === undefined) throw new EmitGap(f.range, `filter '${f.id}' has no emitter mapping`);
    m(q, f, scope);
  }
  const [first, ...more] = sel.classifications;
  if (first !== undefined) {
    if (more.length === 0) q.set("classification", str(first.name), first.range);
    else {
      // "Villain Princess character" needs all of them; "Prince or Princess character" any one.
      const names = array(sel.classifications.map((c) => str(c.name)));
      q.set(sel.classificationJoin === "or" ? "classificationsAny" : "classificationsAll", names, sel.range);
    }
  }
  for (const f of sel.postfixes) if (!onlyCharacters.includes(f)) postfixFilter(f, q, scope);
  return q;
}

function postfixFilter(f: FilterUse, q: QueryBuilder, scope: EmitScope): void {
  const m = postfixFilterMappings[f.id];
  if (m === undefined) throw new EmitGap(f.range, `filter '${f.id}' has no emitter mapping`);
  m(q, f, scope);
}

/** A selector as a `CardQuery` (conditions, triggers, costs, "for each"). */
export function cardQuery(sel: Selector, scope: EmitScope): QueryBuilder {
  if (sel.form === "general") return generalQuery(sel, scope);
  const mapping = fixedMapping(sel);
  if (mapping.query === undefined) throw new EmitGap(sel.range, `the runtime cannot describe ${describe(sel)} as a card query`);
  const q = new QueryBuilder();
  mapping.query(sel, q, scope);
  return q;
}

/** A selector as a runtime `CardSelector` (what an effect acts on). */
export function cardSelector(sel: Selector, scope: EmitScope): Code {
  const bound = scope.bound.get(sel);
  if (bound !== undefined) return call("select.ref", str(bound));
  if (sel.form === "fixed") {
    const mapping = fixedMapping(sel);
    if (mapping.card === undefined) throw new EmitGap(sel.range, `the runtime has no card selector for ${describe(sel)}`);
    return mapping.card(sel, scope);
  }
  const query = generalQuery(sel, scope).toCode();
  const d = sel.determiner;
  switch (d.kind) {
    case "each":
    case "all":
      return call("select.all", query);
    case "chosen":
      if (scope.inStatic) throw new EmitGap(sel.range, "a static ability cannot choose (6.4); use 'each' or 'this'");
      if (d.upTo) return call("select.upTo", num(d.count), query);
      return d.count === 1 ? call("select.chosen", query) : call("select.chosen", query, object({ count: num(d.count) }));
    case "any":
      throw new EmitGap(sel.range, "write 'chosen' or 'each': an effect must say whether it chooses (6.1.6)");
  }
}

/** A selector as a runtime `PlayerSelector` (who draws, who loses lore). */
export function playerSelector(sel: Selector, scope: EmitScope): Code {
  if (sel.form === "fixed") {
    const mapping = fixedMapping(sel);
    if (mapping.player === undefined) throw new EmitGap(sel.range, `${describe(sel)} is not a player`);
    return mapping.player(sel, scope);
  }
  const noun = nounMappings[sel.noun];
  if (noun?.player === undefined) throw new EmitGap(sel.range, `'${sel.noun}' is not a player`);
  if (sel.prefixes.length > 0 || sel.classifications.length > 0) {
    throw new EmitGap(sel.range, "the runtime's player selectors take no prefix filters or classifications");
  }
  const d = sel.determiner;
  if (sel.postfixes.length > 0) {
    if (d.kind !== "each") throw new EmitGap(sel.range, "the runtime filters players only with 'each'");
    const conditions = sel.postfixes.map((f) => {
      const m = playerFilterMappings[f.id];
      if (m === undefined) throw new EmitGap(f.range, `filter '${f.id}' does not apply to a player`);
      return m("player");
    });
    const [only] = conditions;
    const condition = only !== undefined && conditions.length === 1 ? only : call("condition.and", ...conditions);
    return call("player.where", playerSelector({ ...sel, postfixes: [] }, scope), str("player"), condition);
  }
  if (noun.player === "opponent" && d.kind === "each") return call("player.eachOpponent");
  if (noun.player === "opponent" && d.kind === "chosen" && d.count === 1 && !d.upTo) return call("player.chosenOpponent");
  if (noun.player === "any" && d.kind === "each") return call("player.eachPlayer");
  if (noun.player === "any" && d.kind === "chosen" && d.count === 1 && !d.upTo) return call("player.chosenPlayer");
  throw new EmitGap(sel.range, "the runtime has no player selector for this determiner");
}

/** A player subject of a trigger ("whenever an opponent draws") as a `PlayerRelation`. */
export function playerRelation(sel: Selector): string {
  if (sel.form === "fixed") {
    const relation = fixedMapping(sel).relation;
    if (relation === undefined) throw new EmitGap(sel.range, `${describe(sel)} is not a player`);
    return relation;
  }
  const relation = nounMappings[sel.noun]?.player;
  if (relation === undefined) throw new EmitGap(sel.range, `'${sel.noun}' is not a player`);
  if (sel.prefixes.length > 0 || sel.postfixes.length > 0 || sel.classifications.length > 0) {
    throw new EmitGap(sel.range, "the runtime's trigger player relations take no filters");
  }
  return relation;
}

const amountStats: Readonly<Record<string, string>> = {
  strength: "strength",
  willpower: "willpower",
  lore: "lore",
  damage: "damage",
  cost: "cost",
  "move-cost": "moveCost",
};

/** Trigger events whose runtime event carries a number (`that much`). */
const eventsWithAmount: ReadonlySet<string> = new Set(["dealt-damage", "discards", "deals-damage-in-challenge"]);

/** "for each damage on this": the damage on the card, times `per` (negative values count as 0). */
export function damageOn(sel: Selector, per: number, scope: EmitScope): Code {
  const damage = call("amount.stat", cardSelector(sel, scope), str("damage"));
  return per === 1 ? damage : call("amount.times", damage, num(per));
}

/** An amount as a runtime `Amount`. */
export function amountCode(a: Amount, scope: EmitScope): Code {
  switch (a.form) {
    case "number":
      return call("amount.constant", num(a.value));
    case "all":
      return call("amount.all");
    case "for-each": {
      if (a.counts === "damage") return damageOn(a.per, a.value, scope);
      const counted = countOfThat(a, scope);
      if (counted !== undefined) return counted;
      const query = cardQuery(a.per, scope).toCode();
      return a.value === 1 ? call("amount.forEach", query) : call("amount.forEach", query, num(a.value));
    }
    case "equal-to": {
      const stat = amountStats[a.stat];
      if (stat === undefined) throw new EmitGap(a.range, `stat '${a.stat}' has no runtime amount`);
      return call("amount.stat", cardSelector(a.of, scope), str(stat));
    }
    case "this-way": {
      const tally = call("amount.tally", str(a.counts === "lore-lost" ? "loreLost" : "damageRemoved"));
      return a.value === 1 ? tally : call("amount.times", tally, num(a.value));
    }
    case "that-much":
      if (scope.events.length === 0 || !scope.events.every((e) => eventsWithAmount.has(e))) {
        throw new EmitGap(a.range, "'that much' needs a trigger whose event carries a number (is dealt damage, discard, deals damage in challenge)");
      }
      return call("amount.eventAmount");
  }
}

/** "for each that": the cards bound earlier, or the number the trigger's event carries. */
function countOfThat(a: Amount & { form: "for-each" }, scope: EmitScope): Code | undefined {
  if (a.per.form !== "fixed" || a.per.id !== "that") return undefined;
  let count: Code;
  if (scope.that !== null) count = call("amount.refCount", str(scope.that));
  else if (scope.thatFallback === "event-card" && scope.events.length > 0 && scope.events.every((e) => e === "discards")) count = call("amount.eventAmount");
  else throw new EmitGap(a.per.range, "the runtime cannot count 'that' here");
  return a.value === 1 ? count : call("amount.times", count, num(a.value));
}

/** An amount where the builder takes `number | Amount`: a plain number reads best. */
export function amountArg(a: Amount, scope: EmitScope): Code {
  return a.form === "number" ? num(a.value) : amountCode(a, scope);
}

/** The "up to" of an amount: a number, or a count ("up to 1 for each character of yours here"). */
export function isUpTo(a: Amount): boolean {
  return (a.form === "number" || a.form === "for-each") && a.upTo;
}

/** A keyword, as `keyword.*`. */
export function keywordCode(use: KeywordUse, scope: EmitScope): Code {
  const mapping = keywordMappings[use.id];
  if (mapping === undefined) throw new EmitGap(use.range, `keyword '${use.id}' has no emitter mapping`);
  return mapping.emit(use, scope, (kw, s) => {
    const what = kw.args["what"];
    if (what === undefined || what.kind !== "selector") throw new EmitGap(kw.range, "missing 'what'");
    const discard = costMappings["discard"];
    if (discard === undefined) throw new EmitGap(kw.range, "cost 'discard' has no emitter mapping");
    const part = discard({ kind: "cost", id: "discard", args: { what }, range: kw.range }, s);
    const count = kw.args["count"];
    if (count === undefined) return array([part]);
    if (count.kind !== "number" || part.kind !== "call") throw new EmitGap(kw.range, "missing 'count'");
    // "Shift: discard N cards": the count replaces the cost's default of one.
    const query = part.args[1];
    return array([query === undefined ? call("cost.discard", num(count.value)) : call("cost.discard", num(count.value), query)]);
  });
}
