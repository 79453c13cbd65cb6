/**
 * The parser: one chevrotain CstParser. The fixed grammar (cards, abilities, statement
 * structure, selectors, amounts) is written out; every vocabulary entry gets a rule built
 * from its pattern, so the language grows by adding entries, not grammar.
 */
import {
  CstParser,
  type AtLeastOneSepMethodOpts,
  type CstChildrenDictionary,
  type CstElement,
  type CstNode,
  type CstNodeLocation,
  type DSLMethodOpts,
  type IOrAlt,
  type IToken,
  type OrMethodOpts,
} from "chevrotain";
import {
  allTokens,
  CardIdLiteral,
  ClassName,
  Comma,
  CompareOp,
  keywordToken,
  LBrace,
  NumberLiteral,
  plural,
  RBrace,
  Semicolon,
  SignedNumber,
  StringLiteral,
} from "./lexer";
import {
  conditionEntries,
  costEntries,
  durationEntries,
  effectEntries,
  eventEntries,
  fixedSelectorEntries,
  inks,
  keywordEntries,
  nounEntries,
  postfixFilterEntries,
  predicateEntries,
  prefixFilterEntries,
  restrictionEntries,
  type ChoiceItem,
  type FlagItem,
  type Pattern,
  type SlotKind,
  type VocabularyEntry,
} from "./vocabulary";
import { actStepEntries, expectStepEntries, givenStepEntries } from "./vocabulary/scenario-steps";

type Rule = (idx?: number) => CstNode;

/** Vocabulary families that become OR-rules over their entries, by rule name. */
export const families = {
  keywordUse: keywordEntries,
  event: eventEntries,
  effectVerb: effectEntries,
  predicate: predicateEntries,
  restriction: restrictionEntries,
  condition: conditionEntries,
  duration: durationEntries,
  costPart: costEntries,
  prefixFilter: prefixFilterEntries,
  postfixFilter: postfixFilterEntries,
  fixedSelector: fixedSelectorEntries,
  scenarioGiven: givenStepEntries,
  scenarioAct: actStepEntries,
  scenarioExpect: expectStepEntries,
} as const satisfies Record<string, readonly VocabularyEntry[]>;
export type Family = keyof typeof families;

/** The CST label of a pattern's flag (its first word's token). */
export function flagLabel(item: FlagItem): string {
  return `flag_${item.name}`;
}

/** The CST label of one option of a pattern's choice (its first word's token). */
export function choiceLabel(item: ChoiceItem, option: string): string {
  return `choice_${item.name}_${option}`;
}

/** The CST rule name of one entry (`effectVerb:deal-damage`). */
export function entryRuleName(family: Family, id: string): string {
  return `${family}_${id.replace(/[^A-Za-z0-9]/g, "_")}`;
}

const kw = keywordToken;
/** The label of a card item's one child. */
const cardItemLabel = { LABEL: "item" };

/** Every spelling of a single noun (`character`, `characters`): what may follow `or` inside a selector. */
const nounWords = new Set(nounEntries.flatMap((n) => n.words.flatMap((w) => [w, plural(w)])));

/**
 * The fixed words an entry's pattern starts with; a leading required choice gives one
 * prefix per option (`(v: cant=can't | doesnt=doesn't) ready …`).
 */
function leadingWords(pattern: Pattern): string[][] {
  let prefixes: string[][] = [[]];
  for (const [i, item] of pattern.entries()) {
    if (item.item === "word") prefixes = prefixes.map((w) => [...w, item.word]);
    else if (i === 0 && item.item === "choice" && !item.optional) prefixes = Object.values(item.options).map((o) => [...o]);
    else break;
  }
  return prefixes;
}

/**
 * The fixed words right after an entry's first slot (`less to play` in `pay {amount} less to play {what}`): what tells
 * apart two entries with the same leading words once the slot, however long, has been read.
 */
function wordsAfterFirstSlot(pattern: Pattern): string[] {
  const first = pattern.findIndex((item) => item.item === "slot");
  if (first < 0) return [];
  const out: string[] = [];
  for (const item of pattern.slice(first + 1)) {
    if (item.item !== "word") break;
    out.push(item.word);
  }
  return out;
}

/** How far past the leading words `PrefixDispatch` looks for the words after a slot (an amount such as `1 for each character in your discard` is a few tokens). */
const AFTER_SLOT_WINDOW = 24;

/**
 * Picks a vocabulary entry by its leading fixed words. An entry is picked only when it
 * is the single longest entry whose leading words all match the upcoming tokens, and no
 * entry starts with a slot (whose first token could be anything). Two entries with the
 * same leading words (`pay {amount} less to play …`, `pay {amount} less for next …`) are
 * told apart by the words after their first slot, when exactly one of them follows in the
 * same block: a long amount would outrun the parser's fixed lookahead.
 */
