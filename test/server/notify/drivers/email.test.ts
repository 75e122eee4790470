import { afterEach, describe, expect, test } from "bun:test";
import { createServer } from "node:net";
import { deliver, deliverDigest, NotifyError, parseDestination, sendDigest, smtpConfigFromEnv } from "../../../../server/src/notify/index.ts";
import { sampleAlert } from "../helpers/alerts.ts";
import { decodeWords, parseMail } from "../helpers/mime.ts";
import { deadPort } from "../helpers/receiver.ts";
import { type SmtpReceiver, startSmtp } from "../helpers/smtp.ts";

const servers: SmtpReceiver[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
});

const USER = "rackhunt";
const PASS = "s3cret-smtp-pass";
const PIXEL = "https://rackhunt.example/o/open_tok_42.gif";

async function smtp(reject?: () => { code: number; message: string } | null) {
  const server = await startSmtp({ user: USER, pass: PASS, reject });
  servers.push(server);
  const config = smtpConfigFromEnv({ RACKHUNT_SMTP_URL: `smtp://${USER}:${PASS}@127.0.0.1:${server.port}`, RACKHUNT_SMTP_FROM: "Rackhunt <alerts@rackhunt.example>" });
  return { server, config: config! };
}

const second = () =>
  sampleAlert({
    id: "a1b2c3d4-0000-4000-8000-000000000002",
    hunt: { id: "h2", name: "4TB+ SAS under $12/TB" },
    listing: { id: "l2", title: "Lot of 4 HGST 8TB SAS 7.2k", url: "https://auction.example/itm/998", price: 88.5, currency: "USD", source: "auction" },
    score: 84,
    reasons: ["$2.77/TB vs median $4.10/TB"],
    click_url: "https://rackhunt.example/r/tok_click_456",
    market: { unit_price: 22.13, verdict: "BUY", percentile: 8, median: 32.8, ends_at: "2026-11-21T20:00:00.000Z" },
  });

