import { timingSafeEqual } from "node:crypto";
import { Elysia } from "elysia";
import { ApiError, errorResponse, unauthorized } from "../http/errors.ts";
import type { Metrics } from "./metrics.ts";

export interface MetricsAccess {
  /** RACKHUNT_METRICS_TOKEN: when set, scrapes must send `Authorization: Bearer <token>`. */
  token: string | null;
  /** RACKHUNT_TRUST_PROXY: judge the caller by X-Forwarded-For, as the API does. */
  trustProxy: boolean;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Who is asking: the socket's address, or the first X-Forwarded-For hop behind a trusted proxy. */
function callerAddress(request: Request, server: { requestIP(r: Request): { address: string } | null } | null, trustProxy: boolean): string {
  const fwd = trustProxy ? request.headers.get("x-forwarded-for") : null;
  if (fwd) return fwd.split(",")[0]!.trim();
  return server?.requestIP(request)?.address ?? "";
}

/**
 * `GET /metrics` in the Prometheus text format. With a token configured only a matching bearer
 * token is let in (401 otherwise); without one only loopback callers are (403 otherwise), so a
 * fresh install never publishes its figures by accident.
 * @example
 * app.use(metricsRoutes(metrics, { token: process.env.RACKHUNT_METRICS_TOKEN ?? null, trustProxy: false }));
 */
export function metricsRoutes(metrics: Metrics, access: MetricsAccess) {
  return new Elysia({ name: "rackhunt-metrics" }).get("/metrics", ({ request, server }) => {
    const problem = false;
    if (access.token) {
      const auth = request.headers.get("authorization") ?? "";
      const sent = auth.toLowerCase().startsWith("bearer ") ? auth.slice(7).trim() : "";
      if (!sameToken(sent, access.token)) return errorResponse(unauthorized("A valid metrics token is required: send Authorization: Bearer <RACKHUNT_METRICS_TOKEN>"), { problem });
    } else if (!LOOPBACK.test(callerAddress(request, server as never, access.trustProxy))) {
      return errorResponse(new ApiError(403, "forbidden", "Metrics are served to loopback only; set RACKHUNT_METRICS_TOKEN to scrape from elsewhere"), { problem });
    }
    return new Response(metrics.render(), { headers: { "Content-Type": "text/plain; version=0.0.4; charset=utf-8", "Cache-Control": "no-store" } });
  });
}
