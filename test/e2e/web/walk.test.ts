import { afterAll, beforeAll, expect, test } from "bun:test";
import { createHmac } from "node:crypto";
import * as OTPAuth from "otpauth";
import type { TestBrowser } from "./browser.ts";
import { checkPage, closeWebSuite, openNewHuntForm, markPage, openWebSuite, pageKept, signInWithPassword, type Receiver, type WebServer, type WebSuite } from "./support.ts";

const EMAIL = "owner@example.com";
const PASSWORD = "correct horse battery staple";
let suite: WebSuite | undefined;
let server: WebServer;
let b: TestBrowser;
let key = "";
let receiver: Receiver;
beforeAll(async () => ({ server, b, key, receiver } = suite = await openWebSuite({ email: EMAIL, password: PASSWORD })), 120_000);
afterAll(() => closeWebSuite(suite));

/** The authenticator app: codes from the secret the account page showed. */
const authenticator = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });

test("sign in with the password, turn on TOTP, sign out, sign in again with the code", async () => {
  const page = await b.newPage();
  await signInWithPassword(page, server.s.url, EMAIL, PASSWORD);
  await page.waitForURL("**/my/hunts");
  await checkPage(b, page, "walk-01-hunts-empty");
  await expect(page.locator(".account-box").textContent()).resolves.toContain(EMAIL);

  await page.click("nav a[href='/my/account']");
  await checkPage(b, page, "walk-02-account");
  await page.click("button:has-text('Set up two-step sign-in')");
  const secret = (await page.locator("#totp-secret").textContent())!.trim();
  await checkPage(b, page, "walk-03-totp-setup");
  const app = authenticator(secret);
  await page.fill("#f-code", app.generate());
  await page.click("button:has-text('Turn on two-step sign-in')");
  await page.waitForSelector("#recovery-codes");
  expect(await page.locator("#recovery-codes li").count()).toBe(10);
  await checkPage(b, page, "walk-04-recovery-codes");
  const me = (await (await server.s.fetch("/account/me", { key })).json()) as { totp_enabled: boolean; has_password: boolean };
  expect(me).toMatchObject({ totp_enabled: true, has_password: true });
  // The recovery codes are shown this once.
  await page.goto(server.s.url + "/my/account");
  expect(await page.locator("#recovery-codes").count()).toBe(0);

  await page.click("button:has-text('Sign out')");
  await page.waitForURL(server.s.url + "/");
  expect(await page.locator("a[href='/signin']").count()).toBe(1);

  await signInWithPassword(page, server.s.url, EMAIL, PASSWORD);
  await page.waitForURL("**/signin/code**");
  await checkPage(b, page, "walk-05-second-step");
  // The enrolment code's step is spent: the app's next code (within the allowed drift) signs in.
  await page.fill("#f-code", app.generate({ timestamp: Date.now() + 30_000 }));
  await page.click("button:has-text('Continue')");
  await page.waitForURL("**/my/hunts");
  await expect(page.locator(".account-box").textContent()).resolves.toContain(EMAIL);
  expect(b.problems).toEqual([]);
}, 120_000);

