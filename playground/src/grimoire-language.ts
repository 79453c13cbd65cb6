/**
 * Grimoire in Monaco: the Monarch tokenizer (its word lists come from grammar/lexer.ts
 * through the worker, never copied by hand), the dark theme, and the language services
 * (completions, hover, outline, formatting, quick fixes), each a call into the worker.
 */
import type { CompilerClient } from "./compiler-client";
import { monaco } from "./monaco-setup";
import type { CompletionData, DiagnosticData, LanguageWords, OutlineData } from "./worker-protocol";

export const languageId = "grimoire";

/** Monarch rules built from the vocabulary's words. */
export function monarchLanguage(words: LanguageWords): monaco.languages.IMonarchLanguage {
  return {
    defaultToken: "identifier",
    structure: [...words.structure],
    lorcanaKeywords: [...words.keywords],
    inkWords: [...words.inks],
    statWords: [...words.stats],
    vocabulary: [...words.vocabulary],
    tokenizer: {
      root: [
        [/#.*$/, "comment"],
        [/"(?:[^"\\]|\\.)*"/, "string"],
        [/"(?:[^"\\]|\\.)*$/, "string.invalid"],
        [/\d+-\d+/, "number.cardid"],
        [/[+-]\d+/, "number.signed"],
        [/\d+/, "number"],
        [/[{}]/, "@brackets"],
        [/<=|>=|=/, "operator"],
        [/[,;]/, "delimiter"],
        [
          /[A-Za-z_][A-Za-z0-9_]*(?:[-'][A-Za-z0-9_]+)*'?/,
          {
            cases: {
              "@inkWords": "ink.$0",
              "@structure": "keyword",
              "@lorcanaKeywords": "keyword.lorcana",
              "@statWords": "variable.stat",
              "@vocabulary": "keyword.vocabulary",
              "[A-Z][\\w-]*": "type.classification",
              "@default": "identifier",
            },
          },
        ],
      ],
    },
  } as monaco.languages.IMonarchLanguage;
}

export const inkColours: Readonly<Record<string, string>> = {
  amber: "#f4b223",
  amethyst: "#a05fb4",
  emerald: "#3aa55b",
  ruby: "#d3343e",
  sapphire: "#2f8ed8",
  steel: "#9fa8b3",
};

export function defineTheme(): void {
  monaco.editor.defineTheme("grimoire-dark", {
    base: "vs-dark",
    inherit: true,
    rules: [
      { token: "comment", foreground: "6a7a8c", fontStyle: "italic" },
      { token: "string", foreground: "e6c07b" },
      { token: "number", foreground: "b5cea8" },
      { token: "number.cardid", foreground: "7fb2c9" },
      { token: "keyword", foreground: "c678dd" },
      { token: "keyword.lorcana", foreground: "56b6c2", fontStyle: "bold" },
      { token: "keyword.vocabulary", foreground: "61afef" },
      { token: "variable.stat", foreground: "e5a46b" },
      { token: "type.classification", foreground: "98c379" },
      ...Object.entries(inkColours).map(([ink, colour]) => ({ token: `ink.${ink}`, foreground: colour.slice(1), fontStyle: "bold" })),
    ],
    colors: {
      "editor.background": "#15171c",
      "editor.lineHighlightBackground": "#1d2027",
      "editorGutter.background": "#15171c",
    },
  });
}

function severityOf(s: DiagnosticData["severity"]): monaco.MarkerSeverity {
  return s === "error" ? monaco.MarkerSeverity.Error : s === "warning" ? monaco.MarkerSeverity.Warning : monaco.MarkerSeverity.Info;
}

export function markersOf(diagnostics: readonly DiagnosticData[]): monaco.editor.IMarkerData[] {
  return diagnostics.map((d) => ({
    severity: severityOf(d.severity),
    message: d.message,
    code: d.code,
    source: "grimoire",
    startLineNumber: d.startLine,
    startColumn: d.startColumn,
    endLineNumber: d.endLine,
    // An empty range would paint nothing: widen it to one character.
    endColumn: d.endLine === d.startLine && d.endColumn <= d.startColumn ? d.startColumn + 1 : d.endColumn,
  }));
}

function completionKind(item: CompletionData): monaco.languages.CompletionItemKind {
  if (item.kind === "classification") return monaco.languages.CompletionItemKind.Class;
  if (item.kind === "snippet" || item.snippet) return monaco.languages.CompletionItemKind.Snippet;
  return monaco.languages.CompletionItemKind.Keyword;
}

function symbolKind(kind: string): monaco.languages.SymbolKind {
  switch (kind) {
    case "card":
      return monaco.languages.SymbolKind.Class;
    case "keyword":
      return monaco.languages.SymbolKind.Constant;
    case "triggered":
      return monaco.languages.SymbolKind.Event;
    case "activated":
      return monaco.languages.SymbolKind.Function;
    case "static":
      return monaco.languages.SymbolKind.Property;
    case "scenario":
      return monaco.languages.SymbolKind.Module;
    default:
      return monaco.languages.SymbolKind.Method;
  }
}

