/**
 * The checker: card-type constraints, fields, values in range, duplicates, selector
 * types, and the structure of statements. Every diagnostic has a stable code (listed in
 * docs/diagnostics.md), a precise range and, where possible, a suggestion.
 */
import type * as A from "../grammar/ast";
import type { Diagnostic } from "../grammar/diagnostic";
import { closestWord, editDistance } from "../grammar/spelling";
import {
  cardTypes,
  effects,
  events,
  keywords,
  knownClassifications,
  nounEntries,
  nouns,
  nounSpelling,
  predicates,
  restrictions,
  stats as statEntries,
  fixedSelectors,
  type SelectorType,
} from "../grammar/vocabulary";
import { argValues, childBlocks } from "./walk";
import { bindAbility } from "./binder";

// Vocabulary lookups, built once (the checker runs on every compile).
const cardTypeById = new Map(cardTypes.map((t) => [t.id, t]));
const statById = new Map(statEntries.map((e) => [e.id, e]));
const classificationSet: ReadonlySet<string> = new Set(knownClassifications);

export function checkCard(card: A.Card): Diagnostic[] {
  const out: Diagnostic[] = [];
  const error = (code: string, message: string, range: A.Range, suggestion?: Diagnostic["suggestion"]): void => {
    out.push(suggestion ? { code, severity: "error", message, range, suggestion } : { code, severity: "error", message, range });
  };
  const warn = (code: string, message: string, range: A.Range): void => {
    out.push({ code, severity: "warning", message, range });
  };
  const typeEntry = cardTypeById.get(card.cardType);
  const typeName = card.cardType;

  // ── fields ──────────────────────────────────────────────────────────────
  const seen = new Map<string, A.Range>();
  for (const f of card.fields) {
    const first = seen.get(f.field);
    if (first !== undefined) error("GRM301", `Duplicate field '${f.field}': it is already set on line ${first.start.line}.`, f.range);
    else seen.set(f.field, f.range);
  }
  if (card.name === null) error("GRM302", `The card has no 'name'.`, card.cardTypeRange);
  if (card.cost === null) error("GRM303", `The card has no 'cost' (5.2.4).`, card.cardTypeRange);
  if (card.inks.length === 0) error("GRM304", `The card has no 'ink' colour (5.2.5).`, card.cardTypeRange);
  if (card.cost !== null && (card.cost.value < 0 || card.cost.value > 20)) {
    error("GRM305", `Cost ${card.cost.value} is out of range (0 to 20).`, card.cost.range);
  }
  if (card.inks.length > 2) error("GRM306", `A card has at most two inks (5.2.5); this one has ${card.inks.length}.`, card.inks[2]?.range ?? card.range);
  const inkSeen = new Set<string>();
  for (const ink of card.inks) {
    if (inkSeen.has(ink.ink)) error("GRM306", `Ink '${ink.ink}' is written twice.`, ink.range);
    inkSeen.add(ink.ink);
  }
  const needsVersion = card.cardType === "character" || card.cardType === "location";
  if (needsVersion && card.version === null) warn("GRM307", `A ${typeName} usually has a 'version' (5.2.3).`, card.cardTypeRange);
  if (!needsVersion && card.version !== null) error("GRM308", `A ${typeName} has no version; remove 'version'.`, card.version.range);

  // ── stats ───────────────────────────────────────────────────────────────
  const required = typeEntry?.stats ?? [];
  for (const s of card.stats) {
    const entry = statById.get(s.stat);
    if (!required.includes(s.stat)) {
      error("GRM310", `A ${typeName} has no ${s.stat} (${typeEntry?.rule ?? "5"}).`, s.range);
    } else if (entry && (s.value < entry.min || s.value > entry.max)) {
      error("GRM311", `${s.stat} ${s.value} is out of range (${entry.min} to ${entry.max}).`, s.range);
    }
  }
  for (const stat of required) {
    if (!card.stats.some((s) => s.stat === stat)) error("GRM312", `A ${typeName} needs '${stat}'.`, card.cardTypeRange);
  }

  // ── classifications ─────────────────────────────────────────────────────
  for (const c of card.classifications) {
    if (!classificationSet.has(c.name)) {
      const guess = closestWord(c.name, knownClassifications.map((k) => k.toLowerCase()));
      const known = guess ? knownClassifications.find((k) => k.toLowerCase() === guess) : undefined;
      warn("GRM313", `Unknown classification '${c.name}'${known ? `; did you mean '${known}'?` : "."}`, c.range);
    }
  }
  if (card.cardType === "song" && card.classifications.some((c) => c.name === "Song")) {
    warn("GRM314", "A song card already has the Song classification; remove it from 'classifications'.", card.cardTypeRange);
  }

  // ── keywords ────────────────────────────────────────────────────────────
  const keywordSeen = new Map<string, A.KeywordUse>();
  for (const k of card.keywords) {
    const entry = keywords.get(k.id);
    if (entry === undefined) continue;
    const prior = keywordSeen.get(k.id);
    if (prior && !entry.stacks) error("GRM320", `Keyword '${entry.title}' is written twice; it does not stack (8.1.2).`, k.range);
    keywordSeen.set(k.id, k);
    if (entry.shift && card.cardType !== "character") error("GRM321", `Only characters have ${entry.title} (8.10).`, k.range);
    if (k.id === "sing-together" && card.cardType !== "song") error("GRM322", "Sing Together is a song keyword (8.12).", k.range);
    if (k.id !== "sing-together" && !entry.shift && card.cardType !== "character") {
      error("GRM323", `${entry.title} is a character keyword; a ${typeName} can't have it.`, k.range);
    }
    checkKeywordValue(k, error);
  }

  // ── abilities and body ──────────────────────────────────────────────────
  const hasBody = typeEntry?.hasBody ?? false;
  if (hasBody && card.body === null) error("GRM330", `An ${typeName} needs an 'effect { … }' (5.4.1).`, card.cardTypeRange);
  if (!hasBody && card.body !== null) error("GRM331", `A ${typeName} has no 'effect' body; write its text as abilities.`, card.fields.find((f) => f.field === "effect")?.range ?? card.range);
  const names = new Map<string, A.Range>();
  for (const ability of card.abilities) {
    if (!(typeEntry?.hasAbilities ?? true)) {
      error("GRM332", `An ${typeName} has no ${ability.kind} abilities: its text is its 'effect' (5.4.1).`, ability.range);
    }
    if (ability.name !== null) {
      const first = names.get(ability.name.en);
      if (first) error("GRM333", `Duplicate ability name "${ability.name.en}" (first on line ${first.start.line}).`, ability.name.range);
      else names.set(ability.name.en, ability.name.range);
    }
    checkAbility(card, ability, out);
  }
  if (card.body !== null) {
    out.push(...bindAbility(card, null, card.body.statements));
    checkStatements(card, card.body.statements, "effect", out);
  }
  return out;
}

