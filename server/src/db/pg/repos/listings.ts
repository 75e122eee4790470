import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { ListingsRepo, StoredListing } from "../../contracts/index.ts";
import { num, type Pg } from "../db.ts";
import { recordset, textList } from "../recordset.ts";
import { huntListings, listings } from "../schema.ts";

const LISTING_COLUMNS = {
  id: "text", source: "text", external_id: "text", title: "text", url: "text", price: "float8", currency: "text", capacity: "text", category: "text",
  condition: "text", component_id: "text", location: "text", status: "text", facts: "json", seen_at: "bigint",
  spotted_price: "float8", spotted_hours: "float8",
};

/** Listing storage (PostgreSQL). */
export function pgListingsRepo(db: Pg): ListingsRepo {
  return {
    async factsOf(ids) {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: listings.id, facts: listings.facts }).from(listings).where(sql`${listings.id} IN (SELECT ${textList(ids)})`);
      return new Map(rows.map((r) => [r.id, r.facts]));
    },
    async upsertMany(rows) {
      if (rows.length === 0) return [];
      // Locks are taken in key order, so two workers storing overlapping pages cannot deadlock.
      const sorted = [...rows].sort((a, b) => (a.source === b.source ? cmp(a.external_id, b.external_id) : cmp(a.source, b.source)));
      const input = recordset(sorted.map(({ spotted, ...r }) => ({ ...r, facts: r.facts ?? null, spotted_price: spotted?.price ?? null, spotted_hours: spotted?.hours ?? null })), LISTING_COLUMNS);
      return db.transaction(async (tx) => {
        // New ones first: a row another worker inserts meanwhile is waited for, then counts as known.
        const created = await tx.execute<{ id: string }>(sql`
          INSERT INTO listings (id, source, external_id, title, url, price, currency, capacity, category, condition, component_id, location, status, facts, spotted_price, spotted_hours, first_seen, last_seen)
          SELECT id, source, external_id, title, url, price, currency, capacity, category, condition, component_id, location, status, facts, spotted_price, spotted_hours, seen_at, seen_at FROM ${input} ORDER BY ord
          ON CONFLICT (source, external_id) DO NOTHING RETURNING id`);
        const fresh = new Set(created.map((r) => r.id));
        // Known ones: locked, their stored price read, then refreshed.
        type Known = { id: string; source: string; external_id: string; price: number | null; status: string; spotted_price: number | null; spotted_hours: number | null; judged_median: number | null };
        const known = await tx.execute<Known>(sql`
          SELECT l.id, l.source, l.external_id, l.price, l.status, l.spotted_price, l.spotted_hours, l.judged_median FROM listings l JOIN ${input} ON l.source = x.source AND l.external_id = x.external_id
          WHERE l.id NOT IN (SELECT ${textList(fresh)}) ORDER BY l.source, l.external_id FOR UPDATE OF l`);
        if (known.length > 0) {
          await tx.execute(sql`
            UPDATE listings l SET title = x.title, url = x.url, price = x.price, currency = x.currency, capacity = x.capacity, category = x.category,
              condition = x.condition, component_id = x.component_id, location = x.location, status = x.status, facts = x.facts, last_seen = x.seen_at
            FROM ${input} WHERE l.source = x.source AND l.external_id = x.external_id AND l.id NOT IN (SELECT ${textList(fresh)})`);
        }
        const byKey = new Map(known.map((k) => [`${k.source}\u0000${k.external_id}`, k]));
        return rows.map((r): StoredListing => {
          const k = byKey.get(`${r.source}\u0000${r.external_id}`);
          if (!k) return { id: r.id, created: true, previous_price: null, previous_status: null, spotted: r.spotted ?? null, judged_median: null };
          const spotted = k.spotted_price === null ? null : { price: num(k.spotted_price), hours: num(k.spotted_hours ?? 0) };
          return { id: k.id, created: false, previous_price: num(k.price, true), previous_status: k.status, spotted, judged_median: num(k.judged_median, true) };
        });
      });
    },
    async setJudgements(rows) {
      if (rows.length === 0) return;
      const judged = rows.map((r) => ({ ...r, reasons: JSON.stringify(r.reasons) }));
      await db.execute(sql`UPDATE listings l SET score = x.score, verdict = x.verdict, action = x.action, market_reasons = x.reasons::json,
        judged_median = COALESCE(x.judged_median, l.judged_median)
        FROM ${recordset(judged, { id: "text", score: "integer", verdict: "text", action: "text", reasons: "text", judged_median: "float8" })} WHERE l.id = x.id`);
    },
    async recent(since, limit) {
      return db
        .select({ id: listings.id, source: listings.source, external_id: listings.external_id, title: listings.title, url: listings.url, price: listings.price, currency: listings.currency, status: listings.status, facts: listings.facts })
        .from(listings)
        .where(gte(listings.last_seen, since))
        .orderBy(desc(listings.last_seen))
        .limit(limit);
    },
    async forHunt(huntId, action, limit, offset) {
      return db
        .select({
          id: listings.id, external_id: listings.external_id, source: listings.source, title: listings.title, url: listings.url, price: listings.price, capacity: listings.capacity,
          category: listings.category, score: huntListings.score, verdict: huntListings.verdict, action: huntListings.action, first_seen: listings.first_seen, last_seen: listings.last_seen,
          status: listings.status, facts: listings.facts, market_verdict: listings.verdict, market_reasons: listings.market_reasons,
          reason_codes: sql<string[] | null>`${huntListings.reason_codes}::json`,
        })
        .from(huntListings)
        .innerJoin(listings, eq(listings.id, huntListings.listing_id))
        .where(action ? and(eq(huntListings.hunt_id, huntId), eq(huntListings.action, action)) : eq(huntListings.hunt_id, huntId))
        .orderBy(desc(huntListings.updated_at), desc(listings.id))
        .limit(limit)
        .offset(offset);
    },
  };
}

/** Byte order, as PostgreSQL's "C" collation and SQLite compare. */
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
