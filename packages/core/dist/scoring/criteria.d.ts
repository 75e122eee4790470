import type { HuntConfig, HuntCriteria } from "../schemas/hunt-criteria.ts";
import type { ListingFacts } from "../schemas/scoring.ts";
/** What a check sees: the listing, its per-item price and its lower-cased title. */
export interface CheckInput {
    readonly listing: ListingFacts;
    readonly unit: number;
    readonly title: string;
}
/** One compiled criteria rule: its name (the criteria field) and a test returning why it fails, or null. */
export interface Check {
    readonly rule: string;
    readonly test: (input: CheckInput) => string | null;
}
/**
 * The checks of a hunt's criteria (and config.location), only for the fields it states, each
 * with its lists lower-cased once. A listing lacking the fact a rule needs fails that rule.
 * @example compileCriteria({category: "hdd"}, {}).map((c) => c.rule) // ["category"]
 */
export declare function compileCriteria(criteria: HuntCriteria | null | undefined, config: HuntConfig | undefined): Check[];
/**
 * Whether any compiled check reads the title (so the title is lower-cased only when needed).
 * @example needsTitle(compileCriteria({keywords: ["sas"]}, {})) // true
 */
export declare function needsTitle(checks: readonly Check[]): boolean;
