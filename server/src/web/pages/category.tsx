import { DAY_MS, DEFAULT_WINDOW_DAYS, GB_PER_TB, type PublicComponentSummary } from "@rackhunt/core";
import { MAX_PAGE_LIMIT } from "@rackhunt/core/schemas";
import { ApiError, notFound } from "../../http/errors.ts";
import { callOperation } from "../call-operation.ts";
import type { WebContext } from "../context.ts";
import { htmlResponse } from "../http.ts";
import { weeklyMedians } from "../trend.ts";
import { Badge, money, trustWords } from "../ui/format.tsx";
import { Layout } from "../ui/layout.tsx";
import { CATEGORY_NAMES, displayName } from "../ui/listings.tsx";
import { Sparkline } from "../ui/svg.tsx";

type SortKey = "observations" | "median" | "unit";

interface Row {
  c: PublicComponentSummary;
  /** The headline trusted stratum's numbers (used first), or null. */
  market: PublicComponentSummary["market"][number] | null;
  unit: number | null;
}

/** `/prices/{category}`: the priced components with p25/median/p75, counts and a trend, sortable. */
export async function categoryPage(ctx: WebContext): Promise<Response> {
  const category = ctx.params.category ?? "";
  const priced = await pricedComponents(ctx, category);
  // The trend sparklines read each priced variant's window.
  await ctx.services.market.prepareVariants(priced.components.map((c) => c.component_id), ctx.now - DEFAULT_WINDOW_DAYS * DAY_MS);
  const unitName = category === "hdd" || category === "ssd" ? "$/TB" : category === "ram" ? "$/GB" : null;
  const requested = ctx.url.searchParams.get("sort");
  const sort: SortKey = requested === "median" || (requested === "unit" && unitName) ? requested : "observations";
  const rows: Row[] = priced.components.map((c) => {
    const market = c.market.find((m) => m.condition === "used") ?? c.market[0] ?? null;
    const gb = ctx.services.catalog.get(c.component_id)?.capacity_gb ?? null;
    const perGb = market && gb ? market.median / gb : null;
    return { c, market, unit: perGb === null ? null : unitName === "$/TB" ? perGb * GB_PER_TB : perGb };
  });
  // Sorted ascending by price; components without the number go last.
  const by = (f: (r: Row) => number | null) => (a: Row, b: Row) => (f(a) ?? Infinity) - (f(b) ?? Infinity);
  if (sort === "median") rows.sort(by((r) => r.market?.median ?? null));
  if (sort === "unit") rows.sort(by((r) => r.unit));
  const name = CATEGORY_NAMES[category as keyof typeof CATEGORY_NAMES];
  const header = (key: SortKey, label: string) => (
    <th scope="col" class="num" aria-sort={sort === key ? (key === "observations" ? "descending" : "ascending") : undefined}>
      <a href={`/prices/${category}?sort=${key}`}>{label}</a>
    </th>
  );
  return htmlResponse(
    <Layout ctx={ctx} title={`${name} prices`}>
      <h1>{`${name}: market prices`}</h1>
      <p class="lead">
        {`${priced.total.toLocaleString("en-US")} catalog variants; ${rows.length} have price observations. Market numbers (p25, median, p75 per item, USD) are shown only where the benchmark is trusted: enough recent prices from more than one source.`}
      </p>
      {rows.length === 0 ? (
        <p class="muted">No prices observed in this category yet.</p>
      ) : (
        <div class="table-wrap">
          <table>
            <caption>{`Priced ${name.toLowerCase()}, sorted by ${sort === "observations" ? "number of observations" : sort === "median" ? "median price" : unitName}`}</caption>
            <thead>
              <tr>
                <th scope="col">Component</th>
                {header("observations", "Observations")}
                <th scope="col">Benchmark</th>
                <th scope="col" class="num">p25</th>
                {header("median", "Median")}
                <th scope="col" class="num">p75</th>
                {unitName ? header("unit", `Median ${unitName}`) : null}
                <th scope="col">Trend (90 days)</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr>
                  <td>
                    <a href={`/prices/${category}/${r.c.component_id}`}>{displayName(r.c.brand, r.c.name)}</a>
                    {r.c.capacity ? <span class="muted small">{` ${r.c.capacity}`}</span> : null}
                  </td>
                  <td class="num">{r.c.observation_count.toLocaleString("en-US")}</td>
                  <td>
                    <Badge kind={r.c.benchmark_trust.status} text={trustWords(r.c.benchmark_trust.status)} />
                    {r.market ? <span class="muted small">{` ${r.market.condition}`}</span> : null}
                  </td>
                  <td class="num">{money(r.market?.p25)}</td>
                  <td class="num">{money(r.market?.median)}</td>
                  <td class="num">{money(r.market?.p75)}</td>
                  {unitName ? <td class="num">{money(r.unit)}</td> : null}
                  <td><Trend ctx={ctx} id={r.c.component_id} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p><a href={`/search?category=${category}&q=${encodeURIComponent(category)}`}>Search every {name.toLowerCase()} variant in the catalog</a></p>
    </Layout>,
  );
}

function Trend(props: { ctx: WebContext; id: string }) {
  const points = weeklyMedians(props.ctx.services.market.market, props.id, props.ctx.now);
  const first = points[0];
  const last = points[points.length - 1];
  const label = first && last ? `Weekly median from ${money(first.v)} to ${money(last.v)} over ${points.length} weeks` : "Not enough prices for a trend";
  return <Sparkline points={points} label={label} />;
}

/**
 * The category's components with observations, read page by page from the public operation (it
 * lists priced components first) until the unpriced ones begin.
 */
async function pricedComponents(ctx: WebContext, category: string): Promise<{ components: PublicComponentSummary[]; total: number }> {
  const components: PublicComponentSummary[] = [];
  let total = 0;
  for (let offset = 0; ; offset += MAX_PAGE_LIMIT) {
    let page;
    try {
      page = await callOperation(ctx, "get_public_category", { params: { category }, query: { limit: String(MAX_PAGE_LIMIT), offset: String(offset) } });
    } catch (err) {
      // A category the vocabulary does not have is a page that does not exist.
      if (err instanceof ApiError && err.status === 422) throw notFound("Category");
      throw err;
    }
    total = page.total;
    const withPrices = page.components.filter((c) => c.observation_count > 0);
    components.push(...withPrices);
    if (withPrices.length < page.components.length || offset + MAX_PAGE_LIMIT >= page.total) break;
  }
  return { components, total };
}
