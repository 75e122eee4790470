import type { Streams } from "../stream/streams.ts";
import type { AnyOperation, OperationInput, OperationName, OperationOutput, Operations } from "@rackhunt/core/api";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import type { AuthUser, Repos } from "../db/contracts/index.ts";
import type { JsonText } from "../http/json-text.ts";
import type { ApiVersion } from "../http/versioning.ts";
import type { Logger } from "../http/logger.ts";
import type { NotifyRuntime } from "../notify/runtime.ts";
import type { RateLimiter } from "../http/rate-limit.ts";
import type { BillingService } from "./billing-service.ts";
import type { Scanner } from "../scan/scanner.ts";
import type { SoldComps } from "../scan/sold-comps.ts";
import type { MarketService } from "../engine/market-service.ts";
import type { Catalog } from "@rackhunt/core";
import type { Metrics } from "../metrics/metrics.ts";
import type { PaymentsService } from "../payments/service.ts";
import type { DailyQuota } from "../payments/daily-quota.ts";
import type { CappedWrite } from "../caps/index.ts";
import type { FailureWatch } from "../db/failure-watch.ts";

/** Long-lived parts every handler may use, built once per server. */
export interface Services {
  config: Config;
  repos: Repos;
  clock: Clock;
  logger: Logger;
  /** Per-minute request limiter (accounts and IPs). */
  limiter: RateLimiter;
  /** Hourly limiter for registrations per IP. */
  hourlyLimiter: RateLimiter;
  billing: BillingService;
  scanner: Scanner;
  /** Sold comparables: queued per (source, query) when a hunt is created or its query changes. */
  soldComps: SoldComps;
  /** In-memory price observations behind benchmarks. */
  market: MarketService;
  catalog: Catalog;
  /** Channel secrets, driver context and tracked-link signing. */
  notify: NotifyRuntime;
  /** Prometheus counters and histograms served at /metrics. */
  metrics: Metrics;
  /** The paid rails; null when the operator has not enabled payments. */
  payments: PaymentsService | null;
  /** Free public requests per IP per UTC day (persisted in public_quota). */
  publicQuota: DailyQuota;
  /** Names of the sources this server scans (built-ins and loaded plugins). */
  sourceNames: string[];
  /** The database failures this process saw (the last failed write, for /healthz). */
  databaseFailures: FailureWatch;
  /** Each source's stream of newest items, started with the background work. */
  streams: Streams;
}

/** What one request's handler knows about the caller. */
export interface RequestContext {
  /** The authenticated account; always set for `auth: "user"` operations. */
  user: AuthUser | null;
  ip: string;
  request: Request;
  requestId: string;
  version: ApiVersion;
  services: Services;
  /**
   * Runs the handler's write under the operation's tier rule (operations table): the caps are
   * checked in the write's own transaction, which the callback writes through. Do slow work
   * (network, crypto) before: the transaction holds the database.
   */
  capped: CappedWrite;
  /** Headers of the response being built; a handler may add its own (e.g. Rackhunt-Ignored-Keys). */
  headers: Headers;
  /** The web session a page's call comes from (a key it replaces keeps that session signed in). */
  webSessionId?: string;
}

type MaybePromise<T> = T | Promise<T>;

/** A handler bound to an operation: typed input in, the success body (or a ready Response) out. */
export type Handler<O extends AnyOperation> = (input: OperationInput<O>, ctx: RequestContext) => MaybePromise<OperationOutput<O> | JsonText<OperationOutput<O>> | Response>;

/** One handler per operation of the table: the compiler refuses a missing one. */
export type HandlerTable = { [K in OperationName]: Handler<Operations[K]> };

/** The authenticated user of a `user` operation (the router guarantees it). */
export function requireUser(ctx: RequestContext): AuthUser {
  if (!ctx.user) throw new Error("handler of a user operation called without a user");
  return ctx.user;
}
