import type { SourcePosition } from "../definition/source-position";
import type { Tally } from "../definition/amount";
import type { CardRef, GameEvent } from "./game-state";

/** Everything an effect needs while it resolves: who controls it, its source, bound references, the trigger event. */
export interface EffectContext {
  readonly controller: number;
  readonly source: CardRef | null;
  readonly refs: Map<string, CardRef[]>;
  readonly names: Map<string, string>;
  readonly players: Map<string, number>;
  /** What earlier steps of this resolution did (damage removed, lore lost), for "this way" amounts. */
  readonly tallies: Map<Tally, number>;
  readonly event: GameEvent | null;
  /** Resolving an action's effect (Vanish, 8.14). */
  readonly fromAction: boolean;
  readonly label: string;
  readonly position?: SourcePosition;
}

/** Binding maps are created on first use: most contexts (statics, trigger checks) never bind anything. */
class Context implements EffectContext {
  private refMap: Map<string, CardRef[]> | undefined;
  private nameMap: Map<string, string> | undefined;
  private playerMap: Map<string, number> | undefined;
  private tallyMap: Map<Tally, number> | undefined;

  constructor(
    readonly controller: number,
    readonly source: CardRef | null,
    readonly label: string,
    readonly event: GameEvent | null,
    readonly fromAction: boolean,
    readonly position: SourcePosition | undefined,
    refs: Map<string, CardRef[]> | undefined,
    names?: Map<string, string>,
    players?: Map<string, number>,
    tallies?: Map<Tally, number>,
  ) {
    this.refMap = refs;
    this.nameMap = names;
    this.playerMap = players;
    this.tallyMap = tallies;
  }

  get refs(): Map<string, CardRef[]> {
    return (this.refMap ??= new Map());
  }

  get names(): Map<string, string> {
    return (this.nameMap ??= new Map());
  }

  get players(): Map<string, number> {
    return (this.playerMap ??= new Map());
  }

  get tallies(): Map<Tally, number> {
    return (this.tallyMap ??= new Map());
  }
}

const NO_OPTIONS = {} as const;

export function makeContext(
  controller: number,
  source: CardRef | null,
  label: string,
  options: { event?: GameEvent | null; fromAction?: boolean; position?: SourcePosition; refs?: Map<string, CardRef[]> } = NO_OPTIONS,
): EffectContext {
  return new Context(controller, source, label, options.event ?? null, options.fromAction ?? false, options.position, options.refs);
}

/** The same effect done by another player ("each opponent puts …"): their "you", shared bindings. */
export function asController(ctx: EffectContext, player: number): EffectContext {
  return new Context(player, ctx.source, ctx.label, ctx.event, ctx.fromAction, ctx.position, ctx.refs, ctx.names, ctx.players, ctx.tallies);
}

/**
 * Folds over `players`, binding each in turn to `player.ref(as)` in `ctx` (restored afterwards): conditions and
 * amounts over players ("an opponent with more lore than you", "the most cards in hand").
 */
export function withPlayers<T>(ctx: EffectContext, as: string, players: readonly number[], initial: T, step: (acc: T, player: number) => T): T {
  const previous = ctx.players.get(as);
  try {
    let acc = initial;
    for (const p of players) {
      ctx.players.set(as, p);
      acc = step(acc, p);
    }
    return acc;
  } finally {
    if (previous === undefined) ctx.players.delete(as);
    else ctx.players.set(as, previous);
  }
}
