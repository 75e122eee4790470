import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startServer, type TestServer } from "../../support/server.ts";

// Issue 25, point 4: the keys of config and criteria Rackhunt keeps but does not use are named in
// the Rackhunt-Ignored-Keys header. A name no header can carry as it is (beyond Latin-1, CR/LF,
// NUL) made the answer a 500 after the hunt was stored, so every retry stored one more.
const HOSTILE_KEYS = ["café", "ключ", "🦀 emoji", "line\r\nSet-Cookie: x=1", "tab\there", "comma, space", "per%cent", "nul\u0000byte"];

let s: TestServer;
let key = "";
beforeAll(async () => {
  s = await startServer({ RACKHUNT_RATE_LIMITS: "off" });
  key = await s.user("keys@example.com", { tier: "lifetime" });
});
afterAll(() => s.stop());

/** The key names a Rackhunt-Ignored-Keys value carries, as sent. */
const names = (header: string | null) => (header ?? "").split(", ").map(decodeURIComponent);
const huntCount = async () => ((await (await s.fetch("/hunts?limit=200", { key })).json()) as unknown[]).length;

describe("Rackhunt-Ignored-Keys carries any key name, and is ready before anything is stored", () => {
  test("POST /hunts with an unknown key no header can carry raw: one answer, one hunt, the names percent-encoded", async () => {
    let stored = 0;
    for (const name of HOSTILE_KEYS) {
      const r = await s.fetch("/hunts", { method: "POST", key, json: { name: "odd keys", config: { query: "epyc", [name]: 1 }, criteria: { [name]: true } } });
      // A key name holding a control character (CR, LF, tab, NUL) is refused with 422 before
      // anything is stored (issue 25, point 2); every other name is kept and named. Never a 500.
      const allowed = /[\u0000-\u001f\u007f]/.test(name) ? [422] : [201];
      expect({ name, allowed: allowed.includes(r.status) }).toEqual({ name, allowed: true });
      if (r.status !== 201) continue;
      stored++;
      const header = r.headers.get("rackhunt-ignored-keys");
      expect(header).toMatch(/^[\x21-\x7e ]+$/);
      expect(names(header)).toEqual([`config.${name}`, `criteria.${name}`]);
      expect(((await r.json()) as { config: Record<string, unknown> }).config[name]).toBe(1);
    }
    expect(await huntCount()).toBe(stored);
  });

  test("PATCH names them the same way", async () => {
    const hunt = (await (await s.fetch("/hunts", { method: "POST", key, json: { name: "patched", config: { query: "xeon" } } })).json()) as { id: string };
    const r = await s.fetch(`/hunts/${hunt.id}`, { method: "PATCH", key, json: { criteria: { "naïve, ключ": 1, plain: 2 } } });
    expect(r.status).toBe(200);
    expect(names(r.headers.get("rackhunt-ignored-keys"))).toEqual(["criteria.naïve, ключ", "criteria.plain"]);
  });
});
