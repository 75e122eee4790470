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
import { healthRepo } from "./health.ts";

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
    /** Run `fn` in one synchronous transaction (bun:sqlite cannot roll back across an await). */
    transaction: <T>(fn: () => T): T => db.$client.transaction(fn)(),
    channels: channelsRepo(db),
    outbox: outboxRepo(db),
    /** Payment ledger rows and the public daily quota. */
    payments: paymentsRepo(db),
    /** Current ALERT/WATCH listings for the public deals page. */
    deals: dealsRepo(db),
    /** Whether the database takes writes (GET /healthz). */
    health: healthRepo(db),
    /** True when the database answers a trivial query. */
    ping: () => (ping.get() as { ok: number } | null)?.ok === 1,
  };
}
export type Repos = ReturnType<typeof createRepos>;
