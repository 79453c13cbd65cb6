/**
 * The generated TypeScript of the card under the cursor (compiler/emit), read-only, with
 * a Check button that runs the emitter's in-memory type check and maps errors back to
 * the source.
 */
import "monaco-editor/languages/definitions/typescript/register";
import type { CompilerClient } from "./compiler-client";
import { h } from "./dom";
import { monaco } from "./monaco-setup";
import type { DiagnosticData } from "./worker-protocol";

export class GeneratedTsPane {
  private cardId: string | null = null;
  private viewer: monaco.editor.IStandaloneCodeEditor | null = null;
  private readonly host = h("div", { class: "ts-viewer", id: "ts-viewer" });
  private readonly note = h("p", { class: "note", id: "ts-note", role: "status" });
  private readonly checkOut = h("ul", { class: "findings", id: "ts-check" });
  private readonly checkButton = h("button", { type: "button", id: "ts-check-button" }, "Check");
  private visible = false;

  constructor(root: HTMLElement, private readonly client: CompilerClient, private readonly reveal: (line: number, column: number) => void) {
    root.append(h("div", { class: "row" }, this.checkButton, h("span", { class: "muted", id: "ts-card" })), this.note, this.host, this.checkOut);
    this.checkButton.addEventListener("click", () => void this.check());
  }

  show(visible: boolean): void {
    this.visible = visible;
    if (visible) void this.refresh();
  }

  setCard(id: string | null): void {
    this.cardId = id;
    const label = document.getElementById("ts-card");
    if (label) label.textContent = id ? `card ${id}` : "";
  }

  async refresh(): Promise<void> {
    if (!this.visible || this.cardId === null) return;
    const answer = await this.client.request({ type: "emit", cardId: this.cardId }, true);
    if (answer === null) return;
    this.note.textContent = answer.note ?? "";
    this.note.hidden = answer.note === null;
    this.showDiagnostics(answer.diagnostics, null);
    if (answer.text === null) {
      this.host.hidden = true;
      return;
    }
    this.host.hidden = false;
    if (this.viewer === null) {
      this.viewer = monaco.editor.create(this.host, {
        value: answer.text,
        language: "typescript",
        readOnly: true,
        theme: "grimoire-dark",
        minimap: { enabled: false },
        automaticLayout: true,
        scrollBeyondLastLine: false,
        ariaLabel: "Generated TypeScript (read-only)",
      });
    } else if (this.viewer.getValue() !== answer.text) this.viewer.setValue(answer.text);
  }

  private async check(): Promise<void> {
    if (this.cardId === null) return;
    this.checkOut.replaceChildren(h("li", { class: "muted" }, "Checking…"));
    const answer = await this.client.request({ type: "typecheck", cardId: this.cardId }, true);
    if (answer === null) return;
    this.showDiagnostics(answer.diagnostics, answer.note ?? "No type errors.");
  }

  private showDiagnostics(diagnostics: readonly DiagnosticData[], empty: string | null): void {
    if (diagnostics.length === 0) {
      this.checkOut.replaceChildren(...(empty === null ? [] : [h("li", { class: empty.startsWith("No ") ? "ok-note" : "finding info" }, empty)]));
      return;
    }
    this.checkOut.replaceChildren(
      ...diagnostics.map((d) => {
        const link = h("button", { type: "button", class: "link" }, `line ${d.startLine}:${d.startColumn}`);
        link.addEventListener("click", () => this.reveal(d.startLine, d.startColumn));
        return h("li", { class: "finding error" }, link, ` ${d.code}: ${d.message}`);
      }),
    );
  }
}
