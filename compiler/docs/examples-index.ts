/**
 * docs/examples.md: for every vocabulary entry and every ability structure, the English wording
 * it prints (the English lexicon's template, never a card's text) and the library cards that use
 * it, so an author holding a printed card finds the construct and a scripted card to copy.
 * Pure: the caller passes the parsed files (browser-safe, no node imports).
 */
import type * as A from "../../grammar/ast";
import { allEntries } from "../../grammar/vocabulary/all-entries";
import { nounEntries } from "../../grammar/vocabulary";
import { lexicons } from "../text/lexicons";
import type { Forms, TemplateFamily } from "../text/types";

/** One scripted file of the library: its path relative to the repository, and its cards. */
export interface LibraryFile {
  readonly path: string;
  readonly cards: readonly A.Card[];
}

/** A use of a construct by a card: the family ("effect", "structure", …) and the construct's id. */
interface Use {
  readonly family: string;
  readonly id: string;
}

/** How many cards a row lists, and how many it counts. */
const shownPerRow = 4;

const lexiconKeyByFamily: Readonly<Record<string, Exclude<TemplateFamily, "keywords">>> = {
  event: "events",
  effect: "effects",
  predicate: "predicates",
  restriction: "restrictions",
  condition: "conditions",
  duration: "durations",
  cost: "costs",
  "fixed selector": "fixedSelectors",
  "prefix filter": "prefixFilters",
  "postfix filter": "postfixFilters",
  noun: "nouns",
};

/** Ability structures that are grammar, not vocabulary entries, with what each means. */
const structures: readonly (readonly [string, string])[] = [
  ["triggered when", "`when …` trigger (6.2)"],
  ["triggered whenever", "`whenever …` trigger (6.2)"],
  ["triggered first-time", "`first time …` trigger: once per turn (6.2.2)"],
  ["triggered at start", "`at start of your turn` / `at start of opponents turn` (6.2.1)"],
  ["triggered at end", "`at end of your turn` / … (6.2.1)"],
  ["triggered joined", "two triggers joined by `and` / `or` (6.2.6)"],
  ["triggered if", "a secondary `if` condition checked on resolution (6.2.4)"],
  ["triggered once per turn", "`once per turn` (6.1.13)"],
  ["triggered during your turn", "`during your turn` on a trigger"],
  ["triggered from discard", "a trigger that works from the discard (6.1.12)"],
  ["triggered from hand", "a trigger that works from the hand (6.1.12)"],
  ["activated", "`[cost] — [effect]` activated ability (6.3)"],
  ["static", "a static ability (6.4)"],
  ["static while", "`while …` conditional static (6.4.3)"],
  ["static if", "`if …` conditional static"],
  ["static unless", "`unless …` conditional static"],
  ["static during-your-turn", "`during your turn` static"],
  ["static during-opponents-turn", "`during opponents turn` static"],
  ["statement may", "`may …`: an optional effect (6.1.4)"],
  ["statement then", "`then …`: a step printed \"Then …\" after the one before (6.1.5)"],
  ["statement to", "`[A] to [B]` (6.1.5.1)"],
  ["statement or", "`[A] or [B]` (6.1.5.2)"],
  ["statement chooses or", "`<player> chooses { A } or { B }`: each of those players picks an option (6.1.5.2, 6.7.6)"],
  ["statement if-you-do", "`[A]. If you do, [B]` (6.1.5.3)"],
  ["statement if", "`if … then …` inside an effect"],
  ["statement unless", "`unless … { … } otherwise { … }`: a negated condition inside an effect"],
  ["statement choose-one", "`choose one` (6.1.7)"],
  ["statement instead", "`instead`: a replacement (6.5)"],
  ["selector chosen", "`chosen …` (6.1.3)"],
  ["selector up to", "`up to N chosen …`"],
  ["selector each", "`each …`"],
  ["selector all", "`all …`"],
  ["amount for-each", "`N for each …` amount"],
  ["amount up-to for-each", "`up to N for each …`: a count the player picks, 0 to N (6.1.3)"],
  ["amount equal-to", "an amount `equal to …`"],
];

