import { auctionSpotting, judgePlan, type JudgedBatch, type JudgementPlan, type StoredListingRef } from "@rackhunt/core";
import type { ObservationRow, RealizedSaleRow, Repos } from "../db/contracts/index.ts";
import type { MarketService } from "../engine/market-service.ts";

/** A batch judged and stored: the judgement, and the id each listing is stored under. */
export interface StoredBatch {
  judged: JudgedBatch;
  refs: StoredListingRef[];
}

/**
 * Store a plan's listings and judge them, in one transaction: each distinct listing upserted with
 * its facts, the batch judged against the market it arrives into (its cohorts loaded first, before
 * its own prices), and what the judgement decided written — each new price that belongs in price
 * history as an observation (sold posts as sales, offers as asking prices), and each listing's own
 * verdict (public deals), and each realized sale (a listing judged live, now seen sold). Idempotent: a listing seen again at the same price adds nothing.
 * @example const { judged, refs } = await judgeAndStore(repos, market, plan, now);
 */
export async function judgeAndStore(repos: Repos, market: MarketService, plan: JudgementPlan, now: number, newId: () => string): Promise<StoredBatch> {
  await market.prepare(plan.cohorts);
  return repos.transaction(async (tx) => {
    const stored = await tx.listings.upsertMany(
      plan.listings.map(({ input, facts }) => ({
        id: newId(),
        source: input.source ?? facts.source ?? "unknown",
        external_id: input.external_id ?? "",
        title: input.title,
        url: input.url ?? null,
        // Prices are stored in USD, as they are judged; the listed amount and currency stay in the facts.
        price: facts.price,
        currency: facts.listed_currency,
        capacity: facts.capacity,
        category: facts.category,
        condition: facts.condition,
        component_id: facts.component_id,
        location: facts.location,
        status: facts.status,
        facts,
        seen_at: now,
        spotted: auctionSpotting(facts, now),
      })),
    );
    const refs = stored.map((s): StoredListingRef => ({ listing_id: s.id, created: s.created, previous_price: s.previous_price, previous_status: s.previous_status, spotted: s.spotted, judged_median: s.judged_median }));
    const judged = judgePlan(plan, market.market, refs);
    const observations: ObservationRow[] = [];
    judged.listings.forEach((l, i) => {
      const o = l.observation?.observation;
      if (o) observations.push({ ...o, observed_at: Number(o.observed_at), location: o.location ?? null, listing_id: refs[i]!.listing_id });
    });
    if (observations.length > 0) await tx.observations.insertMany(observations);
    await tx.listings.setJudgements(judged.listings.map((l, i) => ({ id: refs[i]!.listing_id, score: l.verdict.score, verdict: l.verdict.verdict, action: l.verdict.action, reasons: l.verdict.reasons, judged_median: l.live_median })));
    // Judged live, now seen sold: the price guide's record (the public quality page).
    const sales: RealizedSaleRow[] = [];
    judged.listings.forEach((l, i) => {
      if (l.realized) sales.push({ listing_id: refs[i]!.listing_id, source: plan.listings[i]!.input.source ?? l.facts.source ?? "unknown", category: l.facts.category, condition: l.facts.condition, ...l.realized, sold_at: now });
    });
    if (sales.length > 0) await tx.quality.recordSales(sales);
    return { judged, refs };
  });
}
