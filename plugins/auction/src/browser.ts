import type { RenderedPage, RequestSpec } from "@rackhunt/plugin-kit";
import { type Browser, chromium } from "playwright-core";

/** Where and how to start chromium. Defaults suit Debian's package (`apt-get install chromium`). */
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

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

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
  const launch = () =>
    chromium.launch({
      executablePath: options.executable_path ?? "/usr/bin/chromium",
      args: options.args ?? CHROMIUM_ARGS,
      env: options.home ? { ...process.env, HOME: options.home } : undefined,
    });

  const render = async (spec: RequestSpec, signal: AbortSignal): Promise<RenderedPage> => {
    browser ??= launch();
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
      if (running) await (await running).close();
    },
  });
}
