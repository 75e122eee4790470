/**
 * The rough edges a newcomer met in the web app, each walked in a real Chromium: a browser whose
 * language is not a valid locale, a form fixed after an error, a hunt whose alerts reach no
 * channel, the price marker at the edge of its market, and a phone-width screen.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import type { TestBrowser } from "./browser.ts";
import { checkPage, closeWebSuite, HE8, markPage, openNewHuntForm, openWebSuite, pageKept, type WebServer, type WebSuite } from "./support.ts";

let suite: WebSuite | undefined;
let server: WebServer;
let b: TestBrowser;
let key = "";
beforeAll(async () => ({ server, b, key } = suite = await openWebSuite({ email: "edges@example.com", tier: "lifetime" })), 120_000);
afterAll(() => closeWebSuite(suite));

const api = async <T,>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> => (await (await server.s.fetch(path, { key, ...init })).json()) as T;

async function signedIn(page: Page): Promise<void> {
  await page.goto(`${server.s.url}/signin`);
  await page.fill("#key-api_key", key);
  await page.click("button:has-text('Sign in with the key')");
  await page.waitForURL("**/my/hunts");
}

/** The recorded deal aggregator's feed: held back, it keeps a scan waiting on that source. */
const AGGREGATOR_FEED = "aggregator/slickdeals-style-synthetic-frontpage.rss";

/** Whether the page scrolls sideways, and each table frame that does. */
const sideways = (page: Page) =>
  page.evaluate(() => ({
    page: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    tables: [...document.querySelectorAll(".table-wrap")].filter((w) => w.scrollWidth > w.clientWidth).map((w) => w.querySelector("caption")?.textContent ?? "table"),
  }));

test("the price chart is drawn whatever language the browser reports, even one that is no valid locale", async () => {
  // This Chromium reports "en-US@posix" under LANG=C; Intl refuses that tag.
  for (const locale of ["en-US@posix", "de-DE"]) {
    const page = await b.newPage({ locale });
    expect(await page.evaluate(() => navigator.language)).toBe(locale);
    await page.goto(`${server.s.url}/prices/hdd/${HE8.id}`);
    await page.waitForSelector(".chart canvas", { timeout: 10_000 });
    await checkPage(b, page, `edges-01-chart-${locale.replace(/[^a-zA-Z]/g, "-")}`);
  }
  expect(b.problems).toEqual([]);
}, 60_000);

test("the new-hunt form drops an error once its field is fixed, and the preview shows a new one", async () => {
  const page = await b.newPage();
  await openNewHuntForm(page, server.s.url, key);
  await page.fill("#f-name", "Drives under $60");
  await page.fill("#f-config-query", "8tb sas hdd");
  await page.fill("#f-config-alert_threshold", "150");
  await page.click("button:has-text('Save hunt')");
  await page.waitForSelector("#f-config-alert_threshold-error");
  expect(await page.locator(".problem[role='alert']").count()).toBe(1);

  await page.fill("#f-config-alert_threshold", "85");
  await page.click("button:has-text('Preview matches')");
  await page.waitForSelector("#preview table");
  expect(await page.locator(".problem[role='alert']").count()).toBe(0);
  expect(await page.locator("#f-config-alert_threshold-error").count()).toBe(0);
  expect(await page.locator("#f-config-alert_threshold").getAttribute("aria-invalid")).toBeNull();
  await expect(page.locator("#f-config-alert_threshold").inputValue()).resolves.toBe("85");
  await checkPage(b, page, "edges-02-form-fixed");

  // Broken again and previewed: the message comes back beside the field, the old matches go.
  await page.fill("#f-config-alert_threshold", "150");
  await page.click("button:has-text('Preview matches')");
  await page.waitForSelector("#f-config-alert_threshold-error");
  expect(await page.locator(".problem[role='alert']").count()).toBe(1);
  expect(await page.locator("#preview table").count()).toBe(0);
  await checkPage(b, page, "edges-03-form-broken-again");
  expect(b.problems).toEqual([]);
}, 60_000);

test("a hunt whose alerts reach no channel says so in words, and never calls them sent", async () => {
  const hunt = await api<{ id: string }>("/hunts", { method: "POST", json: { name: "He8 without a channel", config: { query: "8tb sas hdd" }, target_price: 60 } });
  const page = await b.newPage();
  await signedIn(page);
  await page.goto(`${server.s.url}/my/hunts/${hunt.id}`);
  // A scan run from the page counts what it raised; it does not say they were sent.
  await page.click("button:has-text('Scan now')");
  await page.waitForSelector("#scan-outcome");
  await expect(page.locator("#scan-outcome p").first().textContent()).resolves.toMatch(/[1-9]\d* new alerts/);
  await expect(page.locator("#scan-outcome p").first().textContent()).resolves.not.toContain("sent");
  const stored = await api<{ alert_count: number; last_alert_status: string }>(`/hunts/${hunt.id}`);
  expect(stored.alert_count).toBeGreaterThan(0);
  expect(stored.last_alert_status).toBe("no_channels");

  await page.goto(`${server.s.url}/my/hunts/${hunt.id}`);
  const alerts = await page.locator("dl.facts dt:has-text('Alerts') + dd").textContent();
  expect(alerts).toBe(`${stored.alert_count} alerts; the last was not sent: you have no enabled channel. Add one`);
  expect(await page.locator("dl.facts dt:has-text('Alerts') + dd a[href='/my/channels']").count()).toBe(1);
  expect(await page.locator("main").textContent()).not.toContain("no_channels");
  await checkPage(b, page, "edges-04-hunt-no-channel");

  await page.goto(`${server.s.url}/my/hunts`);
  await checkPage(b, page, "edges-05-hunts-no-channel");
  const header = await page.locator("thead th").allTextContents();
  expect(header).not.toContain("Alerts sent");
  const cells = await page.locator(`tbody tr:has(a[href='/my/hunts/${hunt.id}']) td`).allTextContents();
  const alertsCell = cells[header.indexOf("Alerts")]!;
  expect(alertsCell).toStartWith(String(stored.alert_count));
  expect(alertsCell).toContain("not sent: no channel");
  expect(await page.locator("main").textContent()).not.toContain("no_channels");
  expect(b.problems).toEqual([]);
}, 90_000);

