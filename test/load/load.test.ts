/**
 * Load: `rackhunt serve` in its own process over a real SQLite file, its scheduler scanning the
 * recorded sites in the background, and the mixed workload from a second process for
 * RACKHUNT_LOAD_SECONDS (CI 15; try 120 by hand). Zero errors, flat memory, latency printed.
 */
import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp, listen } from "../../server/src/app.ts";
import { integrityOf } from "../../server/src/backup/index.ts";
import { loadConfig } from "../../server/src/config.ts";
import { serveRecordedSites } from "../../server/src/demo/recorded-sites.ts";
import { createLogger } from "../../server/src/http/logger.ts";
import { newKey } from "../../server/src/operations/account.ts";
import { scrapeValue, spawnServe } from "../e2e/proof/serve-process.ts";

const SECONDS = Number(process.env.RACKHUNT_LOAD_SECONDS ?? 15);
/** Three distinct queries: the polite fetcher spaces requests to one host by 1 s, so 40 hunts share 9 fetches. */
const QUERIES = ["epyc", "xeon", "ddr4"];
const dir = mkdtempSync(join(tmpdir(), "rackhunt-load-"));
const sites = serveRecordedSites();
afterAll(() => {
  sites.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** An account and its hunts written through the API of an in-process server, which then closes. */
async function seed(dbPath: string) {
  const config = loadConfig({ RACKHUNT_DB: dbPath, RACKHUNT_RATE_LIMITS: "off", ...sites.sourcesEnv });
  const app = await createApp({ config, logger: createLogger("silent", () => {}) });
  const { port, stop } = listen(app, "127.0.0.1", 0);
  const { key, stored } = newKey();
  await app.services.repos.users.create({ id: crypto.randomUUID(), email: "load@example.com", tier: "lifetime", is_admin: false, now: Date.now() }, stored);
  const hunts: string[] = [];
  for (let i = 0; i < 40; i++) {
    const r = await fetch(`http://127.0.0.1:${port}/hunts`, { method: "POST", headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" }, body: JSON.stringify({ name: `load ${i}`, config: { query: QUERIES[i % QUERIES.length] }, target_price: 150, ceiling_price: 600, poll_interval_hours: 1 }) });
    expect(r.status).toBe(201);
    hunts.push(((await r.json()) as { id: string }).id);
  }
  stop();
  await app.database.close();
  return { key, hunts };
}

test(`mixed workload for ${SECONDS} s with the scheduler scanning: no errors, flat memory`, async () => {
  const dbPath = join(dir, "rackhunt.db");
  const { key, hunts } = await seed(dbPath);
  const serve = await spawnServe({ RACKHUNT_DB: dbPath, RACKHUNT_RATE_LIMITS: "off", ...sites.sourcesEnv, RACKHUNT_MAX_PAGES: "1", RACKHUNT_PAYMENTS: "local", RACKHUNT_MPP_SECRET: "load-mpp-secret-at-least-32-bytes-long-0123", RACKHUNT_PUBLIC_FREE_PER_DAY: "1000000" });
  try {
    // Warm up (JIT, caches, first scan under way), then take the memory baseline.
    for (let i = 0; i < 200; i++) await fetch(`${serve.url}/hunts?limit=20`, { headers: { Authorization: `Bearer ${key}` } });
    const rssBefore = await scrapeValue(serve.url, "process_resident_memory_bytes");

    const load = Bun.spawn([process.execPath, join(import.meta.dir, "mixed-workload.ts")], {
      env: { ...process.env, RACKHUNT_LOAD_URL: serve.url, RACKHUNT_LOAD_KEY: key, RACKHUNT_LOAD_HUNTS: hunts.join(","), RACKHUNT_LOAD_SECONDS: String(SECONDS) },
      stdout: "pipe",
      stderr: "pipe",
    });
    const [out, err, code] = await Promise.all([new Response(load.stdout).text(), new Response(load.stderr).text(), load.exited]);
    expect({ code, err: err.slice(0, 500) }).toEqual({ code: 0, err: "" });
    const r = JSON.parse(out.trim().split("\n").at(-1)!) as { operations: string[]; requests: number; rps: number; latency: Record<string, number>; non2xx: number; errors: number; timeouts: number; statuses: Record<string, number> };

    const rssAfter = await scrapeValue(serve.url, "process_resident_memory_bytes");
    // The batch leased at start-up is counted when it completes; SIGTERM would wait for it anyway.
    let scanned = 0;
    for (let i = 0; i < 300 && scanned === 0; i++) {
      scanned = await scrapeValue(serve.url, "rackhunt_scan_hunts_total", { trigger: "scheduled" });
      if (scanned === 0) await Bun.sleep(100);
    }
    const sourceFetches = await scrapeValue(serve.url, "rackhunt_source_fetches_total", { outcome: "ok" });
    const served500 = await scrapeValue(serve.url, "rackhunt_http_requests_total", { status: "500" });
    const mb = (b: number) => (b / 1048576).toFixed(1);
    console.log(`[load] ${r.requests} requests in ${SECONDS} s (${r.rps.toFixed(0)} req/s avg) over ${r.operations.join(", ")}`);
    console.log(`[load] latency ms: p50 ${r.latency.p50}, p90 ${r.latency.p90}, p99 ${r.latency.p99}, max ${r.latency.max}, mean ${r.latency.mean?.toFixed?.(2)}; statuses ${JSON.stringify(r.statuses)}`);
    console.log(`[load] server RSS ${mb(rssBefore)} MiB before, ${mb(rssAfter)} MiB after; hunts scanned by the scheduler: ${scanned} (${sourceFetches} source fetches ok; recorded sites hit ${sites.hits.length} times)`);

    expect(r.errors).toBe(0);
    expect(r.timeouts).toBe(0);
    expect(r.non2xx).toBe(0);
    expect(served500).toBe(0);
    expect(r.requests).toBeGreaterThan(SECONDS * 50);
    expect(scanned).toBeGreaterThanOrEqual(hunts.length); // plus any hunt the workload had just created
    expect(sites.hits.length).toBeGreaterThan(0);
    // Flat memory: growth under a load this size stays within 50% or 96 MiB of the warmed-up size.
    expect(rssAfter - rssBefore).toBeLessThan(Math.max(rssBefore * 0.5, 96 * 1048576));
  } finally {
    expect(await serve.kill("SIGTERM")).toBe(0);
  }
  expect(integrityOf(dbPath)).toBe("ok");
}, (SECONDS + 60) * 1000);
