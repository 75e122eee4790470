import { afterAll, describe, expect, test } from "bun:test";
import { spawnServe } from "../../e2e/proof/serve-process.ts";
import { printedKey, rackhunt } from "../../support/cli.ts";
import { testDatabase } from "../../support/database.ts";

const db = await testDatabase();
const env = { ...db.env, RACKHUNT_SCHEDULER: "off" };
afterAll(() => db.drop());

/** Start `serve`, make some calls, stop it (each server starts with no cached keys). */
async function withServer<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const server = await spawnServe(env);
  try {
    return await fn(server.url);
  } finally {
    await server.kill("SIGTERM");
  }
}
const me = (url: string, key: string) => fetch(`${url}/account/me`, { headers: { Authorization: `Bearer ${key}` } });

describe("rackhunt user: the operator's account administration", () => {
  test("create, list, set-tier, reset-key, disable and enable again", async () => {
    expect(rackhunt(["migrate"], { env }).code).toBe(0);
    const first = printedKey(rackhunt(["user", "create", "--email", "alice@example.com"], { env }));
    expect(rackhunt(["user", "create", "--email", "bob@example.com", "--tier", "lifetime", "--admin"], { env }).code).toBe(0);

    const raised = rackhunt(["user", "set-tier", "alice@example.com", "pro"], { env });
    expect(raised.out).toContain("alice@example.com: tier free -> pro");
    const list = rackhunt(["user", "list"], { env }).out.trim().split("\n");
    expect(list).toEqual([expect.stringMatching(/^alice@example\.com +pro +active +0\/0 hunts active/), expect.stringMatching(/^bob@example\.com +lifetime +active +admin +0\/0 hunts active/)] as never);

    await withServer(async (url) => {
      expect(((await (await me(url, first)).json()) as { tier: string }).tier).toBe("pro");
      const hunt = await fetch(`${url}/hunts`, { method: "POST", headers: { Authorization: `Bearer ${first}`, "Content-Type": "application/json" }, body: JSON.stringify({ name: "EPYC 7302P", config: { query: "epyc 7302p" } }) });
      expect(hunt.status).toBe(201);
    });

    const reset = rackhunt(["user", "reset-key", "alice@example.com"], { env });
    const second = printedKey(reset);
    expect(reset.out.match(/rh_[A-Za-z0-9_-]{43}/g)).toHaveLength(1);
    await withServer(async (url) => {
      expect((await me(url, first)).status).toBe(401);
      expect((await me(url, second)).status).toBe(200);
    });

    expect(rackhunt(["user", "disable", "alice@example.com"], { env }).out).toContain("disabled (1 keys revoked, 1 hunts stopped, 0 web sessions ended)");
    expect(rackhunt(["user", "list"], { env }).out).toMatch(/alice@example\.com +pro +disabled +0\/1 hunts active/);
    expect(rackhunt(["hunts", "--email", "alice@example.com"], { env }).out).toMatch(/inactive .*EPYC 7302P/);
    const third = printedKey(rackhunt(["user", "reset-key", "alice@example.com"], { env }));
    await withServer(async (url) => {
      expect((await me(url, second)).status).toBe(401);
      expect((await me(url, third)).status).toBe(200);
    });
  }, 90_000);

  test("a running server sees a new tier, a disabled account and its stopped hunts from its next request", async () => {
    const key = printedKey(rackhunt(["user", "create", "--email", "carol@example.com"], { env }));
    await withServer(async (url) => {
      const auth = (k: string) => ({ Authorization: `Bearer ${k}` });
      const tier = async () => ((await (await me(url, key)).json()) as { tier?: string }).tier;
      const hunts = async (k: string) => ((await (await fetch(`${url}/hunts`, { headers: auth(k) })).json()) as { active: boolean }[]).map((h) => h.active);
      expect(await tier()).toBe("free"); // now in the server's key cache
      expect((await fetch(`${url}/hunts`, { method: "POST", headers: { ...auth(key), "Content-Type": "application/json" }, body: JSON.stringify({ name: "Xeon", config: { query: "xeon gold" } }) })).status).toBe(201);
      expect(await hunts(key)).toEqual([true]); // and the page of hunts in its memory
      // Each change below is made by another process; the very next request must see it.
      const raised = rackhunt(["user", "set-tier", "carol@example.com", "lifetime"], { env });
      expect(raised.code).toBe(0);
      // What the command says is what happens: the very next request sees it.
      expect(raised.out.trim()).toBe("carol@example.com: tier free -> lifetime (a running server sees it from its next request)");
      expect(await tier()).toBe("lifetime");
      expect(rackhunt(["user", "disable", "carol@example.com"], { env }).code).toBe(0);
      expect((await me(url, key)).status).toBe(401);
      const again = printedKey(rackhunt(["user", "reset-key", "carol@example.com"], { env }));
      expect(await hunts(again)).toEqual([false]);
    });
  }, 60_000);

  test("unknown accounts, missing arguments and bad tiers exit 2 with a message", () => {
    for (const [args, message] of [
      [["user", "set-tier", "nobody@example.com", "pro"], "no account for nobody@example.com"],
      [["user", "set-tier", "alice@example.com", "platinum"], "the tier must be one of free, pro, lifetime"],
      [["user", "reset-key"], "reset-key needs an EMAIL"],
      [["user", "frobnicate"], 'unknown user command "frobnicate"'],
    ] as const) {
      const run = rackhunt([...args], { env });
      expect([run.code, run.err]).toEqual([2, expect.stringContaining(message) as never]);
    }
  }, 30_000);
});
