import { afterAll, beforeAll, expect, test } from "bun:test";
import type { TestBrowser } from "./browser.ts";
import { checkPage, closeWebSuite, HE8, markPage, openWebSuite, pageKept, type WebServer, type WebSuite } from "./support.ts";
import { WebClient } from "./web-client.ts";

let suite: WebSuite | undefined;
let server: WebServer;
let b: TestBrowser;
beforeAll(async () => ({ server, b } = suite = await openWebSuite()), 120_000);
afterAll(() => closeWebSuite(suite));

test("home → category → component: deals with verdicts, market numbers, and a drawn price chart", async () => {
  const page = await b.newPage();
  await page.goto(server.s.url + "/");
  await checkPage(b, page, "public-01-home");
  // Current deals: verdict, percentile and per-unit price of each listing.
  const firstDeal = page.locator("table tbody tr").first();
  await expect(firstDeal.locator(".badge").first().textContent()).resolves.toMatch(/ALERT|WATCH/);
  await expect(firstDeal.textContent()).resolves.toMatch(/p\d+/);
  await expect(firstDeal.textContent()).resolves.toContain("each");
  // The categories with their counts, as the public prices endpoint gives them.
  const categories = (await (await server.s.fetch("/api/public/prices")).json()) as { categories: { category: string; component_count: number; priced_count: number; observation_count: number }[] };
  const hdd = categories.categories.find((c) => c.category === "hdd")!;
  await expect(page.locator(".card:has(a[href='/prices/hdd'])").textContent()).resolves.toContain(
    `${hdd.component_count.toLocaleString("en-US")} variants, ${hdd.priced_count} with prices, ${hdd.observation_count} observations`,
  );

  await page.click("a[href='/prices/hdd']");
  await page.waitForURL("**/prices/hdd");
  await checkPage(b, page, "public-02-category-hdd");
  const row = page.locator(`tr:has(a[href='/prices/hdd/${HE8.id}'])`);
  await expect(row.textContent()).resolves.toContain("trusted");
  // Trusted: p25, median and $/TB are numbers; the trend is drawn.
  await expect(row.locator("td.num").allTextContents()).resolves.toEqual(expect.arrayContaining([expect.stringMatching(/^\$\d+\.\d\d$/)]));
  expect(await row.locator("svg.spark polyline").count()).toBe(1);
  // Sorted by $/TB: ascending, unpriced last.
  await page.click("a[href='/prices/hdd?sort=unit']");
  const perTb = (await page.locator("tbody tr td:nth-child(7)").allTextContents()).filter((t) => t !== "—").map((t) => Number(t.replace(/[$,]/g, "")));
  expect(perTb.length).toBeGreaterThan(1);
  expect(perTb).toEqual([...perTb].sort((x, y) => x - y));

  await page.click(`a[href='/prices/hdd/${HE8.id}']`);
  await page.waitForURL(`**/prices/hdd/${HE8.id}`);
  await page.waitForSelector(".chart canvas");
  await checkPage(b, page, "public-03-component-he8");
  await expect(page.locator("h2:has-text('trustworthy') + .grid").textContent()).resolves.toMatch(/used:\s*trusted.*Median \$\d+\.\d\d/s);
  // Sold and asking are told apart (filled and hollow keys), and the band is explained.
  await expect(page.locator(".chart-legend").textContent()).resolves.toMatch(/used, sold \(\d+\).*used, asking \(\d+\).*p25–p75 band/s);
  const key = (selector: string) => page.locator(selector).first().evaluate((el) => ({ fill: getComputedStyle(el).backgroundColor, colour: getComputedStyle(el).color }));
  const [usedSold, usedAsking, partsAsking] = [await key(".key.sold.key-used"), await key(".key.asking.key-used"), await key(".key.asking.key-for_parts")];
  expect(usedSold.fill).toBe(usedSold.colour);
  expect(usedAsking.fill).toBe("rgba(0, 0, 0, 0)");
  expect(partsAsking.colour).not.toBe(usedAsking.colour);
  await expect(page.locator("dl.facts").textContent()).resolves.toContain("HUH728080AL5200");
  // A stratum without enough evidence says, in words, what it still lacks.
  await expect(page.locator("h2:has-text('trustworthy') + .grid").textContent()).resolves.toContain("To be trusted it needs:");
  // Prices by source: the sold prices of the recorded auction and forum pages.
  const bySource = await page.locator("table:has(caption:has-text('by source')) tbody tr").allTextContents();
  expect(bySource.some((r) => r.includes("auction") && r.includes("sold"))).toBe(true);
  // The band is drawn only where the benchmark was trusted: it has gaps, and its points match the words beside it.
  const band = await page.locator(".chart").evaluate((el) => (JSON.parse((el as HTMLElement).dataset.chart!) as { band: { median: (number | null)[] } }).band.median);
  const trusted = band.filter((m) => m !== null).length;
  expect(trusted).toBeGreaterThan(0);
  expect(trusted).toBeLessThan(band.length);
  await expect(page.locator("#history figcaption").textContent()).resolves.toContain(`trusted at ${trusted} of ${band.length} points`);

  // The period switch swaps only the chart (htmx: the page is not loaded again) and the new chart is drawn.
  await markPage(page);
  await page.click("ul.period a:has-text('All')");
  await page.waitForURL(`**/prices/hdd/${HE8.id}?period=all`);
  await page.waitForSelector("ul.period a[aria-current='true']:has-text('All')");
  await page.waitForSelector(".chart canvas");
  expect(await pageKept(page)).toBe(true);
  await checkPage(b, page, "public-04-component-he8-all");
  expect(b.problems).toEqual([]);
}, 120_000);

