import type { ScanResponse } from "@rackhunt/core/schemas";
import { toScanResult } from "../../operations/results.ts";
import { unseal } from "../auth/secret-box.ts";
import { notFound } from "../../http/errors.ts";
import { toHunt } from "../../operations/hunts.ts";
import { signedIn, type WebContext } from "../context.ts";
import { huntValues, type HuntFormValues } from "../hunt-fields.ts";
import { htmlResponse } from "../http.ts";
import type { SafeHtml } from "../jsx/jsx-runtime.ts";
import { Badge, money, When } from "../ui/format.tsx";
import { AlertsSummary } from "../ui/alert-status.tsx";
import { CsrfField, Notice, type FieldErrors } from "../ui/form.tsx";
import { DONE_MESSAGES, HuntState } from "../ui/hunt-state.tsx";
import { Layout } from "../ui/layout.tsx";
import { ScanTally } from "../ui/scan-tally.tsx";
import { exclusionWords, Understood } from "../ui/understood.tsx";
import { LastScanSources, SourceAnswer } from "../ui/source-answer.tsx";
import { HuntForm } from "./hunt-form.tsx";
import { ScanProgressSlot } from "./scan-progress.tsx";
import { alertLatency, LATENCY_WINDOW_DAYS, type SourceLatency } from "../../stream/latency.ts";

/** What the hunt page shows besides the hunt: a form sent back with errors, a scan's outcome. */
export interface HuntPageState {
  values?: HuntFormValues;
  errors?: FieldErrors;
  preview?: SafeHtml | null;
  scan?: ScanResponse;
  /** Why a scan did not run (too soon, no source on). */
  scanProblem?: string;
  /** Why another action (pause) was refused. */
  problem?: string;
}

