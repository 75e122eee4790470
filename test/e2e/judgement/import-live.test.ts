/**
 * History brought in with `rackhunt import` while `rackhunt serve` runs on the same database is
 * in the server's very next benchmark: no restart, no reload command.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EvaluateResponse } from "@rackhunt/core/schemas";
import * as v from "valibot";
import { printedKey, rackhunt, rackhuntAsync } from "../../support/cli.ts";
import { testDatabase } from "../../support/database.ts";
import { spawnServe, type ServeProcess } from "../proof/serve-process.ts";

const dir = mkdtempSync(join(tmpdir(), "rackhunt-import-live-"));
// The database under test (SQLite, or PostgreSQL in CI's second run), empty as a first `serve` finds it.
const db = await testDatabase({ catalog: false });
const ENV = { ...db.env, RACKHUNT_SCHEDULER: "off", RACKHUNT_RATE_LIMITS: "off", RACKHUNT_SOURCES: "{}" };
const EPYC_7551 = "amd-epyc-7551";
let server: ServeProcess;
let key = "";

beforeAll(async () => {
  expect(rackhunt(["migrate"], { env: ENV }).code).toBe(0);
  key = printedKey(rackhunt(["user", "create", "--email", "importer@example.com"], { env: ENV }));
  server = await spawnServe(ENV);
}, 60_000);
afterAll(async () => {
  await server?.kill("SIGTERM");
  await db.drop();
  rmSync(dir, { recursive: true, force: true });
});

async function evaluate(price: number) {
  const r = await fetch(`${server.url}/api/v2/evaluate`, {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: JSON.stringify({ title: "AMD EPYC 7551 32-Core 2.0GHz SP3", price }),
  });
  expect(r.status).toBe(200);
  return v.parse(EvaluateResponse, await r.json());
}

test("observations imported while the server runs are used by its next evaluate", async () => {
  expect((await evaluate(80)).verdict).toBe("INCONCLUSIVE");
  // Twenty sales over the last three weeks, from two sites, $95–$134.
  const day = 86_400_000;
  const lines = Array.from({ length: 20 }, (_, i) =>
    JSON.stringify({ component_id: EPYC_7551, price: 95 + ((i * 7) % 40), observed_at: new Date(Date.now() - (1 + i) * day).toISOString(), source: i % 2 ? "ebay-sold" : "homelabsales", condition: "used" }),
  );
  const file = join(dir, "history.jsonl");
  writeFileSync(file, `${lines.join("\n")}\n`);
  const run = await rackhuntAsync(["import", file], { env: ENV });
  expect(run.code).toBe(0);
  const after = await evaluate(80);
  expect(after.benchmark_trust?.status).toBe("trusted");
  expect(after.verdict).toBe("BUY");
  expect(after.reasoning).toMatch(/of 20 sold over 90 days/);
});