test("a category sorts by median, and memory by $/GB", async () => {
  const page = await b.newPage();
  const numbers = async (column: number) =>
    (await page.locator(`tbody tr td:nth-child(${column})`).allTextContents()).filter((t) => t !== "—").map((t) => Number(t.replace(/[$,]/g, "")));
  await page.goto(server.s.url + "/prices/hdd");
  await page.click("a[href='/prices/hdd?sort=median']");
  await page.waitForURL("**/prices/hdd?sort=median");
  const medians = await numbers(5);
  expect(medians.length).toBeGreaterThan(1);
  expect(medians).toEqual([...medians].sort((x, y) => x - y));

  await page.goto(server.s.url + "/prices/ram");
  await expect(page.locator("thead").textContent()).resolves.toContain("Median $/GB");
  await page.click("a[href='/prices/ram?sort=unit']");
  await page.waitForURL("**/prices/ram?sort=unit");
  await checkPage(b, page, "public-10-category-ram-per-gb");
  await expect(page.locator("table caption").textContent()).resolves.toContain("sorted by $/GB");
  const perGb = await numbers(7);
  expect(perGb.length).toBeGreaterThan(0);
  expect(perGb).toEqual([...perGb].sort((x, y) => x - y));
  expect(b.problems).toEqual([]);
}, 60_000);

test("deals filters answer with the public deals operation; a bad filter is shown beside its field", async () => {
  const page = await b.newPage();
  await page.goto(server.s.url + "/deals?category=hdd");
  await checkPage(b, page, "public-05-deals-hdd");
  const sources = await page.locator("tbody tr td:first-child .muted").allTextContents();
  expect(sources.length).toBeGreaterThan(0);
  for (const s of sources) expect(s).toContain("hdd");

  // Source, verdict and price range, sent through the form: the same rows as the public deals endpoint.
  await page.goto(server.s.url + "/deals");
  await page.fill("#f-source", "auction");
  await page.selectOption("#f-action", "ALERT");
  await page.fill("#f-max_price", "100");
  await page.click("button:has-text('Show deals')");
  await page.waitForURL("**/deals?*source=auction*");
  const titles = await page.locator("tbody tr td:first-child a").allTextContents();
  const api = (await (await server.s.fetch("/api/public/deals?source=auction&action=ALERT&max_price=100&limit=50")).json()) as { items: { title: string; price: number; action: string; source: string }[] };
  expect(api.items.length).toBeGreaterThan(0);
  expect(titles.map((t) => t.trim())).toEqual(api.items.map((d) => d.title));
  for (const d of api.items) expect(d).toMatchObject({ source: "auction", action: "ALERT" });
  for (const d of api.items) expect(d.price).toBeLessThanOrEqual(100);

  // The filter form comes back with the message beside the field (a page to fix, answered 200).
  await page.goto(server.s.url + "/deals?min_price=cheap");
  await checkPage(b, page, "public-06-deals-invalid");
  await expect(page.locator("#f-min_price-error").textContent()).resolves.toBe("Input should be a valid number");
  await expect(page.locator("#f-min_price").getAttribute("aria-invalid")).resolves.toBe("true");
  expect(b.problems).toEqual([]);
}, 60_000);

