import type { Db } from "../client.ts";

/** One sold-comparable fetch as stored. */
export interface SoldFetchRow {
  source: string;
  query_key: string;
  query: string;
  next_run_at: number;
  last_run_at: number | null;
  last_error: string | null;
  last_count: number | null;
}

/** The normal form a query is shared under (`EPYC  7302p` and `epyc 7302P` are one fetch). */
export function soldQueryKey(query: string): string {
  return query.trim().toLowerCase().replace(/\s+/g, " ");
}

/** The sold-comparables queue: due fetches leased with one conditional UPDATE, like hunts. */
export function soldFetchesRepo(db: Db) {
  const c = db.$client;
  // A new (source, query) is due now; a known one is brought forward to now when asked (a new hunt).
  const enqueue = c.prepare(
    `INSERT INTO sold_fetches (source, query_key, query, next_run_at) VALUES (?1, ?2, ?3, ?4)
     ON CONFLICT (source, query_key) DO UPDATE SET next_run_at = min(next_run_at, ?4)`,
  );
  const ensure = c.prepare("INSERT INTO sold_fetches (source, query_key, query, next_run_at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (source, query_key) DO NOTHING");
  const lease = c.prepare<SoldFetchRow, [string, number, number, number]>(
    `UPDATE sold_fetches SET lease_owner = ?1, lease_until = ?2
     WHERE rowid IN (SELECT rowid FROM sold_fetches WHERE next_run_at <= ?3 AND (lease_until IS NULL OR lease_until < ?3) ORDER BY next_run_at LIMIT ?4)
     RETURNING source, query_key, query, next_run_at, last_run_at, last_error, last_count`,
  );
  const leaseOne = c.prepare<SoldFetchRow, [string, number, number, string, string]>(
    `UPDATE sold_fetches SET lease_owner = ?1, lease_until = ?2
     WHERE source = ?4 AND query_key = ?5 AND next_run_at <= ?3 AND (lease_until IS NULL OR lease_until < ?3)
     RETURNING source, query_key, query, next_run_at, last_run_at, last_error, last_count`,
  );
  const done = c.prepare(
    "UPDATE sold_fetches SET last_run_at = ?3, next_run_at = ?4, last_error = ?5, last_count = ?6, lease_owner = NULL, lease_until = NULL WHERE source = ?1 AND query_key = ?2",
  );
  const get = c.prepare<SoldFetchRow, [string, string]>("SELECT source, query_key, query, next_run_at, last_run_at, last_error, last_count FROM sold_fetches WHERE source = ? AND query_key = ?");
  return {
    /** Ask for a fetch of `query` from `source` no later than `at`. */
    enqueue(source: string, query: string, at: number): void {
      enqueue.run(source, soldQueryKey(query), query, at);
    },
    /** Make `query` known to the queue, due at `at`, unless it already is (a scan of a query never fetched). */
    ensure(source: string, query: string, at: number): void {
      ensure.run(source, soldQueryKey(query), query, at);
    },
    /** Lease up to `limit` due fetches not leased by a live worker. */
    leaseDue(owner: string, now: number, limit: number, leaseMs: number): SoldFetchRow[] {
      return lease.all(owner, now + leaseMs, now, limit);
    },
    /** Lease one (source, query) if it is due (a manual scan running its query's sold fetch first). */
    leaseIfDue(owner: string, now: number, leaseMs: number, source: string, query: string): SoldFetchRow | null {
      return leaseOne.get(owner, now + leaseMs, now, source, soldQueryKey(query)) ?? null;
    },
    /** A run finished: record it and schedule the next. */
    finish(row: Pick<SoldFetchRow, "source" | "query_key">, now: number, nextAt: number, error: string | null, count: number): void {
      done.run(row.source, row.query_key, now, nextAt, error, count);
    },
    get(source: string, query: string): SoldFetchRow | null {
      return get.get(source, soldQueryKey(query)) ?? null;
    },
  };
}
export type SoldFetchesRepo = ReturnType<typeof soldFetchesRepo>;
