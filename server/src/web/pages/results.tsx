import { operations } from "@rackhunt/core/api";
import { RESULT_FILTERS, type ResultsQuery } from "@rackhunt/core/schemas";
import type { FeedRow } from "../../db/contracts/index.ts";
import { ApiError } from "../../http/errors.ts";
import { validateValues } from "../../http/pipeline.ts";
import { FILTER_ACTION } from "../../operations/results.ts";
import { signedIn, type WebContext } from "../context.ts";
import { htmlResponse } from "../http.ts";
import { priceView, storedFacts, viewLookup, type PriceView } from "../price-view.ts";
import { Badge, money, Pager, When } from "../ui/format.tsx";
import { ErrorSummary, fieldErrors, Select, type FieldErrors } from "../ui/form.tsx";
import { Layout } from "../ui/layout.tsx";
import { MarketPosition, UnitPrice } from "../ui/listings.tsx";

const FILTER_LABELS: Record<string, string> = { all: "everything", alerted: "alerts (ALERT)", near_miss: "near misses (WATCH)", skipped: "skipped (SKIP)" };

/** A feed row with what the pipeline read of its listing. */
export interface ResultView {
  row: FeedRow;
  view: PriceView;
  category: string | null;
  reasons: string[];
}

/**
 * The results feed's rows (the same repository read as GET /hunts/results) with per-unit prices
 * and each listing's position in its benchmark.
 */
export async function resultViews(ctx: WebContext, rows: readonly FeedRow[]): Promise<ResultView[]> {
  const facts = await ctx.services.repos.listings.factsOf(rows.flatMap((r) => (r.listing_id ? [r.listing_id] : [])));
  const factsOf = (row: FeedRow) => (row.listing_id ? storedFacts(facts.get(row.listing_id)) : null);
  const views = await viewLookup(ctx.services.market, rows.map(factsOf), ctx.now);
  return rows.map((row) => {
    const f = factsOf(row);
    return { row, view: priceView(views, f, ctx.now), category: f?.category ?? null, reasons: row.reasons ? (JSON.parse(row.reasons) as string[]) : [] };
  });
}

/** `/my/results`: the feed with the SPEC's filters (filter, hunt_id), paged; each row with its reasons and market. */
export async function resultsPage(ctx: WebContext): Promise<Response> {
  const session = signedIn(ctx);
  const sp = ctx.url.searchParams;
  const raw: Record<string, string> = { limit: "50", offset: sp.get("offset") ?? "0", filter: sp.get("filter") || "all" };
  if (sp.get("hunt_id")) raw.hunt_id = sp.get("hunt_id")!;
  let errors: FieldErrors = new Map();
  let query: ResultsQuery | null = null;
  try {
    query = validateValues(operations.list_results, { query: raw }).query as ResultsQuery;
  } catch (err) {
    if (!(err instanceof ApiError && err.issues)) throw err;
    errors = fieldErrors(err.issues);
  }
  const page = query ? await ctx.services.repos.results.feed(session.user_id, { action: FILTER_ACTION[query.filter]!, huntId: query.hunt_id, limit: query.limit, offset: query.offset }) : { rows: [], total: 0 };
  const hunts = await ctx.services.repos.hunts.list(session.user_id, 200, 0);
  const views = await resultViews(ctx, page.rows);
  return htmlResponse(
    <Layout ctx={ctx} title="Results">
      <h1>Results</h1>
      <p class="lead">One row each time a hunt's judgement of a listing changed, newest first.</p>
      <ErrorSummary errors={errors} />
      <form method="get" action="/my/results" class="row" aria-label="Filter results">
        <Select name="filter" label="Show" value={raw.filter} options={RESULT_FILTERS.map((f) => ({ value: f, label: FILTER_LABELS[f]! }))} errors={errors} />
        <Select name="hunt_id" label="Hunt" value={raw.hunt_id ?? ""} options={[{ value: "", label: "every hunt" }, ...hunts.map((h) => ({ value: h.id, label: h.name }))]} errors={errors} />
        <button type="submit">Show</button>
      </form>
      {views.length === 0 ? <p class="muted">Nothing here yet.</p> : (
        <div class="table-wrap">
          <table>
            <caption>{`${page.total.toLocaleString("en-US")} results`}</caption>
            <thead><tr><th scope="col">Listing</th><th scope="col">Judged</th><th scope="col" class="num">Price</th><th scope="col" class="num">Per unit</th><th scope="col">Market position</th><th scope="col">Why</th><th scope="col">When</th></tr></thead>
            <tbody>
              {views.map(({ row, view, category, reasons }) => (
                <tr>
                  <td><a href={`/my/results/${row.id}`}>{row.title ?? "(untitled listing)"}</a><br /><span class="muted small">{`${row.hunt_name} · ${row.source ?? ""}`}</span></td>
                  <td><Badge kind={row.action} />{row.score !== null ? <span class="small">{` ${row.score}`}</span> : null}{row.is_backfill ? <><br /><span class="muted small">backfill</span></> : null}</td>
                  <td class="num">{money(row.price)}</td>
                  <td class="num"><UnitPrice view={view} category={category} /></td>
                  <td><MarketPosition view={view} /></td>
                  <td class="small">{reasons.slice(0, 2).join("; ")}</td>
                  <td><When at={row.run_at} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {query ? <Pager url={ctx.url} offset={query.offset} limit={query.limit} total={page.total} label="Results" /> : null}
    </Layout>,
    200,
    { private: true },
  );
}
