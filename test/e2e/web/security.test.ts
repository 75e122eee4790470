import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createHmac } from "node:crypto";
import * as OTPAuth from "otpauth";
import { manualClock } from "../../../server/src/clock.ts";
import { CLI, printedKey, rackhunt } from "../../support/cli.ts";
import { startServer } from "../../support/server.ts";
import { cli, startWebServer } from "./support.ts";
import { WebClient } from "./web-client.ts";

const PASSWORD = "a passphrase long enough";

describe("accounts, sessions and forms", () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  const keys: Record<string, string> = {};
  const ids: { hunt: string; result: string; channel: string } = { hunt: "", result: "", channel: "" };
  const receiver = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response("ok") });

  beforeAll(async () => {
    server = await startWebServer();
    for (const who of ["alice", "bob"]) {
      keys[who] = printedKey(cli(server.s.db.env, ["user", "create", "--email", `${who}@example.com`, "--tier", "pro"]));
      cli(server.s.db.env, ["user", "set-password", `${who}@example.com`], `${PASSWORD}\n`);
    }
    // Alice's hunt (scanned, so it has results) and channel, made over the API.
    const hunt = (await (await server.s.fetch("/hunts", { method: "POST", key: keys.alice, json: { name: "Alice's EPYC", config: { query: "epyc" } } })).json()) as { id: string };
    ids.hunt = hunt.id;
    const feed = (await (await server.s.fetch(`/hunts/results?hunt_id=${hunt.id}`, { key: keys.alice })).json()) as { items: { id: string }[] };
    ids.result = feed.items[0]!.id;
    const channel = (await (await server.s.fetch("/users/me/channels", { method: "POST", key: keys.alice, json: { label: "Alice hook", channel_type: "webhook", notify_url: `http://127.0.0.1:${receiver.port}/a` } })).json()) as { id: string };
    ids.channel = channel.id;
  }, 120_000);

  afterAll(() => {
    server?.stop();
    receiver.stop(true);
  });

  test("a session of one account never reads another's hunt, result or channel pages: 404, and nothing changes", async () => {
    const alice = new WebClient(server.s.url);
    expect(await alice.signIn("alice@example.com", PASSWORD)).toBe("/my/hunts");
    expect((await alice.page(`/my/hunts/${ids.hunt}`)).status).toBe(200);
    expect((await alice.page(`/my/results/${ids.result}`)).status).toBe(200);

    const bob = new WebClient(server.s.url);
    expect(await bob.signIn("bob@example.com", PASSWORD)).toBe("/my/hunts");
    await bob.page("/my/hunts");
    for (const path of [`/my/hunts/${ids.hunt}`, `/my/hunts/${ids.hunt}/delete`, `/my/results/${ids.result}`, `/my/channels/${ids.channel}/delete`]) {
      const r = await bob.page(path);
      expect({ path, status: r.status }).toEqual({ path, status: 404 });
      expect(r.html).not.toContain("Alice");
    }
    for (const path of [`/my/hunts/${ids.hunt}/delete`, `/my/hunts/${ids.hunt}/scan`, `/my/hunts/${ids.hunt}/feed`, `/my/hunts/${ids.hunt}/stop`, `/my/channels/${ids.channel}/test`, `/my/channels/${ids.channel}/delete`]) {
      await bob.page("/my/hunts");
      const r = await bob.post(path);
      expect({ path, status: r.status }).toEqual({ path, status: 404 });
    }
    expect((await bob.page(`/my/results?hunt_id=${ids.hunt}`)).html).toContain("Nothing here yet");
    expect((await bob.page("/my/hunts")).html).not.toContain("Alice's EPYC");
    // Alice's things are all still there, unchanged.
    expect(await (await server.s.fetch(`/hunts/${ids.hunt}`, { key: keys.alice })).json()).toMatchObject({ active: true, name: "Alice's EPYC" });
    expect(((await (await server.s.fetch("/users/me/channels", { key: keys.alice })).json()) as { channels: unknown[] }).channels).toHaveLength(1);
  }, 60_000);

  test("forms without this session's CSRF token are refused and change nothing", async () => {
    const alice = new WebClient(server.s.url);
    await alice.signIn("alice@example.com", PASSWORD);
    const bob = new WebClient(server.s.url);
    await bob.signIn("bob@example.com", PASSWORD);
    await bob.page("/my/hunts");
    await alice.page("/my/hunts");
    for (const csrf of [null, "", "forged-token-of-forty-three-characters-xxxx", bob.csrf]) {
      expect((await alice.post(`/my/hunts/${ids.hunt}/delete`, {}, csrf)).status).toBe(403);
      expect((await alice.post("/my/account/api-key", {}, csrf)).status).toBe(403);
      expect((await alice.post("/my/hunts", { name: "forged", "config.query": "forged" }, csrf)).status).toBe(403);
    }
    expect((await server.s.fetch(`/hunts/${ids.hunt}`, { key: keys.alice })).status).toBe(200);
    expect((await server.s.fetch("/account/me", { key: keys.alice })).status).toBe(200);
    expect(((await (await server.s.fetch("/hunts", { key: keys.alice })).json()) as unknown[]).length).toBe(1);
    // The sign-in form too: its token must match this browser's cookie.
    const stranger = new WebClient(server.s.url);
    expect((await stranger.post("/signin", { email: "alice@example.com", password: PASSWORD }, "made-up")).status).toBe(403);
    expect(stranger.cookies.has("rh_session")).toBe(false);
  }, 60_000);

  test("a revoked session is signed out at once; so are the others on a password change, and all on `user disable`", async () => {
    const one = new WebClient(server.s.url);
    const two = new WebClient(server.s.url);
    const three = new WebClient(server.s.url);
    for (const c of [one, two, three]) expect(await c.signIn("bob@example.com", PASSWORD)).toBe("/my/hunts");
    const account = await one.page("/my/account");
    const revoke = [...account.html.matchAll(/action="(\/my\/account\/sessions\/[0-9a-f-]{36}\/revoke)"/g)].map((m) => m[1]!);
    expect(revoke.length).toBeGreaterThanOrEqual(2);
    // Which of them is browser two: revoke until its next request is refused.
    await two.page("/my/hunts");
    for (const action of revoke) {
      await one.page("/my/account");
      await one.post(action);
      if ((await two.page("/my/hunts")).status !== 200) break;
    }
    const after = await two.page("/my/hunts");
    expect(after.status).toBe(303);
    expect(after.location).toStartWith("/signin");
    expect((await two.post("/my/hunts", { name: "x" })).status).toBe(403);
    expect((await one.page("/my/hunts")).status).toBe(200);

    // A new password signs out every other session at once.
    const four = new WebClient(server.s.url);
    await four.signIn("bob@example.com", PASSWORD);
    await one.page("/my/account");
    expect((await one.post("/my/account/password", { current_password: PASSWORD, new_password: `${PASSWORD}!`, confirm_password: `${PASSWORD}!` })).html).toContain("Password saved");
    expect((await four.page("/my/hunts")).status).toBe(303);
    expect((await one.page("/my/hunts")).status).toBe(200);
    expect(((await (await server.s.fetch("/account/me", { key: keys.bob })).json()) as { has_password: boolean }).has_password).toBe(true);

    // The operator disables the account: its sessions end and it cannot sign in again.
    cli(server.s.db.env, ["user", "disable", "bob@example.com"]);
    expect((await one.page("/my/hunts")).status).toBe(303);
    const again = new WebClient(server.s.url);
    await again.page("/signin");
    expect((await again.post("/signin", { email: "bob@example.com", password: `${PASSWORD}!` })).status).toBe(401);
  }, 60_000);

  test("a password needs 10 characters, on the CLI and on the account page", async () => {
    const short = rackhunt(["user", "set-password", "alice@example.com"], { env: server.s.db.env, stdin: "too short\n" });
    expect(short.code).not.toBe(0);
    expect(short.err).toContain("at least 10 characters");
    const alice = new WebClient(server.s.url);
    await alice.signIn("alice@example.com", PASSWORD);
    await alice.page("/my/account");
    const refused = await alice.post("/my/account/password", { current_password: PASSWORD, new_password: "short", confirm_password: "short" });
    expect(refused.html).toContain("The password needs at least 10 characters");
    expect(await new WebClient(server.s.url).signIn("alice@example.com", PASSWORD)).toBe("/my/hunts");
  }, 60_000);

  test("`user set-password` asks at a terminal and never echoes what is typed", async () => {
    const ttyKey = printedKey(cli(server.s.db.env, ["user", "create", "--email", "tty@example.com"]));
    // A session signed in with the key: a new password set by the operator signs it out.
    const before = new WebClient(server.s.url);
    await before.page("/signin");
    expect((await before.post("/signin/key", { api_key: ttyKey })).location).toBe("/my/hunts");
    // A terminal for the CLI: util-linux `script` runs it on a pseudo-terminal fed by our pipe.
    const proc = Bun.spawn(["script", "-qec", `'${process.execPath}' '${CLI}' user set-password tty@example.com`, "/dev/null"], {
      env: { ...process.env, ...server.s.db.env, RACKHUNT_LOG_LEVEL: "warn" },
      stdin: "pipe",
      stdout: "pipe",
    });
    let screen = "";
    let typed = false;
    const decoder = new TextDecoder();
    const reader = proc.stdout.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      screen += decoder.decode(next.value);
      // Typed only once the prompt shows, as a person would.
      if (!typed && screen.includes("New password: ")) {
        proc.stdin.write(`${PASSWORD} typed at the prompt\n`);
        proc.stdin.flush();
        typed = true;
      }
    }
    expect(await proc.exited).toBe(0);
    expect(screen).toContain("tty@example.com: password set");
    expect(screen).toContain("(1 web sessions signed out)");
    expect((await before.page("/my/hunts")).status).toBe(303);
    expect(screen).not.toContain(PASSWORD);
    expect(await new WebClient(server.s.url).signIn("tty@example.com", `${PASSWORD} typed at the prompt`)).toBe("/my/hunts");
  }, 60_000);

  /** A new account with a password, signed in, that has just asked to set up two-step sign-in. */
  async function startTotp(email: string) {
    cli(server.s.db.env, ["user", "create", "--email", email]);
    cli(server.s.db.env, ["user", "set-password", email], `${PASSWORD}\n`);
    const c = new WebClient(server.s.url);
    await c.signIn(email, PASSWORD);
    await c.page("/my/account");
    const setup = await c.post("/my/account/totp/start");
    return { c, setup, secret: setup.html.match(/id="totp-secret">([A-Z2-7]+)</)![1]! };
  }

  test("a TOTP code works once; a recovery code works once; wrong codes are refused", async () => {
    const email = "carol@example.com";
    const { c, secret } = await startTotp(email);
    const app = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
    expect((await c.post("/my/account/totp/confirm", { code: "000000" === app.generate() ? "111111" : "000000" })).html).toContain("does not match");
    const enrolment = app.generate();
    const done = await c.post("/my/account/totp/confirm", { code: enrolment });
    const recovery = [...done.html.matchAll(/<li>([a-z2-7]{5}-[a-z2-7]{5})<\/li>/g)].map((m) => m[1]!);
    expect(recovery).toHaveLength(10);

    const next = new WebClient(server.s.url);
    expect(await next.signIn(email, PASSWORD)).toStartWith("/signin/code");
    // Before the second step the session can open nothing.
    expect((await next.page("/my/hunts")).status).toBe(303);
    await next.page("/signin/code");
    expect((await next.post("/signin/code", { code: enrolment })).status).toBe(401);
    expect((await next.post("/signin/code", { code: recovery[0]! })).location).toBe("/my/hunts");
    expect((await next.page("/my/hunts")).status).toBe(200);

    const third = new WebClient(server.s.url);
    await third.signIn(email, PASSWORD);
    await third.page("/signin/code");
    expect((await third.post("/signin/code", { code: recovery[0]! })).status).toBe(401);
    expect((await third.post("/signin/code", { code: app.generate({ timestamp: Date.now() + 30_000 }) })).location).toBe("/my/hunts");
  }, 60_000);

  test("codes of an RFC 6238 authenticator (HMAC-SHA1 over the 30 s step, not the server's library) turn TOTP on and sign in; the app link carries the same secret", async () => {
    const email = "dave@example.com";
    const { c, setup, secret } = await startTotp(email);
    const link = new URL(setup.html.match(/href="(otpauth:[^"]+)"/)![1]!.replaceAll("&amp;", "&"));
    expect([link.protocol + link.host + link.pathname, ...["secret", "issuer", "algorithm", "digits", "period"].map((k) => link.searchParams.get(k))]).toEqual([
      "otpauth:totp/Rackhunt:dave%40example.com", secret, "Rackhunt", "SHA1", "6", "30",
    ]);
    expect((await c.post("/my/account/totp/confirm", { code: rfc6238(secret, Date.now()) })).html).toContain('id="recovery-codes"');
    const next = new WebClient(server.s.url);
    expect(await next.signIn(email, PASSWORD)).toStartWith("/signin/code");
    await next.page("/signin/code");
    expect((await next.post("/signin/code", { code: rfc6238(secret, Date.now() + 30_000) })).location).toBe("/my/hunts");
  }, 60_000);
});

