import { DEFAULT_FX_RATES, parseFxRates, type FxRates } from "@rackhunt/core";
import type { TierTable } from "@rackhunt/core/schemas";
import { smtpConfigFromEnv } from "./notify/drivers/email.ts";
import { parseSourcesEnv, type SourcesConfig } from "./scan/sources-env.ts";
import { DEFAULT_SOLD_COMPS_HOURS } from "./scan/sold-comps.ts";
import type { SmtpConfig } from "./notify/types.ts";
import { tiersFromEnv } from "./tiers.ts";
import { parsePaymentsEnv, type PaymentsConfig } from "./payments/config.ts";
import { PUBLIC_FREE_REQUESTS_PER_DAY } from "./payments/daily-quota.ts";
import { parseTrustedProxies, type TrustedProxies } from "./http/client-ip.ts";
import { parseAllowedOrigins } from "./mcp/origin.ts";

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";

/** Server configuration, read once from the environment (documented in the README). */
export interface Config {
  host: string;
  port: number;
  dbPath: string;
  /** RACKHUNT_DATABASE_URL: a postgres:// URL selects PostgreSQL instead of the SQLite file at dbPath. */
  databaseUrl: string | null;
  logLevel: LogLevel;
  rateLimits: boolean;
  maxBodyBytes: number;
  /** RACKHUNT_TRUSTED_PROXIES (or RACKHUNT_TRUST_PROXY=on: one hop): who may add to X-Forwarded-For. */
  trustedProxies: TrustedProxies;
  publicBaseUrl: string | null;
  /** RACKHUNT_MCP_ALLOWED_ORIGINS: browser origins allowed on /mcp besides the server's own. */
  mcpAllowedOrigins: string[];
  tiers: TierTable;
  /** Unauthenticated calls allowed per IP per minute. */
  ipRequestsPerMinute: number;
  /** Registrations allowed per IP per hour. */
  registrationsPerHour: number;
  /** Per-source settings (RACKHUNT_SOURCES, JSON; see scan/registry.ts). */
  sources: SourcesConfig;
  /** RACKHUNT_ALLOW_PRIVATE_SOURCES: let sources' URLs (base_url, …) name loopback/LAN addresses (a local mirror, the demo). */
  allowPrivateSources: boolean;
  /** How long one (source, query) fetch is shared between hunts. */
  fetchCacheSeconds: number;
  /** RACKHUNT_SOLD_COMPS_HOURS: hours between two fetches of a (source, query)'s sold results. */
  soldCompsHours: number;
  /** Run the scan scheduler inside `rackhunt serve`. */
  scheduler: boolean;
  /** Pages followed per source and query. */
  maxPages: number;
  /**
   * RACKHUNT_STREAM_SECONDS: how often each source's stream of newest items is read; `off` stops
   * the streams; unset: 60 s for forums and feeds, 300 s for marketplaces (per source:
   * `stream_seconds` in RACKHUNT_SOURCES).
   */
  stream: { enabled: boolean; seconds: number | null };
  /** Notification delivery settings (server/src/notify/README.md). */
  notify: NotifyConfig;
  /** Paid rails (server/src/payments/README.md); null when RACKHUNT_PAYMENTS is off. */
  payments: PaymentsConfig | null;
  /** RACKHUNT_PUBLIC_FREE_PER_DAY: free public requests per IP per UTC day before 402 (payments on only). */
  publicFreePerDay: number;
  /** RACKHUNT_FX_RATES: USD rates listings in other currencies are converted with (merged over the core's table). */
  fx: FxRates;
}

/** Delivery settings: private destinations, email digest window, per-call timeout, secrets, SMTP. */
export interface NotifyConfig {
  /** RACKHUNT_ALLOW_PRIVATE_DESTINATIONS: let channels reach loopback/LAN addresses (self-hosting). */
  allowPrivate: boolean;
  /** RACKHUNT_DIGEST_MINUTES: email alerts are collected per channel and sent together this often. */
  digestMinutes: number;
  /** RACKHUNT_DELIVERY_TIMEOUT_MS: budget of one delivery call. */
  timeoutMs: number;
  /** RACKHUNT_SECRET_KEY and NODE_ENV, as secretKeyFromEnv reads them. */
  secretEnv: { RACKHUNT_SECRET_KEY?: string; NODE_ENV?: string };
  /** RACKHUNT_SMTP_URL / RACKHUNT_SMTP_FROM; null when email is off. */
  smtp: SmtpConfig | null;
}

const LOG_LEVELS: LogLevel[] = ["debug", "info", "warn", "error", "silent"];