/** Every construct a card uses, each once. */
export function constructsOf(card: A.Card): Use[] {
  const uses = new Map<string, Use>();
  const add = (family: string, id: string): void => {
    uses.set(`${family}\u0000${id}`, { family, id });
  };
  for (const k of card.keywords) visitEntry("keyword", k);
  for (const ability of card.abilities) visitAbility(ability);
  if (card.body !== null) visitStatements(card.body.statements);
  return [...uses.values()];

  function visitAbility(ability: A.Ability): void {
    switch (ability.kind) {
      case "triggered":
        for (const t of ability.triggers) {
          if (t.kind === "event") {
            add("structure", `triggered ${t.opener}`);
            visitEntry("event", { id: t.event, args: t.args });
            visitSelector(t.subject);
          } else add("structure", `triggered at ${t.moment}`);
        }
        if (ability.triggers.length > 1) add("structure", "triggered joined");
        if (ability.condition !== null) {
          add("structure", "triggered if");
          visitCondition(ability.condition);
        }
        if (ability.oncePerTurn) add("structure", "triggered once per turn");
        if (ability.duringYourTurn) add("structure", "triggered during your turn");
        if (ability.from !== null) add("structure", `triggered from ${ability.from}`);
        visitStatements(ability.body.statements);
        return;
      case "activated":
        add("structure", "activated");
        for (const c of ability.costs) visitEntry("cost", c);
        visitStatements(ability.body.statements);
        return;
      case "static":
        add("structure", ability.condition === null ? "static" : `static ${ability.condition.mode}`);
        if (ability.condition?.condition) visitCondition(ability.condition.condition);
        visitStatements(ability.statements);
        return;
    }
  }

  function visitStatements(statements: readonly A.Statement[]): void {
    for (const s of statements) visitStatement(s);
  }

  function visitStatement(s: A.Statement): void {
    if (s.may) add("structure", "statement may");
    if (s.thenStep === true) add("structure", "statement then");
    switch (s.kind) {
      case "do":
        add("effect", s.verb);
        if (s.actor !== null) visitSelector(s.actor);
        visitArgsOf(s.args);
        return;
      case "predicate":
        add("predicate", s.predicate);
        visitSelector(s.subject);
        visitArgsOf(s.args);
        if (s.duration !== null) visitValue(s.duration);
        return;
      case "to":
        add("structure", "statement to");
        visitStatements(s.first);
        visitStatements(s.then);
        return;
      case "or":
        add("structure", s.actor === null ? "statement or" : "statement chooses or");
        if (s.actor !== null) visitSelector(s.actor);
        visitStatements(s.left);
        visitStatements(s.right);
        return;
      case "if-you-do":
        add("structure", "statement if-you-do");
        visitStatements(s.then);
        return;
      case "if":
        add("structure", s.negated === true ? "statement unless" : "statement if");
        visitCondition(s.condition);
        visitStatements(s.then);
        if (s.otherwise) visitStatements(s.otherwise);
        return;
      case "choose-one":
        add("structure", "statement choose-one");
        for (const option of s.options) visitStatements(option);
        return;
      case "instead":
        add("structure", "statement instead");
        visitCondition(s.condition);
        visitStatements(s.then);
        return;
    }
  }

  /** A vocabulary entry's use: the entry itself and whatever its slots hold. */
  function visitEntry(family: string, use: { readonly id: string; readonly args: A.Args }): void {
    add(family, use.id);
    visitArgsOf(use.args);
  }

  function visitCondition(c: A.Condition): void {
    visitEntry("condition", c);
  }

  function visitSelector(s: A.Selector): void {
    if (s.form === "fixed") {
      visitEntry("fixed selector", s);
      return;
    }
    if (s.determiner.kind === "chosen") add("structure", s.determiner.upTo ? "selector up to" : "selector chosen");
    else if (s.determiner.kind !== "any") add("structure", `selector ${s.determiner.kind}`);
    add("noun", s.noun);
    for (const f of s.prefixes) visitEntry("prefix filter", f);
    for (const f of s.postfixes) visitEntry("postfix filter", f);
  }

  function visitArgsOf(args: A.Args): void {
    for (const v of Object.values(args)) visitValue(v);
  }

  function visitValue(v: A.SlotValue): void {
    switch (v.kind) {
      case "selector":
        visitSelector(v);
        return;
      case "amount":
        if (v.form === "for-each") {
          add("structure", v.upTo ? "amount up-to for-each" : "amount for-each");
          visitSelector(v.per);
        } else if (v.form === "equal-to") {
          add("structure", "amount equal-to");
          visitSelector(v.of);
        }
        return;
      case "per":
        visitSelector(v.selector);
        return;
      case "condition":
        visitCondition(v);
        return;
      case "duration":
      case "keyword":
      case "restriction":
        visitEntry(v.kind, v);
        return;
      case "ability":
        visitAbility(v.ability);
        return;
      case "block":
        visitStatements(v.statements);
        return;
      default:
        return;
    }
  }
}

