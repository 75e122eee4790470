import { afterAll, describe, expect, test } from "bun:test";
import { api, DRIVE_HUNT, drive, streamWorld, until } from "./helpers.ts";

const world = await streamWorld("lifetime", "postgres");
afterAll(() => world.stop());

describe("streams on PostgreSQL: two servers and two workers", () => {
  let id = "";
  const processes: Awaited<ReturnType<typeof world.serve>>[] = [];

  test("exactly one alert arrives for a new matching item: one process reads the source", async () => {
    const a = await world.serve();
    const b = await world.serve();
    await world.worker();
    await world.worker();
    processes.push(a, b);
    const channel = await api(a.url, world.key, "/users/me/channels", { method: "POST", json: { label: "hook", channel_type: "webhook", notify_url: world.hook.url } });
    expect(channel.status).toBe(201);
    const hunt = await api(b.url, world.key, "/hunts", { method: "POST", json: DRIVE_HUNT });
    expect(hunt.status).toBe(201);
    id = hunt.body.id as string;
    await until(async () => (await api(a.url, world.key, `/hunts/${id}`)).body.last_run_at !== null, 40_000, "the first scheduled search");
    world.feed.publish(drive("fleet-1"));
    await until(() => world.hook.bodies.length > 0, 30_000, "the webhook");
    // Every process had time to read the feed several times over (cadence 1 s) and deliver what it had.
    const reads = world.feed.requests.length;
    await until(() => world.feed.requests.length >= reads + 4, 30_000, "more reads of the feed");
    expect(world.hook.bodies.map((b) => b.listing.url)).toEqual(["https://deals.example/d/fleet-1"]);
    const alerts = await world.db.rows<{ n: number | string }>("SELECT COUNT(*) AS n FROM alerts WHERE hunt_id = ?", id);
    expect(Number(alerts[0]!.n)).toBe(1);
  }, 120_000);

  test("when the process reading the source dies, another takes its lease over and nothing is lost", async () => {
    const [holder] = await world.db.rows<{ lease_owner: string }>("SELECT lease_owner FROM stream_sources WHERE source = 'aggregator'");
    const pid = Number(holder!.lease_owner.split(":")[1]);
    const dead = world.servers.find((p) => p.proc.pid === pid)!;
    expect(dead).toBeDefined();
    await dead.kill("SIGKILL");
    // Another price: the same variant at the same price would be a cross-post of the first, which never alerts twice.
    world.feed.publish(drive("fleet-2", 45));
    await until(() => world.hook.bodies.some((b) => b.listing.url === "https://deals.example/d/fleet-2"), 90_000, "the webhook after the takeover");
    const [next] = await world.db.rows<{ lease_owner: string }>("SELECT lease_owner FROM stream_sources WHERE source = 'aggregator'");
    expect(Number(next!.lease_owner.split(":")[1])).not.toBe(pid);
    expect(world.hook.bodies.map((b) => b.listing.url)).toEqual(["https://deals.example/d/fleet-1", "https://deals.example/d/fleet-2"]);
  }, 120_000);
});
