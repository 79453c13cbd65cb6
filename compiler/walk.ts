/**
 * Generic traversal of the AST's nested values (slots, statements, selectors), used by
 * the binder, the checker and the editor services so none re-implements the shape.
 */
import type * as A from "../grammar/ast";

/** Every slot value inside an Args record, in declaration order. */
export function argValues(args: A.Args): A.SlotValue[] {
  return Object.values(args);
}

/** Statements nested directly inside a statement (blocks of to/or/if/choose/instead). */
export function childBlocks(s: A.Statement): (readonly A.Statement[])[] {
  switch (s.kind) {
    case "to":
      return [s.first, s.then];
    case "or":
      return [s.left, s.right];
    case "if-you-do":
      return [s.then];
    case "if":
      return s.otherwise ? [s.then, s.otherwise] : [s.then];
    case "choose-one":
      return [...s.options];
    case "instead":
      return [s.then];
    case "do":
    case "predicate":
      return Object.values(s.args).flatMap((v) => (v.kind === "block" ? [v.statements] : []));
  }
}

/** Every selector used anywhere inside a slot value (including nested filters and amounts). */
export function selectorsIn(value: A.SlotValue): A.Selector[] {
  switch (value.kind) {
    case "selector":
      return [value, ...(value.form === "general" ? value.postfixes.flatMap((f) => argValues(f.args).flatMap(selectorsIn)) : [])];
    case "amount":
      return value.form === "for-each" ? [value.per] : value.form === "equal-to" ? [value.of] : [];
    case "per":
      return [value.selector];
    case "condition":
    case "duration":
    case "keyword":
    case "restriction":
      return argValues(value.args).flatMap(selectorsIn);
    default:
      return [];
  }
}
