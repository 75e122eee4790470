import * as v from "valibot";
import { RawListing, type RequestSpec, SourceQuery, type SourceQueryInput } from "../schemas/source.ts";
import type { Fetcher } from "../fetcher/fetcher.ts";
import type { SourceRunOutcome } from "../schemas/vocabulary.ts";
import type { Source } from "./define-source.ts";
import { type ErrorOutcome, type ErrorSummary, SkipSourceError, SourceError, StopError, summarizeError, toSourceError } from "./errors.ts";

/** Limits for one run of one source. */
export interface RunSourceOptions {
  /** Pages followed per starting request, the first included. */
  max_pages?: number;
  signal?: AbortSignal;
  /** Fixed "now" for parsing (tests); defaults to the real time. */
  now?: () => Date;
  /**
   * `sold`: run the source's sold-results pages instead of its search, keeping only the listings
   * marked sold or closed. A source without sold results yields nothing (ok).
   */
  results?: "active" | "sold";
}

/** Everything one run of a source produced. `outcome` is what the host should do next. */
export interface RunSourceResult {
  source: string;
  ok: boolean;
  outcome: SourceRunOutcome;
  listings: RawListing[];
  pages: number;
  /** Listings a parser produced that failed the RawListing schema (dropped). */
  invalid: number;
  /** The first schema issue of the first dropped listing ("price: Invalid value: …"), or null: what its author fixes. */
  invalid_issue: string | null;
  /** One-line summary of the first error, or null. */
  error: string | null;
  errors: ErrorSummary[];
  /**
   * The longest wait the site asked for (a 429/503's Retry-After, a RetryLaterError's hint), in
   * milliseconds; null when it named none. A host holds its next fetch of the source until then.
   */
  retry_after_ms: number | null;
}

export const DEFAULT_MAX_PAGES = 5;

const SEVERITY: Record<ErrorOutcome, number> = { retry_later: 1, skip_source: 2, stop: 3 };

function parsePage(source: Source, body: string, request: RequestSpec, url: string, now: string) {
  try {
    return source.parse(body, { url, request, now });
  } catch (cause) {
    // A parser that names what to do next (a RetryLaterError for a "busy" page) is taken at its word.
    if (cause instanceof SourceError) throw cause;
    throw new SkipSourceError("parse_failed", `could not parse ${url}`, { part: source.name, cause, url });
  }
}

/** One schema issue in a line: where, then what (valibot's message names what it received, cut short). */
function describeIssue(issue: v.BaseIssue<unknown>): string {
  const line = `${v.getDotPath(issue) ?? "listing"}: ${issue.message}`;
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/**
 * Runs one source for one query: asks it for requests, fetches each through the polite
 * fetcher, parses, follows `next` up to `max_pages`, validates and de-duplicates listings.
 * Never throws: failures end up in `errors`, with listings gathered so far kept.
 *
 * @example
 * const result = await runSource(forum({ subreddit: "homelabsales" }), { keywords: "epyc" }, createFetcher());
 * if (!result.ok) console.warn(result.outcome, result.error);
 */
export async function runSource(
  source: Source,
  queryInput: SourceQueryInput,
  fetcher: Fetcher,
  options: RunSourceOptions = {},
): Promise<RunSourceResult> {
  const max_pages = Math.max(1, options.max_pages ?? DEFAULT_MAX_PAGES);
  const now = options.now ?? (() => new Date());
  const result: RunSourceResult = { source: source.name, ok: true, outcome: "ok", listings: [], pages: 0, invalid: 0, invalid_issue: null, error: null, errors: [], retry_after_ms: null };
  const seen = new Set<string>();
  const record = (error: SourceError) => {
    const summary = summarizeError(error);
    result.errors.push(summary);
    if (summary.retry_after_ms !== null) result.retry_after_ms = Math.max(result.retry_after_ms ?? 0, summary.retry_after_ms);
    if (result.outcome === "ok" || SEVERITY[error.outcome] > SEVERITY[result.outcome]) result.outcome = error.outcome;
  };
  let starts: RequestSpec[];
  const sold = options.results === "sold";
  try {
    const query = v.parse(SourceQuery, queryInput);
    starts = sold ? (source.soldRequests?.(query) ?? []) : source.requests(query);
  } catch (cause) {
    record(new StopError("invalid_query", "could not build requests for this query", { part: source.name, cause }));
    starts = [];
  }
  for (const start of starts) {
    if (result.outcome === "stop" || result.outcome === "skip_source") break;
    const visited = new Set<string>();
    let request: RequestSpec | null = start;
    for (let page = 0; request && page < max_pages && !visited.has(request.url); page++) {
      visited.add(request.url);
      const current: RequestSpec = request;
      const fetched = await fetcher.fetch(current, options.signal);
      if (!fetched.ok) {
        record(fetched.error);
        break;
      }
      result.pages++;
      try {
        const parsed = parsePage(source, fetched.body, current, fetched.url, now().toISOString());
        for (const listing of parsed.listings) {
          const checked = v.safeParse(RawListing, listing);
          if (!checked.success) {
            result.invalid++;
            result.invalid_issue ??= describeIssue(checked.issues[0]);
            continue;
          }
          if (seen.has(checked.output.external_id)) continue;
          if (sold && checked.output.status !== "sold" && checked.output.status !== "closed") continue;
          seen.add(checked.output.external_id);
          result.listings.push(checked.output);
        }
        request = parsed.next;
      } catch (error) {
        record(toSourceError(error, source.name, current.url));
        break;
      }
    }
  }
  result.ok = result.errors.length === 0;
  result.error = result.errors[0]?.message ?? null;
  return result;
}
