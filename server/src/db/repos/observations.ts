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
  /** `sold` or `asking` (see the schema). */
  kind: string;
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
    "INSERT INTO price_observations (component_id, price, observed_at, source, condition, location, listing_id, kind) VALUES ($component_id, $price, $observed_at, $source, $condition, $location, $listing_id, $kind)",
  );
  const window = c.prepare<ObservationRow, [string, number, number]>(
    "SELECT component_id, price, observed_at, source, condition, location, listing_id, kind FROM price_observations WHERE component_id = ? AND observed_at >= ? AND id <= ? ORDER BY observed_at",
  );
  const componentsSince = c.prepare<{ component_id: string }, [number]>("SELECT DISTINCT component_id FROM price_observations WHERE observed_at >= ?");
  const after = c.prepare<ObservationRow & { id: number }, [number]>(
    "SELECT id, component_id, price, observed_at, source, condition, location, listing_id, kind FROM price_observations WHERE id > ? ORDER BY id",
  );
  const maxId = c.prepare<{ id: number | null }, []>("SELECT MAX(id) AS id FROM price_observations");
  // SQLite's data_version moves when another connection commits; writes through this one are counted here.
  const dataVersion = c.prepare<{ data_version: number }, []>("PRAGMA data_version");
  let ownWrites = 0;
  const historyCols = "SELECT price, observed_at, source, condition FROM price_observations WHERE component_id = ? AND observed_at >= ? AND observed_at <= ?";
  const exists = c.prepare<{ one: number }, [string]>("SELECT 1 AS one FROM price_observations WHERE listing_id = ? LIMIT 1");
  return {
    /** Whether an observation of the same listing (or import line key) is stored. */
    has(o: Pick<ObservationRow, "listing_id">): boolean {
      return o.listing_id !== null && exists.get(o.listing_id) !== null;
    },
    /** Store one observation; returns its row id. */
    insert(o: ObservationRow): number {
      ownWrites++;
      return Number(insert.run({ ...o }).lastInsertRowid);
    },
    /** Insert many in one transaction (all or none). */
    insertMany(rows: readonly ObservationRow[]): void {
      ownWrites++;
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
    /** One component's observations since an instant, up to row `maxId` (a consistent cut), oldest first. */
    window(componentId: string, since: number, maxId: number): ObservationRow[] {
      return window.all(componentId, since, maxId);
    },
    /** Components observed since an instant. */
    componentsSince(since: number): string[] {
      return componentsSince.all(since).map((r) => r.component_id);
    },
    /** Moves when another connection (another process) commits; one pragma, no table read. */
    dataVersion(): number {
      return dataVersion.get()!.data_version;
    },
    /** Writes of observations through this connection so far. */
    ownWrites(): number {
      return ownWrites;
    },
    /** Observations stored after row `id` (by any process), in insertion order. */
    after(id: number): (ObservationRow & { id: number })[] {
      return after.all(id);
    },

    /** The newest row id (0 when empty). */
    maxId(): number {
      return maxId.get()?.id ?? 0;
    },
  };
}
export type ObservationsRepo = ReturnType<typeof observationsRepo>;
