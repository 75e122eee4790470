import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { defaultCatalog, SEARCH_MAX_LIMIT } from "../../../packages/core/src/catalog/index.ts";

const catalog = defaultCatalog();

describe("catalog.search", () => {
  it("finds components by model words and puts exact part numbers first", () => {
    const page = catalog.search("ST3000DM001");
    assert.equal(page.results[0]?.id, "seagate-st3000dm001");
    const xeon = catalog.search("e5-2680 v3", { category: "cpu" });
    assert.equal(xeon.results[0]?.id, "intel-xeon-e5-2680-v3");
    assert.ok(xeon.results.every((r) => r.category === "cpu"));
  });

  it("orders by relevance then id, the same on every call", () => {
    const a = catalog.search("dell poweredge", { limit: 50 });
    const b = catalog.search("dell poweredge", { limit: 50 });
    assert.deepEqual(a.results.map((r) => r.id), b.results.map((r) => r.id));
    assert.ok(a.total > 10);
  });

  it("pages with a cursor that is the last id of the previous page", () => {
    const all = catalog.search("seagate exos", { limit: SEARCH_MAX_LIMIT });
    assert.ok(all.total > 30 && all.total <= SEARCH_MAX_LIMIT, `total ${all.total}`);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = catalog.search("seagate exos", { limit: 7, cursor });
      assert.ok(page.results.length <= 7);
      assert.equal(page.total, all.total);
      seen.push(...page.results.map((r) => r.id));
      if (page.has_more) assert.equal(page.cursor, page.results[page.results.length - 1]!.id);
      else assert.equal(page.cursor, null);
      cursor = page.cursor;
      pages++;
    } while (cursor !== null && pages < 100);
    assert.deepEqual(seen, all.results.map((r) => r.id));
  });

  it("clamps the limit to 1..100 and returns nothing for an empty query or an unknown cursor", () => {
    assert.equal(catalog.search("intel", { limit: 1000 }).results.length, SEARCH_MAX_LIMIT);
    assert.equal(catalog.search("intel", { limit: 0 }).results.length, 1);
    assert.deepEqual(catalog.search("   "), { results: [], total: 0, cursor: null, has_more: false });
    const unknown = catalog.search("intel", { cursor: "no-such-id" });
    assert.equal(unknown.results.length, 0);
    assert.equal(unknown.has_more, false);
  });
});
