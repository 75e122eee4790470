/**
 * A robots.txt reader (RFC 9309): groups by user-agent, longest matching rule wins, `allow`
 * wins a tie, `*` and `$` wildcards, and Crawl-delay (not in the RFC, widely used) kept.
 */
/** The rules that apply to one user-agent token. */
export interface RobotsPolicy {
    isAllowed(pathAndQuery: string): boolean;
    crawl_delay_ms: number | null;
}
/**
 * Parses robots.txt for one product token (e.g. "rackhunt"); falls back to the `*` group.
 *
 * @example
 * parseRobots("User-agent: *\nDisallow: /search", "rackhunt").isAllowed("/search?q=x"); // false
 */
export declare function parseRobots(text: string, token: string): RobotsPolicy;
/** A policy that allows everything (no robots.txt, or a 4xx for it). */
export declare const ALLOW_ALL: RobotsPolicy;
