import * as v from "valibot";
import { Stratum } from "./pricing.ts";
/** The names of the two rails one paid URL accepts (DESIGN "One paid URL, both rails"). */
export declare const PAID_RAILS: readonly ["x402", "mpp_base"];
export declare const PaidRailName: v.PicklistSchema<readonly ["x402", "mpp_base"], undefined>;
export type PaidRailName = v.InferOutput<typeof PaidRailName>;
/** The cohort window a benchmark covers. */
export declare const BenchmarkWindow: v.ObjectSchema<{
    readonly days: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    readonly start: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    readonly end: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
}, undefined>;
export type BenchmarkWindow = v.InferOutput<typeof BenchmarkWindow>;
/** One trusted condition stratum of a paid benchmark. */
export declare const PaidStratum: v.ObjectSchema<{
    readonly condition: v.PicklistSchema<readonly ["new", "used", "for_parts"], undefined>;
    readonly sample_size: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    readonly median: v.NumberSchema<undefined>;
    readonly p25: v.NumberSchema<undefined>;
    readonly p75: v.NumberSchema<undefined>;
}, undefined>;
export type PaidStratum = v.InferOutput<typeof PaidStratum>;
/**
 * The paid benchmark body. The headline numbers are those of `condition`, the trusted stratum with
 * the most observations; `strata` lists every trusted stratum.
 */
export declare const PaidBenchmark: v.ObjectSchema<{
    readonly component_id: v.StringSchema<undefined>;
    readonly name: v.StringSchema<undefined>;
    readonly capacity: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly condition: v.PicklistSchema<readonly ["new", "used", "for_parts"], undefined>;
    readonly window: v.ObjectSchema<{
        readonly days: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
        readonly start: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
        readonly end: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    }, undefined>;
    readonly sample_size: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    readonly median: v.NumberSchema<undefined>;
    readonly p25: v.NumberSchema<undefined>;
    readonly p75: v.NumberSchema<undefined>;
    readonly currency: v.LiteralSchema<"USD", undefined>;
    readonly benchmark_trust: v.ObjectSchema<{
        readonly status: v.StringSchema<undefined>;
        readonly reason_code: v.StringSchema<undefined>;
        readonly detail: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    }, undefined>;
    readonly strata: v.ArraySchema<v.ObjectSchema<{
        readonly condition: v.PicklistSchema<readonly ["new", "used", "for_parts"], undefined>;
        readonly sample_size: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
        readonly median: v.NumberSchema<undefined>;
        readonly p25: v.NumberSchema<undefined>;
        readonly p75: v.NumberSchema<undefined>;
    }, undefined>, undefined>;
    readonly generated_at: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
}, undefined>;
export type PaidBenchmark = v.InferOutput<typeof PaidBenchmark>;
/**
 * What a component without a trusted benchmark gets, free: the trust status of its stratum with the
 * most observations, and no numbers.
 */
