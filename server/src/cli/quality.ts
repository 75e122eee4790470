import { parseArgs } from "node:util";
import { defaultCatalog } from "@rackhunt/core";
import type { QualityReport, QualityRow } from "@rackhunt/core/schemas";
import { systemClock } from "../clock.ts";
import { createMarketService } from "../engine/market-service.ts";
import { qualityReport } from "../quality/index.ts";
import { configFrom, databaseFrom, requireDatabase } from "./common.ts";
import { HELP } from "./help.ts";

/**
 * `rackhunt quality`: this install's quality record (alert precision, price error, latency, each
 * with n), read from the database as GET /api/public/quality and the /quality page compute it.
 */
export async function qualityCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { json: { type: "boolean" }, db: { type: "string" }, help: { type: "boolean" } } });
  if (values.help) return console.log(HELP.quality);
  const config = configFrom({ RACKHUNT_DB: values.db });
  requireDatabase(config);
  const database = await databaseFrom(config);
  try {
    const market = await createMarketService(database.repos.observations, systemClock);
    const report = await qualityReport({ repos: database.repos, clock: systemClock, market, catalog: defaultCatalog() });
    console.log(values.json ? JSON.stringify(report, null, 2) : formatQuality(report).join("\n"));
  } finally {
    await database.close();
  }
}

/** The record as an operator reads it: one line per row, then the method. */
export function formatQuality(r: QualityReport): string[] {
  return [
    `Quality record, last ${r.window_days} days, as of ${r.generated_at.slice(0, 16).replace("T", " ")} UTC`,
    "",
    `overall: ${rowText(r.overall)}`,
    "",
    "by category:",
    ...(r.by_category.length ? r.by_category.map((row) => `  ${row.key}: ${rowText(row)}`) : ["  nothing measured yet"]),
    "",
    "by source:",
    ...(r.by_source.length ? r.by_source.map((row) => `  ${row.key}: ${rowText(row)}`) : ["  nothing measured yet"]),
    "",
    "price error by category and condition:",
    ...(r.price_error_by_condition.length ? r.price_error_by_condition.map((c) => `  ${c.category} ${c.condition}: ${pct(c.median_ape_pct)} (n ${c.n})`) : ["  no realized sales yet"]),
    "",
    `Alert precision: ${r.method.precision}`,
    `Price error: ${r.method.price_error}`,
    `7-day forecast error: ${r.method.forecast}`,
    `Latency: ${r.method.latency}`,
    r.method.caching,
  ];
}

// --- Internal helpers ---

const pct = (value: number | null) => (value === null ? "—" : `±${value.toFixed(1)}%`);

function rowText(row: QualityRow): string {
  const p = row.precision;
  const l = row.latency;
  const precision = `precision ${p.value === null ? "—" : `${Math.round(p.value * 100)}%`} (n ${p.n})`;
  const error = `price error ${pct(row.price_error.median_ape_pct)} (n ${row.price_error.n})`;
  const forecast = `7-day forecast error ${pct(row.forecast.median_ape_pct)} (n ${row.forecast.n})`;
  const latency = l.measured ? `latency p50 ${l.p50_seconds ?? "—"} s, p95 ${l.p95_seconds ?? "—"} s (n ${l.n})` : `latency not measured yet (n ${l.n})`;
  return `${precision}, ${error}, ${forecast}, ${latency}`;
}
