import { afterAll, describe, expect, test } from "bun:test";
import forum, { isPaymentOnly, parseTradeTitle, statedPrice, tradeStatus } from "@rackhunt/plugin-forum";
import { createFetcher } from "../../../packages/core/src/fetcher/index.ts";
import { runSource } from "../../../packages/core/src/source/index.ts";
import { page, registerConformance, serve } from "../helpers.ts";

const json1 = await page("forum/reddit-canadianhardwareswap-new-2026-02.json");
const json2 = await page("forum/reddit-canadianhardwareswap-synthetic-new-page2.json");
const atom = await page("forum/reddit-canadianhardwareswap-synthetic-atom.xml");
const xf1 = await page("forum/xenforo-synthetic-for-sale-page1.html");
const xf2 = await page("forum/xenforo-synthetic-for-sale-page2.html");

const server = serve((url) => {
  if (url.pathname === "/r/CanadianHardwareSwap/new.json") {
    return { body: url.searchParams.get("after") === "t3_1rb7wrl" ? json2 : json1, type: "application/json" };
  }
  if (url.pathname === "/r/CanadianHardwareSwap/new/.rss") return { body: atom, type: "application/atom+xml" };
  if (url.pathname === "/forums/for-sale.21/") return { body: xf1, type: "text/html" };
  if (url.pathname === "/forums/for-sale.21/page-2") return { body: xf2, type: "text/html" };
  return null;
});
afterAll(() => server.stop());

const chs = { subreddit: "CanadianHardwareSwap", currency: "CAD" } as const;

describe("forum conformance", () => {
  registerConformance(forum(chs), [
    { name: "reddit new.json (real)", newest: true, body: json1, url: "https://www.reddit.com/r/CanadianHardwareSwap/new.json?limit=100" },
    { name: "reddit new.json page 2 (synthetic)", body: json2, url: "https://www.reddit.com/r/CanadianHardwareSwap/new.json?after=t3_1rb7wrl" },
    { name: "reddit atom (synthetic from real posts)", newest: true, body: atom, url: "https://www.reddit.com/r/CanadianHardwareSwap/new/.rss" },
    { name: "xenforo page 1 (synthetic)", newest: true, body: xf1, url: "https://forums.example/forums/for-sale.21/" },
    { name: "xenforo page 2 (synthetic)", body: xf2, url: "https://forums.example/forums/for-sale.21/page-2" },
  ]);
});

const fetcher = () => createFetcher({ per_host_interval_ms: 0 });

describe("forum over a local server", () => {
  test("follows Reddit's after cursor to a second page", async () => {
    const result = await runSource(forum({ ...chs, base_url: server.url }), { keywords: "" }, fetcher());
    expect(result.errors).toEqual([]);
    expect(result.pages).toBe(2);
    expect(result.listings.length).toBe(23 + 3);
    expect(server.requests).toContain("/r/CanadianHardwareSwap/new.json?limit=100&raw_json=1&after=t3_1rb7wrl");
    expect(result.listings.every((l) => l.url.startsWith(`${server.url}/r/CanadianHardwareSwap/comments/`))).toBe(true);
  });

  test("reads the Atom feed", async () => {
    const result = await runSource(forum({ ...chs, base_url: server.url, format: "reddit_atom" }), { keywords: "" }, fetcher());
    expect(result.pages).toBe(1);
    expect(result.listings.length).toBe(23);
  });

  test("follows a XenForo board's next link", async () => {
    const result = await runSource(forum({ format: "xenforo", forum_url: `${server.url}/forums/for-sale.21/` }), { keywords: "" }, fetcher());
    expect(result.errors).toEqual([]);
    expect(result.pages).toBe(2);
    expect(result.listings.map((l) => [l.external_id, l.status, l.price])).toEqual([
      ["41234", "active", 450],
      ["41240", "wanted", 60],
      ["41251", "active", 65],
      ["41266", "sold", 200],
      ["41270", "closed", 600],
      ["41101", "active", 180],
      ["41102", "active", null],
    ]);
  });

  test("a XenForo source without forum_url stops with invalid_options", async () => {
    const result = await runSource(forum({ format: "xenforo" }), { keywords: "" }, fetcher());
    expect(result.outcome).toBe("stop");
  });
});

describe("trade posts", () => {
  const source = forum(chs);
  const request = source.requests({ keywords: "", category: null, min_price: null, max_price: null })[0];
  const { listings } = source.parse(json1, { url: request.url, request, now: "2026-02-24T00:00:00.000Z" });
  const byId = (id: string) => listings.find((l) => l.external_id === id)!;

  test("skips moderator threads and keeps trade posts", () => {
    expect(listings.some((l) => /Trade Thread|Price Check/.test(l.title))).toBe(false);
    expect(listings.length).toBe(23);
  });

  test("maps flairs: Selling active, Buying wanted, Sold sold", () => {
    expect(byId("1rcy1gl").status).toBe("active");
    expect(byId("1rcy6g2").status).toBe("wanted");
    expect(byId("1rbxba7").status).toBe("sold");
  });

  test("reads location, seller, time, decoded title and the stated price", () => {
    const post = byId("1rcq3iz");
    expect(post.title.startsWith("[Brossard, QC] [H] Cash or Paypal G&S[W] RTX GPU")).toBe(true);
    expect([post.location, post.price, post.currency]).toEqual(["Brossard, QC", 400, "CAD"]);
    const budget = byId("1rbvx7x");
    expect([budget.status, budget.price]).toEqual(["wanted", 1450]);
    const seller = byId("1rcy1gl");
    expect(seller.posted_at).toBe(new Date(1771890136 * 1000).toISOString());
    expect(seller.seller).toBeTruthy();
    expect(seller.flair).toBe("Selling");
  });

  test("title helpers", () => {
    expect(parseTradeTitle("[USA-CA] [W] Cash [H] EPYC 7302P")).toEqual({ location: "USA-CA", have: "EPYC 7302P", want: "Cash" });
    expect(isPaymentOnly("Cash, PayPal G&S")).toBe(true);
    expect(isPaymentOnly("RTX 3080 12 GB")).toBe(false);
    expect(tradeStatus(null, "[US-TX] [H] Cash [W] HBA")).toBe("wanted");
    expect(tradeStatus(null, "[SOLD] [US-TX] [H] HBA [W] Cash")).toBe("sold");
    expect(tradeStatus("Closed", "[US-TX] [H] HBA [W] Cash")).toBe("closed");
    expect(statedPrice("[H] 2x 16GB DDR4 [W] PayPal", "Asking $45 shipped for both", "active").price).toBe(45);
    expect(statedPrice("[H] 2x 16GB DDR4 [W] PayPal", "no price yet", "active").price).toBeNull();
  });
});
