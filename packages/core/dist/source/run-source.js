import * as v from "valibot";
import { RawListing, SourceQuery } from "../schemas/source.js";
import { SkipSourceError, StopError, summarizeError, toSourceError } from "./errors.js";
export const DEFAULT_MAX_PAGES = 5;
const SEVERITY = { retry_later: 1, skip_source: 2, stop: 3 };
function parsePage(source, body, request, url, now) {
    try {
        return source.parse(body, { url, request, now });
    }
    catch (cause) {
        throw new SkipSourceError("parse_failed", `could not parse ${url}`, { part: source.name, cause, url });
    }
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
export async function runSource(source, queryInput, fetcher, options = {}) {
    const max_pages = Math.max(1, options.max_pages ?? DEFAULT_MAX_PAGES);
    const now = options.now ?? (() => new Date());
    const result = { source: source.name, ok: true, outcome: "ok", listings: [], pages: 0, invalid: 0, error: null, errors: [] };
    const seen = new Set();
    const record = (error) => {
        result.errors.push(summarizeError(error));
        if (result.outcome === "ok" || SEVERITY[error.outcome] > SEVERITY[result.outcome])
            result.outcome = error.outcome;
    };
    let starts;
    try {
        const query = v.parse(SourceQuery, queryInput);
        starts = source.requests(query);
    }
    catch (cause) {
        record(new StopError("invalid_query", "could not build requests for this query", { part: source.name, cause }));
        starts = [];
    }
    for (const start of starts) {
        if (result.outcome === "stop" || result.outcome === "skip_source")
            break;
        const visited = new Set();
        let request = start;
        for (let page = 0; request && page < max_pages && !visited.has(request.url); page++) {
            visited.add(request.url);
            const current = request;
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
                        continue;
                    }
                    if (seen.has(checked.output.external_id))
                        continue;
                    seen.add(checked.output.external_id);
                    result.listings.push(checked.output);
                }
                request = parsed.next;
            }
            catch (error) {
                record(toSourceError(error, source.name, current.url));
                break;
            }
        }
    }
    result.ok = result.errors.length === 0;
    result.error = result.errors[0]?.message ?? null;
    return result;
}
