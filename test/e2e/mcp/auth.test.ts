import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startServer, type TestServer } from "../../support/server.ts";
import { httpClient, structured, toolError } from "./helpers.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.stop());

const ACCOUNT_TOOLS = ["get_entitlements", "list_hunts"];

describe("account tools over /mcp need the caller's own key", () => {
  test("a missing key is refused with the REST 401 body", async () => {
    const client = await httpClient(s.url);
    for (const name of ACCOUNT_TOOLS) {
      const err = toolError((await client.callTool({ name, arguments: {} })) as never);
      expect(err).toEqual({ status: 401, body: { detail: "A valid API key is required: send Authorization: Bearer <API_KEY>", code: "unauthorized" } });
    }
    await client.close();
  });

  test("a well-formed but unknown key and a malformed header are refused", async () => {
    const forged = `rh_${"A".repeat(43)}`;
    const wrong = await httpClient(s.url, forged);
    expect(toolError((await wrong.callTool({ name: "get_entitlements", arguments: {} })) as never)).toEqual({ status: 401, body: { detail: "Invalid API key", code: "unauthorized" } });
    await wrong.close();
    const malformed = await httpClient(s.url, undefined, "Basic dXNlcjpwYXNz");
    expect(toolError((await malformed.callTool({ name: "list_hunts", arguments: {} })) as never).status).toBe(401);
    await malformed.close();
  });

  test("one account's key never reaches another account's hunts", async () => {
    const alice = await s.user("alice@example.com");
    const bob = await s.user("bob@example.com");
    const a = await httpClient(s.url, alice);
    const b = await httpClient(s.url, bob);
    const hunt = structured((await a.callTool({ name: "create_hunt", arguments: { name: "Alice EPYC", config: { query: "epyc 7302p" } } })) as never);

    expect(structured((await b.callTool({ name: "list_hunts", arguments: {} })) as never).items).toEqual([]);
    for (const [name, args] of [
      ["get_hunt", { hunt_id: hunt.id }],
      ["update_hunt", { hunt_id: hunt.id, name: "Bob was here" }],
      ["delete_hunt", { hunt_id: hunt.id }],
    ] as const) {
      expect(toolError((await b.callTool({ name, arguments: args })) as never).status).toBe(404);
    }
    // Alice's hunt is untouched, and each client still sees only its own account.
    expect(structured((await a.callTool({ name: "get_hunt", arguments: { hunt_id: hunt.id } })) as never).name).toBe("Alice EPYC");
    expect(structured((await b.callTool({ name: "get_entitlements", arguments: {} })) as never).active_hunt_count).toBe(0);
    expect(structured((await a.callTool({ name: "get_entitlements", arguments: {} })) as never).active_hunt_count).toBe(1);
    await a.close();
    await b.close();
  });

  test("concurrent requests with different keys are not mixed up (stateless: one server per request)", async () => {
    const keys = await Promise.all(["c1@example.com", "c2@example.com", "c3@example.com"].map((e) => s.user(e)));
    const clients = await Promise.all(keys.map((k) => httpClient(s.url, k)));
    await Promise.all(clients.map((c, i) => c.callTool({ name: "create_hunt", arguments: { name: `hunt-${i}`, config: {} } })));
    const lists = await Promise.all(clients.map((c) => c.callTool({ name: "list_hunts", arguments: {} })));
    expect(lists.map((l) => structured(l as never).items.map((h: { name: string }) => h.name))).toEqual([["hunt-0"], ["hunt-1"], ["hunt-2"]]);
    await Promise.all(clients.map((c) => c.close()));
  });
});
