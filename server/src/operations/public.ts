import type { Listing } from "@rackhunt/core";
import type { Operations } from "@rackhunt/core/api";
import { DAY_MS } from "@rackhunt/core";
import { notFound } from "../http/errors.ts";
import { metered, publicCategory, publicComponent, publicPrices } from "../public/index.ts";
import { marketCache } from "../public/market-cache.ts";
import type { Handler } from "./context.ts";
import { toListing } from "./results.ts";

// Both read every variant of the catalog (or of a category): reused while no observation is stored.
const pricesCache = marketCache<ReturnType<typeof publicPrices>>();
const categoryCache = marketCache<ReturnType<typeof publicCategory>>();

/** A deal is current when its listing was seen this recently (older ones have likely sold). */
export const DEAL_MAX_AGE_DAYS = 7;

type PublicHandlers = {
  list_public_prices: Handler<Operations["list_public_prices"]>;
  get_public_category: Handler<Operations["get_public_category"]>;
  get_public_component: Handler<Operations["get_public_component"]>;
  list_public_deals: Handler<Operations["list_public_deals"]>;
};

export const publicHandlers: PublicHandlers = {
  list_public_prices: metered("Public price list", (_input, ctx) => {
    const { catalog, market } = ctx.services;
    return pricesCache(ctx.services, "all", async (now) => {
      // Every variant's all-time count: the whole catalog's history is read.
      await market.prepareVariants(catalog.all().map((c) => c.id), Number.NEGATIVE_INFINITY);
      return publicPrices(catalog, market.market, now);
    });
  }),

  get_public_category: metered("Public prices of one category", ({ params, query }, ctx) => {
    const { catalog, market } = ctx.services;
    return categoryCache(ctx.services, `${params.category} ${query.limit} ${query.offset}`, async (now) => {
      await market.prepareVariants(catalog.all().flatMap((c) => (c.category === params.category ? [c.id] : [])), Number.NEGATIVE_INFINITY);
      return publicCategory(catalog, market.market, params.category, query, now);
    });
  }),

  get_public_component: metered("Public prices of one component", async ({ params, query }, ctx) => {
    const { catalog, market, clock } = ctx.services;
    const component = catalog.get(params.component_id);
    if (!component || component.category !== params.category) throw notFound("Component");
    await market.prepareVariants([component.id], Number.NEGATIVE_INFINITY);
    return publicComponent(market.market, component, query.limit, clock.now());
  }),

  list_public_deals: metered("Public deals", async ({ query }, ctx) => {
    const { repos, clock } = ctx.services;
    const { limit, offset, ...filter } = query;
    const page = await repos.deals.list({ ...filter, since: clock.now() - DEAL_MAX_AGE_DAYS * DAY_MS }, limit, offset);
    const items: Listing[] = page.items.map(toListing);
    return { items, total: page.total, limit, offset };
  }),
};
