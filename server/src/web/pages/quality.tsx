import type { QualityReport, QualityRow } from "@rackhunt/core/schemas";
import { callOperation } from "../call-operation.ts";
import type { WebContext } from "../context.ts";
import { htmlResponse } from "../http.ts";
import type { SafeHtml } from "../jsx/jsx-runtime.ts";
import { Layout } from "../ui/layout.tsx";

/** `/quality`: this install's own record (alert precision, price error, latency) with n, and the method in words. */
export async function qualityPage(ctx: WebContext): Promise<Response> {
  const report = await callOperation(ctx, "get_quality");
  return htmlResponse(
    <Layout ctx={ctx} title="How good are the alerts?">
      <h1>How good are the alerts?</h1>
      <p class="lead">{`Rackhunt grades itself in public: these figures are this install's own record over the last ${report.window_days} days, each with its sample size n. Figures as of ${report.generated_at.slice(0, 16).replace("T", " ")} UTC.`}</p>
      <QualityTable caption="Overall" head="" rows={[report.overall]} />
      <QualityTable caption="By category" head="Category" rows={report.by_category} />
      <QualityTable caption="By source" head="Source" rows={report.by_source} />
      <table>
        <caption>Price error by category and condition</caption>
        <thead><tr><th scope="col">Category</th><th scope="col">Condition</th><th scope="col">Median error</th><th scope="col">n</th></tr></thead>
        <tbody>
          {report.price_error_by_condition.length
            ? report.price_error_by_condition.map((r) => <tr><td>{r.category}</td><td>{r.condition}</td><td class="num">{pct(r.median_ape_pct)}</td><td class="num">{String(r.n)}</td></tr>)
            : <tr><td colspan="4">No realized sales yet.</td></tr>}
        </tbody>
      </table>
      <Method method={report.method} />
    </Layout>,
  );
}

// --- Internal helpers ---

function QualityTable(props: { caption: string; head: string; rows: QualityRow[] }): SafeHtml {
  return (
    <table class="quality">
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          {props.head ? <th scope="col">{props.head}</th> : null}
          <th scope="col">Alert precision</th><th scope="col">n labelled</th>
          <th scope="col">Price error</th><th scope="col">n sales</th>
          <th scope="col">7-day forecast error</th><th scope="col">n day × sale</th>
          <th scope="col">Latency p50 / p95</th><th scope="col">n alerts</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.length
          ? props.rows.map((r) => (
            <tr>
              {props.head ? <th scope="row">{r.key}</th> : null}
              <td class="num">{r.precision.value === null ? "—" : `${Math.round(r.precision.value * 100)}%`}</td>
              <td class="num">{String(r.precision.n)}</td>
              <td class="num">{pct(r.price_error.median_ape_pct)}</td>
              <td class="num">{String(r.price_error.n)}</td>
              <td class="num">{pct(r.forecast.median_ape_pct)}</td>
              <td class="num">{String(r.forecast.n)}</td>
              <td class="num">{latencyText(r.latency)}</td>
              <td class="num">{String(r.latency.n)}</td>
            </tr>
          ))
          : <tr><td colspan="9">Nothing measured yet.</td></tr>}
      </tbody>
    </table>
  );
}

function Method(props: { method: QualityReport["method"] }): SafeHtml {
  return (
    <section aria-labelledby="method">
      <h2 id="method">How each figure is computed</h2>
      <h3>Alert precision</h3><p>{props.method.precision}</p>
      <h3>Price error</h3><p>{props.method.price_error}</p>
      <h3>7-day forecast error</h3><p>{props.method.forecast}</p>
      <h3>Latency</h3><p>{props.method.latency}</p>
      <p>{props.method.caching} The same figures are at <a href="/api/public/quality">/api/public/quality</a> (JSON) and printed by <code>rackhunt quality</code>.</p>
    </section>
  );
}

const pct = (value: number | null) => (value === null ? "—" : `±${value.toFixed(1)}%`);

function latencyText(l: QualityRow["latency"]): string {
  if (!l.measured) return "not measured yet";
  if (l.p50_seconds === null) return "—";
  return `${l.p50_seconds} s / ${l.p95_seconds} s`;
}
