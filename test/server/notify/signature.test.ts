import { describe, expect, test } from "bun:test";
import { createHmac } from "node:crypto";
import { generateWebhookSecret, signWebhookPayload, verifyWebhookSignature } from "../../../server/src/notify/index.ts";

const BODY = JSON.stringify({ id: "a1", score: 92, listing: { title: "EPYC 7302P" } });
const NOW = 1_763_750_000;

describe("webhook signatures", () => {
  test("the header is t=<unix>,v1=<hex HMAC-SHA256 of 't.body'> (checked with an independent HMAC)", async () => {
    const secret = generateWebhookSecret();
    const header = await signWebhookPayload(BODY, secret, NOW);
    const expected = createHmac("sha256", secret).update(`${NOW}.${BODY}`).digest("hex");
    expect(header).toBe(`t=${NOW},v1=${expected}`);
  });

  test("a fresh, untouched delivery verifies", async () => {
    const secret = generateWebhookSecret();
    const header = await signWebhookPayload(BODY, secret, NOW);
    expect(await verifyWebhookSignature(BODY, header, secret, 300, NOW + 299)).toBe(true);
  });

  test("a replay outside the tolerance is rejected, in either direction", async () => {
    const secret = generateWebhookSecret();
    const header = await signWebhookPayload(BODY, secret, NOW);
    expect(await verifyWebhookSignature(BODY, header, secret, 300, NOW + 301)).toBe(false);
    expect(await verifyWebhookSignature(BODY, header, secret, 300, NOW - 301)).toBe(false);
  });

  test("a tampered body, a moved timestamp, another secret or a garbled header is rejected", async () => {
    const secret = generateWebhookSecret();
    const header = await signWebhookPayload(BODY, secret, NOW);
    const v1 = header.split("v1=")[1] as string;
    expect(await verifyWebhookSignature(BODY.replace("92", "99"), header, secret, 300, NOW)).toBe(false);
    expect(await verifyWebhookSignature(BODY, `t=${NOW + 1},v1=${v1}`, secret, 300, NOW)).toBe(false);
    expect(await verifyWebhookSignature(BODY, header, generateWebhookSecret(), 300, NOW)).toBe(false);
    for (const bad of [null, "", "v1=abc", `t=${NOW}`, `t=${NOW},v1=zz`, `t=x,v1=${v1}`]) {
      expect(await verifyWebhookSignature(BODY, bad, secret, 300, NOW)).toBe(false);
    }
  });

  test("any of several v1 values may match (secret rotation)", async () => {
    const oldSecret = generateWebhookSecret();
    const newSecret = generateWebhookSecret();
    const signedOld = (await signWebhookPayload(BODY, oldSecret, NOW)).split("v1=")[1];
    const signedNew = (await signWebhookPayload(BODY, newSecret, NOW)).split("v1=")[1];
    const header = `t=${NOW},v1=${signedOld},v1=${signedNew}`;
    expect(await verifyWebhookSignature(BODY, header, newSecret, 300, NOW)).toBe(true);
    expect(await verifyWebhookSignature(BODY, header, oldSecret, 300, NOW)).toBe(true);
  });

  test("secrets are random and prefixed", () => {
    const a = generateWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(generateWebhookSecret()).not.toBe(a);
  });
});
