import * as v from "valibot";
import { Category, Condition, NotItemKind } from "./vocabulary.ts";

/**
 * Shapes of the component catalog and of a parsed listing title.
 * Field names are snake_case so an SDK result reads like an API response.
 */

/** How a listing title is written: deal aggregator, trade forum, or marketplace. */
export const TITLE_STYLES = ["deal", "trade", "marketplace"] as const;
export const TitleStyle = v.picklist(TITLE_STYLES);
export type TitleStyle = v.InferOutput<typeof TitleStyle>;

/** One exact component variant (model + capacity) of the catalog. */
export const CatalogComponent = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  category: Category,
  subcategory: v.nullable(v.string()),
  brand: v.nullable(v.string()),
  model: v.string(),
  mpn: v.nullable(v.string()),
  capacity: v.nullable(v.string()),
  capacity_gb: v.nullable(v.number()),
  interface: v.nullable(v.string()),
  form_factor: v.nullable(v.string()),
  generation: v.nullable(v.string()),
  /** Part numbers, OEM/FRU numbers and short names the item is sold under. */
  aliases: v.array(v.string()),
  /** A few numeric facts used for matching and filtering (speed_mts, speed_gbe, ports, cores, rpm). */
  specs: v.record(v.string(), v.union([v.number(), v.string(), v.boolean()])),
  /** Key of the source the facts came from (see SOURCES.md next to the data). */
  source: v.string(),
});
export type CatalogComponent = v.InferOutput<typeof CatalogComponent>;

/** What `parseTitle` reads out of a listing title. */
/** What a price written in a title covers (`$50 each`, `$180 for all`, `$700 shipped`, `$650 local`). */
export const PRICE_BASES = ["each", "total", "shipped", "local"] as const;
export const PriceBasis = v.picklist(PRICE_BASES);
export type PriceBasis = v.InferOutput<typeof PriceBasis>;

export const ParsedTitle = v.object({
  title: v.string(),
  /** The part of the title that describes the item (the [H] side of a trade post, a deal without its tags). */
  item_text: v.string(),
  source_style: TitleStyle,
  category: v.nullable(Category),
  brand: v.nullable(v.string()),
  model: v.nullable(v.string()),
  /** Tokens shaped like manufacturer or OEM part numbers, in title order. */
  part_numbers: v.array(v.string()),
  /** Capacity of ONE unit (one drive, one DIMM, a GPU's memory), e.g. `32GB`, `1.8TB`. */
  capacity: v.nullable(v.string()),
  /** Decimal GB (1TB = 1000). */
  capacity_gb: v.nullable(v.number()),
  /** Number of units sold together (`4x`, `lot of 10`, `2x8GB` kit). */
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  is_lot: v.boolean(),
  total_capacity_gb: v.nullable(v.number()),
  condition: v.nullable(Condition),
  /** `SATA`, `SAS`, `NVMe`, `PCIe`, `DDR3`/`DDR4`/`DDR5`, `USB`. */
  interface: v.nullable(v.string()),
  /** `3.5in`, `2.5in`, `M.2`, `U.2`, `U.3`, `RDIMM`, `LRDIMM`, `UDIMM`, `SODIMM`, `1U`.. */
  form_factor: v.nullable(v.string()),
  speed_mts: v.nullable(v.number()),
  speed_gbe: v.nullable(v.number()),
  /** Every price written in the title, in order (discounts, coupons and gift cards left out). */
  prices: v.array(v.number()),
  /**
   * The price the title asks, from currency-marked amounts only: the result of a sum the title
   * spells out (`= $X`), else the headline amount; never a was / RRP price, a discount or a rate.
   */
  price: v.nullable(v.number()),
  /** What `price` covers when the title says: per unit, for all the units, delivered, pick-up only. */
  price_basis: v.nullable(PriceBasis),
  /** The currency the title names for its price (`CAD`, `C$`, `£`, `€`); null for a bare `$` or none. */
  currency: v.nullable(v.string()),
  /** Location tag such as `USA-CA`, `CAN-ON` or `Toronto, ON`. */
  location: v.nullable(v.string()),
  /**
   * Why the listing is not the item it names (a wanted post, an empty box, a photo, a novelty, an
   * accessory for it, a whole computer with it inside), or null when it offers the item.
   */
  not_item: v.nullable(NotItemKind),
});
export type ParsedTitle = v.InferOutput<typeof ParsedTitle>;

/** What matched a title to a component. */
export const MATCH_KINDS = ["part_number", "alias", "model", "spec"] as const;
export const MatchKind = v.picklist(MATCH_KINDS);
export type MatchKind = v.InferOutput<typeof MatchKind>;

/** The result of `matchComponent`: one exact variant with a confidence. */
export const ComponentMatchResult = v.object({
  component_id: v.string(),
  confidence: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  matched_on: MatchKind,
});
export type ComponentMatchResult = v.InferOutput<typeof ComponentMatchResult>;

/** Per-unit prices for comparing lots and capacities. */
export const UnitPrices = v.object({
  price: v.number(),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  per_item: v.number(),
  capacity_gb: v.nullable(v.number()),
  per_gb: v.nullable(v.number()),
  per_tb: v.nullable(v.number()),
});
export type UnitPrices = v.InferOutput<typeof UnitPrices>;

/** One page of `catalog.search`. */
export const CatalogSearchPage = v.object({
  results: v.array(CatalogComponent),
  total: v.pipe(v.number(), v.integer()),
  cursor: v.nullable(v.string()),
  has_more: v.boolean(),
});
export type CatalogSearchPage = v.InferOutput<typeof CatalogSearchPage>;
