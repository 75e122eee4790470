import { afterEach, describe, expect, test } from "bun:test";
import { verifyWebhookSignature } from "../../../server/src/notify/index.ts";
import type { TestServer } from "../../support/server.ts";
import { deadPort, delayed, useReceivers } from "../notify/helpers/receiver.ts";
import { startSmtp } from "../notify/helpers/smtp.ts";
import { createChannel, loopbackOnlyFetch, serverWithUser } from "./helpers.ts";

const receiver = useReceivers();
const servers: TestServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.stop();
});
async function setup(env: Record<string, string> = {}) {
  const made = await serverWithUser("lifetime", env);
  servers.push(made.s);
  return made;
}
type TestResult = { ok: boolean; status: number | null; detail: string };
const runTest = async (s: TestServer, key: string, id: string) => {
  const res = await s.fetch(`/users/me/channels/${id}/test`, { method: "POST", key });
  expect(res.status).toBe(200);
  return (await res.json()) as TestResult;
};

describe("POST /users/me/channels/{id}/test", () => {
  test("a live webhook receives one signed test message", async () => {
    const { s, key } = await setup();
    const r = receiver();
    const ch = await createChannel(s, key, { channel_type: "webhook", notify_url: `${r.base}/hooks/in` });
    expect(ch.webhook_secret).toMatch(/^whsec_/);
    expect(await runTest(s, key, ch.id)).toEqual({ ok: true, status: 200, detail: "webhook answered 200" });
    expect(r.requests).toHaveLength(1);
    const got = r.requests[0]!;
    expect(got.path).toBe("/hooks/in");
    expect(got.headers.get("rackhunt-event")).toBe("test");
    expect(JSON.parse(got.body)).toMatchObject({ kind: "test", hunt: { name: "ch" } });
    expect(await verifyWebhookSignature(got.body, got.headers.get("rackhunt-signature"), ch.webhook_secret!)).toBe(true);
    expect(await verifyWebhookSignature(got.body, got.headers.get("rackhunt-signature"), "whsec_wrong")).toBe(false);
    // The secret is shown once: never in later reads.
    expect(JSON.stringify(await (await s.fetch("/users/me/channels", { key })).json())).not.toContain(ch.webhook_secret!);
  });

  test("a dead destination, a 500 and a slow one are reported, not raised", async () => {
    const { s, key } = await setup({ RACKHUNT_DELIVERY_TIMEOUT_MS: "300" });
    const dead = await createChannel(s, key, { channel_type: "webhook", notify_url: `http://127.0.0.1:${deadPort()}/hook` });
    const down = await runTest(s, key, dead.id);
    expect(down.ok).toBe(false);
    expect(down.status).toBeNull();
    expect(down.detail).toContain("unreachable");

    const failing = receiver(() => new Response("boom", { status: 500 }));
    const ch500 = await createChannel(s, key, { channel_type: "webhook", notify_url: `${failing.base}/hook` });
    expect(await runTest(s, key, ch500.id)).toMatchObject({ ok: false, status: 500 });

    const slow = receiver(() => delayed(1_000, () => new Response("late")));
    const chSlow = await createChannel(s, key, { channel_type: "webhook", notify_url: `${slow.base}/hook` });
    const late = await runTest(s, key, chSlow.id);
    expect(late).toMatchObject({ ok: false, status: null });
    expect(late.detail).toContain("within 300 ms");
  });

  test("a vendor echoing the token in its error body: the detail is scrubbed", async () => {
    const { s, key } = await setup();
    const token = "555666777:AAHvendorEchoedSecretToken_0123456789";
    const r = receiver((req) => Response.json({ ok: false, error_code: 401, description: `Unauthorized for ${req.path}` }, { status: 401 }));
    s.app.services.notify.apiBase = { telegram: r.base };
    const ch = await createChannel(s, key, { channel_type: "telegram", notify_url: `telegram://${token}@-100200300` });
    const result = await runTest(s, key, ch.id);
    expect(r.requests[0]!.path).toBe(`/bot${token}/sendMessage`);
    expect(result).toMatchObject({ ok: false, status: 401 });
    expect(result.detail).not.toContain(token);
    expect(result.detail).not.toContain(token.split(":")[1]!);
    expect(s.logs.join("")).not.toContain(token.split(":")[1]!);
  });

  test("email is sent at once through the operator's SMTP server", async () => {
    const smtp = await startSmtp({ user: "mailer", pass: "mailpass" });
    try {
      const { s, key } = await setup({ RACKHUNT_SMTP_URL: `smtp://mailer:mailpass@127.0.0.1:${smtp.port}`, RACKHUNT_SMTP_FROM: "alerts@rackhunt.test" });
      const ch = await createChannel(s, key, { channel_type: "email", notify_url: "mailto:Alice@Example.com" });
      const result = await runTest(s, key, ch.id);
      expect(result.ok).toBe(true);
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]!.to).toEqual(["Alice@example.com"]);
      expect(smtp.mails[0]!.raw).toContain("Test message from Rackhunt");
    } finally {
      await smtp.stop();
    }
  });

  test("email without SMTP configured is a clear, non-throwing failure", async () => {
    const { s, key } = await setup();
    const ch = await createChannel(s, key, { channel_type: "email", notify_url: "mailto:a@example.com" });
    const result = await runTest(s, key, ch.id);
    expect(result).toMatchObject({ ok: false, status: null });
    expect(result.detail).toContain("RACKHUNT_SMTP_URL");
  });

  test("the test sends a sample alert, with every line a real one carries, through each of the new types", async () => {
    const { s, key } = await setup({ RACKHUNT_TIERS: JSON.stringify({ lifetime: { max_instant_destinations: 20 } }) });
    const room = "!QtykxKocfZaZOUrTwp:matrix.example.org";
    const r = receiver((req) => (req.path.includes("/directory/room/") ? Response.json({ room_id: room }) : Response.json({ status: 1, event_id: "$e" })));
    const host = r.base.slice("http://".length);
    s.app.services.notify.apiBase = { pushover: r.base };
    // Teams URLs are HTTPS only: localhost is dialled on loopback, over plain HTTP to the receiver.
    s.app.services.notify.fetch = ((input: URL, init?: RequestInit) => {
      const url = new URL(input);
      if (url.protocol === "https:") url.protocol = "http:";
      return loopbackOnlyFetch(url, init);
    }) as typeof fetch;
    const channels: [string, string, string][] = [
      ["apprise", `apprise://${host}/rackhunt_key`, "POST /notify/rackhunt_key"],
      ["gotify", `gotify://${host}/AqLq0m3PvYxkT.Z`, "POST /message?token=AqLq0m3PvYxkT.Z"],
      ["pushover", "pover://uQiRzpo4DXghDmr9QzzfQu27cmVRsG@azGDORePK8gMaC0QOYAMyEEuzJnyUi", "POST /1/messages.json"],
      ["matrix", `matrix://syt_dGVzdA_abcdef0123@${host}/#${room}`, `PUT /_matrix/client/v3/rooms/${encodeURIComponent(room)}/send/m.room.message/`],
      ["homeassistant", `http://${host}/api/webhook/rackhunt-test-hook`, "POST /api/webhook/rackhunt-test-hook"],
      ["mattermost", `mmost://${host}/xn8sq4ghs3ddtqxjwe5mhu5g1r`, "POST /hooks/xn8sq4ghs3ddtqxjwe5mhu5g1r"],
      ["msteams", `https://localhost:${r.port}/webhookb2/abc/IncomingWebhook/def`, "POST /webhookb2/abc/IncomingWebhook/def"],
    ];
    for (const [type, notify_url, request] of channels) {
      const ch = await createChannel(s, key, { channel_type: type, notify_url, label: `My ${type}` });
      const before = r.requests.length;
      expect({ type, ...(await runTest(s, key, ch.id)) }).toMatchObject({ type, ok: true });
      const got = r.requests.at(-1)!;
      expect(r.requests.length).toBe(before + 1);
      expect(`${got.method} ${got.path}`).toStartWith(request);
      // JSON escapes aside, the body says what every alert says: title, price per unit, verdict with percentile and median, time left, reason.
      const text = JSON.stringify(JSON.parse(got.body));
      for (const line of ["Test message from Rackhunt", "$139.00 per unit", "Verdict BUY: p12, median $181.00", "Auction ends in 3 h", "This is a test sent from your channel settings"]) {
        expect({ type, has: line, found: text.includes(line) }).toEqual({ type, has: line, found: true });
      }
    }
  });
});
