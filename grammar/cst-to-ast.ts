/**
 * CST → AST. Reads chevrotain's concrete tree (labelled children) into the typed AST.
 * Recovered (partial) nodes are tolerated: a part that is missing is left out, and the
 * parser has already reported why.
 */
import type { CstElement, CstNode, IToken } from "chevrotain";
import type * as A from "./ast";
import { fixedSelector } from "./ast-copies";
import { choiceLabel, entryRuleName, families, flagLabel, GrimoireCstNode, type Family } from "./parser";
import { combinedNoun, comparisons, nounEntries, type ChoiceItem, type FlagItem, type NounEntry, type Pattern, type SlotKind, type StatId, type VocabularyEntry } from "./vocabulary";
import type { Ink } from "./vocabulary/card-parts";
import { plural } from "./lexer";

/** Card-item rule → the field name used in duplicate checks. */
const cardFieldNames: ReadonlyMap<string, string> = new Map([
  ["nameField", "name"],
  ["versionField", "version"],
  ["costField", "cost"],
  ["inkField", "ink"],
  ["classificationsField", "classifications"],
  ["pronounField", "pronoun"],
  ["effectField", "effect"],
]);

/** Entry rule name → entry, over every family. */
const entriesByRule: ReadonlyMap<string, VocabularyEntry> = new Map(
  (Object.keys(families) as Family[]).flatMap((family) => families[family].map((entry): [string, VocabularyEntry] => [entryRuleName(family, entry.id), entry])),
);

/** Noun word (singular or plural) → its entry; the first entry that has the word wins. */
const nounByWord: ReadonlyMap<string, NounEntry> = (() => {
  const map = new Map<string, NounEntry>();
  for (const n of nounEntries) for (const w of [...n.words, ...n.words.map(plural)]) if (!map.has(w)) map.set(w, n);
  return map;
})();

const flagLabels = new WeakMap<FlagItem, string>();
/** A flag's CST label, built once per pattern item (the AST builder reads it on every use). */
function flagLabelOf(item: FlagItem): string {
  let label = flagLabels.get(item);
  if (label === undefined) flagLabels.set(item, (label = flagLabel(item)));
  return label;
}

const choiceLabels = new WeakMap<ChoiceItem, readonly (readonly [string, string])[]>();
/** A choice's options with their CST labels, built once per pattern item. */
function choiceLabelsOf(item: ChoiceItem): readonly (readonly [string, string])[] {
  let labels = choiceLabels.get(item);
  if (labels === undefined) choiceLabels.set(item, (labels = Object.keys(item.options).map((key): readonly [string, string] => [key, choiceLabel(item, key)])));
  return labels;
}

/** A trigger's gate, before or after the trigger: its word's label and its condition's label. */
const gateLabels = [
  ["before", "gateBefore", "gateBeforeCondition"],
  ["after", "gateAfter", "gateAfterCondition"],
] as const;

/** Every CST node the parser builds is a GrimoireCstNode. */
type Node = GrimoireCstNode;

function isToken(e: CstElement): e is IToken {
  return "image" in e;
}

/** Turns a 0-based offset into a position using the text's line starts. */
export class PositionMap {
  private readonly lineStarts: number[] = [0];
  constructor(readonly text: string) {
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) this.lineStarts.push(i + 1);
  }
  at(offset: number): A.Position {
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.lineStarts[mid] ?? 0) <= clamped) lo = mid;
      else hi = mid - 1;
    }
    return { offset: clamped, line: lo + 1, column: clamped - (this.lineStarts[lo] ?? 0) + 1 };
  }
  /** The last range built: the AST builder often asks for a node's range twice in a row (AST ranges are never mutated, so it is shared). */
  private last: A.Range | undefined = undefined;
  range(start: number, end: number): A.Range {
    const last = this.last;
    if (last !== undefined && last.start.offset === start && last.end.offset === Math.max(start, end)) return last;
    return (this.last = { start: this.at(start), end: this.at(Math.max(start, end)) });
  }
}

export class AstBuilder {
  constructor(private readonly pos: PositionMap) {}

