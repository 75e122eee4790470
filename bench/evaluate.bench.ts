/**
 * evaluate() throughput over a SYNTHETIC market: 5,000 variants, 1,000,000 invented observations
 * (about 200 per variant over 180 days, three condition strata, four sources), and a SYNTHETIC
 * catalog of those variants, so each call runs the whole pipeline: parse the title, match it,
 * benchmark the cohort, judge the price. Baseline in the same run: one
 * Array.prototype.sort of a cohort-sized copy. Run: ./node_modules/.bin/bun bench/evaluate.bench.ts
 */
import { bench, do_not_optimize, run } from "mitata";
import { seededRandom } from "../test/core/pricing/synthetic-cohort.ts";
import { createCatalog } from "../packages/core/src/catalog/index.ts";
import { evaluate } from "../packages/core/src/evaluate/index.ts";
import { benchmarkFor, createMarket, type PriceObservationInput as PriceObservation } from "../packages/core/src/pricing/index.ts";
import type { Condition } from "../packages/core/src/schemas/vocabulary.ts";

const VARIANTS = 5_000;
const OBSERVATIONS = 1_000_000;
const DAY = 86_400_000;
const NOW = Date.parse("2026-03-01T00:00:00Z");
const SOURCES = ["aggregator", "forum", "auction", "forum-b"];
const CONDITIONS: readonly Condition[] = ["used", "used", "used", "refurbished", "new", "new", "for_parts"];

const rand = seededRandom(42);

const basePrice = Array.from({ length: VARIANTS }, () => 20 + rand() * 980);
const syntheticObservations: PriceObservation[] = new Array(OBSERVATIONS);
for (let i = 0; i < OBSERVATIONS; i++) {
  const variant = Math.floor(rand() * VARIANTS);
  const condition = CONDITIONS[Math.floor(rand() * CONDITIONS.length)];
  const factor = condition === "new" ? 1.3 : condition === "for_parts" ? 0.4 : 1;
  syntheticObservations[i] = {
    component_id: `variant-${variant}`,
    price: Math.round(basePrice[variant] * factor * (0.8 + 0.4 * rand()) * 100) / 100,
    observed_at: NOW - Math.floor(rand() * 180 * DAY),
    source: SOURCES[Math.floor(rand() * SOURCES.length)],
    condition,
  };
}

let t0 = performance.now();
const market = createMarket(syntheticObservations, { now: NOW });
const buildMs = performance.now() - t0;

const catalog = createCatalog(
  Array.from({ length: VARIANTS }, (_, v) => ({
    id: `variant-${v}`, category: "hdd" as const, subcategory: null, brand: "HGST", model: `Synthetic V${v}`, mpn: null, capacity: "8TB",
    capacity_gb: 8000, interface: "SAS", form_factor: "3.5in", generation: null, aliases: [`SYNV${v}X`], specs: {}, source: "synthetic",
  })),
  { validate: false },
);
const REQUESTS = Array.from({ length: 4096 }, () => {
  const variant = Math.floor(rand() * VARIANTS);
  return { price: basePrice[variant] * (0.7 + 0.6 * rand()), title: `HGST SYNV${variant}X 8TB SAS drive`, condition: rand() < 0.7 ? "used" : "new", url: "https://www.example.com/item/1" };
});
const cohort = market.slice("variant-1", "used").prices.slice();

t0 = performance.now();
let trusted = 0;
for (const r of REQUESTS) if (evaluate(r, market, { catalog }).verdict !== "INCONCLUSIVE") trusted++;
const warmMs = performance.now() - t0;

let i = 0;
let j = 0;
let k = 0;
bench(`baseline: Array.prototype.sort of a ${cohort.length}-price cohort copy`, () => {
  do_not_optimize(cohort.slice().sort((a, b) => a - b));
});
bench("benchmarkFor (one cohort)", () => {
  const r = REQUESTS[j++ & 4095];
  do_not_optimize(benchmarkFor(market, `variant-${r.title.slice(9, r.title.indexOf("X 8TB"))}`, { condition: "used" }));
});
bench("evaluate (parse, match, benchmark, judge)", () => {
  do_not_optimize(evaluate(REQUESTS[i++ & 4095], market, { catalog }));
});
bench("evaluate, untrusted path (unknown variant)", () => {
  do_not_optimize(evaluate({ price: 10 + (k++ & 7), title: "nothing here" }, market, { catalog }));
});

const { benchmarks } = await run({ format: "quiet" });
const avg = (name: string) => benchmarks.find((b) => b.alias.startsWith(name))!.runs[0].stats!.avg;
const base = avg("baseline");
console.log(`synthetic market: ${VARIANTS} variants, ${market.size} observations, built in ${buildMs.toFixed(0)} ms`);
console.log(`warm-up: ${REQUESTS.length} evaluations in ${warmMs.toFixed(1)} ms, ${trusted} trusted`);
for (const b of benchmarks) {
  const ns = b.runs[0].stats!.avg;
  console.log(`${b.alias.padEnd(55)} ${ns.toFixed(0).padStart(7)} ns/op  ${Math.round(1e9 / ns).toLocaleString("en-US").padStart(12)} /s  ${(ns / base).toFixed(2)}× baseline`);
}
console.log(`evaluate: ${Math.round(1e9 / avg("evaluate (parse")).toLocaleString("en-US")} evaluations/s wall (aim ≥ 20,000/s)`);
// CPU time is steadier than wall time on a machine shared with other work.
const c0 = process.cpuUsage();
for (let n = 0; n < 100_000; n++) do_not_optimize(evaluate(REQUESTS[n & 4095], market, { catalog }));
const cpu = process.cpuUsage(c0);
console.log(`evaluate: ${Math.round(1e5 / ((cpu.user + cpu.system) / 1e6)).toLocaleString("en-US")} evaluations per CPU-second`);
