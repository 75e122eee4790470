import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { HuntsRepo } from "../../contracts/index.ts";
import type { Pg } from "../db.ts";
import { hunts, users } from "../schema.ts";

/** Hunt storage (PostgreSQL). Due hunts are leased with FOR UPDATE SKIP LOCKED: workers never wait on each other. */
export function pgHuntsRepo(db: Pg): HuntsRepo {
  return {
    async leaseDue(owner, now, limit, leaseMs) {
      const due = db
        .select({ id: hunts.id })
        .from(hunts)
        .where(and(eq(hunts.active, true), or(isNull(hunts.paused_until), lte(hunts.paused_until, now)), lte(hunts.next_run_at, now), or(isNull(hunts.lease_until), sql`${hunts.lease_until} < ${now}`)))
        .orderBy(asc(hunts.next_run_at))
        .limit(limit)
        .for("update", { skipLocked: true });
      // ARRAY(...) is an init plan: the locking subquery runs once, never re-run per row.
      return db.update(hunts).set({ lease_owner: owner, lease_until: now + leaseMs }).where(sql`${hunts.id} = ANY(ARRAY(${due}))`).returning();
    },
    async markRun(id, now) {
      await db.update(hunts).set({ last_run_at: now, next_run_at: sql`${now} + ${hunts.poll_interval_hours} * 3600000`, lease_owner: null, lease_until: null }).where(eq(hunts.id, id));
    },
    async markRunMany(ids, now) {
      if (ids.length === 0) return;
      await db.update(hunts).set({ last_run_at: now, next_run_at: sql`${now} + ${hunts.poll_interval_hours} * 3600000`, lease_owner: null, lease_until: null }).where(inArray(hunts.id, [...ids]));
    },
    async setSourceErrors(id, errors) {
      await db.update(hunts).set({ last_source_errors: errors.length ? errors : null }).where(eq(hunts.id, id));
    },
    async setScanTally(id, tally) {
      await db.update(hunts).set({ last_scan_tally: [...tally] }).where(eq(hunts.id, id));
    },
    async releaseLease(id, owner) {
      await db.update(hunts).set({ lease_owner: null, lease_until: null }).where(and(eq(hunts.id, id), eq(hunts.lease_owner, owner)));
    },
    async markManualScan(userId, id, now) {
      const [row] = await db.update(hunts).set({ last_manual_scan_at: now }).where(and(eq(hunts.id, id), eq(hunts.user_id, userId))).returning();
      return row ?? null;
    },
    async byId(id) {
      const [row] = await db.select().from(hunts).where(eq(hunts.id, id));
      return row ?? null;
    },
    async all(userId) {
      const q = db.select().from(hunts);
      return (userId ? q.where(eq(hunts.user_id, userId)) : q).orderBy(desc(hunts.created_at));
    },
    async markStreamed(ids, now) {
      if (ids.length) await db.update(hunts).set({ last_streamed_at: now }).where(inArray(hunts.id, [...ids]));
    },
    async streamable(tiers, now) {
      const rows = await db.select({ hunt: hunts }).from(hunts).innerJoin(users, eq(users.id, hunts.user_id))
        .where(and(eq(hunts.active, true), or(isNull(hunts.paused_until), lte(hunts.paused_until, now)), tiers.length ? or(inArray(users.tier, [...tiers]), eq(users.is_admin, true)) : eq(users.is_admin, true)));
      return rows.map((r) => r.hunt);
    },
    async countActive(userId) {
      const [row] = await db.select({ n: count() }).from(hunts).where(and(eq(hunts.user_id, userId), eq(hunts.active, true)));
      return row?.n ?? 0;
    },
    async list(userId, limit, offset) {
      return db.select().from(hunts).where(eq(hunts.user_id, userId)).orderBy(desc(hunts.created_at), desc(hunts.id)).limit(limit).offset(offset);
    },
    async get(userId, id) {
      const [row] = await db.select().from(hunts).where(and(eq(hunts.id, id), eq(hunts.user_id, userId)));
      return row ?? null;
    },
    async insert(row) {
      const [stored] = await db.insert(hunts).values(row).returning();
      return stored!;
    },
    async update(userId, id, patch) {
      const [row] = await db.update(hunts).set(patch).where(and(eq(hunts.id, id), eq(hunts.user_id, userId))).returning();
      return row ?? null;
    },
    async delete(userId, id) {
      return (await db.delete(hunts).where(and(eq(hunts.id, id), eq(hunts.user_id, userId))).returning({ id: hunts.id })).length > 0;
    },
  };
}