function checkKeywordValue(k: A.KeywordUse, error: (code: string, message: string, range: A.Range) => void): void {
  for (const v of argValues(k.args)) {
    if ((v.kind === "number" || v.kind === "signed") && (v.value <= 0 || v.value > 20)) {
      error("GRM324", `Keyword value ${v.value} is out of range (1 to 20).`, v.range);
    }
  }
}

function checkAbility(card: A.Card, ability: A.Ability, out: Diagnostic[]): void {
  switch (ability.kind) {
    case "triggered": {
      for (const t of ability.triggers) {
        if (t.kind !== "event") continue;
        const entry = events.get(t.event);
        if (entry === undefined) continue;
        checkSelectorType(t.subject, entry.subject, `the subject of '${t.event}'`, out);
        if (t.subject.form === "fixed" && t.subject.id === "this" && entry.subject === "card") {
          const impossible = impossibleEvents[card.cardType];
          if (impossible?.includes(t.event)) {
            out.push({ code: "GRM340", severity: "error", message: `A ${card.cardType} can't trigger on '${t.event}': this never happens to a ${card.cardType}.`, range: t.range });
          }
        }
        for (const v of argValues(t.args)) if (v.kind === "selector") checkSelectorType(v, "card", "the event's object", out);
      }
      out.push(...bindAbility(card, ability, ability.body.statements));
      checkStatements(card, ability.body.statements, "effect", out);
      break;
    }
    case "activated":
      if (ability.costs.length === 0) out.push({ code: "GRM341", severity: "error", message: "An activated ability needs a cost (6.3.2).", range: ability.range });
      if (card.cardType === "location" && ability.costs.some((c) => c.id === "exert" && c.args.target === undefined)) {
        out.push({ code: "GRM342", severity: "error", message: "A location can't be exerted ({E}) to pay a cost (5.6).", range: ability.range });
      }
      out.push(...bindAbility(card, ability, ability.body.statements));
      checkStatements(card, ability.body.statements, "effect", out);
      break;
    case "static":
      checkStatements(card, ability.statements, "static", out);
      break;
  }
}

