import { describe, expect, test } from "bun:test";
import { parseDestination, redactUrl, scrubSecrets } from "../../../server/src/notify/index.ts";

const TG_TOKEN = "123456789:AAH4fakeTokenForTests_abcdefghijklm";
const DISCORD_TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_xyz";
const SLACK_SECRET = "XyZ1234567890abcdefGHIJ";

const CASES: Array<[string, string, string[]]> = [
  [`telegram://${TG_TOKEN}@12345`, "telegram://••••@12345", [TG_TOKEN, "AAH4fakeTokenForTests"]],
  [`https://discord.com/api/webhooks/1234567890123/${DISCORD_TOKEN}`, "https://discord.com/api/webhooks/12…/••••", [DISCORD_TOKEN, "1234567890123"]],
  [`https://hooks.slack.com/services/T0ABCDEF/B0GHIJKL/${SLACK_SECRET}`, "https://hooks.slack.com/services/T0…/••••", [SLACK_SECRET, "B0GHIJKL"]],
  ["ntfy://alice:hunter2pass@ntfy.example/rackhunt_deals_x9", "ntfy://ntfy.example/••••", ["hunter2pass", "rackhunt_deals_x9", "alice"]],
  ["https://ntfy.sh/my-secret-topic-42", "https://ntfy.sh/••••", ["my-secret-topic-42"]],
  ["https://hooks.example.net/in/abc123token?sig=qqq999", "https://hooks.example.net/••••", ["abc123token", "qqq999"]],
  ["https://user:pa55word@hooks.example.net/", "https://hooks.example.net/", ["pa55word", "user"]],
  ["mailto:alice.smith@example.com", "mailto:al••••@example.com", ["alice.smith"]],
  ["not a url at all token=abc", "••••", ["abc"]],
  ["telegram://123:a@b@tokenlike", "telegram://••••", ["tokenlike"]],
  ["apprise://apprise.lan:8000/deals_key_1?tags=phone", "apprise://apprise.lan:8000/••••", ["deals_key_1", "phone"]],
  ["APPRISES://apprise.example.net/deals_key_1", "apprises://apprise.example.net/••••", ["deals_key_1"]],
  ["gotifys://push.example.net/gotify/AqLq0m3PvYxkT.Z", "gotifys://push.example.net/••••", ["AqLq0m3PvYxkT.Z", "gotify/"]],
  ["pover://uQiRzpo4DXghDmr9QzzfQu27cmVRsG@azGDORePK8gMaC0QOYAMyEEuzJnyUi/phone", "pover://••••", ["uQiRzpo4DXghDmr9QzzfQu27cmVRsG", "azGDORePK8gMaC0QOYAMyEEuzJnyUi", "phone"]],
  ["matrixs://syt_c2VjcmV0_abcdef@matrix.example.org/#!room:matrix.example.org", "matrixs://matrix.example.org/••••", ["syt_c2VjcmV0_abcdef", "!room"]],
  ["hassio://homeassistant.local/eyJ0.eyJ1.c2ln/mobile_app_pixel", "hassio://homeassistant.local/••••", ["eyJ0.eyJ1.c2ln", "mobile_app_pixel"]],
  ["https://ha.example.net:8123/api/webhook/rackhunt-Wq8Hc2LpX", "https://ha.example.net:8123/••••", ["rackhunt-Wq8Hc2LpX"]],
  ["mmosts://chat.example.net/xn8sq4ghs3ddtqxjwe5mhu5g1r", "mmosts://chat.example.net/••••", ["xn8sq4ghs3ddtqxjwe5mhu5g1r"]],
  ["https://contoso.webhook.office.com/webhookb2/4d1c58b2@72f988bf/IncomingWebhook/7f3c0e12/9a8b", "https://contoso.webhook.office.com/••••", ["4d1c58b2", "7f3c0e12"]],
  ["gotify://bad host/token", "••••", ["token"]],
];

describe("redactUrl", () => {
  test.each(CASES)("%s -> %s, without its secrets", (url, expected, secrets) => {
    const redacted = redactUrl(url);
    expect(redacted).toBe(expected);
    for (const secret of secrets) expect(redacted).not.toContain(secret);
  });
});

describe("scrubSecrets", () => {
  test("masks every occurrence of a destination's secrets in a text", () => {
    const notifyUrl = `telegram://${TG_TOKEN}@12345`;
    const destination = parseDestination("telegram", notifyUrl);
    expect(destination).toEqual({ type: "telegram", bot_token: TG_TOKEN, chat_id: "12345" });
    const echoed = `404 Not Found: /bot${TG_TOKEN}/sendMessage (token ${TG_TOKEN.split(":")[1]})`;
    const scrubbed = scrubSecrets(echoed, [TG_TOKEN, TG_TOKEN.split(":")[1] as string]);
    expect(scrubbed).toBe("404 Not Found: /bot••••/sendMessage (token ••••)");
  });
});
