/**
 * Found while load testing: with RACKHUNT_FETCH_CACHE_SECONDS=0 a scan batch fetches each
 * (source, query) once per hunt instead of once per batch, because the scanner asks the fetch
 * cache again for every hunt and a zero TTL never answers from the entry just started. Behind the
 * polite fetcher's 1 s per host spacing, 40 hunts on one query took 120 fetches (~2 min) instead
 * of 3. This asserts the promise of scanner.ts ("fetch each distinct (source, query) once").
 */
import { afterAll, expect, test } from "bun:test";
import { EPYC_HUNT, startScanningServer } from "../hunts/helpers.ts";

const env = await startScanningServer(); // RACKHUNT_FETCH_CACHE_SECONDS=0, as the e2e scan tests run
afterAll(() => env.stop());

test("one scan batch fetches each (source, query) once, however many hunts share it", async () => {
  const key = await env.s.user("fetch-once@example.com", { tier: "lifetime" });
  const ids: string[] = [];
  for (let i = 0; i < 4; i++) {
    const r = await env.s.fetch("/hunts", { method: "POST", key, json: { ...EPYC_HUNT, name: `same query ${i}` } });
    expect(r.status).toBe(201);
    ids.push((await r.json()).id);
  }
  const before = env.sites.hits.length;
  const rows = await Promise.all(ids.map(async (id) => (await env.s.app.services.repos.hunts.byId(id))!));
  const out = await env.s.app.services.scanner.scan(rows);
  expect(out.size).toBe(4);
  const hits = env.sites.hits.slice(before).filter((h) => h !== "/robots.txt");
  const distinct = new Set(hits);
  expect({ fetches: hits.length, distinct: distinct.size }).toEqual({ fetches: distinct.size, distinct: distinct.size });
});
