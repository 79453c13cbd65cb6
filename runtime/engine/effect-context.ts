import type { SourcePosition } from "../definition/source-position";
import type { CardRef, GameEvent } from "./game-state";

/** Everything an effect needs while it resolves: who controls it, its source, bound references, the trigger event. */
export interface EffectContext {
  readonly controller: number;
  readonly source: CardRef | null;
  readonly refs: Map<string, CardRef[]>;
  readonly names: Map<string, string>;
  readonly players: Map<string, number>;
  readonly event: GameEvent | null;
  /** Resolving an action's effect (Vanish, 8.14). */
  readonly fromAction: boolean;
  readonly label: string;
  readonly position?: SourcePosition;
}

export function makeContext(
  controller: number,
  source: CardRef | null,
  label: string,
  options: { event?: GameEvent | null; fromAction?: boolean; position?: SourcePosition; refs?: Map<string, CardRef[]> } = {},
): EffectContext {
  return {
    controller,
    source,
    refs: options.refs ?? new Map(),
    names: new Map(),
    players: new Map(),
    event: options.event ?? null,
    fromAction: options.fromAction ?? false,
    label,
    ...(options.position === undefined ? {} : { position: options.position }),
  };
}
