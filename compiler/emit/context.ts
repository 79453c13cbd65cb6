/**
 * State shared while one card is emitted: the source file, the references bound so far
 * (`that`, `those`, `named`) and how a gap in the runtime's API is reported.
 */
import type { Args, Range, Selector, SlotValue } from "../../grammar/ast";

/** Raised when the AST says something the runtime cannot express exactly; becomes a diagnostic. */
export class EmitGap extends Error {
  override readonly name = "EmitGap";
  constructor(
    readonly range: Range,
    message: string,
  ) {
    super(message);
  }
}

/** What `that` means where no earlier step bound a card. */
export type ThatFallback = "event-card" | "event-other-card" | null;

export interface EmitScope {
  /** Source path written into each ability's `source`. */
  readonly file: string;
  /** Selectors replaced by a reference because an enclosing `effect.bind` already selected them. */
  readonly bound: ReadonlyMap<Selector, string>;
  /** The name `that` currently refers to, if a step bound one. */
  readonly that: string | null;
  readonly thatFallback: ThatFallback;
  /** Event ids of the enclosing triggered ability ("challenging character" depends on them). */
  readonly events: readonly string[];
  /** Whether `those` was bound by a look or a reveal. */
  readonly those: boolean;
  readonly named: boolean;
  /** The name `that player` refers to, when an enclosing `effect.forEachPlayer` bound one. */
  readonly thatPlayer: string | null;
  /** Inside a verb done by another player: "you"/"your" in its selectors mean that player. */
  readonly acting: boolean;
  /** Inside a static ability (no choosing, no durations). */
  readonly inStatic: boolean;
}

export const rootScope = (file: string): EmitScope => ({
  file,
  bound: new Map(),
  that: null,
  thatFallback: null,
  events: [],
  those: false,
  named: false,
  thatPlayer: null,
  acting: false,
  inStatic: false,
});

export interface EmitOptions {
  /** Source path as it should appear in the header and in each ability's `source`. */
  readonly file: string;
  /** sha256 (hex) of the card's source text, computed by the caller (the core uses no Node API). */
  readonly hash: string;
  /** Module specifier of the runtime's public API, relative to the generated module. */
  readonly runtimeImport: string;
}

type SlotKind = SlotValue["kind"];
export type SlotOf<K extends SlotKind> = Extract<SlotValue, { readonly kind: K }>;

function isSlotKind<K extends SlotKind>(value: SlotValue, kind: K): value is SlotOf<K> {
  return value.kind === kind;
}

/** The value of an optional slot, checked for its kind. */
export function optionalSlot<K extends SlotKind>(args: Args, name: string, kind: K, range: Range): SlotOf<K> | undefined {
  const value = args[name];
  if (value === undefined) return undefined;
  if (!isSlotKind(value, kind)) throw new EmitGap(value.range, `slot '${name}' holds a ${value.kind}, a ${kind} was expected`);
  return value;
}

/** The value of a required slot, checked for its kind. */
export function slot<K extends SlotKind>(args: Args, name: string, kind: K, range: Range): SlotOf<K> {
  const value = optionalSlot(args, name, kind, range);
  if (value === undefined) throw new EmitGap(range, `missing '${name}'`);
  return value;
}

/** A flag slot (`[random: at random]`): absent means false. */
export function flag(args: Args, name: string, range: Range): boolean {
  return optionalSlot(args, name, "flag", range)?.value ?? false;
}

/** An enumerated choice slot (`(position: top=… | bottom=…)`). */
export function choiceOf(args: Args, name: string, range: Range): string | undefined {
  return optionalSlot(args, name, "choice", range)?.value;
}
