import { Channel, ChannelCreate, ChannelIdParams, ChannelList, ChannelTestResult, ChannelUpdate } from "../schemas/channel.ts";
import { defineOperation, READ_ONLY } from "./operation.ts";

const TAG = "channels";

export const listChannels = defineOperation({
  name: "list_channels",
  method: "GET",
  path: "/users/me/channels",
  summary: "List your notification channels",
  description:
    "Your notification channels (destinations redacted) with your tier's caps: max_channels, max_instant_destinations and allowed_notification_types. A tier without instant destinations may only use email (a digest).",
  tag: TAG,
  auth: "user",
  response: ChannelList,
  agent: { title: "List channels", ...READ_ONLY },
});

export const createChannel = defineOperation({
  name: "create_channel",
  method: "POST",
  path: "/users/me/channels",
  summary: "Add a notification channel",
  description:
    "Add a destination for alerts: channel_type (webhook, telegram, discord, slack, ntfy, email, apprise, gotify, pushover, matrix, homeassistant, mattermost, msteams) and a notify_url in that type's form. The URL is stored encrypted and only ever returned redacted. The first channel, or one sent with is_default, becomes the default. A webhook channel's signing secret is returned once, as webhook_secret. 403 tier_limit past the channel or instant-destination cap or for a type the tier lacks; 422 for a notify_url of the wrong form or one on a private address.",
  tag: TAG,
  auth: "user",
  tier: "channels",
  body: ChannelCreate,
  status: 201,
  response: Channel,
  agent: { title: "Create channel", readOnly: false, destructive: false, idempotent: false, openWorld: false },
});

export const updateChannel = defineOperation({
  name: "update_channel",
  method: "PATCH",
  path: "/users/me/channels/{channel_id}",
  summary: "Update a notification channel",
  description: "Change a channel's label, notify_url, enabled flag or default flag; omitted or null fields stay as they are. Making a channel the default clears the flag on the others.",
  tag: TAG,
  auth: "user",
  tier: "channels",
  params: ChannelIdParams,
  body: ChannelUpdate,
  response: Channel,
  errors: [404],
  agent: { title: "Update channel", readOnly: false, destructive: false, idempotent: true, openWorld: false },
});

export const deleteChannel = defineOperation({
  name: "delete_channel",
  method: "DELETE",
  path: "/users/me/channels/{channel_id}",
  summary: "Delete a notification channel",
  description: "Delete a channel and its queued deliveries. If it was the default, the oldest remaining channel becomes the default.",
  tag: TAG,
  auth: "user",
  params: ChannelIdParams,
  status: 204,
  errors: [404],
  agent: { title: "Delete channel", readOnly: false, destructive: true, idempotent: true, openWorld: false },
});

export const testChannel = defineOperation({
  name: "test_channel",
  method: "POST",
  path: "/users/me/channels/{channel_id}/test",
  summary: "Send a test message",
  description: "Send a clearly marked test message through the channel now (email too, without waiting for the digest) and report {ok, status, detail}; a dead destination is reported, not raised.",
  tag: TAG,
  auth: "user",
  params: ChannelIdParams,
  response: ChannelTestResult,
  errors: [404],
  agent: { title: "Test channel", readOnly: false, destructive: false, idempotent: false, openWorld: true },
});