test("dark mode follows the system and keeps every page readable", async () => {
  const page = await b.newPage();
  await page.emulateMedia({ colorScheme: "dark" });
  for (const [path, name] of [["/", "public-08-home-dark"], [`/prices/hdd/${HE8.id}`, "public-09-component-dark"]] as const) {
    await page.goto(server.s.url + path);
    await checkPage(b, page, name);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe("rgb(17, 20, 24)");
  }
  expect(b.problems).toEqual([]);
}, 60_000);

test("the catalog search finds a variant by part number and links its price page", async () => {
  const page = await b.newPage();
  await page.goto(server.s.url + "/");
  await page.fill("#q", "HUH728080AL5200");
  await page.press("#q", "Enter");
  await page.waitForURL("**/search?q=HUH728080AL5200");
  await checkPage(b, page, "public-07-search");
  expect(await page.locator(`a[href='/prices/hdd/${HE8.id}']`).count()).toBe(1);
  expect(b.problems).toEqual([]);
}, 60_000);

test("assets are hashed, cached for a year and compressed; pages carry a CSP without inline script", async () => {
  const res = await server.s.fetch("/");
  expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
  const html = await res.text();
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>/);
  const css = html.match(/href="(\/assets\/site\.[0-9a-f]{10}\.css)"/)?.[1];
  expect(css).toBeDefined();
  const asset = await fetch(server.s.url + css!, { headers: { "Accept-Encoding": "gzip" } });
  expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect((await server.s.fetch("/assets/site.0000000000.css")).status).toBe(404);
});

test("every page ships under 100 KB of JavaScript and CSS, compressed as served", async () => {
  const web = new WebClient(server.s.url);
  await web.page("/signin");
  await web.post("/signin/key", { api_key: server.marketKey });
  const hunts = (await (await server.s.fetch("/hunts", { key: server.marketKey })).json()) as { id: string }[];
  const pages = ["/", "/deals", "/search?q=epyc", "/prices/hdd", `/prices/hdd/${HE8.id}`, "/my/hunts", `/my/hunts/${hunts[0]!.id}`, "/my/hunts/new", "/my/results", "/my/channels", "/my/account"];
  const sizes: Record<string, number> = {};
  for (const path of pages) {
    const { status, html } = await web.page(path);
    expect({ path, status }).toEqual({ path, status: 200 });
    let bytes = 0;
    for (const m of html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)) {
      const res = await fetch(server.s.url + m[1], { headers: { "Accept-Encoding": "gzip" }, decompress: false } as RequestInit);
      expect(res.headers.get("content-encoding")).toBe("gzip");
      bytes += (await res.arrayBuffer()).byteLength;
    }
    sizes[path] = bytes;
  }
  for (const [path, bytes] of Object.entries(sizes)) expect({ path, under: bytes < 100 * 1024 }).toEqual({ path, under: true });
  // The chart's library is loaded only where there is a chart.
  expect(sizes[`/prices/hdd/${HE8.id}`]).toBeGreaterThan(sizes["/"]!);
});

test("the footer links /auth.md and the API documents, and each answers", async () => {
  const html = await (await server.s.fetch("/")).text();
  const footer = html.slice(html.indexOf("<footer"));
  const links = [...footer.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
  expect(links).toEqual(expect.arrayContaining(["/auth.md", "/openapi.json", "/api/public/openapi.json"]));
  for (const link of links) expect({ link, status: (await server.s.fetch(link)).status }).toEqual({ link, status: 200 });
  expect(await (await server.s.fetch("/auth.md")).text()).toContain("Authorization: Bearer");
});
