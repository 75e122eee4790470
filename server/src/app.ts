import { operations, type AnyOperation } from "@rackhunt/core/api";
import { systemClock, type Clock } from "./clock.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/contracts/index.ts";
import { watchFailures } from "./db/failure-watch.ts";
import { openDatabase } from "./db/open.ts";
import { createLogger, type Logger } from "./http/logger.ts";
import { lineBuffer } from "./http/line-buffer.ts";
import { createRateLimiter } from "./http/rate-limit.ts";
import { buildRouter, CORS_HEADERS } from "./http/router.ts";
import { inProcessCaller, requestClientIp, type SocketInfo } from "./http/client-ip.ts";
import { openApiDocument } from "./openapi/document.ts";
import { mountAgentDocuments } from "./agents/index.ts";
import { mountMcp } from "./mcp/mount.ts";
import { createBillingService, localBillingProvider } from "./operations/billing-service.ts";
import { handlers } from "./operations/index.ts";
import { createNotifyRuntime } from "./notify/runtime.ts";
import { feedbackRoutes, trackingRoutes } from "./tracking/index.ts";
import type { Services } from "./operations/context.ts";
import { createFetcher, defaultCatalog, type Catalog, type Fetcher, type Source } from "@rackhunt/core";
import { createMarketService } from "./engine/market-service.ts";
import { syncCatalog } from "./catalog-sync/index.ts";
import { alertEnqueuer } from "./scan/alert-outbox.ts";
import { createFetchCache } from "./scan/fetch-cache.ts";
import { createSourceRegistry } from "./scan/registry.ts";
import { withSourceGate } from "./scan/source-gate.ts";
import { builtInSources, checkSourceUrls, needsModules } from "./sources/index.ts";
import { LOCAL_MODE_WARNING } from "./payments/config.ts";
import type { createPaymentsService as CreatePaymentsService } from "./payments/service.ts";
import { authMarkdown, createStoredDailyQuota } from "./public/index.ts";
import { createScanner } from "./scan/scanner.ts";
import { createSoldComps } from "./scan/sold-comps.ts";
import { streamCadences } from "./stream/cadence.ts";
import { huntsInPlay } from "./stream/hunts-in-play.ts";
import { alertLatency } from "./stream/latency.ts";
import { createStreams } from "./stream/streams.ts";
import { hostname } from "node:os";
import { createMetrics, metricsRoutes } from "./metrics/index.ts";
import { mountWeb } from "./web/index.ts";

export { VERSION } from "./version.ts";
import { VERSION } from "./version.ts";

export interface AppOptions {
  config: Config;
  /** An open database; opened from the configuration (RACKHUNT_DATABASE_URL, else RACKHUNT_DB) when absent. */
  database?: Database;
  clock?: Clock;
  logger?: Logger;
  /** Sources to scan (loadSources() reads RACKHUNT_SOURCES); the built-in plugins when absent. */
  sources?: Source[];
  /** The polite fetcher sources go through. */
  fetcher?: Fetcher;
  /** The component catalog; the one shipped with the core when absent. */
  catalog?: Catalog;
  /** Bearer token guarding GET /metrics; RACKHUNT_METRICS_TOKEN when absent (loopback only when neither). */
  metricsToken?: string | null;
  /** Browser origins allowed to call /mcp besides its own (default: config.mcpAllowedOrigins). */
  mcpAllowedOrigins?: string[];
}

const ALL_OPERATIONS: readonly AnyOperation[] = Object.values(operations);

/** The payment stack (viem, x402, mppx: tens of MB) loads only when payments are on. */
function paymentsModule(): { createPaymentsService: typeof CreatePaymentsService } {
  return require("./payments/service.ts") as { createPaymentsService: typeof CreatePaymentsService };
}

/** Serve a JSON document, built on its first request (not at start-up), with caching and CORS headers. */
function jsonDocument(build: () => unknown): () => Response {
  let text: string | null = null;
  return () => new Response((text ??= JSON.stringify(build())), { headers: { "Content-Type": "application/json", "Cache-Control": "public, max-age=300", ...CORS_HEADERS } });
}

/** Serve a precomputed Markdown document with caching and CORS headers. */
function markdownDocument(text: string): () => Response {
  return () => new Response(text, { headers: { "Content-Type": "text/markdown; charset=utf-8", "Cache-Control": "public, max-age=300", ...CORS_HEADERS } });
}

/** The MPP realm: the public host when known, so challenges name the server that issued them. */
function realmOf(publicBaseUrl: string | null): string {
  try {
    return publicBaseUrl ? new URL(publicBaseUrl).host : "rackhunt";
  } catch {
    return "rackhunt";
  }
}

/**
 * Wire the whole server: database, repositories, services, generated routes and documents.
 * @example const { app } = await createApp({ config: loadConfig(process.env) }); app.listen(8080);
 */
