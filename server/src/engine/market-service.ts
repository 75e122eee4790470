import { createMarket, type Market, type PriceObservation } from "@rackhunt/core";
import type { Clock } from "../clock.ts";
import type { ObservationRow, ObservationsRepo } from "../db/repos/observations.ts";

/** How often the market looks for observations other processes stored (imports, workers). */
export const MARKET_REFRESH_MS = 60_000;

/** A stored observation in the core's shape; rows without a source or condition get defaults. */
export function toPriceObservation(o: ObservationRow): PriceObservation {
  return {
    component_id: o.component_id,
    price: o.price,
    observed_at: o.observed_at,
    source: o.source ?? "import",
    condition: (o.condition as PriceObservation["condition"]) ?? "used",
    location: o.location,
    listing_id: o.listing_id,
    kind: o.kind === "asking" ? "asking" : "sold",
  };
}

const usable = (o: ObservationRow) => o.price > 0;

/**
 * The in-memory market behind benchmarks: loaded from the database on first use, kept current
 * as this process records observations, and topped up at most once a minute with rows other
 * processes stored (`rackhunt import`, a separate worker).
 */
export function createMarketService(observations: ObservationsRepo, clock: Clock) {
  let market: Market | null = null;
  let seenId = 0;
  let checkedAt = 0;
  // Rows this process already added, so the top-up does not add them twice.
  const own = new Set<number>();

  const load = (): Market => {
    if (!market) {
      seenId = observations.maxId();
      market = createMarket(observations.all().filter(usable).map(toPriceObservation), { now: clock.now() });
      checkedAt = clock.now();
    } else if (clock.now() - checkedAt >= MARKET_REFRESH_MS) {
      checkedAt = clock.now();
      const fresh = observations.after(seenId);
      if (fresh.length) {
        seenId = fresh[fresh.length - 1]!.id;
        market.add(fresh.filter((o) => usable(o) && !own.has(o.id)).map(toPriceObservation));
      }
      own.clear();
    }
    return market;
  };

  return {
    /** The market; lookups should pass `now` explicitly (the market's own now is its load time). */
    get market(): Market {
      return load();
    },
    /**
     * This process stored `o`: add it now. Before the first load there is nothing to add to (the
     * load reads it from the database); afterwards its row id is skipped by the next top-up.
     */
    add(o: PriceObservation & { id: number }): void {
      if (!market || !(o.price > 0)) return;
      market.add([o]);
      own.add(o.id);
    },
  };
}
export type MarketService = ReturnType<typeof createMarketService>;
