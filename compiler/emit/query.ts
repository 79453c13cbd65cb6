/**
 * Builds a runtime `CardQuery` literal field by field, in one fixed key order (so the
 * output is deterministic and reads the same on every card), rejecting contradictions.
 */
import type { Range } from "../../grammar/ast";
import { EmitGap } from "./context";
import { object, print, type Code } from "./code";

const keyOrder = [
  "kind",
  "zone",
  "owner",
  "ownerRef",
  "controller",
  "self",
  "other",
  "classification",
  "classificationsAll",
  "classificationsAny",
  "name",
  "namedBy",
  "sameNameAs",
  "cost",
  "strength",
  "willpower",
  "lore",
  "damage",
  "exerted",
  "damaged",
  "dry",
  "inkable",
  "atLocation",
  "keyword",
  "challengedThisTurn",
  "ref",
  "not",
  "anyOf",
] as const;

export type QueryKey = (typeof keyOrder)[number];

export class QueryBuilder {
  private readonly fields = new Map<QueryKey, Code>();

  set(key: QueryKey, value: Code, range: Range): this {
    if (this.fields.has(key)) throw new EmitGap(range, `this selector constrains '${key}' twice; the runtime's CardQuery holds one value per field`);
    this.fields.set(key, value);
    return this;
  }

  /** Sets a field unless it already holds the same value ("in your discard" already says whose). */
  ensure(key: QueryKey, value: Code, range: Range): this {
    const old = this.fields.get(key);
    if (old !== undefined && print(old) === print(value)) return this;
    return this.set(key, value, range);
  }

  has(key: QueryKey): boolean {
    return this.fields.has(key);
  }

  get isEmpty(): boolean {
    return this.fields.size === 0;
  }

  toCode(): Code {
    const entries: Record<string, Code | undefined> = {};
    for (const key of keyOrder) entries[key] = this.fields.get(key);
    return object(entries);
  }
}
