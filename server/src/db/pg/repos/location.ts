import { sql, type SQL } from "drizzle-orm";
import type { Pg } from "../db.ts";
import { textList } from "../recordset.ts";

/**
 * The SQL twin of the core's locationMatches for `local_kw` (see db/repos/components.ts): the
 * tag equals the keyword or is one of its sub-regions, case-insensitively; no keyword, no filter.
 */
export function locationClause(localKw?: string | null): SQL {
  if (!localKw) return sql``;
  const k = localKw.toUpperCase();
  // left(), not LIKE: a keyword holding % or _ must not act as a wildcard.
  return sql` AND (upper(location) = ${k} OR left(upper(location), ${k.length + 1}) = ${`${k}-`})`;
}

/** Rows per component among `ids` in a table with component_id and location columns; components without rows are absent. */
export async function countPerComponent(db: Pg, table: "listings" | "price_observations", ids: readonly string[], localKw?: string | null): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.execute<{ component_id: string; n: string }>(
    sql`SELECT component_id, count(*) AS n FROM ${sql.identifier(table)} WHERE component_id IN (SELECT ${textList(ids)})${locationClause(localKw)} GROUP BY component_id`,
  );
  return new Map(rows.map((r) => [r.component_id, Number(r.n)]));
}
