import { expect } from "bun:test";
import { join } from "node:path";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { TestServer } from "../../support/server.ts";
import { structured, toolError } from "./helpers.ts";

const PAGES = join(import.meta.dir, "../../fixtures/pages/forum");

/**
 * Loopback stand-ins for the outside world: a XenForo board serving recorded pages (the only
 * source enabled) and a webhook receiver. Tests never reach the internet.
 */
export function outsideWorld() {
  const hooks: Request[] = [];
  const board = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(req) {
      const path = new URL(req.url).pathname;
      if (path === "/robots.txt") return new Response("User-agent: *\nAllow: /\n");
      if (path === "/forums/for-sale.21/") return new Response(Bun.file(join(PAGES, "xenforo-synthetic-for-sale-page1.html")), { headers: { "content-type": "text/html" } });
      if (path === "/forums/for-sale.21/page-2") return new Response(Bun.file(join(PAGES, "xenforo-synthetic-for-sale-page2.html")), { headers: { "content-type": "text/html" } });
      if (path === "/hook") {
        hooks.push(req.clone());
        return new Response("ok");
      }
      return new Response("not found", { status: 404 });
    },
  });
  const base = `http://127.0.0.1:${board.port}`;
  const env = {
    RACKHUNT_SOURCES: JSON.stringify({ aggregator: false, auction: false, forum: { format: "xenforo", forum_url: `${base}/forums/for-sale.21/` } }),
    RACKHUNT_ALLOW_PRIVATE_SOURCES: "on",
    RACKHUNT_ALLOW_PRIVATE_DESTINATIONS: "on",
    RACKHUNT_SECRET_KEY: "test-secret-key-material-0123456789abcdef",
  };
  return { base, env, hooks, stop: () => board.stop(true) };
}

const call = (client: Client, name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args }) as Promise<CallToolResult>;

/** Scan a hunt over the recorded board, then read results, listings and alerts; each checked against REST. */
export async function scanAndRead(client: Client, server: TestServer, key: string): Promise<void> {
  const rest = async (path: string) => (await server.fetch(path, { key })).json();
  const hunt = structured(await call(client, "create_hunt", { name: "EPYC 7302P", config: { query: "epyc" } }));
  const scan = structured(await call(client, "scan_hunt", { hunt_id: hunt.id }));
  expect(scan.hunt_id).toBe(hunt.id);
  expect(scan.listings_seen).toBeGreaterThan(0);
  expect(scan.sources.map((s: { source: string }) => s.source)).toContain("forum");
  // A second manual scan straight away is refused by the tier's scan interval, as over REST.
  const again = await call(client, "scan_hunt", { hunt_id: hunt.id });
  const limited = toolError(again);
  expect([limited.status, limited.body.code]).toEqual([429, "rate_limited"]);
  expect(JSON.stringify(again.content)).toMatch(/retry after \d+ s/);

  const results = structured(await call(client, "list_results", { hunt_id: hunt.id, limit: 100 }));
  expect(results).toEqual(await rest(`/hunts/results?hunt_id=${hunt.id}&limit=100`));
  const listings = structured(await call(client, "list_hunt_listings", { hunt_id: hunt.id, limit: 100 }));
  expect(listings.items.length).toBeGreaterThan(0);
  expect(listings.items).toEqual(await rest(`/hunts/${hunt.id}/listings?limit=100`));
  const skipped = structured(await call(client, "list_hunt_listings", { hunt_id: hunt.id, action: "SKIP", limit: 100 }));
  expect(skipped.items).toEqual(await rest(`/hunts/${hunt.id}/listings?action=SKIP&limit=100`));
  const alerts = structured(await call(client, "list_hunt_alerts", { hunt_id: hunt.id }));
  expect(alerts.items).toEqual(await rest(`/hunts/${hunt.id}/alerts`));
  expect(alerts.items.length).toBe(scan.alerts_fired);
}

/** Channel tools: create a webhook to the loopback receiver, test it, rename it, delete it. */
export async function channelLifecycle(client: Client, server: TestServer, key: string, world: ReturnType<typeof outsideWorld>): Promise<void> {
  const rest = async (path: string) => (await server.fetch(path, { key })).json();
  const before = structured(await call(client, "list_channels"));
  expect(before).toEqual(await rest("/users/me/channels"));
  const created = structured(await call(client, "create_channel", { label: "lab hook", channel_type: "webhook", notify_url: `${world.base}/hook` }));
  expect(created.label).toBe("lab hook");
  expect(JSON.stringify(created)).not.toContain(`${world.base}/hook`);
  const hooksBefore = world.hooks.length;
  const tested = structured(await call(client, "test_channel", { channel_id: created.id }));
  expect(tested).toMatchObject({ ok: true, status: 200 });
  expect(world.hooks.length).toBe(hooksBefore + 1);
  const renamed = structured(await call(client, "update_channel", { channel_id: created.id, label: "renamed hook", enabled: false }));
  expect([renamed.label, renamed.enabled]).toEqual(["renamed hook", false]);
  const bad = toolError(await call(client, "create_channel", { label: "x", channel_type: "webhook", notify_url: "not a url" }));
  expect(bad.status).toBe(422);
  expect((await call(client, "delete_channel", { channel_id: created.id })).isError).toBeFalsy();
  expect(toolError(await call(client, "test_channel", { channel_id: created.id })).status).toBe(404);
  expect(structured(await call(client, "list_channels"))).toEqual(await rest("/users/me/channels"));
}
