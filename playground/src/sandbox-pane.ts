/**
 * The sandbox: play the edited card against a small prepared board with runtime/.
 *
 * It needs two things that are still being written: a game API exported by
 * runtime/index.ts (create a game, list legal actions, answer decisions, read the log)
 * and a way to turn a compiled card into a runtime CardDefinition (compiler/emit).
 * Both are looked up when the tab opens; until they exist the pane says what is
 * missing instead of pretending to play.
 */
import { h } from "./dom";

const runtimeModules = import.meta.glob<Record<string, unknown>>("../../runtime/index.ts");
const emitModules = import.meta.glob<Record<string, unknown>>("../../compiler/emit/index.ts");

const gameApiNames = ["createGame", "newGame", "startGame"] as const;
const definitionApiNames = ["cardDefinition", "toDefinition", "definitionOf", "evaluateCard", "emitDefinition"] as const;

async function loadFirst(modules: Record<string, () => Promise<Record<string, unknown>>>): Promise<Record<string, unknown> | null> {
  const load = Object.values(modules)[0];
  return load ? await load() : null;
}

function found(module: Record<string, unknown> | null, names: readonly string[]): string | null {
  if (module === null) return null;
  return names.find((n) => typeof module[n] === "function") ?? null;
}

export class SandboxPane {
  private checked = false;
  private readonly body = h("div", { class: "sandbox", id: "sandbox" });

  constructor(root: HTMLElement) {
    root.append(this.body);
  }

  async show(): Promise<void> {
    if (this.checked) return;
    this.checked = true;
    this.body.replaceChildren(h("p", { class: "muted" }, "Looking for the runtime…"));
    const [runtime, emit] = await Promise.all([loadFirst(runtimeModules), loadFirst(emitModules)]);
    const game = found(runtime, gameApiNames);
    const definition = found(emit, definitionApiNames);
    const rows: [string, string | null, string][] = [
      ["runtime/ game API", game, runtime === null ? "runtime/index.ts is missing" : `runtime/index.ts exports card definitions only, no ${gameApiNames.join(" / ")} yet`],
      ["compiled card → runtime definition", definition, emit === null ? "compiler/emit/index.ts does not exist yet" : `compiler/emit exports no ${definitionApiNames.join(" / ")} yet`],
    ];
    this.body.replaceChildren(
      h(
        "div",
        { class: "unavailable", id: "sandbox-status", role: "status" },
        h("h3", { class: "subhead" }, game && definition ? "Sandbox ready" : "The sandbox can't play this card yet"),
        h(
          "ul",
          {},
          ...rows.map(([what, name, missing]) =>
            h("li", { class: name ? "ok-note" : "finding warning" }, h("strong", {}, what), ": ", name ? `found ${name}()` : missing),
          ),
        ),
        h(
          "p",
          { class: "hint" },
          "Once both exist, this tab deals a prepared board (both players' hands, play areas and inkwells), lets you ink, play, quest, challenge, move and use abilities, asks the runtime's decisions in dialogs, and shows the game log with each line linked to the ability that caused it.",
        ),
      ),
    );
  }
}
