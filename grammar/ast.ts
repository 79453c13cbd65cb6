/**
 * The typed, immutable, positioned AST: the single source of truth that the checker,
 * the emitter, the text renderers and the editor services read.
 */
import type { Ink, StatId } from "./vocabulary/card-parts";
import type { Comparison } from "./vocabulary/selectors";

export interface Position {
  /** 0-based character offset. */
  readonly offset: number;
  /** 1-based line. */
  readonly line: number;
  /** 1-based column. */
  readonly column: number;
}
export interface Range {
  readonly start: Position;
  readonly end: Position;
}
interface NodeBase {
  readonly range: Range;
}

export type Language = "en" | "fr" | "de" | "it";
export const languages: readonly Language[] = ["en", "fr", "de", "it"];

/** A name given per language (`"Hades" fr "Hadès"`); English is required. */
export interface LocalizedText extends NodeBase {
  readonly kind: "localized";
  readonly en: string;
  readonly translations: Readonly<Partial<Record<Exclude<Language, "en">, string>>>;
}

export interface SourceFile {
  readonly kind: "file";
  readonly cards: readonly Card[];
  readonly scenarios: readonly Scenario[];
}

export type CardType = "character" | "action" | "song" | "item" | "location";

export interface CardId extends NodeBase {
  readonly set: string;
  readonly number: number;
  readonly text: string;
}

export interface Card extends NodeBase {
  readonly kind: "card";
  readonly id: CardId;
  readonly cardType: CardType;
  readonly cardTypeRange: Range;
  readonly name: LocalizedText | null;
  readonly version: LocalizedText | null;
  readonly cost: NumberField | null;
  readonly inks: readonly InkUse[];
  readonly inkable: boolean;
  readonly stats: readonly StatField[];
  readonly classifications: readonly Classification[];
  readonly keywords: readonly KeywordUse[];
  readonly abilities: readonly Ability[];
  /** The effect of an action or song. */
  readonly body: EffectBody | null;
  /** How English text refers to this character ("he", "she", "they", "it"); null when not written. */
  readonly pronoun: "he" | "she" | "they" | "it" | null;
  /** Every field as written, in order (`cost`, `ink`, …), for duplicate checks. */
  readonly fields: readonly FieldUse[];
}

export interface FieldUse extends NodeBase {
  readonly field: string;
}

export interface NumberField extends NodeBase {
  readonly value: number;
}
export interface InkUse extends NodeBase {
  readonly ink: Ink;
}
export interface StatField extends NodeBase {
  readonly stat: StatId;
  readonly value: number;
}
export interface Classification extends NodeBase {
  readonly name: string;
}

/** Slot values filled from a vocabulary pattern, keyed by slot name. */
export type Args = Readonly<Record<string, SlotValue>>;

export interface KeywordUse extends NodeBase {
  readonly kind: "keyword";
  readonly id: string;
  readonly args: Args;
}

export type Ability = TriggeredAbility | ActivatedAbility | StaticAbility;

interface AbilityBase extends NodeBase {
  readonly name: LocalizedText | null;
}

export interface TriggeredAbility extends AbilityBase {
  readonly kind: "triggered";
  readonly triggers: readonly Trigger[];
  /** "When you play this character and whenever he quests" (6.2.6). */
  readonly joiner: "and" | "or";
  readonly duringYourTurn: boolean;
  /** "During each opponent's turn, whenever they draw a card …": only on an opponent's turn (6.1.13.6). */
  readonly duringOpponentsTurn: boolean;
  readonly oncePerTurn: boolean;
  /** Zone the ability works from when not in play (6.1.12). */
  readonly from: "discard" | "hand" | null;
  /** The secondary condition, checked on resolution (6.2.4). */
  readonly condition: Condition | null;
  /**
   * A trigger condition, checked when the event happens ("While this character is exerted, whenever you draw a
   * card", "Whenever this character quests while at a location", 6.1.13.6): written before or after the trigger.
   */
  readonly gate: TriggerGate | null;
  readonly body: EffectBody;
}

export interface TriggerGate extends NodeBase {
  readonly condition: Condition;
  readonly placement: "before" | "after";
}

export interface ActivatedAbility extends AbilityBase {
  readonly kind: "activated";
  /** "Once per turn, you may pay 2 {I} to …" (6.3): usable once per turn; printed without the "cost —" form. */
  readonly oncePerTurn: boolean;
  readonly costs: readonly CostPart[];
  readonly body: EffectBody;
}

