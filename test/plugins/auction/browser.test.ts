import { afterAll, expect, test } from "bun:test";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import auction from "@rackhunt/plugin-auction";
import { createBrowserRenderer, findChromium } from "@rackhunt/plugin-auction/browser";
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

test("RACKHUNT_CHROMIUM wins; a failed launch is not kept, so the next page launches again", async () => {
  const own = createBrowserRenderer({ home });
  const spec = { url: `${server.url}/sch/i.html?_nkw=optane`, method: "GET" as const, headers: {}, body: null, render: "browser" as const, label: null };
  process.env.RACKHUNT_CHROMIUM = join(home, "no-such-chromium");
  try {
    await expect(own(spec, new AbortController().signal)).rejects.toThrow("RACKHUNT_CHROMIUM");
  } finally {
    delete process.env.RACKHUNT_CHROMIUM;
  }
  const page = await own(spec, new AbortController().signal);
  expect(page.body).toContain("336600000101");
  await own.close();
}, 60_000);

test("without RACKHUNT_CHROMIUM a chromium on PATH comes next, then the npm package's", async () => {
  const bin = mkdtempSync(join(tmpdir(), "rackhunt-path-"));
  writeFileSync(join(bin, "chromium"), "#!/bin/sh\n");
  chmodSync(join(bin, "chromium"), 0o755);
  expect(await findChromium({ PATH: bin })).toMatchObject({ executable_path: join(bin, "chromium"), found_by: "system" });
  const fallback = await findChromium({ PATH: join(bin, "empty") });
  expect(fallback.found_by).toBe(Bun.which("chromium", { PATH: "/usr/bin" }) ? "system" : "@sparticuz/chromium");
  rmSync(bin, { recursive: true, force: true });
}, 60_000);