/** Events that never happen to a card of this type as the subject `this`. */
const impossibleEvents: Partial<Record<A.CardType, readonly string[]>> = {
  item: ["quests", "challenges", "challenged", "banishes", "deals-damage-in-challenge", "sings", "moves", "dealt-damage"],
  location: ["quests", "challenges", "banishes", "deals-damage-in-challenge", "sings", "moves", "exerted", "readied"],
};

function selectorType(sel: A.Selector): SelectorType {
  if (sel.form === "fixed") return fixedSelectors.get(sel.id)?.type ?? "card";
  return nouns.get(sel.noun)?.id === "opponent" || sel.noun === "player" ? "player" : "card";
}

function checkSelectorType(sel: A.Selector, expected: "card" | "player" | "any", where: string, out: Diagnostic[]): void {
  if (sel.form === "general" && !nouns.has(sel.noun)) {
    const known = nounEntries.flatMap((n) => (n.parts === undefined ? [] : [`'${nounSpelling(n, false)}'`]));
    out.push({ code: "GRM351", severity: "error", message: `No noun joins these card types; the vocabulary has ${known.join(", ")}.`, range: sel.range });
    return;
  }
  if (expected === "any") return;
  const actual = selectorType(sel);
  if (actual !== expected) {
    out.push({
      code: "GRM350",
      severity: "error",
      message: `${where[0]?.toUpperCase() ?? ""}${where.slice(1)} must be a ${expected}, but this selector names a ${actual}.`,
      range: sel.range,
    });
  }
}

/** Slot names that hold a player; every other selector slot holds cards. */
const playerSlots = new Set<string>(["player"]);

/** Verbs whose number the player may pick below the amount ("remove up to 3 damage", "for each …, you may draw a card"). */
const upToVerbs: ReadonlySet<string> = new Set(["draw", "remove-damage", "move-damage"]);

/** GRM373: an `up to` amount where the number is not the player's to pick (a predicate, or a verb other than `upToVerbs`). */
function checkUpToAmounts(args: A.Args, verb: string | null, out: Diagnostic[]): void {
  for (const name in args) {
    const v = args[name];
    if (v?.kind !== "amount" || (v.form !== "number" && v.form !== "for-each") || !v.upTo) continue;
    if (verb !== null && upToVerbs.has(verb)) continue;
    out.push({ code: "GRM373", severity: "error", message: `'up to' lets the player pick how many; only ${[...upToVerbs].map((x) => `'${x}'`).join(", ")} take it (6.1.3).`, range: v.range });
  }
}

