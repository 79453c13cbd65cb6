/**
 * The compiler worker: every compiler call of the playground runs here, off the UI thread.
 *
 * Keystroke latency: a file is split at its top-level `card` / `scenario` lines and each
 * piece is compiled on its own and cached by its text, so an edit recompiles one card
 * (one card is one unit of compilation); duplicate ids across pieces are checked here.
 * When every piece parses cleanly, the pieces' results are exactly the whole file's (each
 * piece is a run of complete cards and scenarios), and the answer says so (`full`).
 * Otherwise (a syntax error may let a broken card swallow the next one, or a message cites
 * a line of its piece) the UI asks for a whole-file compile once the user pauses, so the
 * diagnostics end up exactly the CLI's.
 *
 * The text renderers (compiler/text) and the emitter (compiler/emit) are picked up
 * with `import.meta.glob`, so the playground works before they exist and uses them
 * as soon as their index.ts lands.
 */
import type { Card, Range } from "../../grammar/ast";
import type { Diagnostic } from "../../grammar/diagnostic";
import { grammarWords, keywordTokens } from "../../grammar/lexer";
import { inks, keywordEntries, patternWords, statWords } from "../../grammar/vocabulary";
import { compileSource, complete, duplicateCardDiagnostic, format, hover, outline, type CompileResult, type OutlineItem } from "../../compiler";
import type {
  AbilityView,
  Answer,
  AnswerEnvelope,
  CardIndexEntry,
  CardView,
  CompileAnswer,
  DiagnosticData,
  DiffPart,
  Finding,
  HelloMessage,
  Lang,
  LanguageWords,
  OutlineData,
  ReadyMessage,
  RenderedText,
  Request,
  RequestEnvelope,
  ResyncMessage,
  SpanData,
  TextMessage,
  ViewMessage,
} from "./worker-protocol";
import { langs } from "./worker-protocol";
import { TextCopy } from "./text-copy";
import { diagnosticData, span, splitText, type Chunk } from "./chunks";
import { checkTranslation, diffWords, renderCard, type RenderedCard } from "../../compiler/text";
import type { GeneratedModuleChecker } from "../../compiler/emit/type-check";

// The emitter pulls in prettier, the type check ts-morph and TypeScript: both are loaded on first use only.
let emitter: Promise<typeof import("../../compiler/emit")> | null = null;
function loadEmitter(): Promise<typeof import("../../compiler/emit")> {
  emitter ??= import("../../compiler/emit");
  return emitter;
}
const runtimeSourceFiles = import.meta.glob<string>("../../runtime/**/*.ts", { query: "?raw", import: "default" });
let checker: Promise<GeneratedModuleChecker> | null = null;
function moduleChecker(): Promise<GeneratedModuleChecker> {
  checker ??= (async () => {
    const entries = await Promise.all(Object.entries(runtimeSourceFiles).map(async ([path, load]) => [path.replace(/^(\.\.\/)+/, ""), await load()] as const));
    const { createModuleChecker } = await import("../../compiler/emit/type-check");
    return createModuleChecker(Object.fromEntries(entries));
  })();
  return checker;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The card's own source text (the card's range is relative to `l.source`). */
function cardSource(l: Located): string {
  return l.source.slice(l.card.range.start.offset, l.card.range.end.offset);
}

// ---------------------------------------------------------------- the editor's text

const doc = new TextCopy();
/** Set while the UI has been asked for the whole text: changes until it comes are not applied. */
let resyncAsked = false;

function acceptText(message: TextMessage): void {
  if ("whole" in message.text) resyncAsked = false;
  if (doc.accept(message) || resyncAsked) return;
  resyncAsked = true;
  const resync: ResyncMessage = { resync: true };
  postMessage(resync);
}

// ---------------------------------------------------------------- chunked compile

let lastSplit: { readonly text: string; readonly chunks: Chunk[] } | null = null;

function splitChunks(text: string): Chunk[] {
  // Completion and hover send the same text as the compile just before them.
  if (lastSplit !== null && lastSplit.text === text) return lastSplit.chunks;
  const chunks = splitText(text);
  lastSplit = { text, chunks };
  return chunks;
}

