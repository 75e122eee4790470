import { databaseFailure } from "../db/failure.ts";
import type { Services } from "./context.ts";

/**
 * What /healthz finds wrong, naming the check that failed, or null when all pass: the database
 * answers (`database: …`), takes a write now, and took every write lately (`database writes: …`,
 * the last failed write of this process within RECENT_WRITE_FAILURE_MS).
 * @example await healthProblem(services) // "database writes: a write failed 3 s ago (disk I/O error)"
 */
export async function healthProblem(services: Services): Promise<string | null> {
  const { repos, clock, databaseFailures } = services;
  const now = clock.now();
  try {
    if (!(await repos.ping())) return "database: did not answer";
  } catch (err) {
    return `database: did not answer (${databaseFailure(err)?.reason ?? firstLine(err)})`;
  }
  const probe = await repos.health.writeProblem(now);
  if (probe) return `database writes: a test write failed (${probe})`;
  const last = databaseFailures.recentWriteFailure(now);
  if (last) return `database writes: a write failed ${Math.round((now - last.at) / 1000)} s ago (${last.reason})`;
  return null;
}

function firstLine(err: unknown): string {
  return String((err as Error)?.message ?? err).split("\n")[0]!.slice(0, 200);
}
