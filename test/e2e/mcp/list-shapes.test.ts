/**
 * Every MCP list tool answers with the shape REST answers: its text block is exactly the REST
 * body, and its structured content is that body, or `{items: body}` where REST answers an array
 * (MCP's structured content must be an object; the tool's output schema says `items`).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { startScanningServer } from "../hunts/helpers.ts";
import { httpClient } from "./helpers.ts";

let env: Awaited<ReturnType<typeof startScanningServer>>;
let key: string;
let client: Client;
let huntId: string;
beforeAll(async () => {
  env = await startScanningServer(undefined, { RACKHUNT_ALLOW_PRIVATE_DESTINATIONS: "on" });
  key = await env.s.user("shapes@example.com", { tier: "lifetime" });
  const hunt = (await (await env.s.fetch("/hunts", { method: "POST", key, json: { name: "He8", config: { query: "8tb sas hdd" }, target_price: 60 } })).json()) as { id: string };
  huntId = hunt.id;
  expect((await env.s.fetch(`/hunts/${huntId}/scan`, { method: "POST", key })).status).toBe(200);
  expect((await env.s.fetch("/users/me/channels", { method: "POST", key, json: { label: "Lab", channel_type: "webhook", notify_url: "http://127.0.0.1:9/hook" } })).status).toBe(201);
  client = await httpClient(env.s.url, key);
}, 60_000);
afterAll(async () => {
  await client?.close();
  await env.stop();
});

/** Each list tool with arguments, and the REST request a client would send for the same page. */
const LISTS: Record<string, () => { args: Record<string, unknown>; rest: string }> = {
  list_hunts: () => ({ args: { limit: 50 }, rest: "/hunts?limit=50" }),
  list_results: () => ({ args: { hunt_id: huntId, filter: "all" }, rest: `/hunts/results?hunt_id=${huntId}&filter=all` }),
  list_hunt_alerts: () => ({ args: { hunt_id: huntId }, rest: `/hunts/${huntId}/alerts` }),
  list_hunt_listings: () => ({ args: { hunt_id: huntId, action: "ALERT" }, rest: `/hunts/${huntId}/listings?action=ALERT` }),
  list_channels: () => ({ args: {}, rest: "/users/me/channels" }),
  search_components: () => ({ args: { q: "HUH728080AL5200" }, rest: "/api/v2/components/search?q=HUH728080AL5200" }),
  list_public_prices: () => ({ args: {}, rest: "/api/public/prices" }),
  list_public_deals: () => ({ args: { category: "hdd" }, rest: "/api/public/deals?category=hdd" }),
};

describe("MCP list tools and REST", () => {
  test("the table above covers every list tool the server lists", async () => {
    const { tools } = await client.listTools();
    const lists = tools.map((t) => t.name).filter((n) => /^(list|search)_/.test(n));
    expect(lists.sort()).toEqual(Object.keys(LISTS).sort());
  });

  for (const [name, call] of Object.entries(LISTS)) {
    test(`${name}: the text is REST's body, the structured content REST's body or {items: body}`, async () => {
      const { args, rest } = call();
      const res = await env.s.fetch(rest, { key });
      expect(res.status).toBe(200);
      const body = (await res.json()) as unknown;
      // Something to compare: every list here has rows.
      const rows = Array.isArray(body) ? body : Object.values(body as object).find(Array.isArray);
      expect(rows?.length ?? 0).toBeGreaterThan(0);

      const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
      expect(result.isError).toBeFalsy();
      const first = result.content[0];
      expect(first?.type).toBe("text");
      expect(JSON.parse((first as { text: string }).text)).toEqual(body);
      expect(result.structuredContent).toEqual(Array.isArray(body) ? { items: body } : (body as Record<string, unknown>));

      const tool = (await client.listTools()).tools.find((t) => t.name === name)!;
      if (Array.isArray(body)) expect(tool.outputSchema?.required).toEqual(["items"]);
      else expect(Object.keys(tool.outputSchema?.properties ?? {})).toEqual(expect.arrayContaining(Object.keys(body as object)));
    });
  }
});
