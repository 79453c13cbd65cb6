/**
 * The sandbox: play the card under the cursor on a small prepared board with runtime/.
 *
 * The game lives in a worker (sandbox-worker.ts, started when the tab first opens). This pane
 * only shows the board, offers the runtime's pending decision (turn actions as buttons, every
 * other choice in a modal dialog) and sends back the chosen option indices. The log links each
 * line caused by the edited source to the ability's range in the editor. The seed is in the URL
 * (`?seed=N`): the same seed and answers replay the same game.
 */
import { h } from "./dom";
import SandboxWorker from "./sandbox-worker?worker";
import type { CardChip, DecisionView, LogLineView, PlayerView, SandboxReply, SandboxRequest, SandboxState } from "./sandbox-protocol";
import type { SpanData } from "./worker-protocol";

export interface SandboxHost {
  /** The editor's whole source. */
  source(): string;
  /** The id of the card under the cursor. */
  cardId(): string | null;
  /** Selects a range of the source in the editor. */
  select(range: SpanData): void;
}

function seedFromUrl(): number {
  const raw = new URLSearchParams(location.search).get("seed");
  const n = raw === null ? Number.NaN : Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : 1;
}

function seedToUrl(seed: number): void {
  const url = new URL(location.href);
  url.searchParams.set("seed", String(seed));
  history.replaceState(history.state, "", url);
}

function chipView(c: CardChip): HTMLElement {
  const stats = [c.strength !== null ? `${c.strength}⚔` : null, c.willpower !== null ? `${c.willpower}◈` : null, c.lore !== null ? `${c.lore}◆` : null].filter((x) => x !== null).join(" ");
  const flags = [c.exerted ? "exerted" : null, c.damage > 0 ? `${c.damage} damage` : null, c.type === "character" && !c.dry ? "drying" : null, c.at ? `at ${c.at}` : null].filter((x) => x !== null);
  return h(
    "li",
    { class: `chip${c.exerted ? " exerted" : ""}${c.edited ? " edited" : ""}`, title: c.edited ? "the card you are editing" : c.type },
    h("span", { class: "chip-cost" }, String(c.cost)),
    h("span", { class: "chip-name" }, c.name),
    stats ? h("span", { class: "chip-stats" }, stats) : null,
    flags.length > 0 ? h("span", { class: "chip-flags" }, flags.join(", ")) : null,
  );
}

function zone(label: string, cards: readonly CardChip[], id: string): HTMLElement {
  return h("div", { class: "zone" }, h("h4", {}, `${label} (${cards.length})`), h("ul", { class: "chips", id, "aria-label": label }, ...cards.map(chipView)));
}

/** Player 1 is the one holding the edited card. */
function playerName(p: PlayerView, index: number): string {
  return index === 0 ? `${p.name} (you)` : p.name;
}

function playerView(p: PlayerView, index: number, active: boolean): HTMLElement {
  return h(
    "section",
    { class: `player${active ? " active" : ""}`, id: `sandbox-player-${index + 1}`, "aria-label": playerName(p, index) },
    h(
      "h3",
      { class: "subhead" },
      `${playerName(p, index)}${active ? " — to play" : ""}`,
      h("span", { class: "muted" }, ` · lore ${p.lore} · ink ${p.inkReady}/${p.inkTotal} · deck ${p.deck} · discard ${p.discard.length}`),
    ),
    zone("Play", p.play, `sandbox-play-${index + 1}`),
    zone("Hand", p.hand, `sandbox-hand-${index + 1}`),
  );
}

export class SandboxPane {
  private worker: Worker | null = null;
  private seed = seedFromUrl();
  private state: SandboxState | null = null;
  private readonly seedInput = h("input", { type: "number", id: "sandbox-seed", min: 0, value: String(this.seed), "aria-label": "Seed" });
  private readonly auto = h("input", { type: "checkbox", id: "sandbox-auto", checked: true });
  private readonly status = h("p", { class: "note", id: "sandbox-status", role: "status", "aria-live": "polite" });
  private readonly board = h("div", { class: "board", id: "sandbox-board" });
  private readonly actions = h("div", { class: "actions", id: "sandbox-actions", role: "group", "aria-label": "Turn actions" });
  private readonly log = h("ol", { class: "game-log", id: "sandbox-log", "aria-label": "Game log" });
  private readonly dialog = h("dialog", { id: "sandbox-dialog", "aria-labelledby": "sandbox-dialog-prompt" });

