/** The User-Agent every request carries, so site owners know who is calling and where to complain. */
export const USER_AGENT = "Rackhunt/0.1 (+https://github.com/rackhunt/rackhunt)";
export const FETCHER_DEFAULTS = {
    user_agent: USER_AGENT,
    per_host_interval_ms: 1_000,
    per_host_concurrency: 2,
    max_retries: 3,
    backoff_base_ms: 500,
    backoff_max_ms: 30_000,
    max_retry_after_ms: 60_000,
    attempt_timeout_ms: 15_000,
    total_timeout_ms: 60_000,
    max_body_bytes: 5_000_000,
    obey_robots: true,
    robots_ttl_ms: 24 * 3_600_000,
    cache_entries: 256,
    max_crawl_delay_ms: 30_000,
};
