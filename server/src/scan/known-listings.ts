import * as v from "valibot";
import { ListingStatus, type JudgeInput, type ListingFacts, type StoredListingRef } from "@rackhunt/core";
import type { RecentRow, Repos } from "../db/contracts/index.ts";

/** How far back a new hunt's backfill looks for known listings, and at most how many it judges. */
export const BACKFILL_WINDOW_MS = 30 * 86_400_000;
export const BACKFILL_MAX_LISTINGS = 5_000;

/**
 * The listings seen within the backfill window, as the judgement reads them again: what the source
 * gave (the listed price and currency kept in the stored facts; older rows: the columns), and a
 * reference to the stored row that marks its price as already recorded.
 */
export async function knownListings(repos: Repos, now: number): Promise<{ input: JudgeInput; ref: StoredListingRef }[]> {
  const rows = await repos.listings.recent(now - BACKFILL_WINDOW_MS, BACKFILL_MAX_LISTINGS);
  return rows.map((r) => ({ input: asInput(r), ref: { listing_id: r.id, created: false, previous_price: r.price } }));
}

function asInput(r: RecentRow): JudgeInput {
  const f = (r.facts ?? {}) as Partial<Pick<ListingFacts, "listed_price" | "listed_currency" | "location" | "shipping" | "fx_rate" | "auction">>;
  const listed = f.listed_price !== undefined;
  return {
    // What a marketplace said of it (stored with its facts): shipping back in the listed currency.
    shipping: f.shipping == null ? null : Math.round((f.shipping / (f.fx_rate ?? 1)) * 100) / 100,
    bids: f.auction?.bids ?? null,
    ends_at: f.auction?.ends_at ?? null,
    buy_it_now: f.auction?.buy_it_now ?? null,
    source: r.source,
    external_id: r.external_id,
    title: r.title ?? "",
    url: r.url,
    price: listed ? (f.listed_price ?? null) : r.price,
    currency: listed ? (f.listed_currency ?? null) : r.currency,
    status: v.is(ListingStatus, r.status) ? r.status : "active",
    location: f.location ?? null,
  };
}
