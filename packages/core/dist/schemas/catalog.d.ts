import * as v from "valibot";
/**
 * Shapes of the component catalog and of a parsed listing title.
 * Field names are snake_case so an SDK result reads like an API response.
 */
/** How a listing title is written: deal aggregator, trade forum, or marketplace. */
export declare const TITLE_STYLES: readonly ["deal", "trade", "marketplace"];
export declare const TitleStyle: v.PicklistSchema<readonly ["deal", "trade", "marketplace"], undefined>;
export type TitleStyle = v.InferOutput<typeof TitleStyle>;
/** One exact component variant (model + capacity) of the catalog. */
export declare const CatalogComponent: v.ObjectSchema<{
    readonly id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 200, undefined>]>;
    readonly category: v.PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>;
    readonly subcategory: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly brand: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly model: v.StringSchema<undefined>;
    readonly mpn: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly capacity: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly capacity_gb: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
    readonly interface: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly form_factor: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly generation: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    /** Part numbers, OEM/FRU numbers and short names the item is sold under. */
    readonly aliases: v.ArraySchema<v.StringSchema<undefined>, undefined>;
    /** A few numeric facts used for matching and filtering (speed_mts, speed_gbe, ports, cores, rpm). */
    readonly specs: v.RecordSchema<v.StringSchema<undefined>, v.UnionSchema<[v.NumberSchema<undefined>, v.StringSchema<undefined>, v.BooleanSchema<undefined>], undefined>, undefined>;
    /** Key of the source the facts came from (see SOURCES.md next to the data). */
    readonly source: v.StringSchema<undefined>;
}, undefined>;
export type CatalogComponent = v.InferOutput<typeof CatalogComponent>;
/** What `parseTitle` reads out of a listing title. */
export declare const ParsedTitle: v.ObjectSchema<{
    readonly title: v.StringSchema<undefined>;
    /** The part of the title that describes the item (the [H] side of a trade post, a deal without its tags). */
    readonly item_text: v.StringSchema<undefined>;
    readonly source_style: v.PicklistSchema<readonly ["deal", "trade", "marketplace"], undefined>;
    readonly category: v.NullableSchema<v.PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>, undefined>;
    readonly brand: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly model: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    /** Tokens shaped like manufacturer or OEM part numbers, in title order. */
    readonly part_numbers: v.ArraySchema<v.StringSchema<undefined>, undefined>;
    /** Capacity of ONE unit (one drive, one DIMM, a GPU's memory), e.g. `32GB`, `1.8TB`. */
    readonly capacity: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    /** Decimal GB (1TB = 1000). */
    readonly capacity_gb: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
    /** Number of units sold together (`4x`, `lot of 10`, `2x8GB` kit). */
    readonly quantity: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 1, undefined>]>;
    readonly is_lot: v.BooleanSchema<undefined>;
    readonly total_capacity_gb: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
    readonly condition: v.NullableSchema<v.PicklistSchema<readonly ["new", "used", "refurbished", "for_parts"], undefined>, undefined>;
    /** `SATA`, `SAS`, `NVMe`, `PCIe`, `DDR3`/`DDR4`/`DDR5`, `USB`. */
    readonly interface: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    /** `3.5in`, `2.5in`, `M.2`, `U.2`, `U.3`, `RDIMM`, `LRDIMM`, `UDIMM`, `SODIMM`, `1U`.. */
    readonly form_factor: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly speed_mts: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
    readonly speed_gbe: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
    /** Every price written in the title, in order. */
    readonly prices: v.ArraySchema<v.NumberSchema<undefined>, undefined>;
    /** The price the title asks (the result of `= $X`, otherwise the first price). */
    readonly price: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
    /** Location tag such as `USA-CA`, `CAN-ON` or `Toronto, ON`. */
    readonly location: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    /** A part for the item (caddy, tray, bracket, cable) rather than the item itself. */
    readonly is_accessory: v.BooleanSchema<undefined>;
    /** The empty retail box only. */
    readonly is_box_only: v.BooleanSchema<undefined>;
    /** The poster wants to buy this item ([W] side of a trade post, WTB). */
    readonly is_wanted: v.BooleanSchema<undefined>;
}, undefined>;
export type ParsedTitle = v.InferOutput<typeof ParsedTitle>;
/** What matched a title to a component. */
export declare const MATCH_KINDS: readonly ["part_number", "alias", "model", "spec"];
export declare const MatchKind: v.PicklistSchema<readonly ["part_number", "alias", "model", "spec"], undefined>;
export type MatchKind = v.InferOutput<typeof MatchKind>;
/** The result of `matchComponent`: one exact variant with a confidence. */
export declare const ComponentMatchResult: v.ObjectSchema<{
    readonly component_id: v.StringSchema<undefined>;
    readonly confidence: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 1, undefined>]>;
    readonly matched_on: v.PicklistSchema<readonly ["part_number", "alias", "model", "spec"], undefined>;
}, undefined>;
export type ComponentMatchResult = v.InferOutput<typeof ComponentMatchResult>;
/** Per-unit prices for comparing lots and capacities. */
export declare const UnitPrices: v.ObjectSchema<{
    readonly price: v.NumberSchema<undefined>;
    readonly quantity: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 1, undefined>]>;
    readonly per_item: v.NumberSchema<undefined>;
    readonly capacity_gb: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
    readonly per_gb: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
    readonly per_tb: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
}, undefined>;
export type UnitPrices = v.InferOutput<typeof UnitPrices>;
/** One page of `catalog.search`. */
export declare const CatalogSearchPage: v.ObjectSchema<{
    readonly results: v.ArraySchema<v.ObjectSchema<{
        readonly id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 200, undefined>]>;
        readonly category: v.PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>;
        readonly subcategory: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly brand: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly model: v.StringSchema<undefined>;
        readonly mpn: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly capacity: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly capacity_gb: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
        readonly interface: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly form_factor: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly generation: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        /** Part numbers, OEM/FRU numbers and short names the item is sold under. */
        readonly aliases: v.ArraySchema<v.StringSchema<undefined>, undefined>;
        /** A few numeric facts used for matching and filtering (speed_mts, speed_gbe, ports, cores, rpm). */
        readonly specs: v.RecordSchema<v.StringSchema<undefined>, v.UnionSchema<[v.NumberSchema<undefined>, v.StringSchema<undefined>, v.BooleanSchema<undefined>], undefined>, undefined>;
        /** Key of the source the facts came from (see SOURCES.md next to the data). */
        readonly source: v.StringSchema<undefined>;
    }, undefined>, undefined>;
    readonly total: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    readonly cursor: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly has_more: v.BooleanSchema<undefined>;
}, undefined>;
export type CatalogSearchPage = v.InferOutput<typeof CatalogSearchPage>;
