/** The polite fetcher a host hands to sources. */
export { backoffDelay, parseRetryAfter, RETRYABLE_STATUSES } from "./backoff.js";
export { systemClock } from "./clock.js";
export { createFetcher } from "./fetcher.js";
export { FETCHER_DEFAULTS, USER_AGENT } from "./options.js";
export { ALLOW_ALL, parseRobots } from "./robots.js";