function symbols(items: readonly OutlineData[]): monaco.languages.DocumentSymbol[] {
  return items.map((i) => {
    const range = new monaco.Range(i.startLine, i.startColumn, i.endLine, i.endColumn);
    return { name: i.label, detail: i.kind, kind: symbolKind(i.kind), tags: [], range, selectionRange: range, children: symbols(i.children) };
  });
}

/** Diagnostics of the latest compile, for the quick fixes. */
export interface DiagnosticsSource {
  current(): readonly DiagnosticData[];
}

/** Registers the language id and its editing rules (before any model is created). */
export function registerLanguageId(): void {
  monaco.languages.register({ id: languageId, extensions: [".grim"], aliases: ["Grimoire", "grim"] });
  monaco.languages.setLanguageConfiguration(languageId, {
    comments: { lineComment: "#" },
    brackets: [["{", "}"]],
    autoClosingPairs: [
      { open: "{", close: "}" },
      { open: '"', close: '"', notIn: ["string", "comment"] },
    ],
    surroundingPairs: [
      { open: "{", close: "}" },
      { open: '"', close: '"' },
    ],
    wordPattern: /[A-Za-z_][A-Za-z0-9_]*(?:[-'][A-Za-z0-9_]+)*'?|[+-]?\d+/,
    indentationRules: { increaseIndentPattern: /\{[^}]*$/, decreaseIndentPattern: /^\s*\}/ },
  });
}

/** The tokenizer and the language services, once the worker has sent the vocabulary's words. */
export function registerGrimoire(client: CompilerClient, words: LanguageWords, diagnostics: DiagnosticsSource): void {
  monaco.languages.setMonarchTokensProvider(languageId, monarchLanguage(words));

  monaco.languages.registerCompletionItemProvider(languageId, {
    triggerCharacters: [" "],
    async provideCompletionItems(model, position) {
      const answer = await client.request({ type: "complete", version: model.getVersionId(), offset: model.getOffsetAt(position) });
      const word = model.getWordUntilPosition(position);
      const range = new monaco.Range(position.lineNumber, word.startColumn, position.lineNumber, word.endColumn);
      const items = answer?.items ?? [];
      return {
        suggestions: items.map((item, i) => ({
          label: item.label,
          kind: completionKind(item),
          detail: item.detail,
          documentation: { value: item.documentation },
          insertText: item.insertText,
          insertTextRules: item.snippet ? monaco.languages.CompletionItemInsertTextRule.InsertAsSnippet : monaco.languages.CompletionItemInsertTextRule.None,
          range,
          sortText: String(i).padStart(4, "0"),
        })),
      };
    },
  });

  monaco.languages.registerHoverProvider(languageId, {
    async provideHover(model, position) {
      const answer = await client.request({ type: "hover", version: model.getVersionId(), offset: model.getOffsetAt(position) });
      const h = answer?.hover;
      if (!h) return null;
      return {
        contents: [{ value: h.contents }],
        range: new monaco.Range(h.range.startLine, h.range.startColumn, h.range.endLine, h.range.endColumn),
      };
    },
  });

  monaco.languages.registerDocumentSymbolProvider(languageId, {
    displayName: "Grimoire",
    async provideDocumentSymbols(model) {
      const answer = await client.request({ type: "outline", version: model.getVersionId() });
      return symbols(answer?.items ?? []);
    },
  });

  monaco.languages.registerDocumentFormattingEditProvider(languageId, {
    displayName: "Grimoire",
    async provideDocumentFormattingEdits(model) {
      const version = model.getVersionId();
      const answer = await client.request({ type: "format", version });
      if (!answer || !answer.formatted || model.getVersionId() !== version || answer.text === model.getValue()) return [];
      return [{ range: model.getFullModelRange(), text: answer.text }];
    },
  });

  monaco.languages.registerCodeActionProvider(languageId, {
    provideCodeActions(model, range, context) {
      const actions: monaco.languages.CodeAction[] = [];
      for (const d of diagnostics.current()) {
        const s = d.suggestion;
        if (!s) continue;
        const at = new monaco.Range(d.startLine, d.startColumn, d.endLine, d.endColumn);
        if (!monaco.Range.areIntersectingOrTouching(at, range)) continue;
        const marker = context.markers.find((m) => m.code === d.code && m.startLineNumber === d.startLine && m.startColumn === d.startColumn);
        actions.push({
          title: s.message,
          kind: "quickfix",
          isPreferred: true,
          ...(marker ? { diagnostics: [marker] } : {}),
          edit: {
            edits: [
              {
                resource: model.uri,
                versionId: model.getVersionId(),
                textEdit: { range: new monaco.Range(s.range.startLine, s.range.startColumn, s.range.endLine, s.range.endColumn), text: s.replacement },
              },
            ],
          },
        });
      }
      return { actions, dispose: () => undefined };
    },
  });
}
