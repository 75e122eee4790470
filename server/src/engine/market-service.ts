import { createMarket, type Market, type PriceObservation } from "@rackhunt/core";
import type { Clock } from "../clock.ts";
import type { ObservationRow, ObservationsRepo } from "../db/repos/observations.ts";

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
  };
}

/**
 * The in-memory market behind benchmarks, loaded from the database once on first use and kept
 * current as scans record observations. One process owns it; a second process (a worker) loads
 * its own copy.
 */
export function createMarketService(observations: ObservationsRepo, clock: Clock) {
  let market: Market | null = null;
  const load = (): Market => {
    market ??= createMarket(observations.all().filter((o) => o.price > 0).map(toPriceObservation), { now: clock.now() });
    return market;
  };
  return {
    /** The market; lookups should pass `now` explicitly (the market's own now is its load time). */
    get market(): Market {
      return load();
    },
    add(o: ObservationRow): void {
      if (o.price > 0) load().add([toPriceObservation(o)]);
    },
  };
}
export type MarketService = ReturnType<typeof createMarketService>;
