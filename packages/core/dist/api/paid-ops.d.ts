export declare const getPaidCatalog: import("./operation.ts").Operation<undefined, undefined, undefined, import("valibot").ObjectSchema<{
    readonly components: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
        readonly component_id: import("valibot").StringSchema<undefined>;
        readonly name: import("valibot").StringSchema<undefined>;
        readonly category: import("valibot").PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>;
        readonly capacity: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly strata: import("valibot").ArraySchema<import("valibot").PicklistSchema<readonly ["new", "used", "for_parts"], undefined>, undefined>;
        readonly url: import("valibot").StringSchema<undefined>;
    }, undefined>, undefined>;
    readonly total: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
    readonly strata: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
        readonly condition: import("valibot").PicklistSchema<readonly ["new", "used", "for_parts"], undefined>;
        readonly description: import("valibot").StringSchema<undefined>;
    }, undefined>, undefined>;
    readonly payments_enabled: import("valibot").BooleanSchema<undefined>;
    readonly price: import("valibot").NullableSchema<import("valibot").ObjectSchema<{
        readonly usd: import("valibot").NumberSchema<undefined>;
        readonly currency: import("valibot").LiteralSchema<"USD", undefined>;
    }, undefined>, undefined>;
    readonly rails: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
        readonly name: import("valibot").PicklistSchema<readonly ["x402", "mpp_base"], undefined>;
        readonly protocol: import("valibot").StringSchema<undefined>;
        readonly network: import("valibot").StringSchema<undefined>;
        readonly asset: import("valibot").StringSchema<undefined>;
        readonly asset_symbol: import("valibot").StringSchema<undefined>;
        readonly decimals: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
        readonly pay_to: import("valibot").StringSchema<undefined>;
        readonly amount: import("valibot").StringSchema<undefined>;
        readonly challenge_header: import("valibot").StringSchema<undefined>;
        readonly credential_header: import("valibot").StringSchema<undefined>;
        readonly receipt_header: import("valibot").StringSchema<undefined>;
    }, undefined>, undefined>;
    readonly data_contract: import("valibot").ObjectSchema<{
        readonly media_type: import("valibot").LiteralSchema<"application/json", undefined>;
        readonly fields: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
            readonly name: import("valibot").StringSchema<undefined>;
            readonly type: import("valibot").StringSchema<undefined>;
            readonly description: import("valibot").StringSchema<undefined>;
        }, undefined>, undefined>;
        readonly schema: import("valibot").RecordSchema<import("valibot").StringSchema<undefined>, import("valibot").UnknownSchema, undefined>;
    }, undefined>;
    readonly generated_at: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
}, undefined>>;
export declare const getPaidBenchmark: import("./operation.ts").Operation<import("valibot").ObjectSchema<{
    readonly component_id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 200, undefined>]>;
}, undefined>, undefined, undefined, import("valibot").UnionSchema<[import("valibot").ObjectSchema<{
    readonly component_id: import("valibot").StringSchema<undefined>;
    readonly name: import("valibot").StringSchema<undefined>;
    readonly capacity: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
    readonly condition: import("valibot").PicklistSchema<readonly ["new", "used", "for_parts"], undefined>;
    readonly window: import("valibot").ObjectSchema<{
        readonly days: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
        readonly start: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly end: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
    }, undefined>;
    readonly sample_size: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
    readonly median: import("valibot").NumberSchema<undefined>;
    readonly p25: import("valibot").NumberSchema<undefined>;
    readonly p75: import("valibot").NumberSchema<undefined>;
    readonly currency: import("valibot").LiteralSchema<"USD", undefined>;
    readonly benchmark_trust: import("valibot").ObjectSchema<{
        readonly status: import("valibot").StringSchema<undefined>;
        readonly reason_code: import("valibot").StringSchema<undefined>;
        readonly detail: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
    }, undefined>;
    readonly strata: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
        readonly condition: import("valibot").PicklistSchema<readonly ["new", "used", "for_parts"], undefined>;
        readonly sample_size: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
        readonly median: import("valibot").NumberSchema<undefined>;
        readonly p25: import("valibot").NumberSchema<undefined>;
        readonly p75: import("valibot").NumberSchema<undefined>;
    }, undefined>, undefined>;
    readonly generated_at: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
}, undefined>, import("valibot").ObjectSchema<{
    readonly component_id: import("valibot").StringSchema<undefined>;
    readonly name: import("valibot").StringSchema<undefined>;
    readonly capacity: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
    readonly condition: import("valibot").PicklistSchema<readonly ["new", "used", "for_parts"], undefined>;
    readonly window: import("valibot").ObjectSchema<{
        readonly days: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
        readonly start: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly end: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
    }, undefined>;
    readonly currency: import("valibot").LiteralSchema<"USD", undefined>;
    readonly benchmark_trust: import("valibot").ObjectSchema<{
        readonly status: import("valibot").StringSchema<undefined>;
        readonly reason_code: import("valibot").StringSchema<undefined>;
        readonly detail: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
    }, undefined>;
    readonly generated_at: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
}, undefined>], undefined>>;
