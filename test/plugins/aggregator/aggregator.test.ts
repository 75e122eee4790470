import { afterAll, describe, expect, test } from "bun:test";
import aggregator, { parseDealTitle } from "@rackhunt/plugin-aggregator";
import { createFetcher } from "../../../packages/core/src/fetcher/index.ts";
import { runSource } from "../../../packages/core/src/source/index.ts";
import { page, registerConformance, serve } from "../helpers.ts";

const atom = await page("aggregator/reddit-buildapcsales-synthetic-atom.xml");
const rss = await page("aggregator/slickdeals-style-synthetic-frontpage.rss");
const list1 = await page("aggregator/deal-list-synthetic-page1.html");
const list2 = await page("aggregator/deal-list-synthetic-page2.html");
const entities = await page("aggregator/deal-feed-synthetic-html-entities.rss");

const server = serve((url) => {
  if (url.pathname === "/r/buildapcsales/new/.rss") return { body: atom, type: "application/atom+xml" };
  if (url.pathname === "/newsearch.php" && url.searchParams.get("rss") === "1") return { body: rss, type: "application/rss+xml" };
  if (url.pathname === "/entities.rss") return { body: entities, type: "application/rss+xml" };
  if (url.pathname === "/newsearch.php") return { body: list1, type: "text/html" };
  if (url.pathname === "/deals/" && url.searchParams.get("page") === "2") return { body: list2, type: "text/html" };
  return null;
});
afterAll(() => server.stop());

describe("aggregator conformance", () => {
  registerConformance(aggregator(), [
    { name: "atom deal feed", newest: true, body: atom, url: "https://www.reddit.com/r/buildapcsales/new/.rss" },
    { name: "rss deal feed", newest: true, body: rss, url: "https://slickdeals.net/newsearch.php?rss=1" },
    { name: "deal list page 1", newest: true, body: list1, url: "https://slickdeals.net/newsearch.php?q=ssd" },
    { name: "deal list page 2", newest: true, body: list2, url: "https://slickdeals.net/deals/?page=2" },
    { name: "rss feed with HTML entities in titles", body: entities, url: "https://deals.example/rss" },
  ]);
});

const fetcher = () => createFetcher({ per_host_interval_ms: 0 });

describe("aggregator over a local server", () => {
  test("reads an Atom deal feed given by URL", async () => {
    const result = await runSource(aggregator({ feed_url: `${server.url}/r/buildapcsales/new/.rss` }), { keywords: "ssd" }, fetcher());
    expect(result.errors).toEqual([]);
    expect(result.listings.length).toBe(120);
    const priced = result.listings.filter((l) => l.price !== null);
    expect(priced.length / result.listings.length).toBeGreaterThan(0.8);
    expect(result.listings.every((l) => l.url.startsWith("https://www.reddit.com/r/buildapcsales/comments/"))).toBe(true);
  });

  test("reads the site's RSS search feed", async () => {
    const result = await runSource(aggregator({ base_url: server.url }), { keywords: "ssd" }, fetcher());
    expect(result.listings.length).toBe(60);
    expect(result.listings[0].external_id).toMatch(/^thread-\d+$/);
    expect(server.requests.some((r) => r.startsWith("/newsearch.php?q=ssd&searcharea=deals&searchin=first&rss=1"))).toBe(true);
  });

  test("decodes HTML entities in feed titles, named and numeric, and reads the price after them", async () => {
    const result = await runSource(aggregator({ feed_url: `${server.url}/entities.rss` }), { keywords: "" }, fetcher());
    expect(result.errors).toEqual([]);
    expect(result.listings.map((l) => [l.title, l.price])).toEqual([
      ["[CPU] Intel\u00ae Xeon\u00ae E5-2680 v4 \u2013 14 cores $35", 35],
      ['[Monitor] Dell U2723QE \u00e9cran 27" 4K $459.99', 459.99],
      ["[SSD] Crucial MX500 1TB \u2013 AT&T rewards card $49.99", 49.99],
    ]);
  });

  test("follows the HTML list page's next link across two pages", async () => {
    const result = await runSource(aggregator({ base_url: server.url, format: "html" }), { keywords: "ssd" }, fetcher());
    expect(result.errors).toEqual([]);
    expect(result.pages).toBe(2);
    expect(result.listings.length).toBe(40);
    const first = result.listings[0];
    expect(first.seller).toBeTruthy();
    expect(first.url).toStartWith(`${server.url}/f/`);
  });
});

describe("deal titles", () => {
  test("takes the deal price, not rebates, discounts or the shipping charge", () => {
    expect(parseDealTitle("[GPU] Zotac 1080 Ti $699").price).toBe(699);
    expect(parseDealTitle("[Video Card] Sapphire 7950 3GB ($239.99 after $20 MIR)").price).toBe(239.99);
    expect(parseDealTitle("[SSD] Samsung 840 120GB ($79.99 after $20 MIR w/ Free Shipping)")).toEqual({ tag: "SSD", price: 79.99, shipping: 0, condition_text: null });
    expect(parseDealTitle("[HDD] WD Red 4TB $149.99 +$4.99 shipping")).toMatchObject({ price: 149.99, shipping: 4.99 });
    expect(parseDealTitle("[Monitor] HannsG 23\" 120hz for 150$").price).toBe(150);
    expect(parseDealTitle("[CPU] Xeon E5-2680 v4 (Refurbished) $35").condition_text).toBe("refurbished");
    expect(parseDealTitle("[PSA] Newegg now sells Korean monitors.").price).toBeNull();
  });
});
