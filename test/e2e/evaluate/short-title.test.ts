/**
 * Evaluate reads a short title as a person writes it ("32GB DDR4 ECC RDIMM": no speed, no part
 * number) into its spec-class market, over HTTP, on an install whose market came from a sold
 * export imported with `rackhunt import`.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rackhunt } from "../../support/cli.ts";
import { startServer, type TestServer } from "../../support/server.ts";

const DAY = 86_400_000;
const TITLES = ["Samsung 32GB DDR4 ECC RDIMM server memory", "SK Hynix 32GB DDR4 ECC Registered RDIMM", "Micron 32GB DDR4 ECC RDIMM pulled", "32GB DDR4 REG ECC RDIMM Dell"];
const SOURCES = ["ebay", "homelabsales", "serverbuilds"];

let s: TestServer;
let key = "";
const work = mkdtempSync(join(tmpdir(), "rackhunt-short-title-"));

beforeAll(async () => {
  s = await startServer({ RACKHUNT_RATE_LIMITS: "off" });
  const now = Date.now();
  const lines = Array.from({ length: 24 }, (_, i) => [`"${TITLES[i % TITLES.length]}"`, 38 + ((i * 7) % 23), new Date(now - (i + 1) * 2 * DAY).toISOString(), SOURCES[i % SOURCES.length], "used", "sold"].join(","));
  writeFileSync(join(work, "sold.csv"), `title,price,observed_at,source,condition,kind\n${lines.join("\n")}\n`);
  const run = rackhunt(["import", join(work, "sold.csv")], { env: s.db.env });
  expect(run.out + run.err).toContain("read 24 lines: 24 accepted, 0 rejected");
  key = await s.user("short-title@example.com", { tier: "lifetime" });
}, 60_000);
afterAll(async () => {
  await s.stop();
  rmSync(work, { recursive: true, force: true });
});

describe("POST /api/v2/evaluate with a short title", () => {
  test("'32GB DDR4 ECC RDIMM' is judged in the market of 32GB DDR4 RDIMMs, saying so", async () => {
    const r = await s.fetch("/api/v2/evaluate", { method: "POST", key, json: { title: "32GB DDR4 ECC RDIMM", price: 36 } });
    expect(r.status).toBe(200);
    const body = (await r.json()) as { verdict: string; benchmark_trust: { status: string }; reasons?: string[] } & Record<string, unknown>;
    expect(body.benchmark_trust, JSON.stringify(body)).toMatchObject({ status: "trusted" });
    expect(body.verdict).toBe("BUY");
    expect(JSON.stringify(body)).toContain("judged in the market of 32GB DDR4 RDIMM modules");
  });

  test("at the market's middle it is no BUY", async () => {
    const r = await s.fetch("/api/v2/evaluate", { method: "POST", key, json: { title: "32GB DDR4 ECC RDIMM", price: 60 } });
    expect(((await r.json()) as { verdict: string }).verdict).not.toBe("BUY");
  });
});
