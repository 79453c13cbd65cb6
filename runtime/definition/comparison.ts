import type { Amount } from "./amount";

export type ComparisonOperator = "=" | "!=" | "<" | "<=" | ">" | ">=";

/** "with 5 {S} or more" → `{ op: ">=", value: amount.constant(5) }`. */
export interface Comparison {
  readonly op: ComparisonOperator;
  readonly value: Amount;
}

export function compareNumbers(left: number, op: ComparisonOperator, right: number): boolean {
  switch (op) {
    case "=":
      return left === right;
    case "!=":
      return left !== right;
    case "<":
      return left < right;
    case "<=":
      return left <= right;
    case ">":
      return left > right;
    case ">=":
      return left >= right;
  }
}
