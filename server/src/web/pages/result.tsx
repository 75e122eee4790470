import { ApiError, notFound } from "../../http/errors.ts";
import { callOperation } from "../call-operation.ts";
import { field, signedIn, type WebContext } from "../context.ts";
import { htmlResponse, redirect } from "../http.ts";
import { AlertFeedbackForm } from "../ui/alert-feedback.tsx";
import { Badge, money, trustWords, When } from "../ui/format.tsx";
import { Layout } from "../ui/layout.tsx";
import { ListingLink, UnitPrice } from "../ui/listings.tsx";
import { BenchBar } from "../ui/svg.tsx";
import { resultViews } from "./results.tsx";

/** `/my/results/{id}`: one judgement of a listing with its reasons and its price against its benchmark. */
export async function resultPage(ctx: WebContext, problem: string | null = null): Promise<Response> {
  const session = signedIn(ctx);
  const row = await ctx.services.repos.results.get(session.user_id, ctx.params.result_id ?? "");
  if (!row) throw notFound("Result");
  const alert = await ctx.services.repos.quality.alertOfResult(session.user_id, row.id);
  const [{ view, category, reasons }] = (await resultViews(ctx, [row])) as [Awaited<ReturnType<typeof resultViews>>[number]];
  const b = view.benchmark;
  return htmlResponse(
    <Layout ctx={ctx} title={row.title ?? "Result"}>
      <p class="small"><a href={`/my/results?hunt_id=${row.hunt_id}`}>{`Results of ${row.hunt_name}`}</a></p>
      <h1><ListingLink title={row.title} url={row.url} /></h1>
      <dl class="facts">
        <dt>Hunt</dt><dd><a href={`/my/hunts/${row.hunt_id}`}>{row.hunt_name}</a></dd>
        <dt>Judged</dt><dd><Badge kind={row.action} />{` score ${row.score ?? "—"}, verdict ${row.verdict ?? "—"}${row.is_backfill ? " (backfill: never alerts)" : ""}`}</dd>
        <dt>When</dt><dd><When at={row.run_at} /></dd>
        <dt>Price</dt><dd>{money(row.price)}{row.listed_currency && row.listed_currency !== "USD" && row.listed_price !== null ? ` (listed ${row.listed_price} ${row.listed_currency})` : ""}</dd>
        <dt>Per unit</dt><dd><UnitPrice view={view} category={category} /></dd>
        <dt>Source</dt><dd>{row.source ?? "—"}</dd>
        <dt>Alert</dt><dd>{row.alert_channel ?? (row.action === "ALERT" ? "recorded" : "none")}</dd>
      </dl>
      <h2>Why</h2>
      {reasons.length ? <ul class="reasons">{reasons.map((r) => <li>{r}</li>)}</ul> : <p class="muted">No reasons recorded.</p>}
      <h2>Against its market</h2>
      {view.bench ? (
        <>
          <BenchBar data={view.bench} large />
          <p>{`This price is at p${Math.round(view.percentile ?? 0)} of the trusted market of its variant and condition: half the prices fall between ${money(view.bench.p25)} and ${money(view.bench.p75)}, median ${money(view.bench.median)}.`}</p>
        </>
      ) : (
        <p>{b ? `No trusted market price to compare with: ${trustWords(b.status)} (${b.reason_code}). ${b.detail}` : "The listing was not matched to a catalog variant, so there is no market to compare with."}</p>
      )}
      {b?.component_id && category ? <p><a href={`/prices/${category}/${b.component_id}`}>Price history of this variant</a></p> : null}
      {problem ? <div class="problem" role="alert">{problem}</div> : null}
      {alert ? <AlertFeedbackForm ctx={ctx} resultId={row.id} alert={alert} /> : null}
    </Layout>,
    200,
    { private: true },
  );
}

/** POST /my/results/{id}/feedback: label the alert this result fired (the same operation as REST and MCP). */
export async function resultFeedback(ctx: WebContext): Promise<Response> {
  const session = signedIn(ctx);
  const resultId = ctx.params.result_id ?? "";
  const alert = await ctx.services.repos.quality.alertOfResult(session.user_id, resultId);
  if (!alert) throw notFound("Alert");
  try {
    await callOperation(ctx, "set_alert_feedback", { params: { hunt_id: alert.hunt_id, alert_id: alert.alert_id }, body: { label: field(ctx, "label"), reason: field(ctx, "reason") || null } });
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 422) throw err;
    return resultPage(ctx, "Choose one of the three labels; a reason is at most 500 characters.");
  }
  return redirect(`/my/results/${resultId}#feedback-title`);
}
