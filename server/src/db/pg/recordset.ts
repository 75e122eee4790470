import { sql, type SQL } from "drizzle-orm";

/**
 * Many rows as one parameter: `json_to_recordset` over their JSON, typed by `columns` (name →
 * PostgreSQL type), so a batch is one statement and one round trip whatever its size.
 * @example db.execute(sql`INSERT INTO t (a, b) SELECT a, b FROM ${recordset(rows, { a: "text", b: "bigint" })}`)
 */
export function recordset(rows: readonly object[], columns: Record<string, string>): SQL {
  const defs = Object.entries(columns).map(([name, type]) => `"${name}" ${type}`).join(", ");
  const names = Object.keys(columns).map((name) => `"${name}"`).join(", ");
  // `ord` numbers the rows in input order (inserts keep it, as SQLite's rowid does).
  return sql`ROWS FROM (json_to_recordset(${JSON.stringify(rows)}::text::json) AS (${sql.raw(defs)})) WITH ORDINALITY AS x(${sql.raw(names)}, ord)`;
}

/**
 * Strings as one parameter, for `IN (SELECT ...)`: the elements of a JSON array.
 * @example sql`id IN (SELECT ${textList(ids)})`
 */
export function textList(values: Iterable<string>): SQL {
  return sql`json_array_elements_text(${JSON.stringify([...values])}::text::json)`;
}
