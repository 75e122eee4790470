import * as v from "valibot";
import { withoutControls } from "./text.ts";
import { Category, ListingStatus } from "./vocabulary.ts";

/**
 * Shapes a source plugin and its host exchange: the query a hunt hands a source, the
 * requests a source asks for, and the raw listings it parses out of a page.
 */


/** How the host should obtain a page: a plain HTTP fetch or a headless browser. */
export const RENDER_MODES = ["http", "browser"] as const;
export const RenderMode = v.picklist(RENDER_MODES);
export type RenderMode = v.InferOutput<typeof RenderMode>;

/** One page a source wants fetched. `label` lets parse tell page kinds apart. */
export const RequestSpec = v.object({
  url: v.pipe(v.string(), v.url()),
  method: v.optional(v.picklist(["GET", "POST"]), "GET"),
  headers: v.optional(v.record(v.string(), v.string()), {}),
  body: v.optional(v.nullable(v.string()), null),
  render: v.optional(RenderMode, "http"),
  label: v.optional(v.nullable(v.string()), null),
});
export type RequestSpec = v.InferOutput<typeof RequestSpec>;
export type RequestSpecInput = v.InferInput<typeof RequestSpec>;

/** What a hunt asks a source for. Sources may ignore fields their site cannot filter on. */
export const SourceQuery = v.object({
  keywords: v.pipe(v.string(), v.trim()),
  category: v.optional(v.nullable(Category), null),
  min_price: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0))), null),
  max_price: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0))), null),
});
export type SourceQuery = v.InferOutput<typeof SourceQuery>;
export type SourceQueryInput = v.InferInput<typeof SourceQuery>;

/** Text read from a page, without the control characters a hostile post could plant (see text.ts). */
const PageText = v.pipe(v.string(), v.transform(withoutControls));
// A nullable field a parser leaves out reads as null: a first plugin's bare objects are listings too.
const nullable = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema), null);
const NullableText = nullable(PageText);
const NullableAmount = nullable(v.pipe(v.number(), v.finite(), v.minValue(0)));
const IsoTime = nullable(v.pipe(v.string(), v.isoTimestamp()));

/** Extra values a source keeps for later steps (tags, price ranges, counts). */
export const ListingExtras = v.record(PageText, v.union([PageText, v.number(), v.boolean(), v.null()]));

/**
 * A listing as a source saw it, before title parsing and catalog matching.
 * `price` is in `currency` as shown (the low end of a range; `price_max` is the high end);
 * `shipping` is null when unknown and 0 when free. Only `external_id`, `source`, `title` and
 * `url` are required: a missing nullable field is null, a missing `status` is `active`, missing
 * `extras` are none (as makeListing fills them).
 */
export const RawListing = v.object({
  external_id: v.pipe(PageText, v.minLength(1)),
  source: v.pipe(PageText, v.minLength(1)),
  title: v.pipe(PageText, v.minLength(1)),
  url: v.pipe(PageText, v.url()),
  price: NullableAmount,
  price_max: NullableAmount,
  currency: nullable(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))),
  shipping: NullableAmount,
  condition_text: NullableText,
  location: NullableText,
  status: v.optional(ListingStatus, "active"),
  posted_at: IsoTime,
  ends_at: IsoTime,
  bids: nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  buy_it_now: nullable(v.boolean()),
  seller: NullableText,
  flair: NullableText,
  extras: v.optional(ListingExtras, () => ({})),
});
export type RawListing = v.InferOutput<typeof RawListing>;
