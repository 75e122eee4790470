import { withoutControls } from "@rackhunt/core/schemas";
import { ApiError, toApiError } from "../http/errors.ts";
import { requestClientIp, type SocketInfo } from "../http/client-ip.ts";
import type { Services } from "../operations/context.ts";
import { limitsOf } from "../tiers.ts";
import { sameSecret } from "./auth/tokens.ts";
import type { WebContext } from "./context.ts";
import { htmlResponse, redirect } from "./http.ts";
import { anonymousFormToken, resolveSession } from "./session.ts";
import { ErrorPage } from "./pages/error-page.tsx";

/**
 * Who may open a page: anyone (public pages, metered like the public API unless signed in),
 * anyone with the sign-in forms' token, a signed-in account, or whoever holds a secret in the URL
 * (feeds: no cookies, not metered).
 */
export type Access = "public" | "anonymous" | "account" | "token";

/** A page handler: the request's context in, a response out. */
export type PageHandler = (ctx: WebContext) => Response | Promise<Response>;

/** Form bodies are small: the largest is the hunt form. */
const MAX_FORM_BYTES = 64 * 1024;

interface Elysian {
  request: Request;
  params: Record<string, string>;
  server: unknown;
}

/**
 * Wrap a page handler in what every page does: identify the caller and its session, the rate
 * limit of its account or address, the CSRF check of a form, metering of public page views, the
 * HTML error pages, logging and metrics. Logs name the page's route (`/feeds/:file`), never the
 * path as requested: a path can hold a secret (a feed's token).
 */
export function page(services: Services, unmeteredServices: Services, name: string, route: string, access: Access, handler: PageHandler) {
  const op = `web:${name}`;
  return async ({ request, params, server }: Elysian): Promise<Response> => {
    const started = performance.now();
    const now = services.clock.now();
    const url = new URL(request.url);
    const ctx: WebContext = {
      request, url, params, services, unmeteredServices, now,
      ip: requestClientIp(request, server as SocketInfo, services.config.trustedProxies),
      requestId: crypto.randomUUID(),
      session: null,
      pending: null,
      secure: url.protocol === "https:" || (services.config.publicBaseUrl?.startsWith("https:") ?? false),
      site: siteUrl(services, server),
      csrf: "",
      cookies: [],
      form: null,
    };
    let response: Response;
    try {
      Object.assign(ctx, await resolveSession(request, services.repos, now));
      response = await guarded(ctx, access, handler);
    } catch (err) {
      response = errorPage(ctx, route, err);
    }
    for (const c of ctx.cookies) response.headers.append("Set-Cookie", c);
    const ms = performance.now() - started;
    services.logger.info("request", { request_id: ctx.requestId, op, method: request.method, route, status: response.status, ms: Math.round(ms * 100) / 100, user_id: ctx.session?.user_id });
    services.metrics.request(op, response.status, ms / 1000);
    return response;
  };
}

// --- Internal helpers ---

/** RACKHUNT_PUBLIC_URL, else the bound address (the configured one when called without a socket, e.g. app.handle). */
function siteUrl(services: Services, server: unknown): string {
  const { publicBaseUrl, host, port } = services.config;
  const bound = (server as { url?: URL } | null)?.url;
  return (publicBaseUrl ?? bound?.origin ?? `http://${host}:${port}`).replace(/\/$/, "");
}

async function guarded(ctx: WebContext, access: Access, handler: PageHandler): Promise<Response> {
  if (access === "account" && !ctx.session) {
    if (ctx.request.method !== "GET") throw new ApiError(403, "forbidden", "You are signed out: sign in again, then repeat what you did.");
    return redirect(`/signin?next=${encodeURIComponent(ctx.url.pathname + ctx.url.search)}`);
  }
  await limitRate(ctx);
  if (access === "token") return handler(ctx);
  ctx.csrf = ctx.session?.csrf_token ?? ctx.pending?.csrf_token ?? anonymousFormToken(ctx);
  if (ctx.request.method === "POST") ctx.form = await readForm(ctx);
  if (access === "public" && !ctx.session) {
    const refused = await meterPageView(ctx);
    if (refused) return refused;
  }
  return handler(ctx);
}

/** The account's per-minute limit when signed in, else the address's: the API's buckets, shared. */
async function limitRate(ctx: WebContext): Promise<void> {
  const { config, limiter } = ctx.services;
  if (!config.rateLimits) return;
  const s = ctx.session;
  const d = await (s ? limiter.hit(`u:${s.user_id}`, limitsOf(config.tiers, s.tier).requests_per_minute) : limiter.hit(`ip:${ctx.ip}`, config.ipRequestsPerMinute));
  if (!d.allowed) throw new ApiError(429, "rate_limited", `Too many pages at once: try again in ${d.resetSeconds} seconds.`, { "Retry-After": String(d.resetSeconds) });
}

/** Read a url-encoded form within its size limit and check its CSRF token. */
async function readForm(ctx: WebContext): Promise<URLSearchParams> {
  const type = ctx.request.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded")) throw new ApiError(415, "validation_error", "Forms are sent url-encoded.");
  if (Number(ctx.request.headers.get("content-length") ?? 0) > MAX_FORM_BYTES) throw new ApiError(413, "payload_too_large", "The form is too large.");
  const text = await ctx.request.text();
  if (text.length > MAX_FORM_BYTES) throw new ApiError(413, "payload_too_large", "The form is too large.");
  const form = withoutFormControls(new URLSearchParams(text));
  const sent = form.get("csrf") ?? "";
  // The session's token when signed in or owing a second factor; the anonymous cookie's otherwise.
  if (!sent || !sameSecret(sent, ctx.csrf)) {
    throw new ApiError(403, "forbidden", "This form has expired or did not come from this site: reload the page and send it again.");
  }
  return form;
}

/**
 * The form with control characters removed from its names and values (tab and line breaks stay,
 * as a textarea sends them). Removed rather than refused: a person's form is not lost for an
 * invisible character pasted into it, and what is left is what they meant; the API, whose
 * callers are programs, refuses them with a 422 instead (http/control-characters.ts).
 */
function withoutFormControls(form: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, value] of form) out.append(withoutControls(name), withoutControls(value));
  return out;
}

/**
 * A public page view counts once against the address's free daily quota, like one public API
 * request (its assets never do). Past the quota, a page says so; the API stays payable.
 */
async function meterPageView(ctx: WebContext): Promise<Response | null> {
  if (!ctx.services.payments) return null;
  const decision = await ctx.services.publicQuota.take(ctx.ip);
  if (decision.allowed) return null;
  const detail = `The ${ctx.services.config.publicFreePerDay} free public page views and API requests of your address for today are used up; they come back at ${decision.resets_at}. Sign in to keep browsing, or use the public API with x402 or MPP payments.`;
  return htmlResponse(ErrorPage({ ctx, status: 402, title: "Free views used up", detail }), 402);
}

function errorPage(ctx: WebContext, route: string, err: unknown): Response {
  const e = toApiError(err);
  if (e.status >= 500) ctx.services.logger.error("page failed", { request_id: ctx.requestId, route, error: String((err as Error)?.stack ?? err) });
  const title = e.status === 404 ? "Not found" : e.status === 429 ? "Slow down" : e.status === 403 ? "Refused" : e.status >= 500 ? "Something went wrong" : "Cannot do that";
  const detail = e.status >= 500 ? "The server could not show this page. It has been logged." : e.detail;
  const res = htmlResponse(ErrorPage({ ctx, status: e.status, title, detail }), e.status, { private: true });
  for (const [k, v] of Object.entries(e.headers)) res.headers.set(k, v);
  return res;
}
