import type { BunSQLQueryResultHKT } from "drizzle-orm/bun-sql";
import type { PgDatabase } from "drizzle-orm/pg-core";
import type * as schema from "./schema.ts";

/** The database or one of its transactions: every PostgreSQL repository runs on either. */
export type Pg = PgDatabase<BunSQLQueryResultHKT, typeof schema>;

/** PostgreSQL answers int8 and numeric as text: a number, or null. */
export function num(value: unknown): number;
export function num(value: unknown, nullable: true): number | null;
export function num(value: unknown, _nullable?: true): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** A json column as read raw: Bun hands it over parsed or as text depending on the wire format. */
export function jsonValue(value: unknown): unknown {
  return typeof value === "string" ? JSON.parse(value) : value;
}
