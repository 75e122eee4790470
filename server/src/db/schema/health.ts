import { integer, sqliteTable } from "drizzle-orm/sqlite-core";

/** One row rewritten by every health check, so /healthz proves the database takes writes. */
export const healthProbe = sqliteTable("health_probe", {
  id: integer("id").primaryKey(),
  checked_at: integer("checked_at").notNull(),
});
