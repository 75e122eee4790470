import type { ListingFacts as CoreListingFacts, ObservationVerdict } from "@rackhunt/core";
import type { HuntConfig, HuntCriteria, SourceRunOutcome } from "@rackhunt/core/schemas";

/** What the pipeline needs of a raw listing a source produced. */
export interface SourceListing {
  source: string;
  external_id: string;
  title: string;
  url: string | null;
  price: number | null;
  currency?: string | null;
  /** active, sold, closed or wanted: only active listings can alert. */
  status: string;
  location?: string | null;
  condition_text?: string | null;
  [extra: string]: unknown;
}

/** One source's answer to one query. Never throws: errors are reported. */
export interface SourceRun {
  source: string;
  ok: boolean;
  /** ok, or what the failure asks of the scanner: retry_later, skip_source or stop. */
  outcome: SourceRunOutcome;
  listings: SourceListing[];
  error: string | null;
  /** The wait the site asked for (its Retry-After), in milliseconds; null when it named none. */
  retry_after_ms: number | null;
  /** Before this instant (epoch ms) the source is not fetched again, for any query; null: no hold. */
  not_before: number | null;
}

/** The sources a server can scan, by name. */
export interface SourceRegistry {
  names(): string[];
  run(source: string, query: string): Promise<SourceRun>;
  /** Whether the source shows sold or completed results (its sold comparables). */
  hasSold(source: string): boolean;
  /** The source's sold results for a query: only listings marked sold or closed. */
  runSold(source: string, query: string): Promise<SourceRun>;
}

/** What Rackhunt knows of a listing after the core's pipeline read it: stored as the listing's facts. */
export type ListingFacts = CoreListingFacts;

/** The hunt fields scoring needs. */
export interface HuntForScoring {
  id: string;
  name: string;
  config: HuntConfig;
  criteria: HuntCriteria | null;
  target_price: number | null;
  ceiling_price: number | null;
}

export interface Judgement {
  score: number;
  action: "ALERT" | "WATCH" | "SKIP";
  verdict: string | null;
  reasons: string[];
}

/** The core's listing pipeline behind one interface the scan calls, with the server's memoisation. */
export interface Judge {
  facts(listing: SourceListing): ListingFacts;
  /** Precompute whatever scoring a hunt needs once per scan. */
  compile(hunt: HuntForScoring): unknown;
  /** Is this listing about what the hunt searches for (its query read like a title)? */
  relevant(facts: ListingFacts, compiled: unknown): boolean;
  judge(facts: ListingFacts, compiled: unknown, now: number): Judgement;
  /**
   * Load the market these listings are judged against at instants from `earliest` on (their
   * variants' windows): `judge` and `observation` of them then run without waiting on the database.
   */
  prepare(facts: Iterable<ListingFacts>, earliest: number): Promise<void>;
  /** Whether the listing's price enters price history (judged against the variant's current market), as what. */
  observation(facts: ListingFacts, at: { observed_at: number; listing_id: string }): ObservationVerdict;
}
