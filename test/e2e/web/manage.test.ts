import { afterAll, beforeAll, expect, test } from "bun:test";
import type { TestBrowser } from "./browser.ts";
import { checkPage, closeWebSuite, openWebSuite, signInWithPassword, type Receiver, type WebServer, type WebSuite } from "./support.ts";

const EMAIL = "mia@example.com";
const PASSWORD = "mia's long passphrase";
/** The recorded forum page every forum scan reads first. */
const FORUM_PAGE = "forum/reddit-canadianhardwareswap-new-2026-02.json";
let suite: WebSuite | undefined;
let server: WebServer;
let b: TestBrowser;
let key = "";
let receiver: Receiver;
beforeAll(async () => ({ server, b, key, receiver } = suite = await openWebSuite({ email: EMAIL })), 120_000);
afterAll(() => closeWebSuite(suite));

const api = async <T,>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> => (await (await server.s.fetch(path, { key, ...init })).json()) as T;

async function signedInPage() {
  const page = await b.newPage();
  await page.goto(server.s.url + "/signin");
  await page.fill("#key-api_key", key);
  await page.click("button:has-text('Sign in with the key')");
  await page.waitForURL("**/my/hunts");
  return page;
}

test("signed in with the API key: the account page shows tier and entitlements and sets a password, which then signs in", async () => {
  const page = await b.newPage();
  await page.goto(server.s.url + "/signin");
  await checkPage(b, page, "manage-01-signin");
  await page.fill("#key-api_key", key);
  await page.click("button:has-text('Sign in with the key')");
  await page.waitForURL("**/my/hunts");

  await page.goto(server.s.url + "/my/account");
  const ent = await api<{ max_active_hunts: number; active_hunt_count: number; poll_interval_hours: number }>("/users/me/entitlements");
  const facts = (await page.locator("section[aria-labelledby='plan'] dl").textContent())!;
  expect(facts).toContain("Tierpro");
  expect(facts).toContain(`${ent.active_hunt_count} of ${ent.max_active_hunts} used`);
  expect(facts).toContain(`${ent.poll_interval_hours} hours`);
  await expect(page.locator("section[aria-labelledby='password']").textContent()).resolves.toContain("No password yet");
  expect(await page.locator("#f-current_password").count()).toBe(0);
  await page.fill("#f-new_password", PASSWORD);
  await page.fill("#f-confirm_password", PASSWORD);
  await page.click("button:has-text('Set password')");
  await page.waitForSelector("text=Password saved");
  await checkPage(b, page, "manage-02-account-password-set");
  expect(await api<{ has_password: boolean }>("/account/me")).toMatchObject({ has_password: true });

  const again = await b.newPage();
  await signInWithPassword(again, server.s.url, EMAIL, PASSWORD);
  await again.waitForURL("**/my/hunts");
  expect(b.problems).toEqual([]);
}, 120_000);

