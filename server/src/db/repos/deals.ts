import type { Db } from "../client.ts";
import type { ListingRow } from "./listings.ts";

/** Filters of the public deals list; absent fields do not filter. */
export interface DealFilter {
  /** Earliest `last_seen` (epoch ms) of a current listing. */
  since: number;
  category?: string;
  source?: string;
  action?: string;
  min_price?: number;
  max_price?: number;
}

const WHERE = `status = 'active' AND action IN ('ALERT', 'WATCH') AND last_seen >= $since
  AND ($category IS NULL OR category = $category) AND ($source IS NULL OR source = $source)
  AND ($action IS NULL OR action = $action)
  AND ($min_price IS NULL OR price >= $min_price) AND ($max_price IS NULL OR price <= $max_price)`;

/** Current ALERT and WATCH listings (the best judgement any hunt gave them), for the public deals page. */
export function dealsRepo(db: Db) {
  const c = db.$client;
  const page = c.prepare<ListingRow, Record<string, string | number | null>>(
    `SELECT id, external_id, source, title, url, price, capacity, category, score, verdict, action, first_seen, last_seen
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
    /** One page of deals, best score first, with the total matching the filter. */
    list(filter: DealFilter, limit: number, offset: number): { items: ListingRow[]; total: number } {
      const params = bind(filter);
      return { items: page.all({ ...params, limit, offset }), total: count.get(params)?.n ?? 0 };
    },
  };
}
export type DealsRepo = ReturnType<typeof dealsRepo>;