class PrefixDispatch<R> {
  /** Entries by their first fixed word, longest prefix first. */
  private readonly byFirstWord = new Map<string, { readonly words: readonly string[]; readonly after: readonly string[]; readonly rule: R }[]>();
  private readonly open: boolean;
  constructor(entries: readonly VocabularyEntry[], rules: readonly R[]) {
    let open = false;
    entries.forEach((entry, i) => {
      const rule = rules[i];
      if (rule === undefined) throw new Error("rule missing for entry " + entry.id);
      const after = wordsAfterFirstSlot(entry.pattern);
      for (const words of leadingWords(entry.pattern)) {
        const first = words[0];
        if (first === undefined) {
          open = true;
          return;
        }
        const list = this.byFirstWord.get(first) ?? [];
        list.push({ words, after, rule });
        this.byFirstWord.set(first, list);
      }
    });
    for (const list of this.byFirstWord.values()) list.sort((a, b) => b.words.length - a.words.length);
    this.open = open;
  }
  /** The entry whose leading words the parser's upcoming tokens spell, if exactly one. */
  pick(la: (k: number) => string): R | undefined {
    if (this.open) return undefined;
    const candidates = this.byFirstWord.get(la(1));
    if (candidates === undefined) return undefined;
    let best: R | undefined;
    let bestLength = 0;
    let tied: { readonly words: readonly string[]; readonly after: readonly string[]; readonly rule: R }[] | null = null;
    for (const p of candidates) {
      if (p.words.length < bestLength) break;
      let k = 1;
      while (k < p.words.length && la(k + 1) === p.words[k]) k++;
      if (k < p.words.length) continue;
      // Two entries with the same leading words: the prefixes do not settle it.
      if (p.words.length === bestLength && p.rule !== best) {
        tied ??= candidates.filter((c) => c.rule === best && c.words.length === bestLength);
        tied.push(p);
        continue;
      }
      best = p.rule;
      bestLength = p.words.length;
    }
    return tied === null ? best : this.byWordsAfterSlot(tied, bestLength, la);
  }
  /** Among tied entries, the only one whose words after the first slot come up before the block ends, else undefined. */
  private byWordsAfterSlot(tied: readonly { readonly after: readonly string[]; readonly rule: R }[], from: number, la: (k: number) => string): R | undefined {
    let found: R | undefined;
    for (const t of tied) {
      if (t.after.length === 0) return undefined;
      for (let k = from + 1; k <= from + AFTER_SLOT_WINDOW; k++) {
        const image = la(k);
        if (image === "" || image === "{" || image === "}") break;
        if (t.after.every((w, j) => la(k + j) === w)) {
          if (found !== undefined && found !== t.rule) return undefined;
          found = t.rule;
          break;
        }
      }
    }
    return found;
  }
}

/**
 * A CST node as this parser builds it. Chevrotain's own node keeps `children` as an
 * object without a prototype, which V8 holds in slow dictionary mode: adding each label
 * (at every consume and subrule) and reading it back were a third of the parse and much
 * of the AST build. This node keeps its children in one array in parse order (label,
 * child, label, child, …; most nodes have one or two children, so the array is sized
 * exactly up to two), and the offsets of its first and last character as integers. The
 * AST builder reads these directly; `children` and `location` are built on first use,
 * in chevrotain's shape, for the formatter.
 */
export class GrimoireCstNode implements CstNode {
  /** Label, child, label, child, … in parse order. */
  parts: (string | CstElement)[] = noParts;
  /** Offset of the node's first character, -1 while it holds no token. */
  start = -1;
  /** Offset of the node's last character, -1 while it holds no token. */
  end = -1;
  recoveredNode: boolean | undefined = undefined;
  private record: CstChildrenDictionary | undefined = undefined;
  constructor(readonly name: string) {}

  /**
   * Appends a child; a token or node with offsets extends the node's range (tokens
   * chevrotain inserts while recovering have none), as chevrotain's location tracking does.
   */
  add(label: string, element: CstElement, start: number, end: number): void {
    const parts = this.parts;
    if (parts === noParts) this.parts = [label, element];
    else if (parts.length === 2) this.parts = [parts[0] ?? label, parts[1] ?? element, label, element];
    else parts.push(label, element);
    this.record = undefined;
    if (!(start >= 0)) return;
    if (this.start < 0) {
      this.start = start;
      this.end = end;
    } else if (this.end < end) this.end = end;
  }

  /** Chevrotain's shape: label → its elements in order, labels in order of first appearance. */
  get children(): CstChildrenDictionary {
    if (this.record === undefined) {
      const record: CstChildrenDictionary = Object.create(null);
      for (let i = 0; i + 1 < this.parts.length; i += 2) {
        const label = this.parts[i];
        const element = this.parts[i + 1];
        if (typeof label === "string" && element !== undefined && typeof element !== "string") (record[label] ??= []).push(element);
      }
      this.record = record;
    }
    return this.record;
  }

  /** Chevrotain's offset-only location (NaN while the node holds no token). */
  get location(): CstNodeLocation {
    return this.start < 0 ? { startOffset: NaN, endOffset: NaN } : { startOffset: this.start, endOffset: this.end };
  }
}

// Shared by nodes without children; `add` replaces it, never pushes onto it.
const noParts: (string | CstElement)[] = [];

/** Per-call-site caches of the fixed rules' alternatives and closures. */
interface RuleMemo {
  readonly alts: Record<string, IOrAlt<unknown>[]>;
  readonly actions: Record<string, () => unknown>;
  readonly orOptions: Record<string, OrMethodOpts<unknown>>;
  readonly sepOptions: Record<string, AtLeastOneSepMethodOpts<unknown>>;
  readonly repeatOptions: Record<string, DSLMethodOpts<unknown>>;
}

export class GrimoireParser extends CstParser {
  /**
   * Alternatives and closures of the fixed rules, built on first use and reused: rule
   * bodies run on every parse, and building them anew each time (and, under tsx, naming
   * each new closure) was most of the parse time.
   */
  private readonly memo: RuleMemo = { alts: {}, actions: {}, orOptions: {}, sepOptions: {}, repeatOptions: {} };
  /** The image of the k-th upcoming token (one closure for all dispatches). */
  private readonly upcomingImage = (k: number): string => this.LA(k).image;
  /** entry rules, by family then id */
  readonly entryRules = new Map<string, Rule>();

  constructor() {
    super(allTokens, { recoveryEnabled: true, maxLookahead: 5, nodeLocationTracking: "onlyOffset" });
    this.performSelfAnalysis();
  }

