/**
 * NUL and the other C0 control characters where user text comes in: PostgreSQL refuses U+0000 in
 * any text, so each of these once answered 500 there while SQLite stored it. Now every surface
 * refuses them with the same answer on both databases (CI runs this file on each): 422 in the
 * validation shape for the API, a 422 page for the web app. Tab and newline stay allowed in text
 * values; names (keys, parameters, emails) hold none.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startServer, type TestServer } from "../../support/server.ts";
import { startScanningServer } from "../hunts/helpers.ts";
import { WebClient } from "../web/web-client.ts";

interface Issue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

let s: TestServer;
let key: string;
let huntId: string;
let channelId: string;

beforeAll(async () => {
  s = await startServer({ RACKHUNT_RATE_LIMITS: "off" });
  key = await s.user("nul@example.com", { tier: "lifetime" });
  const hunt = await s.fetch("/hunts", { method: "POST", key, json: { name: "EPYC", config: { query: "epyc" } } });
  expect(hunt.status).toBe(201);
  huntId = ((await hunt.json()) as { id: string }).id;
  const channel = await s.fetch("/users/me/channels", { method: "POST", key, json: { label: "mail", channel_type: "email", notify_url: "mailto:nul@example.com" } });
  expect(channel.status).toBe(201);
  channelId = ((await channel.json()) as { id: string }).id;
}, 60_000);
afterAll(() => s?.stop());

/** A 422 in SPEC.md's validation shape, whose first issue is at `loc`. */
async function refused(res: Response, loc: (string | number)[]): Promise<void> {
  const body = (await res.json()) as { detail: Issue[] };
  expect({ status: res.status, loc: body.detail?.[0]?.loc, type: body.detail?.[0]?.type }).toEqual({ status: 422, loc, type: "value_error" });
  expect(body.detail[0]!.msg).toContain("control character");
}

describe("control characters in API input", () => {
  test("GET /api/public/deals?source=%00 (no account needed)", async () => {
    await refused(await s.fetch("/api/public/deals?source=%00"), ["query", "source"]);
    await refused(await s.fetch("/api/public/deals?source=forum%1B"), ["query", "source"]);
  });

  test("a hunt's name, query, config key or criteria key, on create and on update", async () => {
    const create = (json: unknown) => s.fetch("/hunts", { method: "POST", key, json });
    await refused(await create({ name: "EPYC\u0000", config: { query: "epyc" } }), ["body", "name"]);
    await refused(await create({ name: "EPYC", config: { query: "epyc\u0000" } }), ["body", "config", "query"]);
    await refused(await create({ name: "EPYC", config: { query: "epyc", "note\u0000": 1 } }), ["body", "config", "note\u0000"]);
    await refused(await create({ name: "EPYC", config: { query: "epyc", "line\r\nbreak": 1 } }), ["body", "config", "line\r\nbreak"]);
    await refused(await create({ name: "EPYC", config: { query: "epyc", deep: [{ x: "\u0007" }] } }), ["body", "config", "deep", 0, "x"]);
    await refused(await create({ name: "EPYC", config: { query: "epyc" }, criteria: { "brand\u0000": "amd" } }), ["body", "criteria", "brand\u0000"]);
    await refused(await s.fetch(`/hunts/${huntId}`, { method: "PATCH", key, json: { name: "x\u0000y" } }), ["body", "name"]);
    // Nothing was stored: the account still has its one hunt, unchanged.
    const hunts = (await (await s.fetch("/hunts", { key })).json()) as { name: string }[];
    expect(hunts.map((h) => h.name)).toEqual(["EPYC"]);
  });

  test("tab and newline are ordinary white space in a text value", async () => {
    const res = await s.fetch("/hunts", { method: "POST", key, json: { name: "EPYC\tsale", config: { query: "epyc", notes: "line one\r\nline two" } } });
    expect(res.status).toBe(201);
    const hunt = (await res.json()) as { id: string; name: string; config: { notes: string } };
    expect([hunt.name, hunt.config.notes]).toEqual(["EPYC\tsale", "line one\r\nline two"]);
    expect((await s.fetch(`/hunts/${hunt.id}`, { method: "DELETE", key })).status).toBe(204);
  });

  test("a channel's label, on create and on update", async () => {
    await refused(await s.fetch("/users/me/channels", { method: "POST", key, json: { label: "mail\u0000", channel_type: "email", notify_url: "mailto:b@example.com" } }), ["body", "label"]);
    await refused(await s.fetch(`/users/me/channels/${channelId}`, { method: "PATCH", key, json: { label: "\u0000" } }), ["body", "label"]);
  });

  test("path and query parameters: a component id, a search, an evaluated title", async () => {
    await refused(await s.fetch("/api/v2/components/%00", { key }), ["path", "component_id"]);
    await refused(await s.fetch("/api/v2/components/search?q=epyc%00", { key }), ["query", "q"]);
    await refused(await s.fetch("/api/public/prices/hdd%00"), ["path", "category"]);
    await refused(await s.fetch("/api/v2/evaluate", { method: "POST", key, json: { price: 100, title: "EPYC\u0000 7302P" } }), ["body", "title"]);
  });
});

