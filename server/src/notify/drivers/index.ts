import { CHANNEL_TYPES } from "@rackhunt/core/schemas";
import { InvalidDestinationError } from "../errors.ts";
import type { ChannelDriver, ChannelType, ParsedDestination } from "../types.ts";
import apprise from "./apprise.ts";
import discord from "./discord.ts";
import email from "./email.ts";
import gotify from "./gotify.ts";
import homeassistant from "./homeassistant.ts";
import matrix from "./matrix.ts";
import mattermost from "./mattermost.ts";
import msteams from "./msteams.ts";
import ntfy from "./ntfy.ts";
import pushover from "./pushover.ts";
import slack from "./slack.ts";
import telegram from "./telegram.ts";
import webhook from "./webhook.ts";

/** Every channel type's driver. */
export const DRIVERS: { readonly [T in ChannelType]: ChannelDriver<T> } = {
  webhook, telegram, discord, slack, ntfy, email, apprise, gotify, pushover, matrix, homeassistant, mattermost, msteams,
};

/**
 * The driver of a channel type.
 *
 * @example
 * getDriver("slack").urlForm; // "https://hooks.slack.com/services/<team>/<bot>/<secret>"
 */
export function getDriver<T extends ChannelType>(type: T): ChannelDriver<T> {
  const driver = DRIVERS[type] as ChannelDriver<T> | undefined;
  if (!driver || !CHANNEL_TYPES.includes(type)) throw new InvalidDestinationError(`unknown channel type ${String(type)}`);
  return driver;
}

/**
 * Validate a notify_url for a channel type (for the 422 of channel create/update).
 *
 * @example
 * parseDestination("telegram", "telegram://123456:AAH...@-100123"); // { type: "telegram", bot_token, chat_id }
 * parseDestination("slack", "https://example.com/"); // throws InvalidDestinationError
 */
export function parseDestination(type: ChannelType, notifyUrl: string): ParsedDestination {
  return getDriver(type).parseDestination(notifyUrl);
}

export { renderDiscord } from "./discord.ts";
export { renderDigest } from "./email-render.ts";
export { sendDigest, smtpConfigFromEnv, SMTP_FROM_ENV, SMTP_URL_ENV } from "./email.ts";
export { renderNtfy } from "./ntfy.ts";
export { renderSlack } from "./slack.ts";
export { renderTelegram, TELEGRAM_API_BASE } from "./telegram.ts";
export { DISCORD_API_BASE } from "./discord.ts";
export { SLACK_API_BASE } from "./slack.ts";
export { PUSHOVER_API_BASE } from "./pushover.ts";
