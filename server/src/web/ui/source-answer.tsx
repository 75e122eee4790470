import type { SourceOutcome } from "@rackhunt/core/schemas";
import type { SourceFailure } from "../../db/contracts/index.ts";
import type { SafeHtml } from "../jsx/jsx-runtime.ts";
import { When } from "./format.tsx";

/** The badge and words for each outcome; rows kept before outcomes were stored say only "failed". */
const ANSWERS: Record<string, { kind: string; words: string }> = {
  ok: { kind: "ok", words: "answered" },
  retry_later: { kind: "pending", words: "asked us to wait" },
  skip_source: { kind: "SKIP", words: "skipped" },
  stop: { kind: "error", words: "stopped" },
};
const FAILED = { kind: "error", words: "failed" };

/**
 * How a source answered a scan, in words: answered; asked us to wait (a busy site: it is not
 * fetched again before the instant shown); skipped (it could not be read as it answered: a login
 * wall, a page the parser does not understand); stopped (misconfigured). `named` puts the
 * source's name in the badge, for lists of several hunts.
 *
 * @example
 * <SourceAnswer answer={{ source: "forum", ok: false, outcome: "retry_later", retry_at: "2026-11-01T00:02:00.000Z" }} named />
 */
export function SourceAnswer(props: { answer: Pick<SourceOutcome, "source" | "outcome" | "retry_at"> & { ok?: boolean }; named?: boolean }): SafeHtml {
  const a = props.answer;
  const answer = ANSWERS[a.outcome ?? (a.ok ? "ok" : "")] ?? FAILED;
  const text = props.named ? `${a.source} ${answer.words}` : answer.words;
  return (
    <span class="source-answer">
      <span class={`badge badge-${answer.kind}`}>{text}</span>
      {a.outcome === "retry_later" && a.retry_at ? <span class="small">{" until "}<When at={a.retry_at} /></span> : null}
    </span>
  );
}

/**
 * The sources that did not answer a hunt's last scan, each with its answer and error; "all
 * answered" when none, "not scanned yet" before the first scan.
 *
 * @example
 * <LastScanSources scanned={hunt.last_run_at !== null} failures={row.last_source_errors} />
 */
export function LastScanSources(props: { scanned: boolean; failures: unknown }): SafeHtml {
  if (!props.scanned) return <span class="muted">not scanned yet</span>;
  // The hunt row's JSON column, as the scanner wrote it (hunts.setSourceErrors).
  const failures = (props.failures ?? []) as SourceFailure[];
  if (failures.length === 0) return <span class="badge badge-ok">all answered</span>;
  return <>{failures.map((f) => <div><SourceAnswer answer={f} named /> <span class="small">{f.error ?? ""}</span></div>)}</>;
}
