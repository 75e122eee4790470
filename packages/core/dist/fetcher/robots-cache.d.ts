import { type SourceError } from "../source/errors.ts";
import type { Clock } from "./clock.ts";
import type { FetchLike } from "./options.ts";
import { type RobotsPolicy } from "./robots.ts";
/**
 * Fetches and caches robots.txt per origin. A 4xx means "no rules" (RFC 9309); a 5xx or an
 * unreachable file means "try later", because the site may be down, and is not cached.
 */
export declare class RobotsCache {
    private readonly entries;
    private readonly doFetch;
    private readonly clock;
    private readonly user_agent;
    private readonly ttl_ms;
    private readonly timeout_ms;
    constructor(doFetch: FetchLike, clock: Clock, user_agent: string, ttl_ms: number, timeout_ms: number);
    /** The policy for an origin, fetched at most once per TTL even under concurrency. */
    policyFor(origin: string): Promise<RobotsPolicy | SourceError>;
    private load;
}
