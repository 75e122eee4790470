import type { CountsBySource } from "@rackhunt/core";
import type { SourceOutcome } from "@rackhunt/core/schemas";
import { iso } from "../clock.ts";
import type { SourceFailure } from "../db/contracts/index.ts";
import type { SourceRun } from "./types.ts";

/**
 * A source's line in a scan's answer: SPEC.md's fields, what the source's failure asks of us,
 * and when it is fetched again at the earliest.
 *
 * @example
 * sourceReport(run); // { source: "forum", ok: false, listings: 0, error: "…", outcome: "retry_later", retry_at: "2026-11-01T00:02:00.000Z", invalid: 0 }
 */
export function sourceReport(run: SourceRun, why?: SourceTally): SourceOutcome {
  const report: SourceOutcome = { source: run.source, ok: run.ok, listings: run.listings.length, error: run.error, outcome: run.outcome, retry_at: iso(run.not_before), invalid: run.invalid };
  if (!why) return report;
  const excluded = why.excluded[run.source] ?? {};
  let gone = 0;
  for (const n of Object.values(excluded)) gone += n ?? 0;
  return { ...report, kept: Math.max(0, run.listings.length - gone), excluded: { ...excluded } as Record<string, number>, skipped: { ...(why.skipped[run.source] ?? {}) } as Record<string, number> };
}

/** What the judgement said of a hunt's listings per source: what each rule kept out, and what each gate skipped. */
export interface SourceTally {
  excluded: CountsBySource<string>;
  skipped: CountsBySource<string>;
}

/**
 * The sources of a scan that did not answer, as the hunt keeps them for its pages.
 *
 * @example
 * await repos.hunts.setSourceErrors(hunt.id, sourceFailures(runs));
 */
export function sourceFailures(runs: readonly SourceRun[]): SourceFailure[] {
  return runs.filter((r) => !r.ok).map((r) => ({ source: r.source, error: r.error, outcome: r.outcome, retry_at: iso(r.not_before) }));
}