  // ── helpers ──────────────────────────────────────────────────────────────
  // Children are read from the node's parse-order parts (see GrimoireCstNode): a node
  // has a handful of children, so a scan beats a keyed lookup. Tokens chevrotain
  // inserted while recovering (no offset) are skipped.
  private tokens(node: Node, label: string): IToken[] {
    const out: IToken[] = [];
    const parts = node.parts;
    for (let i = 0; i < parts.length; i += 2) {
      if (parts[i] !== label) continue;
      const e = parts[i + 1];
      if (e !== undefined && typeof e !== "string" && isToken(e) && !Number.isNaN(e.startOffset)) out.push(e);
    }
    return out;
  }
  private token(node: Node, label: string): IToken | undefined {
    const parts = node.parts;
    for (let i = 0; i < parts.length; i += 2) {
      if (parts[i] !== label) continue;
      const e = parts[i + 1];
      if (e !== undefined && typeof e !== "string" && isToken(e) && !Number.isNaN(e.startOffset)) return e;
    }
    return undefined;
  }
  private nodes(node: Node, label: string): Node[] {
    const out: Node[] = [];
    const parts = node.parts;
    for (let i = 0; i < parts.length; i += 2) {
      const e = parts[i + 1];
      if (parts[i] === label && e instanceof GrimoireCstNode) out.push(e);
    }
    return out;
  }
  private node(node: Node, label: string): Node | undefined {
    const parts = node.parts;
    for (let i = 0; i < parts.length; i += 2) {
      const e = parts[i + 1];
      if (parts[i] === label && e instanceof GrimoireCstNode) return e;
    }
    return undefined;
  }
  /** The first child labelled `label`, token or node. */
  private first(node: Node, label: string): CstElement | undefined {
    const parts = node.parts;
    for (let i = 0; i < parts.length; i += 2) {
      const e = parts[i + 1];
      if (parts[i] === label && e !== undefined && typeof e !== "string") return e;
    }
    return undefined;
  }
  /** The node's first child, token or node. */
  private firstChild(node: Node): CstElement | undefined {
    const e = node.parts[1];
    return e === undefined || typeof e === "string" ? undefined : e;
  }
  tokenRange(t: IToken): A.Range {
    return this.pos.range(t.startOffset, (t.endOffset ?? t.startOffset) + 1);
  }
  nodeRange(node: Node): A.Range {
    return node.start < 0 ? this.pos.range(0, 0) : this.pos.range(node.start, node.end + 1);
  }
  private unquote(t: IToken): string {
    const inner = t.image.slice(1, -1);
    return inner.includes("\\") ? inner.replace(/\\(.)/g, (_m, c: string) => (c === "n" ? "\n" : c)) : inner;
  }

  // ── file ─────────────────────────────────────────────────────────────────
  file(node: CstNode): A.SourceFile {
    const cards: A.Card[] = [];
    if (!(node instanceof GrimoireCstNode)) return { kind: "file", cards, scenarios: [] };
    for (const c of this.nodes(node, "card")) {
      const card = this.card(c);
      if (card !== null) cards.push(card);
    }
    const scenarios = this.nodes(node, "scenario").map((s) => this.scenario(s));
    return { kind: "file", cards, scenarios };
  }

  localized(node: Node): A.LocalizedText | null {
    const en = this.token(node, "en");
    if (en === undefined) return null;
    return { kind: "localized", en: this.unquote(en), translations: this.translations(node, this.tokens(node, "lang")), range: this.nodeRange(node) };
  }

  /** `fr "…" de "…"`: the i-th language tag names the i-th text (stored by name, not by a computed key: V8 adds those slowly). */
  private translations(node: Node, langs: readonly IToken[]): Partial<Record<"fr" | "de" | "it", string>> {
    const out: Partial<Record<"fr" | "de" | "it", string>> = {};
    const texts = this.tokens(node, "text");
    langs.forEach((l, i) => {
      const t = texts[i];
      if (t === undefined) return;
      const value = this.unquote(t);
      if (l.image === "fr") out.fr = value;
      else if (l.image === "de") out.de = value;
      else if (l.image === "it") out.it = value;
    });
    return out;
  }

