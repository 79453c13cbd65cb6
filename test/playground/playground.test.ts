/**
 * The playground in a real browser: a production build served by `vite preview`, driven
 * by playwright-core in Debian's /usr/bin/chromium. Each test saves a screenshot under
 * test-results/playground/.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumAvailable, chromiumPath, openPlayground, screenshot, servePlayground, type Served } from "./browser-harness";

const available = chromiumAvailable();
if (!available && process.env["CI"] !== "true") console.log(`playground browser tests skipped: no Chromium at ${chromiumPath} (apt-get install chromium)`);

const mickey = `card 1-186 character {
  name "Mickey Mouse" fr "Mickey Mouse"
  version "Musketeer" fr "Mousquetaire"
  cost 6
  ink steel
  inkable
  strength 2
  willpower 7
  lore 2
  classifications Dreamborn Hero Musketeer

  bodyguard
  static "ALL FOR ONE" fr "TOUS POUR UN" {
    each other Musketeer character of yours gets +1 strength
  }
}
`;

const maximus = `card 1-11 character {
  name "Maximus"
  version "Relentless Pursuer"
  cost 3
  ink amber
  inkable
  strength 3
  willpower 3
  lore 1
  classifications Dreamborn Ally

  triggered "HORSE KICK" when you play this {
    chosen character gets -2 strength this turn
  }
}
`;

async function setSource(page: Page, text: string): Promise<void> {
  const before = await page.evaluate(() => window.playground?.compiles ?? 0);
  await page.evaluate((t) => {
    const p = window.playground;
    if (!p) throw new Error("no playground");
    p.editor.setValue(t);
    p.editor.setPosition({ lineNumber: 1, column: 1 });
  }, text);
  await page.waitForFunction((n) => (window.playground?.compiles ?? 0) > n, before);
}

async function moveTo(page: Page, lineNumber: number, column: number): Promise<void> {
  await page.evaluate(([l, c]) => {
    window.playground?.editor.setPosition({ lineNumber: l ?? 1, column: c ?? 1 });
    window.playground?.editor.focus();
  }, [lineNumber, column]);
}

describe.skipIf(!available && process.env["CI"] !== "true")("playground in Chromium", () => {
  let served: Served;
  let page: Page;

  beforeAll(async () => {
    if (!available) throw new Error(`CI=true and no Chromium at ${chromiumPath}`);
    served = await servePlayground();
    page = await openPlayground(served.browser, served.url);
    await setSource(page, mickey);
  });

  afterAll(async () => {
    await served?.close();
  });

  it("loads the page with the editor, the card and the four languages", async () => {
    await page.waitForSelector("#preview-main .card");
    expect(await page.locator("#preview-four .card").count()).toBe(4);
    expect((await page.locator(".monaco-editor .view-lines").innerText()).replace(/\u00a0/g, " ")).toContain("Mickey Mouse");
    await screenshot(page, "01-loaded");
  });

  it("shows an error as a marker with its message, and the preview follows the fix", async () => {
    await moveTo(page, 12, 12);
    await page.keyboard.type("x");
    await page.waitForSelector(".monaco-editor .squiggly-error");
    const markers = await page.evaluate(() => {
      const p = window.playground;
      return p ? p.monaco.editor.getModelMarkers({}).map((m) => ({ message: m.message, code: String(m.code) })) : [];
    });
    expect(markers.length).toBeGreaterThan(0);
    expect(markers[0]?.code).toMatch(/^GRM\d+/);
    expect(await page.locator("#problems").innerText()).toContain(markers[0]?.message.slice(0, 30) ?? "?");
    expect(await page.locator(".preview-banner").innerText()).toContain("last good version");
    await screenshot(page, "02-error-marker");

    await page.keyboard.press("Backspace");
    await page.waitForFunction(() => document.querySelector(".monaco-editor .squiggly-error") === null);
    // Change the cost: every language's card shows it.
    await moveTo(page, 4, 9);
    await page.keyboard.press("Backspace");
    await page.keyboard.type("5");
    await page.waitForFunction(() => [...document.querySelectorAll("#preview-four .cost")].every((c) => c.textContent === "5"));
    const rendered = await page.locator('#preview-four .text-box[data-rendered="true"]').count();
    expect(rendered === 0 || rendered === 4).toBe(true);
    if (rendered === 4) {
      const texts = await page.locator("#preview-four .text-box").allInnerTexts();
      expect(new Set(texts).size).toBe(4);
      expect(texts[1]).toContain("Rempart");
    }
    await screenshot(page, "03-fixed-preview");
  });

  it("opens completions and accepts one", async () => {
    await moveTo(page, 12, 12);
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await page.keyboard.type("eva");
    await page.keyboard.press("Control+Space");
    await page.waitForSelector(".suggest-widget.visible .monaco-list-row");
    await screenshot(page, "04-completions");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => window.playground?.editor.getModel()?.getLineContent(13).trim() === "evasive");
    await page.waitForFunction(() => document.querySelector(".monaco-editor .squiggly-error") === null);
  });

  it("hovers a keyword", async () => {
    await moveTo(page, 12, 5);
    await page.evaluate(() => window.playground?.editor.trigger("test", "editor.action.showHover", {}));
    const hover = page.locator(".monaco-hover:not(.hidden)").filter({ hasText: "Bodyguard" });
    await hover.first().waitFor();
    expect(await hover.first().innerText()).toMatch(/8\.3/);
    await screenshot(page, "05-hover");
    await page.keyboard.press("Escape");
  });

  it("keeps the worker's copy of the text in step with Monaco's edits (several ranges at once, undo, redo)", async () => {
    const three = `${mickey}\n${maximus.replace("card 1-11", "card 1-12")}\n${maximus}`;
    await setSource(page, three);
    const costLines = await page.evaluate(() => {
      const model = window.playground?.editor.getModel();
      const lines: number[] = [];
      for (let l = 1; model && l <= model.getLineCount(); l++) if (model.getLineContent(l).trim().startsWith("cost")) lines.push(l);
      return lines;
    });
    expect(costLines.length).toBe(3);
    const [first = 0, , third = 0] = costLines;
    // One edit event with two changes, in two cards: only the changes reach the worker.
    await page.evaluate(([a, b]) => {
      const p = window.playground;
      if (!p) return;
      const m = p.monaco;
      p.editor.executeEdits("test", [
        { range: new m.Range(a ?? 1, 3, a ?? 1, 3), text: "x" },
        { range: new m.Range(b ?? 1, 3, b ?? 1, 3), text: "y\n  " },
      ]);
    }, [first, third]);
    // Each marker sits where the broken word is in the editor's text: the worker compiled that text.
    await page.waitForFunction((n) => (window.playground?.monaco.editor.getModelMarkers({}).length ?? 0) >= n, 2);
    const marked = await page.evaluate(() => {
      const p = window.playground;
      const model = p?.editor.getModel();
      return (p?.monaco.editor.getModelMarkers({}) ?? []).map((d) => model?.getLineContent(d.startLineNumber).trim() ?? "");
    });
    expect(marked.some((line) => line.startsWith("xcost"))).toBe(true);
    expect(marked.some((line) => line.startsWith("ycost") || line.startsWith("y"))).toBe(true);
    // The card index's offsets are the editor's: each points at its card's first line.
    const cardsAt = async (): Promise<string[]> =>
      await page.evaluate(() => {
        const p = window.playground;
        const model = p?.editor.getModel();
        return (p?.lastCompile?.cards ?? []).map((c) => (model ? model.getLineContent(model.getPositionAt(c.startOffset).lineNumber) : ""));
      });
    expect((await cardsAt()).every((line) => line.startsWith("card "))).toBe(true);
    await page.evaluate(() => window.playground?.editor.trigger("test", "undo", null));
    await page.waitForFunction(() => (window.playground?.monaco.editor.getModelMarkers({}).length ?? 1) === 0);
    await page.evaluate(() => window.playground?.editor.trigger("test", "redo", null));
    await page.waitForFunction((n) => (window.playground?.monaco.editor.getModelMarkers({}).length ?? 0) >= n, 2);
    await page.evaluate(() => window.playground?.editor.trigger("test", "undo", null));
    await page.waitForFunction(() => (window.playground?.monaco.editor.getModelMarkers({}).length ?? 1) === 0);
    expect((await cardsAt()).every((line) => line.startsWith("card "))).toBe(true);
    expect(await page.evaluate(() => window.playground?.lastCompile?.cards.map((c) => c.id))).toEqual(["1-186", "1-12", "1-11"]);
    await setSource(page, mickey);
  });

  it("diffs a pasted French text against the rendering", async () => {
    await page.click("#tab-localise");
    await page.selectOption("#localise-lang", "fr");
    const french = await page.locator('#preview-four .card[data-lang="fr"] .text-box').innerText();
    const planted = french.replace("Rempart", "Garde du corps");
    await page.fill("#localise-input", planted);
    await page.waitForSelector("#localise-out del, #localise-out .note");
    const out = await page.locator("#localise-out").innerText();
    if (await page.locator("#localise-diff").count()) {
      expect(await page.locator("#localise-diff del").first().innerText()).toContain("Rempart");
      expect(await page.locator("#localise-diff ins").first().innerText()).toContain("Garde");
    } else expect(out).toMatch(/not available/);
    await screenshot(page, "06-localiser");
  });

  it("shows the generated TypeScript", async () => {
    await page.click("#tab-ts");
    await page.waitForSelector("#ts-viewer:not([hidden]) .view-lines, #ts-note:not([hidden])");
    if (await page.locator("#ts-viewer:not([hidden]) .view-lines").count()) {
      await page.waitForFunction(() => document.querySelector("#ts-viewer .view-lines")?.textContent?.includes("defineCard") ?? false);
      await page.click("#ts-check-button");
      await page.waitForSelector("#ts-check li:not(.muted)");
    }
    await screenshot(page, "07-generated-ts");
  });

  it("plays the card in the sandbox, answers its choice in a dialog and links the log line to the ability", async () => {
    await setSource(page, maximus);
    await moveTo(page, 2, 1);
    await page.click("#tab-sandbox");
    await page.waitForFunction(() => document.body.dataset["sandbox"] !== undefined);
    expect(await page.locator("#sandbox-status").innerText()).not.toMatch(/fail|error|missing/i);
    expect(await page.evaluate(() => document.body.dataset["sandbox"])).toBe("playing");
    expect(new URL(page.url()).searchParams.get("seed")).toBe("1");
    expect(await page.locator("#sandbox-hand-1 .chip.edited").innerText()).toContain("Maximus");
    // The turn actions are the runtime's: play the edited card from them.
    await page.locator("#sandbox-actions button", { hasText: /^Play Maximus/ }).first().click();
    // Its "when you play" ability asks for a chosen character, in a modal dialog; answer with the keyboard.
    await page.waitForSelector("#sandbox-dialog[open] .choice");
    expect(await page.locator("#sandbox-dialog[open]").innerText()).toMatch(/choose|chosen/i);
    // The dialog names the ability asking (HORSE KICK, line 12).
    expect(await page.locator("#sandbox-dialog-source").innerText()).toContain("line 12");
    await screenshot(page, "08a-sandbox-choice");
    const chosen = (await page.evaluate(() => document.activeElement?.textContent ?? "")).trim();
    expect(chosen).not.toBe("");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => !document.querySelector("#sandbox-dialog[open]"));
    const link = page.locator("#sandbox-log .log-link", { hasText: "-2" }).first();
    await link.waitFor();
    expect(await link.innerText()).toContain(chosen.split(" - ")[0] ?? chosen);
    await link.scrollIntoViewIfNeeded();
    await screenshot(page, "08-sandbox-log");
    // Clicking the line selects the ability that caused it.
    await link.click();
    const selection = await page.evaluate(() => {
      const s = window.playground?.editor.getSelection();
      return s ? { start: s.startLineNumber, end: s.endLineNumber } : null;
    });
    expect(selection).toEqual({ start: 12, end: 14 });

    // Replay: the same seed and answers give the same log.
    const log = await page.locator("#sandbox-log").innerText();
    await page.click("#sandbox-replay");
    await page.waitForFunction((before) => (document.querySelector("#sandbox-log") as HTMLElement | null)?.innerText === before, log);
    // Reset deals the same board again, before any answer.
    await page.click("#sandbox-reset");
    await page.waitForFunction(() => document.querySelectorAll("#sandbox-log .log-link").length === 0 && document.querySelector("#sandbox-hand-1 .chip.edited") !== null);
    await screenshot(page, "08b-sandbox-reset");
  });

  it("opens a share link in a fresh page with the same source", async () => {
    await page.click("#tab-card");
    const source = await page.evaluate(() => window.playground?.editor.getValue() ?? "");
    await page.click("#share");
    await page.waitForFunction(() => location.hash.startsWith("#code/") || location.hash.startsWith("#b64/"));
    const url = page.url();
    const context = await served.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const fresh = await context.newPage();
    await fresh.goto(url);
    await fresh.waitForFunction(() => document.body.dataset["editable"] === "true" && (window.playground?.compiles ?? 0) > 0);
    expect(await fresh.evaluate(() => window.playground?.editor.getValue())).toBe(source);
    await screenshot(fresh, "09-shared");
    await context.close();
  });
});