/** The top-level card or scenario containing `offset`. */
function chunkAt(text: string, offset: number): Chunk {
  const chunks = splitChunks(text);
  let found = chunks[0] ?? { text, offset: 0, line: 1 };
  for (const c of chunks) if (c.offset <= offset) found = c;
  return found;
}

interface Unit {
  readonly chunk: Chunk;
  readonly result: CompileResult;
}

let chunkCache = new Map<string, CompileResult>();
let lastUnits: Unit[] = [];
let lastText = "";
let lastFull: CompileResult | null = null;

interface Located {
  readonly card: Card;
  readonly chunk: Chunk | null;
  readonly ok: boolean;
  readonly errorCount: number;
  readonly source: string;
}

/** The cards of the last compile, with, for per-piece compiles, the duplicate-id errors across pieces (GRM300). */
let lastLocated: { readonly cards: Located[]; readonly duplicates: readonly { readonly diagnostic: Diagnostic; readonly chunk: Chunk }[] } = { cards: [], duplicates: [] };

function locate(): void {
  if (lastFull !== null) {
    const text = lastText;
    const cards = lastFull.cards.map((c) => ({ card: c.card, chunk: null, ok: c.ok, errorCount: c.diagnostics.filter((d) => d.severity === "error").length, source: text }));
    lastLocated = { cards, duplicates: [] };
    return;
  }
  const firstLines = new Map<string, number>();
  const duplicates: { diagnostic: Diagnostic; chunk: Chunk }[] = [];
  const cards = lastUnits.flatMap((u) =>
    u.result.cards.map((c): Located => {
      let ok = c.ok;
      let errorCount = c.diagnostics.filter((d) => d.severity === "error").length;
      const line = c.card.range.start.line + u.chunk.line - 1;
      const first = firstLines.get(c.card.id.text);
      // Duplicates inside one piece are the piece's own compile's; across pieces, they are found here.
      if (first !== undefined && first < u.chunk.line) {
        duplicates.push({ diagnostic: duplicateCardDiagnostic(c.card, first), chunk: u.chunk });
        ok = false;
        errorCount++;
      }
      if (first === undefined) firstLines.set(c.card.id.text, line);
      return { card: c.card, chunk: u.chunk, ok, errorCount, source: u.chunk.text };
    }),
  );
  lastLocated = { cards, duplicates };
}

function located(): Located[] {
  return lastLocated.cards;
}

function absStart(l: Located): number {
  return l.card.range.start.offset + (l.chunk?.offset ?? 0);
}
function absEnd(l: Located): number {
  return l.card.range.end.offset + (l.chunk?.offset ?? 0);
}

function compile(text: string, cursor: number, full: boolean): CompileAnswer {
  const t0 = performance.now();
  lastText = text;
  let diagnostics: DiagnosticData[];
  let exact = full;
  if (full) {
    lastFull = compileSource(text, "playground.grim");
    locate();
    diagnostics = lastFull.diagnostics.map((d) => diagnosticData(d, null));
  } else {
    lastFull = null;
    const next = new Map<string, CompileResult>();
    lastUnits = splitChunks(text).map((chunk) => {
      const result = next.get(chunk.text) ?? chunkCache.get(chunk.text) ?? compileSource(chunk.text, "playground.grim");
      next.set(chunk.text, result);
      return { chunk, result };
    });
    chunkCache = next;
    locate();
    diagnostics = lastUnits.flatMap((u) => u.result.diagnostics.map((d) => diagnosticData(d, u.chunk)));
    if (lastLocated.duplicates.length > 0) {
      diagnostics.push(...lastLocated.duplicates.map((d) => diagnosticData(d.diagnostic, d.chunk)));
      diagnostics.sort((a, b) => a.startLine - b.startLine || a.startColumn - b.startColumn || a.code.localeCompare(b.code));
    }
    // Exact unless a piece has a syntax error or a message cites a line (counted within its piece).
    exact = lastUnits.every((u) => u.result.syntaxErrors === 0 && !u.result.diagnostics.some((d) => /\bline \d/.test(d.message)));
  }
  const all = located();
  const cards: CardIndexEntry[] = all.map((l) => ({
    id: l.card.id.text,
    label: `${l.card.id.text} ${l.card.name?.en ?? "(unnamed)"}`,
    startOffset: absStart(l),
    endOffset: absEnd(l),
    ok: l.ok,
  }));
  return { type: "compile", diagnostics, cards, millis: performance.now() - t0, full: exact };
}

