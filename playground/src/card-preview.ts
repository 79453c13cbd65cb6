/**
 * The card preview: the card under the cursor drawn as a card in the chosen language,
 * and the four languages side by side. While the card has errors, the last good
 * version of it stays on screen, marked as stale.
 */
import { h } from "./dom";
import { inkColours } from "./grimoire-language";
import type { CardView, Lang } from "./worker-protocol";
import { langs } from "./worker-protocol";

const langNames: Readonly<Record<Lang, string>> = { en: "English", fr: "Français", de: "Deutsch", it: "Italiano" };
const symbols: Readonly<Record<string, string>> = { S: "⚔", W: "◈", L: "◆", I: "⬢", E: "↷" };
const symbolTitles: Readonly<Record<string, string>> = { S: "strength", W: "willpower", L: "lore", I: "ink", E: "exert" };

/** Rendered text with {S}/{W}/{L}/{I}/{E} drawn as symbols. */
function richText(text: string): Node[] {
  const out: Node[] = [];
  let last = 0;
  for (const m of text.matchAll(/\{([SWLIE])\}/g)) {
    const i = m.index ?? 0;
    if (i > last) out.push(document.createTextNode(text.slice(last, i)));
    const key = m[1] ?? "";
    out.push(h("span", { class: `sym sym-${key}`, title: symbolTitles[key] ?? key, "aria-label": symbolTitles[key] ?? key }, symbols[key] ?? key));
    last = i + m[0].length;
  }
  if (last < text.length) out.push(document.createTextNode(text.slice(last)));
  return out;
}

function frameStyle(inks: readonly string[]): string {
  const colours = inks.map((i) => inkColours[i] ?? "#777");
  const a = colours[0] ?? "#777";
  const b = colours[1] ?? a;
  return `--ink-a:${a};--ink-b:${b}`;
}

function abilityBlock(view: CardView, lang: Lang): HTMLElement {
  const rendered = view.rendered[lang];
  if (rendered) {
    return h(
      "div",
      { class: "text-box", "data-rendered": "true" },
      ...rendered.sections.map((s) =>
        h("p", { class: `ability ability-${s.kind}` }, s.name ? h("strong", { class: "ability-name" }, s.name, " ") : null, ...richText(s.text)),
      ),
    );
  }
  const error = view.renderErrors[lang];
  return h(
    "div",
    { class: "text-box", "data-rendered": "false" },
    ...view.abilities.map((a) =>
      h("p", { class: `ability ability-${a.kind}` }, a.name[lang] ? h("strong", { class: "ability-name" }, a.name[lang]?.toUpperCase() ?? "", " ") : null, h("span", { class: "structure" }, a.summary)),
    ),
    error ? h("p", { class: "render-error" }, `Renderer: ${error}`) : null,
  );
}

/** One card face. */
export function cardFace(view: CardView, lang: Lang, size: "large" | "small"): HTMLElement {
  const version = view.version[lang];
  const stats = h(
    "div",
    { class: "stats" },
    view.moveCost !== null ? h("span", { class: "stat move", title: "move cost" }, `${view.moveCost} ⬡→`) : null,
    view.strength !== null ? h("span", { class: "stat strength", title: "strength" }, `${view.strength}`, h("span", { class: "sym" }, symbols["S"] ?? "")) : null,
    view.willpower !== null ? h("span", { class: "stat willpower", title: "willpower" }, `${view.willpower}`, h("span", { class: "sym" }, symbols["W"] ?? "")) : null,
    view.lore !== null ? h("span", { class: "stat lore", title: "lore" }, `${view.lore}`, h("span", { class: "sym" }, symbols["L"] ?? "")) : null,
  );
  const rendered = view.rendered[lang];
  return h(
    "article",
    { class: `card card-${size} type-${view.cardType}`, style: frameStyle(view.inks), lang, "aria-label": `${view.name[lang]} (${langNames[lang]})`, "data-lang": lang },
    h(
      "div",
      { class: "card-top" },
      h("div", { class: `cost ${view.inkable ? "inkable" : "uninkable"}`, title: view.inkable ? "inkable" : "not inkable" }, view.cost === null ? "?" : String(view.cost)),
      h("div", { class: "inks" }, ...view.inks.map((i) => h("span", { class: "ink-dot", style: `background:${inkColours[i] ?? "#777"}`, title: i }))),
      h("div", { class: "card-type" }, view.cardType),
    ),
    h("div", { class: "art", "aria-hidden": "true" }, h("span", {}, view.id)),
    h(
      "header",
      { class: "title" },
      h("div", { class: "card-name" }, rendered?.name ?? view.name[lang]),
      version || rendered?.version ? h("div", { class: "card-version" }, rendered?.version ?? version ?? "") : null,
    ),
    view.classifications.length > 0 ? h("div", { class: "classifications" }, view.classifications.join(" · ")) : null,
    stats,
    abilityBlock(view, lang),
  );
}

export class CardPreview {
  private lang: Lang = "en";
  private readonly lastGood = new Map<string, CardView>();
  private current: CardView | null = null;
  private drawnKey = "";
  private facesKey = "";
  private readonly main = h("div", { class: "preview-main", id: "preview-main" });
  private readonly banner = h("div", { class: "preview-banner", role: "status", "aria-live": "polite" });
  private readonly four = h("div", { class: "preview-four", id: "preview-four", "aria-label": "All four languages" });

  constructor(private readonly root: HTMLElement, private readonly onLangChange: (lang: Lang) => void) {
    const select = h("select", { id: "preview-lang", "aria-label": "Preview language" }, ...langs.map((l) => h("option", { value: l }, langNames[l])));
    select.addEventListener("change", () => {
      this.lang = select.value as Lang;
      this.onLangChange(this.lang);
      this.draw();
    });
    root.append(h("div", { class: "preview-controls" }, h("label", { class: "field" }, "Language ", select)), this.banner, this.main, h("h2", { class: "subhead" }, "Side by side"), this.four);
  }

  get language(): Lang {
    return this.lang;
  }

  update(view: CardView | null): void {
    // Most keystrokes leave the card as it was (or keep showing its last good version): draw only on change.
    const key = JSON.stringify(view);
    if (key === this.drawnKey) return;
    this.drawnKey = key;
    this.current = view;
    if (view && view.ok) this.lastGood.set(view.id, view);
    this.draw();
  }

  private draw(): void {
    const view = this.current;
    if (view === null) {
      this.banner.textContent = "No card in the source yet: write `card 1-1 character { … }`.";
      this.main.replaceChildren();
      this.four.replaceChildren();
      this.facesKey = "";
      return;
    }
    const good = view.ok ? view : this.lastGood.get(view.id);
    const shown = good ?? view;
    this.banner.className = `preview-banner ${view.ok ? "ok" : "stale"}`;
    this.banner.textContent = view.ok
      ? Object.keys(view.rendered).length === 4
        ? ""
        : "Text renderers not available yet: showing the card's structure."
      : good
        ? `Card ${view.id} has ${view.errorCount} error(s): showing its last good version.`
        : `Card ${view.id} has ${view.errorCount} error(s).`;
    // A broken card keeps showing its last good version: only the banner changes then.
    const facesKey = `${this.lang}|${JSON.stringify(shown)}`;
    if (facesKey === this.facesKey) return;
    this.facesKey = facesKey;
    this.main.replaceChildren(cardFace(shown, this.lang, "large"));
    this.four.replaceChildren(...langs.map((l) => cardFace(shown, l, "small")));
  }
}