  // Chevrotain's CST building, redone with GrimoireCstNode: these three methods are
  // chevrotain internals (absent from its public types) that this parser's settings
  // (node location tracking "onlyOffset", recovery on) route every node through.
  declare private readonly CST_STACK: GrimoireCstNode[];

  protected cstInvocationStateUpdate(fullRuleName: string): void {
    this.CST_STACK.push(new GrimoireCstNode(fullRuleName));
  }
  protected cstPostTerminal(key: string, consumedToken: IToken): void {
    this.CST_STACK[this.CST_STACK.length - 1]?.add(key, consumedToken, consumedToken.startOffset, consumedToken.endOffset ?? NaN);
  }
  protected cstPostNonTerminal(ruleCstResult: CstNode, ruleName: string): void {
    const node = this.CST_STACK[this.CST_STACK.length - 1];
    if (node === undefined) return;
    if (ruleCstResult instanceof GrimoireCstNode) node.add(ruleName, ruleCstResult, ruleCstResult.start, ruleCstResult.end);
    else node.add(ruleName, ruleCstResult, ruleCstResult.location?.startOffset ?? NaN, ruleCstResult.location?.endOffset ?? NaN);
  }

  // ── entry rules, generated from the vocabulary ─────────────────────────────
  // Rule bodies run on every parse, so everything they need (alternatives, closures,
  // options objects) is built once here, not per call.
  private familyRule(family: Family): Rule {
    const entries: readonly VocabularyEntry[] = families[family];
    const rules = entries.map((entry) => {
      const body = this.compilePattern(entry.pattern);
      const rule = this.RULE(entryRuleName(family, entry.id), body);
      this.entryRules.set(entryRuleName(family, entry.id), rule);
      return rule;
    });
    // Longer patterns first: where one entry's words are a prefix of another's
    // (`shift 5` and `shift 5 onto "Puppy"`), the longer is tried first.
    const ordered = rules.map((rule, i) => ({ rule, length: entries[i]?.pattern.length ?? 0 })).sort((a, b) => b.length - a.length);
    // The matched entry's node is labelled `entry`, so the AST builder finds it by one
    // lookup (chevrotain's `children` objects are slow to enumerate).
    const entry = { LABEL: "entry" };
    const alternatives = {
      DEF: ordered.map(({ rule }) => ({ ALT: () => this.subrule(0, rule, entry) })),
      IGNORE_AMBIGUITIES: true,
    };
    const dispatch = new PrefixDispatch(entries, rules);
    return this.RULE(family, () => {
      // Chevrotain's lookahead over dozens of entries is slow; when the next words name
      // exactly one entry (the usual case) take it directly. Grammar recording, and any
      // input the prefixes do not settle (slot-first entries, errors), use the full OR.
      const rule = this.RECORDING_PHASE ? undefined : dispatch.pick(this.upcomingImage);
      if (rule !== undefined) this.subrule(0, rule, entry);
      else this.or(0, alternatives);
    });
  }

  /** Consumes a run of fixed words; the first one carries the label. */
  private wordsStep(words: readonly string[], idxs: readonly number[], label: string): () => void {
    const tokens = words.map((w) => kw(w));
    const first = { LABEL: label };
    return () => {
      tokens.forEach((token, k) => {
        this.consume(idxs[k] ?? 0, token, k === 0 ? first : undefined);
      });
    };
  }

  /**
   * Compiles a pattern into a rule body with dynamic DSL indexes (each occurrence its
   * own index). Indexes are reserved up front: closures of flags and choices run only on
   * the path taken, so allocating inside them would shift later items' indexes between
   * grammar recording and parsing (and break their lookahead).
   */
  private compilePattern(items: Pattern): () => void {
    let idx = 0;
    const next = (): number => idx++;
    const reserve = (words: readonly string[]): number[] => words.map(() => next());
    const steps: (() => void)[] = [];
    for (const item of items) {
      switch (item.item) {
        case "word": {
          const i = next();
          const token = kw(item.word);
          steps.push(() => {
            this.consume(i, token);
          });
          break;
        }
        case "slot": {
          const i = next();
          const kind = item.kind;
          const label = { LABEL: item.name };
          const take = (): void => {
            this.subrule(i, this.slotRule(kind), label);
          };
          steps.push(item.optional ? () => void this.option(i, take) : take);
          break;
        }
        case "flag": {
          const i = next();
          const take = this.wordsStep(item.words, reserve(item.words), flagLabel(item));
          steps.push(() => void this.option(i, take));
          break;
        }
        case "choice": {
          const alts = Object.entries(item.options).map(([key, words]) => ({
            ALT: this.wordsStep(words, reserve(words), choiceLabel(item, key)),
          }));
          const i = next();
          const take = (): void => void this.or(i, alts);
          steps.push(item.optional ? () => void this.option(i, take) : take);
          break;
        }
      }
    }
    return () => {
      for (const step of steps) step();
    };
  }

  /** True when the next tokens spell the leading fixed words of one of the entries. */
  private upcomingEntry(entries: readonly VocabularyEntry[]): boolean {
    return entries.some((entry) => {
      let k = 1;
      for (const item of entry.pattern) {
        if (item.item !== "word") return k > 1;
        if (this.LA(k).image !== item.word) return false;
        k++;
      }
      return true;
    });
  }

  private slotRule(kind: SlotKind): Rule {
    switch (kind) {
      case "amount":
        return this.amount;
      case "number":
        return this.numberValue;
      case "signed":
        return this.signedValue;
      case "selector":
        return this.selector;
      case "duration":
        return this.duration;
      case "condition":
        return this.condition;
      case "keyword":
        return this.keywordUse;
      case "stat":
        return this.stat;
      case "string":
        return this.stringValue;
      case "block":
        return this.block;
      case "ability":
        return this.nestedAbility;
      case "per":
        return this.per;
      case "restriction":
        return this.restriction;
      case "compare":
        return this.compare;
      case "cardref":
        return this.cardRef;
    }
  }

