import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { printedKey, rackhunt } from "../../support/cli.ts";
import { startServer, type TestServer } from "../../support/server.ts";
import { WebClient } from "../web/web-client.ts";

// Issue 25, point 1: a key that leaked is contained by replacing it. A web session signed in with
// a key remembers that key and ends with it, however the key is replaced or the account disabled;
// a session made with another credential (a password) is not the leaked key's.
const PASSWORD = "a passphrase long enough";
let s: TestServer;

beforeAll(async () => {
  s = await startServer({ RACKHUNT_RATE_LIMITS: "off" });
});
afterAll(() => s.stop());

/** `rackhunt ARGS` on the test server's database; fails the test when it fails. */
function cli(args: string[], stdin?: string) {
  const run = rackhunt(args, { env: s.db.env, stdin });
  expect({ args, code: run.code, err: run.err }).toEqual({ args, code: 0, err: "" });
  return run;
}

/** A browser signed in with an API key, as an attacker holding a leaked key would be. */
async function signedInWithKey(key: string): Promise<WebClient> {
  const browser = new WebClient(s.url);
  await browser.page("/signin");
  expect((await browser.post("/signin/key", { api_key: key })).location).toBe("/my/hunts");
  expect((await browser.page("/my/hunts")).status).toBe(200);
  return browser;
}

/** The session is over: pages send it to sign in, and the key form mints nothing. */
async function expectSignedOut(browser: WebClient, workingKey: string): Promise<void> {
  const page = await browser.page("/my/account");
  expect(page.status).toBe(303);
  expect(page.location).toStartWith("/signin");
  const minted = await browser.post("/my/account/api-key");
  expect(minted.status).toBe(403);
  expect(minted.html).not.toMatch(/rh_[A-Za-z0-9_-]{43}/);
  // The owner's current key still works: nothing replaced it.
  expect((await s.fetch("/account/me", { key: workingKey })).status).toBe(200);
}

describe("a leaked key is contained by replacing it", () => {
  test("POST /account/api-key ends the web sessions made with the old key; one made with the new key works", async () => {
    const leaked = printedKey(cli(["user", "create", "--email", "rotate@example.com"]));
    const attacker = await signedInWithKey(leaked);
    const rotated = await s.fetch("/account/api-key", { method: "POST", key: leaked });
    expect(rotated.status).toBe(200);
    const fresh = ((await rotated.json()) as { api_key: string }).api_key;
    await expectSignedOut(attacker, fresh);
    expect((await (await signedInWithKey(fresh)).page("/my/account")).status).toBe(200);
  });

  test("`rackhunt user reset-key` ends the web sessions made with the old key", async () => {
    const leaked = printedKey(cli(["user", "create", "--email", "reset@example.com"]));
    const attacker = await signedInWithKey(leaked);
    const fresh = printedKey(cli(["user", "reset-key", "reset@example.com"]));
    await expectSignedOut(attacker, fresh);
  });

  test("`rackhunt user disable` ends the web sessions made with the key", async () => {
    const leaked = printedKey(cli(["user", "create", "--email", "disable@example.com"]));
    const attacker = await signedInWithKey(leaked);
    cli(["user", "disable", "disable@example.com"]);
    expect((await attacker.page("/my/hunts")).status).toBe(303);
    expect((await attacker.post("/my/account/api-key")).status).toBe(403);
    expect((await s.fetch("/account/me", { key: leaked })).status).toBe(401);
  });

  test("a session made with a password outlives a key replacement: the key was not how it signed in", async () => {
    const key = printedKey(cli(["user", "create", "--email", "both@example.com"]));
    cli(["user", "set-password", "both@example.com"], `${PASSWORD}\n`);
    const owner = new WebClient(s.url);
    expect(await owner.signIn("both@example.com", PASSWORD)).toBe("/my/hunts");
    const attacker = await signedInWithKey(key);
    const fresh = printedKey(cli(["user", "reset-key", "both@example.com"]));
    await expectSignedOut(attacker, fresh);
    expect((await owner.page("/my/account")).status).toBe(200);
  });

  test("a new key issued on the account page keeps that session, and ends the other sessions of the old key", async () => {
    const leaked = printedKey(cli(["user", "create", "--email", "web@example.com"]));
    const attacker = await signedInWithKey(leaked);
    const owner = await signedInWithKey(leaked);
    await owner.page("/my/account");
    const issued = await owner.post("/my/account/api-key");
    expect(issued.status).toBe(200);
    const fresh = issued.html.match(/id="new-api-key">(rh_[A-Za-z0-9_-]{43})</)![1]!;
    expect((await owner.page("/my/account")).status).toBe(200);
    await expectSignedOut(attacker, fresh);
    expect((await s.fetch("/account/me", { key: leaked })).status).toBe(401);
  });
});