/** `/my/hunts/{id}`: state, counts, scan now, pause, feed, recent results, the edit form, delete. */
export async function huntPage(ctx: WebContext, state: HuntPageState = {}): Promise<Response> {
  const session = signedIn(ctx);
  // The row get_hunt reads, kept whole for the next run; another account's hunt is a 404.
  const row = await ctx.services.repos.hunts.get(session.user_id, ctx.params.hunt_id ?? "");
  if (!row) throw notFound("Hunt");
  const hunt = toHunt(row);
  const recent = await ctx.services.repos.results.feed(session.user_id, { action: "", huntId: hunt.id, limit: 10, offset: 0 });
  const token = await ctx.services.repos.feedTokens.forHunt(session.user_id, hunt.id);
  const feedUrl = token ? `${ctx.site}/feeds/${await unseal(ctx.services, "feed", hunt.id, token.token_encrypted)}.atom` : null;
  const latency = await alertLatency(ctx.services.repos, ctx.now, { huntId: hunt.id });
  const done = DONE_MESSAGES[ctx.url.searchParams.get("done") ?? ""];
  const base = `/my/hunts/${hunt.id}`;
  return htmlResponse(
    <Layout ctx={ctx} title={hunt.name}>
      <p class="small"><a href="/my/hunts">Your hunts</a></p>
      <h1>{hunt.name}</h1>
      {done ? <Notice>{done}</Notice> : null}
      {state.problem ? <div class="problem" role="alert">{state.problem}</div> : null}
      <dl class="facts">
        <dt>State</dt><dd><HuntState active={hunt.active} paused_until={hunt.paused_until} now={ctx.now} /></dd>
        <dt>Last run</dt><dd><When at={hunt.last_run_at} /></dd>
        <dt>Next run</dt><dd>{hunt.active ? <When at={row.next_run_at} /> : "—"}</dd>
        <dt>Results</dt><dd><a href={`/my/results?hunt_id=${hunt.id}`}>{`${recent.total} in the feed`}</a></dd>
        <dt>Alerts</dt><dd><AlertsSummary count={hunt.alert_count ?? 0} status={hunt.last_alert_status ?? null} /></dd>
        <dt>Last scan's sources</dt><dd id="last-scan-sources"><LastScanSources scanned={hunt.last_run_at !== null} failures={row.last_source_errors} /></dd>
        <dt>What the last scan kept</dt><dd id="last-scan-kept"><ScanTally tally={row.last_scan_tally} /></dd>
        <dt>Alert latency</dt><dd id="alert-latency"><Latency rows={latency} /></dd>
      </dl>
      {hunt.understood ? <Understood u={hunt.understood} /> : null}

      <section id="scan" aria-labelledby="scan-title">
        <h2 id="scan-title">Scan now</h2>
        <form id="scan-form" method="post" action={`${base}/scan`} hx-post={`${base}/scan`} hx-select="#scan" hx-target="#scan" hx-swap="outerHTML">
          <CsrfField ctx={ctx} />
          <button type="submit">Scan now</button> <span class="spinner" aria-hidden="true">scanning…</span>
        </form>
        <ScanProgressSlot huntId={hunt.id} since={ctx.services.clock.now()} />
        <div aria-live="polite">
          {state.scanProblem ? <div class="problem" role="alert">{state.scanProblem}</div> : null}
          {state.scan ? <ScanOutcome scan={state.scan} /> : null}
        </div>
      </section>

      <section aria-labelledby="pause-title">
        <h2 id="pause-title">Pause, stop or delete</h2>
        <div class="actions">
          <form method="post" action={`${base}/pause`} class="row">
            <CsrfField ctx={ctx} />
            <div class="field">
              <label for="paused_until">Pause until</label>
              <input id="paused_until" name="paused_until" type="date" required min={new Date(ctx.now + 86_400_000).toISOString().slice(0, 10)} />
            </div>
            <button type="submit" class="secondary">Pause</button>
          </form>
          {hunt.paused_until || !hunt.active ? (
            <form method="post" action={`${base}/resume`}><CsrfField ctx={ctx} /><button type="submit">Resume</button></form>
          ) : (
            <form method="post" action={`${base}/stop`}><CsrfField ctx={ctx} /><button type="submit" class="secondary">Stop (frees its slot)</button></form>
          )}
          <a class="button secondary" href={`${base}/delete`}>Delete…</a>
        </div>
      </section>

      <section aria-labelledby="feed-title">
        <h2 id="feed-title">Atom feed of its alerts</h2>
        {feedUrl ? (
          <>
            <p>Feed readers cannot sign in, so this address carries a secret: anyone with it can read this hunt's alerts. Replace or revoke it if it leaks.</p>
            <code class="secret" id="feed-url">{feedUrl}</code>
            <div class="actions">
              <form method="post" action={`${base}/feed`}><CsrfField ctx={ctx} /><button type="submit" class="secondary">Replace the address</button></form>
              <form method="post" action={`${base}/feed/revoke`}><CsrfField ctx={ctx} /><button type="submit" class="danger">Revoke the feed</button></form>
            </div>
          </>
        ) : (
          <form method="post" action={`${base}/feed`}><CsrfField ctx={ctx} /><button type="submit">Make a feed address</button></form>
        )}
      </section>

      <section aria-labelledby="recent-title">
        <h2 id="recent-title">Latest results</h2>
        {recent.rows.length === 0 ? <p class="muted">No results yet.</p> : (
          <div class="table-wrap">
            <table>
              <caption>The 10 newest changes of this hunt's judgement of a listing</caption>
              <thead><tr><th scope="col">Listing</th><th scope="col">Action</th><th scope="col" class="num">Score</th><th scope="col" class="num">Price</th><th scope="col">When</th></tr></thead>
              <tbody>
                {recent.rows.map(toScanResult).map((r) => (
                  <tr><td><a href={`/my/results/${r.id}`}>{r.title ?? "(untitled)"}</a></td><td><Badge kind={r.action} /></td><td class="num">{r.score ?? "—"}</td><td class="num">{money(r.price)}</td><td><When at={r.run_at} /></td></tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <h2>Edit</h2>
      <HuntForm ctx={ctx} action={base} values={state.values ?? huntValues(hunt, ctx.services.sourceNames)} errors={state.errors ?? new Map()} submit="Save changes" preview={state.preview} />
    </Layout>,
    200,
    { private: true },
  );
}

/** Each source's answer (and, for a busy one, when it is fetched again) and the counts of a scan just run. */
function ScanOutcome(props: { scan: ScanResponse }): SafeHtml {
  const s = props.scan;
  return (
    <div class="card" id="scan-outcome">
      <p>{`Scanned: ${s.listings_seen} listings about this search (${s.new_listings} new); ${s.counts.ALERT} alert, ${s.counts.WATCH} watch, ${s.counts.SKIP} skip; ${s.alerts_fired} new alerts.`}</p>
      <table>
        <caption>Each source's answer</caption>
        <thead><tr><th scope="col">Source</th><th scope="col">Outcome</th><th scope="col" class="num">Listings</th><th scope="col" class="num">Kept</th><th scope="col">Kept out</th><th scope="col">Error</th></tr></thead>
        <tbody>
          {s.sources.map((o) => (
            <tr><td>{o.source}</td><td><SourceAnswer answer={o} /></td><td class="num">{o.listings}</td><td class="num">{o.kept ?? "—"}</td><td class="small">{exclusionWords({ [o.source]: o.excluded ?? {} })}</td><td class="small">{o.error ?? ""}</td></tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Posted (else first seen) to delivered, per source, for this hunt's alerts of the last days. */
function Latency({ rows }: { rows: SourceLatency[] }): SafeHtml {
  if (rows.length === 0) return <span class="small">{`no alert delivered to an instant destination in the last ${LATENCY_WINDOW_DAYS} days`}</span>;
  return (
    <ul class="plain">
      {rows.map((r) => <li>{`${r.source}: p50 ${r.p50_seconds.toFixed(1)} s, p95 ${r.p95_seconds.toFixed(1)} s from posting to delivery (${r.count} alert${r.count === 1 ? "" : "s"}, last ${LATENCY_WINDOW_DAYS} days)`}</li>)}
    </ul>
  );
}
