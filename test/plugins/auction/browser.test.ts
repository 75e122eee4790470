import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import auction from "@rackhunt/plugin-auction";
import { createBrowserRenderer } from "@rackhunt/plugin-auction/browser";
import { createFetcher } from "../../../packages/core/src/fetcher/index.ts";
import { runSource } from "../../../packages/core/src/source/index.ts";
import { page, serve } from "../helpers.ts";

const html = await page("auction/ebay-srp-synthetic-js-rendered.html");
const server = serve((url) => (url.pathname === "/sch/i.html" ? { body: html, type: "text/html" } : null));
const home = mkdtempSync(join(tmpdir(), "rackhunt-chromium-"));
const renderer = createBrowserRenderer({ home });

afterAll(async () => {
  await renderer.close();
  server.stop();
  rmSync(home, { recursive: true, force: true });
});

test("without a browser the page has no listings: they are built by JavaScript", async () => {
  const result = await runSource(auction({ base_url: server.url }), { keywords: "optane" }, createFetcher({ per_host_interval_ms: 0 }));
  expect(result.ok).toBe(true);
  expect(result.listings).toEqual([]);
});

test("render: browser runs the page in chromium and the parser reads the built cards", async () => {
  const fetcher = createFetcher({ per_host_interval_ms: 0, renderer, attempt_timeout_ms: 30_000 });
  const result = await runSource(auction({ base_url: server.url, render: "browser" }), { keywords: "optane" }, fetcher);
  expect(result.errors).toEqual([]);
  expect(result.listings.map((l) => [l.external_id, l.price, l.bids, l.buy_it_now])).toEqual([
    ["336600000101", 899, null, true],
    ["336600000102", 129.5, 5, false],
    ["336600000103", 54.99, null, true],
  ]);
  expect(result.listings[1].ends_at).not.toBeNull();
}, 60_000);
