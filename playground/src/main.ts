/** The playground's entry point: editor, worker, panes, file menu, share links and keyboard. */
import "./styles.css";
import { CardPreview } from "./card-preview";
import { CompilerClient } from "./compiler-client";
import { byId, h } from "./dom";
import { examples } from "./examples";
import { GeneratedTsPane } from "./generated-ts-pane";
import { defineTheme, languageId, markersOf, registerGrimoire, registerLanguageId } from "./grimoire-language";
import { LocaliserPane } from "./localiser-pane";
import { monaco } from "./monaco-setup";
import { SandboxPane } from "./sandbox-pane";
import { EarlyMarkers } from "./early-markers";
import { decodeShare, encodeShare } from "./share";
import type { CardIndexEntry, CardView, CompileAnswer, DiagnosticData } from "./worker-protocol";

declare global {
  interface Window {
    /** For the browser tests and the bench. */
    playground?: {
      editor: monaco.editor.IStandaloneCodeEditor;
      monaco: typeof monaco;
      compiles: number;
      lastCompile: CompileAnswer | null;
      /** performance.now() when the source was in the editor, focused (page load → editable). */
      editableAt: number | null;
      /** performance.now() of the first compile answer (page load → first markers). */
      firstCompileAt: number | null;
    };
  }
}

const storageKey = "grimoire.playground.source";
const fallbackSource = `card 1-1 character {\n  name "New Card"\n  cost 1\n  ink amber\n  inkable\n  strength 1\n  willpower 1\n  lore 1\n}\n`;

const status = byId("status");
function say(message: string): void {
  // Every compile says how it went; the same words are not written again (that would lay out the bar anew).
  if (status.textContent !== message) status.textContent = message;
}

async function initialSource(): Promise<string> {
  const shared = await decodeShare(location.hash);
  if (shared !== null) return shared;
  const saved = localStorage.getItem(storageKey);
  if (saved !== null && saved.trim() !== "") return saved;
  const first = examples.find((e) => e.path.includes("mickey")) ?? examples[0];
  return first ? await first.load() : fallbackSource;
}

defineTheme();
registerLanguageId();

const model = monaco.editor.createModel("", languageId, monaco.Uri.parse("file:///playground.grim"));
const editor = monaco.editor.create(byId("editor"), {
  model,
  theme: "grimoire-dark",
  automaticLayout: true,
  minimap: { enabled: false },
  fontSize: 14,
  tabSize: 2,
  insertSpaces: true,
  fixedOverflowWidgets: true,
  scrollBeyondLastLine: false,
  renderValidationDecorations: "on",
  ariaLabel: "Grimoire source. Ctrl+M toggles whether Tab moves the focus.",
  quickSuggestions: { other: true, comments: false, strings: false },
  suggestOnTriggerCharacters: true,
  // Completions are the language's own (the worker's): no fallback to the document's words, which would
  // sync the whole text to Monaco's editor worker and scan it whenever a keystroke has no completion.
  wordBasedSuggestions: "off",
  // Whitespace in a selection is not drawn: drawing it looked up every visible line's decorations per frame.
  renderWhitespace: "none",
});
// The worker is started once the editor exists: its start-up does not compete with creating the editor.
const client = new CompilerClient();
client.attach({ version: () => model.getVersionId(), whole: () => model.getValue() });
client.onResync = () => void compileNow(false);

// ---------------------------------------------------------------- panes

const tabs = ["card", "localise", "ts", "sandbox"] as const;
type Tab = (typeof tabs)[number];

function revealSource(line: number, column: number): void {
  editor.revealPositionInCenter({ lineNumber: line, column });
  editor.setPosition({ lineNumber: line, column });
  editor.focus();
}