  card(node: Node): A.Card | null {
    const idTok = this.token(node, "CardIdLiteral");
    const typeTok = this.token(node, "cardType");
    if (idTok === undefined || typeTok === undefined) return null;
    const dash = idTok.image.indexOf("-");
    const set = idTok.image.slice(0, dash);
    const num = idTok.image.slice(dash + 1);
    let name: A.LocalizedText | null = null;
    let version: A.LocalizedText | null = null;
    let pronoun: A.Card["pronoun"] = null;
    let cost: A.NumberField | null = null;
    const inks: A.InkUse[] = [];
    let inkable = false;
    const stats: A.StatField[] = [];
    const classifications: A.Classification[] = [];
    const keywords: A.KeywordUse[] = [];
    const abilities: A.Ability[] = [];
    let body: A.EffectBody | null = null;
    const fields: A.FieldUse[] = [];
    for (const item of this.nodes(node, "cardItem")) {
      // The parser labels a card item's one child `item`.
      const child = this.first(item, "item");
      if (child === undefined) continue;
      if (!(child instanceof GrimoireCstNode)) {
        if (isToken(child) && child.image === "inkable") {
          inkable = true;
          fields.push({ field: "inkable", range: this.tokenRange(child) });
        }
        continue;
      }
      const f = child.name === "statField" ? this.token(child, "stat")?.image : cardFieldNames.get(child.name);
      if (f !== undefined) fields.push({ field: f, range: this.nodeRange(child) });
      switch (child.name) {
        case "nameField": {
          const l = this.node(child, "localized");
          if (l) name = this.localized(l);
          break;
        }
        case "pronounField": {
          const p = this.token(child, "pronoun");
          if (p) pronoun = p.image as "he" | "she" | "they" | "it";
          break;
        }
        case "versionField": {
          const l = this.node(child, "localized");
          if (l) version = this.localized(l);
          break;
        }
        case "costField": {
          const n = this.token(child, "NumberLiteral");
          if (n) cost = { value: Number(n.image), range: this.nodeRange(child) };
          break;
        }
        case "inkField":
          for (const t of this.tokens(child, "ink")) inks.push({ ink: t.image as Ink, range: this.tokenRange(t) });
          break;
        case "statField": {
          const s = this.token(child, "stat");
          const n = this.token(child, "NumberLiteral");
          if (s && n) stats.push({ stat: s.image as StatId, value: Number(n.image), range: this.nodeRange(child) });
          break;
        }
        case "classificationsField":
          for (const t of this.tokens(child, "class")) {
            classifications.push({ name: t.tokenType.name === "StringLiteral" ? this.unquote(t) : t.image, range: this.tokenRange(t) });
          }
          break;
        case "keywordUse": {
          const k = this.entryUse(child, "keywordUse");
          if (k) keywords.push({ kind: "keyword", ...k });
          break;
        }
        case "ability": {
          const a = this.ability(child);
          if (a) abilities.push(a);
          break;
        }
        case "effectField": {
          const b = this.node(child, "block");
          if (b) body = this.body(b);
          break;
        }
      }
    }
    return {
      kind: "card",
      id: { set, number: Number(num), text: idTok.image, range: this.tokenRange(idTok) },
      cardType: typeTok.image as A.CardType,
      cardTypeRange: this.tokenRange(typeTok),
      name,
      version,
      cost,
      inks,
      inkable,
      stats,
      classifications,
      keywords,
      abilities,
      body,
      pronoun,
      fields,
      range: this.nodeRange(node),
    };
  }

  // ── vocabulary entries ──────────────────────────────────────────────────
  /** Reads a family node (`effectVerb`, …) into the entry id and its slot values. */
  entryUse(familyNode: Node, family: Family): { id: string; args: A.Args; range: A.Range } | null {
    // The family node has one child, labelled `entry`: the rule of the entry that matched.
    const inner = this.node(familyNode, "entry");
    const entry = inner === undefined ? undefined : entriesByRule.get(inner.name);
    void family;
    if (entry === undefined || inner === undefined) return null;
    return { id: entry.id, args: this.args(inner, entry.pattern), range: this.nodeRange(familyNode) };
  }

