import type { Comparison } from "./comparison";
import type { KeywordKind } from "./keyword";
import type { CardSelector } from "./selector";

/** Card kinds a query can ask for; "song" is sugar for an action with the Song classification, "card" matches any. */
export type CardKind = "character" | "action" | "item" | "location" | "song" | "card";
export type ZoneName = "deck" | "hand" | "play" | "inkwell" | "discard" | "under";
/** A player designation relative to the controller of the ability or effect (1.3.3, 1.3.5.2). */
export type PlayerRelation = "you" | "opponent" | "any";
export type CardStat = "cost" | "strength" | "willpower" | "lore" | "damage" | "moveCost";

/**
 * A filter on cards, evaluated relative to the source of the ability or effect.
 * Every field present must hold (logical AND); absent fields do not constrain.
 * Example: "chosen opposing damaged character with 3 {S} or less" →
 * `{ kind: "character", controller: "opponent", damaged: true, strength: { op: "<=", value: amount.constant(3) } }`.
 */
export interface CardQuery {
  readonly kind?: CardKind | readonly CardKind[];
  /** Zone to look in; default "play". */
  readonly zone?: ZoneName;
  readonly owner?: PlayerRelation;
  /** Owned by the player bound under this name (`player.ref`, e.g. a chosen opponent: "from chosen opponent's discard"). */
  readonly ownerRef?: string;
  readonly controller?: PlayerRelation;
  /** true: only the source card itself ("this character"). */
  readonly self?: boolean;
  /** true: excludes the source card and the cards the resolving ability already chose ("another", "other", 6.1.6). */
  readonly other?: boolean;
  /** Any of these classifications (canonical English ids, e.g. "Villain"). */
  readonly classification?: string | readonly string[];
  /** All of these classifications ("Villain Princess character"). */
  readonly classificationsAll?: readonly string[];
  /** At least one of these classifications ("Prince or Princess character"); same as a list in `classification`. */
  readonly classificationsAny?: readonly string[];
  /** Name line only, exact match, "&" names match either part (5.2.6); a list matches any of its names ("named A or B"). */
  readonly name?: string | readonly string[];
  /** Shares a name with one of the selected cards, read as the query is evaluated ("with the same name as the banished character", 5.2.3). */
  readonly sameNameAs?: CardSelector;
  /** Matches the name bound by an earlier "name a card" (reference name). */
  readonly namedBy?: string;
  readonly cost?: Comparison;
  readonly strength?: Comparison;
  readonly willpower?: Comparison;
  readonly lore?: Comparison;
  readonly damage?: Comparison;
  readonly exerted?: boolean;
  readonly damaged?: boolean;
  readonly dry?: boolean;
  readonly inkable?: boolean;
  /**
   * true: at any location; false: at none; "this": at the source location ("while here", "characters at this
   * location"), or at the location the source character is at ("other characters here").
   */
  readonly atLocation?: boolean | "this";
  readonly keyword?: KeywordKind;
  /** true: the card (the same object) was challenged earlier this turn (turn history, 4.6). */
  readonly challengedThisTurn?: boolean;
  /** Only cards bound under this reference name earlier in the ability. */
  readonly ref?: string;
  readonly not?: CardQuery;
  readonly anyOf?: readonly CardQuery[];
}
