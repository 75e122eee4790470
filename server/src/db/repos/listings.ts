import type { Db } from "../client.ts";

/** What the scan stores of one listing. Times are epoch ms. */
export interface ListingUpsert {
  id: string;
  source: string;
  external_id: string;
  title: string | null;
  url: string | null;
  price: number | null;
  currency: string | null;
  capacity: string | null;
  category: string | null;
  condition: string | null;
  component_id: string | null;
  location: string | null;
  status: string;
  facts: unknown;
  seen_at: number;
}

export interface StoredListing {
  id: string;
  /** True when this scan saw it for the first time. */
  created: boolean;
  /** The price stored before this scan (null when new or unknown). */
  previous_price: number | null;
}

export interface ListingRow {
  id: string;
  external_id: string;
  source: string;
  title: string | null;
  url: string | null;
  price: number | null;
  capacity: string | null;
  category: string | null;
  score: number | null;
  verdict: string | null;
  action: string | null;
  first_seen: number;
  last_seen: number;
}

/** A listing as stored, with what its source said, for reading it again (backfill). */
export interface RecentRow {
  id: string;
  source: string;
  external_id: string;
  title: string | null;
  url: string | null;
  price: number | null;
  currency: string | null;
  status: string;
  facts: unknown;
}

/** Listing storage; one row per (source, external_id). */
export function listingsRepo(db: Db) {
  const c = db.$client;
  const find = c.prepare<{ id: string; price: number | null }, [string, string]>("SELECT id, price FROM listings WHERE source = ? AND external_id = ?");
  const insert = c.prepare(
    `INSERT INTO listings (id, source, external_id, title, url, price, currency, capacity, category, condition, component_id, location, status, facts, first_seen, last_seen)
     VALUES ($id, $source, $external_id, $title, $url, $price, $currency, $capacity, $category, $condition, $component_id, $location, $status, $facts, $seen, $seen)`,
  );
  const update = c.prepare(
    `UPDATE listings SET title = $title, url = $url, price = $price, currency = $currency, capacity = $capacity, category = $category,
       condition = $condition, component_id = $component_id, location = $location, status = $status, facts = $facts, last_seen = $seen
     WHERE id = $id`,
  );
  const setJudgement = c.prepare("UPDATE listings SET score = ?, verdict = ?, action = ? WHERE id = ?");
  const recent = c.prepare<RecentRow & { facts: string }, [number, number]>(
    "SELECT id, source, external_id, title, url, price, currency, status, facts FROM listings WHERE last_seen >= ? ORDER BY last_seen DESC LIMIT ?",
  );
  const byHunt = c.prepare<ListingRow, [string, string, string, number, number]>(
    `SELECT l.id, l.external_id, l.source, l.title, l.url, l.price, l.capacity, l.category, h.score, h.verdict, h.action, l.first_seen, l.last_seen
     FROM hunt_listings h JOIN listings l ON l.id = h.listing_id
     WHERE h.hunt_id = ? AND (? = '' OR h.action = ?)
     ORDER BY h.updated_at DESC, l.id DESC LIMIT ? OFFSET ?`,
  );
  const factsOf = c.prepare<{ id: string; facts: string | null }, [string]>("SELECT id, facts FROM listings WHERE id IN (SELECT value FROM json_each(?))");
  return {
    /** What the pipeline read of some listings (their stored facts), by id; unknown ids are absent. */
    factsOf(ids: readonly string[]): Map<string, unknown> {
      if (ids.length === 0) return new Map();
      return new Map(factsOf.all(JSON.stringify(ids)).map((r) => [r.id, r.facts === null ? null : JSON.parse(r.facts)]));
    },

    /** Insert or refresh a listing (sync: call inside the scan transaction). */
    upsert(l: ListingUpsert): StoredListing {
      const existing = find.get(l.source, l.external_id);
      const params = {
        id: existing?.id ?? l.id, source: l.source, external_id: l.external_id, title: l.title, url: l.url, price: l.price, currency: l.currency,
        capacity: l.capacity, category: l.category, condition: l.condition, component_id: l.component_id, location: l.location, status: l.status,
        facts: JSON.stringify(l.facts), seen: l.seen_at,
      };
      if (existing) {
        update.run(params);
        return { id: existing.id, created: false, previous_price: existing.price };
      }
      insert.run(params);
      return { id: l.id, created: true, previous_price: null };
    },

    /** Store a listing's own judgement (no hunt's: see scan/listing-judgement.ts). */
    setJudgement(id: string, j: { score: number | null; verdict: string | null; action: string | null }): void {
      setJudgement.run(j.score, j.verdict, j.action, id);
    },

    /** Listings seen since `since`, newest first, with their stored facts (for backfill). */
    recent(since: number, limit: number): RecentRow[] {
      return recent.all(since, limit).map((r) => ({ ...r, facts: JSON.parse(r.facts) }));
    },

    /** A hunt's listings with that hunt's latest judgement; `action` "" means all. */
    forHunt(huntId: string, action: string, limit: number, offset: number): ListingRow[] {
      return byHunt.all(huntId, action, action, limit, offset);
    },
  };
}
export type ListingsRepo = ReturnType<typeof listingsRepo>;
