/**
 * Cost of the public price pages and the paid catalog over the REAL default catalog (2,106
 * variants) and a SYNTHETIC market: 1,000 of those variants with 100 invented observations each
 * (90 days, two sources, three strata, low dispersion so most cohorts are trusted). Baseline in
 * the same run: benchmarkFor of one cohort. Run: ./node_modules/.bin/bun bench/public-prices.bench.ts
 */
import { bench, do_not_optimize, run } from "mitata";
import { seededRandom } from "../test/core/pricing/synthetic-cohort.ts";
import { benchmarkFor, createMarket, defaultCatalog, type Condition, type PriceObservationInput as PriceObservation } from "../packages/core/src/index.ts";
import { openSqliteDatabase } from "../server/src/db/client.ts";
import { createPaymentsService, parsePaymentsEnv } from "../server/src/payments/index.ts";
import { paidCatalog, publicCategory, publicComponent, publicPrices } from "../server/src/public/index.ts";

const DAY = 86_400_000;
const NOW = Date.parse("2026-11-22T00:00:00Z");
const CONDITIONS: readonly Condition[] = ["used", "used", "used", "new", "for_parts"];
const rand = seededRandom(7);
const catalog = defaultCatalog();
const priced = catalog.all().slice(0, 1000);
const observations: PriceObservation[] = [];
for (const c of priced) {
  const base = 20 + rand() * 500;
  for (let i = 0; i < 100; i++) {
    const condition = CONDITIONS[i % CONDITIONS.length]!;
    observations.push({ component_id: c.id, price: base * (0.95 + 0.1 * rand()), observed_at: NOW - Math.floor(rand() * 90 * DAY), source: i % 2 ? "forum" : "auction", condition });
  }
}
const market = createMarket(observations, { now: NOW });
const payments = createPaymentsService({ config: parsePaymentsEnv({ RACKHUNT_PAYMENTS: "local" })!, repo: (await openSqliteDatabase(":memory:")).repos.payments, realm: "bench" });
const one = priced[0]!;
const busiest = [...new Set(priced.map((c) => c.category))].sort((a, b) => priced.filter((c) => c.category === b).length - priced.filter((c) => c.category === a).length)[0]!;

bench("baseline: benchmarkFor (one cohort)", () => do_not_optimize(benchmarkFor(market, one.id, { condition: "used", now: NOW })));
bench("GET /api/public/prices (all categories)", () => do_not_optimize(publicPrices(catalog, market, NOW)));
bench(`GET /api/public/prices/${busiest} (limit 50)`, () => do_not_optimize(publicCategory(catalog, market, busiest, { limit: 50, offset: 0 }, NOW)));
bench("GET /api/public/prices/{category}/{id}", () => do_not_optimize(publicComponent(market, one, 50, NOW)));
bench("GET /api/x402/pricing/catalog (1,000 priced variants)", () => do_not_optimize(paidCatalog(catalog, market, payments, NOW)));

const { benchmarks } = await run({ format: "quiet" });
const base = benchmarks[0]!.runs[0]!.stats!.avg;
console.log(`market: ${market.size} observations of ${priced.length} variants; catalog ${catalog.size} variants; busiest category ${busiest}`);
for (const b of benchmarks) {
  const ns = b.runs[0]!.stats!.avg;
  console.log(`${b.alias.padEnd(55)} ${(ns / 1e6).toFixed(3).padStart(9)} ms/op  ${(ns / base).toFixed(1).padStart(8)}× baseline`);
}
