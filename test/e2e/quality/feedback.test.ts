/**
 * Feedback on alerts through the paths users take: an alert delivered to a webhook carries the two
 * signed links and following one labels the alert (no sign-in); a reused, expired or forged link
 * changes nothing and says so (410, 410, 404) without saying whether the alert exists; the REST
 * operation and its MCP tool change the label, once per alert and account.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { manualClock } from "../../../server/src/clock.ts";
import { createDeliveryWorker } from "../../../server/src/notify/index.ts";
import { createLinkSigner, feedbackUrls } from "../../../server/src/tracking/index.ts";
import { createChannel, LOOPBACK_ENV, withAccount } from "../../server/channels/helpers.ts";
import { useReceivers } from "../../server/notify/helpers/receiver.ts";
import { httpClient } from "../mcp/helpers.ts";
import { alertingServer } from "../delivery/support.ts";

const DAY = 86_400_000;
const receiver = useReceivers();
const clock = manualClock(Date.now());
let t: Awaited<ReturnType<typeof alertingServer>>;
let mcp: Client;
let alert: { id: string; hunt_id: string };
let links: { deal: string; not_deal: string };

/** The account's label of the alert, as the public record counts it (precision n and deals). */
async function labelled(): Promise<{ label: string; reason: string | null; via: string } | undefined> {
  const rows = await t.s.app.services.repos.quality.feedbackForHunt(t.userId, alert.hunt_id);
  return rows.find((r) => r.alert_id === alert.id);
}

beforeAll(async () => {
  t = await alertingServer(clock);
  const hook = receiver();
  await createChannel(t.s, t.key, { channel_type: "webhook", notify_url: `${hook.base}/in` });
  alert = (await t.alertFromScan(0)).alert;
  const worker = createDeliveryWorker(t.s.app.services, { clock, publicUrl: t.s.url });
  expect(await worker.runOnce()).toMatchObject({ delivered: 1 });
  links = JSON.parse(hook.requests[0]!.body).feedback;
  mcp = await httpClient(t.s.url, t.key);
}, 60_000);
afterAll(async () => {
  await mcp?.close();
  await t?.stop();
});

describe("feedback links in a delivered alert", () => {
  test("the webhook payload carries both signed links on this server", () => {
    expect(links.deal).toStartWith(`${t.s.url}/t/f/deal/`);
    expect(links.not_deal).toStartWith(`${t.s.url}/t/f/noise/`);
  });

  test("following 'not a deal' labels the alert noise without signing in; following it again is 410 and changes nothing", async () => {
    const res = await fetch(links.not_deal);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Thanks: labelled not a deal");
    expect(await labelled()).toMatchObject({ label: "noise", via: "link" });
    const again = await fetch(links.not_deal);
    expect(again.status).toBe(410);
    expect(((await again.json()) as { code: string }).code).toBe("gone");
    expect(await labelled()).toMatchObject({ label: "noise" });
  });

  test("the other link of the same message still works once: the label becomes deal (one label per alert)", async () => {
    expect((await fetch(links.deal)).status).toBe(200);
    expect(await labelled()).toMatchObject({ label: "deal", via: "link" });
    expect((await fetch(links.deal)).status).toBe(410);
  });

  test("a forged link is 404 and an expired one 410, the same for a message that exists and one that does not", async () => {
    const signer = createLinkSigner(LOOPBACK_ENV.RACKHUNT_SECRET_KEY);
    const rowId = new URL(links.deal).pathname.split("/").pop()!.split("_")[0]!;
    const forged = links.deal.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    const foreign = feedbackUrls(t.s.url, createLinkSigner("someone-elses-key-0123456789abcdef"), rowId, clock.now());
    const old = feedbackUrls(t.s.url, signer, rowId, clock.now() - 31 * DAY);
    const oldNowhere = feedbackUrls(t.s.url, signer, crypto.randomUUID(), clock.now() - 31 * DAY);
    const answers = async (url: string) => {
      const res = await fetch(url);
      return [res.status, await res.text()];
    };
    const [forgedAnswer, foreignAnswer, nowhereAnswer] = [await answers(forged), await answers(foreign.deal), await answers(`${t.s.url}/t/f/deal/${crypto.randomUUID()}_zzzzzz.AAAAAAAAAAAAAAAAAAAAAA`)];
    expect(forgedAnswer[0]).toBe(404);
    expect(foreignAnswer).toEqual(forgedAnswer);
    expect(nowhereAnswer).toEqual(forgedAnswer);
    expect((await answers(`${t.s.url}/t/f/edge/${new URL(links.deal).pathname.split("/").pop()}`))[0]).toBe(404);
    const [expired, expiredNowhere] = [await answers(old.not_deal), await answers(oldNowhere.not_deal)];
    expect(expired[0]).toBe(410);
    expect(expiredNowhere).toEqual(expired);
    expect(await labelled()).toMatchObject({ label: "deal" });
  });
});

describe("set_alert_feedback over REST and MCP", () => {
  const path = () => `/hunts/${alert.hunt_id}/alerts/${alert.id}/feedback`;

  test("REST sets edge with a reason, then the label is replaced, not added", async () => {
    const res = await t.s.fetch(path(), { method: "POST", key: t.key, json: { label: "edge", reason: "fair price, not a steal" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ alert_id: alert.id, hunt_id: alert.hunt_id, label: "edge", reason: "fair price, not a steal" });
    expect(await labelled()).toMatchObject({ label: "edge", reason: "fair price, not a steal", via: "api" });
    const rows = await t.s.app.services.repos.quality.labelsSince(0);
    expect(rows).toHaveLength(1);
  });

  test("MCP's tool is the same operation: it sets deal", async () => {
    const result = (await mcp.callTool({ name: "set_alert_feedback", arguments: { hunt_id: alert.hunt_id, alert_id: alert.id, label: "deal" } })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ alert_id: alert.id, label: "deal", reason: null });
    expect(await labelled()).toMatchObject({ label: "deal", reason: null });
  });

  test("a label outside deal/edge/noise is 422; another account's or an unknown alert is 404; no key is 401", async () => {
    const bad = await t.s.fetch(path(), { method: "POST", key: t.key, json: { label: "great" } });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { detail: { loc: string[] }[] }).detail[0]!.loc).toEqual(["body", "label"]);
    const other = await withAccount(t.s, "lifetime");
    expect((await t.s.fetch(path(), { method: "POST", key: other.key, json: { label: "noise" } })).status).toBe(404);
    expect((await t.s.fetch(`/hunts/${alert.hunt_id}/alerts/${crypto.randomUUID()}/feedback`, { method: "POST", key: t.key, json: { label: "noise" } })).status).toBe(404);
    expect((await t.s.fetch(path(), { method: "POST", json: { label: "noise" } })).status).toBe(401);
    expect(await labelled()).toMatchObject({ label: "deal" });
  });
});
