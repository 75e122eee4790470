import { sql } from "drizzle-orm";
import type { StreamRepo, StreamSourceRow } from "../../contracts/index.ts";
import type { Pg } from "../db.ts";

type Stored = Omit<StreamSourceRow, "cursor" | "status"> & { cursor: string; status: string };

const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const rowOf = (r: Stored): StreamSourceRow => ({
  ...r,
  cursor: JSON.parse(r.cursor),
  status: r.status === "failing" ? "failing" : "ok",
  failures: Number(r.failures),
  next_read_at: Number(r.next_read_at),
  last_read_at: n(r.last_read_at),
  items: Number(r.items),
  malformed: Number(r.malformed),
  lease_until: n(r.lease_until),
});

/**
 * Streams on PostgreSQL: exactly one process reads a source at a time. The lease is taken with one
 * conditional UPDATE (free, expired, or already ours), so two servers racing for it cannot both
 * win; a holder that dies stops renewing, and the next claim after its lease ends takes over.
 */
export function pgStreamRepo(db: Pg): StreamRepo {
  return {
    async claim(source, owner, now, leaseMs) {
      await db.execute(sql`INSERT INTO stream_sources (source) VALUES (${source}) ON CONFLICT (source) DO NOTHING`);
      const [row] = await db.execute<Stored>(sql`
        UPDATE stream_sources SET lease_owner = ${owner}, lease_until = ${now + leaseMs}
        WHERE source = ${source} AND (lease_owner IS NULL OR lease_owner = ${owner} OR lease_until < ${now}) RETURNING *`);
      return row ? rowOf(row as Stored) : null;
    },
    async saveRead(source, owner, u) {
      const rows = await db.execute<{ source: string }>(sql`
        UPDATE stream_sources SET cursor = coalesce(${u.cursor ? JSON.stringify(u.cursor) : null}::text, cursor), status = ${u.failure ? "failing" : "ok"},
          failure = ${u.failure}, failures = ${u.failures}, next_read_at = ${u.next_read_at}, last_read_at = ${u.last_read_at},
          items = items + ${u.items}, malformed = malformed + ${u.malformed}
        WHERE source = ${source} AND lease_owner = ${owner} RETURNING source`);
      return rows.length > 0;
    },
    async release(source, owner) {
      await db.execute(sql`UPDATE stream_sources SET lease_owner = NULL, lease_until = NULL WHERE source = ${source} AND lease_owner = ${owner}`);
    },
    async list() {
      return (await db.execute<Stored>(sql`SELECT * FROM stream_sources ORDER BY source`)).map((r) => rowOf(r as Stored));
    },
    async recordOrigins(rows) {
      if (rows.length === 0) return;
      const values = sql.join(rows.map((r) => sql`(${r.alert_id}, ${r.hunt_id}, ${r.source}, ${r.origin_at})`), sql`, `);
      await db.execute(sql`INSERT INTO alert_latency (alert_id, hunt_id, source, origin_at) VALUES ${values} ON CONFLICT (alert_id) DO NOTHING`);
    },
    async delivered(alertId, at) {
      await db.execute(sql`UPDATE alert_latency SET delivered_at = ${at} WHERE alert_id = ${alertId} AND delivered_at IS NULL`);
    },
    async latencies(since, limit, huntId) {
      const rows = await db.execute<{ source: string; latency_ms: unknown }>(sql`
        SELECT source, greatest(delivered_at - origin_at, 0) AS latency_ms FROM alert_latency
        WHERE delivered_at >= ${since} ${huntId === undefined ? sql`` : sql`AND hunt_id = ${huntId}`}
        ORDER BY delivered_at DESC LIMIT ${limit}`);
      return rows.map((r) => ({ source: r.source, latency_ms: Number(r.latency_ms) }));
    },
  };
}
