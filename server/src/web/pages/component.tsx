import { marketReport, type MarketStratum } from "@rackhunt/core";
import type { PricePoint } from "@rackhunt/core/schemas";
import { ApiError, notFound } from "../../http/errors.ts";
import { headlineOf } from "../../public/index.ts";
import { callOperation } from "../call-operation.ts";
import { chartData, periodOf, type ChartData, type Period } from "../chart-data.ts";
import type { WebContext } from "../context.ts";
import { htmlResponse } from "../http.ts";
import type { SafeHtml } from "../jsx/jsx-runtime.ts";
import { Badge, money, trustWords, When } from "../ui/format.tsx";
import { Layout } from "../ui/layout.tsx";
import { CATEGORY_NAMES, displayName } from "../ui/listings.tsx";

const PERIOD_LABELS: Record<Period, string> = { "7d": "7 days", "30d": "30 days", "90d": "90 days", all: "All" };

/** `/prices/{category}/{component_id}`: price history chart, trust in words, recent prices, specs. */
export async function componentPage(ctx: WebContext): Promise<Response> {
  const { category = "", component_id = "" } = ctx.params;
  let detail;
  try {
    detail = await callOperation(ctx, "get_public_component", { params: { category, component_id }, query: { limit: "50" } });
  } catch (err) {
    if (err instanceof ApiError && err.status === 422) throw notFound("Component");
    throw err;
  }
  const { market, catalog } = ctx.services;
  const report = marketReport(market.market, { component_id }, { catalog, now: ctx.now });
  // The headline stratum by the public pages' own rule, from the strata the operation just judged
  // (headlineOf reads only the condition, the count and the trust status of each).
  const headline = headlineOf(detail.stats.map((s) => ({ condition: s.condition, observation_count: s.observation_count, benchmark: s.benchmark_trust })) as never).condition;
  const chart = chartData(market.market, component_id, periodOf(ctx.url.searchParams.get("period")), headline, ctx.now);
  const title = displayName(detail.brand, detail.name);
  return htmlResponse(
    <Layout ctx={ctx} title={`${title} price history`} charts>
      <p class="small"><a href={`/prices/${detail.category}`}>{CATEGORY_NAMES[detail.category]}</a></p>
      <h1>{title}</h1>
      <p class="lead">{`${detail.observation_count.toLocaleString("en-US")} price observations. Prices are per item, in USD.`}</p>
      <History ctx={ctx} chart={chart} title={title} />
      <h2>Is the market price trustworthy?</h2>
      <div class="grid">{report.strata.filter((s) => s.evidence !== null || s.stratum === headline).map((s) => <TrustCard s={s} />)}</div>
      <h2>Recent prices by source</h2>
      <SourcesTable strata={report.strata} />
      <ObservationsTable observations={detail.observations} />
      <h2>Specifications</h2>
      <dl class="facts">
        <dt>Catalog id</dt><dd class="mono">{detail.component_id}</dd>
        {detail.mpn ? <><dt>Part number</dt><dd class="mono">{detail.mpn}</dd></> : null}
        {detail.capacity ? <><dt>Capacity</dt><dd>{detail.capacity}</dd></> : null}
        {detail.interface ? <><dt>Interface</dt><dd>{detail.interface}</dd></> : null}
        {detail.form_factor ? <><dt>Form factor</dt><dd>{detail.form_factor}</dd></> : null}
        {detail.generation ? <><dt>Generation</dt><dd>{detail.generation}</dd></> : null}
        {Object.entries(detail.specs).map(([k, val]) => <><dt>{k.replaceAll("_", " ")}</dt><dd>{String(val)}</dd></>)}
        <dt>Also sold as</dt>
        <dd>{detail.aliases.length ? detail.aliases.join(", ") : <span class="muted">no other names known</span>}</dd>
      </dl>
    </Layout>,
  );
}

