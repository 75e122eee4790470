import type { Db } from "../client.ts";
import { soldQueryKey, type SoldFetchRow, type SoldFetchesRepo } from "../contracts/index.ts";

/** The sold-comparables queue (SQLite): due fetches leased with one conditional UPDATE, like hunts. */
export function soldFetchesRepo(db: Db): SoldFetchesRepo {
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
    async enqueue(source, query, at) {
      enqueue.run(source, soldQueryKey(query), query, at);
    },
    async ensure(source, query, at) {
      ensure.run(source, soldQueryKey(query), query, at);
    },
    async leaseDue(owner, now, limit, leaseMs) {
      return lease.all(owner, now + leaseMs, now, limit);
    },
    async leaseIfDue(owner, now, leaseMs, source, query) {
      return leaseOne.get(owner, now + leaseMs, now, source, soldQueryKey(query)) ?? null;
    },
    async finish(row, now, nextAt, error, count) {
      done.run(row.source, row.query_key, now, nextAt, error, count);
    },
    async get(source, query) {
      return get.get(source, soldQueryKey(query)) ?? null;
    },
  };
}
