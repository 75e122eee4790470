export declare const healthz: import("./operation.ts").Operation<undefined, undefined, undefined, import("valibot").ObjectSchema<{
    readonly status: import("valibot").LiteralSchema<"ok", undefined>;
    readonly version: import("valibot").StringSchema<undefined>;
}, undefined>>;
export declare const registerAccount: import("./operation.ts").Operation<undefined, undefined, import("valibot").ObjectSchema<{
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
export declare const rotateApiKey: import("./operation.ts").Operation<undefined, undefined, undefined, import("valibot").ObjectSchema<{
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
export declare const getAccount: import("./operation.ts").Operation<undefined, undefined, undefined, import("valibot").ObjectSchema<{
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
export declare const getBillingStatus: import("./operation.ts").Operation<undefined, undefined, undefined, import("valibot").ObjectSchema<{
    readonly tier: import("valibot").StringSchema<undefined>;
    readonly billing_customer_id: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
    readonly billing_subscription_id: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
    readonly subscription_status: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
}, undefined>>;
export declare const getEntitlements: import("./operation.ts").Operation<undefined, undefined, undefined, import("valibot").ObjectSchema<{
    readonly tier: import("valibot").StringSchema<undefined>;
    readonly max_active_hunts: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
    readonly active_hunt_count: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
    readonly remaining_active_hunts: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
    readonly poll_interval_hours: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>;
}, undefined>>;