  private args(node: Node, pattern: Pattern): A.Args {
    const out: Record<string, A.SlotValue> = {};
    for (const item of pattern) {
      if (item.item === "slot") {
        const slotNode = this.node(node, item.name);
        if (slotNode === undefined) continue;
        const value = this.slot(slotNode, item.kind);
        if (value !== null) out[item.name] = value;
      } else if (item.item === "flag") {
        const t = this.token(node, flagLabelOf(item));
        out[item.name] = { kind: "flag", value: t !== undefined, range: t ? this.tokenRange(t) : this.nodeRange(node) };
      } else if (item.item === "choice") {
        for (const [key, label] of choiceLabelsOf(item)) {
          const t = this.token(node, label);
          if (t !== undefined) out[item.name] = { kind: "choice", value: key, range: this.tokenRange(t) };
        }
      }
    }
    return out;
  }

  private slot(node: Node, kind: SlotKind): A.SlotValue | null {
    const range = this.nodeRange(node);
    switch (kind) {
      case "amount":
        return this.amount(node);
      case "number": {
        const t = this.token(node, "NumberLiteral");
        return t ? { kind: "number", value: Number(t.image), range } : null;
      }
      case "signed": {
        const t = this.token(node, "SignedNumber");
        return t ? { kind: "signed", value: Number(t.image), range } : null;
      }
      case "string": {
        const t = this.token(node, "StringLiteral");
        if (!t) return null;
        const langs = this.tokens(node, "lang");
        if (langs.length === 0) return { kind: "string", value: this.unquote(t), range };
        return { kind: "string", value: this.unquote(t), translations: this.translations(node, langs), range };
      }
      case "stat": {
        const t = this.firstChild(node);
        return t && isToken(t) ? { kind: "stat", stat: t.image as StatId, range } : null;
      }
      case "compare": {
        const t = this.token(node, "CompareOp");
        return t ? { kind: "compare", compare: comparisons[t.image as keyof typeof comparisons], range } : null;
      }
      case "cardref":
        // Scenario cards are not slot values: `scenarioStep` reads them into `cards`.
        return null;
      case "selector":
        return this.selector(node);
      case "per": {
        const s = this.node(node, "selector");
        const sel = s ? this.selector(s) : null;
        return sel ? { kind: "per", selector: sel, counts: this.token(node, "damageOn") ? "damage" : "cards", range } : null;
      }
      case "duration": {
        const e = this.entryUse(node, "duration");
        return e ? { kind: "duration", ...e } : null;
      }
      case "condition":
        return this.condition(node);
      case "keyword": {
        const e = this.entryUse(node, "keywordUse");
        return e ? { kind: "keyword", ...e } : null;
      }
      case "restriction": {
        const e = this.entryUse(node, "restriction");
        return e ? { kind: "restriction", ...e } : null;
      }
      case "block":
        return { kind: "block", statements: this.statements(node), range };
      case "ability": {
        const a = this.node(node, "ability");
        const ability = a ? this.ability(a) : null;
        return ability ? { kind: "ability", ability, range } : null;
      }
    }
  }

  condition(node: Node): A.Condition | null {
    const e = this.entryUse(node, "condition");
    return e ? { kind: "condition", ...e } : null;
  }

  amount(node: Node): A.Amount | null {
    const range = this.nodeRange(node);
    if (this.token(node, "all")) return { kind: "amount", form: "all", range };
    if (this.token(node, "thatMuch")) return { kind: "amount", form: "that-much", range };
    if (this.token(node, "equal")) {
      const ofNode = this.node(node, "of");
      const of = ofNode ? this.selector(ofNode) : null;
      const statNode = this.node(node, "stat");
      const statTok = statNode ? this.firstChild(statNode) : undefined;
      const stat: StatId | "damage" | "cost" = this.token(node, "damage") ? "damage" : this.token(node, "cost") ? "cost" : statTok && isToken(statTok) ? (statTok.image as StatId) : "strength";
      return of ? { kind: "amount", form: "equal-to", stat, of, range } : null;
    }
    const v = this.token(node, "value");
    if (v === undefined) return null;
    const wayNode = this.node(node, "thisWay");
    if (wayNode) return { kind: "amount", form: "this-way", value: Number(v.image), counts: this.token(wayNode, "loreLost") ? "lore-lost" : "damage-removed", range };
    const perNode = this.node(node, "per");
    const perSel = perNode ? this.node(perNode, "selector") : undefined;
    const per = perSel ? this.selector(perSel) : null;
    if (per) return { kind: "amount", form: "for-each", value: Number(v.image), per, counts: perNode && this.token(perNode, "damageOn") ? "damage" : "cards", upTo: this.token(node, "upTo") !== undefined, range };
    return { kind: "amount", form: "number", value: Number(v.image), upTo: this.token(node, "upTo") !== undefined, range };
  }

