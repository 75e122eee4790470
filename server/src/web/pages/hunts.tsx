import { MAX_PAGE_LIMIT } from "@rackhunt/core/schemas";
import { toHunt } from "../../operations/hunts.ts";
import { signedIn, type WebContext } from "../context.ts";
import { htmlResponse } from "../http.ts";
import { AlertsCell } from "../ui/alert-status.tsx";
import { When } from "../ui/format.tsx";
import { Notice } from "../ui/form.tsx";
import { DONE_MESSAGES, HuntState } from "../ui/hunt-state.tsx";
import { Layout } from "../ui/layout.tsx";
import { LastScanSources } from "../ui/source-answer.tsx";

/** `/my/hunts`: every hunt with its state, last and next run, counts and the sources that did not answer its last scan. */
export async function huntsPage(ctx: WebContext): Promise<Response> {
  const session = signedIn(ctx);
  // The rows list_hunts reads, kept whole: the next run and the last scan's failed sources are not in the Hunt resource.
  const stored = await ctx.services.repos.hunts.list(session.user_id, MAX_PAGE_LIMIT, 0);
  const rows = new Map(stored.map((h) => [h.id, h]));
  const hunts = stored.map(toHunt);
  const counts = await ctx.services.repos.results.countsByHunt(session.user_id);
  const done = DONE_MESSAGES[ctx.url.searchParams.get("done") ?? ""];
  return htmlResponse(
    <Layout ctx={ctx} title="Your hunts">
      <h1>Your hunts</h1>
      {done ? <Notice>{done}</Notice> : null}
      <p class="actions"><a class="button" href="/my/hunts/new">New hunt</a></p>
      {hunts.length === 0 ? (
        <p>No hunts yet. A hunt is a saved search: Rackhunt scans the sources for it and messages you when a listing is a real deal.</p>
      ) : (
        <div class="table-wrap">
          <table>
            <caption>{`${hunts.length} hunts, newest first`}</caption>
            <thead>
              <tr>
                <th scope="col">Hunt</th><th scope="col">State</th><th scope="col">Last run</th><th scope="col">Next run</th>
                <th scope="col" class="num">Alert</th><th scope="col" class="num">Watch</th><th scope="col" class="num">Skip</th>
                <th scope="col">Alerts</th><th scope="col">Last scan's sources</th>
              </tr>
            </thead>
            <tbody>
              {hunts.map((h) => {
                const row = rows.get(h.id);
                const c = counts.get(h.id) ?? {};
                return (
                  <tr>
                    <td><a href={`/my/hunts/${h.id}`}>{h.name}</a><br /><span class="muted small">{String(h.config.query ?? h.name)}</span></td>
                    <td><HuntState active={h.active} paused_until={h.paused_until} now={ctx.now} /></td>
                    <td><When at={h.last_run_at} /></td>
                    <td>{h.active && row ? <When at={row.next_run_at} /> : <span class="muted">—</span>}</td>
                    <td class="num"><a href={`/my/results?hunt_id=${h.id}&filter=alerted`}>{c.ALERT ?? 0}</a></td>
                    <td class="num"><a href={`/my/results?hunt_id=${h.id}&filter=near_miss`}>{c.WATCH ?? 0}</a></td>
                    <td class="num">{c.SKIP ?? 0}</td>
                    <td><AlertsCell count={h.alert_count ?? 0} status={h.last_alert_status ?? null} /></td>
                    <td>
                      <LastScanSources scanned={h.last_run_at !== null} failures={row?.last_source_errors} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Layout>,
    200,
    { private: true },
  );
}
