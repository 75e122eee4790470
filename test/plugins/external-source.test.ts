import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Source } from "@rackhunt/plugin-kit";
import { createFetcher } from "../../packages/core/src/fetcher/index.ts";
import { runSource } from "../../packages/core/src/source/index.ts";
import { EXAMPLE_PAGES, guideExample, registerConformance, serveExampleShop } from "./helpers.ts";

// The guide's example, copied into this repository's test folder (where it resolves its imports
// itself) and loaded by path at run time; test/plugins/load-plugins.test.ts loads it as a host does.
const folder = mkdtempSync(join(import.meta.dir, "../fixtures/external-source/tmp-"));
writeFileSync(join(folder, "lab-surplus.ts"), await guideExample());
const factory = (await import(join(folder, "lab-surplus.ts"))).default as ((o?: object) => Source) & { source_name: string; kind: string };
const page1 = await Bun.file(join(EXAMPLE_PAGES, "search-page1.json")).text();
const page2 = await Bun.file(join(EXAMPLE_PAGES, "search-page2.json")).text();
const server = await serveExampleShop();
afterAll(() => {
  server.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe("the plugin guide's example source", () => {
  test("is a defineSource factory with its own name and kind", () => {
    expect([factory.source_name, factory.kind]).toEqual(["lab-surplus", "aggregator"]);
    expect(factory().options).toEqual({ base_url: "https://surplus.example" });
  });

  registerConformance(factory(), [
    { name: "search page 1", body: page1, url: "https://surplus.example/api/search?q=nic&page=1" },
    { name: "search page 2", body: page2, url: "https://surplus.example/api/search?q=nic&page=2" },
  ]);

  test("runs through the fetcher and follows its pages", async () => {
    const result = await runSource(factory({ base_url: server.url }), { keywords: "nic" }, createFetcher({ per_host_interval_ms: 0 }));
    expect(result.errors).toEqual([]);
    expect(result.pages).toBe(2);
    expect(result.listings.map((l) => [l.external_id, l.price])).toEqual([
      ["LS-10021", 24.99],
      ["LS-10022", 119],
      ["LS-10023", null],
      ["LS-10024", 29],
    ]);
  });
});
