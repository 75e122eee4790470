/**
 * Issue 16's figures:
 *  1. Server render time of the component page (`/prices/hdd/{id}`, the 90-day chart, trust in
 *     words, prices by source) over 20,000 SYNTHETIC observations of that variant, against the JSON
 *     of the same component (`/api/public/prices/hdd/{id}`), both through the full pipeline
 *     in-process (app.handle), alternated in one loop: p50/p99 and their ratio.
 *  2. The results page (`/my/results`, 50 rows with per-unit prices and benchmark bars) over
 *     1,000,000 result rows of one account, against the JSON feed (`GET /hunts/results`, 50 rows).
 *  3. The JavaScript and CSS each page loads, gzip-compressed as served (and the HTML itself).
 * Run: ./node_modules/.bin/bun bench/web.bench.ts
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { createApp } from "../server/src/app.ts";
import { manualClock } from "../server/src/clock.ts";
import { loadConfig } from "../server/src/config.ts";
import { silentLogger } from "../server/src/http/logger.ts";
import { newKey } from "../server/src/operations/account.ts";
import { hashToken } from "../server/src/web/auth/tokens.ts";
import { assets } from "../server/src/web/assets.ts";

const FEED_ROWS = 1_000_000;
const OBSERVATIONS = 20_000;
const ITERATIONS = Number(process.env.WEB_BENCH_ITERATIONS ?? 300);
const HE8 = "hgst-ultrastar-he8-huh728080al5200";
const DAY = 86_400_000;

const dir = mkdtempSync(join(tmpdir(), "rackhunt-web-bench-"));
const clock = manualClock(Date.UTC(2026, 10, 22));
const now = clock.now();
const config = loadConfig({ RACKHUNT_DB: join(dir, "bench.db"), RACKHUNT_RATE_LIMITS: "off", RACKHUNT_LOG_LEVEL: "silent" });
const app = await createApp({ config, clock, logger: silentLogger, sources: [] });
const repos = app.services.repos;
const { key, stored } = newKey();
const userId = crypto.randomUUID();
await repos.users.create({ id: userId, email: "bench@example.com", tier: "lifetime", is_admin: true, now }, stored);
const sessionToken = "bench-session-token-0123456789abcdefghijklmnop";
await repos.sessions.insert({ id: crypto.randomUUID(), user_id: userId, token_hash: hashToken(sessionToken), csrf_token: "x".repeat(43), stage: "full", method: "api_key", api_key_id: stored.id, user_agent: null, ip: null, created_at: now, last_seen_at: now, expires_at: now + 30 * DAY });
const cookie = { Cookie: `rh_session=${sessionToken}` };

// --- SYNTHETIC market of one variant: a year of sold and asking prices from two sources ---
let t0 = performance.now();
await repos.observations.insertMany(Array.from({ length: OBSERVATIONS }, (_, i) => ({
  component_id: HE8,
  price: Math.round((55 + ((i * 7919) % 23) + (i % 3 === 0 ? 6 : 0)) * 100) / 100,
  observed_at: now - Math.floor((i / OBSERVATIONS) * 365 * DAY) - (i % 11) * 3_600_000,
  source: i % 2 === 0 ? "auction" : "forum",
  condition: i % 9 === 0 ? "new" : "used",
  location: null,
  listing_id: null,
  kind: i % 4 === 0 ? "asking" : "sold",
})));
console.log(`inserted ${OBSERVATIONS} observations in ${Math.round(performance.now() - t0)} ms`);

// --- 1,000,000 result rows of one account over 1,000 listings of that variant ---
const hunts = await Promise.all(Array.from({ length: 20 }, (_, i) => repos.hunts.insert({ id: crypto.randomUUID(), user_id: userId, name: `hunt ${i}`, config: { query: "8tb sas" }, poll_interval_hours: 1, created_at: 0, updated_at: 0, next_run_at: 0 })));
const stored1k = await repos.listings.upsertMany(Array.from({ length: 1_000 }, (_, i) => {
  const quantity = 1 + (i % 4);
  const price = (50 + (i % 30)) * quantity;
  const title = `Lot of ${quantity} HGST Ultrastar He8 8TB SAS HUH728080AL5200 #${i}`;
  return {
    id: crypto.randomUUID(), source: "auction", external_id: `l${i}`, title, url: `https://auction.example/itm/${i}`, price, currency: "USD", capacity: "8TB", category: "hdd", condition: "used", component_id: HE8, location: null, status: "active",
    facts: { title, price, listed_price: price, listed_currency: "USD", quantity, capacity: "8TB", capacity_gb: 8000, category: "hdd", condition: "used", component_id: HE8, match_confidence: 0.95, status: "active" },
    seen_at: now,
  };
}));
const listings = stored1k.map((l) => l.id);
const ACTIONS = ["ALERT", "WATCH", "SKIP", "SKIP", "SKIP"];
t0 = performance.now();
await repos.transaction(async (tx) => {
  const BATCH = 10_000;
  for (let from = 0; from < FEED_ROWS; from += BATCH) {
    await tx.results.insertMany(Array.from({ length: Math.min(BATCH, FEED_ROWS - from) }, (_, k) => {
      const i = from + k;
      return { id: crypto.randomUUID(), hunt_id: hunts[i % 20]!.id, user_id: userId, listing_id: listings[i % 1000]!, price: 50 + (i % 500), score: i % 100, action: ACTIONS[i % 5]!, verdict: "BUY", reasons: ["$59.00 per item meets the target $60.00", "p24 of 37 comparables over 90 days"], reason_codes: ["TARGET_MET", "MARKET_BUY"], is_backfill: false, run_id: `run-${Math.floor(i / 1000)}`, run_at: now - (FEED_ROWS - i) * 1000, changed: true };
    }));
  }
  for (const h of hunts) await tx.results.addCounts(userId, h.id, { ALERT: FEED_ROWS / 20 / 5, WATCH: FEED_ROWS / 20 / 5, SKIP: FEED_ROWS / 20 / (5 / 3) });
});
console.log(`inserted ${FEED_ROWS} result rows in ${Math.round(performance.now() - t0)} ms`);

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await app.app.handle(new Request(`http://localhost${path}`, { headers }));
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${text.slice(0, 200)}`);
  return text;
};

/** p50 and p99 of two requests measured alternately in one loop (the machine's load hits both alike). */
async function pair(name: string, a: () => Promise<unknown>, b: () => Promise<unknown>) {
  for (let i = 0; i < 30; i++) {
    await a();
    await b();
  }
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    let s = performance.now();
    await a();
    ta.push(performance.now() - s);
    s = performance.now();
    await b();
    tb.push(performance.now() - s);
  }
  const q = (xs: number[], p: number) => [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
  const f = (x: number) => x.toFixed(2);
  console.log(`${name}: page p50 ${f(q(ta, 0.5))} ms, p99 ${f(q(ta, 0.99))} ms | JSON p50 ${f(q(tb, 0.5))} ms, p99 ${f(q(tb, 0.99))} ms | page/JSON p50 ${(q(ta, 0.5) / q(tb, 0.5)).toFixed(2)}x, p99 ${(q(ta, 0.99) / q(tb, 0.99)).toFixed(2)}x`);
}