  constructor(root: HTMLElement, private readonly host: SandboxHost) {
    const reset = h("button", { type: "button", id: "sandbox-reset", title: "Deal the same board again with the card as it is now" }, "Reset");
    const replay = h("button", { type: "button", id: "sandbox-replay", title: "Same seed, the same answers again, with the card as it is now" }, "Replay");
    const fresh = h("button", { type: "button", id: "sandbox-new-seed", title: "Deal a new board" }, "New seed");
    reset.addEventListener("click", () => this.start([]));
    replay.addEventListener("click", () => this.start(this.state?.answers ?? []));
    fresh.addEventListener("click", () => {
      this.seedInput.value = String(Math.floor(Math.random() * 1_000_000));
      this.start([]);
    });
    this.seedInput.addEventListener("change", () => this.start([]));
    // Escape must not dismiss a decision the runtime is waiting for.
    this.dialog.addEventListener("cancel", (e) => e.preventDefault());
    this.auto.addEventListener("change", () => this.start(this.state?.answers ?? []));
    root.append(
      h(
        "div",
        { class: "row sandbox-controls" },
        h("label", { class: "field" }, "Seed ", this.seedInput),
        reset,
        replay,
        fresh,
        h("label", { class: "field" }, this.auto, " Opponent plays itself"),
      ),
      this.status,
      this.board,
      h("h3", { class: "subhead" }, "Your move"),
      this.actions,
      h("h3", { class: "subhead" }, "Game log"),
      this.log,
      this.dialog,
    );
  }

  /** Called when the tab opens: deals a game for the card under the cursor (the first time). */
  show(): void {
    if (this.worker === null) this.start([]);
  }

  private send(request: SandboxRequest): void {
    if (this.worker === null) {
      this.worker = new SandboxWorker();
      this.worker.addEventListener("message", (event: MessageEvent<SandboxReply>) => this.receive(event.data));
      this.worker.addEventListener("error", (event) => {
        this.status.textContent = `The sandbox worker failed: ${event.message}`;
      });
    }
    this.worker.postMessage(request);
  }

  private start(replay: readonly (readonly number[])[]): void {
    const cardId = this.host.cardId();
    const seed = Number(this.seedInput.value);
    this.seed = Number.isInteger(seed) && seed >= 0 ? seed : 1;
    seedToUrl(this.seed);
    if (cardId === null) {
      this.status.textContent = "No card under the cursor: write a card to play it.";
      return;
    }
    this.status.textContent = `Dealing seed ${this.seed}…`;
    this.send({ type: "start", source: this.host.source(), cardId, seed: this.seed, replay, autoOpponent: this.auto.checked });
  }

  private receive(reply: SandboxReply): void {
    if (reply.type === "unavailable") {
      this.state = null;
      this.status.textContent = reply.reason;
      this.status.className = "note finding warning";
      this.board.replaceChildren();
      this.actions.replaceChildren();
      this.log.replaceChildren();
      document.body.dataset["sandbox"] = "unavailable";
      return;
    }
    this.state = reply;
    this.status.className = reply.problem ? "note finding error" : "note";
    const d = reply.decision;
    const headline = reply.winner !== null ? `${this.nameOf(reply.winner)} won.` : d ? `Turn ${reply.turn}: ${this.nameOf(d.player)} — ${d.prompt}` : "The game is over.";
    this.status.textContent = `${reply.card} · seed ${reply.seed} · ${headline}${reply.problem ? ` — ${reply.problem}` : ""}`;
    this.board.replaceChildren(...reply.players.map((p, i) => playerView(p, i, i === reply.active)));
    this.showLog(reply.log);
    this.showDecision(d);
    document.body.dataset["sandbox"] = "playing";
  }