  // ── terminals as rules, so slots can label them ──────────────────────────
  readonly numberValue = this.RULE("numberValue", () => {
    this.CONSUME(NumberLiteral);
  });
  readonly signedValue = this.RULE("signedValue", () => {
    this.CONSUME(SignedNumber);
  });
  /** A string slot, with its names in other languages when it names a card: `named "Beast" fr "La Bête"`. */
  readonly stringValue = this.RULE("stringValue", () => {
    this.CONSUME(StringLiteral);
    this.MANY((this.memo.actions.stringTranslation ??= () => {
      this.OR((this.memo.alts.stringTranslationLang ??= [
        { ALT: () => this.CONSUME(kw("fr"), { LABEL: "lang" }) },
        { ALT: () => this.CONSUME(kw("de"), { LABEL: "lang" }) },
        { ALT: () => this.CONSUME(kw("it"), { LABEL: "lang" }) },
      ]));
      this.CONSUME2(StringLiteral, { LABEL: "text" });
    }));
  });
  readonly compare = this.RULE("compare", () => {
    this.CONSUME(CompareOp);
  });
  readonly stat = this.RULE("stat", () => {
    this.OR((this.memo.alts.c1 ??= [
      { ALT: () => this.CONSUME(kw("strength")) },
      { ALT: () => this.CONSUME(kw("willpower")) },
      { ALT: () => this.CONSUME(kw("lore")) },
    ]));
  });

  // ── file and card ────────────────────────────────────────────────────────
  readonly file: Rule = this.RULE("file", () => {
    this.MANY((this.memo.actions.c3 ??= () => {
      this.OR((this.memo.alts.c2 ??= [{ ALT: () => this.SUBRULE(this.card) }, { ALT: () => this.SUBRULE(this.scenario) }]));
    }));
  });

  readonly localized: Rule = this.RULE("localized", () => {
    this.CONSUME(StringLiteral, { LABEL: "en" });
    this.MANY((this.memo.actions.c5 ??= () => {
      this.OR((this.memo.alts.c4 ??= [
        { ALT: () => this.CONSUME(kw("fr"), { LABEL: "lang" }) },
        { ALT: () => this.CONSUME(kw("de"), { LABEL: "lang" }) },
        { ALT: () => this.CONSUME(kw("it"), { LABEL: "lang" }) },
      ]));
      this.CONSUME2(StringLiteral, { LABEL: "text" });
    }));
  });

  readonly card: Rule = this.RULE("card", () => {
    this.CONSUME(kw("card"));
    this.CONSUME(CardIdLiteral);
    this.OR((this.memo.alts.c52 ??= (["character", "action", "song", "item", "location"] as const).map((t) => ({
      ALT: () => this.CONSUME(kw(t), { LABEL: "cardType" }),
    }))));
    this.CONSUME(LBrace);
    this.MANY((this.memo.actions.c6 ??= () => this.SUBRULE(this.cardItem)));
    this.CONSUME(RBrace);
  });

  // Every alternative is labelled `item`: the AST builder reads it by one lookup.
  readonly cardItem: Rule = this.RULE("cardItem", () => {
    this.OR((this.memo.alts.c7 ??= [
      { ALT: () => this.SUBRULE(this.nameField, cardItemLabel) },
      { ALT: () => this.SUBRULE(this.versionField, cardItemLabel) },
      { ALT: () => this.SUBRULE(this.costField, cardItemLabel) },
      { ALT: () => this.SUBRULE(this.pronounField, cardItemLabel) },
      { ALT: () => this.SUBRULE(this.inkField, cardItemLabel) },
      { ALT: () => this.CONSUME(kw("inkable"), cardItemLabel) },
      { ALT: () => this.SUBRULE(this.statField, cardItemLabel) },
      { ALT: () => this.SUBRULE(this.classificationsField, cardItemLabel) },
      { ALT: () => this.SUBRULE(this.keywordUse, cardItemLabel) },
      { ALT: () => this.SUBRULE(this.ability, cardItemLabel) },
      { ALT: () => this.SUBRULE(this.effectField, cardItemLabel) },
      { ALT: () => this.CONSUME(Semicolon, cardItemLabel) },
    ]));
  });

  readonly nameField: Rule = this.RULE("nameField", () => {
    this.CONSUME(kw("name"));
    this.SUBRULE(this.localized);
  });
  readonly versionField: Rule = this.RULE("versionField", () => {
    this.CONSUME(kw("version"));
    this.SUBRULE(this.localized);
  });
  readonly pronounField: Rule = this.RULE("pronounField", () => {
    this.CONSUME(kw("pronoun"));
    this.OR((this.memo.alts.c8 ??= [
      { ALT: () => this.CONSUME(kw("he"), { LABEL: "pronoun" }) },
      { ALT: () => this.CONSUME(kw("she"), { LABEL: "pronoun" }) },
      { ALT: () => this.CONSUME(kw("they"), { LABEL: "pronoun" }) },
      { ALT: () => this.CONSUME(kw("it"), { LABEL: "pronoun" }) },
    ]));
  });
  readonly costField: Rule = this.RULE("costField", () => {
    this.CONSUME(kw("cost"));
    this.CONSUME(NumberLiteral);
  });
  readonly inkField: Rule = this.RULE("inkField", () => {
    this.CONSUME(kw("ink"));
    this.AT_LEAST_ONE((this.memo.actions.c9 ??= () => {
      this.OR((this.memo.alts.c53 ??= inks.map((ink) => ({ ALT: () => this.CONSUME(kw(ink), { LABEL: "ink" }) }))));
    }));
  });
  readonly statField: Rule = this.RULE("statField", () => {
    this.OR((this.memo.alts.c10 ??= [
      { ALT: () => this.CONSUME(kw("strength"), { LABEL: "stat" }) },
      { ALT: () => this.CONSUME(kw("willpower"), { LABEL: "stat" }) },
      { ALT: () => this.CONSUME(kw("lore"), { LABEL: "stat" }) },
      { ALT: () => this.CONSUME(kw("move-cost"), { LABEL: "stat" }) },
    ]));
    this.CONSUME(NumberLiteral);
  });
  readonly classificationsField: Rule = this.RULE("classificationsField", () => {
    this.CONSUME(kw("classifications"));
    this.AT_LEAST_ONE((this.memo.actions.c12 ??= () => {
      this.OR((this.memo.alts.c11 ??= [{ ALT: () => this.CONSUME(ClassName, { LABEL: "class" }) }, { ALT: () => this.CONSUME(StringLiteral, { LABEL: "class" }) }]));
    }));
  });
  readonly effectField: Rule = this.RULE("effectField", () => {
    this.CONSUME(kw("effect"));
    this.SUBRULE(this.block);
  });

