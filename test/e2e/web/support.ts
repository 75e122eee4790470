import type { Page } from "playwright-core";
import { expect } from "bun:test";
import { printedKey, rackhunt } from "../../support/cli.ts";
import { startScanningServer } from "../hunts/helpers.ts";
import { openBrowser, type TestBrowser } from "./browser.ts";

/** Hunts whose scans of the recorded sites give trusted markets (sold comparables) and deals. */
export const MARKET_QUERIES = ["8tb sas hdd", "ddr4 rdimm 32gb", "xeon 6148", "connectx-4 nic", "epyc"];
/** A variant the recorded sold pages price well: its page has a trusted benchmark. */
export const HE8 = { category: "hdd", id: "hgst-ultrastar-he8-huh728080al5200" };

/**
 * The real server on a loopback port scanning the recorded sites, with a market: an operator's
 * account (made with the CLI) runs hunts over the API so price history and deals exist.
 */
export async function startWebServer(env: Record<string, string> = {}) {
  const started = await startScanningServer(undefined, { RACKHUNT_ALLOW_PRIVATE_DESTINATIONS: "on", ...env });
  const { s } = started;
  const key = printedKey(cli(s.db.env, ["user", "create", "--email", "market@example.com", "--tier", "lifetime"]));
  for (const q of MARKET_QUERIES) {
    const hunt = (await (await s.fetch("/hunts", { method: "POST", key, json: { name: q, config: { query: q } } })).json()) as { id: string };
    expect((await s.fetch(`/hunts/${hunt.id}/scan`, { method: "POST", key })).status).toBe(200);
  }
  return { ...started, marketKey: key };
}

export type WebServer = Awaited<ReturnType<typeof startWebServer>>;

/** A webhook receiver on loopback that keeps every delivery. */
export function startReceiver() {
  const received: { headers: Headers; body: string }[] = [];
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(req) {
      received.push({ headers: req.headers, body: await req.text() });
      return new Response("ok");
    },
  });
  return { port: server.port, received, stop: () => server.stop(true) };
}
export type Receiver = ReturnType<typeof startReceiver>;

/** What a browser test file runs against. */
export interface WebSuite {
  server: WebServer;
  b: TestBrowser;
  receiver: Receiver;
  /** The account's API key ("" without an account). */
  key: string;
}

/**
 * A browser test file's world: the web server with its market, a real Chromium, a webhook
 * receiver and, when asked, an account. Sign-up is the operator's: the CLI makes the account
 * and, when a password is given, sets it.
 */
export async function openWebSuite(account?: { email: string; tier?: string; password?: string }): Promise<WebSuite> {
  const server = await startWebServer();
  const b = await openBrowser();
  const receiver = startReceiver();
  let key = "";
  if (account) {
    key = printedKey(cli(server.s.db.env, ["user", "create", "--email", account.email, "--tier", account.tier ?? "pro"]));
    if (account.password) cli(server.s.db.env, ["user", "set-password", account.email], `${account.password}\n`);
  }
  return { server, b, receiver, key };
}

/** Close what openWebSuite started (whatever of it did start). */
export async function closeWebSuite(suite: WebSuite | undefined): Promise<void> {
  await suite?.b.close();
  suite?.server.stop();
  suite?.receiver.stop();
}

/** `rackhunt ARGS` against the test server's database, as the operator runs it. */
export function cli(database: string | Record<string, string>, args: string[], stdin?: string) {
  const env = typeof database === "string" ? { RACKHUNT_DB: database } : database;
  const run = rackhunt(args, { env, stdin });
  if (run.code !== 0) throw new Error(`rackhunt ${args.join(" ")} failed: ${run.out} ${run.err}`);
  return run;
}

/**
 * What every page visited must pass: saved as a screenshot, and axe-core finds no serious or
 * critical violation. Console errors are checked once per test from `b.problems`.
 */
export async function checkPage(b: TestBrowser, page: Page, name: string): Promise<void> {
  await page.waitForLoadState("networkidle");
  await b.shot(page, name);
  const violations = await b.axe(page);
  expect({ page: name, violations }).toEqual({ page: name, violations: [] });
}

/** Mark the page's window: a full page load forgets the mark, an htmx swap keeps it (see pageKept). */
export const markPage = (page: Page) => page.evaluate(() => ((globalThis as { keptPage?: boolean }).keptPage = true));
/** Whether the page marked by markPage is still the same document. */
export const pageKept = (page: Page) => page.evaluate(() => (globalThis as { keptPage?: boolean }).keptPage === true);

/** Sign in through the form with email and password. */
/** Sign in with an API key and open the new-hunt form, as a user starting a hunt does. */
export async function openNewHuntForm(page: Page, url: string, key: string): Promise<void> {
  await page.goto(`${url}/signin`);
  await page.fill("#key-api_key", key);
  await page.click("button:has-text('Sign in with the key')");
  await page.waitForURL("**/my/hunts");
  await page.click("a:has-text('New hunt')");
  await page.waitForURL("**/my/hunts/new");
}

export async function signInWithPassword(page: Page, url: string, email: string, password: string): Promise<void> {
  await page.goto(`${url}/signin`);
  await page.fill("#pw-email", email);
  await page.fill("#pw-password", password);
  await page.click("button:has-text('Sign in')");
}
