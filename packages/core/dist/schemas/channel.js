import * as v from "valibot";
const Label = v.pipe(v.string(), v.minLength(1), v.maxLength(100));
const NotifyUrl = v.pipe(v.string(), v.minLength(1), v.maxLength(500));
const Count = v.optional(v.pipe(v.number(), v.integer()), 0);
/** Channel create body. `channel_type` is checked against CHANNEL_TYPES by the handler. */
export const ChannelCreate = v.object({
    label: Label,
    channel_type: v.pipe(v.string(), v.minLength(1)),
    notify_url: NotifyUrl,
    is_default: v.optional(v.boolean(), false),
});
/** Channel update body. */
export const ChannelUpdate = v.object({
    label: v.optional(v.nullable(Label)),
    notify_url: v.optional(v.nullable(NotifyUrl)),
    enabled: v.optional(v.nullable(v.boolean())),
    is_default: v.optional(v.nullable(v.boolean())),
});
/** Channel response: never the raw destination. */
export const Channel = v.object({
    id: v.string(),
    label: v.string(),
    channel_type: v.string(),
    redacted_url: v.string(),
    enabled: v.boolean(),
    is_default: v.boolean(),
    alerts_sent: Count,
    alerts_opened: Count,
    alerts_clicked: Count,
    created_at: v.string(),
});
export const ChannelList = v.object({
    channels: v.array(Channel),
    tier: v.string(),
    max_channels: v.pipe(v.number(), v.integer()),
    max_instant_destinations: v.pipe(v.number(), v.integer()),
    allowed_notification_types: v.array(v.string()),
});
export const ChannelIdParams = v.object({ channel_id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) });
/** POST /users/me/channels/{id}/test response. */
export const ChannelTestResult = v.object({
    ok: v.boolean(),
    status: v.nullable(v.pipe(v.number(), v.integer())),
    detail: v.string(),
});
