import { sql } from "drizzle-orm";
import type { SQL } from "bun";
import type { SignalsRepo } from "../../contracts/index.ts";
import type { Pg } from "../db.ts";

const CHANNEL = { outbox: "rackhunt_outbox" } as const;

/**
 * Signals on PostgreSQL: NOTIFY, delivered to every LISTENing process when the sending
 * transaction commits (never when it rolls back); LISTEN on one dedicated connection of the pool's
 * client, re-subscribed after a reconnect.
 */
export function pgSignalsRepo(db: Pg, client: SQL | null): SignalsRepo {
  return {
    async notify(topic) {
      await db.execute(sql`SELECT pg_notify(${CHANNEL[topic]}, '')`);
    },
    async listen(topic, fn) {
      if (!client) throw new Error("[db] listen on the pool, not inside a transaction");
      const subscription = await client.listen(CHANNEL[topic], () => fn());
      return () => subscription.unlisten();
    },
  };
}