  // ── abilities ────────────────────────────────────────────────────────────
  readonly ability: Rule = this.RULE("ability", () => {
    this.OR((this.memo.alts.c13 ??= [
      { ALT: () => this.SUBRULE(this.triggered) },
      { ALT: () => this.SUBRULE(this.activated) },
      { ALT: () => this.SUBRULE(this.staticAbility) },
    ]));
  });
  readonly nestedAbility: Rule = this.RULE("nestedAbility", () => {
    this.CONSUME(LBrace);
    this.SUBRULE(this.ability);
    this.CONSUME(RBrace);
  });

  readonly triggered: Rule = this.RULE("triggered", () => {
    this.CONSUME(kw("triggered"));
    this.OPTION((this.memo.actions.c14 ??= () => this.SUBRULE(this.localized, { LABEL: "name" })));
    // "During your turn" / "During each opponent's turn" (a trigger condition, 6.1.13.6).
    this.OPTION2((this.memo.actions.c15 ??= () => {
      this.CONSUME(kw("during"));
      this.OR5((this.memo.alts.triggeredDuringWhose ??= [
        { ALT: () => this.CONSUME(kw("your"), { LABEL: "duringWhose" }) },
        { ALT: () => this.CONSUME(kw("opponents'"), { LABEL: "duringWhose" }) },
      ]));
      this.CONSUME(kw("turn"));
    }));
    this.OPTION3((this.memo.actions.c16 ??= () => {
      this.CONSUME(kw("once"), { LABEL: "oncePerTurn" });
      this.CONSUME(kw("per"));
      this.CONSUME2(kw("turn"));
    }));
    // "While this character is exerted, whenever …": a trigger condition checked when the event happens (6.1.13.6).
    this.OPTION6((this.memo.actions.c52 ??= () => {
      this.CONSUME(kw("while"), { LABEL: "gateBefore" });
      this.SUBRULE2(this.condition, { LABEL: "gateBeforeCondition" });
    }));
    this.SUBRULE(this.trigger);
    this.MANY((this.memo.actions.c18 ??= () => {
      this.OR((this.memo.alts.c17 ??= [{ ALT: () => this.CONSUME(kw("and"), { LABEL: "joiner" }) }, { ALT: () => this.CONSUME(kw("or"), { LABEL: "joiner" }) }]));
      this.SUBRULE2(this.trigger);
    }));
    // "Whenever this character quests while at a location": the same, written after the trigger.
    this.OPTION7((this.memo.actions.c53 ??= () => {
      this.CONSUME2(kw("while"), { LABEL: "gateAfter" });
      this.SUBRULE3(this.condition, { LABEL: "gateAfterCondition" });
    }));
    this.OPTION4((this.memo.actions.c20 ??= () => {
      this.CONSUME(kw("from"));
      this.OR2((this.memo.alts.c19 ??= [{ ALT: () => this.CONSUME(kw("discard"), { LABEL: "from" }) }, { ALT: () => this.CONSUME(kw("hand"), { LABEL: "from" }) }]));
    }));
    this.OPTION5((this.memo.actions.c21 ??= () => {
      this.CONSUME(kw("if"));
      this.SUBRULE(this.condition);
    }));
    this.SUBRULE(this.block);
  });

  readonly trigger: Rule = this.RULE("trigger", () => {
    this.OR((this.memo.alts.c25 ??= [
      {
        ALT: () => {
          this.OR2((this.memo.alts.c22 ??= [
            { ALT: () => this.CONSUME(kw("when"), { LABEL: "opener" }) },
            { ALT: () => this.CONSUME(kw("whenever"), { LABEL: "opener" }) },
            {
              // "The first time [event] (each turn)" (6.2.2)
              ALT: () => {
                this.CONSUME(kw("first"), { LABEL: "opener" });
                this.CONSUME(kw("time"));
              },
            },
          ]));
          this.SUBRULE(this.selector, { LABEL: "subject" });
          this.SUBRULE(this.event);
          // "… and whenever he banishes another character in a challenge during your turn": this trigger only (6.2.6).
          this.OPTION((this.memo.actions.triggerDuring ??= () => {
            this.CONSUME(kw("during"), { LABEL: "triggerDuring" });
            this.CONSUME2(kw("your"));
            this.CONSUME2(kw("turn"));
          }));
        },
      },
      {
        ALT: () => {
          this.CONSUME(kw("at"), { LABEL: "opener" });
          this.OR3((this.memo.alts.c23 ??= [
            { ALT: () => this.CONSUME(kw("start"), { LABEL: "moment" }) },
            { ALT: () => this.CONSUME(kw("end"), { LABEL: "moment" }) },
          ]));
          this.CONSUME(kw("of"));
          this.OR4((this.memo.alts.c24 ??= [
            { ALT: () => this.CONSUME(kw("your"), { LABEL: "whose" }) },
            { ALT: () => this.CONSUME(kw("opponents"), { LABEL: "whose" }) },
            { ALT: () => this.CONSUME(kw("each"), { LABEL: "whose" }) },
          ]));
          this.CONSUME(kw("turn"));
        },
      },
    ]));
  });

