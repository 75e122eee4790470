import type { Db } from "../client.ts";
import type { HealthRepo } from "../contracts/index.ts";

/** The usual wait for another process's write; see openDb. */
const BUSY_TIMEOUT_MS = 5_000;
/** A health check answers within about a second even when a writer holds the lock. */
const PROBE_BUSY_TIMEOUT_MS = 1_000;

/** The health probe (SQLite). */
export function healthRepo(db: Db): HealthRepo {
  const probe = db.$client.prepare("INSERT INTO health_probe (id, checked_at) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET checked_at = excluded.checked_at");
  return {
    async writeProblem(now: number) {
      db.$client.exec(`PRAGMA busy_timeout = ${PROBE_BUSY_TIMEOUT_MS}`);
      try {
        probe.run(now);
        return null;
      } catch (err) {
        return (err as Error).message;
      } finally {
        db.$client.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
      }
    },
  };
}
