import type { Db } from "../client.ts";
import { alertsRepo } from "./alerts.ts";
import { huntsRepo } from "./hunts.ts";
import { listingsRepo } from "./listings.ts";
import { observationsRepo } from "./observations.ts";
import { resultsRepo } from "./results.ts";
import { channelsRepo } from "./channels.ts";
import { componentsRepo } from "./components.ts";
import { outboxRepo } from "./outbox.ts";
import { paymentsRepo } from "./payments.ts";
import { dealsRepo } from "./deals.ts";
import { usersRepo } from "./users.ts";
import { soldFetchesRepo } from "./sold-fetches.ts";
import { healthRepo } from "./health.ts";
import { sessionsRepo } from "./sessions.ts";
import { secondFactorRepo } from "./second-factor.ts";
import { feedTokensRepo } from "./feed-tokens.ts";

/** Every repository over one database: the only code that writes SQL. */
export function createRepos(db: Db) {
  const ping = db.$client.prepare("SELECT 1 AS ok");
  return {
    users: usersRepo(db),
    hunts: huntsRepo(db),
    listings: listingsRepo(db),
    results: resultsRepo(db),
    alerts: alertsRepo(db),
    observations: observationsRepo(db),
    components: componentsRepo(db),
    /** The sold-comparables queue (one fetch per source and query, shared by hunts). */
    soldFetches: soldFetchesRepo(db),
    /**
     * Run `fn` in one synchronous write transaction (bun:sqlite cannot roll back across an await).
     * IMMEDIATE: a deferred transaction that reads first cannot wait for another process's write
     * lock later (SQLite answers "database is locked" at once), so the lock is taken up front.
     */
    transaction: <T>(fn: () => T): T => db.$client.transaction(fn).immediate(),
    /**
     * Run `fn` as the database's only writer, so a check and the write it guards cannot
     * interleave with another request or process (SQLite: BEGIN IMMEDIATE). `userId` names the
     * account whose rows are checked: on PostgreSQL a lock on that user's row does the same.
     */
    lockedWrite: <T>(_userId: string, fn: () => T): T => db.$client.transaction(fn).immediate(),
    channels: channelsRepo(db),
    outbox: outboxRepo(db),
    /** Payment ledger rows and the public daily quota. */
    payments: paymentsRepo(db),
    /** Current ALERT/WATCH listings for the public deals page. */
    deals: dealsRepo(db),
    /** Whether the database takes writes (GET /healthz). */
    health: healthRepo(db),
    /** Web sessions (server-side, revocable). */
    sessions: sessionsRepo(db),
    /** TOTP secrets, the totp_enabled flag and recovery codes. */
    secondFactor: secondFactorRepo(db),
    /** The per-hunt secrets of the Atom feeds. */
    feedTokens: feedTokensRepo(db),
    /** True when the database answers a trivial query. */
    ping: () => (ping.get() as { ok: number } | null)?.ok === 1,
  };
}
export type Repos = ReturnType<typeof createRepos>;
