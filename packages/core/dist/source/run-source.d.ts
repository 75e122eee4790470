import { RawListing, type SourceQueryInput } from "../schemas/source.ts";
import type { Fetcher } from "../fetcher/fetcher.ts";
import type { Source } from "./define-source.ts";
import { type ErrorOutcome, type ErrorSummary } from "./errors.ts";
/** Limits for one run of one source. */
export interface RunSourceOptions {
    /** Pages followed per starting request, the first included. */
    max_pages?: number;
    signal?: AbortSignal;
    /** Fixed "now" for parsing (tests); defaults to the real time. */
    now?: () => Date;
}
/** Everything one run of a source produced. `outcome` is what the host should do next. */
export interface RunSourceResult {
    source: string;
    ok: boolean;
    outcome: "ok" | ErrorOutcome;
    listings: RawListing[];
    pages: number;
    /** Listings a parser produced that failed the RawListing schema (dropped). */
    invalid: number;
    /** One-line summary of the first error, or null. */
    error: string | null;
    errors: ErrorSummary[];
}
export declare const DEFAULT_MAX_PAGES = 5;
/**
 * Runs one source for one query: asks it for requests, fetches each through the polite
 * fetcher, parses, follows `next` up to `max_pages`, validates and de-duplicates listings.
 * Never throws: failures end up in `errors`, with listings gathered so far kept.
 *
 * @example
 * const result = await runSource(forum({ subreddit: "homelabsales" }), { keywords: "epyc" }, createFetcher());
 * if (!result.ok) console.warn(result.outcome, result.error);
 */
export declare function runSource(source: Source, queryInput: SourceQueryInput, fetcher: Fetcher, options?: RunSourceOptions): Promise<RunSourceResult>;
