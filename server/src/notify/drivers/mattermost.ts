import { parseHttpUrl, parseServiceUrl } from "../destination-url.ts";
import { InvalidDestinationError } from "../errors.ts";
import { truncate } from "../format.ts";
import { markdownBody } from "../message-lines.ts";
import type { AlertMessage, ChannelDriver } from "../types.ts";
import { httpResult, postJson } from "./http.ts";

export const DRIVER_NAME = "mattermost";

const TOKEN = /^[A-Za-z0-9]{10,64}$/;
const SEGMENT = /^[A-Za-z0-9._~-]{1,64}$/;
const HOOK_PATH = /^((?:\/[A-Za-z0-9._~-]{1,64})*)\/hooks\/([A-Za-z0-9]{10,64})$/;

/**
 * Mattermost incoming webhook. notify_url: `mmosts://host[:port][/path]/<hook id>` (HTTPS;
 * `mmost://` for HTTP), Apprise's form, or the webhook URL Mattermost shows,
 * `https://host/hooks/<hook id>`. Sends `POST <base>/hooks/<id>` with `text` in Mattermost's
 * Markdown; Mattermost answers 200 `ok`.
 */
const mattermost: ChannelDriver<"mattermost"> = {
  type: DRIVER_NAME,
  instant: true,
  urlForm: "mmosts://host/token (mmost:// for HTTP) or https://host/hooks/<token>",
  parseDestination(notifyUrl) {
    const invalid = () => new InvalidDestinationError(`mattermost notify_url must look like ${this.urlForm}`);
    if (/^https?:/i.test(notifyUrl)) {
      const url = parseHttpUrl(notifyUrl, DRIVER_NAME);
      const match = HOOK_PATH.exec(url.pathname.replace(/\/$/, ""));
      if (!match || url.search) throw invalid();
      return { type: DRIVER_NAME, url: `${url.origin}${match[1]}/hooks/${match[2]}`, token: match[2] as string };
    }
    const parsed = parseServiceUrl(notifyUrl, DRIVER_NAME, "mmost", this.urlForm);
    const token = parsed.segments.at(-1) ?? "";
    const prefix = parsed.segments.slice(0, -1);
    if (!TOKEN.test(token) || !prefix.every((s) => SEGMENT.test(s)) || parsed.username || parsed.password || parsed.fragment) throw invalid();
    return { type: DRIVER_NAME, url: `${parsed.origin}${prefix.map((s) => `/${s}`).join("")}/hooks/${token}`, token };
  },
  async send(alert, destination, ctx) {
    const res = await postJson(destination.url, renderMattermost(alert), ctx);
    return httpResult(res, "sent to Mattermost");
  },
  secretsOf(destination) {
    return [destination.token];
  },
};

export default mattermost;

/**
 * The incoming-webhook body: Markdown text.
 *
 * @example
 * renderMattermost(alert).text; // "**ALERT 92/100** · [AMD EPYC 7302P](https://…)\n\n…"
 */
export function renderMattermost(alert: AlertMessage) {
  return { text: truncate(defuseMentions(markdownBody(alert)), 16_000) };
}

// --- Internal helpers ---

/** A zero-width space after the `@` of @channel, @all and @here: a listing title cannot page the channel. */
function defuseMentions(text: string): string {
  return text.replace(/@(?=(?:channel|all|here)\b)/gi, "@\u200B");
}
