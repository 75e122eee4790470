import { notFound } from "../../http/errors.ts";
import type { ScanProgress } from "../../scan/progress.ts";
import { signedIn, type WebContext } from "../context.ts";
import { htmlResponse } from "../http.ts";
import type { SafeHtml } from "../jsx/jsx-runtime.ts";
import { Layout } from "../ui/layout.tsx";
import { SourceAnswer } from "../ui/source-answer.tsx";

/** How often a page asks how far a running scan has got. */
const POLL_DELAY = "500ms";

const STAGES: Record<ScanProgress["stage"], string> = {
  market: "Reading sold prices first, where they are due …",
  fetching: "Asking the sources …",
  judging: "Every source answered: judging and storing the listings …",
  done: "Scan finished; its outcome follows.",
};

/**
 * Where the hunt page's scan-now shows progress. Empty until the scan form is sent; then it asks
 * `/my/hunts/{id}/scan/progress?since=…` again every POLL_DELAY (htmx) and shows each source as it
 * answers, until the scan's own answer replaces the whole scan section.
 */
export function ScanProgressSlot(props: { huntId: string; since: number }): SafeHtml {
  const url = progressUrl(props.huntId, props.since);
  return <div id="scan-progress" aria-live="polite" hx-get={url} hx-trigger="htmx:beforeRequest from:#scan-form" hx-select="#scan-progress" hx-swap="outerHTML"></div>;
}

/** GET /my/hunts/{id}/scan/progress?since=EPOCH_MS: the hunt's scan begun since then, as far as it has got. */
export async function scanProgressPage(ctx: WebContext): Promise<Response> {
  const session = signedIn(ctx);
  const huntId = ctx.params.hunt_id ?? "";
  if (!(await ctx.services.repos.hunts.get(session.user_id, huntId))) throw notFound("Hunt");
  const asked = Number(ctx.url.searchParams.get("since") ?? NaN);
  const since = Number.isFinite(asked) ? asked : ctx.now;
  const progress = ctx.services.scanner.progress.latest(huntId, since);
  return htmlResponse(
    <Layout ctx={ctx} title="Scan progress">
      <p class="small"><a href={`/my/hunts/${huntId}`}>Back to the hunt</a></p>
      <h1>Scan progress</h1>
      <ScanProgressView huntId={huntId} since={since} progress={progress} />
    </Layout>,
    200,
    { private: true },
  );
}

// --- Internal helpers ---

function progressUrl(huntId: string, since: number): string {
  return `/my/hunts/${huntId}/scan/progress?since=${since}`;
}

/** The progress card; it asks again until the scan is done (or its answer replaces it). */
function ScanProgressView(props: { huntId: string; since: number; progress: ScanProgress | null }): SafeHtml {
  const p = props.progress;
  const poll = !p || p.stage !== "done" ? { "hx-get": progressUrl(props.huntId, props.since), "hx-trigger": `load delay:${POLL_DELAY}`, "hx-select": "#scan-progress", "hx-swap": "outerHTML" } : {};
  if (!p) return <div id="scan-progress" class="card" aria-live="polite" {...poll}><p>Starting the scan …</p></div>;
  const answered = p.sources.filter((s) => s.answered).length;
  return (
    <div id="scan-progress" class="card" aria-live="polite" {...poll}>
      <p>{`${STAGES[p.stage]} ${answered} of ${p.sources.length} sources answered.`}</p>
      <ul class="progress">
        {p.sources.map((s) => (
          <li>
            {`${s.source}: `}
            {s.answered ? <><SourceAnswer answer={{ source: s.source, ok: s.ok ?? false, outcome: s.outcome ?? undefined, retry_at: null }} />{s.ok ? ` ${s.listings} listings` : ""}</> : <span class="muted">asking …</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
