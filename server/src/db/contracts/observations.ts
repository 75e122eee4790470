export interface ObservationRow {
  component_id: string;
  price: number;
  observed_at: number;
  source: string | null;
  condition: string | null;
  location: string | null;
  listing_id: string | null;
  /** `sold` (a sale: sold posts, completed auctions, imported history) or `asking` (an active listing's price). */
  kind: string;
  /** A sold auction seen while open: close ÷ price when first seen, and hours it had left then. */
  close_ratio?: number | null;
  spotted_hours?: number | null;
}

/** One price point of a component's history. */
export interface HistoryRow {
  price: number;
  observed_at: number;
  source: string | null;
  condition: string | null;
}

/**
 * A reader that follows the observations table as any process writes it: `windows` reads
 * components' rows up to the reader's cut, and `next` moves the cut forward and returns exactly
 * the rows between the old cut and the new one. Every committed row is therefore read once,
 * whichever order writers commit in (SQLite commits in row-id order; PostgreSQL does not, so its
 * cut is a transaction horizon, not a row id).
 */
export interface ObservationFeed {
  /** Rows committed since the last call (or since the feed was opened). */
  next(): Promise<ObservationRow[]>;
  /** Each component's rows observed at or after `since`, up to the cut, oldest first. */
  windows(componentIds: readonly string[], since: number): Promise<Map<string, ObservationRow[]>>;
  /** Grows whenever `next` returned rows: a cache key for whole-market answers. */
  readonly version: number;
}

/** Price observations: the input of benchmarks, history and the public price pages. */
export interface ObservationsRepo {
  /** Which of these listing ids (or import line keys) have an observation stored. */
  storedKeys(listingIds: readonly string[]): Promise<Set<string>>;
  /** Insert many in one transaction (all or none). */
  insertMany(rows: readonly ObservationRow[]): Promise<void>;
  /** One component's observations in [since, until], newest first, optionally only where the location matches `localKw`. */
  history(componentId: string, since: number, until: number, localKw?: string | null): Promise<HistoryRow[]>;
  /** Observations per component among `ids`, optionally only those whose location matches. */
  counts(ids: readonly string[], localKw?: string | null): Promise<Map<string, number>>;
  /** Components observed since an instant. */
  componentsSince(since: number): Promise<string[]>;
  /** Open a feed whose cut is now. */
  follow(): Promise<ObservationFeed>;
}
