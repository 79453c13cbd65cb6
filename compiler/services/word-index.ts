/**
 * Which vocabulary entries a word begins, and what a word means: the lookup behind
 * hover and completion details. Built once from the vocabulary tables.
 */
import { cardTypes, nounEntries, patternSignature, stats } from "../../grammar/vocabulary";
import { allEntries } from "../../grammar/vocabulary/all-entries";

export interface WordInfo {
  readonly family: string;
  readonly id: string;
  readonly signature: string;
  readonly doc: string;
  readonly rule: string;
  readonly example: string;
}



function build(): Map<string, WordInfo[]> {
  const map = new Map<string, WordInfo[]>();
  const add = (word: string, info: WordInfo): void => {
    const list = map.get(word) ?? [];
    list.push(info);
    map.set(word, list);
  };
  for (const e of allEntries()) {
    const first = e.pattern[0];
    const word = first?.item === "word" ? first.word : first?.item === "flag" ? first.words[0] : undefined;
    if (word === undefined) continue;
    add(word, { family: e.family, id: e.id, signature: patternSignature(e.pattern), doc: e.doc, rule: e.rule, example: e.example });
  }
  for (const n of nounEntries) {
    for (const w of n.words) add(w, { family: "noun", id: n.id, signature: w, doc: n.doc, rule: "6.1.6", example: `chosen ${w}` });
  }
  for (const s of stats) add(s.id, { family: "stat", id: s.id, signature: s.id, doc: s.doc, rule: s.rule, example: `${s.id} 2` });
  for (const t of cardTypes) add(t.id, { family: "card type", id: t.id, signature: `card <set>-<number> ${t.id} { … }`, doc: t.doc, rule: t.rule, example: `card 1-1 ${t.id} { … }` });
  return map;
}

let index: Map<string, WordInfo[]> | undefined;
export function wordInfo(word: string): readonly WordInfo[] {
  index ??= build();
  return index.get(word) ?? [];
}
