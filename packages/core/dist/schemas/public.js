import * as v from "valibot";
import { DateTime, PageLimit, PageOffset, Price } from "./common.js";
import { PricePoint } from "./component.js";
import { BenchmarkTrustStatus } from "./evaluate.js";
import { Listing } from "./listing.js";
import { Stratum } from "./pricing.js";
import { ACTIONS, Category } from "./vocabulary.js";
/** Shapes of the public read-only endpoints (no key; metered per IP per day). */
const Int = v.pipe(v.number(), v.integer());
const ComponentId = v.pipe(v.string(), v.minLength(1), v.maxLength(200));
/** One category of GET /api/public/prices. */
export const PublicCategory = v.object({
    category: Category,
    /** Catalog variants in the category. */
    component_count: Int,
    /** Variants with at least one price observation. */
    priced_count: Int,
    /** Price observations of the category's variants, all time. */
    observation_count: Int,
});
/** GET /api/public/prices. */
export const PublicPrices = v.object({
    categories: v.array(PublicCategory),
    generated_at: DateTime,
});
/** p25/median/p75 of one trusted stratum. */
export const MarketSummary = v.object({
    condition: Stratum,
    sample_size: Int,
    p25: v.number(),
    median: v.number(),
    p75: v.number(),
});
/** One component of a category page: its market summary only where a trusted cohort exists. */
export const PublicComponentSummary = v.object({
    component_id: v.string(),
    name: v.string(),
    brand: v.nullable(v.string()),
    subcategory: v.nullable(v.string()),
    capacity: v.nullable(v.string()),
    observation_count: Int,
    /** Trust of the stratum with the most observations (`used` when there are none). */
    benchmark_trust: BenchmarkTrustStatus,
    /** Every trusted stratum; empty when none is trusted. */
    market: v.array(MarketSummary),
});
export const PublicCategoryParams = v.object({ category: Category });
export const PublicCategoryQuery = v.object({ limit: PageLimit, offset: PageOffset });
/** GET /api/public/prices/{category}: priced components first, then by id. */
export const PublicCategoryPage = v.object({
    category: Category,
    components: v.array(PublicComponentSummary),
    total: Int,
    limit: Int,
    offset: Int,
    generated_at: DateTime,
});
/** Statistics of one stratum; every number null unless the cohort is trusted. */
export const PublicStratumStats = v.object({
    condition: Stratum,
    observation_count: Int,
    benchmark_trust: BenchmarkTrustStatus,
    sample_size: v.nullable(Int),
    p25: v.nullable(v.number()),
    median: v.nullable(v.number()),
    p75: v.nullable(v.number()),
    min: v.nullable(v.number()),
    max: v.nullable(v.number()),
    avg_30d: v.nullable(v.number()),
    historical_low: v.nullable(v.number()),
});
export const PublicComponentParams = v.object({ category: Category, component_id: ComponentId });
export const PublicComponentQuery = v.object({
    /** How many of the latest observations to include. */
    limit: PageLimit,
});
/** GET /api/public/prices/{category}/{component_id}. */
export const PublicComponentDetail = v.object({
    component_id: v.string(),
    category: Category,
    name: v.string(),
    brand: v.nullable(v.string()),
    mpn: v.nullable(v.string()),
    capacity: v.nullable(v.string()),
    interface: v.nullable(v.string()),
    form_factor: v.nullable(v.string()),
    generation: v.nullable(v.string()),
    aliases: v.array(v.string()),
    specs: v.record(v.string(), v.union([v.number(), v.string(), v.boolean()])),
    stats: v.array(PublicStratumStats),
    /** The latest observations in the 90-day window, newest first. */
    observations: v.array(PricePoint),
    observation_count: Int,
    generated_at: DateTime,
});
/** Actions a public deal can have: the listings worth showing. */
export const DEAL_ACTIONS = ACTIONS.filter((a) => a !== "SKIP");
/** GET /api/public/deals query. */
export const PublicDealsQuery = v.object({
    category: v.optional(Category),
    source: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60))),
    action: v.optional(v.picklist(DEAL_ACTIONS)),
    min_price: v.optional(Price),
    max_price: v.optional(Price),
    limit: PageLimit,
    offset: PageOffset,
});
/** GET /api/public/deals: current ALERT and WATCH listings, best score first. */
export const PublicDealsPage = v.object({
    items: v.array(Listing),
    total: Int,
    limit: Int,
    offset: Int,
});
