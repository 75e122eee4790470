import { parseHttpUrl, parseServiceUrl } from "../destination-url.ts";
import { InvalidDestinationError } from "../errors.ts";
import { truncate } from "../format.ts";
import { markdownBody, titleText } from "../message-lines.ts";
import type { AlertMessage, ChannelDriver, DestinationOf } from "../types.ts";
import { httpResult, postJson } from "./http.ts";

export const DRIVER_NAME = "apprise";

const KEY = /^[A-Za-z0-9_-]{1,128}$/;
const SEGMENT = /^[A-Za-z0-9._~-]{1,64}$/;
const TAG = /^[A-Za-z0-9_ ,.-]{1,200}$/;
const NOTIFY_PATH = /^((?:\/[A-Za-z0-9._~-]{1,64})*)\/notify\/([A-Za-z0-9_-]{1,128})$/;
/** Apprise's message types, which set each service's icon and colour. */
const TYPES: Record<string, string> = { ALERT: "success", WATCH: "info", SKIP: "info" };

/**
 * An Apprise API server (caronc/apprise-api), which fans one message out to every service in
 * the configuration saved under a key: 100+ services through one channel. notify_url:
 * `apprise://host[:port][/path]/<key>` (HTTP) or `apprises://…` (HTTPS), optionally
 * `?tags=a,b`; or the server's own `http(s)://host[:port]/notify/<key>`. Sends
 * `POST <base>/notify/<key>` with `title`, `body` in Markdown (`format: "markdown"`, which Apprise
 * converts for each service), `type` (`success` for an ALERT) and `tag` when given.
 */
const apprise: ChannelDriver<"apprise"> = {
  type: DRIVER_NAME,
  instant: true,
  urlForm: "apprise://host/key (apprises:// for HTTPS) or http(s)://host/notify/<key>",
  parseDestination(notifyUrl) {
    const invalid = () => new InvalidDestinationError(`apprise notify_url must look like ${this.urlForm}`);
    if (/^https?:/i.test(notifyUrl)) {
      const url = parseHttpUrl(notifyUrl, DRIVER_NAME);
      const match = NOTIFY_PATH.exec(url.pathname.replace(/\/$/, ""));
      if (!match) throw invalid();
      return { type: DRIVER_NAME, url: `${url.origin}${match[1]}/notify/${match[2]}`, key: match[2] as string, tag: tagOf(url.searchParams, invalid) };
    }
    const parsed = parseServiceUrl(notifyUrl, DRIVER_NAME, "apprise", this.urlForm);
    const key = parsed.segments.at(-1) ?? "";
    const prefix = parsed.segments.slice(0, -1);
    if (!KEY.test(key) || !prefix.every((s) => SEGMENT.test(s)) || parsed.username || parsed.password || parsed.fragment) throw invalid();
    return { type: DRIVER_NAME, url: `${parsed.origin}${prefix.map((s) => `/${s}`).join("")}/notify/${key}`, key, tag: tagOf(parsed.search, invalid) };
  },
  async send(alert, destination, ctx) {
    const res = await postJson(destination.url, renderApprise(alert, destination), ctx, { accept: "application/json" });
    return httpResult(res, "sent to Apprise");
  },
  secretsOf(destination) {
    // A short key is still the secret of this destination: scrub it whatever its length.
    return [destination.key];
  },
};

export default apprise;

/**
 * The Apprise API notify body.
 *
 * @example
 * renderApprise(alert, destination); // { title, body, type: "success", format: "markdown" }
 */
export function renderApprise(alert: AlertMessage, destination: DestinationOf<"apprise">) {
  return {
    title: truncate(titleText(alert), 250),
    body: truncate(markdownBody(alert), 8000),
    type: alert.kind === "test" ? "info" : (TYPES[alert.action] ?? "info"),
    format: "markdown",
    ...(destination.tag ? { tag: destination.tag } : {}),
  };
}

// --- Internal helpers ---

/** `?tags=` (Apprise's name; `tag` too); anything else in the query is refused. */
function tagOf(search: URLSearchParams, invalid: () => Error): string | null {
  const keys = [...search.keys()];
  if (keys.some((k) => k !== "tags" && k !== "tag") || keys.length > 1) throw invalid();
  const tag = search.get("tags") ?? search.get("tag");
  if (tag === null) return null;
  if (!TAG.test(tag)) throw invalid();
  return tag;
}