/** The English lexicon's wording of an entry: a keyword's name, else its template or first form. */
function englishWording(family: string, id: string): string {
  if (family === "keyword") return lexicons.en.keywords[id]?.name ?? "";
  const key = lexiconKeyByFamily[family];
  const forms: Forms | undefined = key === undefined ? undefined : lexicons.en[key][id];
  if (forms === undefined || typeof forms === "string") return forms ?? "";
  return Object.values(forms)[0] ?? "";
}

function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\s+/g, " ").trim();
}

/** The markdown of docs/examples.md for the given library. */
export function examplesIndex(files: readonly LibraryFile[]): string {
  const cardsByUse = new Map<string, { id: string; path: string }[]>();
  const sorted = [...files].sort((a, b) => a.path.localeCompare(b.path));
  for (const file of sorted) {
    for (const card of file.cards) {
      for (const use of constructsOf(card)) {
        const key = `${use.family}\u0000${use.id}`;
        const list = cardsByUse.get(key) ?? [];
        list.push({ id: card.id.text, path: file.path });
        cardsByUse.set(key, list);
      }
    }
  }
  const row = (family: string, id: string, meaning: string): string => {
    const cards = cardsByUse.get(`${family}\u0000${id}`) ?? [];
    const shown = cards.slice(0, shownPerRow).map((c) => `[${c.id}](../${c.path})`).join(", ");
    const more = cards.length > shownPerRow ? ` (+${cards.length - shownPerRow})` : "";
    return `| \`${id}\` | ${cell(meaning)} | ${cards.length} | ${cards.length === 0 ? "—" : shown + more} |`;
  };
  const header = (second: string): string[] => [`| construct | ${second} | cards | examples |`, "|---|---|---|---|"];
  const out: string[] = [
    "# Examples by construct",
    "",
    "<!-- Generated by `npx grimoire docs` from cards/ and the vocabulary; do not edit by hand. -->",
    "",
    "Holding a printed card and wondering how to script it? Find its wording below (the English",
    "column is the renderer's template: `{slot}` marks where a value goes), open one of the listed",
    "library cards and copy its form. The syntax of every entry is in [language.md](language.md);",
    "scenario tests are explained in [scenarios.md](scenarios.md).",
    "",
    `The library: ${sorted.reduce((n, f) => n + f.cards.length, 0)} cards in ${sorted.length} files.`,
    "",
    "## Ability structures",
    "",
    ...header("meaning"),
    ...structures.map(([id, meaning]) => row("structure", id, meaning)),
  ];
  const families = new Map<string, string[]>();
  for (const e of allEntries()) {
    if (e.family === "scenario step") continue;
    families.set(e.family, [...(families.get(e.family) ?? []), e.id]);
  }
  families.set(
    "noun",
    nounEntries.map((n) => n.words.join(" ")),
  );
  for (const [family, ids] of families) {
    out.push("", `## ${family[0]?.toUpperCase()}${family.slice(1)}s`, "", ...header("prints (English)"));
    for (const id of ids) out.push(row(family, id, englishWording(family, id)));
  }
  return `${out.join("\n")}\n`;
}
