import { afterAll, describe, expect, test } from "bun:test";
import { startApp } from "../../support/server.ts";

// Built-ins off the network: the sources exist (their names are valid), nothing is fetched.
const s = await startApp({ RACKHUNT_SCHEDULER: "off" });
const key = await s.user("fields@example.com", { tier: "lifetime" });
afterAll(() => s.stop());

const create = (json: unknown) => s.fetch("/hunts", { method: "POST", key, json });
const locs = async (r: Response) => ((await r.json()) as { detail: { loc: string[] }[] }).detail.map((d) => d.loc.join("."));

describe("hunts that make sense", () => {
  test("a hunt needs a query: config.query, else a name that is not blank", async () => {
    expect(await locs(await create({ name: "   ", config: {} }))).toEqual(["body.name"]);
    expect(await locs(await create({ name: "EPYC", config: { query: "  " } }))).toEqual(["body.config.query"]);
    expect((await create({ name: "EPYC 7302P", config: {} })).status).toBe(201);
  });

  test("the watch threshold cannot exceed the alert threshold, on create and on update", async () => {
    const high = await create({ name: "x", config: { query: "x", watch_threshold: 90 } });
    expect(high.status).toBe(422);
    expect(((await high.json()) as { detail: { msg: string }[] }).detail[0]!.msg).toBe("watch_threshold (90) cannot exceed alert_threshold (80)");
    const ok = (await (await create({ name: "x", config: { query: "x", alert_threshold: 95, watch_threshold: 90 } })).json()) as { id: string };
    const lowered = await s.fetch(`/hunts/${ok.id}`, { method: "PATCH", key, json: { config: { query: "x", alert_threshold: 40 } } });
    expect([lowered.status, await locs(lowered)]).toEqual([422, ["body.config.alert_threshold"]]);
  });

  test("sources_enabled may only name sources this server runs", async () => {
    const r = await create({ name: "x", config: { query: "x" }, sources_enabled: { forum: true, ebayy: true } });
    expect([r.status, await locs(r)]).toEqual([422, ["body.sources_enabled.ebayy"]]);
    expect((await create({ name: "x", config: { query: "x" }, sources_enabled: { forum: true, auction: false } })).status).toBe(201);
  });

  test("a scan of a hunt with no source enabled says so, and spends no manual scan", async () => {
    const hunt = (await (await create({ name: "x", config: { query: "x" }, sources_enabled: { forum: false, auction: false, aggregator: false } })).json()) as { id: string };
    const r = await s.fetch(`/hunts/${hunt.id}/scan`, { method: "POST", key });
    expect(r.status).toBe(409);
    expect(await r.json()).toEqual({ code: "conflict", detail: expect.stringContaining("No source is enabled for this hunt") });
    expect(((await (await s.fetch(`/hunts/${hunt.id}`, { key })).json()) as { last_manual_scan_at: string | null }).last_manual_scan_at).toBeNull();
  });
});
