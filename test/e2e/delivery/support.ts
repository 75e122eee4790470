import { expect } from "bun:test";
import type { Clock } from "../../../server/src/clock.ts";
import { DEMO_HUNTS } from "../../../server/src/demo/demo-hunts.ts";
import { LOOPBACK_ENV, withAccount } from "../../server/channels/helpers.ts";
import { startScanningServer } from "../hunts/helpers.ts";

/**
 * Demo hunts that each alert on exactly one listing of the recorded sites, so one scan of one of
 * them gives one alert: a test that needs N alerts scans N hunts.
 */
const ONE_ALERT_HUNTS = ["Xeon Gold 6148 pair", "ConnectX-4 Lx 25GbE NICs", "NVMe SSDs, cheap per drive"].map((name) => DEMO_HUNTS.find((h) => h.name === name)!);

/** An alert as the API lists it, with the listing it fired on. */
export interface ScannedAlert {
  huntId: string;
  huntName: string;
  alert: { id: string; listing_id: string; hunt_id: string; score: number; action: string };
  listing: { id: string; title: string; url: string; price: number; source: string };
}

/**
 * The real server scanning the recorded sites on loopback, with one lifetime account whose
 * channels may point at loopback receivers. Alerts come the way users get them: `hunt(n)` creates
 * the n-th of the one-alert hunts over HTTP, `scan(huntId)` runs its manual scan, and
 * `alertFromScan(n)` does both and returns the one alert fired.
 */
export async function alertingServer(clock?: Clock, env: Record<string, string> = {}) {
  const scanning = await startScanningServer(clock, { ...LOOPBACK_ENV, ...env });
  const { s } = scanning;
  const account = await withAccount(s, "lifetime");
  const { key } = account;

  async function hunt(n: number): Promise<{ id: string; name: string }> {
    const base = ONE_ALERT_HUNTS[n % ONE_ALERT_HUNTS.length]!;
    const res = await s.fetch("/hunts", { method: "POST", key, json: { ...base, name: `${base.name} #${n}` } });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string; name: string };
  }

  async function scan(huntId: string): Promise<ScannedAlert> {
    const res = await s.fetch(`/hunts/${huntId}/scan`, { method: "POST", key });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { alerts_fired: number }).alerts_fired).toBe(1);
    const alerts = (await (await s.fetch(`/hunts/${huntId}/alerts`, { key })).json()) as ScannedAlert["alert"][];
    expect(alerts).toHaveLength(1);
    const listings = (await (await s.fetch(`/hunts/${huntId}/listings?action=ALERT`, { key })).json()) as ScannedAlert["listing"][];
    const huntName = ((await (await s.fetch(`/hunts/${huntId}`, { key })).json()) as { name: string }).name;
    return { huntId, huntName, alert: alerts[0]!, listing: listings.find((l) => l.id === alerts[0]!.listing_id)! };
  }

  return {
    ...scanning,
    ...account,
    hunt,
    scan,
    alertFromScan: async (n: number) => scan((await hunt(n)).id),
  };
}

/** Poll `check` every 20 ms until it holds; throw after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await Bun.sleep(20);
  }
}