  readonly activated: Rule = this.RULE("activated", () => {
    this.CONSUME(kw("activated"));
    this.OPTION((this.memo.actions.c26 ??= () => this.SUBRULE(this.localized, { LABEL: "name" })));
    // "Once per turn, you may pay 2 {I} to …": an activated ability usable once per turn (printed like a static).
    this.OPTION2((this.memo.actions.c54 ??= () => {
      this.CONSUME(kw("once"), { LABEL: "oncePerTurn" });
      this.CONSUME(kw("per"));
      this.CONSUME(kw("turn"));
    }));
    this.CONSUME(kw("cost"));
    this.AT_LEAST_ONE_SEP((this.memo.sepOptions.c27 ??= { SEP: Comma, DEF: () => this.SUBRULE(this.costPart) }));
    this.SUBRULE(this.block);
  });

  readonly staticAbility: Rule = this.RULE("staticAbility", () => {
    this.CONSUME(kw("static"));
    this.OPTION((this.memo.actions.c28 ??= () => this.SUBRULE(this.localized, { LABEL: "name" })));
    this.OPTION2((this.memo.actions.c29 ??= () => this.SUBRULE(this.staticCondition)));
    this.SUBRULE(this.block);
  });

  readonly staticCondition: Rule = this.RULE("staticCondition", () => {
    this.OR((this.memo.alts.c32 ??= [
      {
        ALT: () => {
          this.OR2((this.memo.alts.c30 ??= [
            { ALT: () => this.CONSUME(kw("while"), { LABEL: "mode" }) },
            { ALT: () => this.CONSUME(kw("if"), { LABEL: "mode" }) },
            { ALT: () => this.CONSUME(kw("unless"), { LABEL: "mode" }) },
          ]));
          this.SUBRULE(this.condition);
        },
      },
      {
        ALT: () => {
          this.CONSUME(kw("during"), { LABEL: "mode" });
          this.OR3((this.memo.alts.c31 ??= [
            { ALT: () => this.CONSUME(kw("your"), { LABEL: "whose" }) },
            { ALT: () => this.CONSUME(kw("opponents'"), { LABEL: "whose" }) },
          ]));
          this.CONSUME(kw("turn"));
          // "During your turn, if no other character has quested this turn, …": both hold together (6.4.4).
          this.OPTION((this.memo.actions.staticDuringIf ??= () => {
            this.CONSUME2(kw("if"));
            this.SUBRULE2(this.condition);
          }));
        },
      },
    ]));
  });

  // ── statements ──────────────────────────────────────────────────────────
  readonly block: Rule = this.RULE("block", () => {
    this.CONSUME(LBrace);
    this.MANY((this.memo.actions.c33 ??= () => this.SUBRULE(this.statement)));
    this.CONSUME(RBrace);
  });

  readonly statement: Rule = this.RULE("statement", () => {
    // "Then …": a step printed as following the one before (6.1.5); it resolves as any next step does.
    this.OPTION5((this.memo.actions.thenStep ??= () => this.CONSUME(kw("then"), { LABEL: "thenStep" })));
    this.OPTION((this.memo.actions.c34 ??= () => this.CONSUME(kw("may"))));
    this.OR((this.memo.alts.c41 ??= [
      {
        ALT: () => {
          this.SUBRULE(this.block, { LABEL: "first" });
          this.OR2((this.memo.alts.c35 ??= [
            { ALT: () => this.CONSUME(kw("to"), { LABEL: "combinator" }) },
            { ALT: () => this.CONSUME(kw("or"), { LABEL: "combinator" }) },
          ]));
          this.SUBRULE2(this.block, { LABEL: "second" });
        },
      },
      {
        ALT: () => {
          this.CONSUME(kw("if"));
          this.OR3((this.memo.alts.c37 ??= [
            {
              ALT: () => {
                this.CONSUME(kw("you"), { LABEL: "ifYouDo" });
                this.CONSUME(kw("do"));
                this.SUBRULE3(this.block, { LABEL: "then" });
              },
            },
            {
              // "For each opponent who doesn't, [B]": after "may each opponent [A]" (6.1.4).
              ALT: () => {
                this.CONSUME(kw("they"), { LABEL: "ifTheyDont" });
                this.CONSUME(kw("don't"));
                this.SUBRULE8(this.block, { LABEL: "theyDont" });
              },
            },
            {
              ALT: () => {
                this.SUBRULE(this.condition);
                this.SUBRULE4(this.block, { LABEL: "then" });
                this.OPTION2((this.memo.actions.c36 ??= () => {
                  this.CONSUME(kw("otherwise"));
                  this.SUBRULE5(this.block, { LABEL: "otherwise" });
                }));
              },
            },
          ]));
        },
      },
      {
        // "If [condition] is not met, [A]. Otherwise, [B]": `unless <condition> { A } otherwise { B }`.
        ALT: () => {
          this.CONSUME(kw("unless"), { LABEL: "unless" });
          this.SUBRULE3(this.condition);
          this.SUBRULE9(this.block, { LABEL: "then" });
          this.OPTION6((this.memo.actions.unlessOtherwise ??= () => {
            this.CONSUME2(kw("otherwise"));
            this.SUBRULE1(this.block, { LABEL: "otherwise" });
          }));
        },
      },
      {
        ALT: () => {
          this.CONSUME(kw("instead"));
          this.CONSUME2(kw("if"));
          this.SUBRULE2(this.condition, { LABEL: "insteadCondition" });
          this.SUBRULE6(this.block, { LABEL: "instead" });
        },
      },
      {
        ALT: () => {
          this.CONSUME(kw("choose"));
          this.CONSUME(kw("one"));
          this.CONSUME(LBrace);
          this.AT_LEAST_ONE((this.memo.actions.c38 ??= () => {
            this.CONSUME(kw("option"));
            this.SUBRULE7(this.block, { LABEL: "option" });
          }));
          this.CONSUME(RBrace);
        },
      },
      { ALT: () => this.SUBRULE(this.effectVerb) },
      {
        ALT: () => {
          this.SUBRULE(this.selector, { LABEL: "subject" });
          this.OR4((this.memo.alts.c40 ??= [
            {
              ALT: () => {
                this.SUBRULE(this.predicate);
                // `this` may start a duration (`this turn`) or the next statement
                // (`this gains ward`): only take a duration whose fixed words match.
                this.OPTION3((this.memo.repeatOptions.c39 ??= { GATE: () => this.upcomingEntry(durationEntries), DEF: () => this.SUBRULE(this.duration) }));
              },
            },
            { ALT: () => this.SUBRULE2(this.effectVerb) },
            {
              // `each opponent chooses { A } or { B }`: each of those players picks an option and does it (6.1.5.2, 6.7.6).
              ALT: () => {
                this.CONSUME(kw("chooses"), { LABEL: "chooses" });
                this.subrule(10, this.block, { LABEL: "chooseLeft" });
                this.CONSUME2(kw("or"));
                this.subrule(11, this.block, { LABEL: "chooseRight" });
              },
            },
          ]));
        },
      },
    ]));
    this.OPTION4((this.memo.actions.c42 ??= () => this.CONSUME(Semicolon)));
  });

