import { CATEGORIES, DEAL_ACTIONS } from "@rackhunt/core/schemas";
import { ApiError } from "../../http/errors.ts";
import { callOperation } from "../call-operation.ts";
import type { WebContext } from "../context.ts";
import { htmlResponse } from "../http.ts";
import { Pager } from "../ui/format.tsx";
import { ErrorSummary, Field, fieldErrors, Select, type FieldErrors } from "../ui/form.tsx";
import { Layout } from "../ui/layout.tsx";
import { CATEGORY_NAMES, DealsTable } from "../ui/listings.tsx";
import { dealRows } from "./deal-rows.ts";

const PAGE = 50;
const FILTERS = ["category", "source", "action", "min_price", "max_price"] as const;

/** `/deals`: the public deals with the public deals filters, paged. */
export async function dealsPage(ctx: WebContext): Promise<Response> {
  const sp = ctx.url.searchParams;
  const query: Record<string, string> = { limit: String(PAGE), offset: sp.get("offset") ?? "0" };
  for (const f of FILTERS) {
    const value = sp.get(f)?.trim();
    if (value) query[f] = value;
  }
  let errors: FieldErrors = new Map();
  let page = null;
  try {
    page = await callOperation(ctx, "list_public_deals", { query });
  } catch (err) {
    if (!(err instanceof ApiError && err.issues)) throw err;
    errors = fieldErrors(err.issues);
  }
  const rows = page ? await dealRows(ctx, page.items) : [];
  return htmlResponse(
    <Layout ctx={ctx} title="Current deals">
      <h1>Current deals</h1>
      <p class="lead">Listings seen in the last 7 days whose price, judged on its own against its exact variant's trusted market price, is a deal (ALERT) or worth watching (WATCH). No account's hunt enters this list.</p>
      <ErrorSummary errors={errors} />
      <form method="get" action="/deals" aria-label="Filter deals">
        <div class="form-grid">
          <Select name="category" label="Category" value={query.category} options={[{ value: "", label: "any" }, ...CATEGORIES.map((c) => ({ value: c, label: CATEGORY_NAMES[c] }))]} errors={errors} />
          <Field name="source" label="Source" value={query.source} hint="aggregator, forum, auction or a plugin's name" errors={errors} />
          <Select name="action" label="Verdict" value={query.action} options={[{ value: "", label: "ALERT or WATCH" }, ...DEAL_ACTIONS]} errors={errors} />
          <Field name="min_price" label="Lowest price (USD)" value={query.min_price} inputmode="decimal" errors={errors} />
          <Field name="max_price" label="Highest price (USD)" value={query.max_price} inputmode="decimal" errors={errors} />
        </div>
        <div class="actions"><button type="submit">Show deals</button> <a href="/deals">Clear filters</a></div>
      </form>
      {page ? (
        <>
          <DealsTable rows={rows} caption={`${page.total} deals, best score first`} />
          <Pager url={ctx.url} offset={page.offset} limit={page.limit} total={page.total} label="Deals" />
        </>
      ) : null}
    </Layout>,
  );
}
