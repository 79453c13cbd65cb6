/**
 * The localiser pane: paste the official text of the card under the cursor, in any of the
 * four languages, and see the word diff against the rendering plus the localiser check's
 * findings (when compiler/text exports the check).
 */
import type { CompilerClient } from "./compiler-client";
import { h } from "./dom";
import type { Lang } from "./worker-protocol";
import { langs } from "./worker-protocol";

export class LocaliserPane {
  private cardId: string | null = null;
  private readonly lang = h("select", { id: "localise-lang", "aria-label": "Language of the official text" }, ...langs.map((l) => h("option", { value: l }, l.toUpperCase())));
  private readonly input = h("textarea", { id: "localise-input", rows: 6, spellcheck: false, "aria-label": "Official text", placeholder: "Paste the official card text here…" });
  private readonly out = h("div", { class: "localise-out", id: "localise-out", "aria-live": "polite" });
  private timer = 0;

  constructor(root: HTMLElement, private readonly client: CompilerClient) {
    root.append(
      h("p", { class: "hint" }, "Paste an official text of the card under the cursor; words only in the rendering are struck out, words only in the official text are underlined."),
      h("div", { class: "row" }, h("label", { class: "field" }, "Language ", this.lang), h("span", { class: "grow" }), h("span", { id: "localise-card", class: "muted" })),
      this.input,
      this.out,
    );
    this.input.addEventListener("input", () => this.schedule());
    this.lang.addEventListener("change", () => this.schedule());
  }

  setCard(id: string | null): void {
    if (id === this.cardId) return;
    this.cardId = id;
    const label = document.getElementById("localise-card");
    if (label) label.textContent = id ? `card ${id}` : "";
    this.schedule();
  }

  /** Re-runs after a recompile (the rendering may have changed). */
  refresh(): void {
    if (this.input.value.trim() !== "") this.schedule();
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = window.setTimeout(() => void this.run(), 60);
  }

  private async run(): Promise<void> {
    const official = this.input.value.trim();
    if (this.cardId === null || official === "") {
      this.out.replaceChildren();
      return;
    }
    const answer = await this.client.request({ type: "localise", cardId: this.cardId, lang: this.lang.value as Lang, official }, true);
    if (answer === null) return;
    const blocks: Node[] = [];
    if (answer.note) blocks.push(h("p", { class: "note" }, answer.note));
    if (answer.rendered !== null) {
      const diff = answer.diff;
      const same = diff.every((p) => p.op === "same");
      blocks.push(
        h("h3", { class: "subhead" }, same ? "Word diff: identical" : "Word diff"),
        h("p", { class: "diff", id: "localise-diff" }, ...diff.flatMap((p) => [p.op === "same" ? document.createTextNode(p.text) : h(p.op === "added" ? "ins" : "del", {}, p.text), " "])),
      );
    }
    if (answer.findings.length > 0) {
      blocks.push(
        h("h3", { class: "subhead" }, "Findings"),
        h("ul", { class: "findings", id: "localise-findings" }, ...answer.findings.map((f) => h("li", { class: `finding ${f.severity}` }, f.message))),
      );
    } else if (answer.note === null) blocks.push(h("p", { class: "ok-note", id: "localise-findings" }, "The localiser check found nothing."));
    this.out.replaceChildren(...blocks);
  }
}
