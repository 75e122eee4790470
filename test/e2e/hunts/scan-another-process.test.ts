import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { manualClock } from "../../../server/src/clock.ts";
import { AUCTION_PAGE1, EPYC_HUNT, startScanningServer } from "./helpers.ts";

const CLI = join(import.meta.dir, "../../../server/src/cli.ts");
// Manual scans are spaced (429 within 30 s): the server's clock is moved on between them.
const clock = manualClock(Date.now());
let env: Awaited<ReturnType<typeof startScanningServer>>;
let key: string;
beforeAll(async () => {
  env = await startScanningServer(clock);
  key = await env.s.user("shared@example.com", { tier: "lifetime" });
});
afterAll(() => env.stop());

const scanViaApi = async (huntId: string) => {
  const r = await env.s.fetch(`/hunts/${huntId}/scan`, { method: "POST", key });
  expect(r.status).toBe(200);
  return (await r.json()) as { alerts_fired: number };
};

describe("a hunt scanned by another process between two scans of the server", () => {
  test("the server reads the hunt's state again: the other process's price-drop alert is not fired twice", async () => {
    const hunt = await (await env.s.fetch("/hunts", { method: "POST", key, json: EPYC_HUNT })).json();
    const first = await scanViaApi(hunt.id);
    expect(first.alerts_fired).toBeGreaterThanOrEqual(1);

    // The EPYC 7282 (Buy It Now) drops from $74.99 to $64.99; `rackhunt scan` in its own process sees it first.
    env.sites.rewrite(AUCTION_PAGE1, (body) => body.replace("$74.99", "$64.99"));
    const cli = Bun.spawn([process.execPath, CLI, "scan", hunt.id], {
      env: { ...process.env, ...env.s.db.env, RACKHUNT_LOG_LEVEL: "warn", ...env.sites.sourcesEnv },
      stdout: "pipe",
      stderr: "pipe",
    });
    const out = await new Response(cli.stdout).text();
    expect(await cli.exited).toBe(0);
    expect(out).toMatch(/\b1 alerts? fired/);

    // Back in the server, whose previous scan of this hunt is in its memory: nothing new to alert.
    clock.advance(31_000);
    expect((await scanViaApi(hunt.id)).alerts_fired).toBe(0);
    const alerts = await (await env.s.fetch(`/hunts/${hunt.id}/alerts?limit=200`, { key })).json();
    expect(alerts.length).toBe(first.alerts_fired + 1);
    env.sites.rewrite(AUCTION_PAGE1, null);
  }, 60_000);
});
