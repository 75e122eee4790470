import { describe, expect, test } from "bun:test";
import { decryptSecret, deriveSecretKey, encryptSecret, NotifyError, secretKeyFromEnv } from "../../../server/src/notify/index.ts";

const URLS = [
  "telegram://123456789:AAH4fakeTokenForTests_abcdefghijklm@-1001234567890",
  "https://discord.com/api/webhooks/112233445566778899/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789",
  "mailto:alice@example.com",
  "ntfy://:tk_ünïcødé_tøken@ntfy.example/rack",
];

describe("encryptSecret / decryptSecret", () => {
  test.each(URLS)("decrypt(encrypt(x)) == x for %s, and the stored form does not contain it", async (url) => {
    const key = await deriveSecretKey("k".repeat(40));
    const stored = await encryptSecret(url, { key });
    expect(stored.startsWith("v1.")).toBe(true);
    expect(stored).not.toContain(url);
    expect(await decryptSecret(stored, { key })).toBe(url);
  });

  test("the same plaintext encrypts differently each time (fresh IV)", async () => {
    const key = await deriveSecretKey("k".repeat(40));
    const a = await encryptSecret(URLS[0] as string, { key });
    const b = await encryptSecret(URLS[0] as string, { key });
    expect(a).not.toBe(b);
  });

  test("any altered character, another key or another aad fails with secret_error", async () => {
    const key = await deriveSecretKey("k".repeat(40));
    const stored = await encryptSecret(URLS[1] as string, { key, aad: "channel-1" });
    const [version, iv, sealed] = stored.split(".") as [string, string, string];
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
    const tampered = [
      `${version}.${flip(iv, 3)}.${sealed}`,
      `${version}.${iv}.${flip(sealed, 5)}`,
      `${version}.${iv}.${flip(sealed, sealed.length - 2)}`,
      `${version}.${iv}.${sealed.slice(0, -4)}`,
      `v2.${iv}.${sealed}`,
      "not a token",
    ];
    for (const token of tampered) {
      const error = await decryptSecret(token, { key, aad: "channel-1" }).catch((e) => e);
      expect(error).toBeInstanceOf(NotifyError);
      expect(error.code).toBe("secret_error");
    }
    const otherKey = await deriveSecretKey("z".repeat(40));
    await expect(decryptSecret(stored, { key: otherKey, aad: "channel-1" })).rejects.toThrow(NotifyError);
    await expect(decryptSecret(stored, { key, aad: "channel-2" })).rejects.toThrow(NotifyError);
    expect(await decryptSecret(stored, { key, aad: "channel-1" })).toBe(URLS[1] as string);
  });

  test("the key comes from RACKHUNT_SECRET_KEY; production refuses to run without it", async () => {
    const envKey = await secretKeyFromEnv({ RACKHUNT_SECRET_KEY: "operator-key-".repeat(4) });
    const stored = await encryptSecret("mailto:bob@example.com", { key: envKey });
    expect(await decryptSecret(stored, { key: await deriveSecretKey("operator-key-".repeat(4)) })).toBe("mailto:bob@example.com");
    await expect(decryptSecret(stored, { key: await secretKeyFromEnv({ RACKHUNT_SECRET_KEY: "another-key-".repeat(4) }) })).rejects.toThrow();
    expect(() => secretKeyFromEnv({ NODE_ENV: "production" })).toThrow(NotifyError);
  });

  test("without a key outside production it warns loudly and still works", async () => {
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      const key = await secretKeyFromEnv({});
      expect(await decryptSecret(await encryptSecret("x", { key }), { key })).toBe("x");
    } finally {
      console.warn = original;
    }
    expect(warnings.join("\n")).toContain("RACKHUNT_SECRET_KEY is not set");
  });
});
