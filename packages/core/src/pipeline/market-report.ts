import type { Catalog } from "../catalog/create-catalog.ts";
import { defaultCatalog } from "../catalog/default-catalog.ts";
import {
  DEFAULT_WINDOW_DAYS,
  MAX_MEDIAN_HALF_WIDTH,
  MAX_NEWEST_AGE_DAYS,
  MIN_COHORT_SAMPLE,
  MIN_DISTINCT_SOURCES,
  MIN_SINGLE_SOURCE_SOLD,
} from "../pricing/constants.ts";
import { KIND_ASKING, type MarketView } from "../pricing/market.ts";
import { medianSorted, sortAscending } from "../pricing/stats.ts";
import { benchmarkFor } from "../pricing/trust.ts";
import { STRATA, type Benchmark, type Stratum } from "../schemas/pricing.ts";
import type { MarketReport, MarketStratum } from "../schemas/market-report.ts";
import { describeListing } from "./describe-listing.ts";

/** What a market report is asked about: a catalog id, or a title read like a listing's. */
export type MarketSubject = { component_id: string } | { title: string };

/**
 * What a free-text ask is about: a catalog id when it is one, else a title.
 * @example marketSubject(catalog, "amd-epyc-7551") // { component_id: "amd-epyc-7551" }
 */
export function marketSubject(catalog: Catalog, q: string): MarketSubject {
  const text = q.trim();
  return catalog.get(text) ? { component_id: text } : { title: text };
}

/**
 * The catalog variant a market report is about, or null when the title matches none.
 * @example reportVariant(catalog, { title: "HGST He8 8TB SAS" }) // "hgst-ultrastar-he8-8tb-sas"
 */
export function reportVariant(catalog: Catalog, subject: MarketSubject): string | null {
  return "component_id" in subject ? subject.component_id : describeListing({ title: subject.title }, { catalog }).facts.component_id;
}

/**
 * The market of one variant, stratum by stratum: the benchmark's trust status with the numbers
 * that decided it, the observations behind it by source and kind (sold or asking), and, when it is
 * not trusted, what would make it so. What `rackhunt market`, `GET /api/v2/market` and the
 * `get_market` tool show.
 * @example marketReport(market, { title: "HGST He8 8TB SAS" }, { now }).strata[1].status // "trusted"
 */
export function marketReport(market: MarketView, subject: MarketSubject, options: { catalog?: Catalog; now?: number; window_days?: number } = {}): MarketReport {
  const catalog = options.catalog ?? defaultCatalog();
  const now = options.now ?? market.now;
  const window_days = options.window_days ?? DEFAULT_WINDOW_DAYS;
  const id = reportVariant(catalog, subject);
  const c = id ? catalog.get(id) : null;
  return {
    query: "title" in subject ? subject.title : subject.component_id,
    component: c ? { id: c.id, model: c.model, category: c.category, capacity: c.capacity, interface: c.interface } : null,
    window_days,
    generated_at: new Date(now).toISOString(),
    strata: c ? STRATA.map((stratum) => stratumReport(market, c.id, stratum, now, window_days)) : [],
  };
}

function stratumReport(market: MarketView, id: string, stratum: Stratum, now: number, window_days: number): MarketStratum {
  const b = benchmarkFor(market, id, { condition: stratum, now, window_days });
  const slice = market.slice(id, stratum, { now, window_days });
  const groups = new Map<string, number[]>();
  for (let i = 0; i < slice.prices.length; i++) {
    const key = `${slice.source_names[slice.sources[i]!]}\u0000${slice.kinds[i] === KIND_ASKING ? "asking" : "sold"}`;
    const list = groups.get(key);
    if (list) list.push(slice.prices[i]!);
    else groups.set(key, [slice.prices[i]!]);
  }
  const by_source = [...groups].map(([key, prices]) => {
    const [source, kind] = key.split("\u0000") as [string, "sold" | "asking"];
    // Only a trusted stratum shows prices: an untrusted one must not leak a number it does not vouch for.
    return { source, kind, count: prices.length, median: b.status === "trusted" ? medianSorted(sortAscending(prices)) : null };
  }).sort((x, y) => (x.source < y.source ? -1 : x.source > y.source ? 1 : x.kind < y.kind ? -1 : 1));
  return {
    stratum,
    status: b.status,
    reason_code: b.reason_code,
    detail: b.detail,
    evidence: b.evidence,
    stats: b.status === "trusted"
      ? { sample_size: b.stats.sample_size, median: b.stats.median, p25: b.stats.p25, p75: b.stats.p75, median_low: b.stats.median_low, median_high: b.stats.median_high }
      : null,
    by_source,
    to_trust: b.status === "trusted" ? null : toTrust(b),
  };
}

/**
 * What would make an untrusted cohort trusted, in words, from the rule it failed.
 * @example toTrust(benchmark) // "3 more prices (10 needed after outlier removal)"
 */
export function toTrust(b: Benchmark): string {
  const e = b.evidence;
  switch (b.reason_code) {
    case "NO_COMPONENT_MATCH":
      return "a title the catalog recognises (a part number, or the model with its capacity)";
    case "LOW_MATCH_CONFIDENCE":
      return "a more specific title (the maker's part number)";
    case "NO_OBSERVATIONS":
      return `${MIN_COHORT_SAMPLE} prices within ${b.window_days} days, from ${MIN_DISTINCT_SOURCES} sources (scans, sold comparables or \`rackhunt import\`)`;
    case "COHORT_TOO_SMALL":
      return `${MIN_COHORT_SAMPLE - (e?.kept ?? 0)} more prices (${MIN_COHORT_SAMPLE} needed after outlier removal)`;
    case "SINGLE_SOURCE":
      return `prices from a second source, or ${Math.max(0, MIN_SINGLE_SOURCE_SOLD - (e?.sold ?? 0))} more sales from this one (${MIN_SINGLE_SOURCE_SOLD} in all)`;
    case "STALE_COHORT":
      return `a price newer than ${MAX_NEWEST_AGE_DAYS} days`;
    case "HIGH_DISPERSION": {
      // The interval narrows with √n: n × (width / allowed)² prices pin the median as required.
      const n = e?.kept ?? MIN_COHORT_SAMPLE;
      const w = e?.median_half_width ?? 1;
      return `about ${Math.ceil(n * (w / MAX_MEDIAN_HALF_WIDTH) ** 2)} prices in all, for a median known to ±${MAX_MEDIAN_HALF_WIDTH * 100}% (now ±${Math.round(w * 1000) / 10}% from ${n})`;
    }
    default:
      return b.detail;
  }
}
