import type { RequestSpec } from "../schemas/source.ts";
import type { Clock } from "./clock.ts";
/** The User-Agent every request carries, so site owners know who is calling and where to complain. */
export declare const USER_AGENT = "Rackhunt/0.1 (+https://github.com/rackhunt/rackhunt)";
/** A page a browser rendered: the host plugs one in for `render: "browser"` requests. */
export interface RenderedPage {
    status: number;
    url: string;
    body: string;
}
/** Renders a request in a browser; lives outside core (e.g. the auction plugin's playwright path). */
export type Renderer = (spec: RequestSpec, signal: AbortSignal) => Promise<RenderedPage>;
/** The subset of `fetch` the fetcher uses; inject a stub or a proxying fetch in tests. */
export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;
/** Fetcher settings; every field has a polite default. */
export interface FetcherOptions {
    fetch?: FetchLike;
    clock?: Clock;
    random?: () => number;
    renderer?: Renderer | null;
    user_agent?: string;
    per_host_interval_ms?: number;
    per_host_concurrency?: number;
    max_retries?: number;
    backoff_base_ms?: number;
    backoff_max_ms?: number;
    /** A Retry-After longer than this ends the request as retry-later instead of waiting. */
    max_retry_after_ms?: number;
    attempt_timeout_ms?: number;
    total_timeout_ms?: number;
    max_body_bytes?: number;
    obey_robots?: boolean;
    robots_ttl_ms?: number;
    cache_entries?: number;
    /** Upper bound on a robots.txt Crawl-delay we honour. */
    max_crawl_delay_ms?: number;
}
export type ResolvedFetcherOptions = Required<Omit<FetcherOptions, "renderer">> & {
    renderer: Renderer | null;
};
export declare const FETCHER_DEFAULTS: {
    readonly user_agent: "Rackhunt/0.1 (+https://github.com/rackhunt/rackhunt)";
    readonly per_host_interval_ms: 1000;
    readonly per_host_concurrency: 2;
    readonly max_retries: 3;
    readonly backoff_base_ms: 500;
    readonly backoff_max_ms: 30000;
    readonly max_retry_after_ms: 60000;
    readonly attempt_timeout_ms: 15000;
    readonly total_timeout_ms: 60000;
    readonly max_body_bytes: 5000000;
    readonly obey_robots: true;
    readonly robots_ttl_ms: number;
    readonly cache_entries: 256;
    readonly max_crawl_delay_ms: 30000;
};
