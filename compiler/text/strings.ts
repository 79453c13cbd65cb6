/**
 * String methods for the renderers' hot paths, called through `String.prototype`: `charCode(text, i)`
 * rather than `text.charCodeAt(i)`.
 *
 * Texts reach one site in many internal representations (flat, concatenated, sliced; one or two
 * bytes per character), each with its own hidden class, so V8's inline cache for a method looked up
 * on the text goes megamorphic and every call pays a generic lookup. A method read from
 * `String.prototype` is one monomorphic load the optimising compiler folds and inlines: about two to
 * three times faster per call here on such mixed texts (docs/text.md "Bench"). Each helper is small
 * enough to be inlined into its caller.
 */

/** `text.charCodeAt(i)`. */
export function charCode(text: string, i: number): number {
  return String.prototype.charCodeAt.call(text, i);
}

/** `text.slice(start, end)`. */
export function sliced(text: string, start: number, end?: number): string {
  return String.prototype.slice.call(text, start, end);
}

/** `text.includes(search)`. */
export function contains(text: string, search: string): boolean {
  return String.prototype.includes.call(text, search);
}

/** `text.indexOf(search, from)`. */
export function indexIn(text: string, search: string, from?: number): number {
  return String.prototype.indexOf.call(text, search, from);
}

/** `text.startsWith(search, at)`. */
export function startsWithAt(text: string, search: string, at?: number): boolean {
  return String.prototype.startsWith.call(text, search, at);
}
