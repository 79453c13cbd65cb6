/**
 * The playground, measured in headless Chromium against a production build:
 * keystroke → markers painted (p95, 200-card file), keystroke → four-language preview
 * updated (p95), initial JavaScript gzip size, page load → editable.
 * `npx tsx bench/playground-bench.ts` runs it alone; `npm run bench` runs it with the others.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { chromiumAvailable, chromiumPath, openPlayground, repoRoot, servePlayground } from "../test/playground/browser-harness";
import { grimFiles } from "../compiler/cli/files";
import { atMost, info, type BenchFigure } from "./bench-figure";
import { median as plainMedian } from "./cpu-micros";

const distDir = join(repoRoot, "playground", "dist");

/** Timeouts (NaN) count as the slowest samples. */
function p95(xs: readonly number[]): number {
  const s = xs.map((x) => (Number.isNaN(x) ? Number.POSITIVE_INFINITY : x)).sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)] ?? Number.NaN;
}
/** Timeouts (NaN) count as the slowest samples here too. */
function median(xs: readonly number[]): number {
  return plainMedian(xs.map((x) => (Number.isNaN(x) ? Number.POSITIVE_INFINITY : x)));
}

/** 200 cards: the scripted cards repeated, each copy with its own id. */
export function twoHundredCards(): string {
  const sources = grimFiles(["cards"], repoRoot).map((f) => readFileSync(f, "utf8").trim());
  const cards: string[] = [];
  for (let i = 0; cards.length < 200; i++) {
    const source = sources[i % sources.length] ?? "";
    cards.push(source.replace(/^card \d+-\d+/m, `card 99-${cards.length + 1}`));
  }
  return cards.join("\n\n") + "\n";
}

/**
 * Gzip size of the JavaScript the page itself loads before it is editable (the entry script, the
 * chunks it imports, statically or not), read from the browser's resource timing; the workers'
 * scripts are counted apart (they load in parallel and never block the editor).
 */