function cardAt(all: readonly Located[], cursor: number): Located | null {
  if (all.length === 0) return null;
  let best: Located | null = all[0] ?? null;
  for (const l of all) if (absStart(l) <= cursor) best = l;
  return best;
}

// ---------------------------------------------------------------- card views

function localized(text: { en: string; translations: Readonly<Partial<Record<"fr" | "de" | "it", string>>> } | null): Record<Lang, string | null> {
  if (text === null) return { en: null, fr: null, de: null, it: null };
  return { en: text.en, fr: text.translations.fr ?? text.en, de: text.translations.de ?? text.en, it: text.translations.it ?? text.en };
}

/** The ability's source, names and comments removed, on one line. Offsets are relative to `source`. */
function sourceSummary(source: string, range: Range): string {
  const raw = source.slice(range.start.offset, range.end.offset);
  return raw
    .replace(/"(?:[^"\\]|\\.)*"(?:\s+(?:fr|de|it)\s+"(?:[^"\\]|\\.)*")*/g, "")
    .replace(/#[^\n]*/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 160);
}

function renderedText(r: RenderedCard): RenderedText {
  return { name: r.name, version: r.version, sections: r.abilities.map((a) => ({ kind: a.kind, name: a.name, text: a.text })), fullText: r.fullText };
}

function renderAll(card: Card): { rendered: Partial<Record<Lang, RenderedText>>; renderErrors: Partial<Record<Lang, string>> } {
  const rendered: Partial<Record<Lang, RenderedText>> = {};
  const renderErrors: Partial<Record<Lang, string>> = {};
  for (const lang of langs) {
    try {
      rendered[lang] = renderedText(renderCard(card, lang));
    } catch (e) {
      renderErrors[lang] = e instanceof Error ? e.message : String(e);
    }
  }
  return { rendered, renderErrors };
}

function cardView(l: Located): CardView {
  const c = l.card;
  const stat = (id: string): number | null => c.stats.find((s) => s.stat === id)?.value ?? null;
  const line = (r: Range): number => r.start.line + (l.chunk ? l.chunk.line - 1 : 0);
  const abilities: AbilityView[] = [
    ...c.keywords.map((k) => ({ kind: "keyword" as const, name: { en: null, fr: null, de: null, it: null }, summary: sourceSummary(l.source, k.range), line: line(k.range) })),
    ...c.abilities.map((a) => ({ kind: a.kind, name: localized(a.name), summary: sourceSummary(l.source, a.range), line: line(a.range) })),
    ...(c.body ? [{ kind: "effect" as const, name: { en: null, fr: null, de: null, it: null }, summary: sourceSummary(l.source, c.body.range).replace(/^effect\s*\{?\s*|\s*\}$/g, ""), line: line(c.body.range) }] : []),
  ];
  const names = localized(c.name);
  const { rendered, renderErrors } = l.ok ? renderAll(c) : { rendered: {}, renderErrors: {} };
  return {
    id: c.id.text,
    cardType: c.cardType,
    name: { en: names.en ?? "(unnamed)", fr: names.fr ?? "(unnamed)", de: names.de ?? "(unnamed)", it: names.it ?? "(unnamed)" },
    version: localized(c.version),
    cost: c.cost?.value ?? null,
    inks: c.inks.map((i) => i.ink),
    inkable: c.inkable,
    strength: stat("strength"),
    willpower: stat("willpower"),
    lore: stat("lore"),
    moveCost: stat("move-cost"),
    classifications: c.classifications.map((k) => k.name),
    abilities,
    ok: l.ok,
    errorCount: l.errorCount,
    rendered,
    renderErrors,
    line: line(c.range),
  };
}

/** Views by card text and position: rendering four languages is done once per version of a card. */
let viewCache = new Map<string, CardView>();

function cardViewAt(all: readonly Located[], cursor: number): CardView | null {
  const l = cardAt(all, cursor);
  if (l === null) return null;
  const key = `${l.ok}:${l.errorCount}:${l.card.range.start.line + (l.chunk ? l.chunk.line - 1 : 0)}:${cardSource(l)}`;
  const cached = viewCache.get(key);
  if (cached) return cached;
  const view = cardView(l);
  if (viewCache.size > 200) viewCache = new Map();
  viewCache.set(key, view);
  return view;
}

