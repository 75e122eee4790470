/** How an account labels an alert: a deal, an edge case, or noise. */
export type FeedbackLabel = "deal" | "edge" | "noise";

/** One label set on an alert. Times are epoch ms. */
export interface FeedbackWrite {
  user_id: string;
  hunt_id: string;
  alert_id: string;
  label: FeedbackLabel;
  reason: string | null;
  /** Where it came from: `link` (a message's feedback link), `api` (REST or MCP), `web`. */
  via: "link" | "api" | "web";
  now: number;
}

/** An account's label of an alert, as read back. */
export interface FeedbackRow {
  alert_id: string;
  label: FeedbackLabel;
  reason: string | null;
  via: string;
  updated_at: number;
}

/** A label with where its alert's listing came from: the precision figures read these. */
export interface LabelledAlert {
  label: FeedbackLabel;
  category: string | null;
  source: string;
}

/** A realized sale as stored (see core's realizedSale). */
export interface RealizedSaleRow {
  listing_id: string;
  source: string;
  category: string | null;
  condition: string | null;
  judged_median: number;
  sold_price: number;
  sold_at: number;
}

/** The alert a result fired, with the account's label of it (the result page's buttons). */
export interface ResultAlert {
  alert_id: string;
  hunt_id: string;
  label: FeedbackLabel | null;
  reason: string | null;
}

/** What the public quality record is made of: feedback on alerts and realized sales. */
export interface QualityRepo {
  /**
   * Set (or change) an account's label of one of its alerts; the alert must be of `hunt_id`, a hunt
   * of that account. False when it is not (nothing is written).
   */
  setFeedback(write: FeedbackWrite): Promise<boolean>;
  /** The account's labels of a hunt's alerts, by alert id. */
  feedbackForHunt(userId: string, huntId: string): Promise<FeedbackRow[]>;
  /** The alert one of the account's results fired, with the account's label; null when it fired none. */
  alertOfResult(userId: string, resultId: string): Promise<ResultAlert | null>;
  /** Mark a feedback link as followed; false when it already was (a link works once). */
  spendLink(linkId: string, now: number): Promise<boolean>;
  /** Store realized sales; a listing's sale is stored once (a repeat is ignored). */
  recordSales(rows: readonly RealizedSaleRow[]): Promise<void>;
  /** Labels set since `since`, with their listing's category and source. */
  labelsSince(since: number): Promise<LabelledAlert[]>;
  /** Realized sales since `since`. */
  salesSince(since: number): Promise<RealizedSaleRow[]>;
}