const preview = new CardPreview(byId("panel-card"), () => undefined);
const localiser = new LocaliserPane(byId("panel-localise"), client);
const generated = new GeneratedTsPane(byId("panel-ts"), client, revealSource);
const sandbox = new SandboxPane(byId("panel-sandbox"), {
  source: () => model.getValue(),
  cardId: () => currentCardId,
  select(range) {
    const selection = new monaco.Selection(range.startLine, range.startColumn, range.endLine, range.endColumn);
    editor.setSelection(selection);
    editor.revealRangeInCenter(selection);
    editor.focus();
  },
});

function selectTab(tab: Tab, focus = false): void {
  for (const t of tabs) {
    const button = byId(`tab-${t}`);
    const selected = t === tab;
    button.setAttribute("aria-selected", String(selected));
    button.tabIndex = selected ? 0 : -1;
    byId(`panel-${t}`).hidden = !selected;
    if (selected && focus) button.focus();
  }
  generated.show(tab === "ts");
  if (tab === "sandbox") sandbox.show();
}
for (const [i, t] of tabs.entries()) {
  const button = byId(`tab-${t}`);
  button.addEventListener("click", () => selectTab(t));
  button.addEventListener("keydown", (e) => {
    const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    e.preventDefault();
    selectTab(tabs[(i + step + tabs.length) % tabs.length] ?? "card", true);
  });
}

// ---------------------------------------------------------------- compile loop

let diagnostics: readonly DiagnosticData[] = [];
let cardIndex: readonly CardIndexEntry[] = [];
let currentCardId: string | null = null;
let fullTimer = 0;
window.playground = { editor, monaco, compiles: 0, lastCompile: null, editableAt: null, firstCompileAt: null };

const problems = byId("problems");
let problemsKey = "";
function showProblems(list: readonly DiagnosticData[]): void {
  const shown = list.slice(0, 100);
  // Most keystrokes leave the problems as they were: the DOM is rebuilt only when they changed.
  const key = `${list.length}|${shown.map((d) => `${d.startLine}:${d.startColumn}:${d.code}:${d.message}`).join("|")}`;
  if (key === problemsKey) return;
  problemsKey = key;
  problems.replaceChildren(
    ...shown.map((d) => {
      const item = h("button", { type: "button", class: `problem ${d.severity}`, role: "listitem" }, h("span", { class: "where" }, `${d.startLine}:${d.startColumn}`), h("span", { class: "code" }, d.code), d.message);
      item.addEventListener("click", () => revealSource(d.startLine, d.startColumn));
      return item;
    }),
  );
  problems.dataset["count"] = String(list.length);
}

// Markers are set only when they changed: the worker's answer usually repeats the early markers of the same
// keystroke, and setting equal markers would make Monaco redraw its decorations in the next frame. Only for the
// same text: after an edit Monaco has moved the old markers itself, so equal data is set again.
let markersShown: readonly DiagnosticData[] = [];
let markersVersion = -1;
function sameDiagnostic(a: DiagnosticData, b: DiagnosticData | undefined): boolean {
  return (
    b !== undefined &&
    a.code === b.code &&
    a.severity === b.severity &&
    a.message === b.message &&
    a.startLine === b.startLine &&
    a.startColumn === b.startColumn &&
    a.endLine === b.endLine &&
    a.endColumn === b.endColumn
  );
}
function showMarkers(list: readonly DiagnosticData[]): boolean {
  const version = model.getVersionId();
  if (version === markersVersion && list.length === markersShown.length && list.every((d, i) => sameDiagnostic(d, markersShown[i]))) return false;
  markersShown = list;
  markersVersion = version;
  monaco.editor.setModelMarkers(model, "grimoire", markersOf(list));
  return true;
}

function applyCompile(answer: CompileAnswer): void {
  performance.mark("grimoire:compile-answered");
  diagnostics = answer.diagnostics;
  cardIndex = answer.cards;
  if (showMarkers(diagnostics)) markersApplied();
  showProblems(diagnostics);
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  say(errors === 0 ? `${cardIndex.length} card(s), no errors` : `${errors} error(s)`);
  if (window.playground) {
    window.playground.compiles++;
    window.playground.firstCompileAt ??= performance.now();
    window.playground.lastCompile = answer;
  }
}

