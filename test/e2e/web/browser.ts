import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findChromium } from "@rackhunt/plugin-auction/browser";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";

/** Where the browser tests leave their screenshots (gitignored). */
export const SHOTS_DIR = join(import.meta.dir, "../../../test-output/web");
const UNREALISTIC_FLAGS = new Set(["--single-process", "--disable-web-security", "--allow-running-insecure-content"]);
const AXE_SOURCE = readFileSync(Bun.resolveSync("axe-core/axe.min.js", import.meta.dir), "utf8");

/** What axe-core reported of one page, reduced to what the tests judge. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * A real Chromium (found as the auction plugin finds one: RACKHUNT_CHROMIUM, a system chromium,
 * else the npm package's), a page that records console errors and failed requests, and helpers to
 * save a screenshot and run axe-core inside the page.
 */
export async function openBrowser() {
  const home = mkdtempSync(join(tmpdir(), "rackhunt-web-chromium-"));
  const found = await findChromium();
  // A serverless build's flags run everything in one process with web security off: there, an
  // XHR can carry another context's cookies. The pages are tested as a desktop browser runs them.
  const args = found.args.filter((a) => !UNREALISTIC_FLAGS.has(a));
  const browser: Browser = await chromium.launch({ executablePath: found.executable_path, args, env: { ...process.env, HOME: home } });
  mkdirSync(SHOTS_DIR, { recursive: true });
  const problems: string[] = [];
  const watch = (page: Page) => {
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(`console error on ${page.url()}: ${m.text()}`);
    });
    page.on("pageerror", (e) => problems.push(`script error on ${page.url()}: ${e.message}`));
    page.on("requestfailed", (r) => problems.push(`request failed on ${page.url()}: ${r.url()} ${r.failure()?.errorText}`));
    return page;
  };
  return {
    browser,
    /** Console errors, script errors and failed requests seen on any page so far. */
    problems,
    /** A new browser context (its own cookies; `options` such as javaScriptEnabled) and page. */
    async newPage(options: BrowserContextOptions = {}): Promise<Page> {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US", timezoneId: "UTC", ...options });
      return watch(await context.newPage());
    },
    /** Save a full-page screenshot as test-output/web/NAME.png. */
    async shot(page: Page, name: string): Promise<string> {
      const path = join(SHOTS_DIR, `${name}.png`);
      await page.screenshot({ path, fullPage: true });
      // A full-page screenshot leaves empty style attributes behind; htmx would copy them onto the
      // next swap's elements (its settle step), where the pages' CSP refuses them. The app never
      // writes a style attribute, so the page is put back as it was.
      await page.evaluate(() => document.querySelectorAll('[style=""]').forEach((el) => el.removeAttribute("style")));
      return path;
    },
    /** axe-core's serious and critical violations of the page as it is now. */
    async axe(page: Page): Promise<AxeViolation[]> {
      // Evaluated through the DevTools protocol: the page's CSP (no inline scripts) does not apply to it.
      await page.evaluate(AXE_SOURCE);
      const result = await page.evaluate(async () => {
        const axe = (globalThis as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
        const r = await axe.run(document, { resultTypes: ["violations"] });
        return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
      });
      return result.filter((v) => v.impact === "serious" || v.impact === "critical");
    },
    async close() {
      await browser.close();
      rmSync(home, { recursive: true, force: true });
    },
  };
}
export type TestBrowser = Awaited<ReturnType<typeof openBrowser>>;
