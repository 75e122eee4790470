import type { UserAdminRepo, UsersRepo } from "./accounts.ts";
import type { AlertsRepo } from "./alerts.ts";
import type { ChannelsRepo, OutboxRepo } from "./channels.ts";
import type { ComponentsRepo } from "./components.ts";
import type { HuntsRepo } from "./hunts.ts";
import type { DealsRepo, ListingsRepo } from "./listings.ts";
import type { ObservationsRepo } from "./observations.ts";
import type { QualityRepo } from "./quality.ts";
import type { HealthRepo, PaymentsRepo } from "./payments.ts";
import type { RateLimitsRepo } from "./rate-limits.ts";
import type { ResultsRepo } from "./results.ts";
import type { SoldFetchesRepo } from "./sold-fetches.ts";
import type { StreamRepo } from "./stream.ts";
import type { SignalsRepo } from "./signals.ts";
import type { FeedTokensRepo, SecondFactorRepo, SessionsRepo } from "./web.ts";

export type * from "./accounts.ts";
export type * from "./alerts.ts";
export type * from "./channels.ts";
export type * from "./components.ts";
export type * from "./hunts.ts";
export type * from "./listings.ts";
export type * from "./observations.ts";
export type * from "./payments.ts";
export type * from "./quality.ts";
export type * from "./rate-limits.ts";
export type * from "./results.ts";
export type * from "./sold-fetches.ts";
export type * from "./stream.ts";
export type * from "./signals.ts";
export type * from "./web.ts";
export { alertHistoryOf } from "./alerts.ts";
export { countsByHuntOf } from "./results.ts";
export { soldQueryKey } from "./sold-fetches.ts";
export { canonicalPayer, paymentKey } from "./payments.ts";
export { outboxRowsFor } from "./channels.ts";
export { countedDecision, rateDecision } from "./rate-limits.ts";

/** The databases Rackhunt runs on. */
export type Dialect = "sqlite" | "postgres";

/**
 * Every repository over one database: the contract both implementations keep (SQLite in
 * db/repos, PostgreSQL in db/pg), checked by one conformance suite (test/server/db). Every call
 * returns a promise; SQL never leaves the implementations.
 */
export interface Repos {
  readonly dialect: Dialect;
  users: UsersRepo;
  userAdmin: UserAdminRepo;
  hunts: HuntsRepo;
  listings: ListingsRepo;
  results: ResultsRepo;
  alerts: AlertsRepo;
  observations: ObservationsRepo;
  components: ComponentsRepo;
  /** The sold-comparables queue (one fetch per source and query, shared by hunts). */
  soldFetches: SoldFetchesRepo;
  channels: ChannelsRepo;
  outbox: OutboxRepo;
  /** Payment ledger rows and the public daily quota. */
  payments: PaymentsRepo;
  /** Current ALERT/WATCH listings for the public deals page. */
  deals: DealsRepo;
  /** Whether the database takes writes (GET /healthz). */
  health: HealthRepo;
  /** Request counts behind the rate limits. */
  rateLimits: RateLimitsRepo;
  /** Each source's stream of newest items (cursor, state, reader lease) and alert latency. */
  stream: StreamRepo;
  /** Wake-ups between processes (new rows in the outbox). */
  signals: SignalsRepo;
  /** Web sessions (server-side, revocable). */
  sessions: SessionsRepo;
  /** TOTP secrets, the totp_enabled flag and recovery codes. */
  secondFactor: SecondFactorRepo;
  /** The per-hunt secrets of the Atom feeds. */
  feedTokens: FeedTokensRepo;
  /** Feedback on alerts and realized sales: the public quality record. */
  quality: QualityRepo;
  /**
   * Run `fn` in one transaction: every call through `tx` is part of it, committed when `fn`
   * resolves and rolled back when it throws. Inside, use `tx` only (the outer `repos` refuses
   * to run on SQLite, and on PostgreSQL would run outside the transaction). `tx.transaction`
   * nests as a savepoint. Keep the body short and free of network calls: it holds the
   * database (SQLite: the write lock; PostgreSQL: a pooled connection).
   */
  transaction<T>(fn: (tx: Repos) => Promise<T>): Promise<T>;
  /**
   * A transaction in which a check and the write it guards cannot interleave with another
   * request or server writing for the same account (SQLite: the database's write lock;
   * PostgreSQL: the user's row locked FOR UPDATE).
   */
  lockedWrite<T>(userId: string, fn: (tx: Repos) => Promise<T>): Promise<T>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
}

/** An open database: its repositories, what it is, and how to close it. */
export interface Database {
  readonly repos: Repos;
  readonly dialect: Dialect;
  /** Where it is, for logs: a file path or a URL without its password. */
  readonly location: string;
  close(): Promise<void>;
}
