import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Rate-limit windows (the API's per-minute limits, sign-in and second-factor attempts,
 * registrations): requests counted per key and fixed window, in the file, so every process on the
 * database counts into the same windows and a restart forgets nothing.
 */
export const rateWindows = sqliteTable("rate_windows", {
  key: text("key").notNull(),
  /** The window's index (epoch ms / window length). */
  window: integer("window").notNull(),
  count: integer("count").notNull().default(0),
}, (t) => [primaryKey({ columns: [t.key, t.window] })]);
