import { usd } from "../pricing/usd.ts";
import type { Benchmark, TrustedBenchmark } from "../schemas/pricing.ts";
import { effectiveTarget } from "../scoring/score.ts";
import type { PreparedHunt } from "./hunt.ts";
import type { PlannedListing } from "./plan.ts";

/** Variants a hunt's warnings speak of at most (the ones its listings show most). */
const MAX_WARNINGS = 3;

/**
 * What a hunt's target means against the trusted markets of the variants it finds: a target under
 * the lowest price of the last 90 days may never be met; one above the median would alert on most
 * listings (where the market is trusted, a met target above the median is only a WATCH). Said when
 * the hunt is saved, with the numbers.
 * @example targetWarnings(hunt, plan.listings, (f) => lookup(f, now, null)) // ["target $30.00 for HGST ... is below its lowest price in 90 days ($44.00): it may never be met"]
 */
export function targetWarnings(hunt: PreparedHunt, listings: readonly PlannedListing[], benchmarkOf: (l: PlannedListing) => Benchmark): string[] {
  // Per variant, how many of the hunt's listings it has, and one whose cohort is trusted (a for-parts
  // listing's stratum says nothing of what the hunt buys).
  const seen = new Map<string, { listing: PlannedListing | null; benchmark: TrustedBenchmark | null; n: number }>();
  for (const l of listings) {
    const id = l.facts.component_id;
    if (!id) continue;
    const s = seen.get(id) ?? { listing: null, benchmark: null, n: 0 };
    s.n++;
    if (!s.benchmark) {
      const b = benchmarkOf(l);
      if (b.status === "trusted") Object.assign(s, { listing: l, benchmark: b });
    }
    seen.set(id, s);
  }
  const out: string[] = [];
  for (const { listing, benchmark: b } of [...seen.values()].sort((a, b) => b.n - a.n)) {
    if (out.length >= MAX_WARNINGS) break;
    if (!listing || !b) continue;
    const target = effectiveTarget(hunt.scoring, listing.facts);
    if (target === null) continue;
    const name = listing.facts.model ? `${listing.facts.brand ? `${listing.facts.brand} ` : ""}${listing.facts.model}${listing.facts.capacity ? ` ${listing.facts.capacity}` : ""}` : b.component_id!;
    const what = `${target.what === `the target ${usd(target.price)}` ? "the target" : target.what} (${usd(target.price)} per item) for ${name}`;
    if (target.price < b.stats.min) out.push(`${what} is below its lowest price in ${b.window_days} days (${usd(b.stats.min)}): it may never be met`);
    else if (target.price > b.stats.median) out.push(`${what} is above its median ${usd(b.stats.median)}: most listings would meet it (those above the median are watched, not alerted)`);
  }
  return out;
}
