import {
  benchmarkFor,
  compileHunt,
  DAY_MS,
  DEFAULT_WINDOW_DAYS,
  compileQuery,
  describeListing,
  isRelevant,
  observationOf,
  scoreListing,
  type Benchmark,
  type Catalog,
  type CompiledHunt,
  type FxRates,
  type QuerySpec,
} from "@rackhunt/core";
import type { HuntForScoring, Judge, Judgement, ListingFacts, SourceListing } from "../scan/types.ts";
import type { MarketService } from "./market-service.ts";

interface Compiled {
  hunt: CompiledHunt;
  query: QuerySpec;
  location: string | null;
}

/**
 * The core's listing pipeline behind the scan's Judge. The server adds only memoisation: a scan
 * asks for the same few benchmarks (variant, stratum, location) many times, so they are kept per
 * scan instant.
 */
export function createJudge(catalog: Catalog, market: MarketService, fx: FxRates): Judge {
  let memoAt = -1;
  const memo = new Map<string, Benchmark>();
  const benchmark = (f: ListingFacts, location: string | null, now: number): Benchmark | null => {
    if (!f.component_id) return null;
    if (memoAt !== now) {
      memo.clear();
      memoAt = now;
    }
    const key = `${f.component_id}|${f.condition}|${location}|${f.match_confidence}`;
    let b = memo.get(key);
    if (!b) {
      b = benchmarkFor(market.market, f.component_id, { condition: f.condition, local_kw: location, match_confidence: f.match_confidence, now });
      memo.set(key, b);
    }
    return b;
  };

  return {
    facts(l: SourceListing): ListingFacts {
      return describeListing(
        { title: l.title, price: l.price, currency: l.currency ?? null, url: l.url, source: l.source, status: l.status, location: l.location ?? null, condition: l.condition_text ?? null },
        { catalog, fx },
      ).facts;
    },

    compile(h: HuntForScoring): Compiled {
      return {
        hunt: compileHunt({ config: h.config, criteria: h.criteria, target_price: h.target_price, ceiling_price: h.ceiling_price }),
        query: compileQuery(h.config.query ?? h.name),
        location: h.config.location ?? null,
      };
    },

    async prepare(facts: Iterable<ListingFacts>, earliest: number): Promise<void> {
      const ids = new Set<string>();
      for (const f of facts) if (f.component_id) ids.add(f.component_id);
      await market.prepare(ids, earliest - DEFAULT_WINDOW_DAYS * DAY_MS);
    },

    relevant(f: ListingFacts, compiled: unknown): boolean {
      return isRelevant(f, (compiled as Compiled).query);
    },

    judge(f: ListingFacts, compiled: unknown, now: number): Judgement {
      const c = compiled as Compiled;
      const s = scoreListing(f, c.hunt, benchmark(f, c.location, now));
      return { score: s.score, action: s.action, verdict: s.verdict, reasons: s.reasons };
    },

    observation(f: ListingFacts, at: { observed_at: number; listing_id: string }) {
      return observationOf(f, { observed_at: at.observed_at, listing_id: at.listing_id, benchmark: benchmark(f, null, at.observed_at) });
    },
  };
}