test("a price marked at the edge of its market keeps its whole label", async () => {
  const hunt = await api<{ id: string }>("/hunts", { method: "POST", json: { name: "He8 at the edge", config: { query: "8tb sas hdd" }, target_price: 60 } });
  expect((await server.s.fetch(`/hunts/${hunt.id}/scan`, { method: "POST", key })).status).toBe(200);
  const alerted = await api<{ items: { id: string }[] }>(`/hunts/results?hunt_id=${hunt.id}&filter=alerted`);
  expect(alerted.items.length).toBeGreaterThan(0);
  const page = await b.newPage();
  await signedIn(page);
  let below = 0;
  for (const r of alerted.items.slice(0, 6)) {
    await page.goto(`${server.s.url}/my/results/${r.id}`);
    if ((await page.locator("svg.bench.large").count()) === 0) continue;
    const drawn = await page.locator("svg.bench.large").evaluate((svg) => ({
      width: (svg as SVGSVGElement).viewBox.baseVal.width,
      label: svg.getAttribute("aria-label") ?? "",
      texts: [...svg.querySelectorAll("text")].map((t) => {
        const box = (t as SVGTextElement).getBBox();
        return { text: t.textContent, left: Math.round(box.x), right: Math.round(box.x + box.width) };
      }),
    }));
    for (const t of drawn.texts) expect({ ...t, inside: t.left >= 0 && t.right <= drawn.width }).toEqual({ ...t, inside: true });
    const price = Number(/this price \$([\d.,]+)/.exec(drawn.label)?.[1]?.replace(",", ""));
    const low = Number(/range \$([\d.,]+)/.exec(drawn.label)?.[1]?.replace(",", ""));
    if (price <= low) {
      below++;
      // The price's own label reads whole: "$44.00", not "4.00".
      expect(drawn.texts.map((t) => t.text)).toContain(`$${price.toFixed(2)}`);
      await checkPage(b, page, "edges-06-marker-at-the-edge");
    }
  }
  // The recorded auction sells an He8 below every sold price: its marker sits at the left edge.
  expect(below).toBeGreaterThan(0);
  expect(b.problems).toEqual([]);
}, 90_000);

test("on a 390 px phone screen the deals fit: no page scrolls sideways, nor does any deals table", async () => {
  const page = await b.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  for (const [path, name] of [["/deals", "edges-07-deals-390"], ["/", "edges-08-home-390"]] as const) {
    await page.goto(server.s.url + path);
    expect(await page.locator("table tbody tr").count()).toBeGreaterThan(0);
    expect({ path, ...(await sideways(page)) }).toEqual({ path, page: false, tables: [] });
    // Each row's facts are still all there, each line named.
    await expect(page.locator("table tbody tr").first().textContent()).resolves.toMatch(/(ALERT|WATCH).*each/s);
    const labels = await page.locator("table tbody tr").first().locator("td").evaluateAll((tds) => tds.map((td) => getComputedStyle(td, "::before").content));
    expect(labels).toEqual(["none", '"Verdict: "', '"Price: "', '"Per unit: "', '"Market position: "', '"Seen: "']);
    await checkPage(b, page, name);
  }
  expect(b.problems).toEqual([]);
}, 60_000);

test("scan now shows each source's answer as it comes, then the scan's outcome", async () => {
  const hunt = await api<{ id: string }>("/hunts", { method: "POST", json: { name: "He8 scanned with progress", config: { query: "8tb sas hdd" } } });
  const page = await b.newPage();
  await signedIn(page);
  await page.goto(`${server.s.url}/my/hunts/${hunt.id}`);
  await markPage(page);
  const release = server.sites.hold(AGGREGATOR_FEED);
  try {
    await page.click("button:has-text('Scan now')");
    // The forum and the auction answer; the aggregator is still being asked.
    await page.waitForSelector("#scan-progress li:has-text('forum: answered')");
    await page.waitForSelector("#scan-progress li:has-text('auction: answered')");
    await expect(page.locator("#scan-progress li:has-text('aggregator')").textContent()).resolves.toBe("aggregator: asking …");
    await expect(page.locator("#scan-progress p").textContent()).resolves.toContain("2 of 3 sources answered");
    await expect(page.locator("#scan-progress li:has-text('forum')").textContent()).resolves.toMatch(/^forum: answered \d+ listings$/);
    expect(await page.locator("#scan-outcome").count()).toBe(0);
    await b.shot(page, "edges-09-scan-progress");
  } finally {
    release();
  }
  await page.waitForSelector("#scan-outcome");
  expect(await pageKept(page)).toBe(true);
  await expect(page.locator("#scan-outcome tbody").textContent()).resolves.toContain("aggregator");
  // The REST answer is what it was: the scan's outcome, nothing about progress.
  const again = await api<{ last_manual_scan_at: string | null }>(`/hunts/${hunt.id}`);
  expect(again.last_manual_scan_at).not.toBeNull();
  await checkPage(b, page, "edges-10-scan-done");
  expect(b.problems).toEqual([]);
}, 90_000);
