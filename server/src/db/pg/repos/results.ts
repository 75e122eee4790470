import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { countsByHuntOf, type FeedRow, type ResultsRepo } from "../../contracts/index.ts";
import type { Pg } from "../db.ts";
import { recordset } from "../recordset.ts";
import { alerts, huntListings, hunts, listings, resultCounts, scanResults } from "../schema.ts";

const RESULT_COLUMNS = {
  id: "text", hunt_id: "text", user_id: "text", listing_id: "text", price: "float8", score: "integer", action: "text", verdict: "text",
  reasons: "text", reason_codes: "text", is_backfill: "boolean", run_id: "text", run_at: "bigint", changed: "boolean",
};

/** Scan results and the results feed (PostgreSQL). */
export function pgResultsRepo(db: Pg): ResultsRepo {
  const feedPage = (where: SQL | undefined, limit: number, offset: number): Promise<FeedRow[]> => {
    // The page's ids first, then the joins for those rows only: joining before the OFFSET would
    // look up the hunt, listing and alert of every skipped row too (6× slower at offset 4,000).
    const page = db.select({ id: scanResults.id }).from(scanResults).where(where).orderBy(desc(scanResults.run_at), desc(scanResults.id)).limit(limit).offset(offset).as("page");
    return db
      .select({
        id: scanResults.id, hunt_id: scanResults.hunt_id, hunt_name: hunts.name, listing_id: scanResults.listing_id, title: listings.title, url: listings.url,
        price: scanResults.price, source: listings.source, score: scanResults.score, action: scanResults.action, verdict: scanResults.verdict,
        alert_channel: alerts.channel, is_backfill: scanResults.is_backfill, run_at: scanResults.run_at, reasons: scanResults.reasons, reason_codes: scanResults.reason_codes,
        listed_price: sql<number | null>`(${listings.facts}->>'listed_price')::float8`, listed_currency: listings.currency, listing_status: listings.status,
      })
      .from(page)
      .innerJoin(scanResults, eq(scanResults.id, page.id))
      .innerJoin(hunts, eq(hunts.id, scanResults.hunt_id))
      .leftJoin(listings, eq(listings.id, scanResults.listing_id))
      .leftJoin(alerts, eq(alerts.result_id, scanResults.id))
      .orderBy(desc(scanResults.run_at), desc(scanResults.id));
  };
  const total = async (where: SQL | undefined): Promise<number> => {
    const [row] = await db.select({ n: sql<number>`coalesce(sum(${resultCounts.n}), 0)`.mapWith(Number) }).from(resultCounts).where(where);
    return row?.n ?? 0;
  };
  return {
    async insertMany(rows) {
      if (rows.length === 0) return;
      const input = recordset(rows.map((r) => ({ ...r, reasons: JSON.stringify(r.reasons), reason_codes: JSON.stringify(r.reason_codes) })), RESULT_COLUMNS);
      await db.execute(sql`WITH stored AS (
          INSERT INTO scan_results (id, hunt_id, user_id, listing_id, price, score, action, verdict, reasons, reason_codes, is_backfill, run_id, run_at)
          SELECT id, hunt_id, user_id, listing_id, price, score, action, verdict, reasons, reason_codes, is_backfill, run_id, run_at FROM ${input} ORDER BY ord)
        INSERT INTO hunt_listings (hunt_id, listing_id, score, action, verdict, reason_codes, updated_at)
        SELECT * FROM (
          -- One row per (hunt, listing), the batch's last: one statement may not upsert a row twice,
          -- and SQLite's row-by-row upserts leave the last judgement too.
          SELECT DISTINCT ON (hunt_id, listing_id) hunt_id, listing_id, score, action, verdict, reason_codes, run_at FROM ${input} WHERE changed ORDER BY hunt_id, listing_id, ord DESC) last
        ON CONFLICT (hunt_id, listing_id) DO UPDATE SET score = excluded.score, action = excluded.action, verdict = excluded.verdict, reason_codes = excluded.reason_codes, updated_at = excluded.updated_at`);
    },
    async latestJudgements(huntId) {
      const rows = await db.select({ listing_id: huntListings.listing_id, score: huntListings.score, action: huntListings.action, verdict: huntListings.verdict }).from(huntListings).where(eq(huntListings.hunt_id, huntId));
      return new Map(rows.map(({ listing_id, ...j }) => [listing_id, j]));
    },
    async addCountsMany(list) {
      // Summed per (hunt, action) first: one statement may not upsert a row twice.
      const sums = new Map<string, { user_id: string; hunt_id: string; action: string; n: number }>();
      for (const r of list) for (const [action, n] of Object.entries(r.counts)) {
        if (n <= 0) continue;
        const key = `${r.hunt_id}\u0000${action}`;
        const row = sums.get(key);
        if (row) row.n += n;
        else sums.set(key, { user_id: r.user_id, hunt_id: r.hunt_id, action, n });
      }
      if (sums.size === 0) return;
      await db.insert(resultCounts).values([...sums.values()]).onConflictDoUpdate({ target: [resultCounts.hunt_id, resultCounts.action], set: { n: sql`${resultCounts.n} + excluded.n` } });
    },
    async addCounts(userId, huntId, counts) {
      const rows = Object.entries(counts).filter(([, n]) => n > 0).map(([action, n]) => ({ user_id: userId, hunt_id: huntId, action, n }));
      if (rows.length === 0) return;
      await db.insert(resultCounts).values(rows).onConflictDoUpdate({ target: [resultCounts.hunt_id, resultCounts.action], set: { n: sql`${resultCounts.n} + excluded.n` } });
    },
    async get(userId, id) {
      const [row] = await feedPage(and(eq(scanResults.id, id), eq(scanResults.user_id, userId)), 1, 0);
      return row ?? null;
    },
    async countsByHunt(userId) {
      return countsByHuntOf(await db.select({ hunt_id: resultCounts.hunt_id, action: resultCounts.action, n: resultCounts.n }).from(resultCounts).where(eq(resultCounts.user_id, userId)));
    },
    async feed(userId, opts) {
      const { action, huntId, limit, offset } = opts;
      const rowsWhere = and(eq(scanResults.user_id, userId), huntId ? eq(scanResults.hunt_id, huntId) : undefined, action ? eq(scanResults.action, action) : undefined);
      const countsWhere = and(eq(resultCounts.user_id, userId), huntId ? eq(resultCounts.hunt_id, huntId) : undefined, action ? eq(resultCounts.action, action) : undefined);
      const [rows, n] = await Promise.all([feedPage(rowsWhere, limit, offset), total(countsWhere)]);
      return { rows, total: n };
    },
  };
}
