import * as v from "valibot";
import { Category, Condition } from "./vocabulary.js";
/**
 * Shapes of the component catalog and of a parsed listing title.
 * Field names are snake_case so an SDK result reads like an API response.
 */
/** How a listing title is written: deal aggregator, trade forum, or marketplace. */
export const TITLE_STYLES = ["deal", "trade", "marketplace"];
export const TitleStyle = v.picklist(TITLE_STYLES);
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
/** What `parseTitle` reads out of a listing title. */
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
    /** Every price written in the title, in order. */
    prices: v.array(v.number()),
    /** The price the title asks (the result of `= $X`, otherwise the first price). */
    price: v.nullable(v.number()),
    /** Location tag such as `USA-CA`, `CAN-ON` or `Toronto, ON`. */
    location: v.nullable(v.string()),
    /** A part for the item (caddy, tray, bracket, cable) rather than the item itself. */
    is_accessory: v.boolean(),
    /** The empty retail box only. */
    is_box_only: v.boolean(),
    /** The poster wants to buy this item ([W] side of a trade post, WTB). */
    is_wanted: v.boolean(),
});
/** What matched a title to a component. */
export const MATCH_KINDS = ["part_number", "alias", "model", "spec"];
export const MatchKind = v.picklist(MATCH_KINDS);
/** The result of `matchComponent`: one exact variant with a confidence. */
export const ComponentMatchResult = v.object({
    component_id: v.string(),
    confidence: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
    matched_on: MatchKind,
});
/** Per-unit prices for comparing lots and capacities. */
export const UnitPrices = v.object({
    price: v.number(),
    quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
    per_item: v.number(),
    capacity_gb: v.nullable(v.number()),
    per_gb: v.nullable(v.number()),
    per_tb: v.nullable(v.number()),
});
/** One page of `catalog.search`. */
export const CatalogSearchPage = v.object({
    results: v.array(CatalogComponent),
    total: v.pipe(v.number(), v.integer()),
    cursor: v.nullable(v.string()),
    has_more: v.boolean(),
});
