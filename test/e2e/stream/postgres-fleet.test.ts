import { postgresTestsRun } from "../../support/postgres-only.ts";

// PostgreSQL only: without PostgreSQL this file says so and registers nothing (see test/support/postgres-only.ts).
if (postgresTestsRun(import.meta.path)) await import("./postgres-fleet.suite.ts");
