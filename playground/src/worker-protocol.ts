/**
 * Messages between the UI thread and the compiler worker. Every request carries an id;
 * the answer echoes it, so the UI can drop answers that a newer request made stale.
 * Everything here is plain data (structured-clone safe).
 */
export type Lang = "en" | "fr" | "de" | "it";
export const langs: readonly Lang[] = ["en", "fr", "de", "it"];

export interface SpanData {
  readonly startLine: number;
  readonly startColumn: number;
  readonly endLine: number;
  readonly endColumn: number;
}

export interface DiagnosticData extends SpanData {
  readonly code: string;
  readonly severity: "error" | "warning" | "info";
  readonly message: string;
  readonly suggestion?: { readonly message: string; readonly replacement: string; readonly range: SpanData };
}

export interface RenderedSection {
  readonly kind: string;
  readonly name: string | null;
  readonly text: string;
}

export interface RenderedText {
  readonly name: string;
  readonly version: string | null;
  readonly sections: readonly RenderedSection[];
  readonly fullText: string;
}

export interface AbilityView {
  readonly kind: "keyword" | "triggered" | "activated" | "static" | "effect";
  /** Per language; falls back to English when a translation is missing. */
  readonly name: Readonly<Record<Lang, string | null>>;
  /** A structural summary (used until the text renderers exist). */
  readonly summary: string;
  readonly line: number;
}

/** Everything the card preview needs about one card. */
export interface CardView {
  readonly id: string;
  readonly cardType: string;
  readonly name: Readonly<Record<Lang, string>>;
  readonly version: Readonly<Record<Lang, string | null>>;
  readonly cost: number | null;
  readonly inks: readonly string[];
  readonly inkable: boolean;
  readonly strength: number | null;
  readonly willpower: number | null;
  readonly lore: number | null;
  readonly moveCost: number | null;
  readonly classifications: readonly string[];
  readonly abilities: readonly AbilityView[];
  readonly ok: boolean;
  readonly errorCount: number;
  /** The renderers' output per language, when compiler/text exports `renderCard`. */
  readonly rendered: Readonly<Partial<Record<Lang, RenderedText>>>;
  readonly renderErrors: Readonly<Partial<Record<Lang, string>>>;
  /** First line of the card in the source. */
  readonly line: number;
}

export interface CardIndexEntry {
  readonly id: string;
  readonly label: string;
  readonly startOffset: number;
  readonly endOffset: number;
  readonly ok: boolean;
}

export interface OutlineData extends SpanData {
  readonly label: string;
  readonly kind: string;
  readonly children: readonly OutlineData[];
}

export interface CompletionData {
  readonly label: string;
  readonly kind: "keyword" | "classification" | "snippet";
  readonly detail: string;
  readonly documentation: string;
  readonly insertText: string;
  readonly snippet: boolean;
}

export interface Capabilities {
  /** compiler/text exports renderCard. */
  readonly render: boolean;
  /** compiler/text exports a localiser check. */
  readonly localiserCheck: boolean;
  /** compiler/emit exports a module emitter. */
  readonly emit: boolean;
  /** compiler/emit exports an in-memory type check. */
  readonly typeCheck: boolean;
}

/** The words of the language, derived from grammar/lexer.ts in the worker, for the Monarch tokenizer. */
export interface LanguageWords {
  readonly structure: readonly string[];
  readonly keywords: readonly string[];
  readonly inks: readonly string[];
  readonly stats: readonly string[];
  readonly vocabulary: readonly string[];
}

/** A run of the word diff: removed = only in the rendering, added = only in the official text. */
export interface DiffPart {
  readonly op: "same" | "added" | "removed";
  readonly text: string;
}

export interface Finding {
  readonly severity: "error" | "warning" | "info";
  readonly message: string;
}

/**
 * Requests about the editor's text name the text's version (Monaco's model version id): the worker
 * keeps its own copy of the text, kept in step by TextMessages, so no request carries the text.
 */
export type Request =
  | { readonly type: "compile"; readonly version: number; readonly cursor: number; readonly full?: boolean }
  | { readonly type: "preview"; readonly cursor: number }
  | { readonly type: "complete"; readonly version: number; readonly offset: number }
  | { readonly type: "hover"; readonly version: number; readonly offset: number }
  | { readonly type: "format"; readonly version: number }
  | { readonly type: "outline"; readonly version: number }
  | { readonly type: "localise"; readonly cardId: string; readonly lang: Lang; readonly official: string }
  | { readonly type: "emit"; readonly cardId: string }
  | { readonly type: "typecheck"; readonly cardId: string };

/**
 * The answer to a compile: markers and the card index only, so they are painted at once. The card
 * under the cursor follows as a ViewMessage once no newer compile is waiting (rendering four
 * languages is not on the keystroke → markers path).
 */
export interface CompileAnswer {
  readonly type: "compile";
  readonly diagnostics: readonly DiagnosticData[];
  readonly cards: readonly CardIndexEntry[];
  readonly millis: number;
  /**
   * True when the diagnostics are exactly the whole file's: from a whole-file compile, or from the
   * per-card cache when every card parsed cleanly. When false, the UI asks for a whole-file compile
   * once the user pauses.
   */
  readonly full: boolean;
}

export type Answer =
  | CompileAnswer
  | { readonly type: "preview"; readonly current: CardView | null }
  | { readonly type: "complete"; readonly items: readonly CompletionData[] }
  | { readonly type: "hover"; readonly hover: { readonly contents: string; readonly range: SpanData } | null }
  | { readonly type: "format"; readonly text: string; readonly formatted: boolean }
  | { readonly type: "outline"; readonly items: readonly OutlineData[] }
  | { readonly type: "localise"; readonly rendered: string | null; readonly diff: readonly DiffPart[]; readonly findings: readonly Finding[]; readonly note: string | null }
  | { readonly type: "emit"; readonly text: string | null; readonly diagnostics: readonly DiagnosticData[]; readonly note: string | null }
  | { readonly type: "typecheck"; readonly diagnostics: readonly DiagnosticData[]; readonly note: string | null }
  | { readonly type: "error"; readonly message: string }
  /** The request named a version of the text the worker does not hold (it has asked for the whole text). */
  | { readonly type: "stale" };

export interface RequestEnvelope {
  readonly id: number;
  readonly request: Request;
}
export interface AnswerEnvelope {
  readonly id: number;
  readonly answer: Answer;
}
/** Sent after a compile answer: the card under the cursor for compile request `forRequest`. */
export interface ViewMessage {
  readonly view: { readonly forRequest: number; readonly current: CardView | null };
}
/** The first message to the worker; it answers with a ReadyMessage once its listener is installed. */
export interface HelloMessage {
  readonly hello: true;
}
export interface ReadyMessage {
  readonly id: 0;
  readonly ready: { readonly words: LanguageWords; readonly capabilities: Capabilities };
}

/** One change of the text, as Monaco reports it: `length` characters at `offset` replaced by `text`. */
export interface TextChange {
  readonly offset: number;
  readonly length: number;
  readonly text: string;
}
/**
 * The editor's text for the worker's copy: the whole text, or the changes that take version `base` to
 * `version` (applied in order) and the resulting length, a cheap check. Not a request: no answer.
 */
export type TextMessage =
  | { readonly text: { readonly version: number; readonly whole: string } }
  | { readonly text: { readonly version: number; readonly base: number; readonly changes: readonly TextChange[]; readonly length: number } };
/** From the worker when a TextMessage did not apply to its copy: the UI sends the whole text. */
export interface ResyncMessage {
  readonly resync: true;
}
