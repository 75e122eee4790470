/**
 * SYNTHETIC price observations for the component tests: made up here, named so (every source
 * starts with "synthetic-"), never real market data.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Condition } from "@rackhunt/core";
import { testDatabase, type TestDatabase } from "../../support/database.ts";

export const DAY = 86_400_000;
/** The instant tests judge at (the server's manual clock). */
export const NOW = Date.UTC(2026, 10, 1, 12);
export const TRUSTED_ID = "intel-xeon-e5-2680-v3";
export const THIN_ID = "intel-xeon-e5-2690-v3";
/** Days (and observations) of the trusted cohort: past 30 so "price 30 days ago" exists. */
export const TRUSTED_DAYS = 32;
export const SOURCES = ["synthetic-forum", "synthetic-auction"] as const;
const CLI = join(import.meta.dir, "../../../server/src/cli.ts");

export interface SyntheticObservation {
  component_id: string;
  price: number;
  observed_at: string;
  source: string;
  condition: Condition;
  location: string;
}

/**
 * A trusted used cohort for TRUSTED_ID: 32 prices $20..$51 one a day going back from 1 day
 * before NOW, alternating sources, locations USA-CA / USA-CA / UK / UK; plus two old ones (120
 * and 400 days back, beyond the 90-day window) and three for THIN_ID from one source.
 */
export function syntheticObservations(): SyntheticObservation[] {
  const out: SyntheticObservation[] = [];
  for (let i = 0; i < TRUSTED_DAYS; i++) {
    out.push({
      component_id: TRUSTED_ID,
      price: 20 + i,
      observed_at: new Date(NOW - (i + 1) * DAY).toISOString(),
      source: SOURCES[i % 2]!,
      condition: "used",
      location: i % 4 < 2 ? "USA-CA" : "UK",
    });
  }
  for (const days of [120, 400]) out.push({ component_id: TRUSTED_ID, price: 55, observed_at: new Date(NOW - days * DAY).toISOString(), source: SOURCES[0], condition: "used", location: "USA-TX" });
  for (let i = 0; i < 3; i++) out.push({ component_id: THIN_ID, price: 30 + i, observed_at: new Date(NOW - (i + 2) * DAY).toISOString(), source: SOURCES[0], condition: "used", location: "USA-NY" });
  return out;
}

/** Age in days of an observation at NOW. */
export const ageDays = (o: { observed_at: string }) => (NOW - Date.parse(o.observed_at)) / DAY;

/** Run the rackhunt CLI. */
export function rackhunt(args: string[], env: Record<string, string> = {}) {
  const r = Bun.spawnSync([process.execPath, CLI, ...args], { env: { ...process.env, RACKHUNT_LOG_LEVEL: "warn", ...env }, stdout: "pipe", stderr: "pipe" });
  return { code: r.exitCode, out: r.stdout.toString(), err: r.stderr.toString() };
}

/**
 * A test database (of the dialect under test) seeded by `rackhunt migrate` and `rackhunt import`
 * of the synthetic set, as an operator would, and a temporary folder for files.
 */
export async function seededDb(): Promise<{ dir: string; db: TestDatabase; cleanup(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), "rackhunt-components-"));
  // The catalog is stored by the first server start, at the test's clock (its timestamps are checked).
  const db = await testDatabase({ catalog: false });
  const file = join(dir, "synthetic.jsonl");
  writeFileSync(file, syntheticObservations().map((o) => JSON.stringify(o)).join("\n") + "\n");
  rackhunt(["migrate"], db.env);
  const r = rackhunt(["import", file], db.env);
  if (r.code !== 0 || !r.out.includes(`${syntheticObservations().length} accepted`)) throw new Error(`seeding failed: ${r.out}${r.err}`);
  return {
    dir,
    db,
    async cleanup() {
      await db.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
