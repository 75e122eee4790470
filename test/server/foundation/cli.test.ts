import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const CLI = join(import.meta.dir, "../../../server/src/cli.ts");
const dir = mkdtempSync(join(tmpdir(), "rackhunt-cli-"));
const db = join(dir, "cli.db");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function rackhunt(args: string[], env: Record<string, string> = {}) {
  const r = Bun.spawnSync([process.execPath, CLI, ...args], { env: { ...process.env, RACKHUNT_LOG_LEVEL: "warn", ...env }, stdout: "pipe", stderr: "pipe" });
  return { code: r.exitCode, out: r.stdout.toString(), err: r.stderr.toString() };
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await Bun.sleep(50);
  }
  throw new Error(`server at ${url} never answered`);
}

describe("rackhunt CLI", () => {
  test("--help on the program and on every command", () => {
    const main = rackhunt(["--help"]);
    expect(main.code).toBe(0);
    for (const cmd of ["serve", "migrate", "user create"]) expect(main.out).toContain(cmd);
    for (const cmd of [["serve", "--help"], ["migrate", "--help"], ["user", "--help"], ["user", "create", "--help"]]) {
      const r = rackhunt(cmd);
      expect(r.code).toBe(0);
      expect(r.out).toContain("Usage: rackhunt");
    }
  });

  test("unknown commands and bad options fail with a message and exit 2", () => {
    expect(rackhunt(["frobnicate"]).code).toBe(2);
    const bad = rackhunt(["user", "create", "--email", "not-an-email", "--db", db]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("--email");
    const tier = rackhunt(["user", "create", "--email", "t@example.com", "--tier", "platinum", "--db", db]);
    expect(tier.code).toBe(2);
    expect(tier.err).toContain("--tier");
    expect(rackhunt(["serve"], { RACKHUNT_PORT: "99999" }).err).toContain("RACKHUNT_PORT");
  }, 30_000);

  test("migrate, user create, then serve: the printed key works over HTTP", async () => {
    expect(rackhunt(["migrate", "--db", db]).code).toBe(0);
    const created = rackhunt(["user", "create", "--email", "Owner@Example.com", "--tier", "lifetime", "--admin", "--db", db]);
    expect(created.code).toBe(0);
    const key = created.out.match(/rh_[A-Za-z0-9_-]{43}/)?.[0];
    expect(key).toBeDefined();
    expect(rackhunt(["user", "create", "--email", "owner@example.com", "--db", db]).code).toBe(2);
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const server = Bun.spawn([process.execPath, CLI, "serve", "--port", String(port), "--db", db], { env: { ...process.env, RACKHUNT_LOG_LEVEL: "warn" }, stdout: "pipe", stderr: "pipe" });
    try {
      await waitFor(`http://127.0.0.1:${port}/healthz`);
      const me = await fetch(`http://127.0.0.1:${port}/account/me`, { headers: { Authorization: `Bearer ${key}` } });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ email: "owner@example.com", tier: "lifetime", is_admin: true });
      expect((await fetch(`http://127.0.0.1:${port}/openapi.json`)).status).toBe(200);
    } finally {
      server.kill();
      await server.exited;
    }
  }, 30_000);
});
