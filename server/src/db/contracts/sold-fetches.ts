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

/** The sold-comparables queue: due fetches leased like hunts. */
export interface SoldFetchesRepo {
  /** Ask for a fetch of `query` from `source` no later than `at`. */
  enqueue(source: string, query: string, at: number): Promise<void>;
  /** Make `query` known to the queue, due at `at`, unless it already is (a scan of a query never fetched). */
  ensure(source: string, query: string, at: number): Promise<void>;
  /** Lease up to `limit` due fetches not leased by a live worker. */
  leaseDue(owner: string, now: number, limit: number, leaseMs: number): Promise<SoldFetchRow[]>;
  /** Lease one (source, query) if it is due (a manual scan running its query's sold fetch first). */
  leaseIfDue(owner: string, now: number, leaseMs: number, source: string, query: string): Promise<SoldFetchRow | null>;
  /** A run finished: record it and schedule the next. */
  finish(row: Pick<SoldFetchRow, "source" | "query_key">, now: number, nextAt: number, error: string | null, count: number): Promise<void>;
  get(source: string, query: string): Promise<SoldFetchRow | null>;
}
