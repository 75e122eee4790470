/**
 * The web form reads a hunt written as a sentence: typing "8TB SAS drives under $12/TB" into the
 * name alone and previewing shows what was understood and lists 8TB SAS drives; saving stores the
 * per-TB cap, and the hunt page says what its scan kept of each source and why.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import type { TestBrowser } from "./browser.ts";
import { checkPage, closeWebSuite, openNewHuntForm, type WebServer, type WebSuite, openWebSuite } from "./support.ts";

let suite: WebSuite | undefined;
let server: WebServer;
let b: TestBrowser;
let key = "";
beforeAll(async () => ({ server, b, key } = suite = await openWebSuite({ email: "words@example.com", tier: "lifetime" })), 120_000);
afterAll(() => closeWebSuite(suite));

test("a sentence in the name: the preview shows what was understood and lists the drives; the saved hunt keeps the cap", async () => {
  const page = await b.newPage();
  await openNewHuntForm(page, server.s.url, key);
  await page.fill("#f-name", "8TB SAS drives under $12/TB");
  await page.click("button:has-text('Preview matches')");
  await page.waitForSelector("#preview table");
  const understood = await page.locator("#preview .understood").textContent();
  expect(understood).toContain("per-TB cap $12.00");
  expect(understood).toContain("hdd listings");
  expect(understood).toContain('Searching for "8TB SAS drives"');
  const rows = await page.locator("#preview tbody tr td:first-child").allTextContents();
  expect(rows.length).toBeGreaterThan(0);
  for (const title of rows) expect(title).toMatch(/8\s?TB.*SAS|SAS.*8\s?TB|HUH728080/i);
  // A drive 47% above the trusted median meets the cap but is watched, and says why.
  await expect(page.locator("#preview tbody").textContent()).resolves.toContain("meets your target, but");
  await checkPage(b, page, "words-01-preview");

  await page.click("button:has-text('Save hunt')");
  await page.waitForURL(/\/my\/hunts\/[0-9a-f-]{36}\?done=created/);
  const huntId = page.url().match(/hunts\/([0-9a-f-]{36})/)![1]!;
  const saved = (await (await server.s.fetch(`/hunts/${huntId}`, { key })).json()) as { criteria: Record<string, unknown> };
  expect(saved.criteria).toEqual({ max_price_per_tb: 12 });
  await page.click("button:has-text('Scan now')");
  await page.waitForSelector("#scan-outcome");
  await page.goto(`${server.s.url}/my/hunts/${huntId}`);
  await expect(page.locator("#last-scan-kept").textContent()).resolves.toMatch(/auction: \d+ read, \d+ kept/);
  await expect(page.locator(".understood").textContent()).resolves.toContain("per-TB cap $12.00");
  await checkPage(b, page, "words-02-hunt");
  expect(b.problems).toEqual([]);
}, 120_000);
