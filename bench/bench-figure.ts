/**
 * One figure that `npm run bench` prints. Every figure's ratio reads the same way, whichever way
 * the figure points: ratio ≥ 1 meets the target.
 */
export interface BenchFigure {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  /** null for a figure printed for information, with no target of its own. */
  readonly target: number | null;
  readonly ratio: number | null;
}

/** A figure whose target is a ceiling (time, size): ratio = target / value. */
export function atMost(name: string, value: number, unit: string, target: number): BenchFigure {
  return { name, value, unit, target, ratio: value > 0 ? target / value : null };
}

/** A figure whose target is a floor (throughput): ratio = value / target. */
export function atLeast(name: string, value: number, unit: string, target: number): BenchFigure {
  return { name, value, unit, target, ratio: value / target };
}

/** A figure printed beside the targeted ones, for information. */
export function info(name: string, value: number, unit: string): BenchFigure {
  return { name, value, unit, target: null, ratio: null };
}
