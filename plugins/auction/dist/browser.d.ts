import type { RenderedPage, RequestSpec } from "@rackhunt/plugin-kit";
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
export declare function createBrowserRenderer(options?: BrowserRendererOptions): BrowserRenderer;
