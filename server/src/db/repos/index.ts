import type { Db } from "../client.ts";
import type { Repos } from "../contracts/index.ts";
import { alertsRepo } from "./alerts.ts";
import { channelsRepo } from "./channels.ts";
import { componentsRepo } from "./components.ts";
import { dealsRepo } from "./deals.ts";
import { healthRepo } from "./health.ts";
import { huntsRepo } from "./hunts.ts";
import { listingsRepo } from "./listings.ts";
import { observationsRepo } from "./observations.ts";
import { outboxRepo } from "./outbox.ts";
import { paymentsRepo } from "./payments.ts";
import { sqliteRateLimits } from "./rate-limits.ts";
import { resultsRepo } from "./results.ts";
import { soldFetchesRepo } from "./sold-fetches.ts";
import { createTransactions } from "./transactions.ts";
import { feedTokensRepo } from "./feed-tokens.ts";
import { qualityRepo } from "./quality.ts";
import { secondFactorRepo } from "./second-factor.ts";
import { sessionsRepo } from "./sessions.ts";
import { userAdminRepo } from "./user-admin.ts";
import { usersRepo } from "./users.ts";
import { streamRepo } from "./stream.ts";
import { signalsRepo } from "./signals.ts";

export type { Repos } from "../contracts/index.ts";

/**
 * Every repository over one SQLite database (the default implementation of the contracts in
 * db/contracts). bun:sqlite runs each statement synchronously, so a repository call never
 * interleaves with another; `transaction` makes a group of calls one unit (see transactions.ts).
 */
export function createRepos(db: Db, file: string | null = null): Repos {
  const ping = db.$client.prepare("SELECT 1 AS ok");
  const plain = {
    users: usersRepo(db),
    userAdmin: userAdminRepo(db),
    hunts: huntsRepo(db),
    listings: listingsRepo(db),
    results: resultsRepo(db),
    alerts: alertsRepo(db),
    observations: observationsRepo(db),
    components: componentsRepo(db),
    soldFetches: soldFetchesRepo(db),
    channels: channelsRepo(db),
    outbox: outboxRepo(db),
    payments: paymentsRepo(db),
    deals: dealsRepo(db),
    health: healthRepo(db),
    rateLimits: sqliteRateLimits(db),
    sessions: sessionsRepo(db),
    secondFactor: secondFactorRepo(db),
    feedTokens: feedTokensRepo(db),
    quality: qualityRepo(db),
    stream: streamRepo(db),
    signals: signalsRepo(file),
  };
  return createTransactions(db.$client, file, plain, async () => (ping.get() as { ok: number } | null)?.ok === 1);
}
