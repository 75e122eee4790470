import { accountChecks } from "./accounts.ts";
import { deliveryChecks } from "./delivery.ts";
import { huntChecks } from "./hunts.ts";
import type { ContractCheck } from "./kit.ts";
import { limitChecks } from "./limits.ts";
import { marketChecks } from "./market.ts";
import { paymentChecks } from "./payments.ts";
import { qualityChecks } from "./quality.ts";
import { scanChecks } from "./scan.ts";
import { streamChecks } from "./stream.ts";
import { transactionChecks } from "./transactions.ts";
import { webChecks } from "./web.ts";

export { withTestDb, type ContractCheck, type DatabaseTarget, type TestDb } from "./kit.ts";

/**
 * The repository contract (server/src/db/contracts) as named checks, the way source plugins
 * share their conformance kit: every database implementation runs all of them
 * (test/server/db/sqlite.test.ts, postgres.suite.ts).
 */
export function repositoryConformance(): ContractCheck[] {
  return [...accountChecks, ...huntChecks, ...scanChecks, ...marketChecks, ...deliveryChecks, ...paymentChecks, ...limitChecks, ...transactionChecks, ...webChecks, ...qualityChecks, ...streamChecks];
}
