import { and, asc, count, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { DealsRepo } from "../../contracts/index.ts";
import type { Pg } from "../db.ts";
import { listings } from "../schema.ts";

/** Current ALERT and WATCH listings for the public deals page (PostgreSQL). */
export function pgDealsRepo(db: Pg): DealsRepo {
  return {
    async list(f, limit, offset) {
      const where = and(
        eq(listings.status, "active"),
        inArray(listings.action, ["ALERT", "WATCH"]),
        gte(listings.last_seen, f.since),
        f.category === undefined ? undefined : eq(listings.category, f.category),
        f.source === undefined ? undefined : eq(listings.source, f.source),
        f.action === undefined ? undefined : eq(listings.action, f.action),
        f.min_price === undefined ? undefined : gte(listings.price, f.min_price),
        f.max_price === undefined ? undefined : lte(listings.price, f.max_price),
      );
      const [items, [total]] = await Promise.all([
        db
          .select({
            id: listings.id, external_id: listings.external_id, source: listings.source, title: listings.title, url: listings.url, price: listings.price, capacity: listings.capacity,
            category: listings.category, score: listings.score, verdict: listings.verdict, action: listings.action, first_seen: listings.first_seen, last_seen: listings.last_seen,
            status: listings.status, facts: listings.facts, market_verdict: listings.verdict, market_reasons: listings.market_reasons,
            reason_codes: sql<string[] | null>`null`,
          })
          .from(listings)
          .where(where)
          // NULLS LAST: SQLite sorts nulls lowest, and both must order alike.
          .orderBy(sql`${listings.score} DESC NULLS LAST`, desc(listings.last_seen), asc(listings.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(listings).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },
  };
}