test("the hunts list shows each hunt's state, last and next run, results by action, alerts and the sources that did not answer", async () => {
  const scanned = await api<{ id: string }>("/hunts", { method: "POST", json: { name: "EPYC list", config: { query: "epyc" }, target_price: 150 } });
  const waiting = await api<{ id: string }>("/hunts", { method: "POST", json: { name: "Not scanned yet", config: { query: "xeon 6148" } } });
  // The forum is down during this hunt's scan.
  server.sites.fail(FORUM_PAGE, 503);
  try {
    expect((await server.s.fetch(`/hunts/${scanned.id}/scan`, { method: "POST", key })).status).toBe(200);
  } finally {
    server.sites.fail(FORUM_PAGE, null);
  }
  const page = await signedInPage();
  await checkPage(b, page, "manage-03-hunts");
  const row = page.locator(`tbody tr:has(a[href='/my/hunts/${scanned.id}'])`);
  const cells = await row.locator("td").allTextContents();
  const hunt = await api<{ alert_count: number; last_run_at: string }>(`/hunts/${scanned.id}`);
  const alerted = await api<{ total: number }>(`/hunts/results?hunt_id=${scanned.id}&filter=alerted&limit=1`);
  const watched = await api<{ total: number }>(`/hunts/results?hunt_id=${scanned.id}&filter=near_miss&limit=1`);
  expect(cells[1]).toBe("active");
  expect(cells[2]).toContain(hunt.last_run_at.slice(0, 10));
  expect(cells[3]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
  expect(alerted.total).toBeGreaterThan(0);
  expect([cells[4], cells[5]]).toEqual([String(alerted.total), String(watched.total)]);
  expect(cells[7]).toStartWith(String(hunt.alert_count));
  // A 503 without Retry-After: the forum is busy, so Rackhunt leaves it alone for a while and says until when.
  expect(cells[8]).toContain("forum asked us to wait until");
  expect(cells[8]).not.toContain("auction");
  const other = await page.locator(`tbody tr:has(a[href='/my/hunts/${waiting.id}']) td`).allTextContents();
  expect(other[8]).toBe("not scanned yet");
  expect(b.problems).toEqual([]);
}, 120_000);

test("a hunt is edited, paused until a day, resumed, stopped, and deleted only after asking", async () => {
  const created = await api<{ id: string }>("/hunts", { method: "POST", json: { name: "Drives to edit", config: { query: "8tb sas hdd" } } });
  const page = await signedInPage();
  const base = `${server.s.url}/my/hunts/${created.id}`;
  await page.goto(base);

  await page.fill("#f-config-alert_threshold", "101");
  await page.click("button:has-text('Save changes')");
  await page.waitForSelector("#f-config-alert_threshold-error");
  await checkPage(b, page, "manage-04-hunt-edit-invalid");
  await page.fill("#f-config-alert_threshold", "90");
  await page.fill("#f-name", "Drives, edited");
  await page.click("button:has-text('Save changes')");
  await page.waitForURL("**done=saved");
  expect(await api(`/hunts/${created.id}`)).toMatchObject({ name: "Drives, edited", config: { query: "8tb sas hdd", alert_threshold: 90 } });

  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await page.fill("#paused_until", day);
  await page.click("button:has-text('Pause')");
  await page.waitForURL("**done=paused");
  await expect(page.locator("dl.facts dd").first().textContent()).resolves.toBe(`paused until ${day}`);
  expect(await api(`/hunts/${created.id}`)).toMatchObject({ active: true, paused_until: `${day}T00:00:00.000Z` });
  await checkPage(b, page, "manage-05-hunt-paused");

  await page.click("button:has-text('Resume')");
  await page.waitForURL("**done=resumed");
  expect(await api(`/hunts/${created.id}`)).toMatchObject({ active: true, paused_until: null });
  await page.click("button:has-text('Stop')");
  await page.waitForURL("**done=stopped");
  await expect(page.locator("dl.facts dd").first().textContent()).resolves.toBe("stopped");
  expect(await api(`/hunts/${created.id}`)).toMatchObject({ active: false });

  await page.click("a:has-text('Delete…')");
  await page.waitForURL(`**/my/hunts/${created.id}/delete`);
  await checkPage(b, page, "manage-06-hunt-delete-confirm");
  await page.click("a:has-text('Keep it')");
  await page.waitForURL(base);
  expect((await server.s.fetch(`/hunts/${created.id}`, { key })).status).toBe(200);
  await page.click("a:has-text('Delete…')");
  await page.click("button:has-text('Delete the hunt')");
  await page.waitForURL("**/my/hunts?done=deleted");
  expect((await server.s.fetch(`/hunts/${created.id}`, { key })).status).toBe(404);
  expect(b.problems).toEqual([]);
}, 120_000);

test("channels are disabled and enabled, made default and deleted only after asking; a signing secret is shown once", async () => {
  const page = await signedInPage();
  await page.goto(server.s.url + "/my/channels");
  // The destination each channel type takes is listed beside the form.
  const forms = (await page.locator("h3:has-text('Destination forms') + dl").textContent())!;
  for (const type of ["webhook", "telegram", "discord", "slack", "ntfy", "email"]) expect(forms).toContain(type);
  for (const label of ["First hook", "Second hook"]) {
    await page.selectOption("#f-channel_type", "webhook");
    await page.fill("#f-label", label);
    await page.fill("#f-notify_url", `http://127.0.0.1:${receiver.port}/${label.split(" ")[0]}`);
    await page.click("button:has-text('Add channel')");
    await page.waitForSelector("#webhook-secret");
  }
  await page.goto(server.s.url + "/my/channels");
  expect(await page.locator("#webhook-secret").count()).toBe(0);
  await checkPage(b, page, "manage-07-channels");
  type Channels = { channels: { id: string; label: string; enabled: boolean; is_default: boolean }[] };
  const byLabel = async (label: string) => (await api<Channels>("/users/me/channels")).channels.find((c) => c.label === label)!;
  const row = (label: string) => page.locator(`tbody tr:has(strong:text-is('${label}'))`);

  await page.click("button:has-text('Disable First hook')");
  await page.waitForURL("**done=channel-saved");
  await expect(row("First hook").locator("td").nth(1).textContent()).resolves.toContain("disabled");
  expect(await byLabel("First hook")).toMatchObject({ enabled: false });
  await page.click("button:has-text('Enable First hook')");
  await page.waitForURL("**done=channel-saved");
  expect(await byLabel("First hook")).toMatchObject({ enabled: true });

  const defaultBefore = (await byLabel("Second hook")).is_default;
  expect(defaultBefore).toBe(false);
  await page.click("button:has-text('Make default: Second hook')");
  await page.waitForURL("**done=channel-saved");
  expect(await byLabel("Second hook")).toMatchObject({ is_default: true });
  await expect(row("Second hook").locator("td").nth(1).textContent()).resolves.toContain("default");

  const first = await byLabel("First hook");
  await row("First hook").locator("a:has-text('Delete…')").click();
  await page.waitForURL(`**/my/channels/${first.id}/delete`);
  await checkPage(b, page, "manage-08-channel-delete-confirm");
  await page.click("button:has-text('Delete the channel')");
  await page.waitForURL("**done=channel-deleted");
  expect((await api<Channels>("/users/me/channels")).channels.map((c) => c.label)).toEqual(["Second hook"]);
  expect(b.problems).toEqual([]);
}, 120_000);

test("the channels page offers the homelab types with their URL forms; a Gotify channel added there gets the Test button's sample alert", async () => {
  const page = await signedInPage();
  await page.goto(server.s.url + "/my/channels");
  const options = await page.locator("#f-channel_type option").allTextContents();
  const forms = (await page.locator("h3:has-text('Destination forms') + dl").textContent())!;
  const help: Record<string, string> = {
    apprise: "apprise://host:8000/KEY (apprises:// for HTTPS) or http://host:8000/notify/KEY: your Apprise API server, which reaches 100+ services",
    gotify: "gotify://host/APP_TOKEN (gotifys:// for HTTPS); ALERTs go at priority 8",
    pushover: "pover://USER_KEY@APP_TOKEN",
    matrix: "matrixs://ACCESS_TOKEN@matrix.example.org/#room",
    homeassistant: "https://ha.local:8123/api/webhook/ID, or hassio://ha.local/LONG_LIVED_TOKEN",
    mattermost: "mmosts://host/HOOK_ID (mmost:// for HTTP) or the incoming webhook URL",
    msteams: "the incoming webhook URL Teams gives the channel",
  };
  for (const [type, text] of Object.entries(help)) {
    expect(options).toContain(type);
    expect(forms).toContain(text);
  }

  // A URL of the wrong form: the error names the form and the field keeps nothing secret.
  await page.selectOption("#f-channel_type", "gotify");
  await page.fill("#f-label", "Phone");
  await page.fill("#f-notify_url", "gotify://push.example.com/");
  await page.click("button:has-text('Add channel')");
  await expect(page.locator(".problem[role=alert]").textContent()).resolves.toContain("gotify://host/token");

  await page.selectOption("#f-channel_type", "gotify");
  await page.fill("#f-label", "Phone");
  await page.fill("#f-notify_url", `gotify://127.0.0.1:${receiver.port}/AqLq0m3PvYxkT.Z`);
  await page.click("button:has-text('Add channel')");
  await page.waitForSelector("text=Channel “Phone” added.");
  const row = page.locator("tbody tr:has(strong:text-is('Phone'))");
  await expect(row.textContent()).resolves.toContain(`gotify://127.0.0.1:${receiver.port}/••••`);
  await checkPage(b, page, "manage-08b-channels-gotify");

  const before = receiver.received.length;
  await page.click("button:has-text('Test Phone')");
  await page.waitForSelector("#test-outcome");
  await expect(page.locator("#test-outcome").textContent()).resolves.toContain("Test through “Phone”: delivered (HTTP 200): sent to Gotify");
  expect(receiver.received.length).toBe(before + 1);
  const sent = JSON.parse(receiver.received.at(-1)!.body);
  expect(sent.title).toBe("TEST ALERT 100/100 · Test message from Rackhunt: this channel works");
  expect(sent.priority).toBe(8);
  expect(sent.message).toContain("$139.00 per unit · Verdict BUY: p12, median $181.00 · Auction ends in 3 h");
  expect(b.problems).toEqual([]);
}, 120_000);

test("a missing hunt or component is a 404 page that passes the same checks", async () => {
  const page = await signedInPage();
  const missing = await page.goto(`${server.s.url}/my/hunts/${crypto.randomUUID()}`);
  expect(missing!.status()).toBe(404);
  await checkPage(b, page, "manage-09-not-found");
  const component = await page.goto(`${server.s.url}/prices/hdd/no-such-drive`);
  expect(component!.status()).toBe(404);
  // Chromium reports a 404 document on the console as a failed resource; nothing else may appear.
  const expected = (p: string) => p.includes("Failed to load resource: the server responded with a status of 404 (Not Found)");
  expect(b.problems.filter(expected).length).toBe(2);
  expect(b.problems.filter((p) => !expected(p))).toEqual([]);
}, 60_000);
