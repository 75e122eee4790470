import { sql } from "drizzle-orm";
import { countedDecision, type RateLimitsRepo } from "../../contracts/index.ts";
import type { Pg } from "../db.ts";

/**
 * Rate-limit windows on PostgreSQL, shared by every API server: one statement reads the
 * previous and current window and counts the request only when the rolling count allows it (the
 * upsert re-checks against the locked row, so racing servers cannot overshoot).
 */
export function pgRateLimits(db: Pg): RateLimitsRepo {
  const swept = new Map<number, number>();
  return {
    async hit(key, limit, windowMs, t) {
      const id = `${windowMs}|${key}`;
      const window = Math.floor(t / windowMs);
      const weight = 1 - (t % windowMs) / windowMs;
      const [row] = await db.execute<{ previous: number; current: number; counted: number | null }>(sql`
        WITH prev AS (SELECT coalesce((SELECT count FROM rate_windows WHERE key = ${id} AND "window" = ${window - 1}), 0) AS n),
        cur AS (SELECT coalesce((SELECT count FROM rate_windows WHERE key = ${id} AND "window" = ${window}), 0) AS n),
        ins AS (
          INSERT INTO rate_windows AS r (key, "window", count)
          SELECT ${id}, ${window}, 1 FROM prev, cur WHERE prev.n * ${weight}::float8 + cur.n + 1 <= ${limit}
          ON CONFLICT (key, "window") DO UPDATE SET count = r.count + 1
          WHERE (SELECT n FROM prev) * ${weight}::float8 + r.count + 1 <= ${limit}
          RETURNING count)
        SELECT prev.n AS previous, cur.n AS current, (SELECT count FROM ins) AS counted FROM prev, cur`);
      if (t - (swept.get(windowMs) ?? 0) >= windowMs) {
        swept.set(windowMs, t);
        await db.execute(sql`DELETE FROM rate_windows WHERE "window" < ${window - 1} AND starts_with(key, ${`${windowMs}|`})`);
      }
      return countedDecision(Number(row!.previous), row!.counted === null ? null : Number(row!.counted), Number(row!.current), t, windowMs, limit);
    },
  };
}
