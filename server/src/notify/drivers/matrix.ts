import { parseServiceUrl } from "../destination-url.ts";
import { InvalidDestinationError } from "../errors.ts";
import { contextLine, linkOf, listingTitle, truncate } from "../format.ts";
import { FEEDBACK_QUESTION, feedbackLinks, markdownBody, marketLine } from "../message-lines.ts";
import type { AlertMessage, ChannelDriver, SendResult } from "../types.ts";
import { httpResult, requestJson } from "./http.ts";

export const DRIVER_NAME = "matrix";

const TOKEN = /^[A-Za-z0-9._~+/=-]{10,500}$/;
const ROOM_ID = /^![A-Za-z0-9._=+\/-]{1,255}:[A-Za-z0-9.:[\]-]{1,255}$/;
const ALIAS = /^#?[A-Za-z0-9._=+-]{1,255}(?::[A-Za-z0-9.:[\]-]{1,255})?$/;

/**
 * Matrix, over the client-server API with an access token. notify_url:
 * `matrixs://<access_token>@host[:port]/#room` (HTTPS; `matrix://` for HTTP), Apprise's form. The
 * room is an alias (`#deals`, completed with the host when it names no server, or
 * `#deals:example.org`) or a room id (`!abc123:example.org`). An alias is resolved with
 * `GET /_matrix/client/v3/directory/room/{alias}`; the message goes as
 * `PUT /_matrix/client/v3/rooms/{room}/send/m.room.message/{txn}` (m.text, Markdown body plus its
 * HTML `formatted_body`, and an empty `m.mentions` so nothing in a listing pings anyone). The
 * transaction id is the alert's, so a retried delivery is not posted twice.
 */
const matrix: ChannelDriver<"matrix"> = {
  type: DRIVER_NAME,
  instant: true,
  urlForm: "matrixs://access_token@host/#room (matrix:// for HTTP)",
  parseDestination(notifyUrl) {
    const parsed = parseServiceUrl(notifyUrl, DRIVER_NAME, "matrix", this.urlForm);
    const invalid = () => new InvalidDestinationError(`matrix notify_url must look like ${this.urlForm}`);
    const token = parsed.password ? "" : parsed.username;
    const room = parsed.fragment || (parsed.segments.length === 1 ? (parsed.segments[0] as string) : "");
    if (!TOKEN.test(token) || (parsed.fragment && parsed.segments.length > 0) || parsed.segments.length > 1) throw invalid();
    if (ROOM_ID.test(room)) return { type: DRIVER_NAME, url: parsed.origin, access_token: token, room };
    if (!ALIAS.test(room)) throw invalid();
    const alias = room.startsWith("#") ? room : `#${room}`;
    return { type: DRIVER_NAME, url: parsed.origin, access_token: token, room: alias.includes(":") ? alias : `${alias}:${parsed.hostname}` };
  },
  async send(alert, destination, ctx) {
    const auth = { authorization: `Bearer ${destination.access_token}` };
    const api = `${destination.url}/_matrix/client/v3`;
    let room = destination.room;
    if (room.startsWith("#")) {
      const res = await requestJson("GET", `${api}/directory/room/${encodeURIComponent(room)}`, undefined, ctx, auth);
      if (!res.ok) return matrixResult(res, "");
      const roomId = jsonField(res.body, "room_id");
      if (!roomId) return { ok: false, status: res.status, detail: "Matrix answered the room alias without a room_id" };
      room = roomId;
    }
    const txn = encodeURIComponent(`rackhunt-${alert.id}`);
    const res = await requestJson("PUT", `${api}/rooms/${encodeURIComponent(room)}/send/m.room.message/${txn}`, renderMatrix(alert), ctx, auth);
    return matrixResult(res, "sent to Matrix");
  },
  secretsOf(destination) {
    return [destination.access_token, encodeURIComponent(destination.access_token)];
  },
};

export default matrix;

/**
 * The m.room.message content: Markdown in `body`, the same as HTML in `formatted_body`.
 *
 * @example
 * renderMatrix(alert).format; // "org.matrix.custom.html"
 */
export function renderMatrix(alert: AlertMessage) {
  const link = linkOf(alert);
  const title = escapeHtml(truncate(listingTitle(alert), 300));
  const reasons = alert.reasons.slice(0, 10).map((reason) => `<li>${escapeHtml(truncate(reason, 300))}</li>`).join("");
  const html = [
    `<p><strong>${alert.kind === "test" ? "TEST " : ""}${alert.action} ${alert.score}/100</strong> · ${link ? `<a href="${escapeHtml(link)}">${title}</a>` : title}</p>`,
    `<p>${escapeHtml(marketLine(alert))}</p>`,
    reasons ? `<ul>${reasons}</ul>` : "",
    `<p><em>${escapeHtml(contextLine(alert))}</em></p>`,
    feedbackLinks(alert).length ? `<p>${FEEDBACK_QUESTION} ${feedbackLinks(alert).map((l) => `<a href="${escapeHtml(l.url)}">${l.words}</a>`).join(" · ")}</p>` : "",
  ].join("");
  // An empty m.mentions says "mentions nobody": a title reading "@room" cannot ping the room.
  return { msgtype: "m.text", body: truncate(markdownBody(alert), 16_000), format: "org.matrix.custom.html", formatted_body: html, "m.mentions": {} };
}

// --- Internal helpers ---

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function jsonField(body: string, field: string): string | null {
  try {
    const value = JSON.parse(body)?.[field];
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

/** Matrix rate limits say how long to wait in the body (`retry_after_ms`) as well as in Retry-After. */
function matrixResult(res: Awaited<ReturnType<typeof requestJson>>, okDetail: string): SendResult {
  let waitMs: unknown = null;
  try {
    waitMs = JSON.parse(res.body)?.retry_after_ms;
  } catch {}
  return httpResult(res, okDetail, typeof waitMs === "number" && res.status === 429 && !res.headers.get("retry-after") ? Math.ceil(waitMs / 1000) : null);
}
