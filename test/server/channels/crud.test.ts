import { afterEach, describe, expect, test } from "bun:test";
import { decryptSecret, deriveSecretKey } from "../../../server/src/notify/index.ts";
import { startApp, type TestServer } from "../../support/server.ts";
import { createChannel, LOOPBACK_ENV, serverWithUser, testResolver } from "./helpers.ts";

const servers: TestServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.stop();
});
async function setup(tier: string, env: Record<string, string> = {}) {
  const made = await serverWithUser(tier, env, startApp);
  servers.push(made.s);
  return made;
}

const TG = "telegram://987654321:AAHsecretTelegramTokenValue_abcdef@-1009876543210";
const DISCORD = "https://discord.com/api/webhooks/998877665544332211/DiscordSecretTokenValue-0123456789";

describe("channel endpoints", () => {
  test("free tier: email only, one channel, caps answered with 403 tier_limit", async () => {
    const { s, key } = await setup("free");
    const list = await (await s.fetch("/users/me/channels", { key })).json();
    // Every type but email is instant, the new ones too: a free account may not add a Gotify.
    const gotify = await s.fetch("/users/me/channels", { method: "POST", key, json: { label: "g", channel_type: "gotify", notify_url: "gotifys://push.example.com/AqLq0m3PvYxkT.Z" } });
    expect(gotify.status).toBe(403);
    expect(list).toEqual({ channels: [], tier: "free", max_channels: 1, max_instant_destinations: 0, allowed_notification_types: ["email"] });

    const webhook = await s.fetch("/users/me/channels", { method: "POST", key, json: { label: "hook", channel_type: "webhook", notify_url: "https://hooks.example/x" } });
    expect(webhook.status).toBe(403);
    expect(((await webhook.json()) as { code: string }).code).toBe("tier_limit");

    const email = await createChannel(s, key, { channel_type: "email", notify_url: "mailto:alice@example.com" });
    expect(email).toMatchObject({ channel_type: "email", redacted_url: "mailto:al••••@example.com", enabled: true, is_default: false, alerts_sent: 0 });

    const second = await s.fetch("/users/me/channels", { method: "POST", key, json: { label: "two", channel_type: "email", notify_url: "mailto:bob@example.com" } });
    expect(second.status).toBe(403);
    expect(((await second.json()) as { detail: string }).detail).toContain("allows 1 channel and");
  });

  test("pro tier: instant destinations capped at 3, channels at 5; admins are exempt", async () => {
    const { s, key } = await setup("pro");
    for (let i = 0; i < 3; i++) await createChannel(s, key, { channel_type: "ntfy", notify_url: `https://ntfy.example.com/topic_${i}` });
    const fourth = await s.fetch("/users/me/channels", { method: "POST", key, json: { label: "x", channel_type: "slack", notify_url: "https://hooks.slack.com/services/T0ABCDEF/B0GHIJKL/abcdef1234567890" } });
    expect(fourth.status).toBe(403);
    expect(((await fourth.json()) as { detail: string }).detail).toContain("instant destinations");
    // The homelab types are instant destinations too.
    const matrix = await s.fetch("/users/me/channels", { method: "POST", key, json: { label: "x", channel_type: "matrix", notify_url: "matrixs://syt_dGVzdA_abcdef0123@matrix.example.com/#deals" } });
    expect(matrix.status).toBe(403);
    await createChannel(s, key, { channel_type: "email", notify_url: "mailto:a@example.com" });
    await createChannel(s, key, { channel_type: "email", notify_url: "mailto:b@example.com" });
    const sixth = await s.fetch("/users/me/channels", { method: "POST", key, json: { label: "x", channel_type: "email", notify_url: "mailto:c@example.com" } });
    expect(sixth.status).toBe(403);
    const list = (await (await s.fetch("/users/me/channels", { key })).json()) as { channels: unknown[]; allowed_notification_types: string[] };
    expect(list.channels).toHaveLength(5);
    expect(list.allowed_notification_types).toEqual([
      "webhook", "telegram", "discord", "slack", "ntfy", "email", "apprise", "gotify", "pushover", "matrix", "homeassistant", "mattermost", "msteams",
    ]);

    const adminKey = await s.user("root@example.com", { tier: "free", admin: true });
    for (let i = 0; i < 3; i++) await createChannel(s, adminKey, { channel_type: "webhook", notify_url: `https://hooks.example/${i}` });
  });

  test("422 in the validation shape: unknown type, URL of the wrong form, label bounds", async () => {
    const { s, key } = await setup("lifetime");
    const post = (json: unknown) => s.fetch("/users/me/channels", { method: "POST", key, json });
    const unknown = await post({ label: "x", channel_type: "pager", notify_url: "https://x.example/" });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { detail: { loc: unknown[] }[] }).detail[0]!.loc).toEqual(["body", "channel_type"]);

    for (const [type, url] of [["slack", "https://example.com/hook"], ["telegram", "https://t.me/x"], ["email", "alice@example.com"], ["webhook", "ftp://files.example/"]]) {
      const res = await post({ label: "x", channel_type: type, notify_url: url });
      expect(res.status).toBe(422);
      const body = (await res.json()) as { detail: { loc: unknown[]; type: string; input: unknown }[] };
      expect(body.detail[0]).toMatchObject({ loc: ["body", "notify_url"], type: "value_error", input: null });
    }
    const longLabel = await post({ label: "x".repeat(101), channel_type: "email", notify_url: "mailto:a@example.com" });
    expect(longLabel.status).toBe(422);
    const emptyUrl = await post({ label: "x", channel_type: "email", notify_url: "" });
    expect(emptyUrl.status).toBe(422);
  });

  test("the new types: a bad notify_url is a 422 naming the expected form without echoing the URL; a good one is saved redacted", async () => {
    const { s, key } = await setup("lifetime");
    const post = (json: unknown) => s.fetch("/users/me/channels", { method: "POST", key, json });
    const bad: [string, string, string][] = [
      ["gotify", "gotify://push.example.com/", "gotify://host/token"],
      ["gotify", "https://push.example.com/message?token=AqLq0m3PvYxkT.Z", "gotify://host/token"],
      ["pushover", "pover://uQiRzpo4DXghDmr9QzzfQu27cmVRsG", "pover://user_key@app_token"],
      ["apprise", "apprise://apprise.example.com/", "apprise://host/key"],
      ["matrix", "matrixs://matrix.example.com/#deals", "matrixs://access_token@host/#room"],
      ["homeassistant", "hassio://ha.example.com/secret-but-not-a-jwt", "hassio://host/long_lived_token"],
      ["mattermost", "https://chat.example.com/api/SecretHookValue0001", "mmosts://host/token"],
      ["msteams", "http://contoso.webhook.example.com/webhookb2/SecretTeamsPath", "https://<tenant>.webhook.office.com/webhookb2/"],
    ];
    for (const [type, url, form] of bad) {
      const res = await post({ label: "x", channel_type: type, notify_url: url });
      const text = await res.text();
      expect({ type, status: res.status }).toEqual({ type, status: 422 });
      const detail = (JSON.parse(text) as { detail: { loc: unknown[]; msg: string; input: unknown }[] }).detail[0]!;
      expect(detail).toMatchObject({ loc: ["body", "notify_url"], input: null });
      expect(detail.msg).toContain(form);
      for (const secret of ["AqLq0m3PvYxkT", "uQiRzpo4DXghDmr9QzzfQu27cmVRsG", "secret-but-not-a-jwt", "SecretHookValue0001", "SecretTeamsPath"]) expect(text).not.toContain(secret);
    }
    const saved: [string, string, string][] = [
      ["gotify", "gotifys://push.example.com/AqLq0m3PvYxkT.Z", "gotifys://push.example.com/••••"],
      ["pushover", "pover://uQiRzpo4DXghDmr9QzzfQu27cmVRsG@azGDORePK8gMaC0QOYAMyEEuzJnyUi", "pover://••••"],
      ["apprise", "apprises://apprise.example.com/rackhunt_key_42", "apprises://apprise.example.com/••••"],
      ["matrix", "matrixs://syt_c2VjcmV0X3Rva2Vu_abcdef@matrix.example.com/#deals", "matrixs://matrix.example.com/••••"],
      ["homeassistant", "https://ha.example.com/api/webhook/rackhunt-SecretWebhook1", "https://ha.example.com/••••"],
      ["mattermost", "mmosts://chat.example.com/xn8sq4ghs3ddtqxjwe5mhu5g1r", "mmosts://chat.example.com/••••"],
      ["msteams", "https://contoso.webhook.example.com/webhookb2/SecretTeamsPath/IncomingWebhook/x", "https://contoso.webhook.example.com/••••"],
    ];
    for (const [type, url, redacted] of saved) {
      expect(await createChannel(s, key, { channel_type: type, notify_url: url })).toMatchObject({ channel_type: type, redacted_url: redacted });
    }
  });

  test("the new self-hosted types pass the SSRF guard at save time: a name on a private address is refused", async () => {
    const { s, key } = await setup("lifetime", { RACKHUNT_ALLOW_PRIVATE_DESTINATIONS: "off" });
    s.app.services.notify.resolver = async () => ["192.168.1.20"];
    const urls: [string, string][] = [
      ["apprise", "apprise://apprise.lan/deals"],
      ["gotify", "gotify://gotify.lan/AqLq0m3PvYxkT.Z"],
      ["matrix", "matrix://syt_c2VjcmV0X3Rva2Vu_abcdef@synapse.lan/#deals"],
      ["homeassistant", "hassio://homeassistant.lan/eyJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJ0ZXN0In0.c2lnbmF0dXJlX3Rlc3Q"],
      ["mattermost", "mmost://mattermost.lan/xn8sq4ghs3ddtqxjwe5mhu5g1r"],
      ["msteams", "https://teams.lan/webhookb2/abc"],
    ];
    for (const [type, url] of urls) {
      const res = await s.fetch("/users/me/channels", { method: "POST", key, json: { label: "x", channel_type: type, notify_url: url } });
      const body = (await res.json()) as { detail: { msg: string }[] };
      expect({ type, status: res.status, msg: body.detail[0]?.msg }).toEqual({ type, status: 422, msg: expect.stringContaining("Destination not allowed") });
    }
    // Pushover's host is fixed (api.pushover.net): nothing of the user's to guard at save time.
    await createChannel(s, key, { channel_type: "pushover", notify_url: "pover://uQiRzpo4DXghDmr9QzzfQu27cmVRsG@azGDORePK8gMaC0QOYAMyEEuzJnyUi" });
  });

  test("the SSRF guard refuses private destinations at create and update unless the operator allows them", async () => {
    const { s, key } = await setup("lifetime", { RACKHUNT_ALLOW_PRIVATE_DESTINATIONS: "off" });
    const refused = ["http://127.0.0.1:9/hook", "http://10.1.2.3/hook", "http://169.254.169.254/latest/meta-data", "http://[::1]:8080/x", "http://localhost:8080/x", "https://192.168.1.5/topic"];
    for (const url of refused) {
      const type = url.endsWith("/topic") ? "ntfy" : "webhook";
      const res = await s.fetch("/users/me/channels", { method: "POST", key, json: { label: "x", channel_type: type, notify_url: url } });
      expect(res.status).toBe(422);
      const body = (await res.json()) as { detail: { loc: unknown[]; msg: string }[] };
      expect(body.detail[0]!.loc).toEqual(["body", "notify_url"]);
      expect(body.detail[0]!.msg).toContain("Destination not allowed");
    }
    const ok = await createChannel(s, key, { channel_type: "webhook", notify_url: "http://93.184.216.34/hook" });
    const update = await s.fetch(`/users/me/channels/${ok.id}`, { method: "PATCH", key, json: { notify_url: "http://127.0.0.1/hook" } });
    expect(update.status).toBe(422);

    const lan = await startApp({ ...LOOPBACK_ENV });
    lan.app.services.notify.resolver = testResolver;
    servers.push(lan);
    const lanKey = await lan.user("lan@example.com", { tier: "lifetime" });
    await createChannel(lan, lanKey, { channel_type: "webhook", notify_url: "http://192.168.1.10:8123/hook" });
    const metadata = await lan.fetch("/users/me/channels", { method: "POST", key: lanKey, json: { label: "x", channel_type: "webhook", notify_url: "http://169.254.169.254/" } });
    expect(metadata.status).toBe(422);
  });

  test("destinations must be global unicast: reserved and documentation ranges are refused even when private destinations are allowed", async () => {
    // Private destinations allowed (a LAN) and no scheduler or delivery: nothing is ever sent to these.
    const { s, key } = await setup("lifetime", { RACKHUNT_ALLOW_PRIVATE_DESTINATIONS: "on" });
    const reserved = ["http://192.0.2.10/hook", "http://198.51.100.7/hook", "http://198.18.0.1/hook", "http://[2001:db8::1]/hook", "http://[fec0::1]/hook", "http://[100::1]/hook", "http://[::ffff:8.8.8.8]/hook", "http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook", "https://[2002:808:808::1]/topic"];
    for (const url of reserved) {
      const type = url.endsWith("/topic") ? "ntfy" : "webhook";
      const res = await s.fetch("/users/me/channels", { method: "POST", key, json: { label: "x", channel_type: type, notify_url: url } });
      const body = (await res.json()) as { detail: { loc: unknown[]; msg: string }[] };
      expect({ url, status: res.status, msg: body.detail[0]?.msg }).toEqual({ url, status: 422, msg: expect.stringContaining("Destination not allowed") });
    }
    // A name is judged by what it resolves to.
    s.app.services.notify.resolver = async () => ["2001:db8::7"];
    const named = await s.fetch("/users/me/channels", { method: "POST", key, json: { label: "x", channel_type: "webhook", notify_url: "https://hooks.docs.example/x" } });
    expect(named.status).toBe(422);
    expect(((await (await s.fetch("/users/me/channels", { key })).json()) as { channels: unknown[] }).channels).toEqual([]);
  });

  test("is_default is false unless asked for (even on the first channel); a new default unsets the others; none is promoted on delete", async () => {
    const { s, key } = await setup("lifetime");
    const defaults = async () =>
      ((await (await s.fetch("/users/me/channels", { key })).json()) as { channels: { id: string; is_default: boolean }[] }).channels.filter((c) => c.is_default).map((c) => c.id);
    const a = await createChannel(s, key, { channel_type: "email", notify_url: "mailto:a@example.com" });
    expect(a.is_default).toBe(false);
    expect(await defaults()).toEqual([]);
    const b = await createChannel(s, key, { channel_type: "email", notify_url: "mailto:b@example.com" });
    expect(b.is_default).toBe(false);
    const c = await createChannel(s, key, { channel_type: "email", notify_url: "mailto:c@example.com", is_default: true });
    expect(await defaults()).toEqual([c.id]);
    const patched = await s.fetch(`/users/me/channels/${b.id}`, { method: "PATCH", key, json: { is_default: true } });
    expect(((await patched.json()) as { is_default: boolean }).is_default).toBe(true);
    expect(await defaults()).toEqual([b.id]);
    expect((await s.fetch(`/users/me/channels/${b.id}`, { method: "DELETE", key })).status).toBe(204);
    expect(await defaults()).toEqual([]);
  });

  test("PATCH changes label, enabled and notify_url (stored encrypted, returned redacted); 404 for missing or foreign channels", async () => {
    const { s, key } = await setup("lifetime");
    const ch = await createChannel(s, key, { channel_type: "discord", notify_url: DISCORD });
    expect(ch.redacted_url).toBe("https://discord.com/api/webhooks/99…/••••");
    const wrongForm = await s.fetch(`/users/me/channels/${ch.id}`, { method: "PATCH", key, json: { notify_url: TG } });
    expect(wrongForm.status).toBe(422);
    const res = await s.fetch(`/users/me/channels/${ch.id}`, { method: "PATCH", key, json: { label: "renamed", enabled: false, notify_url: `${DISCORD}x`, is_default: null } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ label: "renamed", enabled: false, redacted_url: "https://discord.com/api/webhooks/99…/••••", is_default: false });

    const row = (await s.app.services.repos.channels.byId(ch.id))!;
    expect(row.notify_url_encrypted).not.toContain("DiscordSecret");
    const k = await deriveSecretKey(LOOPBACK_ENV.RACKHUNT_SECRET_KEY);
    expect(await decryptSecret(row.notify_url_encrypted, { key: k, aad: ch.id })).toBe(`${DISCORD}x`);

    const otherKey = await s.user("mallory@example.com", { tier: "lifetime" });
    for (const [method, path, json] of [["PATCH", `/users/me/channels/${ch.id}`, { label: "pwned" }], ["DELETE", `/users/me/channels/${ch.id}`, undefined], ["POST", `/users/me/channels/${ch.id}/test`, undefined], ["PATCH", "/users/me/channels/nope", { label: "x" }], ["DELETE", "/users/me/channels/nope", undefined]] as const) {
      const r = await s.fetch(path, { method, key: otherKey, json });
      expect(r.status).toBe(404);
      expect(((await r.json()) as { code: string }).code).toBe("not_found");
    }
    expect((await s.app.services.repos.channels.byId(ch.id))!.label).toBe("renamed");
    expect((await s.fetch("/users/me/channels", { key: otherKey })).status).toBe(200);
    expect((await s.fetch("/users/me/channels")).status).toBe(401);
  });

  test("no API response, stored column or log line carries a raw notify_url or its secret parts", async () => {
    // One channel of every instant type: more than lifetime's 10 instant destinations.
    const { s, key } = await setup("lifetime", { RACKHUNT_TIERS: JSON.stringify({ lifetime: { max_instant_destinations: 20 } }) });
    const urls = {
      telegram: TG,
      discord: DISCORD,
      slack: "https://hooks.slack.com/services/T0SECRET/B0SECRET/SlackSecretValue123456",
      ntfy: "ntfy://:tk_ntfysecrettoken987654321@ntfy.example.com/private_topic_42",
      webhook: "https://hooks.example/receive/WebhookPathSecret0123456789",
      apprise: "apprises://apprise.example.com/AppriseKeySecret42",
      gotify: "gotifys://push.example.com/GotifyTokenSecret.7",
      pushover: "pover://uPushoverUserKeySecret00000001@aPushoverAppTokenSecret0000001",
      matrix: "matrixs://syt_MatrixAccessTokenSecret_0123@matrix.example.com/#deals",
      homeassistant: "hassios://ha.example.com/eyJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJIYVNlY3JldCJ9.SGFUb2tlblNpZ25hdHVyZVNlY3JldA",
      mattermost: "mmosts://chat.example.com/mattermosthooksecret0001",
      msteams: "https://contoso.webhook.example.com/webhookb2/TeamsPathSecret0123/IncomingWebhook/TeamsTailSecret9",
    };
    const secrets = [...Object.values(urls), "AppriseKeySecret42", "GotifyTokenSecret.7", "uPushoverUserKeySecret00000001", "aPushoverAppTokenSecret0000001", "syt_MatrixAccessTokenSecret_0123", "SGFUb2tlblNpZ25hdHVyZVNlY3JldA", "mattermosthooksecret0001", "TeamsPathSecret0123", "TeamsTailSecret9", "AAHsecretTelegramTokenValue_abcdef", "DiscordSecretTokenValue-0123456789", "SlackSecretValue123456", "tk_ntfysecrettoken987654321", "private_topic_42", "WebhookPathSecret0123456789"];
    const texts: string[] = [];
    const record = async (res: Response) => {
      texts.push(await res.text());
      return res;
    };
    const ids: string[] = [];
    for (const [type, url] of Object.entries(urls)) {
      const res = await record(await s.fetch("/users/me/channels", { method: "POST", key, json: { label: type, channel_type: type, notify_url: url } }));
      expect(res.status).toBe(201);
      ids.push((JSON.parse(texts.at(-1)!) as { id: string }).id);
    }
    for (const [i, url] of Object.values(urls).entries()) {
      // Same URL again (200), then a malformed variant of it (422): neither may echo it.
      expect((await record(await s.fetch(`/users/me/channels/${ids[i]}`, { method: "PATCH", key, json: { label: "again", notify_url: url } }))).status).toBe(200);
      expect((await record(await s.fetch(`/users/me/channels/${ids[i]}`, { method: "PATCH", key, json: { notify_url: `x${url}` } }))).status).toBe(422);
      expect((await record(await s.fetch(`/users/me/channels/${ids[i]}/test`, { method: "POST", key }))).status).toBe(200);
    }
    await record(await s.fetch("/users/me/channels", { key }));
    const dump = await s.db.rows("SELECT * FROM channels");
    for (const secret of secrets) {
      for (const text of texts) expect(text).not.toContain(secret);
      expect(s.logs.join("")).not.toContain(secret);
      expect(JSON.stringify(dump)).not.toContain(secret);
    }
  });
});