  selector(node: Node): A.Selector | null {
    const range = this.nodeRange(node);
    const fixed = this.node(node, "fixedSelector");
    if (fixed) {
      const e = this.entryUse(fixed, "fixedSelector");
      return e ? fixedSelector(e.id, e.args, range) : null;
    }
    const g = this.node(node, "generalSelector");
    if (g === undefined) return null;
    // One pass over the selector's parts (it has several kinds of children).
    const nounToks: IToken[] = [];
    let det: Node | undefined;
    const prefixes: A.FilterUse[] = [];
    const postfixes: A.FilterUse[] = [];
    const classifications: A.Classification[] = [];
    let classOr = false;
    const parts = g.parts;
    for (let i = 0; i < parts.length; i += 2) {
      const label = parts[i];
      const e = parts[i + 1];
      if (e instanceof GrimoireCstNode) {
        if (label === "determiner") det ??= e;
        else if (label === "prefixFilter" || label === "postfixFilter") {
          const use = this.entryUse(e, label);
          if (use) (label === "prefixFilter" ? prefixes : postfixes).push({ kind: "filter", ...use });
        }
      } else if (e !== undefined && typeof e !== "string" && isToken(e) && !Number.isNaN(e.startOffset)) {
        if (label === "noun") nounToks.push(e);
        else if (label === "class") classifications.push({ name: e.tokenType.name === "StringLiteral" ? this.unquote(e) : e.image, range: this.tokenRange(e) });
        else if (label === "classOr") classOr = true;
      }
    }
    const nounTok = nounToks[0];
    if (nounTok === undefined) return null;
    // `character or item`: the combination's own entry; an unknown one keeps its joined id (the checker reports it).
    let noun: string;
    if (nounToks.length === 1) noun = nounByWord.get(nounTok.image)?.id ?? "card";
    else {
      const ids = nounToks.map((t) => nounByWord.get(t.image)?.id ?? "card");
      noun = combinedNoun(ids)?.id ?? ids.join("-or-");
    }
    let determiner: A.Determiner = { kind: "any" };
    if (det) {
      if (this.token(det, "each")) determiner = { kind: "each" };
      else if (this.token(det, "all")) determiner = { kind: "all" };
      else if (this.token(det, "chosen")) {
        const count = this.token(det, "count");
        determiner = { kind: "chosen", count: count ? Number(count.image) : 1, upTo: this.token(det, "upTo") !== undefined };
      }
    }
    return {
      kind: "selector",
      form: "general",
      determiner,
      prefixes,
      classifications,
      classificationJoin: classOr ? "or" : "and",
      noun,
      plural: nounToks.some((t) => !(nounByWord.get(t.image)?.words.includes(t.image) ?? true)),
      postfixes,
      range,
    };
  }

  // ── abilities ───────────────────────────────────────────────────────────
  ability(node: Node): A.Ability | null {
    const t = this.node(node, "triggered");
    if (t) return this.triggered(t);
    const a = this.node(node, "activated");
    if (a) return this.activated(a);
    const s = this.node(node, "staticAbility");
    if (s) return this.staticAbility(s);
    return null;
  }

  private abilityName(node: Node): A.LocalizedText | null {
    const n = this.node(node, "name");
    return n ? this.localized(n) : null;
  }

  triggered(node: Node): A.TriggeredAbility | null {
    const triggers: A.Trigger[] = [];
    for (const t of this.nodes(node, "trigger")) {
      const trig = this.trigger(t);
      if (trig) triggers.push(trig);
    }
    const block = this.node(node, "block");
    if (triggers.length === 0 || block === undefined) return null;
    const cond = this.node(node, "condition");
    const from = this.token(node, "from");
    return {
      kind: "triggered",
      name: this.abilityName(node),
      triggers,
      joiner: this.token(node, "joiner")?.image === "or" ? "or" : "and",
      duringYourTurn: this.token(node, "duringWhose")?.image === "your",
      duringOpponentsTurn: this.token(node, "duringWhose")?.image === "opponents'",
      oncePerTurn: this.token(node, "oncePerTurn") !== undefined,
      from: from ? (from.image as "discard" | "hand") : null,
      condition: cond ? this.condition(cond) : null,
      gate: this.triggerGate(node),
      body: this.body(block),
      range: this.nodeRange(node),
    };
  }

