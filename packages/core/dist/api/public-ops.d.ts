export declare const listPublicPrices: import("./operation.ts").Operation<undefined, undefined, undefined, import("valibot").ObjectSchema<{
    readonly categories: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
        readonly category: import("valibot").PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>;
        readonly component_count: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
        readonly priced_count: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
        readonly observation_count: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
    }, undefined>, undefined>;
    readonly generated_at: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
}, undefined>>;
export declare const getPublicCategory: import("./operation.ts").Operation<import("valibot").ObjectSchema<{
    readonly category: import("valibot").PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>;
}, undefined>, import("valibot").ObjectSchema<{
    readonly limit: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 1, undefined>, import("valibot").MaxValueAction<number, 200, undefined>]>, 50>;
    readonly offset: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 1000000000, undefined>]>, 0>;
}, undefined>, undefined, import("valibot").ObjectSchema<{
    readonly category: import("valibot").PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>;
    readonly components: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
        readonly component_id: import("valibot").StringSchema<undefined>;
        readonly name: import("valibot").StringSchema<undefined>;
        readonly brand: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly subcategory: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly capacity: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly observation_count: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
        readonly benchmark_trust: import("valibot").ObjectSchema<{
            readonly status: import("valibot").StringSchema<undefined>;
            readonly reason_code: import("valibot").StringSchema<undefined>;
            readonly detail: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
        }, undefined>;
        readonly market: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
            readonly condition: import("valibot").PicklistSchema<readonly ["new", "used", "for_parts"], undefined>;
            readonly sample_size: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
            readonly p25: import("valibot").NumberSchema<undefined>;
            readonly median: import("valibot").NumberSchema<undefined>;
            readonly p75: import("valibot").NumberSchema<undefined>;
        }, undefined>, undefined>;
    }, undefined>, undefined>;
    readonly total: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
    readonly limit: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
    readonly offset: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
    readonly generated_at: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
}, undefined>>;
export declare const getPublicComponent: import("./operation.ts").Operation<import("valibot").ObjectSchema<{
    readonly category: import("valibot").PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>;
    readonly component_id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 200, undefined>]>;
}, undefined>, import("valibot").ObjectSchema<{
    readonly limit: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 1, undefined>, import("valibot").MaxValueAction<number, 200, undefined>]>, 50>;
}, undefined>, undefined, import("valibot").ObjectSchema<{
    readonly component_id: import("valibot").StringSchema<undefined>;
    readonly category: import("valibot").PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>;
    readonly name: import("valibot").StringSchema<undefined>;
    readonly brand: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
    readonly mpn: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
    readonly capacity: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
    readonly interface: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
    readonly form_factor: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
    readonly generation: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
    readonly aliases: import("valibot").ArraySchema<import("valibot").StringSchema<undefined>, undefined>;
    readonly specs: import("valibot").RecordSchema<import("valibot").StringSchema<undefined>, import("valibot").UnionSchema<[import("valibot").NumberSchema<undefined>, import("valibot").StringSchema<undefined>, import("valibot").BooleanSchema<undefined>], undefined>, undefined>;
    readonly stats: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
        readonly condition: import("valibot").PicklistSchema<readonly ["new", "used", "for_parts"], undefined>;
        readonly observation_count: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
        readonly benchmark_trust: import("valibot").ObjectSchema<{
            readonly status: import("valibot").StringSchema<undefined>;
            readonly reason_code: import("valibot").StringSchema<undefined>;
            readonly detail: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
        }, undefined>;
        readonly sample_size: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>, undefined>;
        readonly p25: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
        readonly median: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
        readonly p75: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
        readonly min: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
        readonly max: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
        readonly avg_30d: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
        readonly historical_low: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
    }, undefined>, undefined>;
    readonly observations: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
        readonly price: import("valibot").NumberSchema<undefined>;
        readonly observed_at: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly source: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
        readonly condition: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
    }, undefined>, undefined>;
    readonly observation_count: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
    readonly generated_at: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
}, undefined>>;
export declare const listPublicDeals: import("./operation.ts").Operation<undefined, import("valibot").ObjectSchema<{
    readonly category: import("valibot").OptionalSchema<import("valibot").PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>, undefined>;
    readonly source: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 60, undefined>]>, undefined>;
    readonly action: import("valibot").OptionalSchema<import("valibot").PicklistSchema<readonly ("ALERT" | "WATCH")[], undefined>, undefined>;
    readonly min_price: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
    readonly max_price: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
    readonly limit: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 1, undefined>, import("valibot").MaxValueAction<number, 200, undefined>]>, 50>;
    readonly offset: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 1000000000, undefined>]>, 0>;
}, undefined>, undefined, import("valibot").ObjectSchema<{
    readonly items: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
        readonly id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").UuidAction<string, undefined>]>;
        readonly external_id: import("valibot").StringSchema<undefined>;
        readonly source: import("valibot").StringSchema<undefined>;
        readonly title: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly url: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly price: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
        readonly capacity: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly category: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly score: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>, undefined>;
        readonly verdict: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly action: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly first_seen: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly last_seen: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
    }, undefined>, undefined>;
    readonly total: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
    readonly limit: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
    readonly offset: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
}, undefined>>;
