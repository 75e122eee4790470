/**
 * A first-time plugin author's listings, through `rackhunt serve` as they would run it: plain
 * objects that leave out the nullable fields, one that fails the listing schema, one carrying
 * control characters from a hostile page. On the database under test (RACKHUNT_TEST_DATABASE).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnServe, type ServeProcess } from "../e2e/proof/serve-process.ts";
import { testDatabase, type TestDatabase } from "../support/database.ts";
import { printedKey, rackhunt } from "../support/cli.ts";
import { serve } from "./helpers.ts";

const home = mkdtempSync(join(tmpdir(), "rackhunt-first-plugin-"));
// No makeListing: the author returns what the shop's API says, as objects.
writeFileSync(
  join(home, "bare-shop.js"),
  `import { defineSource } from "@rackhunt/core";
import * as v from "valibot";
export default defineSource({
  name: "bare-shop",
  kind: "aggregator",
  options: v.object({ base_url: v.optional(v.string(), "https://bare.example") }),
  requests: (query, o) => [{ url: o.base_url + "/search?q=" + encodeURIComponent(query.keywords) }],
  parse: (body) => ({ listings: JSON.parse(body).map((item) => ({ ...item, source: "bare-shop" })), next: null }),
});
`,
);
let shop: ReturnType<typeof serve>;
let db: TestDatabase;
let server: ServeProcess;
let key: string;

beforeAll(async () => {
  shop = serve(() => ({
    type: "application/json",
    body: JSON.stringify([
      { external_id: "1", title: "AMD EPYC 7302P 16-core CPU", url: `${shop.url}/1`, price: 120, currency: "USD" },
      { external_id: "2", title: "AMD EPYC 7402P\u0000 24-core CPU\u0007", url: `${shop.url}/2`, price: 210, currency: "USD", seller: "\u001b[31mseller", extras: { "tag\u0000": "x\u0000" } },
      { external_id: "3", title: "AMD EPYC 7551 32-core CPU", url: "not a url", price: 90, currency: "USD" },
    ]),
  }));
  db = await testDatabase();
  const env = { ...db.env, RACKHUNT_SCHEDULER: "off", RACKHUNT_RATE_LIMITS: "off" };
  expect(rackhunt(["migrate"], { env }).code).toBe(0);
  key = printedKey(rackhunt(["user", "create", "--email", "author@example.com", "--tier", "lifetime"], { env }));
  server = await spawnServe(
    { ...env, RACKHUNT_ALLOW_PRIVATE_SOURCES: "on", RACKHUNT_SOURCES: JSON.stringify({ aggregator: false, forum: false, auction: false, "bare-shop": { module: "./bare-shop.js", base_url: shop.url } }) },
    home,
  );
}, 60_000);

afterAll(async () => {
  await server?.kill("SIGTERM");
  shop?.stop();
  await db?.drop();
  rmSync(home, { recursive: true, force: true });
});

describe("a plugin's listings", () => {
  test("missing nullable fields read as null, an invalid listing is counted and its first issue logged, control characters are removed", async () => {
    const auth = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
    const created = await fetch(`${server.url}/hunts`, { method: "POST", headers: auth, body: JSON.stringify({ name: "EPYC", config: { query: "epyc" } }) });
    expect(created.status).toBe(201);
    const hunt = (await created.json()) as { id: string };
    const scan = await fetch(`${server.url}/hunts/${hunt.id}/scan`, { method: "POST", headers: auth });
    expect(scan.status).toBe(200);
    const body = (await scan.json()) as { sources: Record<string, unknown>[] };
    expect(body.sources).toEqual([expect.objectContaining({ source: "bare-shop", ok: true, listings: 2, invalid: 1, error: null })]);

    const logged = JSON.parse(await server.waitFor((line) => line.includes('"msg":"invalid listings"'))) as Record<string, unknown>;
    expect(logged).toMatchObject({ level: "warn", source: "bare-shop", invalid: 1, first_issue: 'url: Invalid URL: Received "not a url"' });

    const listings = (await (await fetch(`${server.url}/hunts/${hunt.id}/listings`, { headers: auth })).json()) as { external_id: string; title: string }[];
    expect(listings.map((l) => [l.external_id, l.title]).sort()).toEqual([
      ["1", "AMD EPYC 7302P 16-core CPU"],
      ["2", "AMD EPYC 7402P 24-core CPU"],
    ]);
  }, 30_000);
});
