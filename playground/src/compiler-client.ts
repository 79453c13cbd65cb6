/**
 * The UI side of the compiler worker: numbered requests, promises for answers, and
 * stale-result dropping (an answer to a request of a kind that was asked again since
 * resolves to null instead of its result). It also keeps the worker's copy of the editor's
 * text in step: the whole text once, then only Monaco's changes per edit (never the
 * whole 100+ kB text per keystroke); requests name the version they are about.
 */
import CompilerWorker from "./compiler-worker?worker";
import type { Answer, AnswerEnvelope, Capabilities, CardView, HelloMessage, LanguageWords, ReadyMessage, Request, RequestEnvelope, ResyncMessage, TextChange, TextMessage, ViewMessage } from "./worker-protocol";

type AnswerOf<T extends Answer["type"]> = Extract<Answer, { type: T }>;

export interface ReadyInfo {
  readonly words: LanguageWords;
  readonly capabilities: Capabilities;
}

/** The editor's text: its current version and, for a resync, the whole of it. */
export interface TextSource {
  version(): number;
  whole(): string;
}

export class CompilerClient {
  private readonly worker: Worker;
  private nextId = 1;
  private readonly pending = new Map<number, { kind: string; resolve: (a: Answer | null) => void }>();
  /** Latest request id per kind that drops stale answers. */
  private readonly latest = new Map<string, number>();
  private source: TextSource | null = null;
  /** The version of the text the worker was last sent. */
  private sentVersion = -1;
  readonly ready: Promise<ReadyInfo>;
  /** Called with the card under the cursor after each compile (unless a newer compile made it stale). */
  onView: (current: CardView | null) => void = () => undefined;
  /** Called after the worker lost step with the text and was sent the whole text again. */
  onResync: () => void = () => undefined;

  constructor() {
    this.worker = new CompilerWorker();
    let resolveReady: (info: ReadyInfo) => void = () => undefined;
    this.ready = new Promise((resolve) => (resolveReady = resolve));
    this.worker.addEventListener("message", (event: MessageEvent<AnswerEnvelope | ReadyMessage | ViewMessage | ResyncMessage>) => {
      const data = event.data;
      if ("ready" in data) {
        resolveReady(data.ready);
        return;
      }
      if ("resync" in data) {
        this.sendWhole();
        this.onResync();
        return;
      }
      if ("view" in data) {
        const newest = this.latest.get("compile");
        if (newest === undefined || newest <= data.view.forRequest) this.onView(data.view.current);
        return;
      }
      const waiting = this.pending.get(data.id);
      if (waiting === undefined) return;
      this.pending.delete(data.id);
      const newest = this.latest.get(waiting.kind);
      waiting.resolve(newest !== undefined && newest > data.id ? null : data.answer);
    });
    this.worker.addEventListener("error", (event) => console.error("compiler worker:", event.message));
    const hello: HelloMessage = { hello: true };
    this.worker.postMessage(hello);
  }

  /** The editor's text, sent whole now; then keep it in step with `edit`. */
  attach(source: TextSource): void {
    this.source = source;
    this.sendWhole();
  }

  /** Monaco's changes that took the text to `version` (its length after them: a check for the worker). */
  edit(version: number, changes: readonly TextChange[], length: number): void {
    if (this.source === null) return;
    const message: TextMessage = { text: { version, base: this.sentVersion, changes, length } };
    this.sentVersion = version;
    this.worker.postMessage(message);
  }

  private sendWhole(): void {
    if (this.source === null) return;
    const message: TextMessage = { text: { version: this.source.version(), whole: this.source.whole() } };
    this.sentVersion = message.text.version;
    this.worker.postMessage(message);
  }

  /**
   * Sends a request. With `latestOnly`, an answer that arrives after a newer request of the
   * same kind resolves to null (the UI never paints a stale result).
   */
  request<T extends Request["type"]>(request: Extract<Request, { type: T }>, latestOnly = false): Promise<AnswerOf<T> | null> {
    const id = this.nextId++;
    const kind = request.type;
    if (latestOnly) this.latest.set(kind, id);
    const envelope: RequestEnvelope = { id, request };
    return new Promise((resolve) => {
      this.pending.set(id, {
        kind,
        resolve: (a) => {
          if (a === null || a.type === "stale") resolve(null);
          else if (a.type === "error") {
            console.error("compiler worker:", a.message);
            resolve(null);
          } else resolve(a as AnswerOf<T>);
        },
      });
      this.worker.postMessage(envelope);
    });
  }
}