function jsGzip(urls: readonly string[]): { page: number; workers: number } {
  let page = 0;
  let workers = 0;
  for (const url of new Set(urls)) {
    const file = /\/(assets\/[^/?#]+\.js)/.exec(url)?.[1];
    if (file === undefined) continue;
    const bytes = gzipSync(readFileSync(join(distDir, file))).length;
    if (/worker/.test(file)) workers += bytes;
    else page += bytes;
  }
  return { page, workers };
}

/**
 * Types one key in the page and returns ms from the key event until a frame whose rendering shows
 * `done()` is on screen (NaN after 10 s). The start is the keydown's own `timeStamp` (when the browser
 * received the key), so time the event waits for the busy main thread counts. The end: a ResizeObserver
 * observation, re-armed in every animation frame, runs in that frame's rendering step after every
 * requestAnimationFrame callback (Monaco renders its view in one) and just before paint; the first
 * one that sees `done()` names the frame that paints it, and the next frame's start is when it is shown.
 * (Checking `done()` in a requestAnimationFrame callback instead cannot see a change Monaco makes in a
 * later callback of the same frame, which added one frame to every sample.) The listener is installed
 * (and awaited) before the key is pressed: under load a listener installed concurrently can miss the keydown.
 */
async function keystrokeUntil(page: Page, key: string, done: string): Promise<number> {
  // Strings, not functions: tsx would wrap named inner functions with a helper the page lacks.
  await page.evaluate(`void (window.__keystroke = new Promise((resolve) => {
    let start = 0;
    let finished = false;
    const finish = (value) => {
      if (finished) return;
      finished = true;
      resolve(value);
    };
    setTimeout(() => finish(Number.NaN), 10000);
    window.addEventListener("keydown", (e) => (start = e.timeStamp), { capture: true, once: true });
    const frame = () => {
      if (finished) return;
      const observer = new ResizeObserver(() => {
        observer.disconnect();
        if (start > 0 && (${done})) requestAnimationFrame(() => finish(performance.now() - start));
      });
      observer.observe(document.body);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }))`);
  await page.keyboard.press(key);
  return (await page.evaluate("window.__keystroke")) as number;
}

async function lineOf(page: Page, pattern: string, after: number): Promise<number> {
  return await page.evaluate(
    ([p, a]) => {
      const model = window.playground?.editor.getModel();
      if (!model) return 1;
      for (let l = Number(a); l <= model.getLineCount(); l++) if (model.getLineContent(l).trim().startsWith(String(p))) return l;
      return 1;
    },
    [pattern, after] as const,
  );
}

async function placeCursor(page: Page, line: number, column: number): Promise<void> {
  await page.evaluate(([l, c]) => {
    window.playground?.editor.setPosition({ lineNumber: l ?? 1, column: c ?? 1 });
    window.playground?.editor.revealLineInCenter(l ?? 1);
    window.playground?.editor.focus();
  }, [line, column]);
}

/**
 * The keystroke samples on a 200-card file in an open playground page: keystroke → markers painted
 * (`rounds` times `x` then Backspace), the worker's compile time of each, the renderer main thread's
 * busy time per marker keystroke, and keystroke → four-language preview (`rounds` cost digits).
 */
export async function keystrokeSamples(page: Page, rounds: number): Promise<{ markers: number[]; workerMillis: number[]; previews: number[]; mainThreadMillis: number }> {
  const source = twoHundredCards();
  await page.evaluate((t) => window.playground?.editor.setValue(t), source);
  await page.waitForFunction(() => window.playground?.lastCompile?.cards.length === 200 && window.playground.lastCompile.full);

  // Keystroke → markers painted: break a line in the middle card, then repair it.
  const middle = await lineOf(page, "card 99-100", 1);
  const costLine = await lineOf(page, "cost", middle);
  const markers: number[] = [];
  await placeCursor(page, costLine, 200);
  await page.waitForTimeout(800);
  // Warm-up, not measured: the first keystrokes create Monaco's suggest widget and JIT-compile the paths.
  for (let i = 0; i < 3; i++) {
    await keystrokeUntil(page, "x", `document.querySelector(".monaco-editor .squiggly-error") !== null`);
    await keystrokeUntil(page, "Backspace", `document.querySelector(".monaco-editor .squiggly-error") === null`);
  }
  await page.waitForTimeout(800);
  // Main-thread busy time (CDP Performance.getMetrics TaskDuration, CPU time of the renderer's main thread)
  // per measured keystroke: unlike wall-clock latency it barely depends on the machine's load.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
  const taskSeconds = async (): Promise<number> => (await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === "TaskDuration")?.value ?? Number.NaN;
  const busyBefore = await taskSeconds();
  // The worker's share of each keystroke (CompileAnswer.millis): the rest is the page and the browser.
  const workerMillis: number[] = [];
  const lastMillis = async (): Promise<number> => await page.evaluate(() => window.playground?.lastCompile?.millis ?? Number.NaN);
  for (let i = 0; i < rounds; i++) {
    markers.push(await keystrokeUntil(page, "x", `document.querySelector(".monaco-editor .squiggly-error") !== null`));
    workerMillis.push(await lastMillis());
    await page.waitForTimeout(60);
    markers.push(await keystrokeUntil(page, "Backspace", `document.querySelector(".monaco-editor .squiggly-error") === null`));
    workerMillis.push(await lastMillis());
    await page.waitForTimeout(60);
  }

  const mainThreadMillis = ((await taskSeconds()) - busyBefore) * 1000 / markers.length;
  await cdp.detach();

  // Keystroke → the four languages' cards show the new cost.
  const previews: number[] = [];
  await page.waitForTimeout(800);
  for (let i = 0; i < rounds; i++) {
    const digit = String(3 + (i % 2));
    await placeCursor(page, costLine, 200);
    await page.keyboard.press("Backspace");
    await page.waitForTimeout(60);
    previews.push(await keystrokeUntil(page, digit, `[...document.querySelectorAll("#preview-four .cost")].length === 4 && [...document.querySelectorAll("#preview-four .cost")].every((c) => c.textContent === "${digit}") && document.querySelectorAll('#preview-four .text-box[data-rendered="true"]').length === 4`));
    await page.waitForTimeout(60);
  }

  return { markers, workerMillis, previews, mainThreadMillis };
}

export async function playgroundBench(rounds = Number(process.env["PLAYGROUND_BENCH_ROUNDS"] ?? 25)): Promise<BenchFigure[]> {
  if (!chromiumAvailable()) {
    console.log(`playground bench skipped: no Chromium at ${chromiumPath}`);
    return [];
  }
  const served = await servePlayground();
  try {
    // Page load → editable (the source in the focused editor) and → first markers (the worker's first answer):
    // fresh pages, times from navigation start.
    const loads: number[] = [];
    const firstMarkers: number[] = [];
    let loadedJs: string[] = [];
    for (let i = 0; i < 5; i++) {
      const context = await served.browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await openPlayground(context, served.url);
      loads.push(await page.evaluate(() => window.playground?.editableAt ?? Number.NaN));
      firstMarkers.push(await page.evaluate(() => window.playground?.firstCompileAt ?? Number.NaN));
      const editableAt = loads[loads.length - 1] ?? 0;
      loadedJs = await page.evaluate(
        (until) => performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".js") && e.startTime <= until).map((e) => e.name),
        editableAt,
      );
      await context.close();
    }

    const page = await openPlayground(served.browser, served.url);
    const { markers, workerMillis, previews, mainThreadMillis } = await keystrokeSamples(page, rounds);

    if (process.env["PLAYGROUND_BENCH_VERBOSE"]) console.log(JSON.stringify({ loads, firstMarkers, markers: markers.map(Math.round), workerMillis: workerMillis.map((m) => Math.round(m * 10) / 10), mainThreadMillis, previews: previews.map(Math.round) }));
    const js = jsGzip(loadedJs);
    const mib = 1024 * 1024;
    const figures: BenchFigure[] = [
      atMost("playground keystroke → markers painted p95 (200 cards)", p95(markers), "ms", 50),
      info("playground keystroke → markers painted median (200 cards)", median(markers), "ms"),
      info("playground worker compile per keystroke p95 (200 cards)", p95(workerMillis), "ms"),
      info("playground main-thread busy time per marker keystroke (200 cards)", mainThreadMillis, "ms"),
      atMost("playground keystroke → 4-language preview p95 (200 cards)", p95(previews), "ms", 80),
      info("playground keystroke → 4-language preview median (200 cards)", median(previews), "ms"),
      atMost("playground initial JavaScript (gzip)", js.page / mib, "MiB", 1.2),
      atMost("playground page load → editable (median of 5)", median(loads), "ms", 1500),
      info("playground page load → first markers (median of 5)", median(firstMarkers), "ms"),
      info("playground workers started by the page (gzip)", js.workers / mib, "MiB"),
      info("playground keystrokes not painted within 10 s", [...markers, ...previews].filter(Number.isNaN).length, "count"),
    ];
    return figures;
  } finally {
    await served.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const f of await playgroundBench()) {
    const target = f.target === null ? "" : `  (target ${f.target} ${f.unit})`;
    const ratio = f.ratio === null ? "" : `  ratio ${f.ratio.toFixed(2)}${f.ratio >= 1 ? " ✓" : " ✗"}`;
    console.log(`${f.name}: ${f.value.toFixed(2)} ${f.unit}${target}${ratio}`);
  }
}