  private showLog(lines: readonly LogLineView[]): void {
    this.log.replaceChildren(
      ...lines.map((line) => {
        const text = `T${line.turn} ${line.text}${line.rule ? ` (${line.rule})` : ""}`;
        const range = line.range;
        if (range === null) return h("li", { title: line.file ?? "" }, text);
        const link = h("button", { type: "button", class: "link log-link", title: `Select the ability at line ${range.startLine} in the editor` }, text);
        link.addEventListener("click", () => this.host.select(range));
        return h("li", { class: "linked" }, link);
      }),
    );
    this.log.scrollTop = this.log.scrollHeight;
  }

  private showDecision(d: DecisionView | null): void {
    if (this.dialog.open) this.dialog.close();
    if (d === null) {
      this.actions.replaceChildren(h("p", { class: "muted" }, "No decision is pending."));
      return;
    }
    if (d.kind === "turnAction") {
      this.actions.replaceChildren(
        ...d.options.map((label, i) => {
          const b = h("button", { type: "button", class: `action action-${d.actions[i] ?? "other"}`, "data-action": d.actions[i] ?? "" }, label);
          b.addEventListener("click", () => this.send({ type: "answer", answer: [i] }));
          return b;
        }),
      );
      return;
    }
    this.actions.replaceChildren(h("p", { class: "muted" }, `Waiting for: ${d.prompt}`));
    this.openDialog(d);
  }

  /** A modal dialog for every choice that is not a turn action: buttons for one pick, checkboxes for several. */
  private openDialog(d: DecisionView): void {
    const who = this.nameOf(d.player);
    const heading = h("h3", { id: "sandbox-dialog-prompt" }, `${who}: ${d.prompt}`);
    const source = d.source;
    const asker = source
      ? h("button", { type: "button", class: "link", id: "sandbox-dialog-source", title: "Select the ability in the editor (the choice stays pending)" }, `Asked by the ability at line ${source.startLine}`)
      : null;
    asker?.addEventListener("click", () => this.host.select(source ?? { startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 }));
    const single = d.min === 1 && d.max === 1;
    if (single) {
      const buttons = d.options.map((label, i) => {
        const b = h("button", { type: "button", class: "choice", autofocus: i === 0 }, label);
        b.addEventListener("click", () => this.send({ type: "answer", answer: [i] }));
        return b;
      });
      this.dialog.replaceChildren(heading, asker ?? "", h("div", { class: "choices", role: "group", "aria-labelledby": "sandbox-dialog-prompt" }, ...buttons));
    } else {
      const picked: number[] = [];
      const hint = h("p", { class: "muted" }, this.rangeText(d));
      const confirm = h("button", { type: "button", class: "confirm", id: "sandbox-confirm" }, "Confirm");
      const sync = (): void => {
        confirm.disabled = picked.length < d.min || picked.length > d.max;
        hint.textContent = `${this.rangeText(d)} — chosen: ${picked.length}${d.ordered && picked.length > 0 ? ` (in this order: ${picked.map((i) => d.options[i]).join(", ")})` : ""}`;
      };
      const boxes = d.options.map((label, i) => {
        const box = h("input", { type: "checkbox", id: `sandbox-option-${i}`, autofocus: i === 0 });
        box.addEventListener("change", () => {
          const at = picked.indexOf(i);
          if (box.checked && at < 0) picked.push(i);
          if (!box.checked && at >= 0) picked.splice(at, 1);
          sync();
        });
        return h("label", { class: "choice", for: `sandbox-option-${i}` }, box, ` ${label}`);
      });
      confirm.addEventListener("click", () => this.send({ type: "answer", answer: [...picked] }));
      sync();
      this.dialog.replaceChildren(heading, asker ?? "", hint, h("div", { class: "choices", role: "group", "aria-labelledby": "sandbox-dialog-prompt" }, ...boxes), confirm);
    }
    this.dialog.showModal();
  }

  private nameOf(player: number): string {
    const p = this.state?.players[player];
    return p ? playerName(p, player) : `Player ${player + 1}`;
  }

  private rangeText(d: DecisionView): string {
    return d.min === d.max ? `Choose ${d.min}.` : `Choose ${d.min} to ${d.max}.`;
  }
}
