export { type AgentExposure, type AnyOperation, type AuthRule, defineOperation, type HttpMethod, type Operation, type OperationInput, type OperationOutput, READ_ONLY, type TierRule, } from "./operation.ts";
/** Every API operation, keyed by name. Later features add rows here. */
export declare const operations: {
    readonly healthz: import("./operation.ts").Operation<undefined, undefined, undefined, import("valibot").ObjectSchema<{
        readonly status: import("valibot").LiteralSchema<"ok", undefined>;
        readonly version: import("valibot").StringSchema<undefined>;
    }, undefined>>;
    readonly register_account: import("./operation.ts").Operation<undefined, undefined, import("valibot").ObjectSchema<{
        readonly email: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").ToLowerCaseAction, import("valibot").MaxLengthAction<string, 254, undefined>, import("valibot").EmailAction<string, undefined>]>;
    }, undefined>, import("valibot").ObjectSchema<{
        readonly email: import("valibot").StringSchema<undefined>;
        readonly tier: import("valibot").StringSchema<undefined>;
        readonly is_admin: import("valibot").BooleanSchema<undefined>;
        readonly messaging_chat_id: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly totp_enabled: import("valibot").BooleanSchema<undefined>;
        readonly has_password: import("valibot").BooleanSchema<undefined>;
        readonly billing_customer_id: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly billing_subscription_id: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly api_key: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
    }, undefined>>;
    readonly rotate_api_key: import("./operation.ts").Operation<undefined, undefined, undefined, import("valibot").ObjectSchema<{
        readonly email: import("valibot").StringSchema<undefined>;
        readonly tier: import("valibot").StringSchema<undefined>;
        readonly is_admin: import("valibot").BooleanSchema<undefined>;
        readonly messaging_chat_id: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly totp_enabled: import("valibot").BooleanSchema<undefined>;
        readonly has_password: import("valibot").BooleanSchema<undefined>;
        readonly billing_customer_id: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly billing_subscription_id: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly api_key: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
    }, undefined>>;
    readonly get_account: import("./operation.ts").Operation<undefined, undefined, undefined, import("valibot").ObjectSchema<{
        readonly email: import("valibot").StringSchema<undefined>;
        readonly tier: import("valibot").StringSchema<undefined>;
        readonly is_admin: import("valibot").BooleanSchema<undefined>;
        readonly messaging_chat_id: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly totp_enabled: import("valibot").BooleanSchema<undefined>;
        readonly has_password: import("valibot").BooleanSchema<undefined>;
        readonly billing_customer_id: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly billing_subscription_id: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly api_key: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
    }, undefined>>;
    readonly get_billing_status: import("./operation.ts").Operation<undefined, undefined, undefined, import("valibot").ObjectSchema<{
        readonly tier: import("valibot").StringSchema<undefined>;
        readonly billing_customer_id: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly billing_subscription_id: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly subscription_status: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
    }, undefined>>;
    readonly get_entitlements: import("./operation.ts").Operation<undefined, undefined, undefined, import("valibot").ObjectSchema<{
        readonly tier: import("valibot").StringSchema<undefined>;
        readonly max_active_hunts: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
        readonly active_hunt_count: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
        readonly remaining_active_hunts: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
        readonly poll_interval_hours: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
    }, undefined>>;
    readonly list_hunts: import("./operation.ts").Operation<undefined, import("valibot").ObjectSchema<{
        readonly limit: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 1, undefined>, import("valibot").MaxValueAction<number, 200, undefined>]>, 50>;
        readonly offset: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 1000000000, undefined>]>, 0>;
    }, undefined>, undefined, import("valibot").ArraySchema<import("valibot").ObjectSchema<{
        readonly id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").UuidAction<string, undefined>]>;
        readonly user_id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").UuidAction<string, undefined>]>;
        readonly name: import("valibot").StringSchema<undefined>;
        readonly config: import("valibot").SchemaWithPipe<readonly [import("valibot").CustomSchema<Record<string, unknown>, import("valibot").ErrorMessage<import("valibot").CustomIssue> | undefined>, import("valibot").StrictObjectSchema<{
            query: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 200, undefined>]>, undefined>;
            alert_threshold: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 100, undefined>]>, undefined>;
            watch_threshold: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 100, undefined>]>, undefined>;
            price_drop_step: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 1, undefined>]>, undefined>;
            location: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 40, undefined>]>, undefined>;
        }, undefined>]>;
        readonly poll_interval_hours: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
        readonly active: import("valibot").BooleanSchema<undefined>;
        readonly paused_until: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        readonly created_at: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly last_run_at: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>, undefined>;
        readonly last_manual_scan_at: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>, undefined>;
        readonly criteria: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").CustomSchema<Record<string, unknown>, import("valibot").ErrorMessage<import("valibot").CustomIssue> | undefined>, import("valibot").StrictObjectSchema<{
            category: import("valibot").OptionalSchema<import("valibot").PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>, undefined>;
            keywords: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
            exclude: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
            brands: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
            component_ids: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
            conditions: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").PicklistSchema<readonly ["new", "used", "refurbished", "for_parts"], undefined>, undefined>, import("valibot").MaxLengthAction<("new" | "used" | "refurbished" | "for_parts")[], 4, undefined>]>, undefined>;
            capacity_min_gb: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            capacity_max_gb: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            max_unit_price: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").GtValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            max_price_per_tb: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").GtValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            max_price_per_gb: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").GtValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            min_quantity: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 1, undefined>]>, undefined>;
            max_quantity: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 1, undefined>]>, undefined>;
            include_lots: import("valibot").OptionalSchema<import("valibot").BooleanSchema<undefined>, undefined>;
            locations: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
        }, undefined>]>, undefined>, undefined>;
        readonly target_price: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>, undefined>;
        readonly ceiling_price: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>, undefined>;
        readonly sources_enabled: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").RecordSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "Invalid source name">]>, import("valibot").BooleanSchema<undefined>, undefined>, undefined>, undefined>;
        readonly alert_count: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>, 0>;
        readonly last_alert_at: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>, undefined>;
        readonly last_alert_status: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
    }, undefined>, undefined>>;
    readonly create_hunt: import("./operation.ts").Operation<undefined, undefined, import("valibot").ObjectSchema<{
        readonly name: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 200, undefined>]>;
        readonly config: import("valibot").SchemaWithPipe<readonly [import("valibot").CustomSchema<Record<string, unknown>, import("valibot").ErrorMessage<import("valibot").CustomIssue> | undefined>, import("valibot").StrictObjectSchema<{
            query: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 200, undefined>]>, undefined>;
            alert_threshold: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 100, undefined>]>, undefined>;
            watch_threshold: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 100, undefined>]>, undefined>;
            price_drop_step: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 1, undefined>]>, undefined>;
            location: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 40, undefined>]>, undefined>;
        }, undefined>]>;
        readonly poll_interval_hours: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 1, undefined>, import("valibot").MaxValueAction<number, 720, undefined>]>, 24>;
        readonly criteria: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").CustomSchema<Record<string, unknown>, import("valibot").ErrorMessage<import("valibot").CustomIssue> | undefined>, import("valibot").StrictObjectSchema<{
            category: import("valibot").OptionalSchema<import("valibot").PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>, undefined>;
            keywords: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
            exclude: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
            brands: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
            component_ids: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
            conditions: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").PicklistSchema<readonly ["new", "used", "refurbished", "for_parts"], undefined>, undefined>, import("valibot").MaxLengthAction<("new" | "used" | "refurbished" | "for_parts")[], 4, undefined>]>, undefined>;
            capacity_min_gb: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            capacity_max_gb: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            max_unit_price: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").GtValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            max_price_per_tb: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").GtValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            max_price_per_gb: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").GtValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            min_quantity: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 1, undefined>]>, undefined>;
            max_quantity: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 1, undefined>]>, undefined>;
            include_lots: import("valibot").OptionalSchema<import("valibot").BooleanSchema<undefined>, undefined>;
            locations: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
        }, undefined>]>, undefined>, undefined>;
        readonly target_price: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>, undefined>;
        readonly ceiling_price: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>, undefined>;
        readonly sources_enabled: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").RecordSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "Invalid source name">]>, import("valibot").BooleanSchema<undefined>, undefined>, undefined>, undefined>;
    }, undefined>, import("valibot").ObjectSchema<{
        readonly id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").UuidAction<string, undefined>]>;
        readonly user_id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").UuidAction<string, undefined>]>;
        readonly name: import("valibot").StringSchema<undefined>;
        readonly config: import("valibot").SchemaWithPipe<readonly [import("valibot").CustomSchema<Record<string, unknown>, import("valibot").ErrorMessage<import("valibot").CustomIssue> | undefined>, import("valibot").StrictObjectSchema<{
            query: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 200, undefined>]>, undefined>;
            alert_threshold: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 100, undefined>]>, undefined>;
            watch_threshold: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 100, undefined>]>, undefined>;
            price_drop_step: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 1, undefined>]>, undefined>;
            location: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 40, undefined>]>, undefined>;
        }, undefined>]>;
        readonly poll_interval_hours: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
        readonly active: import("valibot").BooleanSchema<undefined>;
        readonly paused_until: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        readonly created_at: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly last_run_at: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>, undefined>;
        readonly last_manual_scan_at: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>, undefined>;
        readonly criteria: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").CustomSchema<Record<string, unknown>, import("valibot").ErrorMessage<import("valibot").CustomIssue> | undefined>, import("valibot").StrictObjectSchema<{
            category: import("valibot").OptionalSchema<import("valibot").PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>, undefined>;
            keywords: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
            exclude: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
            brands: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
            component_ids: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
            conditions: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").PicklistSchema<readonly ["new", "used", "refurbished", "for_parts"], undefined>, undefined>, import("valibot").MaxLengthAction<("new" | "used" | "refurbished" | "for_parts")[], 4, undefined>]>, undefined>;
            capacity_min_gb: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            capacity_max_gb: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            max_unit_price: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").GtValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            max_price_per_tb: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").GtValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            max_price_per_gb: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").GtValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            min_quantity: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 1, undefined>]>, undefined>;
            max_quantity: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 1, undefined>]>, undefined>;
            include_lots: import("valibot").OptionalSchema<import("valibot").BooleanSchema<undefined>, undefined>;
            locations: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
        }, undefined>]>, undefined>, undefined>;
        readonly target_price: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>, undefined>;
        readonly ceiling_price: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>, undefined>;
        readonly sources_enabled: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").RecordSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "Invalid source name">]>, import("valibot").BooleanSchema<undefined>, undefined>, undefined>, undefined>;
        readonly alert_count: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>, 0>;
        readonly last_alert_at: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>, undefined>;
        readonly last_alert_status: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
    }, undefined>>;
    readonly get_hunt: import("./operation.ts").Operation<import("valibot").ObjectSchema<{
        readonly hunt_id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").UuidAction<string, undefined>]>;
    }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
        readonly id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").UuidAction<string, undefined>]>;
        readonly user_id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").UuidAction<string, undefined>]>;
        readonly name: import("valibot").StringSchema<undefined>;
        readonly config: import("valibot").SchemaWithPipe<readonly [import("valibot").CustomSchema<Record<string, unknown>, import("valibot").ErrorMessage<import("valibot").CustomIssue> | undefined>, import("valibot").StrictObjectSchema<{
            query: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 200, undefined>]>, undefined>;
            alert_threshold: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 100, undefined>]>, undefined>;
            watch_threshold: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 100, undefined>]>, undefined>;
            price_drop_step: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 1, undefined>]>, undefined>;
            location: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 40, undefined>]>, undefined>;
        }, undefined>]>;
        readonly poll_interval_hours: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
        readonly active: import("valibot").BooleanSchema<undefined>;
        readonly paused_until: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        readonly created_at: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly last_run_at: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>, undefined>;
        readonly last_manual_scan_at: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>, undefined>;
        readonly criteria: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").CustomSchema<Record<string, unknown>, import("valibot").ErrorMessage<import("valibot").CustomIssue> | undefined>, import("valibot").StrictObjectSchema<{
            category: import("valibot").OptionalSchema<import("valibot").PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>, undefined>;
            keywords: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
            exclude: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
            brands: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
            component_ids: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
            conditions: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").PicklistSchema<readonly ["new", "used", "refurbished", "for_parts"], undefined>, undefined>, import("valibot").MaxLengthAction<("new" | "used" | "refurbished" | "for_parts")[], 4, undefined>]>, undefined>;
            capacity_min_gb: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            capacity_max_gb: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            max_unit_price: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").GtValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            max_price_per_tb: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").GtValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            max_price_per_gb: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").GtValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            min_quantity: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 1, undefined>]>, undefined>;
            max_quantity: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 1, undefined>]>, undefined>;
            include_lots: import("valibot").OptionalSchema<import("valibot").BooleanSchema<undefined>, undefined>;
            locations: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
        }, undefined>]>, undefined>, undefined>;
        readonly target_price: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>, undefined>;
        readonly ceiling_price: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>, undefined>;
        readonly sources_enabled: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").RecordSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "Invalid source name">]>, import("valibot").BooleanSchema<undefined>, undefined>, undefined>, undefined>;
        readonly alert_count: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>, 0>;
        readonly last_alert_at: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>, undefined>;
        readonly last_alert_status: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
    }, undefined>>;
    readonly update_hunt: import("./operation.ts").Operation<import("valibot").ObjectSchema<{
        readonly hunt_id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").UuidAction<string, undefined>]>;
    }, undefined>, undefined, import("valibot").ObjectSchema<{
        readonly name: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 200, undefined>]>, undefined>, undefined>;
        readonly config: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").CustomSchema<Record<string, unknown>, import("valibot").ErrorMessage<import("valibot").CustomIssue> | undefined>, import("valibot").StrictObjectSchema<{
            query: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 200, undefined>]>, undefined>;
            alert_threshold: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 100, undefined>]>, undefined>;
            watch_threshold: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 100, undefined>]>, undefined>;
            price_drop_step: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 1, undefined>]>, undefined>;
            location: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 40, undefined>]>, undefined>;
        }, undefined>]>, undefined>, undefined>;
        readonly poll_interval_hours: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 1, undefined>, import("valibot").MaxValueAction<number, 720, undefined>]>, undefined>, undefined>;
        readonly active: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>, undefined>;
        readonly criteria: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").CustomSchema<Record<string, unknown>, import("valibot").ErrorMessage<import("valibot").CustomIssue> | undefined>, import("valibot").StrictObjectSchema<{
            category: import("valibot").OptionalSchema<import("valibot").PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>, undefined>;
            keywords: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
            exclude: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
            brands: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
            component_ids: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
            conditions: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").PicklistSchema<readonly ["new", "used", "refurbished", "for_parts"], undefined>, undefined>, import("valibot").MaxLengthAction<("new" | "used" | "refurbished" | "for_parts")[], 4, undefined>]>, undefined>;
            capacity_min_gb: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            capacity_max_gb: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            max_unit_price: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").GtValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            max_price_per_tb: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").GtValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            max_price_per_gb: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").GtValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            min_quantity: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 1, undefined>]>, undefined>;
            max_quantity: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 1, undefined>]>, undefined>;
            include_lots: import("valibot").OptionalSchema<import("valibot").BooleanSchema<undefined>, undefined>;
            locations: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
        }, undefined>]>, undefined>, undefined>;
        readonly target_price: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>, undefined>;
        readonly ceiling_price: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>, undefined>;
        readonly sources_enabled: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").RecordSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "Invalid source name">]>, import("valibot").BooleanSchema<undefined>, undefined>, undefined>, undefined>;
        readonly paused_until: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>, undefined>;
    }, undefined>, import("valibot").ObjectSchema<{
        readonly id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").UuidAction<string, undefined>]>;
        readonly user_id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").UuidAction<string, undefined>]>;
        readonly name: import("valibot").StringSchema<undefined>;
        readonly config: import("valibot").SchemaWithPipe<readonly [import("valibot").CustomSchema<Record<string, unknown>, import("valibot").ErrorMessage<import("valibot").CustomIssue> | undefined>, import("valibot").StrictObjectSchema<{
            query: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 200, undefined>]>, undefined>;
            alert_threshold: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 100, undefined>]>, undefined>;
            watch_threshold: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 100, undefined>]>, undefined>;
            price_drop_step: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 1, undefined>]>, undefined>;
            location: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 40, undefined>]>, undefined>;
        }, undefined>]>;
        readonly poll_interval_hours: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
        readonly active: import("valibot").BooleanSchema<undefined>;
        readonly paused_until: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        readonly created_at: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly last_run_at: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>, undefined>;
        readonly last_manual_scan_at: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>, undefined>;
        readonly criteria: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").CustomSchema<Record<string, unknown>, import("valibot").ErrorMessage<import("valibot").CustomIssue> | undefined>, import("valibot").StrictObjectSchema<{
            category: import("valibot").OptionalSchema<import("valibot").PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>, undefined>;
            keywords: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
            exclude: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
            brands: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
            component_ids: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
            conditions: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").PicklistSchema<readonly ["new", "used", "refurbished", "for_parts"], undefined>, undefined>, import("valibot").MaxLengthAction<("new" | "used" | "refurbished" | "for_parts")[], 4, undefined>]>, undefined>;
            capacity_min_gb: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            capacity_max_gb: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            max_unit_price: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").GtValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            max_price_per_tb: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").GtValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            max_price_per_gb: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").GtValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>, undefined>;
            min_quantity: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 1, undefined>]>, undefined>;
            max_quantity: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 1, undefined>]>, undefined>;
            include_lots: import("valibot").OptionalSchema<import("valibot").BooleanSchema<undefined>, undefined>;
            locations: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, import("valibot").MaxLengthAction<string[], 50, undefined>]>, undefined>;
        }, undefined>]>, undefined>, undefined>;
        readonly target_price: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>, undefined>;
        readonly ceiling_price: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>, undefined>;
        readonly sources_enabled: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").RecordSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "Invalid source name">]>, import("valibot").BooleanSchema<undefined>, undefined>, undefined>, undefined>;
        readonly alert_count: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>, 0>;
        readonly last_alert_at: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>, undefined>;
        readonly last_alert_status: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
    }, undefined>>;
    readonly delete_hunt: import("./operation.ts").Operation<import("valibot").ObjectSchema<{
        readonly hunt_id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").UuidAction<string, undefined>]>;
    }, undefined>, undefined, undefined, undefined>;
    readonly list_results: import("./operation.ts").Operation<undefined, import("valibot").ObjectSchema<{
        readonly filter: import("valibot").OptionalSchema<import("valibot").PicklistSchema<readonly ["all", "alerted", "near_miss", "skipped"], undefined>, "all">;
        readonly limit: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 1, undefined>, import("valibot").MaxValueAction<number, 200, undefined>]>, 50>;
        readonly offset: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 1000000000, undefined>]>, 0>;
        readonly hunt_id: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").UuidAction<string, undefined>]>, undefined>;
    }, undefined>, undefined, import("valibot").ObjectSchema<{
        readonly items: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
            readonly id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").UuidAction<string, undefined>]>;
            readonly hunt_id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").UuidAction<string, undefined>]>;
            readonly hunt_name: import("valibot").StringSchema<undefined>;
            readonly listing_id: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").UuidAction<string, undefined>]>, undefined>;
            readonly title: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly url: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly price: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
            readonly source: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly score: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>, undefined>;
            readonly action: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly verdict: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly alert_channel: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly is_backfill: import("valibot").OptionalSchema<import("valibot").BooleanSchema<undefined>, false>;
            readonly run_at: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        }, undefined>, undefined>;
        readonly total: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
    }, undefined>>;
    readonly list_hunt_alerts: import("./operation.ts").Operation<import("valibot").ObjectSchema<{
        readonly hunt_id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").UuidAction<string, undefined>]>;
    }, undefined>, import("valibot").ObjectSchema<{
        readonly limit: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 1, undefined>, import("valibot").MaxValueAction<number, 200, undefined>]>, 50>;
        readonly offset: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 1000000000, undefined>]>, 0>;
    }, undefined>, undefined, import("valibot").ArraySchema<import("valibot").ObjectSchema<{
        readonly id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").UuidAction<string, undefined>]>;
        readonly listing_id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").UuidAction<string, undefined>]>;
        readonly hunt_id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").UuidAction<string, undefined>]>;
        readonly channel: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly action: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly score: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>, undefined>;
        readonly sent_at: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
    }, undefined>, undefined>>;
    readonly list_hunt_listings: import("./operation.ts").Operation<import("valibot").ObjectSchema<{
        readonly hunt_id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").UuidAction<string, undefined>]>;
    }, undefined>, import("valibot").ObjectSchema<{
        readonly limit: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 1, undefined>, import("valibot").MaxValueAction<number, 200, undefined>]>, 50>;
        readonly offset: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 1000000000, undefined>]>, 0>;
        readonly action: import("valibot").OptionalSchema<import("valibot").PicklistSchema<["ALERT", "WATCH", "SKIP", ""], undefined>, undefined>;
    }, undefined>, undefined, import("valibot").ArraySchema<import("valibot").ObjectSchema<{
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
    }, undefined>, undefined>>;
    readonly scan_hunt: import("./operation.ts").Operation<import("valibot").ObjectSchema<{
        readonly hunt_id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").UuidAction<string, undefined>]>;
    }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
        readonly hunt_id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").UuidAction<string, undefined>]>;
        readonly run_at: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly listings_seen: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
        readonly new_listings: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
        readonly counts: import("valibot").ObjectSchema<{
            readonly ALERT: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
            readonly WATCH: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
            readonly SKIP: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
        }, undefined>;
        readonly alerts_fired: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
        readonly sources: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
            readonly source: import("valibot").StringSchema<undefined>;
            readonly ok: import("valibot").BooleanSchema<undefined>;
            readonly listings: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
            readonly error: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        }, undefined>, undefined>;
    }, undefined>>;
    readonly list_channels: import("./operation.ts").Operation<undefined, undefined, undefined, import("valibot").ObjectSchema<{
        readonly channels: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
            readonly id: import("valibot").StringSchema<undefined>;
            readonly label: import("valibot").StringSchema<undefined>;
            readonly channel_type: import("valibot").StringSchema<undefined>;
            readonly redacted_url: import("valibot").StringSchema<undefined>;
            readonly enabled: import("valibot").BooleanSchema<undefined>;
            readonly is_default: import("valibot").BooleanSchema<undefined>;
            readonly alerts_sent: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>, 0>;
            readonly alerts_opened: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>, 0>;
            readonly alerts_clicked: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>, 0>;
            readonly created_at: import("valibot").StringSchema<undefined>;
        }, undefined>, undefined>;
        readonly tier: import("valibot").StringSchema<undefined>;
        readonly max_channels: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
        readonly max_instant_destinations: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
        readonly allowed_notification_types: import("valibot").ArraySchema<import("valibot").StringSchema<undefined>, undefined>;
    }, undefined>>;
    readonly create_channel: import("./operation.ts").Operation<undefined, undefined, import("valibot").ObjectSchema<{
        readonly label: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>;
        readonly channel_type: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>]>;
        readonly notify_url: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 500, undefined>]>;
        readonly is_default: import("valibot").OptionalSchema<import("valibot").BooleanSchema<undefined>, false>;
    }, undefined>, import("valibot").ObjectSchema<{
        readonly id: import("valibot").StringSchema<undefined>;
        readonly label: import("valibot").StringSchema<undefined>;
        readonly channel_type: import("valibot").StringSchema<undefined>;
        readonly redacted_url: import("valibot").StringSchema<undefined>;
        readonly enabled: import("valibot").BooleanSchema<undefined>;
        readonly is_default: import("valibot").BooleanSchema<undefined>;
        readonly alerts_sent: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>, 0>;
        readonly alerts_opened: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>, 0>;
        readonly alerts_clicked: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>, 0>;
        readonly created_at: import("valibot").StringSchema<undefined>;
    }, undefined>>;
    readonly update_channel: import("./operation.ts").Operation<import("valibot").ObjectSchema<{
        readonly channel_id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>;
    }, undefined>, undefined, import("valibot").ObjectSchema<{
        readonly label: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>, undefined>, undefined>;
        readonly notify_url: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 500, undefined>]>, undefined>, undefined>;
        readonly enabled: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>, undefined>;
        readonly is_default: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>, undefined>;
    }, undefined>, import("valibot").ObjectSchema<{
        readonly id: import("valibot").StringSchema<undefined>;
        readonly label: import("valibot").StringSchema<undefined>;
        readonly channel_type: import("valibot").StringSchema<undefined>;
        readonly redacted_url: import("valibot").StringSchema<undefined>;
        readonly enabled: import("valibot").BooleanSchema<undefined>;
        readonly is_default: import("valibot").BooleanSchema<undefined>;
        readonly alerts_sent: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>, 0>;
        readonly alerts_opened: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>, 0>;
        readonly alerts_clicked: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>, 0>;
        readonly created_at: import("valibot").StringSchema<undefined>;
    }, undefined>>;
    readonly delete_channel: import("./operation.ts").Operation<import("valibot").ObjectSchema<{
        readonly channel_id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>;
    }, undefined>, undefined, undefined, undefined>;
    readonly test_channel: import("./operation.ts").Operation<import("valibot").ObjectSchema<{
        readonly channel_id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>;
    }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
        readonly ok: import("valibot").BooleanSchema<undefined>;
        readonly status: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>, undefined>;
        readonly detail: import("valibot").StringSchema<undefined>;
    }, undefined>>;
    readonly search_components: import("./operation.ts").Operation<undefined, import("valibot").ObjectSchema<{
        readonly q: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 200, undefined>]>;
        readonly category: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 40, undefined>]>, undefined>;
        readonly limit: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 1, undefined>, import("valibot").MaxValueAction<number, 100, undefined>]>, 20>;
        readonly cursor: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MaxLengthAction<string, 200, undefined>]>, undefined>;
        readonly local_kw: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 40, undefined>]>, undefined>;
    }, undefined>, undefined, import("valibot").ObjectSchema<{
        readonly results: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
            readonly id: import("valibot").StringSchema<undefined>;
            readonly mpn: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
            readonly brand: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
            readonly model: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
            readonly category: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
            readonly subcategory: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
            readonly capacity: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
            readonly observation_count: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>, undefined>, undefined>;
            readonly listing_count: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>, undefined>, undefined>;
        }, undefined>, undefined>;
        readonly total: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
        readonly cursor: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
        readonly has_more: import("valibot").BooleanSchema<undefined>;
    }, undefined>>;
    readonly get_component: import("./operation.ts").Operation<import("valibot").ObjectSchema<{
        readonly component_id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 200, undefined>]>;
    }, undefined>, import("valibot").ObjectSchema<{
        readonly local_kw: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 40, undefined>]>, undefined>;
    }, undefined>, undefined, import("valibot").ObjectSchema<{
        readonly aliases: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").ObjectSchema<{
            readonly names: import("valibot").ArraySchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly part_numbers: import("valibot").ArraySchema<import("valibot").StringSchema<undefined>, undefined>;
        }, undefined>, undefined>, undefined>;
        readonly form_factor: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
        readonly interface: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
        readonly generation: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
        readonly created_at: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>, undefined>;
        readonly updated_at: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>, undefined>;
        readonly id: import("valibot").StringSchema<undefined>;
        readonly mpn: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
        readonly brand: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
        readonly model: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
        readonly category: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
        readonly subcategory: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
        readonly capacity: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
        readonly observation_count: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>, undefined>, undefined>;
        readonly listing_count: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>, undefined>, undefined>;
    }, undefined>>;
    readonly get_component_history: import("./operation.ts").Operation<import("valibot").ObjectSchema<{
        readonly component_id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 200, undefined>]>;
    }, undefined>, import("valibot").ObjectSchema<{
        readonly period: import("valibot").OptionalSchema<import("valibot").PicklistSchema<readonly ["7d", "30d", "90d", "all"], undefined>, "90d">;
        readonly local_kw: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 40, undefined>]>, undefined>;
    }, undefined>, undefined, import("valibot").ObjectSchema<{
        readonly component_id: import("valibot").StringSchema<undefined>;
        readonly period: import("valibot").StringSchema<undefined>;
        readonly observations: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
            readonly price: import("valibot").NumberSchema<undefined>;
            readonly observed_at: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly source: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
            readonly condition: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
        }, undefined>, undefined>;
        readonly total: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
    }, undefined>>;
    readonly evaluate_listing: import("./operation.ts").Operation<undefined, import("valibot").ObjectSchema<{
        readonly local_kw: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 40, undefined>]>, undefined>;
    }, undefined>, import("valibot").ObjectSchema<{
        readonly price: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").FiniteAction<number, undefined>, import("valibot").GtValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, 10000000, undefined>]>;
        readonly url: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MaxLengthAction<string, 2000, undefined>]>, undefined>, undefined>;
        readonly title: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MaxLengthAction<string, 500, undefined>]>, undefined>, undefined>;
        readonly condition: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MaxLengthAction<string, 50, undefined>]>, undefined>, undefined>;
    }, undefined>, import("valibot").ObjectSchema<{
        readonly verdict: import("valibot").PicklistSchema<readonly ["BUY", "WAIT", "SKIP", "INCONCLUSIVE"], undefined>;
        readonly confidence: import("valibot").NumberSchema<undefined>;
        readonly reasoning: import("valibot").StringSchema<undefined>;
        readonly source_context: import("valibot").ObjectSchema<{
            readonly platform: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
            readonly trust_tier: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, "medium">;
            readonly comparable_observations: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>, undefined>, undefined>;
        }, undefined>;
        readonly component: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").ObjectSchema<{
            readonly id: import("valibot").StringSchema<undefined>;
            readonly brand: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
            readonly model: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
            readonly confidence: import("valibot").OptionalSchema<import("valibot").NumberSchema<undefined>, 0>;
        }, undefined>, undefined>, undefined>;
        readonly savings: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").ObjectSchema<{
            readonly vs_median_90d: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>, undefined>;
            readonly vs_avg_30d: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>, undefined>;
            readonly vs_historical_low: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>, undefined>;
        }, undefined>, undefined>, undefined>;
        readonly price_metrics: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").ObjectSchema<{
            readonly current: import("valibot").NumberSchema<undefined>;
            readonly median_90d: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>, undefined>;
            readonly avg_30d: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>, undefined>;
            readonly historical_low: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>, undefined>;
            readonly trend_7d: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>, undefined>;
        }, undefined>, undefined>, undefined>;
        readonly forecast: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").ObjectSchema<{
            readonly predicted_30d: import("valibot").NumberSchema<undefined>;
            readonly range: import("valibot").ArraySchema<import("valibot").NumberSchema<undefined>, undefined>;
        }, undefined>, undefined>, undefined>;
        readonly signal: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").ObjectSchema<{
            readonly composite_score: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
            readonly composite_label: import("valibot").StringSchema<undefined>;
            readonly below_median: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>, undefined>;
            readonly trend: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
        }, undefined>, undefined>, undefined>;
        readonly source_comparisons: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").ArraySchema<import("valibot").ObjectSchema<{
            readonly source: import("valibot").StringSchema<undefined>;
            readonly avg_price: import("valibot").NumberSchema<undefined>;
            readonly min_price: import("valibot").NumberSchema<undefined>;
            readonly observation_count: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
        }, undefined>, undefined>, undefined>, undefined>;
        readonly historical_context: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").ObjectSchema<{
            readonly best_price_ever: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>, undefined>;
            readonly best_price_date: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>, undefined>;
            readonly price_30d_ago: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>, undefined>;
            readonly seasonal_note: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
            readonly class_avg_price: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>, undefined>;
            readonly class_avg_label: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
        }, undefined>, undefined>, undefined>;
        readonly benchmark_trust: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").ObjectSchema<{
            readonly status: import("valibot").StringSchema<undefined>;
            readonly reason_code: import("valibot").StringSchema<undefined>;
            readonly detail: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
        }, undefined>, undefined>, undefined>;
    }, undefined>>;
    readonly get_paid_catalog: import("./operation.ts").Operation<undefined, undefined, undefined, import("valibot").ObjectSchema<{
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
    readonly get_paid_benchmark: import("./operation.ts").Operation<import("valibot").ObjectSchema<{
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
    readonly list_public_prices: import("./operation.ts").Operation<undefined, undefined, undefined, import("valibot").ObjectSchema<{
        readonly categories: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
            readonly category: import("valibot").PicklistSchema<readonly ["hdd", "ssd", "ram", "cpu", "gpu", "nic", "hba", "server", "switch", "minipc", "other"], undefined>;
            readonly component_count: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
            readonly priced_count: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
            readonly observation_count: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
        }, undefined>, undefined>;
        readonly generated_at: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
    }, undefined>>;
    readonly get_public_category: import("./operation.ts").Operation<import("valibot").ObjectSchema<{
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
    readonly get_public_component: import("./operation.ts").Operation<import("valibot").ObjectSchema<{
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
    readonly list_public_deals: import("./operation.ts").Operation<undefined, import("valibot").ObjectSchema<{
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
};
export type Operations = typeof operations;
export type OperationName = keyof Operations;
