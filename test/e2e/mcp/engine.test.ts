import { afterAll, beforeAll, describe, test } from "bun:test";
import { startServer, type TestServer } from "../../support/server.ts";
import { httpClient, stdioClient } from "./helpers.ts";
import { channelLifecycle, outsideWorld, scanAndRead } from "./engine-scenario.ts";

let world: ReturnType<typeof outsideWorld>;
let s: TestServer;
beforeAll(async () => {
  world = outsideWorld();
  s = await startServer(world.env);
});
afterAll(() => {
  s.stop();
  world.stop();
});

describe("scan, results and channel tools with real data", () => {
  test("over Streamable HTTP", async () => {
    const key = await s.user("engine-http@example.com", { tier: "lifetime" });
    const client = await httpClient(s.url, key);
    await scanAndRead(client, s, key);
    await channelLifecycle(client, s, key, world);
    await client.close();
  }, 30_000);

  test("over stdio", async () => {
    const key = await s.user("engine-stdio@example.com", { tier: "lifetime" });
    const { client } = await stdioClient(s.db.env, key, world.env);
    await scanAndRead(client, s, key);
    await channelLifecycle(client, s, key, world);
    await client.close();
  }, 30_000);
});
