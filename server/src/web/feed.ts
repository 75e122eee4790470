import { notFound } from "../http/errors.ts";
import { httpUrl } from "../http/http-url.ts";
import { hashToken } from "./auth/tokens.ts";
import type { WebContext } from "./context.ts";
import { money } from "./ui/format.tsx";
import { xmlText as x } from "./xml.ts";

/** Alerts a feed carries, newest first. */
export const FEED_ENTRIES = 50;
const TOKEN = /^([A-Za-z0-9_-]{20,100})\.atom$/;

/**
 * `GET /feeds/{token}.atom`: a hunt's alerts as an Atom feed (RFC 4287). The token is the hunt's
 * feed secret (feed readers cannot send headers); a revoked or replaced one, or one of a disabled
 * account, is a 404. Source text is written as XML 1.0 (characters it cannot carry dropped) and
 * only http(s) listing addresses become links.
 */
export async function huntFeed(ctx: WebContext): Promise<Response> {
  const token = TOKEN.exec(ctx.params.file ?? "")?.[1];
  const { feedTokens, hunts, alerts, users } = ctx.services.repos;
  const found = token ? await feedTokens.findByHash(hashToken(token)) : null;
  const hunt = found && (await users.isEnabled(found.user_id)) ? await hunts.get(found.user_id, found.hunt_id) : null;
  if (!found || !hunt) throw notFound("Feed");
  const entries = await alerts.entries(hunt.id, FEED_ENTRIES);
  const updated = new Date(entries[0]?.sent_at ?? hunt.updated_at).toISOString();
  const items = entries.map((e) => {
    const reasons = e.reasons ? (JSON.parse(e.reasons) as string[]) : [];
    const summary = `${e.action ?? "ALERT"}, score ${e.score ?? "—"}, ${money(e.price)} on ${e.source}${e.channel ? `, sent to ${e.channel}` : ""}. ${reasons.join("; ")}`;
    const href = httpUrl(e.url);
    return `<entry><id>urn:rackhunt:alert:${x(e.id)}</id><title>${x(`${e.action ?? "ALERT"} ${money(e.price)}: ${e.title ?? "listing"}`)}</title><updated>${new Date(e.sent_at).toISOString()}</updated>${href ? `<link rel="alternate" href="${x(href)}"/>` : ""}<summary>${x(summary)}</summary></entry>`;
  });
  const xml = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><id>urn:rackhunt:hunt:${x(hunt.id)}</id><title>${x(`Rackhunt alerts: ${hunt.name}`)}</title><updated>${updated}</updated><author><name>Rackhunt</name></author><link rel="self" href="${x(`${ctx.site}/feeds/${token}.atom`)}"/><link rel="alternate" type="text/html" href="${x(`${ctx.site}/my/hunts/${hunt.id}`)}"/>${items.join("")}</feed>
`;
  return new Response(xml, { headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": "private, no-cache", "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer" } });
}
