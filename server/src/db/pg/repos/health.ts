import { sql } from "drizzle-orm";
import type { HealthRepo } from "../../contracts/index.ts";
import type { Pg } from "../db.ts";

/** The health probe (PostgreSQL): one small write, waiting at most a second for a lock. */
export function pgHealthRepo(db: Pg): HealthRepo {
  return {
    async writeProblem(now) {
      try {
        await db.transaction(async (tx) => {
          await tx.execute(sql`SET LOCAL lock_timeout = '1s'`);
          await tx.execute(sql`INSERT INTO health_probe (id, checked_at) VALUES (1, ${now}) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at`);
        });
        return null;
      } catch (err) {
        return (err as Error).message;
      }
    },
  };
}