describe("email driver", () => {
  test("a digest of two alerts arrives once, authenticated, as HTML and text with tracked links and the pixel", async () => {
    const { server, config } = await smtp();
    const result = await deliverDigest({ type: "email", notify_url: "mailto:alice@Example.com" }, [sampleAlert(), second()], { smtp: config, openPixelUrl: PIXEL });
    expect(result).toMatchObject({ outcome: "delivered", ok: true, status: 250 });
    expect(server.mails).toHaveLength(1);
    const mail = server.mails[0]!;
    expect(mail.user).toBe(USER);
    expect(mail.from).toBe("alerts@rackhunt.example");
    expect(mail.to).toEqual(["alice@example.com"]);
    const parsed = parseMail(mail.raw);
    expect(decodeWords(parsed.headers.get("subject")!)).toBe("[Rackhunt] 2 new deals for EPYC under $150, 4TB+ SAS under $12/TB");
    expect(parsed.headers.get("x-rackhunt-alerts")).toBe("a1b2c3d4-0000-4000-8000-000000000001,a1b2c3d4-0000-4000-8000-000000000002");
    expect(parsed.html).toContain('<a href="https://rackhunt.example/r/tok_click_123">[USA-TX] [H] AMD EPYC 7302P 16-core SP3 &lt;tested&gt; &amp; boxed [W] PayPal</a>');
    expect(parsed.html).toContain('<a href="https://rackhunt.example/r/tok_click_456">Lot of 4 HGST 8TB SAS 7.2k</a>');
    expect(parsed.html).toContain(`<img src="${PIXEL}" width="1" height="1"`);
    expect(parsed.html).toContain("<li>$2.77/TB vs median $4.10/TB</li>");
    expect(parsed.html).toContain('Was this a deal? <a href="https://rackhunt.example/t/f/deal/tok_deal_123">A deal</a> · <a href="https://rackhunt.example/t/f/noise/tok_noise_123">Not a deal</a>');
    expect(parsed.html).not.toContain("<tested>");
    expect(parsed.html).toContain("<strong>$22.13 per unit (listed $88.50)</strong> · Verdict BUY: p8, median $32.80 · Auction ends in 2 h");
    expect(parsed.text.replace(/\r\n/g, "\n")).toBe(
      [
        "EPYC under $150 (1 new)",
        "",
        "  ALERT 92/100 · [USA-TX] [H] AMD EPYC 7302P 16-core SP3 <tested> & boxed [W] PayPal",
        "  $139.00 per unit · Verdict BUY: p12, median $181.00",
        "  https://rackhunt.example/r/tok_click_123",
        "  Was this a deal? A deal: https://rackhunt.example/t/f/deal/tok_deal_123 · Not a deal: https://rackhunt.example/t/f/noise/tok_noise_123",
        "    - 23% under the 90-day median of $181",
        "    - seller has 40 positive trades",
        "",
        "",
        "4TB+ SAS under $12/TB (1 new)",
        "",
        "  ALERT 84/100 · Lot of 4 HGST 8TB SAS 7.2k",
        "  $22.13 per unit (listed $88.50) · Verdict BUY: p8, median $32.80 · Auction ends in 2 h",
        "  https://rackhunt.example/r/tok_click_456",
        "  Was this a deal? A deal: https://rackhunt.example/t/f/deal/tok_deal_123 · Not a deal: https://rackhunt.example/t/f/noise/tok_noise_123",
        "    - $2.77/TB vs median $4.10/TB",
        "",
        "-- ",
        "Rackhunt deal alerts. Manage your channels in your account settings.",
        "",
        "",
      ].join("\n"),
    );
    expect(parsed.text).not.toContain(PIXEL);
  });

  test("the digest is grouped by hunt, the hunt with the best deal first, items by score within each", async () => {
    const { server, config } = await smtp();
    const hunt = (id: string, name: string) => ({ id, name });
    const item = (n: number, h: { id: string; name: string }, score: number) =>
      sampleAlert({ id: `id-${n}`, hunt: h, score, action: score >= 80 ? "ALERT" : "WATCH", listing: { ...sampleAlert().listing, title: `Item ${n}` } });
    const nas = hunt("h-nas", "NAS drives");
    const cpu = hunt("h-cpu", "EPYC CPUs");
    const alerts = [item(1, nas, 81), item(2, cpu, 70), item(3, nas, 95), item(4, cpu, 97), item(5, nas, 88)];
    await deliverDigest({ type: "email", notify_url: "mailto:a@example.com" }, alerts, { smtp: config });
    const parsed = parseMail(server.mails[0]!.raw);
    const order = (text: string) => [...text.matchAll(/(EPYC CPUs|NAS drives) \(\d new\)|Item \d/g)].map((m) => m[0]);
    const expected = ["EPYC CPUs (2 new)", "Item 4", "Item 2", "NAS drives (3 new)", "Item 3", "Item 5", "Item 1"];
    expect(order(parsed.text)).toEqual(expected);
    expect(order(parsed.html.replace(/<[^>]+>/g, ""))).toEqual(expected);
    // Every item carries its market line in both parts.
    expect(parsed.text.match(/\$139\.00 per unit · Verdict BUY: p12, median \$181\.00/g)).toHaveLength(5);
    expect(parsed.html.match(/<strong>\$139\.00 per unit<\/strong> · Verdict BUY: p12, median \$181\.00/g)).toHaveLength(5);
  });

  test("nothing new: no email is sent at all", async () => {
    const { server, config } = await smtp();
    expect(await deliverDigest({ type: "email", notify_url: "mailto:a@example.com" }, [], { smtp: config })).toMatchObject({ outcome: "delivered", detail: "nothing to send" });
    expect(server.connections).toBe(0);
    expect(server.mails).toHaveLength(0);
  });

  test("a single alert through deliver() is a digest of one with the headline as subject", async () => {
    const { server, config } = await smtp();
    expect(await deliver({ type: "email", notify_url: "mailto:bob@example.com" }, second(), { smtp: config })).toMatchObject({ outcome: "delivered" });
    const parsed = parseMail(server.mails[0]!.raw);
    expect(decodeWords(parsed.headers.get("subject")!)).toBe("[Rackhunt] ALERT 84/100 · Lot of 4 HGST 8TB SAS 7.2k — $88.50");
    expect(parsed.html).not.toContain("<img");
  });

  test("SMTP 451 is retryable, 550 permanent, a dead server retryable, bad credentials permanent", async () => {
    const target = { type: "email" as const, notify_url: "mailto:bob@example.com" };
    const busy = await smtp(() => ({ code: 451, message: "try later" }));
    expect(await deliver(target, second(), { smtp: busy.config })).toMatchObject({ outcome: "retryable", status: 451, code: "smtp_error" });
    const refusing = await smtp(() => ({ code: 550, message: "mailbox unavailable" }));
    expect(await deliver(target, second(), { smtp: refusing.config })).toMatchObject({ outcome: "permanent", status: 550 });
    expect(busy.server.mails).toHaveLength(0);
    const down = { url: `smtp://${USER}:${PASS}@127.0.0.1:${deadPort()}`, from: "a@b.example" };
    expect(await deliver(target, second(), { smtp: down, timeoutMs: 2_000 })).toMatchObject({ outcome: "retryable", status: null, code: "smtp_error" });
    const good = await smtp();
    const wrongPass = { ...good.config, url: `smtp://${USER}:wrong@127.0.0.1:${good.server.port}` };
    const denied = await deliver(target, second(), { smtp: wrongPass });
    expect(denied).toMatchObject({ outcome: "permanent", status: 535 });
    expect(denied.detail).not.toContain(PASS);
  });

  // The server never greets: without the 300 ms budget the delivery would wait past the test's limit.
  test("an SMTP server that accepts the connection but never greets: retryable", async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as { port: number }).port;
    try {
      const result = await deliver({ type: "email", notify_url: "mailto:bob@example.com" }, second(), {
        smtp: { url: `smtp://127.0.0.1:${port}`, from: "a@b.example" },
        timeoutMs: 300,
      });
      expect(result).toMatchObject({ outcome: "retryable", code: "smtp_error" });
    } finally {
      silent.close();
    }
  });

  test("without SMTP settings the channel is not_configured, and the config comes from env", async () => {
    const error = await sendDigest([second()], { type: "email", to: "bob@example.com" }, {}).catch((e) => e);
    expect(error).toBeInstanceOf(NotifyError);
    expect(error.code).toBe("not_configured");
    expect(smtpConfigFromEnv({})).toBeNull();
    expect(smtpConfigFromEnv({ RACKHUNT_SMTP_URL: "smtp://mail.example:25" })).toEqual({ url: "smtp://mail.example:25", from: "Rackhunt <rackhunt@mail.example>" });
    expect(() => smtpConfigFromEnv({ RACKHUNT_SMTP_URL: "http://mail.example" })).toThrow(NotifyError);
  });

  test("notify_url form: mailto:one address", () => {
    expect(parseDestination("email", "mailto:Alice.Smith+deals@Mail.Example.com")).toEqual({ type: "email", to: "Alice.Smith+deals@mail.example.com" });
    for (const bad of ["mailto:", "mailto:a@b", "mailto:a@b.example,c@d.example", "alice@example.com", "mailto:a b@c.example"]) {
      expect(() => parseDestination("email", bad)).toThrow("email notify_url must look like");
    }
  });
});