  // ── selectors and amounts ───────────────────────────────────────────────
  readonly selector: Rule = this.RULE("selector", () => {
    this.OR((this.memo.alts.c43 ??= [{ ALT: () => this.SUBRULE(this.fixedSelector) }, { ALT: () => this.SUBRULE(this.generalSelector) }]));
  });

  private readonly nounAlternatives = nounEntries.flatMap((noun) =>
    noun.words.flatMap((w) => [
      { ALT: () => this.CONSUME(kw(w), { LABEL: "noun" }) },
      { ALT: () => this.CONSUME(kw(plural(w)), { LABEL: "noun" }) },
    ]),
  );
  private readonly moreNounAlternatives = nounEntries.flatMap((noun) =>
    noun.words.flatMap((w) => [
      { ALT: () => this.CONSUME2(kw(w), { LABEL: "noun" }) },
      { ALT: () => this.CONSUME2(kw(plural(w)), { LABEL: "noun" }) },
    ]),
  );
  readonly generalSelector: Rule = this.RULE("generalSelector", () => {
    this.OPTION((this.memo.actions.c44 ??= () => this.SUBRULE(this.determiner)));
    this.MANY((this.memo.repeatOptions.c46 ??= {
      // `or` joins classifications (`Prince or Princess character`); an `or` followed by
      // anything else ends the selector (it joins triggers or effects).
      GATE: () => this.LA(1).image !== "or" || this.LA(2).tokenType === ClassName,
      DEF: () => {
        this.OR((this.memo.alts.c45 ??= [
          { ALT: () => this.SUBRULE(this.prefixFilter) },
          { ALT: () => this.CONSUME(ClassName, { LABEL: "class" }) },
          { ALT: () => this.CONSUME(StringLiteral, { LABEL: "class" }) },
          {
            ALT: () => {
              this.CONSUME(kw("or"), { LABEL: "classOr" });
              this.CONSUME2(ClassName, { LABEL: "class" });
            },
          },
        ]));
      },
    }));
    this.OR2(this.nounAlternatives);
    // `character or item`: more nouns joined by `or` (a combination the vocabulary lists as a noun).
    this.MANY3((this.memo.repeatOptions.c47b ??= {
      GATE: () => this.LA(1).image === "or" && nounWords.has(this.LA(2).image),
      DEF: () => {
        this.CONSUME2(kw("or"), { LABEL: "nounOr" });
        this.OR3(this.moreNounAlternatives);
      },
    }));
    this.MANY2((this.memo.actions.c47 ??= () => this.SUBRULE(this.postfixFilter)));
  });

  readonly determiner: Rule = this.RULE("determiner", () => {
    this.OR((this.memo.alts.c48 ??= [
      { ALT: () => this.CONSUME(kw("chosen"), { LABEL: "chosen" }) },
      {
        ALT: () => {
          this.CONSUME(NumberLiteral, { LABEL: "count" });
          this.CONSUME2(kw("chosen"), { LABEL: "chosen" });
        },
      },
      {
        ALT: () => {
          this.CONSUME(kw("up"), { LABEL: "upTo" });
          this.CONSUME(kw("to"));
          this.CONSUME2(NumberLiteral, { LABEL: "count" });
          this.CONSUME3(kw("chosen"), { LABEL: "chosen" });
        },
      },
      { ALT: () => this.CONSUME(kw("each"), { LABEL: "each" }) },
      { ALT: () => this.CONSUME(kw("all"), { LABEL: "all" }) },
      { ALT: () => this.CONSUME(kw("a"), { LABEL: "any" }) },
    ]));
  });

