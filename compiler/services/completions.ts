/**
 * Completions at an offset: the words the grammar accepts there (chevrotain's content
 * assist over the tokens before the cursor), with the vocabulary's docs and snippets.
 */
import type { TokenType } from "chevrotain";
import { ClassName, keywordTokens } from "../../grammar/lexer";
import { grimoireParser } from "../../grammar/parser";
import { knownClassifications, keywordEntries, patternSignature, type Pattern } from "../../grammar/vocabulary";
import { lexAll } from "./token-at";
import { wordInfo } from "./word-index";

export interface CompletionItem {
  readonly label: string;
  readonly kind: "keyword" | "classification" | "snippet";
  readonly detail: string;
  readonly documentation: string;
  /** Text to insert; a snippet (`${1:2}` placeholders) when `snippet` is true. */
  readonly insertText: string;
  readonly snippet: boolean;
}

const wordOfToken = new Map<TokenType, string>([...keywordTokens].map(([w, t]) => [t, w]));

/** A snippet for a keyword with parameters: `challenger +${1:1}`. */
function snippetFor(pattern: Pattern): string {
  let n = 0;
  return pattern
    .map((it) => {
      switch (it.item) {
        case "word":
          return it.word;
        case "slot":
          n++;
          if (it.optional) return "";
          if (it.kind === "signed") return `+\${${n}:1}`;
          if (it.kind === "number") return `\${${n}:1}`;
          if (it.kind === "string") return `"\${${n}}"`;
          return `\${${n}:${it.name}}`;
        default:
          return "";
      }
    })
    .filter((s) => s.length > 0)
    .join(" ");
}

export function complete(text: string, offset: number): CompletionItem[] {
  const tokens = lexAll(text);
  // The word being typed (if any) is the prefix; completion considers tokens before it.
  const before = tokens.filter((t) => (t.endOffset ?? t.startOffset) + 1 <= offset);
  const last = before[before.length - 1];
  let prefix = "";
  let preceding = before;
  if (last && (last.endOffset ?? last.startOffset) + 1 === offset && /^[A-Za-z]/.test(last.image)) {
    prefix = last.image;
    preceding = before.slice(0, -1);
  }
  // Start at the card (or scenario) the cursor is in, so long files stay fast.
  let start = 0;
  for (let i = preceding.length - 1; i >= 0; i--) {
    const img = preceding[i]?.image;
    if (img === "card" || img === "scenario") {
      start = i;
      break;
    }
  }
  const parser = grimoireParser();
  const suggestions = parser.computeContentAssist("file", preceding.slice(start));
  const items = new Map<string, CompletionItem>();
  for (const s of suggestions) {
    const word = wordOfToken.get(s.nextTokenType);
    if (word !== undefined) {
      if (!word.startsWith(prefix)) continue;
      const infos = wordInfo(word);
      const kw = keywordEntries.find((k) => k.pattern[0]?.item === "word" && k.pattern[0].word === word);
      const isCardItem = s.ruleStack.includes("cardItem") || s.ruleStack.includes("keywordUse") || s.ruleStack.includes("condition") || s.ruleStack.includes("predicate");
      const snippet = kw !== undefined && kw.pattern.length > 1 && isCardItem;
      items.set(word, {
        label: word,
        kind: "keyword",
        detail: kw && kw.pattern.length > 1 ? patternSignature(kw.pattern) : infos.map((i) => `${i.family}: ${i.signature}`).join(" | ") || word,
        documentation: infos.map((i) => `${i.doc} (rule ${i.rule})`).join("\n"),
        insertText: snippet && kw ? snippetFor(kw.pattern) : word,
        snippet,
      });
    } else if (s.nextTokenType === ClassName && s.ruleStack.some((r) => r === "generalSelector" || r === "classificationsField")) {
      for (const c of knownClassifications) {
        if (c.includes(" ") || !c.startsWith(prefix)) continue;
        items.set(c, { label: c, kind: "classification", detail: "classification", documentation: "A classification (5.2.6).", insertText: c, snippet: false });
      }
    }
  }
  return [...items.values()].sort((a, b) => a.label.localeCompare(b.label));
}
