import type { SourceContext } from "../schemas/evaluate.ts";
/** The SPEC's default trust tier of a platform. */
export declare const DEFAULT_TRUST_TIER = "medium";
/**
 * The platform a listing URL points at: its host name, lower-cased, without a leading "www.".
 * Null without a URL or with one that does not parse.
 * @example platformOf("https://www.ebay.com/itm/1") // "ebay.com"
 */
export declare function platformOf(url: string | null | undefined): string | null;
/**
 * The SourceContext of a request: platform from the URL host, its tier from the operator's table
 * (DEFAULT_TRUST_TIER for an unlisted or unknown platform), and the comparables behind a trusted
 * benchmark (null when untrusted: that count comes from the cohort).
 * @example sourceContext("https://ebay.com/x", {"ebay.com": "high"}, 34) // {platform: "ebay.com", trust_tier: "high", comparable_observations: 34}
 */
export declare function sourceContext(url: string | null | undefined, tiers: Readonly<Record<string, string>>, comparables: number | null): SourceContext;
