import type { Db } from "../client.ts";
import type { AliasRow, ComponentRow, ComponentsRepo } from "../contracts/index.ts";

/**
 * The SQL twin of the core's locationMatches for `local_kw`: the tag equals the keyword or is one
 * of its sub-regions (`USA` matches `USA-CA`), case-insensitively; no keyword means no filter.
 * @example locationClause("location", "usa") // {sql: " AND (UPPER(location) = ? OR ...)", args: ["USA", 4, "USA-"]}
 */
export function locationClause(column: string, localKw?: string | null): { sql: string; args: (string | number)[] } {
  if (!localKw) return { sql: "", args: [] };
  const k = localKw.toUpperCase();
  // SUBSTR, not LIKE: a keyword holding % or _ must not act as a wildcard.
  return { sql: ` AND (UPPER(${column}) = ? OR SUBSTR(UPPER(${column}), 1, ?) = ?)`, args: [k, k.length + 1, `${k}-`] };
}

/**
 * Rows per component among `ids` in a table with component_id and location columns, optionally
 * only those whose location matches `localKw`. Components without rows are absent from the map.
 * @example countPerComponent(db, "price_observations", ["intel-xeon-e5-2680-v3"], "USA")
 */
export function countPerComponent(db: Db, table: "listings" | "price_observations", ids: readonly string[], localKw?: string | null): Map<string, number> {
  if (ids.length === 0) return new Map();
  const loc = locationClause("location", localKw);
  const marks = ids.map(() => "?").join(", ");
  const rows = db.$client
    .query<{ component_id: string; n: number }, (string | number)[]>(`SELECT component_id, COUNT(*) AS n FROM ${table} WHERE component_id IN (${marks})${loc.sql} GROUP BY component_id`)
    .all(...ids, ...loc.args);
  return new Map(rows.map((r) => [r.component_id, r.n]));
}

const COLUMNS = "id, category, subcategory, brand, model, mpn, capacity, capacity_gb, interface, form_factor, generation, attributes, created_at, updated_at";
const VALUES = "$id, $category, $subcategory, $brand, $model, $mpn, $capacity, $capacity_gb, $interface, $form_factor, $generation, $attributes, $created_at, $updated_at";

/** The catalog as stored (SQLite). */
export function componentsRepo(db: Db): ComponentsRepo {
  const c = db.$client;
  const get = c.prepare<ComponentRow, [string]>(`SELECT ${COLUMNS} FROM components WHERE id = ?`);
  const fingerprints = c.prepare<{ id: string; created_at: number; attributes: string | null }, []>("SELECT id, created_at, attributes FROM components");
  const upsert = c.prepare(
    `INSERT INTO components (${COLUMNS}) VALUES (${VALUES}) ON CONFLICT(id) DO UPDATE SET category = excluded.category, subcategory = excluded.subcategory, brand = excluded.brand, model = excluded.model, mpn = excluded.mpn, capacity = excluded.capacity, capacity_gb = excluded.capacity_gb, interface = excluded.interface, form_factor = excluded.form_factor, generation = excluded.generation, attributes = excluded.attributes, updated_at = excluded.updated_at`,
  );
  const remove = c.prepare("DELETE FROM components WHERE id = ?");
  const aliases = c.prepare<AliasRow, [string]>("SELECT alias, kind FROM component_aliases WHERE component_id = ? ORDER BY rowid");
  const clearAliases = c.prepare("DELETE FROM component_aliases WHERE component_id = ?");
  const addAlias = c.prepare("INSERT INTO component_aliases (component_id, alias, kind) VALUES (?, ?, ?)");
  const count = c.prepare<{ n: number }, []>("SELECT COUNT(*) AS n FROM components");

  return {
    async get(id) {
      return get.get(id) ?? null;
    },
    async aliases(id) {
      return aliases.all(id);
    },
    async count() {
      return count.get()!.n;
    },
    async stored() {
      return new Map(fingerprints.all().map((r) => [r.id, { created_at: r.created_at, attributes: r.attributes }]));
    },
    async putMany(rows) {
      c.transaction(() => {
        for (const { row, aliases: rowAliases } of rows) {
          upsert.run({ ...row });
          clearAliases.run(row.id);
          for (const a of rowAliases) addAlias.run(row.id, a.alias, a.kind);
        }
      })();
    },
    async removeMany(ids) {
      c.transaction(() => {
        for (const id of ids) remove.run(id);
      })();
    },
    async listingCounts(ids, localKw) {
      return countPerComponent(db, "listings", ids, localKw);
    },
  };
}