function int(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`[config] ${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return n;
}

function flag(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === "") return fallback;
  if (["1", "true", "on", "yes"].includes(raw.toLowerCase())) return true;
  if (["0", "false", "off", "no"].includes(raw.toLowerCase())) return false;
  throw new Error(`[config] ${name} must be on or off, got "${raw}"`);
}

/**
 * Read the configuration from environment variables, failing fast with a clear message.
 * @example const config = loadConfig(process.env);
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const logLevel = (env.RACKHUNT_LOG_LEVEL ?? "info").toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`[config] RACKHUNT_LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}`);
  return {
    host: env.RACKHUNT_HOST || "127.0.0.1",
    port: int("RACKHUNT_PORT", env.RACKHUNT_PORT ?? env.PORT, 8080, 0, 65535),
    dbPath: env.RACKHUNT_DB || ".rackhunt/rackhunt.db",
    databaseUrl: databaseUrlFromEnv(env.RACKHUNT_DATABASE_URL),
    logLevel,
    rateLimits: flag("RACKHUNT_RATE_LIMITS", env.RACKHUNT_RATE_LIMITS, true),
    maxBodyBytes: int("RACKHUNT_MAX_BODY_BYTES", env.RACKHUNT_MAX_BODY_BYTES, 1_048_576, 1024, 100_000_000),
    trustedProxies: parseTrustedProxies(env.RACKHUNT_TRUSTED_PROXIES, env.RACKHUNT_TRUST_PROXY),
    publicBaseUrl: env.RACKHUNT_PUBLIC_URL || null,
    mcpAllowedOrigins: parseAllowedOrigins(env.RACKHUNT_MCP_ALLOWED_ORIGINS),
    tiers: tiersFromEnv(env.RACKHUNT_TIERS),
    ipRequestsPerMinute: int("RACKHUNT_IP_RATE_LIMIT", env.RACKHUNT_IP_RATE_LIMIT, 30, 1, 1_000_000),
    registrationsPerHour: int("RACKHUNT_REGISTRATIONS_PER_HOUR", env.RACKHUNT_REGISTRATIONS_PER_HOUR, 5, 1, 1_000_000),
    sources: parseSourcesEnv(env.RACKHUNT_SOURCES),
    allowPrivateSources: flag("RACKHUNT_ALLOW_PRIVATE_SOURCES", env.RACKHUNT_ALLOW_PRIVATE_SOURCES, false),
    fetchCacheSeconds: int("RACKHUNT_FETCH_CACHE_SECONDS", env.RACKHUNT_FETCH_CACHE_SECONDS, 300, 0, 86_400),
    soldCompsHours: int("RACKHUNT_SOLD_COMPS_HOURS", env.RACKHUNT_SOLD_COMPS_HOURS, DEFAULT_SOLD_COMPS_HOURS, 1, 24 * 30),
    scheduler: flag("RACKHUNT_SCHEDULER", env.RACKHUNT_SCHEDULER, true),
    maxPages: int("RACKHUNT_MAX_PAGES", env.RACKHUNT_MAX_PAGES, 3, 1, 50),
    stream: streamFromEnv(env.RACKHUNT_STREAM_SECONDS),
    notify: {
      allowPrivate: flag("RACKHUNT_ALLOW_PRIVATE_DESTINATIONS", env.RACKHUNT_ALLOW_PRIVATE_DESTINATIONS, false),
      digestMinutes: int("RACKHUNT_DIGEST_MINUTES", env.RACKHUNT_DIGEST_MINUTES, 60, 1, 10_080),
      timeoutMs: int("RACKHUNT_DELIVERY_TIMEOUT_MS", env.RACKHUNT_DELIVERY_TIMEOUT_MS, 10_000, 100, 120_000),
      secretEnv: { RACKHUNT_SECRET_KEY: env.RACKHUNT_SECRET_KEY, NODE_ENV: env.NODE_ENV },
      smtp: smtpConfigFromEnv(env),
    },
    payments: parsePaymentsEnv(env),
    publicFreePerDay: int("RACKHUNT_PUBLIC_FREE_PER_DAY", env.RACKHUNT_PUBLIC_FREE_PER_DAY, PUBLIC_FREE_REQUESTS_PER_DAY, 0, 1_000_000),
    fx: env.RACKHUNT_FX_RATES ? fxRatesFromEnv(env.RACKHUNT_FX_RATES) : DEFAULT_FX_RATES,
  };
}

/** RACKHUNT_STREAM_SECONDS: `off`, or seconds between two reads of every stream (unset: each source's default). */
function streamFromEnv(raw: string | undefined): Config["stream"] {
  if (raw !== undefined && ["off", "0", "false", "no"].includes(raw.trim().toLowerCase())) return { enabled: false, seconds: null };
  return { enabled: true, seconds: raw === undefined || raw.trim() === "" ? null : int("RACKHUNT_STREAM_SECONDS", raw.trim(), 60, 1, 86_400) };
}

/** A postgres:// (or postgresql://) URL, or null when unset. */
function databaseUrlFromEnv(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === "") return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error("[config] RACKHUNT_DATABASE_URL must be a URL like postgres://user:password@host:5432/rackhunt");
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") throw new Error(`[config] RACKHUNT_DATABASE_URL must start with postgres://, got "${url.protocol}//"`);
  return raw.trim();
}

function fxRatesFromEnv(raw: string): FxRates {
  try {
    return parseFxRates(raw);
  } catch (err) {
    throw new Error(`[config] RACKHUNT_FX_RATES: ${(err as Error).message.replace(/^\[fx\] /, "")} (expected {"as_of": "YYYY-MM-DD", "usd_per": {"CAD": 0.72, ...}})`);
  }
}
