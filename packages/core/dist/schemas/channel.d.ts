import * as v from "valibot";
/** Channel create body. `channel_type` is checked against CHANNEL_TYPES by the handler. */
export declare const ChannelCreate: v.ObjectSchema<{
    readonly label: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 100, undefined>]>;
    readonly channel_type: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>]>;
    readonly notify_url: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 500, undefined>]>;
    readonly is_default: v.OptionalSchema<v.BooleanSchema<undefined>, false>;
}, undefined>;
export type ChannelCreate = v.InferOutput<typeof ChannelCreate>;
/** Channel update body. */
export declare const ChannelUpdate: v.ObjectSchema<{
    readonly label: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 100, undefined>]>, undefined>, undefined>;
    readonly notify_url: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 500, undefined>]>, undefined>, undefined>;
    readonly enabled: v.OptionalSchema<v.NullableSchema<v.BooleanSchema<undefined>, undefined>, undefined>;
    readonly is_default: v.OptionalSchema<v.NullableSchema<v.BooleanSchema<undefined>, undefined>, undefined>;
}, undefined>;
export type ChannelUpdate = v.InferOutput<typeof ChannelUpdate>;
/** Channel response: never the raw destination. */
export declare const Channel: v.ObjectSchema<{
    readonly id: v.StringSchema<undefined>;
    readonly label: v.StringSchema<undefined>;
    readonly channel_type: v.StringSchema<undefined>;
    readonly redacted_url: v.StringSchema<undefined>;
    readonly enabled: v.BooleanSchema<undefined>;
    readonly is_default: v.BooleanSchema<undefined>;
    readonly alerts_sent: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>, 0>;
    readonly alerts_opened: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>, 0>;
    readonly alerts_clicked: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>, 0>;
    readonly created_at: v.StringSchema<undefined>;
}, undefined>;
export type Channel = v.InferOutput<typeof Channel>;
export declare const ChannelList: v.ObjectSchema<{
    readonly channels: v.ArraySchema<v.ObjectSchema<{
        readonly id: v.StringSchema<undefined>;
        readonly label: v.StringSchema<undefined>;
        readonly channel_type: v.StringSchema<undefined>;
        readonly redacted_url: v.StringSchema<undefined>;
        readonly enabled: v.BooleanSchema<undefined>;
        readonly is_default: v.BooleanSchema<undefined>;
        readonly alerts_sent: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>, 0>;
        readonly alerts_opened: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>, 0>;
        readonly alerts_clicked: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>, 0>;
        readonly created_at: v.StringSchema<undefined>;
    }, undefined>, undefined>;
    readonly tier: v.StringSchema<undefined>;
    readonly max_channels: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    readonly max_instant_destinations: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    readonly allowed_notification_types: v.ArraySchema<v.StringSchema<undefined>, undefined>;
}, undefined>;
export type ChannelList = v.InferOutput<typeof ChannelList>;
export declare const ChannelIdParams: v.ObjectSchema<{
    readonly channel_id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 100, undefined>]>;
}, undefined>;
/** POST /users/me/channels/{id}/test response. */
export declare const ChannelTestResult: v.ObjectSchema<{
    readonly ok: v.BooleanSchema<undefined>;
    readonly status: v.NullableSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>, undefined>;
    readonly detail: v.StringSchema<undefined>;
}, undefined>;
export type ChannelTestResult = v.InferOutput<typeof ChannelTestResult>;
