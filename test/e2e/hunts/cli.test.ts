import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serveRecordedSites } from "../../../server/src/demo/recorded-sites.ts";

const CLI = join(import.meta.dir, "../../../server/src/cli.ts");
const dir = mkdtempSync(join(tmpdir(), "rackhunt-cli-scan-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function rackhunt(args: string[], env: Record<string, string> = {}) {
  const r = Bun.spawnSync([process.execPath, CLI, ...args], { env: { ...process.env, RACKHUNT_LOG_LEVEL: "warn", ...env }, stdout: "pipe", stderr: "pipe" });
  return { code: r.exitCode, out: r.stdout.toString(), err: r.stderr.toString() };
}

describe("hunt commands", () => {
  test("demo --exit scans the recorded sites and prints ALERT/WATCH/SKIP with reasons and a key", () => {
    const r = rackhunt(["demo", "--exit", "--db", join(dir, "demo.db")]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("scanning 4 demo hunts");
    expect(r.out).toMatch(/ALERT +\d+ +\$\d+\.\d\d/);
    expect(r.out).toMatch(/WATCH +\d+/);
    expect(r.out).toMatch(/skip +\d+/);
    expect(r.out).toContain("meets the target");
    expect(r.out).toMatch(/API key: rh_[A-Za-z0-9_-]{43}/);
  });

  test("hunts lists them and scan HUNT_ID rescans one with progress output", async () => {
    const db = join(dir, "demo.db");
    const list = rackhunt(["hunts", "--db", db]);
    expect(list.code).toBe(0);
    const id = list.out.match(/^([0-9a-f-]{36}) +active/m)?.[1];
    expect(id).toBeDefined();
    const sites = serveRecordedSites();
    try {
      // Asynchronous spawn: the recorded sites answer from this very process meanwhile.
      const scan = Bun.spawn([process.execPath, CLI, "scan", id!, "--db", db], { env: { ...process.env, RACKHUNT_LOG_LEVEL: "warn", RACKHUNT_SOURCES: JSON.stringify(sites.sourcesConfig) }, stdout: "pipe", stderr: "pipe" });
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
});