export async function createApp(options: AppOptions) {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? createLogger(config.logLevel, lineBuffer((chunk) => process.stdout.write(chunk)));
  const database = options.database ?? (await openDatabase(config));
  // Every repository call is watched for a database that cannot store: /healthz reports the last.
  const { repos, watch: databaseFailures } = watchFailures(database.repos, () => clock.now());
  const catalog = options.catalog ?? defaultCatalog();
  await syncCatalog(repos, catalog, clock.now());
  const market = await createMarketService(repos.observations, clock);
  // Plugin modules load asynchronously: a caller that has RACKHUNT_SOURCES name one must load it first.
  if (!options.sources && needsModules(config.sources)) throw new Error("[server] RACKHUNT_SOURCES names plugin modules: pass the sources from loadSources()");
  const sources = options.sources ?? builtInSources(config.sources);
  // loadSources checks the sources' URLs; the built-ins configured here are checked the same way.
  if (!options.sources) await checkSourceUrls(config.sources, { allowPrivate: config.allowPrivateSources });
  // Every scan, scheduled or manual, and every sold fetch goes through the gate: a source that asked us to wait is not fetched.
  const fetcher = options.fetcher ?? createFetcher();
  const registry = withSourceGate(createSourceRegistry(sources, fetcher, config.maxPages, logger), () => clock.now());
  const fetchCache = createFetchCache(registry, config.fetchCacheSeconds * 1000, () => clock.now());
  const metrics = createMetrics();
  const judgement = { catalog, fx: config.fx, newId: () => Bun.randomUUIDv7() };
  const soldComps = createSoldComps({ repos, registry, clock, logger, market, ...judgement, intervalHours: config.soldCompsHours, owner: `${hostname()}:${process.pid}` });
  const scanner = createScanner({ repos, registry, fetchCache, clock, logger, onAlert: alertEnqueuer(clock), metrics, market, soldComps, ...judgement });
  // The streams are built here and started with the background work (runtime.ts); they share the fetcher's per-host limits.
  const streams = createStreams({
    repos, market, ...judgement, onAlert: alertEnqueuer(clock), sources, cadences: streamCadences(sources, config), fetcher,
    hunts: huntsInPlay(repos, config.tiers, () => registry.names()), clock, logger, metrics, owner: `${hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`,
  });
  const services: Services = {
    config,
    repos,
    clock,
    logger,
    limiter: createRateLimiter(repos.rateLimits, 60_000, () => clock.now()),
    hourlyLimiter: createRateLimiter(repos.rateLimits, 3_600_000, () => clock.now()),
    billing: createBillingService(localBillingProvider(repos.users), clock),
    notify: createNotifyRuntime(config.notify),
    scanner,
    soldComps,
    market,
    catalog,
    metrics,
    payments: config.payments
      ? paymentsModule().createPaymentsService({ config: config.payments, repo: repos.payments, realm: realmOf(config.publicBaseUrl), now: () => clock.now(), metrics })
      : null,
    publicQuota: createStoredDailyQuota({ repo: repos.payments, limit: config.publicFreePerDay, now: () => clock.now() }),
    sourceNames: registry.names(),
    databaseFailures,
    streams,
  };
  if (config.payments?.mode === "local") {
    // DESIGN.md: the server says so loudly; on stderr as well, in case logs are filtered.
    logger.warn(LOCAL_MODE_WARNING);
    if (!options.logger) process.stderr.write(`${LOCAL_MODE_WARNING}\n`);
  }
  const clientIp = (request: Request, server: SocketInfo) => requestClientIp(request, server, config.trustedProxies);
  const info = { version: VERSION, serverUrl: config.publicBaseUrl ?? undefined };
  const app = buildRouter(ALL_OPERATIONS, handlers as never, services)
    .use(trackingRoutes(repos, services.notify.links))
    .use(feedbackRoutes(services))
    .use(metricsRoutes(metrics, { token: options.metricsToken !== undefined ? options.metricsToken : process.env.RACKHUNT_METRICS_TOKEN || null, clientIp, refresh: async () => metrics.setAlertLatency(await alertLatency(repos, clock.now())) }))
    .get("/auth.md", markdownDocument(authMarkdown(config)))
    .get("/openapi.json", jsonDocument(() => openApiDocument(ALL_OPERATIONS, { ...info, title: "Rackhunt API", description: "Hardware deal alerts for homelab builders: hunts, results, components, evaluation, channels and account." })))
    .get("/api/public/openapi.json", jsonDocument(() => openApiDocument(ALL_OPERATIONS.filter((o) => o.publicSpec), { ...info, title: "Rackhunt public API", description: "The public, unauthenticated endpoints of Rackhunt." })));
  mountWeb(app, services);
  mountAgentDocuments(app, { operations: ALL_OPERATIONS, version: VERSION, publicBaseUrl: config.publicBaseUrl, cors: CORS_HEADERS });
  const allowed = options.mcpAllowedOrigins ?? config.mcpAllowedOrigins;
  const mcp = { allowed, publicBaseUrl: config.publicBaseUrl };
  mountMcp(app, { operations: ALL_OPERATIONS, version: VERSION, dispatch: (r, meta) => {
    if (meta.clientIp) inProcessCaller.set(r, meta.clientIp);
    return app.handle(r);
  }, origins: mcp, maxBodyBytes: config.maxBodyBytes, clientIp });
  return { app, services, database };
}
export type RackhuntApp = Awaited<ReturnType<typeof createApp>>;

export { listen } from "./listen.ts";
