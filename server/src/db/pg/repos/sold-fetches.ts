import { and, asc, eq, isNull, lte, or, sql } from "drizzle-orm";
import { soldQueryKey, type SoldFetchesRepo } from "../../contracts/index.ts";
import type { Pg } from "../db.ts";
import { soldFetches } from "../schema.ts";

const ROW = {
  source: soldFetches.source,
  query_key: soldFetches.query_key,
  query: soldFetches.query,
  next_run_at: soldFetches.next_run_at,
  last_run_at: soldFetches.last_run_at,
  last_error: soldFetches.last_error,
  last_count: soldFetches.last_count,
};

/** The sold-comparables queue (PostgreSQL): due fetches leased with FOR UPDATE SKIP LOCKED, like hunts. */
export function pgSoldFetchesRepo(db: Pg): SoldFetchesRepo {
  const free = (now: number) => and(lte(soldFetches.next_run_at, now), or(isNull(soldFetches.lease_until), sql`${soldFetches.lease_until} < ${now}`));
  return {
    async enqueue(source, query, at) {
      await db
        .insert(soldFetches)
        .values({ source, query_key: soldQueryKey(query), query, next_run_at: at })
        .onConflictDoUpdate({ target: [soldFetches.source, soldFetches.query_key], set: { next_run_at: sql`least(${soldFetches.next_run_at}, ${at})` } });
    },
    async ensure(source, query, at) {
      await db.insert(soldFetches).values({ source, query_key: soldQueryKey(query), query, next_run_at: at }).onConflictDoNothing();
    },
    async leaseDue(owner, now, limit, leaseMs) {
      const due = db.select({ key: sql`(${soldFetches.source}, ${soldFetches.query_key})` }).from(soldFetches).where(free(now)).orderBy(asc(soldFetches.next_run_at)).limit(limit).for("update", { skipLocked: true });
      // ARRAY(...) is an init plan: the locking subquery runs once, never re-run per row.
      return db.update(soldFetches).set({ lease_owner: owner, lease_until: now + leaseMs }).where(sql`(${soldFetches.source}, ${soldFetches.query_key}) = ANY(ARRAY(${due}))`).returning(ROW);
    },
    async leaseIfDue(owner, now, leaseMs, source, query) {
      const [row] = await db
        .update(soldFetches)
        .set({ lease_owner: owner, lease_until: now + leaseMs })
        .where(and(eq(soldFetches.source, source), eq(soldFetches.query_key, soldQueryKey(query)), free(now)))
        .returning(ROW);
      return row ?? null;
    },
    async finish(row, now, nextAt, error, count) {
      await db
        .update(soldFetches)
        .set({ last_run_at: now, next_run_at: nextAt, last_error: error, last_count: count, lease_owner: null, lease_until: null })
        .where(and(eq(soldFetches.source, row.source), eq(soldFetches.query_key, row.query_key)));
    },
    async get(source, query) {
      const [row] = await db.select(ROW).from(soldFetches).where(and(eq(soldFetches.source, source), eq(soldFetches.query_key, soldQueryKey(query))));
      return row ?? null;
    },
  };
}