function findCard(id: string): Located | null {
  return located().find((l) => l.card.id.text === id) ?? null;
}

// ---------------------------------------------------------------- other services

function outlineData(items: readonly OutlineItem[], chunk: Chunk | null): OutlineData[] {
  return items.map((i) => ({ label: i.label, kind: i.kind, ...span(i.range, chunk), children: outlineData(i.children, chunk) }));
}

function outlineOf(text: string): OutlineData[] {
  return splitChunks(text).flatMap((chunk) => outlineData(outline(chunk.text), chunk));
}

/** Groups the text's word diff into runs for display. */
function diffParts(rendered: string, official: string): DiffPart[] {
  const parts: DiffPart[] = [];
  for (const o of diffWords(rendered, official)) {
    const op = o.op === "same" ? "same" : o.op === "add" ? "added" : "removed";
    const last = parts[parts.length - 1];
    if (last && last.op === op) parts[parts.length - 1] = { op, text: `${last.text} ${o.word}` };
    else parts.push({ op, text: o.word });
  }
  return parts;
}

function localise(cardId: string, lang: Lang, official: string): Answer {
  const l = findCard(cardId);
  const none = { type: "localise", rendered: null, diff: [], findings: [] } as const;
  if (l === null) return { ...none, note: `Card ${cardId} is not in the source.` };
  if (!l.ok) return { ...none, note: "The card has errors; fix them to render it." };
  let rendered: string;
  try {
    rendered = renderCard(l.card, lang).fullText;
  } catch (e) {
    return { ...none, note: `The ${lang} renderer failed: ${e instanceof Error ? e.message : String(e)}` };
  }
  const diff = diffParts(rendered, official);
  try {
    const findings: Finding[] = checkTranslation(lang, rendered, official).findings.map((f) => ({
      severity: "error",
      message: `${f.line}:${f.column} ${f.kind}: ${f.message}`,
    }));
    return { type: "localise", rendered, diff, findings, note: null };
  } catch (e) {
    return { type: "localise", rendered, diff, findings: [], note: `The localiser check failed: ${e instanceof Error ? e.message : String(e)}` };
  }
}

async function emitModule(l: Located): Promise<{ code: string | null; diagnostics: DiagnosticData[]; note: string | null }> {
  const api = await loadEmitter();
  const out = api.emitCardModule(l.card, { file: `cards/playground/${l.card.id.text}.grim`, hash: await sha256(cardSource(l)), runtimeImport: "../../runtime" });
  const diagnostics = out.diagnostics.map((d) => diagnosticData(d, l.chunk));
  if (!out.ok || out.code === "") return { code: null, diagnostics, note: "The emitter could not generate this card's module:" };
  let formatted = out.code;
  try {
    formatted = await api.formatModule(out.code);
  } catch {
    formatted = out.code;
  }
  return { code: formatted, diagnostics, note: null };
}

