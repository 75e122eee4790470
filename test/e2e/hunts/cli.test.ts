import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { testDatabase } from "../../support/database.ts";
import { spawnServe } from "../proof/serve-process.ts";
import { DEMO_HUNTS } from "../../../server/src/demo/demo-hunts.ts";
import { serveRecordedSites } from "../../../server/src/demo/recorded-sites.ts";

const CLI = join(import.meta.dir, "../../../server/src/cli.ts");
const dir = mkdtempSync(join(tmpdir(), "rackhunt-cli-scan-"));
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  rmSync(dir, { recursive: true, force: true });
});

function rackhunt(args: string[], env: Record<string, string> = {}) {
  const r = Bun.spawnSync([process.execPath, CLI, ...args], { env: { ...process.env, RACKHUNT_LOG_LEVEL: "warn", ...env }, stdout: "pipe", stderr: "pipe" });
  return { code: r.exitCode, out: r.stdout.toString(), err: r.stderr.toString() };
}

describe("hunt commands", () => {
  test("demo --exit scans the recorded sites and prints ALERT/WATCH/SKIP with reasons and a key", async () => {
    const r = rackhunt(["demo", "--exit", "--db", join(dir, "demo.db")]);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`scanning ${DEMO_HUNTS.length} demo hunts`);
    expect(r.out).toMatch(/ALERT +\d+ +(BUY|WAIT|SKIP|-) +\$\d+\.\d\d/);
    expect(r.out).toMatch(/WATCH +\d+/);
    expect(r.out).toMatch(/skip +\d+/);
    expect(r.out).toContain("meets the target");
    expect(r.out).toMatch(/API key: rh_[A-Za-z0-9_-]{43}/);

    // Every demo hunt whose query has sales on the recorded sites prints a verdict against a
    // trusted benchmark of them; the others print target-only lines.
    const blocks = new Map(r.out.split("\n\n").map((b) => [b.split("\n")[0]!, b] as const));
    const sites = serveRecordedSites();
    try {
      let withSales = 0;
      for (const h of DEMO_HUNTS) {
        const block = blocks.get(h.name);
        expect(block).toBeDefined();
        const q = encodeURIComponent(h.config.query);
        const sold = await (await fetch(`${sites.url}/sch/i.html?_nkw=${q}&LH_Sold=1`)).text();
        const trusted = /^ {2}(ALERT|WATCH|skip ) +\d+ (BUY |WAIT|SKIP) .*\n {19}.*p\d+ of \d+ sold over 90 days/m;
        if (sold.includes('class="s-item')) {
          withSales++;
          expect(block).toMatch(trusted);
        } else expect(block).not.toMatch(trusted);
      }
      expect(withSales).toBeGreaterThanOrEqual(4);
    } finally {
      sites.stop();
    }
  }, 60_000);

  test("hunts lists them and scan HUNT_ID rescans one with progress output", async () => {
    const db = join(dir, "demo.db");
    const list = rackhunt(["hunts", "--db", db]);
    expect(list.code).toBe(0);
    const id = list.out.match(/^([0-9a-f-]{36}) +active/m)?.[1];
    expect(id).toBeDefined();
    const sites = serveRecordedSites();
    try {
      // Asynchronous spawn: the recorded sites answer from this very process meanwhile.
      const scan = Bun.spawn([process.execPath, CLI, "scan", id!, "--db", db], { env: { ...process.env, RACKHUNT_LOG_LEVEL: "warn", ...sites.sourcesEnv }, stdout: "pipe", stderr: "pipe" });
      const out = await new Response(scan.stdout).text();
      expect(await scan.exited).toBe(0);
      expect(out).toContain("scanning");
      expect(out).toMatch(/ok +auction/);
      expect(out).toMatch(/0 alerts fired/);
    } finally {
      sites.stop();
    }
    expect(rackhunt(["scan", "00000000-0000-4000-8000-000000000000", "--db", db]).code).toBe(2);
    expect(rackhunt(["scan", "--help"]).out).toContain("Usage: rackhunt scan");
    // The CLI scan keeps the real per-host politeness (one request a second to the recorded host).
  }, 30_000);

  test("demo --serve-sites serves the recorded sites alone and prints the RACKHUNT_SOURCES that points a server at them", async () => {
    const sites = Bun.spawn([process.execPath, CLI, "demo", "--serve-sites"], { env: { ...process.env, RACKHUNT_LOG_LEVEL: "warn" }, stdout: "pipe", stderr: "pipe" });
    try {
      // Read the banner up to the RACKHUNT_SOURCES line.
      const reader = (sites.stdout as ReadableStream<Uint8Array>).getReader();
      let text = "";
      while (!/RACKHUNT_SOURCES='[^']+'/.test(text)) {
        const next = await reader.read();
        if (next.done) break;
        text += new TextDecoder().decode(next.value);
      }
      // The command printed sets both variables: the sites are on loopback, so private sources are allowed.
      const printed = /RACKHUNT_ALLOW_PRIVATE_SOURCES=(\w+) RACKHUNT_SOURCES='([^']+)' npm start/.exec(text);
      expect(printed).not.toBeNull();
      const db = await testDatabase();
      cleanups.push(() => db.drop());
      const env = { ...db.env, RACKHUNT_ALLOW_PRIVATE_SOURCES: printed![1]!, RACKHUNT_SOURCES: printed![2]!, RACKHUNT_SCHEDULER: "off", RACKHUNT_MAX_PAGES: "1" };
      expect(rackhunt(["migrate"], env).code).toBe(0);
      const key = /API key \(shown once, store it now\): (\S+)/.exec(rackhunt(["user", "create", "--email", "sites@example.com", "--tier", "pro"], env).out)?.[1];
      const server = await spawnServe(env);
      try {
        const call = (path: string, json?: unknown) =>
          fetch(server.url + path, { method: "POST", headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" }, body: json === undefined ? undefined : JSON.stringify(json) });
        const hunt = await (await call("/hunts", { name: "ECC memory", config: { query: "32gb ddr4 ecc" }, target_price: 30 })).json();
        const scan = await (await call(`/hunts/${hunt.id}/scan`)).json();
        expect(scan.sources.map((x: { source: string; ok: boolean }) => [x.source, x.ok]).sort()).toEqual([["aggregator", true], ["auction", true], ["forum", true]]);
        expect(scan.listings_seen).toBeGreaterThan(0);
      } finally {
        await server.kill("SIGTERM");
      }
    } finally {
      sites.kill("SIGTERM");
      await sites.exited;
    }
  }, 60_000);
});