export interface StaticAbility extends AbilityBase {
  readonly kind: "static";
  readonly condition: StaticCondition | null;
  readonly statements: readonly Statement[];
}

export interface StaticCondition extends NodeBase {
  readonly mode: "while" | "if" | "unless" | "during-your-turn" | "during-opponents-turn";
  /** The condition of `while`/`if`/`unless`; after `during … turn`, an optional `if` that must hold as well. */
  readonly condition: Condition | null;
}

export type Trigger = EventTrigger | PhaseTrigger;

export interface EventTrigger extends NodeBase {
  readonly kind: "event";
  /** `first-time`: "The first time [event]" (6.2.2), once per turn. */
  readonly opener: "when" | "whenever" | "first-time";
  readonly subject: Selector;
  readonly event: string;
  readonly args: Args;
  /** "… and whenever he banishes another character in a challenge during your turn": only this trigger is gated (6.2.6). */
  readonly duringYourTurn: boolean;
}

export interface PhaseTrigger extends NodeBase {
  readonly kind: "phase";
  readonly opener: "at";
  readonly moment: "start" | "end";
  readonly whose: "your" | "opponents" | "each";
}

export interface CostPart extends NodeBase {
  readonly kind: "cost";
  readonly id: string;
  readonly args: Args;
}

export interface EffectBody extends NodeBase {
  readonly kind: "body";
  readonly statements: readonly Statement[];
}

export type Statement =
  | DoStatement
  | PredicateStatement
  | ToStatement
  | OrStatement
  | IfYouDoStatement
  | IfTheyDontStatement
  | IfStatement
  | ChooseOneStatement
  | InsteadStatement;

interface StatementBase extends NodeBase {
  /** "you may …" (6.1.4). */
  readonly may: boolean;
  /** `then …`: printed as following the step before ("Then chosen character …"); it resolves as any next step (6.1.5). */
  readonly thenStep?: true;
}

/** A verb step: `deal 2 damage to chosen character`, or `each opponent lose 1 lore`. */
export interface DoStatement extends StatementBase {
  readonly kind: "do";
  readonly actor: Selector | null;
  readonly verb: string;
  readonly verbRange: Range;
  readonly args: Args;
}

/** `chosen character gets +2 strength this turn`. */
export interface PredicateStatement extends StatementBase {
  readonly kind: "predicate";
  readonly subject: Selector;
  readonly predicate: string;
  readonly predicateRange: Range;
  readonly args: Args;
  readonly duration: DurationUse | null;
}

/** "[A] to [B]" (6.1.5.1). */
export interface ToStatement extends StatementBase {
  readonly kind: "to";
  readonly first: readonly Statement[];
  readonly then: readonly Statement[];
}
/**
 * "[A] or [B]" (6.1.5.2): the controller picks; with an `actor` (`each opponent chooses { A } or { B }`), each of
 * those players picks for themselves, in turn order, and does the option (6.7.6).
 */
export interface OrStatement extends StatementBase {
  readonly kind: "or";
  readonly actor: Selector | null;
  readonly left: readonly Statement[];
  readonly right: readonly Statement[];
}
/** "[A]. If you do, [B]" (6.1.5.3). */
export interface IfYouDoStatement extends StatementBase {
  readonly kind: "if-you-do";
  readonly then: readonly Statement[];
}
/** "Each opponent may [A]. For each opponent who doesn't, [B]" (6.1.4): B once per acting player who declined A. */
export interface IfTheyDontStatement extends StatementBase {
  readonly kind: "if-they-dont";
  readonly then: readonly Statement[];
}
export interface IfStatement extends StatementBase {
  readonly kind: "if";
  readonly condition: Condition;
  /** `unless <condition> { … }`: the steps happen when the condition does not hold ("If this character has no damage, …"). */
  readonly negated?: true;
  readonly then: readonly Statement[];
  readonly otherwise: readonly Statement[] | null;
}
/** "Choose one:" modes (6.1.7). */
export interface ChooseOneStatement extends StatementBase {
  readonly kind: "choose-one";
  readonly options: readonly (readonly Statement[])[];
}
/** A self-replacement: "If …, [B] instead" (6.5.7.1). */
export interface InsteadStatement extends StatementBase {
  readonly kind: "instead";
  readonly condition: Condition;
  readonly then: readonly Statement[];
}

export interface Condition extends NodeBase {
  readonly kind: "condition";
  readonly id: string;
  readonly args: Args;
}

export interface DurationUse extends NodeBase {
  readonly kind: "duration";
  readonly id: string;
  readonly args: Args;
}