  triggerGate(node: Node): A.TriggerGate | null {
    for (const [placement, label, conditionLabel] of gateLabels) {
      const word = this.token(node, label);
      const cond = this.node(node, conditionLabel);
      if (word === undefined || cond === undefined) continue;
      const condition = this.condition(cond);
      if (condition === null) return null;
      return { condition, placement, range: { start: this.tokenRange(word).start, end: this.nodeRange(cond).end } };
    }
    return null;
  }

  trigger(node: Node): A.Trigger | null {
    const range = this.nodeRange(node);
    const opener = this.token(node, "opener");
    if (opener === undefined) return null;
    if (opener.image === "at") {
      const moment = this.token(node, "moment");
      const whose = this.token(node, "whose");
      if (!moment || !whose) return null;
      return { kind: "phase", opener: "at", moment: moment.image as "start" | "end", whose: whose.image as "your" | "opponents" | "each", range };
    }
    const subjectNode = this.node(node, "subject");
    const eventNode = this.node(node, "event");
    const subject = subjectNode ? this.selector(subjectNode) : null;
    const ev = eventNode ? this.entryUse(eventNode, "event") : null;
    if (!subject || !ev) return null;
    const duringYourTurn = this.token(node, "triggerDuring") !== undefined;
    return { kind: "event", opener: opener.image === "first" ? "first-time" : (opener.image as "when" | "whenever"), subject, event: ev.id, args: ev.args, duringYourTurn, range };
  }

  activated(node: Node): A.ActivatedAbility | null {
    const costs: A.CostPart[] = [];
    for (const c of this.nodes(node, "costPart")) {
      const e = this.entryUse(c, "costPart");
      if (e) costs.push({ kind: "cost", ...e });
    }
    const block = this.node(node, "block");
    if (block === undefined) return null;
    return { kind: "activated", name: this.abilityName(node), oncePerTurn: this.token(node, "oncePerTurn") !== undefined, costs, body: this.body(block), range: this.nodeRange(node) };
  }

  staticAbility(node: Node): A.StaticAbility | null {
    const block = this.node(node, "block");
    if (block === undefined) return null;
    const sc = this.node(node, "staticCondition");
    let condition: A.StaticCondition | null = null;
    if (sc) {
      const mode = this.token(sc, "mode");
      const c = this.node(sc, "condition");
      if (mode?.image === "during") {
        const whose = this.token(sc, "whose");
        condition = { mode: whose?.image === "your" ? "during-your-turn" : "during-opponents-turn", condition: c ? this.condition(c) : null, range: this.nodeRange(sc) };
      } else if (mode) {
        condition = { mode: mode.image as "while" | "if" | "unless", condition: c ? this.condition(c) : null, range: this.nodeRange(sc) };
      }
    }
    return { kind: "static", name: this.abilityName(node), condition, statements: this.statements(block), range: this.nodeRange(node) };
  }

  // ── statements ──────────────────────────────────────────────────────────
  body(block: Node): A.EffectBody {
    return { kind: "body", statements: this.statements(block), range: this.nodeRange(block) };
  }

  statements(block: Node): A.Statement[] {
    const out: A.Statement[] = [];
    for (const s of this.nodes(block, "statement")) {
      const st = this.statement(s);
      if (st) out.push(this.token(s, "thenStep") !== undefined ? { ...st, thenStep: true } : st);
    }
    return out;
  }

