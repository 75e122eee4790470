import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startServer, type TestServer } from "../../support/server.ts";

// What a buyer types into the component search box, over the network to the real server.
const HE8_8TB_SAS = "hgst-ultrastar-he8-huh728080al5200";

let s: TestServer;
let key: string;
beforeAll(async () => {
  s = await startServer({ RACKHUNT_RATE_LIMITS: "off" });
  key = await s.user("search@example.com");
});
afterAll(() => s.stop());

async function search(q: string, extra = ""): Promise<{ status: number; body: any }> {
  const r = await s.fetch(`/api/v2/components/search?q=${encodeURIComponent(q)}${extra}`, { key });
  return { status: r.status, body: await r.json() };
}

describe("GET /api/v2/components/search in the buyer's words", () => {
  test("'he8 8tb sas' returns the HGST Ultrastar He8 8TB SAS drive first, in any word order or spacing", async () => {
    for (const q of ["he8 8tb sas", "8tb he8 sas", "he8 8 tb sas"]) {
      const { status, body } = await search(q);
      expect(status).toBe(200);
      expect(body.results[0].id).toBe(HE8_8TB_SAS);
      expect(body.results[0]).toMatchObject({ mpn: "HUH728080AL5200", capacity: "8TB", category: "hdd" });
      expect(body).toMatchObject({ total: 1, cursor: null, has_more: false });
    }
  });

  test("a part number split, spaced or reordered is still that part, first", async () => {
    for (const q of ["huh728080 al5200", "al5200 huh728080", "HUH728080-AL5200"]) {
      expect((await search(q)).body.results[0].id).toBe(HE8_8TB_SAS);
    }
  });

  test("the response keeps its shape and paging", async () => {
    const { body } = await search("connectx4", "&limit=2");
    expect(Object.keys(body).sort()).toEqual(["cursor", "has_more", "results", "total"]);
    expect(body.results).toHaveLength(2);
    expect(body.has_more).toBe(true);
    expect(body.cursor).toBe(body.results[1].id);
    const next = await search("connectx4", `&limit=2&cursor=${body.cursor}`);
    expect(next.body.total).toBe(body.total);
    expect(next.body.results[0].id).not.toBe(body.results[1].id);
    expect((await search("", "")).status).toBe(422);
  });
});
