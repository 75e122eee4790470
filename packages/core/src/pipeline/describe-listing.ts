import { stricterCondition } from "../catalog/title-condition.ts";
import { parseTitle } from "../catalog/parse-title.ts";
import type { Catalog } from "../catalog/create-catalog.ts";
import { defaultCatalog } from "../catalog/default-catalog.ts";
import { normalizeCondition } from "../pricing/strata.ts";
import type { CatalogComponent, ParsedTitle } from "../schemas/catalog.ts";
import type { ListingFacts } from "../schemas/scoring.ts";
import type { ListingStatus } from "../schemas/vocabulary.ts";
import { DEFAULT_FX_RATES, type FxRates, toUsd } from "./money.ts";
import { specClassOf } from "./spec-class.ts";

/** What the pipeline reads a listing with: the catalog to match against and the rates to convert with. */
export interface PipelineContext {
  catalog?: Catalog;
  fx?: FxRates;
}

/**
 * A listing as a source, an import line or an API caller gives it. Only the title is needed;
 * without a price the title's own (`[H] … $120`) is used.
 */
export interface DescribeInput {
  title: string;
  price?: number | null;
  /** ISO code of `price`; absent: the currency the title names, else USD. */
  currency?: string | null;
  url?: string | null;
  source?: string | null;
  /** The source's word for it (`active`, `sold`, `closed`, `wanted`). */
  status?: string | null;
  location?: string | null;
  /** The condition the source states apart from the title (eBay's "Pre-Owned", an API's `condition`). */
  condition?: string | null;
  /** Shipping in the listing's currency (0: free); absent or null: unknown, unless the title says "shipped". */
  shipping?: number | null;
  /** A marketplace's auction facts: bids so far, when it ends, whether it is Buy It Now. */
  bids?: number | null;
  ends_at?: string | null;
  buy_it_now?: boolean | null;
  /**
   * The catalog variant, when the caller knows it (an import line naming a `component_id`): the
   * title is still read for condition, quantity and not-the-item words, but the match is this one.
   */
  component_id?: string | null;
}

/** The facts and the title reading they came from (kept for callers that want part numbers, speeds). */
export interface DescribedListing {
  facts: ListingFacts;
  parsed: ParsedTitle;
  component: CatalogComponent | null;
}

function statusOf(raw: string | null | undefined, wanted: boolean): ListingStatus {
  if (raw === "sold" || raw === "closed") return raw;
  return wanted || raw === "wanted" ? "wanted" : "active";
}

/**
 * The first steps of the pipeline: identify the listing (parse its title, match one catalog
 * variant) and state its facts — total and per-item price in USD, quantity, per-unit capacity,
 * the stricter of the stated and the title's condition, whether it is the item at all, and why it
 * cannot be judged when it cannot (no price, a currency without a rate).
 * @example
 * describeListing({title: "[H] 2x 32GB DDR4 ECC RDIMM [W] PayPal", price: 140, currency: "CAD"}).facts
 * // {price: 100.52, listed_price: 140, listed_currency: "CAD", quantity: 2, capacity: "32GB", ...}
 */
export function describeListing(input: DescribeInput, ctx: PipelineContext = {}): DescribedListing {
  const catalog = ctx.catalog ?? defaultCatalog();
  const parsed = parseTitle(input.title);
  const named = input.component_id ? catalog.get(input.component_id) : null;
  const match = named ? { component_id: named.id, confidence: 1 } : catalog.match(parsed);
  const component = named ?? (match ? catalog.get(match.component_id) : null);
  // A title's price "each" on a lot is per item: the listing's total is that times its quantity.
  const fromTitle = input.price == null && parsed.price !== null ? (parsed.price_basis === "each" && parsed.quantity > 1 ? Math.round(parsed.price * parsed.quantity * 100) / 100 : parsed.price) : null;
  const listed = input.price ?? fromTitle;
  const currency = (input.currency ?? parsed.currency ?? "USD").toUpperCase();
  const converted = listed === null ? null : toUsd(listed, currency, ctx.fx ?? DEFAULT_FX_RATES);
  const shipping = shippingOf(input, parsed, currency, ctx.fx ?? DEFAULT_FX_RATES);
  const unjudgeable = listed === null ? "NO_PRICE: the listing states no price" : converted === null ? `UNKNOWN_CURRENCY: no USD rate for ${currency}` : null;
  const facts: ListingFacts = {
    // Every way in gives the same title: a source, a CSV cell or a request may keep spaces around it.
    title: input.title.trim(),
    // Landed: what the buyer pays with shipping, when it is known.
    price: converted ? Math.round((converted.usd + (shipping ?? 0)) * 100) / 100 : null,
    listed_price: listed,
    listed_currency: listed === null ? null : currency,
    fx_rate: converted?.rate ?? null,
    fx_as_of: converted?.as_of ?? null,
    url: input.url ?? null,
    source: input.source ?? null,
    quantity: parsed.quantity,
    // A title that omits what the variant fixes (a GPU's memory) gets it from the matched variant.
    capacity: parsed.capacity ?? component?.capacity ?? null,
    capacity_gb: parsed.capacity_gb ?? component?.capacity_gb ?? null,
    category: parsed.category ?? component?.category ?? null,
    condition: stricterCondition(parsed.condition, normalizeCondition(input.condition)),
    brand: parsed.brand ?? component?.brand ?? null,
    model: parsed.model ?? component?.model ?? null,
    interface: parsed.interface ?? component?.interface ?? null,
    form_factor: parsed.form_factor ?? component?.form_factor ?? null,
    component_id: match?.component_id ?? null,
    market_id: null,
    match_confidence: match?.confidence ?? 0,
    location: parsed.location ?? input.location ?? null,
    status: statusOf(input.status, parsed.not_item === "wanted"),
    not_item: parsed.not_item,
    unjudgeable,
    shipping,
    auction: input.bids != null || input.buy_it_now != null || (input.ends_at != null && input.status !== "sold" && input.status !== "closed")
      ? { buy_it_now: input.buy_it_now ?? null, bids: input.bids ?? null, ends_at: input.ends_at ?? null }
      : null,
  };
  // Not the item: no market of its own (it never enters one, nor is judged against one).
  facts.market_id = facts.component_id ?? (facts.not_item === null ? specClassOf(facts) : null);
  return { facts, parsed, component };
}

/** A title saying its price includes shipping: "$150 shipped", "free shipping", "ships free". */
const SHIPPING_INCLUDED = /\b(?:shipped|free (?:shipping|delivery|postage)|ships free|shipping included|incl(?:uding|\.)? shipping)\b/i;

/** Shipping in USD: the source's figure converted, 0 when the title says it is included, else null (unknown). */
function shippingOf(input: DescribeInput, parsed: ParsedTitle, currency: string, fx: FxRates): number | null {
  if (input.shipping != null && Number.isFinite(input.shipping) && input.shipping >= 0) return toUsd(input.shipping, currency, fx)?.usd ?? null;
  return SHIPPING_INCLUDED.test(parsed.title) ? 0 : null;
}