// The card under the cursor follows each compile's markers (see CompileAnswer). Drawing it never delays them:
// while the markers of the last answer are not yet in a frame, it waits for that frame (rAF, then a task);
// once they are (the usual case: the worker renders four languages after answering), it is drawn at once.
let pendingView: { current: CardView | null } | null = null;
let markersUnpainted = false;
function markersApplied(): void {
  markersUnpainted = true;
  requestAnimationFrame(() => (markersUnpainted = false));
}
function showView(): void {
  const view = pendingView;
  pendingView = null;
  if (view === null) return;
  preview.update(view.current);
  setCurrentCard(view.current?.id ?? null);
  localiser.refresh();
  void generated.refresh();
}
client.onView = (current) => {
  const first = pendingView === null;
  pendingView = { current };
  if (!first) return;
  if (markersUnpainted) requestAnimationFrame(() => setTimeout(showView, 0));
  else showView();
};

function setCurrentCard(id: string | null): void {
  currentCardId = id;
  localiser.setCard(id);
  generated.setCard(id);
}

function cursorOffset(): number {
  const p = editor.getPosition();
  return p ? model.getOffsetAt(p) : 0;
}

// The page checks the card being edited itself so its markers share the typed character's frame
// (early-markers.ts); the compiler is loaded for it once the first answer is in, never before editable.
const early = new EarlyMarkers();
let earlyLoading = false;
function loadEarlyCompiler(): void {
  if (earlyLoading) return;
  earlyLoading = true;
  void import("../../compiler/compile-source").then(({ compileSource }) => early.setCompiler((text) => compileSource(text, "playground.grim").diagnostics));
}

async function compileNow(full: boolean): Promise<void> {
  performance.mark("grimoire:compile-sent");
  const version = model.getVersionId();
  const answer = await client.request({ type: "compile", version, cursor: cursorOffset(), full }, true);
  if (answer === null) return;
  applyCompile(answer);
  if (model.getVersionId() === version) early.seed(version, answer.diagnostics, () => model.getValue());
  loadEarlyCompiler();
  // The per-card answer is not always the whole file's (see CompileAnswer.full): then a whole-file
  // compile follows once the user pauses. It is never started while the answer is exact, so it
  // cannot hold up the next keystroke's markers.
  if (!answer.full) scheduleFull();
}

function scheduleFull(): void {
  clearTimeout(fullTimer);
  fullTimer = window.setTimeout(() => void compileNow(true), 400);
}

// Saving copies the whole text and writes it synchronously (several ms for 100+ kB): it waits for a
// pause in typing, and the page saves at once when it is hidden or closed.
let saveTimer = 0;
function save(): void {
  clearTimeout(saveTimer);
  saveTimer = 0;
  localStorage.setItem(storageKey, model.getValue());
}
window.addEventListener("pagehide", () => {
  if (saveTimer !== 0) save();
});
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "hidden" && saveTimer !== 0) save();
});

// Per keystroke: Monaco's changes (a few bytes) go to the worker, then the compile request.
model.onDidChangeContent((e) => {
  client.edit(
    e.versionId,
    e.changes.map((c) => ({ offset: c.rangeOffset, length: c.rangeLength, text: c.text })),
    model.getValueLength(),
  );
  const earlyDiagnostics = early.update(model.getValue(), e.versionId);
  if (earlyDiagnostics !== null) showMarkers(earlyDiagnostics);
  clearTimeout(fullTimer);
  void compileNow(false);
  clearTimeout(saveTimer);
  saveTimer = window.setTimeout(save, 1000);
});

