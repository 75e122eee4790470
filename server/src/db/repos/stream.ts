import type { Db } from "../client.ts";
import type { StreamRepo, StreamSourceRow } from "../contracts/index.ts";

type Stored = Omit<StreamSourceRow, "cursor" | "status"> & { cursor: string; status: string };

const rowOf = (r: Stored): StreamSourceRow => ({ ...r, cursor: JSON.parse(r.cursor), status: r.status === "failing" ? "failing" : "ok" });

/**
 * Streams on SQLite. One process reads them all, but the lease is kept anyway so a second process
 * on the same file (`rackhunt worker` beside `serve`) never reads a source twice; each statement
 * runs under the file's write lock, so a claim cannot interleave with another.
 */
export function streamRepo(db: Db): StreamRepo {
  const c = db.$client;
  const ensure = c.prepare(`INSERT INTO stream_sources (source) VALUES (?) ON CONFLICT (source) DO NOTHING`);
  const claim = c.prepare<Stored, [string, string, number, number]>(
    `UPDATE stream_sources SET lease_owner = ?2, lease_until = ?4
     WHERE source = ?1 AND (lease_owner IS NULL OR lease_owner = ?2 OR lease_until < ?3) RETURNING *`,
  );
  const save = c.prepare<{ source: string }, [string, string, string | null, string, string | null, number, number, number, number, number]>(
    `UPDATE stream_sources SET cursor = coalesce(?3, cursor), status = ?4, failure = ?5, failures = ?6, next_read_at = ?7, last_read_at = ?8,
       items = items + ?9, malformed = malformed + ?10
     WHERE source = ?1 AND lease_owner = ?2 RETURNING source`,
  );
  const release = c.prepare(`UPDATE stream_sources SET lease_owner = NULL, lease_until = NULL WHERE source = ? AND lease_owner = ?`);
  const list = c.prepare<Stored, []>(`SELECT * FROM stream_sources ORDER BY source`);
  const origin = c.prepare(`INSERT INTO alert_latency (alert_id, hunt_id, source, origin_at) VALUES (?, ?, ?, ?) ON CONFLICT (alert_id) DO NOTHING`);
  const delivered = c.prepare(`UPDATE alert_latency SET delivered_at = ?2 WHERE alert_id = ?1 AND delivered_at IS NULL`);
  const latencies = c.prepare<{ source: string; latency_ms: number }, [number, number]>(
    `SELECT source, max(delivered_at - origin_at, 0) AS latency_ms FROM alert_latency WHERE delivered_at >= ? ORDER BY delivered_at DESC LIMIT ?`,
  );
  const latenciesOf = c.prepare<{ source: string; latency_ms: number }, [number, number, string]>(
    `SELECT source, max(delivered_at - origin_at, 0) AS latency_ms FROM alert_latency WHERE delivered_at >= ?1 AND hunt_id = ?3 ORDER BY delivered_at DESC LIMIT ?2`,
  );
  return {
    async claim(source, owner, now, leaseMs) {
      ensure.run(source);
      const row = claim.get(source, owner, now, now + leaseMs);
      return row ? rowOf(row) : null;
    },
    async saveRead(source, owner, u) {
      const done = save.get(source, owner, u.cursor ? JSON.stringify(u.cursor) : null, u.failure ? "failing" : "ok", u.failure, u.failures, u.next_read_at, u.last_read_at, u.items, u.malformed);
      return done !== null;
    },
    async release(source, owner) {
      release.run(source, owner);
    },
    async list() {
      return list.all().map(rowOf);
    },
    async recordOrigins(rows) {
      for (const r of rows) origin.run(r.alert_id, r.hunt_id, r.source, r.origin_at);
    },
    async delivered(alertId, at) {
      delivered.run(alertId, at);
    },
    async latencies(since, limit, huntId) {
      return huntId === undefined ? latencies.all(since, limit) : latenciesOf.all(since, limit, huntId);
    },
  };
}