let offset = 0;
await pair(`component page (${OBSERVATIONS} observations, 90 days)`, () => get(`/prices/hdd/${HE8}`), () => get(`/api/public/prices/hdd/${HE8}`));
await pair(`component page, period=all`, () => get(`/prices/hdd/${HE8}?period=all`), () => get(`/api/public/prices/hdd/${HE8}`));
await pair(`results page (50 rows of ${FEED_ROWS})`, () => get(`/my/results?offset=${(offset = (offset + 50) % 5_000)}`, cookie), () => get(`/hunts/results?limit=50&offset=${offset}`, { Authorization: `Bearer ${key}` }));

// --- JavaScript and CSS per page, compressed as served ---
const byPath = new Map(Object.values(assets()).map((a) => [a.path, a]));
const firstResult = (await get("/my/results", cookie)).match(/href="(\/my\/results\/[0-9a-f-]{36})"/)![1]!;
const pages = ["/", "/deals", "/search?q=he8", "/prices/hdd", `/prices/hdd/${HE8}`, "/signin", "/my/hunts", `/my/hunts/${hunts[0]!.id}`, "/my/hunts/new", "/my/results", firstResult, "/my/channels", "/my/account"];
console.log("\npage | JS+CSS gzip bytes | JS+CSS raw bytes | HTML gzip bytes");
for (const p of pages) {
  const html = await get(p, p === "/signin" ? {} : cookie);
  const used = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => byPath.get(m[1]!)!);
  const gz = used.reduce((n, a) => n + a.gzip.length, 0);
  const raw = used.reduce((n, a) => n + a.body.length, 0);
  console.log(`${p.replace(/[0-9a-f-]{36}/, "{id}")} | ${gz.toLocaleString("en-US")} | ${raw.toLocaleString("en-US")} | ${gzipSync(html).length.toLocaleString("en-US")}`);
}
