import type { StreamCursor } from "@rackhunt/core";

/** One source's stream state as stored. */
export interface StreamSourceRow {
  source: string;
  cursor: StreamCursor;
  status: "ok" | "failing";
  failure: string | null;
  failures: number;
  next_read_at: number;
  last_read_at: number | null;
  items: number;
  malformed: number;
  lease_owner: string | null;
  lease_until: number | null;
}

/** What one read of a stream changes. */
export interface StreamReadUpdate {
  /** The cursor to store; null keeps the stored one. */
  cursor: StreamCursor | null;
  failure: string | null;
  failures: number;
  next_read_at: number;
  last_read_at: number;
  items: number;
  malformed: number;
}

/** An alert's origin: when its listing was posted (else first seen). */
export interface LatencyOrigin {
  alert_id: string;
  hunt_id: string;
  source: string;
  origin_at: number;
}

/** One delivered alert's latency, in milliseconds. */
export interface LatencySample {
  source: string;
  latency_ms: number;
}

/**
 * Streams of newest items: per source, its cursor, state and the lease of its one reader; and the
 * latency of alerts from their listing's posting to their first instant delivery.
 */
export interface StreamRepo {
  /**
   * Take (or renew) the lease to read `source` until now + leaseMs, when no other owner holds a
   * live one; answers the row when this owner holds it, else null. The row is created if missing.
   */
  claim(source: string, owner: string, now: number, leaseMs: number): Promise<StreamSourceRow | null>;
  /** Store a read's outcome, only while `owner` holds the lease; false when it no longer does. */
  saveRead(source: string, owner: string, update: StreamReadUpdate): Promise<boolean>;
  /** Give the lease up (a stopping process), so another takes over at once. */
  release(source: string, owner: string): Promise<void>;
  /** Every stream's state, by source name. */
  list(): Promise<StreamSourceRow[]>;
  /** Record alerts' origins (in the alert's transaction). */
  recordOrigins(rows: LatencyOrigin[]): Promise<void>;
  /** An alert reached an instant destination: its first delivery is kept. */
  delivered(alertId: string, at: number): Promise<void>;
  /** Latencies of alerts delivered since `since` (newest first, at most `limit`), optionally of one hunt. */
  latencies(since: number, limit: number, huntId?: string): Promise<LatencySample[]>;
}
