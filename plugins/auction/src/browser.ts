import type { RenderedPage, RequestSpec } from "@rackhunt/plugin-kit";
import { type Browser, chromium } from "playwright-core";
import { findChromium } from "./find-chromium.ts";

export { CHROMIUM_ARGS, type ChromiumLaunch, findChromium } from "./find-chromium.ts";

/** Where and how to start chromium; by default `findChromium()` picks one at each launch. */
export interface BrowserRendererOptions {
  executable_path?: string;
  args?: string[];
  /** chromium writes under $HOME; point it at a scratch folder. */
  home?: string | null;
  user_agent?: string;
  /** CSS selector that means "results are on the page"; waits for it, then reads the DOM. */
  ready_selector?: string;
  /** How long to wait for `ready_selector` before taking the page as it is. */
  ready_timeout_ms?: number;
}

/** A renderer for the fetcher's `renderer` option, plus `close()` for the browser. */
export interface BrowserRenderer {
  (spec: RequestSpec, signal: AbortSignal): Promise<RenderedPage>;
  close(): Promise<void>;
}


/**
 * Renders pages that build their listings with JavaScript, in headless chromium driven by
 * playwright-core. The browser starts on first use and is shared until `close()`.
 * Politeness (robots.txt, rate limits, retries) stays with the fetcher that calls it.
 *
 * @example
 * const renderer = createBrowserRenderer({ home: tmpDir });
 * const fetcher = createFetcher({ renderer });
 * // ... run sources with render: "browser" ...
 * await renderer.close();
 */
export function createBrowserRenderer(options: BrowserRendererOptions = {}): BrowserRenderer {
  let browser: Promise<Browser> | null = null;
  const launch = async () => {
    const found = options.executable_path ? { executable_path: options.executable_path, args: options.args } : await findChromium();
    return chromium.launch({
      executablePath: found.executable_path,
      args: options.args ?? found.args,
      env: options.home ? { ...process.env, HOME: options.home } : undefined,
    });
  };
  // A failed launch is forgotten, so the next page tries again (and close() has nothing to rethrow).
  const started = () => {
    const launching = launch();
    launching.catch(() => {
      if (browser === launching) browser = null;
    });
    return launching;
  };

  const render = async (spec: RequestSpec, signal: AbortSignal): Promise<RenderedPage> => {
    browser ??= started();
    const context = await (await browser).newContext({
      userAgent: options.user_agent ?? "Rackhunt/0.1 (+https://github.com/rackhunt/rackhunt)",
      extraHTTPHeaders: spec.headers,
    });
    const onAbort = () => void context.close().catch(() => {});
    signal.addEventListener("abort", onAbort, { once: true });
    try {
      const page = await context.newPage();
      const response = await page.goto(spec.url, { waitUntil: "domcontentloaded" });
      await page
        .waitForSelector(options.ready_selector ?? "li.s-card, li.s-item", { timeout: options.ready_timeout_ms ?? 10_000 })
        .catch(() => {});
      return { status: response?.status() ?? 200, url: page.url(), body: await page.content() };
    } finally {
      signal.removeEventListener("abort", onAbort);
      await context.close().catch(() => {});
    }
  };

  return Object.assign(render, {
    async close() {
      const running = browser;
      browser = null;
      const open = await running?.catch(() => null);
      await open?.close();
    },
  });
}
