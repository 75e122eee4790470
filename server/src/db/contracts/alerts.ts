export interface AlertInsert {
  id: string;
  hunt_id: string;
  listing_id: string;
  result_id: string;
  action: string;
  score: number;
  price: number | null;
  fingerprint: string | null;
  sent_at: number;
}

export interface AlertRow {
  id: string;
  listing_id: string;
  hunt_id: string;
  channel: string | null;
  action: string | null;
  score: number | null;
  sent_at: number;
}

/** An alert with what a reader of the hunt's feed needs: the listing and the reasons. */
export interface AlertEntry {
  id: string;
  sent_at: number;
  action: string | null;
  score: number | null;
  price: number | null;
  channel: string | null;
  title: string | null;
  url: string | null;
  source: string;
  /** JSON array of the scoring reasons. */
  reasons: string | null;
}

/** What the alert rules need to know of a hunt's past alerts. */
export interface AlertHistory {
  /** Price of the latest alert for this listing; undefined when none was ever fired. */
  lastAlertPrice(listingId: string): number | null | undefined;
  /** Whether another listing with this item fingerprint already alerted. */
  crossPosted(fingerprint: string, listingId: string): boolean;
  /** Remember an alert fired during this scan. */
  add(listingId: string, price: number | null, fingerprint: string | null): void;
}

/** One past alert as the history is built from. */
export interface AlertHistoryRow {
  listing_id: string;
  price: number | null;
  fingerprint: string | null;
}

/**
 * A hunt's alert history over its rows (oldest first): latest alerted price per listing, and
 * the first listing each fingerprint alerted for.
 */
export function alertHistoryOf(rows: Iterable<AlertHistoryRow>): AlertHistory {
  const latest = new Map<string, number | null>();
  const fingerprints = new Map<string, string>();
  const add = (listingId: string, price: number | null, fp: string | null) => {
    latest.set(listingId, price);
    if (fp && !fingerprints.has(fp)) fingerprints.set(fp, listingId);
  };
  for (const row of rows) add(row.listing_id, row.price, row.fingerprint);
  return {
    lastAlertPrice: (listingId) => (latest.has(listingId) ? latest.get(listingId)! : undefined),
    crossPosted: (fp, listingId) => {
      const first = fingerprints.get(fp);
      return first !== undefined && first !== listingId;
    },
    add,
  };
}

/** Alerts fired for hunts; the alert rules read their history here. */
export interface AlertsRepo {
  /** A hunt's newest alerts with their listing and reasons (its Atom feed). */
  entries(huntId: string, limit: number): Promise<AlertEntry[]>;
  /** A hunt's alert history in one read. */
  history(huntId: string): Promise<AlertHistory>;
  /** Record an alert and bump the hunt's counters (`status` becomes its last_alert_status). */
  insert(a: AlertInsert, status: string): Promise<void>;
  /** insert for many alerts in one go (a scan's batch), in order: each hunt's last one sets its last_alert_status. */
  insertMany(rows: readonly { alert: AlertInsert; status: string }[]): Promise<void>;
  forHunt(huntId: string, limit: number, offset: number): Promise<AlertRow[]>;
}