describe("limits", () => {
  test("sign-in attempts are limited per account (10) and per address (20) in 15 minutes, even with the right password", async () => {
    // Attempts start at the beginning of a 15-minute window of the limiter.
    const WINDOW = 15 * 60_000;
    const clock = manualClock(Math.ceil(Date.now() / WINDOW) * WINDOW);
    const s = await startServer({}, clock);
    try {
      cli(s.db.env, ["user", "create", "--email", "dave@example.com"]);
      cli(s.db.env, ["user", "set-password", "dave@example.com"], `${PASSWORD}\n`);
      const c = new WebClient(s.url);
      await c.page("/signin");
      for (let i = 0; i < 10; i++) expect((await c.post("/signin", { email: "dave@example.com", password: `wrong ${i} password` })).status).toBe(401);
      const refused = await c.post("/signin", { email: "dave@example.com", password: PASSWORD });
      expect(refused.status).toBe(429);
      expect(refused.html).toContain("Too many sign-in attempts");
      expect(c.cookies.has("rh_session")).toBe(false);
      // Per address too: 20 attempts in all, whichever accounts they name.
      for (let i = 11; i < 20; i++) expect((await c.post("/signin", { email: `someone${i}@example.com`, password: "wrong password" })).status).toBe(401);
      expect((await c.post("/signin", { email: "other@example.com", password: "wrong password" })).status).toBe(429);
      // Still refused 14 minutes on; after the half hour the page asks for, the right password works.
      clock.advance(14 * 60_000);
      const later = await c.post("/signin", { email: "dave@example.com", password: PASSWORD });
      expect(later.status).toBe(429);
      expect(later.html).toContain("wait up to half an hour");
      clock.advance(16 * 60_000);
      expect((await c.post("/signin", { email: "dave@example.com", password: PASSWORD })).location).toBe("/my/hunts");
    } finally {
      await s.stop();
    }
  }, 60_000);

  test("a public page view counts once against the free daily quota (assets never); signed in, nothing is counted", async () => {
    const s = await startServer({ RACKHUNT_PAYMENTS: "local", RACKHUNT_PUBLIC_FREE_PER_DAY: "2", RACKHUNT_RATE_LIMITS: "off" });
    try {
      const anon = new WebClient(s.url);
      const home = await anon.page("/");
      expect(home.status).toBe(200);
      for (const asset of home.html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)) expect((await anon.get(asset[1]!)).status).toBe(200);
      expect((await anon.page("/deals")).status).toBe(200);
      const third = await anon.page("/prices/hdd");
      expect(third.status).toBe(402);
      expect(third.html).toContain("free public page views");
      // The public API shares the quota.
      expect((await s.fetch("/api/public/prices")).status).toBe(402);

      cli(s.db.env, ["user", "create", "--email", "erin@example.com"]);
      cli(s.db.env, ["user", "set-password", "erin@example.com"], `${PASSWORD}\n`);
      const signed = new WebClient(s.url);
      await signed.signIn("erin@example.com", PASSWORD);
      for (const path of ["/", "/deals", "/prices/hdd", "/search?q=epyc"]) expect((await signed.page(path)).status).toBe(200);
    } finally {
      await s.stop();
    }
  }, 60_000);

  test("the session cookie is HttpOnly and SameSite=Lax, and Secure when the site is served over https", async () => {
    for (const [env, secure] of [[{}, false], [{ RACKHUNT_PUBLIC_URL: "https://rackhunt.example" }, true]] as const) {
      const s = await startServer(env);
      try {
        cli(s.db.env, ["user", "create", "--email", "fay@example.com"]);
        cli(s.db.env, ["user", "set-password", "fay@example.com"], `${PASSWORD}\n`);
        const c = new WebClient(s.url);
        await c.page("/signin");
        const res = await fetch(`${s.url}/signin`, {
          method: "POST",
          redirect: "manual",
          headers: { Cookie: `rh_form=${c.cookies.get("rh_form")}`, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ csrf: c.csrf, email: "fay@example.com", password: PASSWORD }),
        });
        const set = res.headers.getSetCookie().find((x) => x.startsWith("rh_session=") && !x.startsWith("rh_session=;"))!;
        expect(set).toContain("HttpOnly");
        expect(set).toContain(`Max-Age=${30 * 86_400}`);
        expect(set).toContain("SameSite=Lax");
        expect(set.includes("Secure")).toBe(secure);
      } finally {
        await s.stop();
      }
    }
  }, 60_000);
});

/** RFC 6238 with RFC 4226's truncation, from the RFCs: the independent authenticator the server must agree with. */
function rfc6238(secretBase32: string, nowMs: number): string {
  const bits = [...secretBase32].map((ch) => "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567".indexOf(ch).toString(2).padStart(5, "0")).join("");
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(nowMs / 30_000)));
  const mac = createHmac("sha1", key).update(counter).digest();
  return String((mac.readUInt32BE(mac[19]! & 0x0f) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}
