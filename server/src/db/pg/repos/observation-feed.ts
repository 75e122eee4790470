import { sql } from "drizzle-orm";
import type { ObservationFeed, ObservationRow } from "../../contracts/index.ts";
import { num, type Pg } from "../db.ts";
import { textList } from "../recordset.ts";

type Raw = { horizon: string; id: string | null; tx: string | null } & { [K in keyof ObservationRow]: ObservationRow[K] | string | null };

const COLUMNS = sql`o.component_id, o.price, o.observed_at, o.source, o.condition, o.location, o.listing_id, o.kind, o.close_ratio, o.spotted_hours`;

/**
 * The observations feed on PostgreSQL. Row ids are handed out when rows are inserted but
 * become visible when their transaction commits, in any order, so "every id above the last
 * one read" would miss a row committed late. The cut is instead the snapshot's horizon (its
 * xmin: every transaction below it has finished), each row carrying its writer's transaction id:
 * a read returns the rows of transactions at or past the last horizon, minus those already
 * read (remembered until the horizon passes them). Every committed row is read exactly once.
 */
export async function followObservations(db: Pg): Promise<ObservationFeed> {
  /** Rows with a transaction id at or past this may still appear. */
  let horizon: number;
  /** Ids read whose transaction id is at or past the horizon: they are in the cut. */
  let seen = new Map<number, number>();
  let version = 0;

  /** Rows of transactions at or past `from`, with the horizon of the same snapshot. */
  const read = async (from: number) => {
    // One statement, one snapshot: pg_current_snapshot() is the snapshot the rows are read with.
    const rows = (await db.execute(sql`
      WITH h AS (SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint AS horizon)
      SELECT h.horizon, o.id, o.tx, ${COLUMNS} FROM h LEFT JOIN price_observations o ON o.tx >= ${from} ORDER BY o.id`)) as Raw[];
    return { horizon: Number(rows[0]!.horizon), rows: rows.filter((r) => r.id !== null) };
  };
  const remember = (rows: Raw[], cut: number) => {
    const next = new Map<number, number>();
    for (const [id, tx] of seen) if (tx >= cut) next.set(id, tx);
    for (const r of rows) if (Number(r.tx) >= cut) next.set(Number(r.id), Number(r.tx));
    seen = next;
  };

  const first = await read(Number.MAX_SAFE_INTEGER);
  horizon = first.horizon;
  const opening = await read(horizon);
  // Rows visible at opening are in the cut; the horizon read first is no later than theirs.
  remember(opening.rows, horizon);
  version = seen.size;

  return {
    async next() {
      const { horizon: cut, rows } = await read(horizon);
      const fresh = rows.filter((r) => !seen.has(Number(r.id)));
      horizon = Math.max(horizon, cut);
      remember(rows, horizon);
      version += fresh.length;
      return fresh.map(toRow);
    },
    async windows(ids, since) {
      if (ids.length === 0) return new Map();
      const rows = (await db.execute(sql`
        SELECT o.id, o.tx, ${COLUMNS} FROM price_observations o
        WHERE o.component_id IN (SELECT ${textList(ids)}) AND o.observed_at >= ${Math.max(since, Number.MIN_SAFE_INTEGER)}
          AND (o.tx < ${horizon} OR o.id IN (SELECT value::bigint FROM json_array_elements_text(${JSON.stringify([...seen.keys()])}::text::json)))
        ORDER BY o.observed_at`)) as Raw[];
      const out = new Map<string, ObservationRow[]>(ids.map((id) => [id, []]));
      for (const r of rows) out.get(r.component_id as string)?.push(toRow(r));
      return out;
    },
    get version() {
      return version;
    },
  };
}

function toRow(r: Raw): ObservationRow {
  return {
    component_id: r.component_id as string,
    price: num(r.price),
    observed_at: num(r.observed_at),
    source: r.source as string | null,
    condition: r.condition as string | null,
    location: r.location as string | null,
    listing_id: r.listing_id as string | null,
    kind: r.kind as string,
    close_ratio: r.close_ratio == null ? null : num(r.close_ratio),
    spotted_hours: r.spotted_hours == null ? null : num(r.spotted_hours),
  };
}
