import type { Db } from "../client.ts";
import type { ListingRow, ListingsRepo, RecentRow, StoredListing } from "../contracts/index.ts";

/** A Listing row as SQLite returns it: its JSON columns as text. */
export type StoredRow = Omit<ListingRow, "facts" | "market_reasons" | "reason_codes"> & { facts: string | null; market_reasons: string | null; reason_codes?: string | null };

/** A row with its JSON columns read. */
export function listingRow(r: StoredRow): ListingRow {
  const json = (text: string | null | undefined) => (text == null ? null : JSON.parse(text));
  return { ...r, facts: json(r.facts), market_reasons: json(r.market_reasons), reason_codes: json(r.reason_codes) };
}

/** Listing storage (SQLite). */
export function listingsRepo(db: Db): ListingsRepo {
  const c = db.$client;
  type Found = { id: string; price: number | null; status: string; spotted_price: number | null; spotted_hours: number | null; judged_median: number | null };
  const find = c.prepare<Found, [string, string]>("SELECT id, price, status, spotted_price, spotted_hours, judged_median FROM listings WHERE source = ? AND external_id = ?");
  const insert = c.prepare(
    `INSERT INTO listings (id, source, external_id, title, url, price, currency, capacity, category, condition, component_id, location, status, facts, spotted_price, spotted_hours, first_seen, last_seen)
     VALUES ($id, $source, $external_id, $title, $url, $price, $currency, $capacity, $category, $condition, $component_id, $location, $status, $facts, $spotted_price, $spotted_hours, $seen, $seen)`,
  );
  const update = c.prepare(
    `UPDATE listings SET title = $title, url = $url, price = $price, currency = $currency, capacity = $capacity, category = $category,
       condition = $condition, component_id = $component_id, location = $location, status = $status, facts = $facts, last_seen = $seen
     WHERE id = $id`,
  );
  const setJudgement = c.prepare("UPDATE listings SET score = ?, verdict = ?, action = ?, market_reasons = ?, judged_median = COALESCE(?, judged_median) WHERE id = ?");
  const recent = c.prepare<RecentRow & { facts: string }, [number, number]>(
    "SELECT id, source, external_id, title, url, price, currency, status, facts FROM listings WHERE last_seen >= ? ORDER BY last_seen DESC LIMIT ?",
  );
  const byHunt = c.prepare<StoredRow, [string, string, string, number, number]>(
    `SELECT l.id, l.external_id, l.source, l.title, l.url, l.price, l.capacity, l.category, h.score, h.verdict, h.action, l.first_seen, l.last_seen,
       l.status, l.facts, l.verdict AS market_verdict, l.market_reasons, h.reason_codes
     FROM hunt_listings h JOIN listings l ON l.id = h.listing_id
     WHERE h.hunt_id = ? AND (? = '' OR h.action = ?)
     ORDER BY h.updated_at DESC, l.id DESC LIMIT ? OFFSET ?`,
  );
  const factsOf = c.prepare<{ id: string; facts: string | null }, [string]>("SELECT id, facts FROM listings WHERE id IN (SELECT value FROM json_each(?))");
  return {
    async factsOf(ids) {
      if (ids.length === 0) return new Map();
      return new Map(factsOf.all(JSON.stringify(ids)).map((r) => [r.id, r.facts === null ? null : JSON.parse(r.facts)]));
    },
    async upsertMany(rows) {
      return c.transaction(() =>
        rows.map((l): StoredListing => {
          const existing = find.get(l.source, l.external_id);
          const params = {
            id: existing?.id ?? l.id, source: l.source, external_id: l.external_id, title: l.title, url: l.url, price: l.price, currency: l.currency,
            capacity: l.capacity, category: l.category, condition: l.condition, component_id: l.component_id, location: l.location, status: l.status,
            facts: JSON.stringify(l.facts), seen: l.seen_at,
          };
          if (existing) {
            update.run(params);
            const spotted = existing.spotted_price === null ? null : { price: existing.spotted_price, hours: existing.spotted_hours ?? 0 };
            return { id: existing.id, created: false, previous_price: existing.price, previous_status: existing.status, spotted, judged_median: existing.judged_median };
          }
          insert.run({ ...params, spotted_price: l.spotted?.price ?? null, spotted_hours: l.spotted?.hours ?? null });
          return { id: l.id, created: true, previous_price: null, previous_status: null, spotted: l.spotted ?? null, judged_median: null };
        }),
      )();
    },
    async setJudgements(rows) {
      c.transaction(() => {
        for (const j of rows) setJudgement.run(j.score, j.verdict, j.action, JSON.stringify(j.reasons), j.judged_median ?? null, j.id);
      })();
    },
    async recent(since, limit) {
      return recent.all(since, limit).map((r) => ({ ...r, facts: JSON.parse(r.facts) }));
    },
    async forHunt(huntId, action, limit, offset) {
      return byHunt.all(huntId, action, action, limit, offset).map(listingRow);
    },
  };
}
