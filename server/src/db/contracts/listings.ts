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
  /** An open auction's first sighting (core's auctionSpotting); stored on insert only. */
  spotted?: { price: number; hours: number } | null;
}

export interface StoredListing {
  id: string;
  /** True when this call stored it for the first time. */
  created: boolean;
  /** The price stored before this call (null when new or unknown). */
  previous_price: number | null;
  /** The status stored before this call (null when new). */
  previous_status: string | null;
  /** Its first sighting as an open auction, as stored (null for anything else). */
  spotted: { price: number; hours: number } | null;
  /** The median it was judged against while live, as stored before this call (null when none). */
  judged_median: number | null;
}

/** A listing as the Listing resource reads it. */
export interface ListingRow {
  status: string;
  /** What the judgement read of it (stored as JSON). */
  facts: unknown;
  /** Its own verdict against its market when last seen, and the reasons (null before any). */
  market_verdict: string | null;
  market_reasons: string[] | null;
  /** The hunt's reason codes for its latest judgement (hunt listings); null elsewhere. */
  reason_codes: string[] | null;
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
export type RecentRow = Pick<ListingUpsert, "id" | "source" | "external_id" | "title" | "url" | "price" | "currency" | "status" | "facts">;

/** A listing's own judgement against its variant's benchmark (no hunt's). */
export interface ListingJudgement {
  id: string;
  score: number | null;
  verdict: string | null;
  action: string | null;
  reasons: string[];
  /** The median it is judged against while live (core's liveMedian); null or absent keeps the stored one. */
  judged_median?: number | null;
}

/** Listing storage; one row per (source, external_id). */
export interface ListingsRepo {
  /** What the pipeline read of some listings (their stored facts), by id; unknown ids are absent. */
  factsOf(ids: readonly string[]): Promise<Map<string, unknown>>;
  /** Insert or refresh listings (distinct (source, external_id) pairs), answering in input order. */
  upsertMany(rows: readonly ListingUpsert[]): Promise<StoredListing[]>;
  /** Store listings' own judgements (see scan/listing-judgement.ts). */
  setJudgements(rows: readonly ListingJudgement[]): Promise<void>;
  /** Listings seen since `since`, newest first, with their stored facts (for backfill). */
  recent(since: number, limit: number): Promise<RecentRow[]>;
  /** A hunt's listings with that hunt's latest judgement; `action` "" means all. */
  forHunt(huntId: string, action: string, limit: number, offset: number): Promise<ListingRow[]>;
}

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

/** Current ALERT and WATCH listings (the best judgement any hunt gave them), for the public deals page. */
export interface DealsRepo {
  /** One page of deals, best score first, with the total matching the filter. */
  list(filter: DealFilter, limit: number, offset: number): Promise<{ items: ListingRow[]; total: number }>;
}
