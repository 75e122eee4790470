export declare const listChannels: import("./operation.ts").Operation<undefined, undefined, undefined, import("valibot").ObjectSchema<{
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
export declare const createChannel: import("./operation.ts").Operation<undefined, undefined, import("valibot").ObjectSchema<{
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
export declare const updateChannel: import("./operation.ts").Operation<import("valibot").ObjectSchema<{
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
export declare const deleteChannel: import("./operation.ts").Operation<import("valibot").ObjectSchema<{
    readonly channel_id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>;
}, undefined>, undefined, undefined, undefined>;
export declare const testChannel: import("./operation.ts").Operation<import("valibot").ObjectSchema<{
    readonly channel_id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 100, undefined>]>;
}, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
    readonly ok: import("valibot").BooleanSchema<undefined>;
    readonly status: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>]>, undefined>;
    readonly detail: import("valibot").StringSchema<undefined>;
}, undefined>>;
