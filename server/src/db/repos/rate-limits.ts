import type { Db } from "../client.ts";
import { countedDecision, type RateLimitsRepo } from "../contracts/index.ts";

/**
 * Rate-limit windows on SQLite, in the file: every process on the database (servers, workers,
 * the CLI) counts into the same windows, and a restart forgets nothing, so ten wrong passwords
 * lock an account however the attempts are spread. One upsert counts a request only when the
 * rolling count allows it; a write statement takes the file's write lock before it reads, so
 * processes racing for the last slot cannot both get it. Windows two behind are swept.
 */
export function sqliteRateLimits(db: Db): RateLimitsRepo {
  const c = db.$client;
  const read = c.prepare<{ count: number }, [string, number]>(`SELECT count FROM rate_windows WHERE key = ? AND "window" = ?`);
  const count = c.prepare<{ count: number }, [string, number, number, number]>(
    `INSERT INTO rate_windows (key, "window", count)
     SELECT ?1, ?2, 1 WHERE ?3 + coalesce((SELECT count FROM rate_windows WHERE key = ?1 AND "window" = ?2), 0) + 1 <= ?4
     ON CONFLICT (key, "window") DO UPDATE SET count = count + 1 WHERE ?3 + count + 1 <= ?4
     RETURNING count`,
  );
  const sweep = c.prepare(`DELETE FROM rate_windows WHERE "window" < ?1 AND substr(key, 1, length(?2)) = ?2`);
  const swept = new Map<number, number>();
  return {
    async hit(key, limit, windowMs, t) {
      const id = `${windowMs}|${key}`;
      const window = Math.floor(t / windowMs);
      const previous = read.get(id, window - 1)?.count ?? 0;
      const weightedPrevious = previous * (1 - (t % windowMs) / windowMs);
      const counted = count.get(id, window, weightedPrevious, limit)?.count ?? null;
      if (t - (swept.get(windowMs) ?? 0) >= windowMs) {
        swept.set(windowMs, t);
        sweep.run(window - 1, `${windowMs}|`);
      }
      return countedDecision(previous, counted, counted === null ? (read.get(id, window)?.count ?? 0) : 0, t, windowMs, limit);
    },
  };
}