test("a hunt through the form: an invalid field then fixed, preview, save, scan now, a result, a webhook, the key, the feed", async () => {
  const page = await b.newPage();
  await openNewHuntForm(page, server.s.url, key);
  await page.fill("#f-name", "8TB SAS drives under $60");
  await page.fill("#f-config-query", "8tb sas hdd");
  await page.fill("#f-target_price", "60");
  await page.selectOption("#f-criteria-category", "hdd");
  await page.fill("#f-config-alert_threshold", "150");
  await page.click("button:has-text('Save hunt')");
  await page.waitForSelector("#f-config-alert_threshold-error");
  await expect(page.locator("#f-config-alert_threshold-error").textContent()).resolves.toBe("Input should be less than or equal to 100");
  await expect(page.locator(".problem[role='alert']").textContent()).resolves.toContain("config.alert_threshold");
  // What was typed is kept.
  await expect(page.locator("#f-name").inputValue()).resolves.toBe("8TB SAS drives under $60");
  await checkPage(b, page, "walk-06-hunt-form-invalid");
  await page.fill("#f-config-alert_threshold", "85");

  // Preview, scan now and a channel test are swapped into the page by htmx: it is not loaded again.
  await markPage(page);
  await page.click("button:has-text('Preview matches')");
  await page.waitForSelector("#preview table");
  expect(await pageKept(page)).toBe(true);
  await expect(page.locator("#preview p").first().textContent()).resolves.toMatch(/(\d+) are about this search: (\d+) would alert/);
  await expect(page.locator("#preview tbody").textContent()).resolves.toContain("HUH728080AL5200");
  await checkPage(b, page, "walk-07-hunt-preview");
  const huntsBefore = (await (await server.s.fetch("/hunts", { key })).json()) as unknown[];
  expect(huntsBefore).toEqual([]);

  await page.click("button:has-text('Save hunt')");
  await page.waitForURL(/\/my\/hunts\/[0-9a-f-]{36}\?done=created/);
  const huntId = page.url().match(/hunts\/([0-9a-f-]{36})/)![1]!;
  await checkPage(b, page, "walk-08-hunt");
  const saved = (await (await server.s.fetch(`/hunts/${huntId}`, { key })).json()) as { config: Record<string, unknown>; criteria: Record<string, unknown>; target_price: number };
  expect(saved).toMatchObject({ config: { query: "8tb sas hdd", alert_threshold: 85 }, criteria: { category: "hdd" }, target_price: 60 });

  await markPage(page);
  await page.click("button:has-text('Scan now')");
  await page.waitForSelector("#scan-outcome");
  expect(await pageKept(page)).toBe(true);
  const outcome = await page.locator("#scan-outcome tbody").textContent();
  for (const source of ["aggregator", "forum", "auction"]) expect(outcome).toContain(source);
  expect(outcome).toContain("answered");
  await checkPage(b, page, "walk-09-scan-now");

  await page.goto(`${server.s.url}/my/results?hunt_id=${huntId}`);
  const all = await page.locator("tbody tr").count();
  // The feed's filter: alerts only.
  await page.selectOption("#f-filter", "alerted");
  await page.click("button:has-text('Show')");
  await page.waitForURL("**filter=alerted**");
  await checkPage(b, page, "walk-10-results");
  const judged = await page.locator("tbody tr td:nth-child(2) .badge").allTextContents();
  expect(judged.length).toBeGreaterThan(0);
  expect(judged.length).toBeLessThan(all);
  for (const j of judged) expect(j).toBe("ALERT");
  await page.locator("tbody tr td:first-child a").first().click();
  await page.waitForURL(/\/my\/results\/[0-9a-f-]{36}$/);
  expect(await page.locator("ul.reasons li").count()).toBeGreaterThan(0);
  // Its per-unit price, and its price marked on its benchmark's spread.
  await expect(page.locator("dl.facts").textContent()).resolves.toMatch(/Per unit\s*\$[\d,.]+ each/);
  expect(await page.locator("svg.bench.large path.price").count()).toBe(1);
  await expect(page.locator("svg.bench.large").getAttribute("aria-label")).resolves.toMatch(/median \$/);
  await checkPage(b, page, "walk-11-result");

  await page.goto(`${server.s.url}/my/channels`);
  await page.selectOption("#f-channel_type", "webhook");
  await page.fill("#f-label", "Lab receiver");
  await page.fill("#f-notify_url", `http://127.0.0.1:${receiver.port}/hook`);
  await page.click("button:has-text('Add channel')");
  const signingSecret = (await page.locator("#webhook-secret").textContent())!.trim();
  expect(signingSecret).toStartWith("whsec_");
  await expect(page.locator("tbody").textContent()).resolves.not.toContain(`${receiver.port}/hook`);
  await checkPage(b, page, "walk-12-channel-added");
  await markPage(page);
  await page.click("button:has-text('Test Lab receiver')");
  await page.waitForSelector("#test-outcome");
  expect(await pageKept(page)).toBe(true);
  await expect(page.locator("#test-outcome").textContent()).resolves.toContain("delivered");
  await checkPage(b, page, "walk-13-channel-tested");
  const hook = receiver.received.at(-1)!;
  const [t, v1] = hook.headers.get("rackhunt-signature")!.split(",").map((p) => p.split("=")[1]);
  expect(v1).toBe(createHmac("sha256", signingSecret).update(`${t}.${hook.body}`).digest("hex"));

  await page.goto(`${server.s.url}/my/account`);
  await page.click("button:has-text('Issue a new API key')");
  const newKey = (await page.locator("#new-api-key").textContent())!.trim();
  await checkPage(b, page, "walk-14-key-rotated");
  expect((await server.s.fetch("/account/me", { key })).status).toBe(401);
  expect((await server.s.fetch("/account/me", { key: newKey })).status).toBe(200);

  await page.goto(`${server.s.url}/my/hunts/${huntId}`);
  await page.click("button:has-text('Make a feed address')");
  const feedUrl = (await page.locator("#feed-url").textContent())!.trim();
  await checkPage(b, page, "walk-15-feed");
  const feed = await fetch(feedUrl);
  expect(feed.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
  const xml = await feed.text();
  expect(xml).toContain(`<id>urn:rackhunt:hunt:${huntId}</id>`);
  const alerts = (await (await server.s.fetch(`/hunts/${huntId}/alerts`, { key: newKey })).json()) as { id: string }[];
  expect(alerts.length).toBeGreaterThan(0);
  for (const a of alerts) expect(xml).toContain(`urn:rackhunt:alert:${a.id}`);
  // Replaced: the new address works, the old one no longer does.
  await page.click("button:has-text('Replace the address')");
  await page.waitForURL("**done=feed**");
  const replaced = (await page.locator("#feed-url").textContent())!.trim();
  expect(replaced).not.toBe(feedUrl);
  expect((await fetch(feedUrl)).status).toBe(404);
  expect((await fetch(replaced)).status).toBe(200);
  await page.click("button:has-text('Revoke the feed')");
  await page.waitForURL("**done=feed-revoked");
  expect((await fetch(replaced)).status).toBe(404);
  expect(b.problems).toEqual([]);
}, 180_000);
