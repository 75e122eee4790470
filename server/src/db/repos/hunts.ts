import { and, count, eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { hunts } from "../schema/index.ts";

/** Hunt storage. */
export function huntsRepo(db: Db) {
  return {
    /** Hunts holding an active slot: active flag set, paused or not (SPEC: a pause keeps the slot). */
    countActive(userId: string): number {
      return db.select({ n: count() }).from(hunts).where(and(eq(hunts.user_id, userId), eq(hunts.active, true))).get()?.n ?? 0;
    },
  };
}
export type HuntsRepo = ReturnType<typeof huntsRepo>;
