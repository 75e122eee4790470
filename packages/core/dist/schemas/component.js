import * as v from "valibot";
import { DateTime } from "./common.js";
const NullableString = v.optional(v.nullable(v.string()));
const NullableInt = v.optional(v.nullable(v.pipe(v.number(), v.integer())));
/** `local_kw`: location keyword restricting the observations used (DESIGN.md), e.g. `USA-CA`. */
export const LocalKw = v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)));
/** Component list item. */
export const ComponentListItem = v.object({
    id: v.string(),
    mpn: NullableString,
    brand: NullableString,
    model: NullableString,
    category: NullableString,
    subcategory: NullableString,
    capacity: NullableString,
    observation_count: NullableInt,
    listing_count: NullableInt,
});
/** Component detail. */
export const ComponentDetail = v.object({
    ...ComponentListItem.entries,
    form_factor: NullableString,
    interface: NullableString,
    generation: NullableString,
    aliases: v.optional(v.nullable(v.record(v.string(), v.unknown()))),
    created_at: v.optional(v.nullable(DateTime)),
    updated_at: v.optional(v.nullable(DateTime)),
});
/** Component search response. */
export const ComponentSearchResponse = v.object({
    results: v.array(ComponentListItem),
    total: v.pipe(v.number(), v.integer()),
    cursor: v.optional(v.nullable(v.string())),
    has_more: v.boolean(),
});
/** GET /api/v2/components/search query. */
export const ComponentSearchQuery = v.object({
    q: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
    category: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(40))),
    limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 20),
    cursor: v.optional(v.pipe(v.string(), v.maxLength(200))),
    local_kw: LocalKw,
});
export const ComponentIdParams = v.object({ component_id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });
export const ComponentQuery = v.object({ local_kw: LocalKw });
/** History periods. */
export const HISTORY_PERIODS = ["7d", "30d", "90d", "all"];
export const HistoryQuery = v.object({
    period: v.optional(v.picklist(HISTORY_PERIODS), "90d"),
    local_kw: LocalKw,
});
/** One observed price. */
export const PricePoint = v.object({
    price: v.number(),
    observed_at: DateTime,
    source: v.optional(v.nullable(v.string())),
    condition: v.optional(v.nullable(v.string())),
});
/** Price history response. */
export const PriceHistory = v.object({
    component_id: v.string(),
    period: v.string(),
    observations: v.array(PricePoint),
    total: v.pipe(v.number(), v.integer()),
});
