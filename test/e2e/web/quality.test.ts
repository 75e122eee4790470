/**
 * The web side of the quality record in a real Chromium: an alerted result's page has the feedback
 * buttons, and pressing them sets and then changes the account's label (what REST and MCP set too);
 * /quality shows the figures with their n and passes axe without a serious violation.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { alertingServer } from "../delivery/support.ts";
import { openBrowser, type TestBrowser } from "./browser.ts";
import { checkPage } from "./support.ts";

let t: Awaited<ReturnType<typeof alertingServer>>;
let b: TestBrowser;
let alert: { id: string; hunt_id: string; listing_id: string };
let resultId = "";
beforeAll(async () => {
  t = await alertingServer();
  b = await openBrowser();
  const scanned = await t.alertFromScan(0);
  alert = scanned.alert;
  const rows = (await (await t.s.fetch(`/hunts/results?hunt_id=${alert.hunt_id}&filter=alerted`, { key: t.key })).json()) as { items: { id: string; listing_id: string }[] };
  resultId = rows.items.find((r) => r.listing_id === alert.listing_id)!.id;
}, 90_000);
afterAll(async () => {
  await b?.close();
  await t?.stop();
});

const label = async () => (await t.s.app.services.repos.quality.feedbackForHunt(t.userId, alert.hunt_id)).find((r) => r.alert_id === alert.id);

async function signIn(page: Page): Promise<void> {
  await page.goto(`${t.s.url}/signin`);
  await page.fill("#key-api_key", t.key);
  await page.click("button:has-text('Sign in with the key')");
  await page.waitForURL("**/my/hunts");
}

test("the result page's buttons set a label with a reason, then change it", async () => {
  const page = await b.newPage();
  await signIn(page);
  await page.goto(`${t.s.url}/my/results/${resultId}`);
  await checkPage(b, page, "quality-01-result-feedback");
  await expect(page.locator("#feedback-now").textContent()).resolves.toContain("Not labelled yet.");
  await page.fill("#feedback-reason", "seller vanished");
  await Promise.all([page.waitForNavigation(), page.click("button[name=label][value=noise]")]);
  expect(page.url()).toEndWith(`/my/results/${resultId}#feedback-title`);
  await expect(page.locator("#feedback-now").textContent()).resolves.toContain("Your label: Not a deal (noise) (seller vanished).");
  expect(await label()).toMatchObject({ label: "noise", reason: "seller vanished", via: "web" });
  await expect(page.locator("button[name=label][value=noise]").getAttribute("aria-pressed")).resolves.toBe("true");

  await page.fill("#feedback-reason", "");
  await Promise.all([page.waitForNavigation(), page.click("button[name=label][value=deal]")]);
  await expect(page.locator("#feedback-now").textContent()).resolves.toContain("Your label: A deal.");
  expect(await label()).toMatchObject({ label: "deal", reason: null, via: "web" });
  expect(b.problems).toEqual([]);
}, 60_000);

test("/quality shows precision with its n, latency not measured yet, the method in words, and passes axe", async () => {
  const page = await b.newPage();
  await page.goto(`${t.s.url}/quality`);
  await checkPage(b, page, "quality-02-page");
  const overall = await page.locator("table:has(caption:has-text('Overall')) tbody td").allTextContents();
  expect(overall).toEqual(["100%", "1", "—", "0", expect.stringMatching(/^±\d+\.\d%$/), expect.stringMatching(/^[1-9]\d*$/), "not measured yet", "0"]);
  await expect(page.locator("table:has(caption:has-text('By source')) tbody").textContent()).resolves.toContain("100%");
  await expect(page.locator("#method + h3 + p").textContent()).resolves.toContain("deal ÷ labelled");
  expect(b.problems).toEqual([]);
}, 60_000);
