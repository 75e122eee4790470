import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Catalog components: one row per exact variant (model + capacity). */
export const components = sqliteTable("components", {
  id: text("id").primaryKey(),
  category: text("category"),
  subcategory: text("subcategory"),
  brand: text("brand"),
  model: text("model"),
  mpn: text("mpn"),
  capacity: text("capacity"),
  capacity_gb: real("capacity_gb"),
  interface: text("interface"),
  form_factor: text("form_factor"),
  generation: text("generation"),
  attributes: text("attributes", { mode: "json" }),
  created_at: integer("created_at").notNull(),
  updated_at: integer("updated_at").notNull(),
}, (t) => [index("components_category").on(t.category)]);

/** Aliases (part numbers, OEM numbers, short names), normalised for lookup. */
export const componentAliases = sqliteTable("component_aliases", {
  component_id: text("component_id").notNull().references(() => components.id, { onDelete: "cascade" }),
  alias: text("alias").notNull(),
  kind: text("kind").notNull().default("name"),
}, (t) => [index("component_aliases_alias").on(t.alias), index("component_aliases_component").on(t.component_id)]);

/** Observed prices per item, the input of benchmarks and history. */
export const priceObservations = sqliteTable("price_observations", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  component_id: text("component_id").notNull(),
  price: real("price").notNull(),
  observed_at: integer("observed_at").notNull(),
  source: text("source"),
  condition: text("condition"),
  location: text("location"),
  listing_id: text("listing_id"),
  /** `sold` (a sale: sold posts, completed auctions, imported history) or `asking` (an active listing's price). */
  kind: text("kind").notNull().default("sold"),
  /** A sold auction seen while open: its close ÷ its item price when first seen, and the hours it had left then. */
  close_ratio: real("close_ratio"),
  spotted_hours: real("spotted_hours"),
}, (t) => [index("price_observations_component_time").on(t.component_id, t.observed_at), index("price_observations_listing").on(t.listing_id), index("price_observations_time").on(t.observed_at, t.component_id)]);