export type Selector = FixedSelector | GeneralSelector;

export interface FixedSelector extends NodeBase {
  readonly kind: "selector";
  readonly form: "fixed";
  readonly id: string;
  readonly args: Args;
}

export type Determiner =
  | { readonly kind: "chosen"; readonly count: number; readonly upTo: boolean }
  | { readonly kind: "each" }
  | { readonly kind: "all" }
  | { readonly kind: "any" };

export interface GeneralSelector extends NodeBase {
  readonly kind: "selector";
  readonly form: "general";
  readonly determiner: Determiner;
  readonly prefixes: readonly FilterUse[];
  readonly classifications: readonly Classification[];
  /** How several classifications combine: "Villain Princess" (both) or "Prince or Princess" (either). */
  readonly classificationJoin: "and" | "or";
  readonly noun: string;
  readonly plural: boolean;
  readonly postfixes: readonly FilterUse[];
}

export interface FilterUse extends NodeBase {
  readonly kind: "filter";
  readonly id: string;
  readonly args: Args;
}

export type Amount =
  | (NodeBase & { readonly kind: "amount"; readonly form: "number"; readonly value: number; readonly upTo: boolean })
  | (NodeBase & { readonly kind: "amount"; readonly form: "all" })
  /** `upTo`: "for each …, you may [do it once]": the player picks a number from 0 to the count (6.1.3, 6.1.8). */
  | (NodeBase & { readonly kind: "amount"; readonly form: "for-each"; readonly value: number; readonly per: Selector; readonly counts: PerCount; readonly upTo: boolean })
  | (NodeBase & { readonly kind: "amount"; readonly form: "equal-to"; readonly stat: StatId | "damage" | "cost"; readonly of: Selector })
  /** "that much": the number the trigger's event carries (the damage dealt, the cards discarded). */
  | (NodeBase & { readonly kind: "amount"; readonly form: "that-much" })
  /** "N for each damage removed / lore lost this way": what an earlier step of the same ability did. */
  | (NodeBase & { readonly kind: "amount"; readonly form: "this-way"; readonly value: number; readonly counts: ThisWayCount });

/** What a `this way` amount counts. */
export type ThisWayCount = "damage-removed" | "lore-lost";

/** What `for each` counts: the matching cards, or the damage counters on the card (`for each damage on this`). */
export type PerCount = "cards" | "damage";

export type SlotValue =
  | Amount
  | (NodeBase & { readonly kind: "number"; readonly value: number })
  | (NodeBase & { readonly kind: "signed"; readonly value: number })
  | (NodeBase & { readonly kind: "string"; readonly value: string; readonly translations?: Readonly<Partial<Record<Exclude<Language, "en">, string>>> })
  | (NodeBase & { readonly kind: "stat"; readonly stat: StatId })
  | (NodeBase & { readonly kind: "compare"; readonly compare: Comparison })
  | (NodeBase & { readonly kind: "flag"; readonly value: boolean })
  | (NodeBase & { readonly kind: "choice"; readonly value: string })
  | (NodeBase & { readonly kind: "per"; readonly selector: Selector; readonly counts: PerCount })
  | (NodeBase & { readonly kind: "restriction"; readonly id: string; readonly args: Args })
  | (NodeBase & { readonly kind: "ability"; readonly ability: Ability })
  | (NodeBase & { readonly kind: "block"; readonly statements: readonly Statement[] })
  | Selector
  | Condition
  | DurationUse
  | KeywordUse;

/** A scenario test: setup → actions → expected facts, written beside the cards. */
export interface Scenario extends NodeBase {
  readonly kind: "scenario";
  readonly title: string;
  readonly steps: readonly ScenarioStep[];
}

/** One `given` / `act` / `expect` line: a scenario step entry with its slot values. */
export interface ScenarioStep extends NodeBase {
  readonly kind: "step";
  readonly phase: "given" | "act" | "expect";
  /** The step entry's id (grammar/vocabulary/scenario-steps.ts). */
  readonly step: string;
  readonly stepRange: Range;
  /** Slot values other than cards. */
  readonly args: Args;
  /** Card slots, by slot name. */
  readonly cards: Readonly<Record<string, ScenarioCardRef>>;
}

/** `1-200`, `"smash"` or `1-200 as "smash"` (which binds the name). */
export interface ScenarioCardRef extends NodeBase {
  readonly kind: "card-ref";
  readonly id: string | null;
  readonly alias: string | null;
}
