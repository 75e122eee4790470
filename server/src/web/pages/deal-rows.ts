import type { Listing } from "@rackhunt/core/schemas";
import type { WebContext } from "../context.ts";
import { priceView, storedFacts, viewLookup } from "../price-view.ts";
import type { DealRow } from "../ui/listings.tsx";

/** Listings of the public deals operation with their per-unit prices and market position. */
export async function dealRows(ctx: WebContext, items: readonly Pick<Listing, "id" | "title" | "url" | "source" | "price" | "category" | "action" | "verdict" | "score" | "last_seen">[]): Promise<DealRow[]> {
  const facts = await ctx.services.repos.listings.factsOf(items.map((l) => l.id));
  const views = await viewLookup(ctx.services.market, items.map((l) => storedFacts(facts.get(l.id))), ctx.now);
  return items.map((l) => ({
    id: l.id,
    title: l.title,
    url: l.url,
    source: l.source,
    price: l.price,
    category: l.category,
    action: l.action,
    verdict: l.verdict,
    score: l.score,
    last_seen: l.last_seen,
    view: priceView(views, storedFacts(facts.get(l.id)), ctx.now),
  }));
}
