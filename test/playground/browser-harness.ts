/**
 * Shared by the playground's browser tests and its bench: build the playground with Vite's
 * JS API, serve the build with `vite preview` on a free localhost port, and drive
 * /usr/bin/chromium (Debian's; no browser download) with playwright-core.
 */
import { existsSync, mkdirSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { build, preview, type PreviewServer } from "vite";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
export const configFile = fileURLToPath(new URL("../../playground/vite.config.ts", import.meta.url));
export const resultsDir = fileURLToPath(new URL("../../test-results/playground", import.meta.url));

export const chromiumPath = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
export const chromiumFlags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"];

export function chromiumAvailable(): boolean {
  return existsSync(chromiumPath);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Served {
  readonly url: string;
  readonly browser: Browser;
  close(): Promise<void>;
}

/** Builds the playground (production), serves it, launches Chromium. */
export async function servePlayground(options: { build?: boolean } = {}): Promise<Served> {
  if (options.build !== false) await build({ configFile, logLevel: "error" });
  const port = await freePort();
  const server: PreviewServer = await preview({ configFile, logLevel: "error", preview: { port, strictPort: true, host: "127.0.0.1", open: false } });
  const url = `http://127.0.0.1:${port}/`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, headless: true });
  return {
    url,
    browser,
    async close() {
      await browser.close();
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    },
  };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(resultsDir, { recursive: true });
  await page.screenshot({ path: `${resultsDir}/${name}.png` });
}

/** Opens the playground and waits until the editor holds the source and the worker answered. */
export async function openPlayground(target: Browser | BrowserContext, url: string): Promise<Page> {
  const page = "newContext" in target ? await target.newPage({ viewport: { width: 1440, height: 900 } }) : await target.newPage();
  await page.goto(url);
  await page.waitForFunction(() => document.body.dataset["ready"] === "true" && document.body.dataset["editable"] === "true" && (window.playground?.compiles ?? 0) > 0);
  return page;
}
