import { Elysia } from "elysia";
import type { Repos } from "../db/contracts/index.ts";
import { errorResponse, notFound } from "../http/errors.ts";
import { httpUrl } from "../http/http-url.ts";
import type { LinkSigner } from "./token.ts";

/** The smallest transparent GIF (1x1, 42 bytes). */
export const PIXEL_GIF = Uint8Array.from(atob("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"), (c) => c.charCodeAt(0));

const NO_STORE = { "Cache-Control": "no-store, private", "Referrer-Policy": "no-referrer" };

/**
 * Tracked-link routes, outside the operations table: `GET /t/c/{token}` counts a click on the
 * channel and redirects (302) to the listing the alert was about; `GET /t/o/{token}.gif` counts
 * an email open and answers a 1x1 GIF. The redirect target is read from the stored alert, never
 * from the request, so a token cannot be turned into an open redirect; a forged or unknown token
 * is a 404.
 *
 * @example
 * app.use(trackingRoutes(services.repos, services.notify.links));
 */
export function trackingRoutes(repos: Repos, signer: LinkSigner) {
  const missing = () => errorResponse(notFound("Link"), { problem: false, headers: new Headers(NO_STORE) });
  return new Elysia({ name: "rackhunt-tracking" })
    .get("/t/c/:token", async ({ params }) => {
      const id = signer.verify("click", params.token);
      const row = id ? await repos.outbox.byId(id) : null;
      const target = row ? httpUrl(row.payload.listing.url) : null;
      if (!row || !target) return missing();
      await repos.channels.bump(row.channel_id, "alerts_clicked");
      return new Response(null, { status: 302, headers: { Location: target, ...NO_STORE } });
    })
    .get("/t/o/:file", async ({ params }) => {
      const token = params.file.endsWith(".gif") ? params.file.slice(0, -4) : null;
      const id = token ? signer.verify("open", token) : null;
      const row = id ? await repos.outbox.byId(id) : null;
      if (!row) return missing();
      await repos.channels.bump(row.channel_id, "alerts_opened");
      return new Response(PIXEL_GIF, { headers: { "Content-Type": "image/gif", ...NO_STORE } });
    });
}
