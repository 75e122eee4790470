import type { RawListing } from "@rackhunt/core";

/** One source's answer to one query. Never throws: errors are reported. */
export interface SourceRun {
  source: string;
  ok: boolean;
  listings: RawListing[];
  error: string | null;
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
