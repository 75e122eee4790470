import { CATEGORIES } from "@rackhunt/core/schemas";
import { callOperation } from "../call-operation.ts";
import type { WebContext } from "../context.ts";
import { htmlResponse } from "../http.ts";
import { Select } from "../ui/form.tsx";
import { Layout } from "../ui/layout.tsx";
import { CATEGORY_NAMES, displayName } from "../ui/listings.tsx";

/** `/search?q=…`: the component catalog searched as `GET /api/v2/components/search` does. */
export async function searchPage(ctx: WebContext): Promise<Response> {
  const q = ctx.url.searchParams.get("q")?.trim().slice(0, 200) ?? "";
  const category = ctx.url.searchParams.get("category") ?? "";
  const cursor = ctx.url.searchParams.get("cursor") ?? "";
  const known = (CATEGORIES as readonly string[]).includes(category);
  const page = q
    ? await callOperation(ctx, "search_components", { query: { q, limit: "50", ...(known ? { category } : {}), ...(cursor ? { cursor } : {}) } })
    : null;
  const next = page?.has_more && page.cursor ? `/search?${new URLSearchParams({ q, ...(known ? { category } : {}), cursor: page.cursor })}` : null;
  return htmlResponse(
    <Layout ctx={ctx} title={q ? `Components matching ${q}` : "Component catalog"}>
      <h1>Component catalog</h1>
      <form class="search" method="get" action="/search" role="search">
        <div>
          <label for="q">Model, part number or description</label>
          <input id="q" name="q" type="search" value={q} placeholder="e.g. st4000nm0035, epyc 7302p, 32gb ddr4 rdimm" />
        </div>
        <Select name="category" label="Category" value={known ? category : ""} options={[{ value: "", label: "any" }, ...CATEGORIES.map((c) => ({ value: c, label: CATEGORY_NAMES[c] }))]} />
        <button type="submit">Search</button>
      </form>
      {page ? (
        page.results.length === 0 ? (
          <p>No component matches every word of that search.</p>
        ) : (
          <div class="table-wrap">
            <table>
              <caption>{`${page.total} components match, most relevant first`}</caption>
              <thead><tr><th scope="col">Component</th><th scope="col">Category</th><th scope="col">Part number</th><th scope="col" class="num">Observations</th><th scope="col" class="num">Listings</th></tr></thead>
              <tbody>
                {page.results.map((c) => (
                  <tr>
                    <td><a href={`/prices/${c.category}/${c.id}`}>{displayName(c.brand, c.model ?? c.id)}</a>{c.capacity ? <span class="muted small">{` ${c.capacity}`}</span> : null}</td>
                    <td>{c.category ?? "—"}</td>
                    <td class="mono">{c.mpn ?? "—"}</td>
                    <td class="num">{c.observation_count ?? 0}</td>
                    <td class="num">{c.listing_count ?? 0}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : (
        <p class="muted">Type what you are looking for: a model, a part number, or words such as “8tb sas”.</p>
      )}
      {next ? <p><a href={next} rel="next">More results</a></p> : null}
    </Layout>,
  );
}