  readonly amount: Rule = this.RULE("amount", () => {
    this.OR((this.memo.alts.c51 ??= [
      {
        ALT: () => {
          this.CONSUME(NumberLiteral, { LABEL: "value" });
          this.OPTION((this.memo.actions.c49 ??= () => {
            this.OR3((this.memo.alts.c49b ??= [
              { ALT: () => this.SUBRULE(this.thisWay) },
              { ALT: () => this.SUBRULE(this.per) },
            ]));
          }));
        },
      },
      {
        ALT: () => {
          this.CONSUME(kw("up"), { LABEL: "upTo" });
          this.CONSUME(kw("to"));
          this.CONSUME2(NumberLiteral, { LABEL: "value" });
          // `up to 1 for each character of yours here`: the player picks how many, at most the count (6.1.3, 6.1.8).
          this.OPTION2((this.memo.actions.c49c ??= () => this.SUBRULE2(this.per, { LABEL: "per" })));
        },
      },
      { ALT: () => this.CONSUME(kw("all"), { LABEL: "all" }) },
      {
        ALT: () => {
          this.CONSUME(kw("equal"), { LABEL: "equal" });
          this.CONSUME2(kw("to"));
          this.OR2((this.memo.alts.c50 ??= [
            { ALT: () => this.SUBRULE(this.stat) },
            { ALT: () => this.CONSUME(kw("damage"), { LABEL: "damage" }) },
            { ALT: () => this.CONSUME(kw("cost"), { LABEL: "cost" }) },
          ]));
          this.CONSUME(kw("of"));
          this.SUBRULE(this.selector, { LABEL: "of" });
        },
      },
      {
        ALT: () => {
          this.CONSUME(kw("that"), { LABEL: "thatMuch" });
          this.CONSUME(kw("much"));
        },
      },
    ]));
  });

  /** `for each damage removed this way` / `for each lore lost this way`: what an earlier step of the ability did (6.1.8). */
  readonly thisWay: Rule = this.RULE("thisWay", () => {
    this.CONSUME(kw("for"));
    this.CONSUME(kw("each"));
    this.OR((this.memo.alts.c50c ??= [
      {
        ALT: () => {
          this.CONSUME(kw("damage"), { LABEL: "damageRemoved" });
          this.CONSUME(kw("removed"));
        },
      },
      {
        ALT: () => {
          this.CONSUME(kw("lore"), { LABEL: "loreLost" });
          this.CONSUME(kw("lost"));
        },
      },
    ]));
    this.CONSUME(kw("this"));
    this.CONSUME(kw("way"));
  });

  readonly per: Rule = this.RULE("per", () => {
    this.CONSUME(kw("for"));
    this.CONSUME(kw("each"));
    // `for each damage on this`: the damage counters on a card (6.1.8).
    this.OPTION((this.memo.actions.c50b ??= () => {
      this.CONSUME(kw("damage"), { LABEL: "damageOn" });
      this.CONSUME(kw("on"));
    }));
    this.SUBRULE(this.selector);
  });

  // ── vocabulary families ─────────────────────────────────────────────────
  readonly keywordUse: Rule = this.familyRule("keywordUse");
  readonly event: Rule = this.familyRule("event");
  readonly effectVerb: Rule = this.familyRule("effectVerb");
  readonly predicate: Rule = this.familyRule("predicate");
  readonly restriction: Rule = this.familyRule("restriction");
  readonly condition: Rule = this.familyRule("condition");
  readonly duration: Rule = this.familyRule("duration");
  readonly costPart: Rule = this.familyRule("costPart");
  readonly prefixFilter: Rule = this.familyRule("prefixFilter");
  readonly postfixFilter: Rule = this.familyRule("postfixFilter");
  readonly fixedSelector: Rule = this.familyRule("fixedSelector");

  // ── scenarios ───────────────────────────────────────────────────────────
  readonly scenario: Rule = this.RULE("scenario", () => {
    this.CONSUME(kw("scenario"));
    this.CONSUME(StringLiteral, { LABEL: "title" });
    this.CONSUME(LBrace);
    this.MANY(() => this.SUBRULE(this.scenarioStep));
    this.CONSUME(RBrace);
  });

  // Each phase has its own family of step forms (grammar/vocabulary/scenario-steps.ts).
  readonly scenarioStep: Rule = this.RULE("scenarioStep", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(kw("given"), { LABEL: "phase" });
          this.SUBRULE(this.scenarioGiven);
        },
      },
      {
        ALT: () => {
          this.CONSUME(kw("act"), { LABEL: "phase" });
          this.SUBRULE(this.scenarioAct);
        },
      },
      {
        ALT: () => {
          this.CONSUME(kw("expect"), { LABEL: "phase" });
          this.SUBRULE(this.scenarioExpect);
        },
      },
    ]);
    this.OPTION(() => this.CONSUME(Semicolon));
  });

  /** A card in a scenario: `1-200`, a bound name `"smash"`, or `1-200 as "smash"` (binds the name). */
  readonly cardRef: Rule = this.RULE("cardRef", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(CardIdLiteral, { LABEL: "id" });
          this.OPTION(() => {
            this.CONSUME(kw("as"));
            this.CONSUME(StringLiteral, { LABEL: "alias" });
          });
        },
      },
      { ALT: () => this.CONSUME2(StringLiteral, { LABEL: "alias" }) },
    ]);
  });

  readonly scenarioGiven: Rule = this.familyRule("scenarioGiven");
  readonly scenarioAct: Rule = this.familyRule("scenarioAct");
  readonly scenarioExpect: Rule = this.familyRule("scenarioExpect");
}

let shared: GrimoireParser | undefined;
/** The parser is expensive to build (grammar analysis): build it once. */
export function grimoireParser(): GrimoireParser {
  shared ??= new GrimoireParser();
  return shared;
}
