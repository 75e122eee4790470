import type { Db } from "../client.ts";

export interface ObservationRow {
  component_id: string;
  price: number;
  observed_at: number;
  source: string | null;
  condition: string | null;
  location: string | null;
  listing_id: string | null;
}

/** Price observations: the input of benchmarks, history and the public price pages. */
export function observationsRepo(db: Db) {
  const c = db.$client;
  const insert = c.prepare(
    "INSERT INTO price_observations (component_id, price, observed_at, source, condition, location, listing_id) VALUES ($component_id, $price, $observed_at, $source, $condition, $location, $listing_id)",
  );
  const all = c.prepare<ObservationRow, []>("SELECT component_id, price, observed_at, source, condition, location, listing_id FROM price_observations ORDER BY observed_at");
  return {
    insert(o: ObservationRow): void {
      insert.run({ ...o });
    },
    /** Every observation, oldest first (loaded once at start to build the in-memory market). */
    all(): ObservationRow[] {
      return all.all();
    },
  };
}
export type ObservationsRepo = ReturnType<typeof observationsRepo>;
