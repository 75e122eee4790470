import { afterAll, expect, test } from "bun:test";
import { startServer } from "../../support/server.ts";
import { httpClient, structured } from "./helpers.ts";

const s = await startServer({ RACKHUNT_SCHEDULER: "off" });
const key = await s.user("agent@example.com", { tier: "lifetime" });
afterAll(() => s.stop());

test("create_hunt keeps keys Rackhunt does not use and says so in the tool result", async () => {
  const client = await httpClient(s.url, key);
  try {
    const result = await client.callTool({ name: "create_hunt", arguments: { name: "Optane", config: { query: "optane p4800x", notes: "for the ZFS box" }, criteria: { category: "ssd", mood: "hopeful" } } });
    expect(structured(result as never).config).toEqual({ query: "optane p4800x", notes: "for the ZFS box" });
    const texts = (result.content as { type: string; text: string }[]).map((c) => c.text);
    expect(texts).toContain("Rackhunt kept these keys as given but does not use them: config.notes, criteria.mood");
  } finally {
    await client.close();
  }
});
