import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { ObservationsRepo } from "../../contracts/index.ts";
import type { Pg } from "../db.ts";
import { recordset, textList } from "../recordset.ts";
import { priceObservations } from "../schema.ts";
import { countPerComponent, locationClause } from "./location.ts";
import { followObservations } from "./observation-feed.ts";

const OBSERVATION_COLUMNS = { component_id: "text", price: "float8", observed_at: "bigint", source: "text", condition: "text", location: "text", listing_id: "text", kind: "text", close_ratio: "float8", spotted_hours: "float8" };

/** Price observations (PostgreSQL). */
export function pgObservationsRepo(db: Pg): ObservationsRepo {
  return {
    async storedKeys(listingIds) {
      if (listingIds.length === 0) return new Set();
      const rows = await db.execute<{ listing_id: string }>(sql`SELECT DISTINCT listing_id FROM price_observations WHERE listing_id IN (SELECT ${textList(listingIds)})`);
      return new Set(rows.map((r) => r.listing_id));
    },
    async insertMany(rows) {
      if (rows.length === 0) return;
      await db.execute(sql`INSERT INTO price_observations (component_id, price, observed_at, source, condition, location, listing_id, kind, close_ratio, spotted_hours)
        SELECT component_id, price, observed_at, source, condition, location, listing_id, kind, close_ratio, spotted_hours FROM ${recordset(rows, OBSERVATION_COLUMNS)} ORDER BY ord`);
    },
    async history(componentId, since, until, localKw) {
      return db
        .select({ price: priceObservations.price, observed_at: priceObservations.observed_at, source: priceObservations.source, condition: priceObservations.condition })
        .from(priceObservations)
        .where(and(eq(priceObservations.component_id, componentId), gte(priceObservations.observed_at, since), lte(priceObservations.observed_at, until), sql`true${locationClause(localKw)}`))
        .orderBy(desc(priceObservations.observed_at), desc(priceObservations.id));
    },
    async counts(ids, localKw) {
      return countPerComponent(db, "price_observations", ids, localKw);
    },
    async componentsSince(since) {
      const rows = await db.selectDistinct({ id: priceObservations.component_id }).from(priceObservations).where(gte(priceObservations.observed_at, since));
      return rows.map((r) => r.id);
    },
    follow: () => followObservations(db),
  };
}
