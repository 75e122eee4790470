import type { Db } from "../client.ts";
import type { HistoryRow, ObservationFeed, ObservationRow, ObservationsRepo } from "../contracts/index.ts";
import { countPerComponent, locationClause } from "./components.ts";

const COLUMNS = "component_id, price, observed_at, source, condition, location, listing_id, kind, close_ratio, spotted_hours";

/** Price observations (SQLite). */
export function observationsRepo(db: Db): ObservationsRepo {
  const c = db.$client;
  const insert = c.prepare(
    `INSERT INTO price_observations (${COLUMNS}) VALUES ($component_id, $price, $observed_at, $source, $condition, $location, $listing_id, $kind, $close_ratio, $spotted_hours)`,
  );
  const window = c.prepare<ObservationRow, [string, number, number]>(
    `SELECT ${COLUMNS} FROM price_observations WHERE component_id = ? AND observed_at >= ? AND id <= ? ORDER BY observed_at`,
  );
  const componentsSince = c.prepare<{ component_id: string }, [number]>("SELECT DISTINCT component_id FROM price_observations WHERE observed_at >= ?");
  const after = c.prepare<ObservationRow & { id: number }, [number]>(`SELECT id, ${COLUMNS} FROM price_observations WHERE id > ? ORDER BY id`);
  const maxId = c.prepare<{ id: number | null }, []>("SELECT MAX(id) AS id FROM price_observations");
  // SQLite's data_version moves when another connection commits; writes through this one are counted here.
  const dataVersion = c.prepare<{ data_version: number }, []>("PRAGMA data_version");
  let ownWrites = 0;
  const historyCols = "SELECT price, observed_at, source, condition FROM price_observations WHERE component_id = ? AND observed_at >= ? AND observed_at <= ?";
  const exists = c.prepare<{ one: number }, [string]>("SELECT 1 AS one FROM price_observations WHERE listing_id = ? LIMIT 1");
  return {
    async storedKeys(listingIds) {
      return new Set(listingIds.filter((id) => exists.get(id) !== null));
    },
    async insertMany(rows) {
      ownWrites++;
      c.transaction(() => {
        for (const o of rows) insert.run({ close_ratio: null, spotted_hours: null, ...o });
      })();
    },
    async history(componentId, since, until, localKw) {
      const loc = locationClause("location", localKw);
      return c.query<HistoryRow, (string | number)[]>(`${historyCols}${loc.sql} ORDER BY observed_at DESC, id DESC`).all(componentId, since, until, ...loc.args);
    },
    async counts(ids, localKw) {
      return countPerComponent(db, "price_observations", ids, localKw);
    },
    async componentsSince(since) {
      return componentsSince.all(since).map((r) => r.component_id);
    },
    async follow(): Promise<ObservationFeed> {
      // SQLite has one writer at a time, so row ids commit in order: the cut is the last id read.
      let cut = maxId.get()?.id ?? 0;
      let seenVersion = dataVersion.get()!.data_version;
      let seenOwn = ownWrites;
      return {
        async next() {
          // Whether there can be anything new is asked first (no table read): this connection's
          // writes are counted, and another connection's commit moves data_version.
          const version = dataVersion.get()!.data_version;
          if (version === seenVersion && ownWrites === seenOwn) return [];
          seenVersion = version;
          seenOwn = ownWrites;
          const rows = after.all(cut);
          if (rows.length > 0) cut = rows[rows.length - 1]!.id;
          return rows.map(({ id: _id, ...o }) => o);
        },
        async windows(ids, since) {
          return new Map(ids.map((id) => [id, window.all(id, since, cut)]));
        },
        get version() {
          return cut;
        },
      };
    },
  };
}
