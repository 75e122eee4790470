import { type QuerySpec, type RelevanceRule, relevanceFailure } from "../pipeline/relevance.ts";
import type { PlannedListing } from "./plan.ts";

/**
 * Why a listing is not one of a hunt's: not an offer (sold or closed — price evidence only — or a
 * wanted post), or not about its query (the relevance rule it failed).
 */
export type ExclusionRule = RelevanceRule | "sold" | "not_an_item";

/** Per source, how many listings each rule counted. */
export type CountsBySource<R extends string> = Record<string, Partial<Record<R, number>>>;

/** The listings a hunt keeps of a pool, and per source why it kept out the rest. */
export interface Kept {
  relevant: readonly number[];
  excluded: CountsBySource<ExclusionRule>;
}

/**
 * A hunt's listings among a pool: active offers about its query. Sold comparables and wanted posts
 * are never a hunt's listing; everything kept out is counted by source and rule, so a scan that
 * keeps none can say why.
 * @example keepFor(listings, [0, 1, 2], compileQuery("8tb sas")).excluded // {auction: {interface: 1, sold: 4}}
 */
export function keepFor(listings: readonly PlannedListing[], pool: readonly number[], query: QuerySpec): Kept {
  const relevant: number[] = [];
  const excluded: CountsBySource<ExclusionRule> = {};
  for (const i of pool) {
    const { facts, input } = listings[i]!;
    const rule: ExclusionRule | null =
      facts.status === "sold" || facts.status === "closed" ? "sold" : facts.status === "wanted" ? "not_an_item" : relevanceFailure(facts, query);
    if (rule === null) relevant.push(i);
    else count(excluded, input.source ?? facts.source ?? "unknown", rule);
  }
  return { relevant, excluded };
}

/**
 * Add one to a source's count of a rule.
 * @example const c = {}; count(c, "forum", "sold"); c // {forum: {sold: 1}}
 */
export function count<R extends string>(counts: CountsBySource<R>, source: string, rule: R): void {
  const bySource = (counts[source] ??= {});
  bySource[rule] = (bySource[rule] ?? 0) + 1;
}