async function emit(cardId: string): Promise<Answer> {
  const l = findCard(cardId);
  if (l === null) return { type: "emit", text: null, diagnostics: [], note: `Card ${cardId} is not in the source.` };
  if (!l.ok) return { type: "emit", text: null, diagnostics: [], note: "The card has errors; fix them to generate its module." };
  try {
    const r = await emitModule(l);
    return { type: "emit", text: r.code, diagnostics: r.diagnostics, note: r.note };
  } catch (e) {
    return { type: "emit", text: null, diagnostics: [], note: `The emitter failed: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/** The emitter's gaps (GRM900) and the in-memory type check of the generated module (GRM901), at source positions. */
async function typecheck(cardId: string): Promise<Answer> {
  const l = findCard(cardId);
  if (l === null || !l.ok) return { type: "typecheck", diagnostics: [], note: "Fix the card's errors first." };
  try {
    const r = await emitModule(l);
    if (r.code === null) return { type: "typecheck", diagnostics: r.diagnostics, note: null };
    const check = await moduleChecker();
    const start = l.card.range.start;
    const found = check.check(r.code, { line: start.line, column: start.column });
    return { type: "typecheck", diagnostics: [...r.diagnostics, ...found.map((e) => diagnosticData(e.diagnostic, l.chunk))], note: null };
  } catch (e) {
    return { type: "typecheck", diagnostics: [], note: `The type check failed: ${e instanceof Error ? e.message : String(e)}` };
  }
}


// ---------------------------------------------------------------- words for the tokenizer

function languageWords(): LanguageWords {
  const structure = new Set<string>(grammarWords);
  const keywords = new Set<string>();
  for (const k of keywordEntries) for (const w of patternWords(k.pattern)) keywords.add(w);
  const inkSet = new Set<string>(inks);
  const stats = new Set<string>(Object.keys(statWords));
  const vocabulary: string[] = [];
  for (const word of keywordTokens.keys()) {
    if (!structure.has(word) && !keywords.has(word) && !inkSet.has(word) && !stats.has(word)) vocabulary.push(word);
  }
  return { structure: [...structure], keywords: [...keywords], inks: [...inkSet], stats: [...stats], vocabulary };
}

// ---------------------------------------------------------------- dispatch

function handle(request: Request): Answer | Promise<Answer> {
  if (request.type === "preview") return { type: "preview", current: cardViewAt(located(), request.cursor) };
  if (request.type === "localise") return localise(request.cardId, request.lang, request.official);
  if (request.type === "emit") return emit(request.cardId);
  if (request.type === "typecheck") return typecheck(request.cardId);
  const text = doc.at(request.version);
  if (text === null) return { type: "stale" };
  switch (request.type) {
    case "compile":
      return compile(text, request.cursor, request.full === true);
    case "complete": {
      // Within the card being typed: one card is one unit, and a 200-card file is not re-parsed per keystroke.
      const chunk = chunkAt(text, request.offset);
      return { type: "complete", items: complete(chunk.text, request.offset - chunk.offset) };
    }
    case "hover": {
      const chunk = chunkAt(text, request.offset);
      const h = hover(chunk.text, request.offset - chunk.offset);
      return { type: "hover", hover: h === null ? null : { contents: h.contents, range: span(h.range, chunk) } };
    }
    case "format": {
      const f = format(text);
      return { type: "format", text: f.text, formatted: f.formatted };
    }
    case "outline":
      return { type: "outline", items: outlineOf(text) };
  }
}

// Compiles are coalesced: when several are queued, only the newest runs.
let pendingCompile: RequestEnvelope | null = null;
let compileScheduled = false;
// The view of the card under the cursor follows a compile's answer, unless a newer compile is waiting.
let viewTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleView(forRequest: number, cursor: number): void {
  clearTimeout(viewTimer);
  viewTimer = setTimeout(() => {
    if (pendingCompile !== null) return;
    const message: ViewMessage = { view: { forRequest, current: cardViewAt(located(), cursor) } };
    postMessage(message);
  }, 0);
}

function flushCompile(): void {
  compileScheduled = false;
  const next = pendingCompile;
  pendingCompile = null;
  if (next === null || next.request.type !== "compile") return;
  run(next);
  scheduleView(next.id, next.request.cursor);
}

function reply(id: number, answer: Answer): void {
  const envelope: AnswerEnvelope = { id, answer };
  postMessage(envelope);
}

function run(envelope: RequestEnvelope): void {
  const fail = (e: unknown): void => reply(envelope.id, { type: "error", message: e instanceof Error ? e.message : String(e) });
  try {
    const answer = handle(envelope.request);
    if (answer instanceof Promise) answer.then((a) => reply(envelope.id, a), fail);
    else reply(envelope.id, answer);
  } catch (e) {
    fail(e);
  }
}

addEventListener("message", (event: MessageEvent<RequestEnvelope | HelloMessage | TextMessage>) => {
  const envelope = event.data;
  if ("text" in envelope) {
    acceptText(envelope);
    return;
  }
  if ("hello" in envelope) {
    const ready: ReadyMessage = {
      id: 0,
      ready: {
        words: languageWords(),
        capabilities: { render: true, localiserCheck: true, emit: true, typeCheck: true },
      },
    };
    postMessage(ready);
    return;
  }
  if (envelope.request.type === "compile") {
    pendingCompile = envelope;
    if (!compileScheduled) {
      compileScheduled = true;
      setTimeout(flushCompile, 0);
    }
    return;
  }
  // Requests are answered in order: a compile still waiting to be coalesced runs first.
  flushCompile();
  run(envelope);
});