function checkStatements(card: A.Card, statements: readonly A.Statement[], context: "effect" | "static", out: Diagnostic[]): void {
  statements.forEach((s, i) => {
    const previous = statements[i - 1];
    // "Then …" follows a step of the same block; a step that attaches to the one before ("if you do", "instead") is no new step.
    if (s.thenStep === true && (previous === undefined || s.kind === "if-you-do" || s.kind === "if-they-dont" || s.kind === "instead")) {
      out.push({ code: "GRM372", severity: "error", message: "'then' starts a step that follows another step of the same block (6.1.5); here there is none, or the step is attached to the one before.", range: s.range });
    }
    switch (s.kind) {
      case "do": {
        const rule = effects.get(s.verb)?.staticRule === true;
        if (context === "static" && !rule) {
          out.push({ code: "GRM360", severity: "error", message: `'${s.verb}' is a one-time effect; a static ability holds predicates such as 'gets', 'gains', 'can't' (6.4).`, range: s.verbRange });
        }
        if (context === "effect" && rule) {
          out.push({ code: "GRM368", severity: "error", message: `'${s.verb}' is a rule that holds while a static ability applies, not a step of an effect (6.4).`, range: s.verbRange });
        }
        if (rule && (s.may || s.actor !== null)) {
          out.push({ code: "GRM368", severity: "error", message: `'${s.verb}' is a rule with no player and no 'may' (6.4).`, range: s.verbRange });
        }
        if (s.actor !== null) checkSelectorType(s.actor, "player", `the player doing '${s.verb}'`, out);
        checkUpToAmounts(s.args, s.verb, out);
        // "move him and one of your other characters": two groups are joined by `and`, one group has none (4.7).
        if (s.verb === "move-together") {
          const pair = s.args.pair;
          const joined = pair !== undefined && pair.kind === "flag" && pair.value;
          if (joined !== (s.args.other !== undefined)) {
            out.push({ code: "GRM371", severity: "error", message: "'send together' takes one group, or two groups joined by 'and' ('this and chosen other character of yours').", range: s.range });
          }
        }
        if (effects.get(s.verb) !== undefined) {
          for (const name in s.args) {
            const v = s.args[name];
            if (v?.kind === "selector") checkSelectorType(v, playerSlots.has(name) ? "player" : "card", `'${name}' of '${s.verb}'`, out);
          }
        }
        break;
      }
      case "predicate": {
        const entry = predicates.get(s.predicate);
        checkUpToAmounts(s.args, null, out);
        const per = s.args.per;
        if (per?.kind === "per") checkSelectorType(per.selector, "card", "what 'for each' counts", out);
        if (entry) checkSelectorType(s.subject, entry.subject, `the subject of '${s.predicate}'`, out);
        if (s.duration !== null && context === "static") {
          out.push({ code: "GRM361", severity: "error", message: "A static ability holds as long as it applies; a duration belongs to an effect (6.4.2).", range: s.duration.range });
        }
        if (s.duration !== null && entry && !entry.timed) {
          out.push({ code: "GRM362", severity: "error", message: `'${s.predicate}' takes no duration.`, range: s.duration.range });
        }
        const r = s.args.restriction;
        if (r?.kind === "restriction") {
          const re = restrictions.get(r.id);
          const subjectType = selectorType(s.subject);
          if (re && re.subject !== subjectType) {
            out.push({ code: "GRM363", severity: "error", message: `'can't ${r.id}' applies to a ${re.subject}, not a ${subjectType}.`, range: r.range });
          }
        }
        const named = s.predicate === "can-use-ability-free" ? s.args.ability : undefined;
        if (named?.kind === "string" && !card.abilities.some((a) => a.kind === "activated" && a.name !== null && a.name.en.toLowerCase() === named.value.toLowerCase())) {
          const known = card.abilities.flatMap((a) => (a.kind === "activated" && a.name !== null ? [`"${a.name.en}"`] : []));
          out.push({ code: "GRM369", severity: "error", message: `This card has no activated ability named "${named.value}"${known.length > 0 ? `; it has ${known.join(", ")}` : ""}.`, range: named.range });
        }
        if (s.predicate === "gains-ability") {
          const a = s.args.ability;
          if (a?.kind === "ability") checkAbility(card, a.ability, out);
        }
        break;
      }
      case "if-you-do":
        if (previous === undefined || !previous.may) {
          out.push({ code: "GRM364", severity: "error", message: "'if you do' follows an optional step ('may …') (6.1.5.3).", range: s.range });
        }
        break;
      case "if-they-dont":
        if (previous === undefined || previous.kind !== "do" || !previous.may || previous.actor === null || previous.actor.form !== "general") {
          out.push({ code: "GRM367", severity: "error", message: "'if they don't' follows an optional step several players may do ('each opponent may …') (6.1.4).", range: s.range });
        }
        break;
      case "instead":
        if (previous === undefined) {
          out.push({ code: "GRM365", severity: "error", message: "'instead if' replaces the step just before it (6.5.7.1); there is none.", range: s.range });
        }
        break;
      case "or":
        if (s.actor !== null) {
          checkSelectorType(s.actor, "player", "the player who chooses", out);
          // GRM374: the chooser does the option they pick; the controller's own choice is a plain `{ A } or { B }`.
          const you = s.actor.form === "fixed" && s.actor.id === "you";
          const inner = [...s.left, ...s.right].find((x) => x.kind === "do" && x.actor !== null);
          if (you || s.may) {
            out.push({ code: "GRM374", severity: "error", message: you ? "The controller's choice is written '{ A } or { B }', without 'you chooses' (6.1.5.2)." : "'may' does not go before '<player> chooses': each of those players must pick an option (6.1.5.2).", range: you ? s.actor.range : s.range });
          } else if (inner !== undefined) {
            out.push({ code: "GRM374", severity: "error", message: "Each option of '<player> chooses { A } or { B }' is done by the player who chooses it: write its steps without a player.", range: inner.range });
          }
        }
        break;
      case "choose-one":
        if (s.options.length < 2) out.push({ code: "GRM366", severity: "error", message: "'choose one' needs at least two options (6.1.7).", range: s.range });
        break;
      default:
        break;
    }
    for (const block of childBlocks(s)) checkStatements(card, block, context, out);
  });
}

