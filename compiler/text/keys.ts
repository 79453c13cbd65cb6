/**
 * Lexicon keys built from two parts ("imp.theirs", "choice-position-top", "at-start-of-your-turn"),
 * each built once per pair and then reused: a key built per call is a fresh concatenated string,
 * which a Map lookup must flatten and hash, and compare by content, on every lookup (docs/text.md
 * "Bench"). The parts are vocabulary and lexicon ids (form names, verbs, phrase prefixes), never a
 * card's own text, so the tables stay as small as the vocabulary.
 */
type KeyTable = Map<string, Map<string, string>>;

/** The engine's shared copy of a text: V8 keeps one copy of each property name, which compares with another by pointer and keeps its hash. */
export function interned(text: string): string {
  const o: Record<string, number> = { [text]: 0 };
  for (const k in o) return k;
  return text;
}

function pairKey(table: KeyTable, a: string, b: string, build: (a: string, b: string) => string): string {
  let byB = table.get(a);
  if (byB === undefined) table.set(a, (byB = new Map()));
  let key = byB.get(b);
  if (key === undefined) byB.set(b, (key = interned(build(a, b))));
  return key;
}

const dottedKeys: KeyTable = new Map();
const dashedKeys: KeyTable = new Map();
const phaseKeys: KeyTable = new Map();
const dot = (a: string, b: string): string => `${a}.${b}`;
const dash = (a: string, b: string): string => `${a}-${b}`;
const phase = (moment: string, whose: string): string => `at-${moment}-of-${whose}-turn`;

/** `${a}.${b}`: a form qualified by another ("imp.theirs", "draw.shuffle-into-deck"). */
export function dotted(a: string, b: string): string {
  return pairKey(dottedKeys, a, b, dot);
}

/** `${a}-${b}`: an id with a prefix ("flag-exerted", "static-while", "after-play"). */
export function dashed(a: string, b: string): string {
  return pairKey(dashedKeys, a, b, dash);
}

/** The phrase of a phase trigger: "at-start-of-your-turn". */
export function phaseKey(moment: string, whose: string): string {
  return pairKey(phaseKeys, moment, whose, phase);
}

/** The wanted forms of a lexicon entry read in its `default` form alone. */
export const defaultForm: readonly string[] = ["default"];

const withDefaults = new Map<string, readonly string[]>();
/** The wanted forms `[form, "default"]`, one list per form (a list built per call is an allocation per lookup). */
export function orDefault(form: string): readonly string[] {
  let list = withDefaults.get(form);
  if (list === undefined) withDefaults.set(form, (list = [interned(form), "default"]));
  return list;
}
