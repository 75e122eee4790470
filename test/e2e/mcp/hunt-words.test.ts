import { afterAll, expect, test } from "bun:test";
import { startServer } from "../../support/server.ts";
import { httpClient, structured, toolError } from "./helpers.ts";

const s = await startServer({ RACKHUNT_SCHEDULER: "off" });
const key = await s.user("words-agent@example.com", { tier: "lifetime" });
afterAll(() => s.stop());

test("create_hunt reads a sentence: the tool result shows the criteria and target it understood", async () => {
  const client = await httpClient(s.url, key);
  try {
    const cap = structured((await client.callTool({ name: "create_hunt", arguments: { name: "8TB SAS drives under $12/TB", config: {} } })) as never);
    expect(cap.criteria).toEqual({ max_price_per_tb: 12 });
    expect(cap.understood).toMatchObject({ from: "name", search: "8TB SAS drives", category: "hdd", capacity_gb: 8000, interface: "SAS", understood: ["per-TB cap $12.00"] });
    const cpu = structured((await client.callTool({ name: "create_hunt", arguments: { name: "EPYC 7302P under $150", config: {} } })) as never);
    expect(cpu.target_price).toBe(150);
    expect(cpu.understood.component_id).toBe("amd-epyc-7302p");
    // get_hunt and list_hunts show the same reading.
    const again = structured((await client.callTool({ name: "get_hunt", arguments: { hunt_id: cpu.id } })) as never);
    expect(again.understood).toEqual(cpu.understood);
    // A contradiction is the REST 422, naming both.
    const bad = toolError((await client.callTool({ name: "create_hunt", arguments: { name: "EPYC 7302P under $12/TB", config: {} } })) as never);
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain("per-TB cap");
  } finally {
    await client.close();
  }
});
