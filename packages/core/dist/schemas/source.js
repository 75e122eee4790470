import * as v from "valibot";
import { Category, ListingStatus } from "./vocabulary.js";
/**
 * Shapes a source plugin and its host exchange: the query a hunt hands a source, the
 * requests a source asks for, and the raw listings it parses out of a page.
 */
/** How the host should obtain a page: a plain HTTP fetch or a headless browser. */
export const RENDER_MODES = ["http", "browser"];
export const RenderMode = v.picklist(RENDER_MODES);
/** One page a source wants fetched. `label` lets parse tell page kinds apart. */
export const RequestSpec = v.object({
    url: v.pipe(v.string(), v.url()),
    method: v.optional(v.picklist(["GET", "POST"]), "GET"),
    headers: v.optional(v.record(v.string(), v.string()), {}),
    body: v.optional(v.nullable(v.string()), null),
    render: v.optional(RenderMode, "http"),
    label: v.optional(v.nullable(v.string()), null),
});
/** What a hunt asks a source for. Sources may ignore fields their site cannot filter on. */
export const SourceQuery = v.object({
    keywords: v.pipe(v.string(), v.trim()),
    category: v.optional(v.nullable(Category), null),
    min_price: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0))), null),
    max_price: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0))), null),
});
const NullableText = v.nullable(v.string());
const NullableAmount = v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0)));
const IsoTime = v.nullable(v.pipe(v.string(), v.isoTimestamp()));
/** Extra values a source keeps for later steps (tags, price ranges, counts). */
export const ListingExtras = v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.null()]));
/**
 * A listing as a source saw it, before title parsing and catalog matching.
 * `price` is in `currency` as shown (the low end of a range; `price_max` is the high end);
 * `shipping` is null when unknown and 0 when free.
 */
export const RawListing = v.object({
    external_id: v.pipe(v.string(), v.minLength(1)),
    source: v.pipe(v.string(), v.minLength(1)),
    title: v.pipe(v.string(), v.minLength(1)),
    url: v.pipe(v.string(), v.url()),
    price: NullableAmount,
    price_max: NullableAmount,
    currency: v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))),
    shipping: NullableAmount,
    condition_text: NullableText,
    location: NullableText,
    status: ListingStatus,
    posted_at: IsoTime,
    ends_at: IsoTime,
    bids: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
    buy_it_now: v.nullable(v.boolean()),
    seller: NullableText,
    flair: NullableText,
    extras: ListingExtras,
});
