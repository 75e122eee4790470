import { DEFAULT_WINDOW_DAYS, evaluate, evaluationNeeds, marketReport, marketSubject, reportVariant } from "@rackhunt/core";
import type { ComponentListItem, HistoryQuery } from "@rackhunt/core/schemas";
import { groupAliases } from "../catalog-sync/index.ts";
import { iso } from "../clock.ts";
import { notFound } from "../http/errors.ts";
import type { HandlerTable, RequestContext } from "./context.ts";

const DAY_MS = 86_400_000;
/** Days each history period reaches back; `all` has no lower bound. */
const PERIOD_DAYS: Record<HistoryQuery["period"], number> = { "7d": 7, "30d": 30, "90d": 90, all: Infinity };

/** Observation and listing counts of some components, as the list item shows them. */
async function counts(ctx: RequestContext, ids: readonly string[], localKw: string | undefined) {
  const { repos } = ctx.services;
  const [obs, lst] = await Promise.all([repos.observations.counts(ids, localKw), repos.components.listingCounts(ids, localKw)]);
  return (id: string) => ({ observation_count: obs.get(id) ?? 0, listing_count: lst.get(id) ?? 0 });
}

type ListFields = { [K in "id" | "mpn" | "brand" | "model" | "category" | "subcategory" | "capacity"]: K extends "id" ? string : string | null };

function listItem(c: ListFields, n: { observation_count: number; listing_count: number }): ComponentListItem {
  return { id: c.id, mpn: c.mpn, brand: c.brand, model: c.model, category: c.category, subcategory: c.subcategory, capacity: c.capacity, ...n };
}

async function storedComponent(ctx: RequestContext, id: string) {
  const row = await ctx.services.repos.components.get(id);
  if (!row) throw notFound("Component");
  return row;
}

export const componentHandlers = {
  search_components: async ({ query }, ctx) => {
    // Relevance ranking lives in the core's catalog index; the database holds the same entries
    // (catalog-sync) and the counts.
    const page = ctx.services.catalog.search(query.q, { category: query.category, limit: query.limit, cursor: query.cursor });
    const countOf = await counts(ctx, page.results.map((c) => c.id), query.local_kw);
    return { results: page.results.map((c) => listItem(c, countOf(c.id))), total: page.total, cursor: page.cursor, has_more: page.has_more };
  },

  get_component: async ({ params, query }, ctx) => {
    const row = await storedComponent(ctx, params.component_id);
    const n = (await counts(ctx, [row.id], query.local_kw))(row.id);
    return {
      ...listItem(row, n),
      form_factor: row.form_factor,
      interface: row.interface,
      generation: row.generation,
      aliases: groupAliases(await ctx.services.repos.components.aliases(row.id)),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    };
  },

  get_component_history: async ({ params, query }, ctx) => {
    const row = await storedComponent(ctx, params.component_id);
    const now = ctx.services.clock.now();
    const days = PERIOD_DAYS[query.period];
    const since = Number.isFinite(days) ? now - days * DAY_MS : Number.MIN_SAFE_INTEGER;
    const rows = await ctx.services.repos.observations.history(row.id, since, now, query.local_kw);
    return {
      component_id: row.id,
      period: query.period,
      observations: rows.map((o) => ({ price: o.price, observed_at: iso(o.observed_at)!, source: o.source, condition: o.condition })),
      total: rows.length,
    };
  },

  evaluate_listing: async ({ body, query }, ctx) => {
    const { market, catalog, clock, config } = ctx.services;
    const options = { catalog, fx: config.fx, now: clock.now(), local_kw: query.local_kw ?? null };
    await market.prepare(evaluationNeeds(body, options));
    return evaluate(body, market.market, options);
  },

  get_market: async ({ query }, ctx) => {
    const { market, catalog, clock } = ctx.services;
    const subject = marketSubject(catalog, query.q);
    const now = clock.now();
    const id = reportVariant(catalog, subject);
    if (id) await market.prepareVariants([id], now - DEFAULT_WINDOW_DAYS * DAY_MS);
    return marketReport(market.market, subject, { catalog, now });
  },

} satisfies Partial<HandlerTable>;
