/**
 * Generic traversal of the AST's nested values (slots, statements, selectors), used by
 * the binder, the checker and the editor services so none re-implements the shape.
 */
import type * as A from "../grammar/ast";

/** Every slot value inside an Args record, in declaration order. */
export function argValues(args: A.Args): A.SlotValue[] {
  return Object.values(args);
}

/** The card an amount of a step is read from, when it is chosen: the step binds it as `that` ("draw cards equal to the damage on chosen character of yours, then banish them"). */
export function amountChoice(args: A.Args): A.Selector | undefined {
  for (const v of argValues(args)) if (v.kind === "amount" && v.form === "equal-to" && v.of.form === "general" && v.of.determiner.kind === "chosen") return v.of;
  return undefined;
}

/** Shared result for statements without nested blocks (most of them): no array per call. */
const noBlocks: readonly (readonly A.Statement[])[] = [];

/** Statements nested directly inside a statement (blocks of to/or/if/choose/instead). */
export function childBlocks(s: A.Statement): readonly (readonly A.Statement[])[] {
  switch (s.kind) {
    case "to":
      return [s.first, s.then];
    case "or":
      return [s.left, s.right];
    case "if-you-do":
    case "if-they-dont":
      return [s.then];
    case "if":
      return s.otherwise ? [s.then, s.otherwise] : [s.then];
    case "choose-one":
      return [...s.options];
    case "instead":
      return [s.then];
    case "do":
    case "predicate": {
      let blocks: (readonly A.Statement[])[] | undefined;
      for (const key in s.args) {
        const v = s.args[key];
        if (v?.kind === "block") (blocks ??= []).push(v.statements);
      }
      return blocks ?? noBlocks;
    }
  }
}

/** Every selector used anywhere inside a slot value (including nested filters and amounts). */
export function selectorsIn(value: A.SlotValue): A.Selector[] {
  const out: A.Selector[] = [];
  collectSelectors(value, out);
  return out;
}

/** `selectorsIn`, appending to `out` (no intermediate arrays: the checker runs it on every statement). */
export function collectSelectors(value: A.SlotValue, out: A.Selector[]): void {
  switch (value.kind) {
    case "selector":
      out.push(value);
      if (value.form === "general") for (const f of value.postfixes) collectArgSelectors(f.args, out);
      return;
    case "amount":
      if (value.form === "for-each") out.push(value.per);
      else if (value.form === "equal-to") out.push(value.of);
      return;
    case "per":
      out.push(value.selector);
      return;
    case "condition":
    case "duration":
    case "keyword":
    case "restriction":
      collectArgSelectors(value.args, out);
      return;
    default:
      return;
  }
}

/** Every selector inside the slot values of `args`, appended to `out`. */
export function collectArgSelectors(args: A.Args, out: A.Selector[]): void {
  for (const key in args) {
    const v = args[key];
    if (v !== undefined) collectSelectors(v, out);
  }
}
