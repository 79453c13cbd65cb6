import type { CostPart } from "./cost";

export type ShiftOnto =
  | { readonly kind: "name" }
  | { readonly kind: "classification"; readonly classification: string }
  | { readonly kind: "universal" };

/** The 14 keywords of chapter 8. "+N" keywords stack (8.1.2). */
export type Keyword =
  | { readonly kind: "alert" }
  | { readonly kind: "bodyguard" }
  | { readonly kind: "boost"; readonly cost: number }
  | { readonly kind: "challenger"; readonly value: number }
  | { readonly kind: "evasive" }
  | { readonly kind: "reckless" }
  | { readonly kind: "resist"; readonly value: number }
  | { readonly kind: "rush" }
  | { readonly kind: "shift"; readonly cost: readonly CostPart[]; readonly onto: ShiftOnto }
  | { readonly kind: "singer"; readonly value: number }
  | { readonly kind: "singTogether"; readonly value: number }
  | { readonly kind: "support" }
  | { readonly kind: "vanish" }
  | { readonly kind: "ward" };

export type KeywordKind = Keyword["kind"];

const ink = (n: number): readonly CostPart[] => [{ kind: "ink", amount: n }];

export const keyword = {
  alert: (): Keyword => ({ kind: "alert" }),
  bodyguard: (): Keyword => ({ kind: "bodyguard" }),
  boost: (cost: number): Keyword => ({ kind: "boost", cost }),
  challenger: (value: number): Keyword => ({ kind: "challenger", value }),
  evasive: (): Keyword => ({ kind: "evasive" }),
  reckless: (): Keyword => ({ kind: "reckless" }),
  resist: (value: number): Keyword => ({ kind: "resist", value }),
  rush: (): Keyword => ({ kind: "rush" }),
  /** Shift N: onto one of your characters with the same name. */
  shift: (cost: number): Keyword => ({ kind: "shift", cost: ink(cost), onto: { kind: "name" } }),
  /** Shift with a non-ink cost, e.g. "Shift: Discard a card". */
  shiftWithCost: (cost: readonly CostPart[]): Keyword => ({ kind: "shift", cost, onto: { kind: "name" } }),
  /** "[Classification] Shift N" (8.10.8.1). */
  classificationShift: (classification: string, cost: number): Keyword => ({
    kind: "shift",
    cost: ink(cost),
    onto: { kind: "classification", classification },
  }),
  /** "Universal Shift N" (8.10.8.2). */
  universalShift: (cost: number): Keyword => ({ kind: "shift", cost: ink(cost), onto: { kind: "universal" } }),
  singer: (value: number): Keyword => ({ kind: "singer", value }),
  singTogether: (value: number): Keyword => ({ kind: "singTogether", value }),
  support: (): Keyword => ({ kind: "support" }),
  vanish: (): Keyword => ({ kind: "vanish" }),
  ward: (): Keyword => ({ kind: "ward" }),
} as const;