export declare const FreeBenchmarkStatus: v.ObjectSchema<{
    readonly component_id: v.StringSchema<undefined>;
    readonly name: v.StringSchema<undefined>;
    readonly capacity: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly condition: v.PicklistSchema<readonly ["new", "used", "for_parts"], undefined>;
    readonly window: v.ObjectSchema<{
        readonly days: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
        readonly start: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
        readonly end: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    }, undefined>;
    readonly currency: v.LiteralSchema<"USD", undefined>;
    readonly benchmark_trust: v.ObjectSchema<{
        readonly status: v.StringSchema<undefined>;
        readonly reason_code: v.StringSchema<undefined>;
        readonly detail: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    }, undefined>;
    readonly generated_at: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
}, undefined>;
export type FreeBenchmarkStatus = v.InferOutput<typeof FreeBenchmarkStatus>;
/** GET /api/x402/pricing/component/{component_id}: the paid body after payment, or the free status. */
export declare const PaidComponentResponse: v.UnionSchema<[v.ObjectSchema<{
    readonly component_id: v.StringSchema<undefined>;
    readonly name: v.StringSchema<undefined>;
    readonly capacity: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly condition: v.PicklistSchema<readonly ["new", "used", "for_parts"], undefined>;
    readonly window: v.ObjectSchema<{
        readonly days: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
        readonly start: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
        readonly end: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    }, undefined>;
    readonly sample_size: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    readonly median: v.NumberSchema<undefined>;
    readonly p25: v.NumberSchema<undefined>;
    readonly p75: v.NumberSchema<undefined>;
    readonly currency: v.LiteralSchema<"USD", undefined>;
    readonly benchmark_trust: v.ObjectSchema<{
        readonly status: v.StringSchema<undefined>;
        readonly reason_code: v.StringSchema<undefined>;
        readonly detail: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    }, undefined>;
    readonly strata: v.ArraySchema<v.ObjectSchema<{
        readonly condition: v.PicklistSchema<readonly ["new", "used", "for_parts"], undefined>;
        readonly sample_size: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
        readonly median: v.NumberSchema<undefined>;
        readonly p25: v.NumberSchema<undefined>;
        readonly p75: v.NumberSchema<undefined>;
    }, undefined>, undefined>;
    readonly generated_at: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
}, undefined>, v.ObjectSchema<{
    readonly component_id: v.StringSchema<undefined>;
    readonly name: v.StringSchema<undefined>;
    readonly capacity: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly condition: v.PicklistSchema<readonly ["new", "used", "for_parts"], undefined>;
    readonly window: v.ObjectSchema<{
        readonly days: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
        readonly start: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
        readonly end: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    }, undefined>;
    readonly currency: v.LiteralSchema<"USD", undefined>;
    readonly benchmark_trust: v.ObjectSchema<{
        readonly status: v.StringSchema<undefined>;
        readonly reason_code: v.StringSchema<undefined>;
        readonly detail: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
    }, undefined>;
    readonly generated_at: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
}, undefined>], undefined>;
export declare const PaidComponentParams: v.ObjectSchema<{
    readonly component_id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 200, undefined>]>;
}, undefined>;
/** A rail as the catalog advertises it. */
export declare const PaidRail: v.ObjectSchema<{
    readonly name: v.PicklistSchema<readonly ["x402", "mpp_base"], undefined>;
    /** Protocol and how to pay on it, in one line. */
    readonly protocol: v.StringSchema<undefined>;
    /** CAIP-2 network id (`eip155:8453` Base, `eip155:84532` Base Sepolia). */
    readonly network: v.StringSchema<undefined>;
    /** Token contract address of the asset (USDC). */
    readonly asset: v.StringSchema<undefined>;
    readonly asset_symbol: v.StringSchema<undefined>;
    readonly decimals: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    readonly pay_to: v.StringSchema<undefined>;
    /** Price of one query in the asset's atomic units, as the 402 asks for it. */
    readonly amount: v.StringSchema<undefined>;
    /** Header names of the flow: the 402 challenge, the client's retry, the receipt on 200. */
    readonly challenge_header: v.StringSchema<undefined>;
    readonly credential_header: v.StringSchema<undefined>;
    readonly receipt_header: v.StringSchema<undefined>;
}, undefined>;
export type PaidRail = v.InferOutput<typeof PaidRail>;
/** One component sold in the paid catalog. */
export declare const PaidCatalogComponent: v.ObjectSchema<{
    readonly component_id: v.StringSchema<undefined>;
    readonly name: v.StringSchema<undefined>;
    readonly category: v.PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>;
    readonly capacity: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    /** Trusted strata (the ones the paid body will carry). */
    readonly strata: v.ArraySchema<v.PicklistSchema<readonly ["new", "used", "for_parts"], undefined>, undefined>;
    /** The URL that sells this component's benchmark. */
    readonly url: v.StringSchema<undefined>;
}, undefined>;
export type PaidCatalogComponent = v.InferOutput<typeof PaidCatalogComponent>;
/** One field of the paid body, described for machines deciding whether to pay. */
export declare const DataContractField: v.ObjectSchema<{
    readonly name: v.StringSchema<undefined>;
    readonly type: v.StringSchema<undefined>;
    readonly description: v.StringSchema<undefined>;
}, undefined>;
/** GET /api/x402/pricing/catalog. */
export declare const PaidCatalog: v.ObjectSchema<{
    readonly components: v.ArraySchema<v.ObjectSchema<{
        readonly component_id: v.StringSchema<undefined>;
        readonly name: v.StringSchema<undefined>;
        readonly category: v.PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>;
        readonly capacity: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        /** Trusted strata (the ones the paid body will carry). */
        readonly strata: v.ArraySchema<v.PicklistSchema<readonly ["new", "used", "for_parts"], undefined>, undefined>;
        /** The URL that sells this component's benchmark. */
        readonly url: v.StringSchema<undefined>;
    }, undefined>, undefined>;
    readonly total: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    readonly strata: v.ArraySchema<v.ObjectSchema<{
        readonly condition: v.PicklistSchema<readonly ["new", "used", "for_parts"], undefined>;
        readonly description: v.StringSchema<undefined>;
    }, undefined>, undefined>;
    /** Whether this server sells benchmarks now; false (no price, no rails) when its operator has payments off. */
    readonly payments_enabled: v.BooleanSchema<undefined>;
    readonly price: v.NullableSchema<v.ObjectSchema<{
        readonly usd: v.NumberSchema<undefined>;
        readonly currency: v.LiteralSchema<"USD", undefined>;
    }, undefined>, undefined>;
    readonly rails: v.ArraySchema<v.ObjectSchema<{
        readonly name: v.PicklistSchema<readonly ["x402", "mpp_base"], undefined>;
        /** Protocol and how to pay on it, in one line. */
        readonly protocol: v.StringSchema<undefined>;
        /** CAIP-2 network id (`eip155:8453` Base, `eip155:84532` Base Sepolia). */
        readonly network: v.StringSchema<undefined>;
        /** Token contract address of the asset (USDC). */
        readonly asset: v.StringSchema<undefined>;
        readonly asset_symbol: v.StringSchema<undefined>;
        readonly decimals: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
        readonly pay_to: v.StringSchema<undefined>;
        /** Price of one query in the asset's atomic units, as the 402 asks for it. */
        readonly amount: v.StringSchema<undefined>;
        /** Header names of the flow: the 402 challenge, the client's retry, the receipt on 200. */
        readonly challenge_header: v.StringSchema<undefined>;
        readonly credential_header: v.StringSchema<undefined>;
        readonly receipt_header: v.StringSchema<undefined>;
    }, undefined>, undefined>;
    readonly data_contract: v.ObjectSchema<{
        readonly media_type: v.LiteralSchema<"application/json", undefined>;
        readonly fields: v.ArraySchema<v.ObjectSchema<{
            readonly name: v.StringSchema<undefined>;
            readonly type: v.StringSchema<undefined>;
            readonly description: v.StringSchema<undefined>;
        }, undefined>, undefined>;
        /** JSON Schema (draft 2020-12) of the paid body. */
        readonly schema: v.RecordSchema<v.StringSchema<undefined>, v.UnknownSchema, undefined>;
    }, undefined>;
    readonly generated_at: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
}, undefined>;
export type PaidCatalog = v.InferOutput<typeof PaidCatalog>;
/** Field descriptions of the paid body: the catalog's data contract. */
export declare const PAID_BENCHMARK_FIELDS: readonly {
    name: keyof PaidBenchmark;
    type: string;
    description: string;
}[];
/** What each stratum holds, for the catalog. */
export declare const STRATUM_DESCRIPTIONS: Readonly<Record<Stratum, string>>;
