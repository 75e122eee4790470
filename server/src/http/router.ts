import type { AnyOperation } from "@rackhunt/core/api";
import { Elysia } from "elysia";
import type { Handler, RequestContext, Services } from "../operations/context.ts";
import { ApiError, errorResponse, notFound, toApiError, wantsProblem } from "./errors.ts";
import { authenticate, enforceRateLimit, toResponse, validateInput } from "./pipeline.ts";
import { deprecationHeaders, resolveVersion } from "./versioning.ts";
import { tierGuard, uncapped } from "../caps/index.ts";
import { requestClientIp, type SocketInfo } from "./client-ip.ts";
import { hostProblem } from "./host.ts";

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, PATCH, DELETE, OPTIONS",
  "Access-Control-Allow-Headers": "Authorization, Content-Type, X-API-Version, X-Request-Id, PAYMENT-SIGNATURE",
  "Access-Control-Expose-Headers": "X-Request-Id, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After, PAYMENT-REQUIRED, PAYMENT-RESPONSE, WWW-Authenticate, Payment-Receipt",
  "Access-Control-Max-Age": "600",
};

/** OpenAPI `{param}` to Elysia `:param`. */
export const toRoutePath = (path: string) => path.replace(/\{([^}]+)\}/g, ":$1");

interface RouteOptions {
  /** Served under /api/v1 as the deprecated alias of an /api/v2 path. */
  v1Alias?: boolean;
}

/** One request through the shared pipeline: id, version, auth, rate limit, validation, handler, log. */
function pipeline(op: AnyOperation, handler: Handler<AnyOperation>, services: Services, opts: RouteOptions) {
  const isPublic = op.auth !== "user";
  return async ({ request, params, query, server }: { request: Request; params: Record<string, string>; query: Record<string, unknown>; server: unknown }) => {
    const started = performance.now();
    const incoming = request.headers.get("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    const headers = new Headers({ "X-Request-Id": requestId });
    if (isPublic) for (const [k, val] of Object.entries(CORS_HEADERS)) headers.set(k, val);
    // The client's address is worked out only when something asks (rate limits, quotas, sign-ups).
    let ip: string | null = null;
    const ctx: RequestContext = {
      user: null,
      get ip() {
        return (ip ??= requestClientIp(request, server as SocketInfo, services.config.trustedProxies));
      },
      request, requestId, version: "v2", services, capped: uncapped(services.repos), headers,
    };
    let response: Response;
    try {
      ctx.version = resolveVersion(request.headers.get("x-api-version"), opts.v1Alias === true);
      if (ctx.version === "v1") deprecationHeaders(headers);
      try {
        ctx.user = await authenticate(op, request, services);
      } finally {
        // Failed authentication counts against the IP so keys cannot be guessed at full speed.
        if (!op.unmetered) await enforceRateLimit(ctx, headers);
      }
      const input = await validateInput(op, request, params, query, services.config.maxBodyBytes);
      ctx.capped = await tierGuard(op.tier, ctx.user, services, input);
      response = toResponse(op, await handler(input as never, ctx), headers);
    } catch (err) {
      const apiErr = toApiError(err);
      if (apiErr.status >= 500) services.logger.error("handler failed", { request_id: requestId, op: op.name, error: String((err as Error)?.stack ?? err) });
      response = errorResponse(apiErr, { problem: wantsProblem(request.headers.get("accept")), instance: `urn:request:${requestId}`, headers });
    }
    services.logger.info("request", {
      request_id: requestId,
      op: op.name,
      method: op.method,
      route: op.path,
      status: response.status,
      ms: Math.round((performance.now() - started) * 100) / 100,
      user_id: ctx.user?.id,
    });
    services.metrics.request(op.name, response.status, (performance.now() - started) / 1000);
    return response;
  };
}

/**
 * Build the Elysia app: one route per operation (plus /api/v1 aliases of /api/v2 paths), a
 * preflight answer for public routes, and the standard error body for unknown routes.
 */
export function buildRouter(ops: readonly AnyOperation[], handlers: Record<string, Handler<AnyOperation>>, services: Services): Elysia {
  const app = new Elysia({ normalize: false })
    // Before any route: every page and route reads the URL the Host header is part of.
    .onRequest(({ request }) => {
      const bad = hostProblem(request);
      if (bad) return errorResponse(bad, { problem: wantsProblem(request.headers.get("accept")) });
    })
    .onError(({ code, error, request }) => {
      const apiErr = code === "NOT_FOUND" ? notFound("Route") : error instanceof ApiError ? error : toApiError(error);
      if (apiErr.status >= 500) services.logger.error("unhandled", { error: String(error) });
      return errorResponse(apiErr, { problem: wantsProblem(request.headers.get("accept")) });
    });
  const publicPaths = new Set<string>();
  for (const op of ops) {
    const handler = handlers[op.name];
    if (!handler) throw new Error(`[server] no handler bound for operation ${op.name}`);
    const path = toRoutePath(op.path);
    app.route(op.method, path, pipeline(op, handler, services, {}) as never, { parse: "none" });
    if (op.path.startsWith("/api/v2/")) {
      const alias = path.replace("/api/v2/", "/api/v1/");
      app.route(op.method, alias, pipeline(op, handler, services, { v1Alias: true }) as never, { parse: "none" });
      if (op.auth !== "user") publicPaths.add(alias);
    }
    if (op.auth !== "user") publicPaths.add(path);
  }
  for (const path of publicPaths) app.options(path, () => new Response(null, { status: 204, headers: CORS_HEADERS }));
  return app as unknown as Elysia;
}

export { CORS_HEADERS };
