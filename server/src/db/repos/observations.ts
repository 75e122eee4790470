import type { Db } from "../client.ts";
import { countPerComponent, locationClause } from "./components.ts";

export interface ObservationRow {
  component_id: string;
  price: number;
  observed_at: number;
  source: string | null;
  condition: string | null;
  location: string | null;
  listing_id: string | null;
}

/** One price point of a component's history. */
export interface HistoryRow {
  price: number;
  observed_at: number;
  source: string | null;
  condition: string | null;
}

/** Price observations: the input of benchmarks, history and the public price pages. */
export function observationsRepo(db: Db) {
  const c = db.$client;
  const insert = c.prepare(
    "INSERT INTO price_observations (component_id, price, observed_at, source, condition, location, listing_id) VALUES ($component_id, $price, $observed_at, $source, $condition, $location, $listing_id)",
  );
  const all = c.prepare<ObservationRow, []>("SELECT component_id, price, observed_at, source, condition, location, listing_id FROM price_observations ORDER BY observed_at");
  const historyCols = "SELECT price, observed_at, source, condition FROM price_observations WHERE component_id = ? AND observed_at >= ? AND observed_at <= ?";
  const exists = c.prepare<{ one: number }, [string, number, number, string | null, string | null]>(
    "SELECT 1 AS one FROM price_observations WHERE component_id = ? AND observed_at = ? AND price = ? AND source IS ? AND condition IS ? LIMIT 1",
  );
  return {
    /** Whether an observation with the same component, instant, price, source and condition is stored. */
    has(o: Pick<ObservationRow, "component_id" | "observed_at" | "price" | "source" | "condition">): boolean {
      return exists.get(o.component_id, o.observed_at, o.price, o.source, o.condition) !== null;
    },
    insert(o: ObservationRow): void {
      insert.run({ ...o });
    },
    /** Insert many in one transaction (all or none). */
    insertMany(rows: readonly ObservationRow[]): void {
      c.transaction(() => {
        for (const o of rows) insert.run({ ...o });
      })();
    },
    /**
     * One component's observations in [since, until], newest first, optionally only those whose
     * location matches `localKw` (see locationClause).
     */
    history(componentId: string, since: number, until: number, localKw?: string | null): HistoryRow[] {
      const loc = locationClause("location", localKw);
      return c.query<HistoryRow, (string | number)[]>(`${historyCols}${loc.sql} ORDER BY observed_at DESC, id DESC`).all(componentId, since, until, ...loc.args);
    },
    /** Observations per component among `ids`, optionally only those whose location matches. */
    counts(ids: readonly string[], localKw?: string | null): Map<string, number> {
      return countPerComponent(db, "price_observations", ids, localKw);
    },
    /** Every observation, oldest first (loaded once at start to build the in-memory market). */
    all(): ObservationRow[] {
      return all.all();
    },
  };
}
export type ObservationsRepo = ReturnType<typeof observationsRepo>;
