import { soldQueryKey } from "../db/contracts/index.ts";
import type { Clock } from "../clock.ts";
import type { Repos, SoldFetchRow } from "../db/contracts/index.ts";
import type { MarketService } from "../engine/market-service.ts";
import type { Logger } from "../http/logger.ts";
import { planJudgement, type Catalog, type FxRates } from "@rackhunt/core";
import { judgeAndStore } from "./judge-batch.ts";
import type { SourceRegistry } from "./types.ts";

/** Default hours between two sold-comparable fetches of one (source, query). */
export const DEFAULT_SOLD_COMPS_HOURS = 24;
/** A sold fetch not finished within this is taken over by another worker. */
const SOLD_LEASE_MS = 10 * 60_000;

export interface SoldCompsDeps {
  repos: Repos;
  registry: SourceRegistry;
  catalog: Catalog;
  fx: FxRates;
  newId: () => string;
  clock: Clock;
  logger: Logger;
  market: MarketService;
  /** Hours between fetches of one (source, query) (RACKHUNT_SOLD_COMPS_HOURS). */
  intervalHours: number;
  /** Identity of this process in leases. */
  owner: string;
}

/** One sold fetch's outcome. */
export interface SoldRun {
  source: string;
  query: string;
  ok: boolean;
  /** Sold listings read. */
  sales: number;
  error: string | null;
}

/**
 * Sold comparables: the sales a source shows for a query (completed auctions, sold trade posts),
 * fetched on their own slower schedule per distinct (source, query) and shared by every hunt with
 * that query. They become observations marked `sold` at the date they sold; they are stored like
 * any listing (so a sale seen by a scan and by this fetch counts once) and never alert.
 */
export function createSoldComps(deps: SoldCompsDeps) {
  const { repos, registry, clock, logger } = deps;
  const intervalMs = deps.intervalHours * 3_600_000;

  async function run(row: SoldFetchRow): Promise<SoldRun> {
    const r = await registry.runSold(row.source, row.query);
    const now = clock.now();
    // Judged like any listing (a sale seen by a scan and by this fetch counts once); no hunt sees them.
    if (r.listings.length > 0) await judgeAndStore(repos, deps.market, planJudgement({ listings: r.listings, now }, { catalog: deps.catalog, fx: deps.fx }), now, deps.newId);
    // A busy site said when to come back (or the source gate's backoff did): due again then, not a whole interval later.
    const nextAt = r.outcome === "retry_later" && r.not_before !== null ? r.not_before : now + intervalMs;
    await repos.soldFetches.finish(row, now, nextAt, r.ok ? null : r.error, r.listings.length);
    await deps.market.refresh();
    if (!r.ok) logger.warn("sold comparables failed", { source: row.source, query: row.query, error: r.error });
    return { source: row.source, query: row.query, ok: r.ok, sales: r.listings.length, error: r.error };
  }

  return {
    /** Queue a fetch of each source's sales for a hunt's query, due now (a new hunt, a changed query). */
    async enqueue(sources: readonly string[], query: string): Promise<void> {
      const now = clock.now();
      for (const s of sources) if (registry.hasSold(s)) await repos.soldFetches.enqueue(s, query, now);
    },
    /** Run the due fetches of these (source, query) pairs first (a scan about to judge against their market). */
    async runIfDue(pairs: Iterable<{ source: string; query: string }>): Promise<SoldRun[]> {
      const out: SoldRun[] = [];
      // Each distinct (source, query) once: a batch of a thousand hunts shares a few queries, and
      // each look costs round trips on PostgreSQL.
      const distinct = new Map<string, { source: string; query: string }>();
      for (const p of pairs) distinct.set(`${p.source}\u0000${soldQueryKey(p.query)}`, p);
      for (const p of distinct.values()) {
        if (!registry.hasSold(p.source)) continue;
        // A hunt that reached the database without the create operation (the demo, an import) still gets its market.
        await repos.soldFetches.ensure(p.source, p.query, clock.now());
        const row = await repos.soldFetches.leaseIfDue(deps.owner, clock.now(), SOLD_LEASE_MS, p.source, p.query);
        if (row) out.push(await run(row));
      }
      return out;
    },
    /** Lease and run up to `limit` due fetches (the scheduler's tick). */
    async runDue(limit: number): Promise<SoldRun[]> {
      const rows = await repos.soldFetches.leaseDue(deps.owner, clock.now(), limit, SOLD_LEASE_MS);
      const out: SoldRun[] = [];
      for (const row of rows) out.push(await run(row));
      return out;
    },
  };
}
export type SoldComps = ReturnType<typeof createSoldComps>;