describe("control characters in the web app", () => {
  // A person's form keeps what they meant: control characters are removed, not refused.
  test("POST /signin with a NUL in the email reads the email without it", async () => {
    const c = new WebClient(s.url);
    await c.page("/signin");
    const r = await c.post("/signin", { email: "nul\u0000@example.com", password: "a passphrase long enough" });
    expect(r.status).toBe(401); // nul@example.com has no password: the usual answer, not an error
    expect(r.html).toContain('value="nul@example.com"');
  });

  test("a form field of a signed-in account (a new hunt's name) is saved without it", async () => {
    const c = new WebClient(s.url);
    await c.page("/signin");
    expect((await c.post("/signin/key", { api_key: key })).location).toBe("/my/hunts");
    await c.page("/my/hunts/new");
    const r = await c.post("/my/hunts", { name: "EPYC\u0000 7302P\u0007", "config.query": "epyc\u0000" });
    expect(r.status).toBe(303);
    const hunt = (await (await s.fetch(`/hunts/${r.location!.match(/\/my\/hunts\/([^?]+)/)![1]}`, { key })).json()) as { name: string; config: { query: string } };
    expect([hunt.name, hunt.config.query]).toEqual(["EPYC 7302P", "epyc"]);
  });

  test("pages whose address holds one answer as for any other bad address, never with an error", async () => {
    const c = new WebClient(s.url);
    const answers: Record<string, number> = {};
    for (const path of ["/search?q=epyc%00", "/prices/hdd%00", "/deals?source=%00"]) answers[path] = (await c.page(path)).status;
    // The search refuses its query (422); no category or source has such a name.
    expect(answers).toEqual({ "/search?q=epyc%00": 422, "/prices/hdd%00": 404, "/deals?source=%00": 200 });
  });
});

describe("control characters in a source's page", () => {
  test("one post whose title holds a NUL neither fails the scan nor stops the others: it is read without it", async () => {
    const env = await startScanningServer();
    try {
      // The recorded forum page, with a hostile post: a NUL and an escape sequence in one title.
      env.sites.rewrite("forum/reddit-canadianhardwareswap-new-2026-02.json", (page) => page.replace("5x 512gb NVMe SSDs", "5x 512gb\\u0000 NVMe SSDs\\u001b[2J"));
      const owner = await env.s.user("pages@example.com", { tier: "lifetime" });
      const hunt = (await (await env.s.fetch("/hunts", { method: "POST", key: owner, json: { name: "NVMe", config: { query: "nvme ssd" } } })).json()) as { id: string };
      const scan = await env.s.fetch(`/hunts/${hunt.id}/scan`, { method: "POST", key: owner });
      expect(scan.status).toBe(200);
      const sources = ((await scan.json()) as { sources: { source: string; ok: boolean; listings: number }[] }).sources;
      expect(sources.map((r) => [r.source, r.ok])).toEqual([["aggregator", true], ["forum", true], ["auction", true]]);
      const listings = (await (await env.s.fetch(`/hunts/${hunt.id}/listings?limit=200`, { key: owner })).json()) as { title: string }[];
      expect(listings.map((l) => l.title)).toContain("[North York, ON] [H] 5x 512gb NVMe SSDs[2J (90% Health+) [W] Cash / EMT");
    } finally {
      await env.stop();
    }
  }, 60_000);
});
