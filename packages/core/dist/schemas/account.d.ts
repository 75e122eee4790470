import * as v from "valibot";
/** Account. `api_key` is null except right after registration or rotation. */
export declare const Account: v.ObjectSchema<{
    readonly email: v.StringSchema<undefined>;
    readonly tier: v.StringSchema<undefined>;
    readonly is_admin: v.BooleanSchema<undefined>;
    readonly messaging_chat_id: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly totp_enabled: v.BooleanSchema<undefined>;
    readonly has_password: v.BooleanSchema<undefined>;
    readonly billing_customer_id: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly billing_subscription_id: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly api_key: v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>;
}, undefined>;
export type Account = v.InferOutput<typeof Account>;
/** POST /account/register body. */
export declare const RegisterBody: v.ObjectSchema<{
    readonly email: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.ToLowerCaseAction, v.MaxLengthAction<string, 254, undefined>, v.EmailAction<string, undefined>]>;
}, undefined>;
export type RegisterBody = v.InferOutput<typeof RegisterBody>;
export declare const BillingStatus: v.ObjectSchema<{
    readonly tier: v.StringSchema<undefined>;
    readonly billing_customer_id: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly billing_subscription_id: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly subscription_status: v.NullableSchema<v.StringSchema<undefined>, undefined>;
}, undefined>;
export type BillingStatus = v.InferOutput<typeof BillingStatus>;
export declare const Entitlements: v.ObjectSchema<{
    readonly tier: v.StringSchema<undefined>;
    readonly max_active_hunts: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    readonly active_hunt_count: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    readonly remaining_active_hunts: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    readonly poll_interval_hours: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
}, undefined>;
export type Entitlements = v.InferOutput<typeof Entitlements>;
/** A tier's limits (DESIGN.md table). */
export declare const TierLimits: v.ObjectSchema<{
    readonly max_active_hunts: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>;
    readonly poll_interval_hours: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 1, undefined>]>;
    readonly max_channels: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>;
    readonly max_instant_destinations: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>;
    readonly requests_per_minute: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 1, undefined>]>;
    readonly manual_scan_interval_seconds: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>;
}, undefined>;
export type TierLimits = v.InferOutput<typeof TierLimits>;
export declare const TierTable: v.RecordSchema<v.PicklistSchema<readonly ["free", "pro", "lifetime"], undefined>, v.ObjectSchema<{
    readonly max_active_hunts: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>;
    readonly poll_interval_hours: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 1, undefined>]>;
    readonly max_channels: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>;
    readonly max_instant_destinations: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>;
    readonly requests_per_minute: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 1, undefined>]>;
    readonly manual_scan_interval_seconds: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>;
}, undefined>, undefined>;
export type TierTable = v.InferOutput<typeof TierTable>;
export declare const Health: v.ObjectSchema<{
    readonly status: v.LiteralSchema<"ok", undefined>;
    readonly version: v.StringSchema<undefined>;
}, undefined>;
