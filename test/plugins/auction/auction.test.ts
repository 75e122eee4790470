import { afterAll, describe, expect, test } from "bun:test";
import { createFetcher } from "../../../packages/core/src/fetcher/index.ts";
import { runSource } from "../../../packages/core/src/source/index.ts";
import auction, { parseSearchPage } from "@rackhunt/plugin-auction";
import { page, registerConformance, serve } from "../helpers.ts";

const NOW = "2026-02-24T12:00:00.000Z";
const cards1 = await page("auction/ebay-srp-cards-nike-2026-02.html");
const cards2 = await page("auction/ebay-srp-synthetic-cards-hardware-page2.html");
const items1 = await page("auction/ebay-srp-synthetic-s-item-hardware-page1.html");
const items2 = await page("auction/ebay-srp-synthetic-s-item-hardware-page2.html");

const server = serve((url) => {
  if (url.pathname !== "/sch/i.html") return null;
  const second = url.searchParams.get("_pgn") === "2";
  const nike = (url.searchParams.get("_nkw") ?? "").toLowerCase().includes("nike");
  return { body: nike ? (second ? cards2 : cards1) : second ? items2 : items1, type: "text/html; charset=utf-8" };
});
afterAll(() => server.stop());

describe("auction conformance", () => {
  registerConformance(auction(), [
    { name: "card layout (real)", newest: true, body: cards1, url: "https://www.ebay.com/sch/i.html?_nkw=nike+shoes" },
    { name: "card layout page 2 (synthetic)", body: cards2, url: "https://www.ebay.com/sch/i.html?_nkw=nike+shoes&_pgn=2" },
    { name: "s-item layout page 1 (synthetic)", newest: true, body: items1, url: "https://www.ebay.com/sch/i.html?_nkw=epyc" },
    { name: "s-item layout page 2 (synthetic)", body: items2, url: "https://www.ebay.com/sch/i.html?_nkw=epyc&_pgn=2" },
  ]);
});

const fetcher = () => createFetcher({ per_host_interval_ms: 0 });

describe("auction over a local server", () => {
  test("follows the card layout's next link from the real page to page 2", async () => {
    const result = await runSource(auction({ base_url: server.url }), { keywords: "nike shoes" }, fetcher());
    expect(result.errors).toEqual([]);
    expect(result.pages).toBe(2);
    expect(result.listings.length).toBe(60 + 6);
    expect(server.requests).toContain("/sch/i.html?_nkw=Nike+shoes&_dcat=15709&_pgn=2");
  });

  test("follows the s-item layout across two pages and de-duplicates a repeated item", async () => {
    const result = await runSource(auction({ base_url: server.url, buying: "all" }), { keywords: "epyc" }, fetcher());
    expect(result.pages).toBe(2);
    expect(result.listings.map((l) => l.external_id)).toEqual([
      "295512340001",
      "295512340002",
      "295512340003",
      "295512340004",
      "295512340005",
      "295512340006",
      "295512340007",
    ]);
  });
});

describe("auction fields", () => {
  const cards = parseSearchPage(cards1, "https://www.ebay.com/sch/i.html?_nkw=nike", NOW, null).listings;
  const old = parseSearchPage(items1, "https://www.ebay.com/sch/i.html?_nkw=epyc", NOW, null);
  const hw = parseSearchPage(cards2, "https://www.ebay.com/sch/i.html?_nkw=x&_pgn=2", NOW, null).listings;
  const byId = (list: typeof cards, id: string) => list.find((l) => l.external_id === id)!;

  test("reads the real card page: ids from URLs, IDR prices, shipping, condition, location", () => {
    expect(cards.length).toBe(60);
    expect(cards.some((l) => /shop on ebay/i.test(l.title))).toBe(false);
    const first = byId(cards, "225272243923");
    expect(first.title).toBe("Nike Air Max Command Mens US Size 7-15 Black/White Running Casual Shoes NEW✅");
    expect([first.price, first.currency, first.shipping, first.condition_text, first.location]).toEqual([1614898.07, "IDR", 358999.2, "Brand New", "Australia"]);
    expect(first.buy_it_now).toBe(true);
    expect(first.url).toBe("https://www.ebay.com/itm/225272243923");
    const range = byId(cards, "226694986552");
    expect([range.price, range.price_max]).toEqual([1794996, 2392729.67]);
  });

  test("reads auctions: bids, end time from time left, not buy-it-now", () => {
    const epyc = byId(old.listings, "295512340001");
    expect([epyc.bids, epyc.buy_it_now, epyc.ends_at]).toEqual([7, false, "2026-02-26T16:00:00.000Z"]);
    expect([epyc.price, epyc.currency, epyc.shipping, epyc.location, epyc.seller]).toEqual([89, "USD", 5.99, "United States", "homelab_surplus"]);
    const ending = byId(old.listings, "295512340004");
    expect([ending.bids, ending.ends_at]).toEqual([0, "2026-02-24T12:45:00.000Z"]);
    expect(byId(hw, "335811112202").ends_at).toBe("2026-02-25T16:00:00.000Z");
  });

  test("reads buy-it-now, best offer, free shipping, price ranges and drops the New Listing tag", () => {
    const bin = byId(old.listings, "295512340002");
    expect([bin.buy_it_now, bin.shipping, bin.bids, bin.title]).toEqual([true, 0, null, "AMD EPYC 7282 16-Core 2.8GHz Server Processor 100-000000078"]);
    const offer = byId(old.listings, "295512340003");
    expect([offer.price, offer.price_max, offer.buy_it_now, offer.extras.best_offer, offer.condition_text]).toEqual([289, 329, true, true, "Open Box"]);
  });

  test("marks sold items sold", () => {
    expect(byId(hw, "335811112206").status).toBe("sold");
    expect(byId(parseSearchPage(items2, "https://www.ebay.com/sch/i.html", NOW, null).listings, "295512340007").status).toBe("sold");
    expect(byId(hw, "335811112201").status).toBe("active");
  });

  test("rebases the next link onto the page's origin and stops on the last page", () => {
    expect(old.next_url).toBe("https://www.ebay.com/sch/i.html?_nkw=epyc&_sacat=0&_pgn=2");
    expect(parseSearchPage(items1, "http://127.0.0.1:9/sch/i.html?_nkw=epyc", NOW, null).next_url).toBe("http://127.0.0.1:9/sch/i.html?_nkw=epyc&_sacat=0&_pgn=2");
    expect(parseSearchPage(items2, "https://www.ebay.com/sch/i.html", NOW, null).next_url).toBeNull();
  });

  test("builds search requests from the query and options", () => {
    const [spec] = auction({ buying: "auction", sold: true }).requests({ keywords: "epyc 7302p", category: null, min_price: 50, max_price: 200 });
    const url = new URL(spec.url);
    expect(url.origin).toBe("https://www.ebay.com");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ _nkw: "epyc 7302p", LH_Auction: "1", LH_Sold: "1", _udlo: "50", _udhi: "200" });
    expect(spec.render).toBe("http");
  });
});
