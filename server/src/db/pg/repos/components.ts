import { asc, count, eq, inArray, sql } from "drizzle-orm";
import type { ComponentsRepo } from "../../contracts/index.ts";
import type { Pg } from "../db.ts";
import { recordset, textList } from "../recordset.ts";
import { componentAliases, components } from "../schema.ts";
import { countPerComponent } from "./location.ts";

const COMPONENT_COLUMNS = {
  id: "text", category: "text", subcategory: "text", brand: "text", model: "text", mpn: "text", capacity: "text", capacity_gb: "float8", interface: "text",
  form_factor: "text", generation: "text", attributes: "text", created_at: "bigint", updated_at: "bigint",
};

/** The catalog as stored (PostgreSQL). */
export function pgComponentsRepo(db: Pg): ComponentsRepo {
  return {
    async get(id) {
      const [row] = await db.select().from(components).where(eq(components.id, id));
      return row ?? null;
    },
    async aliases(id) {
      return db.select({ alias: componentAliases.alias, kind: componentAliases.kind }).from(componentAliases).where(eq(componentAliases.component_id, id)).orderBy(asc(componentAliases.seq));
    },
    async count() {
      const [row] = await db.select({ n: count() }).from(components);
      return row?.n ?? 0;
    },
    async stored() {
      const rows = await db.select({ id: components.id, created_at: components.created_at, attributes: components.attributes }).from(components);
      return new Map(rows.map((r) => [r.id, { created_at: r.created_at, attributes: r.attributes }]));
    },
    async putMany(rows) {
      if (rows.length === 0) return;
      const ids = rows.map((r) => r.row.id);
      const aliases = rows.flatMap(({ row, aliases: list }) => list.map((a) => ({ component_id: row.id, alias: a.alias, kind: a.kind })));
      await db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO components (id, category, subcategory, brand, model, mpn, capacity, capacity_gb, interface, form_factor, generation, attributes, created_at, updated_at)
          SELECT id, category, subcategory, brand, model, mpn, capacity, capacity_gb, interface, form_factor, generation, attributes, created_at, updated_at
          FROM ${recordset(rows.map((r) => r.row), COMPONENT_COLUMNS)} ORDER BY ord
          ON CONFLICT (id) DO UPDATE SET category = excluded.category, subcategory = excluded.subcategory, brand = excluded.brand, model = excluded.model, mpn = excluded.mpn,
            capacity = excluded.capacity, capacity_gb = excluded.capacity_gb, interface = excluded.interface, form_factor = excluded.form_factor,
            generation = excluded.generation, attributes = excluded.attributes, updated_at = excluded.updated_at`);
        await tx.execute(sql`DELETE FROM component_aliases WHERE component_id IN (SELECT ${textList(ids)})`);
        if (aliases.length > 0) {
          await tx.execute(sql`INSERT INTO component_aliases (component_id, alias, kind)
            SELECT component_id, alias, kind FROM ${recordset(aliases, { component_id: "text", alias: "text", kind: "text" })} ORDER BY ord`);
        }
      });
    },
    async removeMany(ids) {
      if (ids.length > 0) await db.delete(components).where(inArray(components.id, [...ids]));
    },
    async listingCounts(ids, localKw) {
      return countPerComponent(db, "listings", ids, localKw);
    },
  };
}
