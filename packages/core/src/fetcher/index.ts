/** The polite fetcher a host hands to sources. */
export { backoffDelay, type BackoffPolicy, DEFAULT_JITTER, parseRetryAfter, RETRYABLE_STATUSES } from "./backoff.ts";
export { type Clock, systemClock } from "./clock.ts";
export { createFetcher, type Fetcher, type FetchResult } from "./fetcher.ts";
export { FETCHER_DEFAULTS, type FetchLike, type FetcherOptions, type RenderedPage, type Renderer, USER_AGENT } from "./options.ts";
export { ALLOW_ALL, parseRobots, type RobotsPolicy } from "./robots.ts";
