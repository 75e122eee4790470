import { afterAll, beforeAll, expect, test } from "bun:test";
import type { TestBrowser } from "./browser.ts";
import { closeWebSuite, HE8, openWebSuite, signInWithPassword, type Receiver, type WebServer, type WebSuite } from "./support.ts";

const EMAIL = "noscript@example.com";
const PASSWORD = "plain html is enough";
let suite: WebSuite | undefined;
let server: WebServer;
let b: TestBrowser;
let receiver: Receiver;
// axe-core runs inside the page, so it cannot run here: the same pages pass it with JavaScript on.
beforeAll(async () => ({ server, b, receiver } = suite = await openWebSuite({ email: EMAIL, password: PASSWORD })), 120_000);
afterAll(() => closeWebSuite(suite));

test("with JavaScript off, the public pages work and only the chart is missing", async () => {
  const page = await b.newPage({ javaScriptEnabled: false });
  await page.goto(server.s.url + "/");
  await page.fill("#q", "HUH728080AL5200");
  await page.press("#q", "Enter");
  await page.waitForURL("**/search?q=HUH728080AL5200");
  await page.click(`a[href='/prices/hdd/${HE8.id}']`);
  await page.waitForURL(`**/prices/hdd/${HE8.id}`);
  await b.shot(page, "noscript-01-component");
  expect(await page.locator(".chart canvas").count()).toBe(0);
  await expect(page.locator(".chart").textContent()).resolves.toContain("The chart needs JavaScript");
  expect(await page.locator("table:has(caption:has-text('latest')) tbody tr").count()).toBeGreaterThan(0);
  // The period switch is a plain link.
  await page.click("ul.period a:has-text('30 days')");
  await page.waitForURL(`**/prices/hdd/${HE8.id}?period=30d`);
  await expect(page.locator("ul.period a[aria-current='true']").textContent()).resolves.toContain("30 days");

  await page.goto(server.s.url + "/deals");
  await page.selectOption("#f-category", "cpu");
  await page.click("button:has-text('Show deals')");
  await page.waitForURL("**/deals?category=cpu**");
  const sources = await page.locator("tbody tr td:first-child .muted").allTextContents();
  expect(sources.length).toBeGreaterThan(0);
  for (const s of sources) expect(s).toContain("cpu");
  expect(b.problems).toEqual([]);
}, 120_000);

test("with JavaScript off, sign in, preview and save a hunt, scan it, test a channel and sign out: every form posts a whole page", async () => {
  const page = await b.newPage({ javaScriptEnabled: false });
  await signInWithPassword(page, server.s.url, EMAIL, PASSWORD);
  await page.waitForURL("**/my/hunts");

  await page.click("a:has-text('New hunt')");
  await page.fill("#f-name", "EPYC without scripts");
  await page.fill("#f-config-query", "epyc");
  await page.click("button:has-text('Preview matches')");
  await page.waitForURL("**/my/hunts/preview");
  await expect(page.locator("#preview p").first().textContent()).resolves.toMatch(/\d+ are about this search/);
  await expect(page.locator("#f-name").inputValue()).resolves.toBe("EPYC without scripts");
  await b.shot(page, "noscript-02-preview");
  await page.click("button:has-text('Save hunt')");
  await page.waitForURL(/\/my\/hunts\/[0-9a-f-]{36}\?done=created/);

  await page.click("button:has-text('Scan now')");
  await page.waitForURL(/\/my\/hunts\/[0-9a-f-]{36}\/scan$/);
  await expect(page.locator("#scan-outcome tbody").textContent()).resolves.toContain("answered");
  await b.shot(page, "noscript-03-scan-now");

  await page.goto(server.s.url + "/my/channels");
  await page.fill("#f-label", "Plain hook");
  await page.fill("#f-notify_url", `http://127.0.0.1:${receiver.port}/plain`);
  await page.click("button:has-text('Add channel')");
  await page.click("button:has-text('Test Plain hook')");
  await page.waitForURL(/\/my\/channels\/[0-9a-f-]{36}\/test$/);
  await expect(page.locator("#test-outcome").textContent()).resolves.toContain("delivered");
  expect(receiver.received.length).toBe(1);

  await page.click("button:has-text('Sign out')");
  await page.waitForURL(server.s.url + "/");
  expect(await page.locator("a[href='/signin']").count()).toBe(1);
  expect(b.problems).toEqual([]);
}, 120_000);
