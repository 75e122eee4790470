import { sql } from "drizzle-orm";
import type { SQL } from "bun";
import type { Repos } from "../../contracts/index.ts";
import type { Pg } from "../db.ts";
import { pgAlertsRepo } from "./alerts.ts";
import { pgChannelsRepo } from "./channels.ts";
import { pgComponentsRepo } from "./components.ts";
import { pgDealsRepo } from "./deals.ts";
import { pgHealthRepo } from "./health.ts";
import { pgHuntsRepo } from "./hunts.ts";
import { pgListingsRepo } from "./listings.ts";
import { pgObservationsRepo } from "./observations.ts";
import { pgOutboxRepo } from "./outbox.ts";
import { pgPaymentsRepo } from "./payments.ts";
import { pgRateLimits } from "./rate-limits.ts";
import { pgResultsRepo } from "./results.ts";
import { pgSoldFetchesRepo } from "./sold-fetches.ts";
import { pgFeedTokensRepo } from "./feed-tokens.ts";
import { pgQualityRepo } from "./quality.ts";
import { pgSecondFactorRepo } from "./second-factor.ts";
import { pgSessionsRepo } from "./sessions.ts";
import { pgUserAdminRepo } from "./user-admin.ts";
import { pgUsersRepo } from "./users.ts";
import { pgStreamRepo } from "./stream.ts";
import { pgSignalsRepo } from "./signals.ts";

/**
 * Every repository over PostgreSQL (drizzle over Bun.sql), on the pool or inside one
 * transaction: `transaction` hands its callback the same repositories bound to the
 * transaction's connection, and a transaction inside one is a savepoint.
 */
export function createPgRepos(db: Pg, client: SQL | null = null): Repos {
  return {
    dialect: "postgres",
    users: pgUsersRepo(db),
    userAdmin: pgUserAdminRepo(db),
    hunts: pgHuntsRepo(db),
    listings: pgListingsRepo(db),
    results: pgResultsRepo(db),
    alerts: pgAlertsRepo(db),
    observations: pgObservationsRepo(db),
    components: pgComponentsRepo(db),
    soldFetches: pgSoldFetchesRepo(db),
    channels: pgChannelsRepo(db),
    outbox: pgOutboxRepo(db),
    payments: pgPaymentsRepo(db),
    deals: pgDealsRepo(db),
    health: pgHealthRepo(db),
    rateLimits: pgRateLimits(db),
    sessions: pgSessionsRepo(db),
    secondFactor: pgSecondFactorRepo(db),
    feedTokens: pgFeedTokensRepo(db),
    quality: pgQualityRepo(db),
    stream: pgStreamRepo(db),
    signals: pgSignalsRepo(db, client),
    transaction: (fn) => db.transaction((tx) => fn(createPgRepos(tx))),
    // The account's row, locked until commit: a second request or server checking the same
    // account's caps waits here, then counts what the first one wrote.
    lockedWrite: (userId, fn) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`);
        return fn(createPgRepos(tx));
      }),
    ping: async () => (await db.execute<{ ok: number }>(sql`SELECT 1 AS ok`))[0]?.ok === 1,
  };
}