editor.onDidChangeCursorPosition(() => {
  const offset = cursorOffset();
  let id: string | null = cardIndex[0]?.id ?? null;
  for (const c of cardIndex) if (c.startOffset <= offset) id = c.id;
  if (id === currentCardId) return;
  void client.request({ type: "preview", cursor: offset }, true).then((answer) => {
    if (answer === null) return;
    preview.update(answer.current);
    setCurrentCard(answer.current?.id ?? null);
    void generated.refresh();
  });
});

// ---------------------------------------------------------------- file menu

const exampleSelect = byId<HTMLSelectElement>("examples");
exampleSelect.append(h("option", { value: "" }, "— choose —"), ...examples.map((e, i) => h("option", { value: String(i) }, e.label)));
exampleSelect.addEventListener("change", () => {
  const example = examples[Number(exampleSelect.value)];
  if (!example || exampleSelect.value === "") return;
  void example.load().then((text) => {
    setSource(text);
    say(`Loaded ${example.path}`);
  });
});

function setSource(text: string): void {
  editor.pushUndoStop();
  editor.executeEdits("playground", [{ range: model.getFullModelRange(), text }]);
  editor.pushUndoStop();
  editor.setPosition({ lineNumber: 1, column: 1 });
}

async function share(): Promise<void> {
  const hash = await encodeShare(model.getValue());
  history.replaceState(null, "", `#${hash}`);
  const url = location.href;
  try {
    await navigator.clipboard.writeText(url);
    say("Share link copied to the clipboard");
  } catch {
    say("Share link is in the address bar");
  }
}
byId("share").addEventListener("click", () => void share());

function download(): void {
  const first = cardIndex[0];
  const name = first ? `${first.label.replace(/[^\w-]+/g, "-").toLowerCase()}.grim` : "playground.grim";
  const url = URL.createObjectURL(new Blob([model.getValue()], { type: "text/plain" }));
  const a = h("a", { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
byId("download").addEventListener("click", download);

const upload = byId<HTMLInputElement>("upload");
upload.addEventListener("change", () => {
  const file = upload.files?.[0];
  if (!file) return;
  void file.text().then((text) => {
    setSource(text);
    say(`Opened ${file.name}`);
    upload.value = "";
  });
});

byId("format").addEventListener("click", () => void editor.getAction("editor.action.formatDocument")?.run());

window.addEventListener("hashchange", () => {
  void decodeShare(location.hash).then((text) => {
    if (text !== null && text !== model.getValue()) setSource(text);
  });
});

// Keyboard: Alt+E examples, Alt+S share, Alt+D download, Alt+O open, Alt+1..4 tabs, Alt+0 editor.
window.addEventListener("keydown", (e) => {
  if (!e.altKey || e.ctrlKey || e.metaKey) return;
  const key = e.key.toLowerCase();
  const actions: Record<string, () => void> = {
    e: () => exampleSelect.focus(),
    s: () => void share(),
    d: download,
    o: () => upload.click(),
    "0": () => editor.focus(),
    "1": () => selectTab("card", true),
    "2": () => selectTab("localise", true),
    "3": () => selectTab("ts", true),
    "4": () => selectTab("sandbox", true),
  };
  const code = /^Digit(\d)$/.exec(e.code)?.[1] ?? /^Key([A-Z])$/.exec(e.code)?.[1]?.toLowerCase() ?? key;
  const action = actions[code];
  if (action) {
    e.preventDefault();
    action();
  }
});

// ---------------------------------------------------------------- start

void initialSource().then((text) => {
  model.setValue(text);
  editor.focus();
  document.body.dataset["editable"] = "true";
  if (window.playground) window.playground.editableAt = performance.now();
});
void client.ready.then((ready) => {
  registerGrimoire(client, ready.words, { current: () => diagnostics });
  document.body.dataset["capabilities"] = Object.entries(ready.capabilities)
    .filter(([, v]) => v)
    .map(([k]) => k)
    .join(" ");
  document.body.dataset["ready"] = "true";
});
