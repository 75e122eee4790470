import { Elysia } from "elysia";
import { ApiError, errorResponse, unauthorized } from "../http/errors.ts";
import type { Metrics } from "./metrics.ts";
import type { SocketInfo } from "../http/client-ip.ts";

export interface MetricsAccess {
  /** RACKHUNT_METRICS_TOKEN: when set, scrapes must send `Authorization: Bearer <token>`. */
  token: string | null;
  /** The caller's address, resolved as the API does (socket and trusted proxies). */
  clientIp(request: Request, server: SocketInfo): string;
  /** Reads figures kept in the database (alert latency) into the metrics before they are rendered. */
  refresh?: () => Promise<void>;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/**
 * `GET /metrics` in the Prometheus text format. With a token configured only a matching bearer
 * token is let in (401 otherwise); without one only loopback callers are (403 otherwise), so a
 * fresh install never publishes its figures by accident.
 * @example
 * app.use(metricsRoutes(metrics, { token: null, clientIp: (r, server) => requestClientIp(r, server, config.trustedProxies) }));
 */
export function metricsRoutes(metrics: Metrics, access: MetricsAccess) {
  return new Elysia({ name: "rackhunt-metrics" }).get("/metrics", async ({ request, server }) => {
    const problem = false;
    if (access.token) {
      const auth = request.headers.get("authorization") ?? "";
      const sent = auth.toLowerCase().startsWith("bearer ") ? auth.slice(7).trim() : "";
      if (!sameToken(sent, access.token)) return errorResponse(unauthorized("A valid metrics token is required: send Authorization: Bearer <RACKHUNT_METRICS_TOKEN>"), { problem });
    } else if (!LOOPBACK.test(access.clientIp(request, server as SocketInfo))) {
      return errorResponse(new ApiError(403, "forbidden", "Metrics are served to loopback only; set RACKHUNT_METRICS_TOKEN to scrape from elsewhere"), { problem });
    }
    await access.refresh?.();
    return new Response(await metrics.render(), { headers: { "Content-Type": "text/plain; version=0.0.4; charset=utf-8", "Cache-Control": "no-store" } });
  });
}
