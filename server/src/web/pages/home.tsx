import { callOperation } from "../call-operation.ts";
import type { WebContext } from "../context.ts";
import { htmlResponse } from "../http.ts";
import { Layout } from "../ui/layout.tsx";
import { CATEGORY_NAMES, DealsTable } from "../ui/listings.tsx";
import { dealRows } from "./deal-rows.ts";

/** How many deals the home page shows (the deals page has the rest). */
const HOME_DEALS = 12;

/** `/`: current deals, the categories with their counts, and a search box over the catalog. */
export async function homePage(ctx: WebContext): Promise<Response> {
  const deals = await callOperation(ctx, "list_public_deals", { query: { limit: String(HOME_DEALS) } });
  const prices = await callOperation(ctx, "list_public_prices");
  const rows = await dealRows(ctx, deals.items);
  return htmlResponse(
    <Layout ctx={ctx} title="Hardware deals for homelabs">
      <h1>Hardware deals, judged against real market prices</h1>
      <p class="lead">
        Rackhunt reads listings from deal sites, forums and auctions, works out exactly what each one is, and compares its price with
        what that exact variant sells for. Sign in to save hunts and get alerts.
      </p>
      <form class="search" method="get" action="/search" role="search">
        <div>
          <label for="q">Search the component catalog</label>
          <input id="q" name="q" type="search" placeholder="e.g. he8 8tb, epyc 7302p, 32gb ddr4 rdimm" autocomplete="off" />
        </div>
        <button type="submit">Search</button>
      </form>
      <h2>Current deals</h2>
      <DealsTable rows={rows} caption={`The ${rows.length} best of ${deals.total} current deals (listings seen in the last 7 days), best score first`} />
      {deals.total > rows.length ? <p><a href="/deals">All {String(deals.total)} deals, with filters</a></p> : null}
      <h2>Prices by category</h2>
      <div class="grid">
        {prices.categories.filter((c) => c.component_count > 0).map((c) => (
          <div class="card">
            <h3><a href={`/prices/${c.category}`}>{CATEGORY_NAMES[c.category]}</a></h3>
            <p class="muted small">
              {`${c.component_count.toLocaleString("en-US")} variants, ${c.priced_count.toLocaleString("en-US")} with prices, ${c.observation_count.toLocaleString("en-US")} observations`}
            </p>
          </div>
        ))}
      </div>
    </Layout>,
  );
}