  private statement(node: Node): A.Statement | null {
    const range = this.nodeRange(node);
    const may = this.token(node, "Kw_may") !== undefined;
    const first = this.node(node, "first");
    const second = this.node(node, "second");
    const combinator = this.token(node, "combinator");
    if (first && second && combinator) {
      const a = this.statements(first);
      const b = this.statements(second);
      return combinator.image === "to"
        ? { kind: "to", may, first: a, then: b, range }
        : { kind: "or", may, actor: null, left: a, right: b, range };
    }
    const then = this.node(node, "then");
    if (this.token(node, "ifYouDo") && then) return { kind: "if-you-do", may, then: this.statements(then), range };
    const theyDont = this.node(node, "theyDont");
    if (this.token(node, "ifTheyDont") && theyDont) return { kind: "if-they-dont", may, then: this.statements(theyDont), range };
    const cond = this.node(node, "condition");
    if (cond && then) {
      const c = this.condition(cond);
      const otherwise = this.node(node, "otherwise");
      if (c === null) return null;
      const negated = this.token(node, "unless") !== undefined;
      const st: A.IfStatement = { kind: "if", may, condition: c, then: this.statements(then), otherwise: otherwise ? this.statements(otherwise) : null, range };
      return negated ? { ...st, negated: true } : st;
    }
    const insteadCond = this.node(node, "insteadCondition");
    const instead = this.node(node, "instead");
    if (insteadCond && instead) {
      const c = this.condition(insteadCond);
      return c ? { kind: "instead", may, condition: c, then: this.statements(instead), range } : null;
    }
    const options = this.nodes(node, "option");
    if (options.length > 0) return { kind: "choose-one", may, options: options.map((o) => this.statements(o)), range };
    const subjectNode = this.node(node, "subject");
    const subject = subjectNode ? this.selector(subjectNode) : null;
    const chooseLeft = this.node(node, "chooseLeft");
    const chooseRight = this.node(node, "chooseRight");
    if (subject && chooseLeft && chooseRight) return { kind: "or", may, actor: subject, left: this.statements(chooseLeft), right: this.statements(chooseRight), range };
    const verbNode = this.node(node, "effectVerb");
    if (verbNode) {
      const e = this.entryUse(verbNode, "effectVerb");
      if (!e) return null;
      return { kind: "do", may, actor: subject, verb: e.id, verbRange: e.range, args: e.args, range };
    }
    const predNode = this.node(node, "predicate");
    if (predNode && subject) {
      const e = this.entryUse(predNode, "predicate");
      if (!e) return null;
      const durNode = this.node(node, "duration");
      const d = durNode ? this.entryUse(durNode, "duration") : null;
      return {
        kind: "predicate",
        may,
        subject,
        predicate: e.id,
        predicateRange: e.range,
        args: e.args,
        duration: d ? { kind: "duration", ...d } : null,
        range,
      };
    }
    return null;
  }

  // ── scenarios ───────────────────────────────────────────────────────────
  scenario(node: Node): A.Scenario {
    const title = this.token(node, "title");
    const steps: A.ScenarioStep[] = [];
    for (const s of this.nodes(node, "scenarioStep")) {
      const step = this.scenarioStep(s);
      if (step !== null) steps.push(step);
    }
    return { kind: "scenario", title: title ? this.unquote(title) : "", steps, range: this.nodeRange(node) };
  }

  private scenarioStep(node: Node): A.ScenarioStep | null {
    const phase = this.token(node, "phase");
    const family = phase?.image === "act" ? "scenarioAct" : phase?.image === "expect" ? "scenarioExpect" : "scenarioGiven";
    const familyNode = this.node(node, family);
    if (phase === undefined || familyNode === undefined) return null;
    const inner = this.node(familyNode, "entry");
    const entry = inner === undefined ? undefined : entriesByRule.get(inner.name);
    if (entry !== undefined && inner !== undefined) {
      const cards: Record<string, A.ScenarioCardRef> = {};
      for (const item of entry.pattern) {
        if (item.item !== "slot" || item.kind !== "cardref") continue;
        const ref = this.node(inner, item.name);
        if (ref === undefined) continue;
        const id = this.token(ref, "id");
        const alias = this.token(ref, "alias");
        if (id === undefined && alias === undefined) continue;
        cards[item.name] = { kind: "card-ref", id: id?.image ?? null, alias: alias ? this.unquote(alias) : null, range: this.nodeRange(ref) };
      }
      return {
        kind: "step",
        phase: phase.image as A.ScenarioStep["phase"],
        step: entry.id,
        stepRange: this.nodeRange(familyNode),
        args: this.args(inner, entry.pattern),
        cards,
        range: this.nodeRange(node),
      };
    }
    return null;
  }
}
