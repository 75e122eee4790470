/**
 * A database for the HTTP benchmarks: one lifetime account with 20 hunts, 1,000 listings and
 * 1,000,000 result rows (SYNTHETIC), written through the repositories, then closed so a
 * `rackhunt serve` process can open it. Returns the path and the account's key.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../../server/src/app.ts";
import { manualClock } from "../../server/src/clock.ts";
import { loadConfig } from "../../server/src/config.ts";
import { silentLogger } from "../../server/src/http/logger.ts";
import { newKey } from "../../server/src/operations/account.ts";

const ACTIONS = ["ALERT", "WATCH", "SKIP", "SKIP", "SKIP"];
const TITLES = ["AMD EPYC 7302P 16-Core SP3", "HGST Ultrastar He8 8TB SAS HUH728080AL5200", "Samsung 32GB DDR4 2666 RDIMM M393A4K40CB2-CTD", "Intel X710-DA2 10GbE SFP+", "Seagate Exos X16 16TB SATA"];

export async function feedDatabase(rows: number): Promise<{ dbPath: string; key: string }> {
  const dbPath = join(mkdtempSync(join(tmpdir(), "rackhunt-bench-feed-")), "feed.db");
  const clock = manualClock(Date.now());
  const app = await createApp({ config: loadConfig({ RACKHUNT_DB: dbPath, RACKHUNT_LOG_LEVEL: "silent" }), clock, logger: silentLogger, sources: [] });
  const repos = app.services.repos;
  const { key, stored } = newKey();
  const user = crypto.randomUUID();
  await repos.users.create({ id: user, email: "bench@example.com", tier: "lifetime", is_admin: false, now: clock.now() }, stored);
  const hunts: { id: string }[] = [];
  for (let i = 0; i < 20; i++) {
    hunts.push(await repos.hunts.insert({ id: crypto.randomUUID(), user_id: user, name: `hunt ${i}`, config: { query: "epyc" }, target_price: 100, poll_interval_hours: 1, created_at: clock.now(), updated_at: clock.now(), next_run_at: clock.now() + 3_600_000 }));
  }
  const listings = (
    await repos.listings.upsertMany(
      Array.from({ length: 1_000 }, (_, i) => ({ id: crypto.randomUUID(), source: "bench", external_id: `l${i}`, title: TITLES[i % TITLES.length]!, url: null, price: 10 + i, currency: "USD", capacity: null, category: null, condition: null, component_id: null, location: null, status: "active", facts: {}, seen_at: clock.now() })),
    )
  ).map((l) => l.id);
  for (let start = 0; start < rows; start += 10_000) {
    const batch = Array.from({ length: Math.min(10_000, rows - start) }, (_, k) => {
      const i = start + k;
      return { id: crypto.randomUUID(), hunt_id: hunts[i % 20]!.id, user_id: user, listing_id: listings[i % 1_000]!, price: 10 + (i % 500), score: i % 100, action: ACTIONS[i % 5]!, verdict: null, reasons: [], reason_codes: [], is_backfill: false, run_id: `run-${Math.floor(i / 1_000)}`, run_at: clock.now() - (rows - i) * 1_000, changed: true };
    });
    await repos.results.insertMany(batch);
  }
  await app.database.close();
  return { dbPath, key };
}
