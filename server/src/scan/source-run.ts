import type { ErrorOutcome } from "@rackhunt/core";
import type { SourceRun } from "./types.ts";

/**
 * A run that read nothing: an unknown source, a registry that threw, a source held back because
 * it asked us to wait (then `hold` says until when).
 *
 * @example
 * failedRun("forum", "skip_source", "[forum] no such source");
 * failedRun("forum", "retry_later", "[forum] not fetched before …", { retry_after_ms: 60_000, not_before: now + 60_000 });
 */
export function failedRun(source: string, outcome: ErrorOutcome, error: string, hold: { retry_after_ms: number; not_before: number } | null = null): SourceRun {
  return { source, ok: false, outcome, listings: [], invalid: 0, invalid_issue: null, error, retry_after_ms: hold?.retry_after_ms ?? null, not_before: hold?.not_before ?? null };
}
