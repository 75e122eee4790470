import { defineConfig } from "drizzle-kit";

// Migrations of the PostgreSQL implementation (RACKHUNT_DATABASE_URL): `bun --bun drizzle-kit generate --config drizzle.pg.config.ts`.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/pg/schema.ts",
  out: "./src/db/pg/migrations",
});
