import type { Db } from "../client.ts";
import type { DealFilter, DealsRepo } from "../contracts/index.ts";
import { listingRow, type StoredRow } from "./listings.ts";

const WHERE = `status = 'active' AND action IN ('ALERT', 'WATCH') AND last_seen >= $since
  AND ($category IS NULL OR category = $category) AND ($source IS NULL OR source = $source)
  AND ($action IS NULL OR action = $action)
  AND ($min_price IS NULL OR price >= $min_price) AND ($max_price IS NULL OR price <= $max_price)`;

/** Current ALERT and WATCH listings for the public deals page (SQLite). */
export function dealsRepo(db: Db): DealsRepo {
  const c = db.$client;
  const page = c.prepare<StoredRow, Record<string, string | number | null>>(
    `SELECT id, external_id, source, title, url, price, capacity, category, score, verdict, action, first_seen, last_seen,
       status, facts, verdict AS market_verdict, market_reasons
     FROM listings WHERE ${WHERE} ORDER BY score DESC, last_seen DESC, id LIMIT $limit OFFSET $offset`,
  );
  const count = c.prepare<{ n: number }, Record<string, string | number | null>>(`SELECT COUNT(*) AS n FROM listings WHERE ${WHERE}`);
  const bind = (f: DealFilter) => ({
    since: f.since,
    category: f.category ?? null,
    source: f.source ?? null,
    action: f.action ?? null,
    min_price: f.min_price ?? null,
    max_price: f.max_price ?? null,
  });
  return {
    async list(filter, limit, offset) {
      const params = bind(filter);
      return { items: page.all({ ...params, limit, offset }).map(listingRow), total: count.get(params)?.n ?? 0 };
    },
  };
}
