import type { RawListing } from "@rackhunt/core";
import type { SourceRunOutcome } from "@rackhunt/core/schemas";

/** One source's answer to one query. Never throws: errors are reported. */
export interface SourceRun {
  source: string;
  ok: boolean;
  /** ok, or what the failure asks of the scanner: retry_later, skip_source or stop. */
  outcome: SourceRunOutcome;
  listings: RawListing[];
  /** Listings the parser produced that failed the RawListing schema (dropped), and the first one's issue. */
  invalid: number;
  invalid_issue: string | null;
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
