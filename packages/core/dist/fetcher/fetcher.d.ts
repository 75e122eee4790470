import { type RequestSpecInput } from "../schemas/source.ts";
import { type SourceError } from "../source/errors.ts";
import { type FetcherOptions } from "./options.ts";
/** A fetched page, or an error saying what to do next. Never thrown. */
export type FetchResult = {
    ok: true;
    status: number;
    url: string;
    body: string;
    from_cache: boolean;
    attempts: number;
} | {
    ok: false;
    error: SourceError;
    attempts: number;
};
/** The polite fetch a host hands to sources. */
export interface Fetcher {
    readonly user_agent: string;
    fetch(spec: RequestSpecInput, signal?: AbortSignal): Promise<FetchResult>;
}
/**
 * Creates the polite fetcher: per-host spacing and concurrency, retries with backoff and
 * jitter honouring Retry-After, per-attempt and total timeouts, robots.txt, conditional
 * requests, a capped streamed body. `fetch` and `clock` are injectable for tests.
 *
 * @example
 * const fetcher = createFetcher({ per_host_interval_ms: 2_000 });
 * const page = await fetcher.fetch({ url: "https://example.com/deals.rss" });
 * if (page.ok) console.log(page.body.length); else console.log(page.error.outcome);
 */
export declare function createFetcher(input?: FetcherOptions): Fetcher;