/**
 * Checks the scenario tests of a file: every card they name exists (in this file, or in
 * `library` when given: the ids of the card library), names bound with `as` are bound
 * once and before use, and every card an `act` or `expect` step names is on the board.
 */
export function checkScenarios(file: A.SourceFile, library?: ReadonlySet<string>): Diagnostic[] {
  const out: Diagnostic[] = [];
  if (file.scenarios.length === 0) return out;
  const declared = new Set(file.cards.map((c) => c.id.text));
  for (const scenario of file.scenarios) {
    const aliases = new Map<string, A.ScenarioCardRef>();
    const copies = new Map<string, number>();
    const placed = new Set<string>();
    for (const step of scenario.steps) {
      if (step.step !== "card-in-zone") continue;
      const ref = step.cards.card;
      if (ref?.id !== null && ref?.id !== undefined) copies.set(ref.id, (copies.get(ref.id) ?? 0) + 1);
    }
    for (const step of scenario.steps) {
      for (const ref of Object.values(step.cards)) {
        if (ref.id !== null && !declared.has(ref.id) && library !== undefined && !library.has(ref.id)) {
          const close = closestCardId(ref.id, [...declared, ...library]);
          const message = `Card ${ref.id} is neither in this file nor in the card library.`;
          out.push(
            close === undefined
              ? { code: "GRM401", severity: "error", message, range: ref.range }
              : { code: "GRM401", severity: "error", message: `${message} Did you mean ${close}?`, range: ref.range, suggestion: { message: `Replace with ${close}`, replacement: close, range: ref.range } },
          );
        }
        if (ref.id !== null && ref.alias !== null) {
          if (step.phase !== "given") {
            out.push({ code: "GRM404", severity: "error", message: `A name is bound with \`as\` in a given step only; write "${ref.alias}" here.`, range: ref.range });
          } else if (aliases.has(ref.alias)) {
            out.push({ code: "GRM402", severity: "error", message: `The name "${ref.alias}" is already bound (line ${aliases.get(ref.alias)?.range.start.line ?? "?"}).`, range: ref.range });
          } else aliases.set(ref.alias, ref);
        } else if (ref.id === null && ref.alias !== null && !aliases.has(ref.alias)) {
          const close = closestWord(ref.alias, [...aliases.keys()]);
          out.push({ code: "GRM403", severity: "error", message: `No card is bound to the name "${ref.alias}"${close === undefined ? `: bind it first (\`given you have 1-200 as "${ref.alias}" in hand\`)` : `. Did you mean "${close}"?`}.`, range: ref.range });
        } else if (ref.id !== null && ref.alias === null && (copies.get(ref.id) ?? 0) > 1) {
          out.push({ code: "GRM405", severity: "error", message: `${ref.id} is on the board ${copies.get(ref.id) ?? 0} times: bind each copy to a name with \`as\` and use the name.`, range: ref.range });
        }
        const key = ref.alias ?? ref.id;
        if (step.step === "card-in-zone") {
          if (key !== null) placed.add(key);
          if (ref.id !== null) placed.add(ref.id);
        } else if (key !== null && !placed.has(key) && !(ref.alias !== null && aliases.has(ref.alias))) {
          out.push({ code: "GRM406", severity: "error", message: `${ref.id ?? `"${ref.alias ?? ""}"`} is not on the board: put it there first (\`given you have ${ref.id ?? "1-200"} in play\`).`, range: ref.range });
        }
      }
    }
    if (!scenario.steps.some((s) => s.phase === "expect")) {
      out.push({ code: "GRM407", severity: "warning", message: `Scenario "${scenario.title}" has no expect step: it checks nothing.`, range: scenario.range });
    }
  }
  return out;
}

function closestCardId(id: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const k of known) {
    const d = editDistance(id, k);
    if (d < bestDistance) {
      best = k;
      bestDistance = d;
    }
  }
  return best;
}