/** The chart with its period switch, legend and a summary in words; swapped alone by htmx. */
function History(props: { ctx: WebContext; chart: ChartData; title: string }): SafeHtml {
  const { chart, ctx } = props;
  const base = ctx.url.pathname;
  const trustedSteps = chart.band.median.filter((m) => m !== null).length;
  const summary = `${chart.observations} observations in ${PERIOD_LABELS[chart.period].toLowerCase()}; the ${chart.band.stratum.replace("_", " ")} benchmark band is ${trustedSteps ? `trusted at ${trustedSteps} of ${chart.band.t.length} points` : "not trusted in this period"}.`;
  return (
    <section id="history" aria-labelledby="history-title">
      <h2 id="history-title">Price history</h2>
      <ul class="period" aria-label="Period">
        {(Object.keys(PERIOD_LABELS) as Period[]).map((p) => (
          <li>
            <a href={`${base}?period=${p}`} aria-current={p === chart.period ? "true" : undefined} hx-get={`${base}?period=${p}`} hx-select="#history" hx-target="#history" hx-swap="outerHTML" hx-push-url="true">
              {PERIOD_LABELS[p]}
            </a>
          </li>
        ))}
      </ul>
      <figure>
        <div class="chart" role="img" aria-label={`Price history of ${props.title}: ${summary} The tables below list the prices.`} data-chart={JSON.stringify(chart)}>
          <noscript>The chart needs JavaScript; the tables below give the same prices.</noscript>
        </div>
        <figcaption>
          <ul class="chart-legend">
            {chart.series.map((s) => <li><span class={`key ${s.kind} key-${s.stratum}`}></span>{`${s.label} (${s.points.length})`}</li>)}
            <li><span class="key band"></span>p25–p75 band and median (trusted benchmark only)</li>
          </ul>
          <p class="small muted">{summary}</p>
        </figcaption>
      </figure>
    </section>
  );
}

/** One stratum's trust in plain words, with the numbers that decided it. */
function TrustCard(props: { s: MarketStratum }): SafeHtml {
  const { s } = props;
  return (
    <div class="card">
      <h3>{`${s.stratum.replace("_", " ")}: `}<Badge kind={s.status} text={trustWords(s.status)} /></h3>
      {s.stats ? (
        <p>
          {`Median ${money(s.stats.median)} (95% interval ${money(s.stats.median_low)}–${money(s.stats.median_high)}); half the prices fall between ${money(s.stats.p25)} and ${money(s.stats.p75)}; from ${s.stats.sample_size} prices.`}
        </p>
      ) : null}
      <p class="small">{s.detail}</p>
      {s.to_trust ? <p class="small"><strong>To be trusted it needs:</strong>{` ${s.to_trust}.`}</p> : null}
    </div>
  );
}

function SourcesTable(props: { strata: readonly MarketStratum[] }): SafeHtml {
  const rows = props.strata.flatMap((s) => s.by_source.map((r) => ({ stratum: s.stratum, ...r })));
  if (rows.length === 0) return <p class="muted">No prices in the last 90 days.</p>;
  return (
    <div class="table-wrap">
      <table>
        <caption>Prices of the last 90 days by source and kind (medians only where the stratum is trusted)</caption>
        <thead><tr><th scope="col">Condition</th><th scope="col">Source</th><th scope="col">Kind</th><th scope="col" class="num">Prices</th><th scope="col" class="num">Median</th></tr></thead>
        <tbody>
          {rows.map((r) => (
            <tr><td>{r.stratum.replace("_", " ")}</td><td>{r.source}</td><td>{r.kind}</td><td class="num">{r.count}</td><td class="num">{money(r.median)}</td></tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ObservationsTable(props: { observations: readonly PricePoint[] }): SafeHtml {
  if (props.observations.length === 0) return <></>;
  return (
    <div class="table-wrap">
      <table>
        <caption>{`The latest ${props.observations.length} observations`}</caption>
        <thead><tr><th scope="col">When</th><th scope="col">Source</th><th scope="col">Condition</th><th scope="col" class="num">Price</th></tr></thead>
        <tbody>
          {props.observations.map((o) => (
            <tr><td><When at={o.observed_at} /></td><td>{o.source ?? "—"}</td><td>{o.condition ?? "—"}</td><td class="num">{money(o.price)}</td></tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
