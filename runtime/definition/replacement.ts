import type { CardQuery } from "./card-query";
import type { CardSelector } from "./selector";

/** The game event a replacement effect waits for (6.5). */
export type ReplaceableEvent =
  /** "would be dealt damage" (only dealt damage). */
  | { readonly kind: "damageDealt" }
  /** "would take damage" (dealt, put or moved). */
  | { readonly kind: "damageTaken" }
  | { readonly kind: "banished" };

/** What happens instead. */
export type ReplacementAction =
  /** "takes no damage instead" / "prevent it". */
  | { readonly kind: "prevent" }
  /** "put that many damage counters on this character instead" (redirect; `as` says whether it is dealt or put). */
  | { readonly kind: "redirectDamage"; readonly to: CardSelector; readonly as: "put" | "deal" }
  /** "is dealt N less damage instead". */
  | { readonly kind: "reduceDamage"; readonly by: number }
  /** "If this character would be banished, return it to your hand instead." */
  | { readonly kind: "returnToHand" }
  | { readonly kind: "putIntoInkwell" };

/** A replacement effect printed on a card (`affects` is relative to the source card). */
export interface ReplacementSpec {
  readonly event: ReplaceableEvent;
  readonly affects: CardQuery;
  readonly action: ReplacementAction;
}

export const replacement = {
  damageDealt: (): ReplaceableEvent => ({ kind: "damageDealt" }),
  damageTaken: (): ReplaceableEvent => ({ kind: "damageTaken" }),
  banished: (): ReplaceableEvent => ({ kind: "banished" }),
  prevent: (): ReplacementAction => ({ kind: "prevent" }),
  redirectDamage: (to: CardSelector, as: "put" | "deal" = "put"): ReplacementAction => ({ kind: "redirectDamage", to, as }),
  reduceDamage: (by: number): ReplacementAction => ({ kind: "reduceDamage", by }),
  returnToHand: (): ReplacementAction => ({ kind: "returnToHand" }),
  putIntoInkwell: (): ReplacementAction => ({ kind: "putIntoInkwell" }),
  spec: (event: ReplaceableEvent, affects: CardQuery, action: ReplacementAction): ReplacementSpec => ({ event, affects, action }),
} as const;
