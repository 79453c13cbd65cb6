/**
 * The localiser's check: where a translated card text departs from the rendering of the
 * script in that language — a term that is not the lexicon's, a lost or extra symbol, a
 * changed number, a keyword under the wrong name, a missing reminder text — with the
 * position in the translated text, plus the word-level diff.
 */
import type { Language } from "../../grammar/ast";
import { lexicons } from "./lexicons";
import { diffWords, formatDiff, type DiffOp } from "./word-diff";

export type FindingKind = "term" | "symbol" | "number" | "keyword" | "reminder";

export interface Finding {
  readonly kind: FindingKind;
  /** 0-based offset, 1-based line and column in the translated text. */
  readonly offset: number;
  readonly line: number;
  readonly column: number;
  /** What the rendering has there, and what the translation has. */
  readonly expected: string;
  readonly found: string;
  readonly message: string;
}

export interface CheckResult {
  readonly findings: readonly Finding[];
  readonly diff: string;
}

interface Word {
  readonly text: string;
  readonly offset: number;
}

function words(text: string): Word[] {
  return [...text.matchAll(/\S+/g)].map((m) => ({ text: m[0], offset: m.index ?? 0 }));
}

function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - before.lastIndexOf("\n") };
}

const symbolRe = /\{[A-Z]\}/g;
const numberRe = /[+-]?\d+/g;

function keywordNames(lang: Language): string[] {
  return Object.values(lexicons[lang].keywords)
    .map((k) => k.name)
    .filter((n) => !n.includes("{"));
}

/** What a differing run of words is; a run whose symbols and numbers both differ is both (one finding each). */
function classify(lang: Language, expected: string, found: string): { kind: FindingKind; message: string }[] {
  const out: { kind: FindingKind; message: string }[] = [];
  const es = (expected.match(symbolRe) ?? []).join(" ");
  const fs = (found.match(symbolRe) ?? []).join(" ");
  if (es !== fs) out.push({ kind: "symbol", message: `symbol ${es === "" ? "added" : fs === "" ? "lost" : "changed"}: expected "${es}", found "${fs}"` });
  const en = (expected.match(numberRe) ?? []).join(" ");
  const fn = (found.match(numberRe) ?? []).join(" ");
  if (en !== fn) out.push({ kind: "number", message: `number changed: expected "${en}", found "${fn}"` });
  return out.length > 0 ? out : [wordingKind(lang, expected, found)];
}

function wordingKind(lang: Language, expected: string, found: string): { kind: FindingKind; message: string } {
  if (expected.startsWith("(") && !found.includes("(")) return { kind: "reminder", message: "reminder text missing" };
  const names = keywordNames(lang);
  const kwE = names.filter((n) => expected.includes(n));
  if (kwE.length > 0 && !kwE.every((n) => found.includes(n))) return { kind: "keyword", message: `keyword "${kwE.join(", ")}" under another name` };
  const kwF = names.filter((n) => found.includes(n) && !expected.includes(n));
  if (kwF.length > 0) return { kind: "keyword", message: `keyword "${kwF.join(", ")}" where the rendering has "${expected}"` };
  return { kind: "term", message: `term "${found}" is not the lexicon's "${expected}"` };
}

/** Compares a translated text with the rendering of the same card in `lang`. */
export function checkTranslation(lang: Language, rendered: string, translated: string): CheckResult {
  const ops = diffWords(rendered, translated);
  const tw = words(translated);
  const findings: Finding[] = [];
  let i = 0;
  while (i < ops.length) {
    const op = ops[i] as DiffOp;
    if (op.op === "same") {
      i++;
      continue;
    }
    const dels: string[] = [];
    const adds: DiffOp[] = [];
    let nextSame: DiffOp | undefined;
    while (i < ops.length && (ops[i] as DiffOp).op !== "same") {
      const o = ops[i] as DiffOp;
      if (o.op === "del") dels.push(o.word);
      else adds.push(o);
      i++;
    }
    nextSame = ops[i];
    const expected = dels.join(" ");
    const found = adds.map((a) => a.word).join(" ");
    // A reminder in parentheses lost entirely: one finding for the whole run.
    const first = adds[0];
    const at = first !== undefined ? (tw[first.index]?.offset ?? translated.length) : nextSame !== undefined ? (tw[nextSame.index + 0]?.offset ?? translated.length) : translated.length;
    const anchor = first === undefined && nextSame !== undefined ? (() => {
      // the translated index of the next common word: count translated words before it
      let count = 0;
      for (let k = 0; k < i; k++) if ((ops[k] as DiffOp).op !== "del") count++;
      return tw[count]?.offset ?? translated.length;
    })() : at;
    const p = position(translated, anchor);
    for (const c of classify(lang, expected, found)) findings.push({ kind: c.kind, offset: anchor, line: p.line, column: p.column, expected, found, message: c.message });
  }
  return { findings, diff: formatDiff(ops) };
}

/** Counts findings by kind (for `--data` summaries). */
export function summarise(findings: readonly Finding[]): Record<FindingKind, number> {
  const out: Record<FindingKind, number> = { term: 0, symbol: 0, number: 0, keyword: 0, reminder: 0 };
  for (const f of findings) out[f.kind]++;
  return out;
}
