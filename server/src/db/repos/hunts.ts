import { and, count, desc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import type { HuntInsert, HuntRow, HuntsRepo } from "../contracts/index.ts";
import { changeStamp } from "../change-stamp.ts";
import { hunts, users } from "../schema/index.ts";

type HuntRaw = Omit<HuntRow, "active" | "config" | "criteria" | "sources_enabled" | "last_source_errors" | "last_scan_tally"> & {
  active: number;
  config: string;
  criteria: string | null;
  sources_enabled: string | null;
  last_source_errors: string | null;
  last_scan_tally: string | null;
};

/** A row read with raw SQL: JSON and boolean columns decoded the way drizzle decodes them. */
function fromRaw(r: HuntRaw): HuntRow {
  return {
    ...r,
    active: r.active === 1,
    config: JSON.parse(r.config),
    criteria: r.criteria === null ? null : JSON.parse(r.criteria),
    sources_enabled: r.sources_enabled === null ? null : JSON.parse(r.sources_enabled),
    last_source_errors: r.last_source_errors === null ? null : JSON.parse(r.last_source_errors),
    last_scan_tally: r.last_scan_tally === null ? null : JSON.parse(r.last_scan_tally),
  };
}

/** Pages of hunt lists kept at once (a few hundred bytes to a few KB each). */
const MAX_PAGES = 1_000;

/** Hunt storage (SQLite). */
export function huntsRepo(db: Db): HuntsRepo {
  // Prepared once: drizzle's query builder costs far more per call than the query itself.
  const countActive = db.select({ n: count() }).from(hunts).where(and(eq(hunts.user_id, sql.placeholder("user")), eq(hunts.active, true))).prepare();
  const get = db.select().from(hunts).where(and(eq(hunts.id, sql.placeholder("id")), eq(hunts.user_id, sql.placeholder("user")))).prepare();
  const c = db.$client;
  // Raw SQL on the hot read: the index (user_id, created_at, id) gives the order without a sort.
  const list = c.prepare<HuntRaw, [string, number, number]>("SELECT * FROM hunts WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?");
  // One conditional UPDATE leases a batch: SQLite serialises writers, so two workers never get the same hunt.
  const lease = c.prepare<HuntRaw, [string, number, number, number]>(
    `UPDATE hunts SET lease_owner = ?1, lease_until = ?2
     WHERE id IN (SELECT id FROM hunts WHERE active = 1 AND (paused_until IS NULL OR paused_until <= ?3) AND next_run_at <= ?3
                  AND (lease_until IS NULL OR lease_until < ?3) ORDER BY next_run_at LIMIT ?4)
     RETURNING *`,
  );
  const markRun = c.prepare("UPDATE hunts SET last_run_at = ?1, next_run_at = ?1 + poll_interval_hours * 3600000, lease_owner = NULL, lease_until = NULL WHERE id = ?2");
  const markManual = c.prepare<HuntRaw, [number, string, string]>("UPDATE hunts SET last_manual_scan_at = ?1 WHERE id = ?2 AND user_id = ?3 RETURNING *");
  const sourceErrors = c.prepare("UPDATE hunts SET last_source_errors = ? WHERE id = ?");
  const scanTally = c.prepare("UPDATE hunts SET last_scan_tally = ? WHERE id = ?");
  const streamed = c.prepare("UPDATE hunts SET last_streamed_at = ? WHERE id = ?");
  const release = c.prepare("UPDATE hunts SET lease_owner = NULL, lease_until = NULL WHERE id = ? AND lease_owner = ?");
  // Lists are read far more often than any hunt changes: a page is kept until the database moves
  // (a write through any path or process), which costs one small statement instead of the rows.
  const stamp = changeStamp(c);
  let pages = new Map<string, HuntRow[]>();
  let pagesStamp = -1;
  return {
    async leaseDue(owner, now, limit, leaseMs) {
      return lease.all(owner, now + leaseMs, now, limit).map(fromRaw);
    },
    async markRun(id, now) {
      markRun.run(now, id);
    },
    async markRunMany(ids, now) {
      for (const id of ids) markRun.run(now, id);
    },
    async setSourceErrors(id, errors) {
      sourceErrors.run(errors.length ? JSON.stringify(errors) : null, id);
    },
    async setScanTally(id, tally) {
      scanTally.run(JSON.stringify(tally), id);
    },
    async releaseLease(id, owner) {
      release.run(id, owner);
    },
    async markManualScan(userId, id, now) {
      const row = markManual.get(now, id, userId);
      return row ? fromRaw(row) : null;
    },
    async byId(id) {
      return db.select().from(hunts).where(eq(hunts.id, id)).get() ?? null;
    },
    async all(userId) {
      const q = db.select().from(hunts);
      return (userId ? q.where(eq(hunts.user_id, userId)) : q).orderBy(desc(hunts.created_at)).all();
    },
    async markStreamed(ids, now) {
      for (const id of ids) streamed.run(now, id);
    },
    async streamable(tiers, now) {
      const rows = db.select({ hunt: hunts }).from(hunts).innerJoin(users, eq(users.id, hunts.user_id))
        .where(and(eq(hunts.active, true), or(isNull(hunts.paused_until), lte(hunts.paused_until, now)), tiers.length ? or(inArray(users.tier, [...tiers]), eq(users.is_admin, true)) : eq(users.is_admin, true)))
        .all();
      return rows.map((r) => r.hunt);
    },
    async countActive(userId) {
      return countActive.get({ user: userId })?.n ?? 0;
    },
    async list(userId, limit, offset) {
      const now = stamp();
      if (now !== pagesStamp || pages.size >= MAX_PAGES) {
        pages = new Map();
        pagesStamp = now;
      }
      const key = `${userId} ${limit} ${offset}`;
      let rows = pages.get(key);
      if (!rows) pages.set(key, (rows = list.all(userId, limit, offset).map(fromRaw)));
      return rows;
    },
    async get(userId, id) {
      return get.get({ id, user: userId }) ?? null;
    },
    async insert(row: HuntInsert) {
      return db.insert(hunts).values(row).returning().get();
    },
    async update(userId, id, patch) {
      return db.update(hunts).set(patch).where(and(eq(hunts.id, id), eq(hunts.user_id, userId))).returning().get() ?? null;
    },
    async delete(userId, id) {
      return db.delete(hunts).where(and(eq(hunts.id, id), eq(hunts.user_id, userId))).returning({ id: hunts.id }).all().length > 0;
    },
  };
}
