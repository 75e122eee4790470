import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { printedKey, rackhunt } from "../../support/cli.ts";
import { rawGet } from "../../support/raw-http.ts";
import { openBrowser, type TestBrowser } from "../web/browser.ts";
import { WebClient } from "../web/web-client.ts";
import { startScanningServer } from "../hunts/helpers.ts";

// Issue 25, points 6 and 7 (and the feed's part of 8): a hunt's Atom feed carries what source
// pages said, so it must stay well-formed XML 1.0 and link only to http(s) pages whatever a page
// holds; its secret address must not be written to the log; a disabled account's feeds end; and
// its links never take the address from the request's Host header.
const FORUM_PAGE = "forum/reddit-canadianhardwareswap-new-2026-02.json";
const CONTROLS = "\u0001\u0008\u000b\u000c\u001b[31m\u007f\u0085\ufffe";
// The API refuses C0 controls in a hunt's name (issue 25, point 2); what it accepts may still be
// beyond XML 1.0 (U+FFFE), and the feed's title carries the name.
const NAME_ODDITIES = "\u007f\u0085\ufffe";

/** A trade post as the forum's new.json lists it. */
function post(id: string, title: string, permalink: string) {
  return { kind: "t3", data: { id, name: `t3_${id}`, title, permalink, selftext: "", author: "mallory", link_flair_text: "Selling", created_utc: Math.floor(Date.now() / 1000), stickied: false, subreddit: "CanadianHardwareSwap" } };
}

let env: Awaited<ReturnType<typeof startScanningServer>>;
let browser: TestBrowser;
let key = "";
let feedUrl = "";
let web: WebClient;
let huntId = "";

beforeAll(async () => {
  env = await startScanningServer();
  // Two hostile posts on the forum's newest page: script and data links, control characters in a title.
  env.sites.rewrite(FORUM_PAGE, (body) => {
    const page = JSON.parse(body) as { data: { children: unknown[] } };
    page.data.children.unshift(
      post("hostile1", `[CA-ON] [H] AMD EPYC 7302P ${CONTROLS} CPU $90 [W] PayPal`, "javascript:alert(document.domain)//"),
      post("hostile2", "[CA-ON] [H] AMD EPYC 7282 CPU $80 [W] PayPal", "data:text/html,<script>alert(1)</script>"),
    );
    return JSON.stringify(page);
  });
  key = printedKey(rackhunt(["user", "create", "--email", "feed@example.com", "--tier", "pro"], { env: env.s.db.env }));
  const hunt = (await (await env.s.fetch("/hunts", { method: "POST", key, json: { name: `EPYC ${NAME_ODDITIES} feed`, config: { query: "epyc" }, target_price: 150, poll_interval_hours: 4 } })).json()) as { id: string };
  huntId = hunt.id;
  expect((await env.s.fetch(`/hunts/${hunt.id}/scan`, { method: "POST", key })).status).toBe(200);
  web = new WebClient(env.s.url);
  await web.page("/signin");
  await web.post("/signin/key", { api_key: key });
  await web.page(`/my/hunts/${hunt.id}`);
  await web.post(`/my/hunts/${hunt.id}/feed`);
  feedUrl = (await web.page(`/my/hunts/${hunt.id}`)).html.match(/id="feed-url">([^<]+)</)![1]!;
  browser = await openBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await env?.stop();
});

/** What a strict XML parser (Chromium's) makes of a document: its error, else the entries' titles and links. */
async function parseXml(xml: string): Promise<{ error: string | null; titles: string[]; hrefs: string[] }> {
  const page = await browser.newPage();
  try {
    return await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const error = doc.getElementsByTagName("parsererror")[0]?.textContent ?? null;
      const titles = [...doc.getElementsByTagName("entry")].map((e) => e.getElementsByTagName("title")[0]?.textContent ?? "");
      const hrefs = [...doc.getElementsByTagName("link")].map((l) => l.getAttribute("href") ?? "");
      return { error, titles, hrefs };
    }, xml);
  } finally {
    await page.context().close();
  }
}

describe("the Atom feed of a hunt", () => {
  test("is well-formed XML 1.0 whatever a source's titles hold, and links only to http(s) pages", async () => {
    const res = await fetch(feedUrl);
    expect(res.status).toBe(200);
    const xml = await res.text();
    const parsed = await parseXml(xml);
    expect(parsed.error).toBeNull();
    // The hostile posts alerted: they are in the feed, as text without their control characters.
    const hostile = parsed.titles.find((t) => t.includes("EPYC 7302P"));
    expect(hostile).toBeDefined();
    expect(hostile).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]/);
    expect(parsed.titles.some((t) => t.includes("EPYC 7282"))).toBe(true);
    expect(parsed.hrefs.length).toBeGreaterThan(2);
    for (const href of parsed.hrefs) expect({ href, scheme: new URL(href).protocol }).toEqual({ href, scheme: expect.stringMatching(/^https?:$/) });
  });

  test("the web app's result pages show those listings without a link: only http(s) addresses become links", async () => {
    const feed = (await (await env.s.fetch(`/hunts/results?hunt_id=${huntId}&limit=200`, { key })).json()) as { items: { id: string; url: string | null }[] };
    const hostile = feed.items.filter((r) => /^(javascript|data):/.test(r.url ?? ""));
    expect(hostile.length).toBe(2);
    for (const row of hostile) {
      const page = await web.page(`/my/results/${row.id}`);
      expect(page.status).toBe(200);
      expect(page.html).toContain("AMD EPYC 7");
      expect(page.html).not.toMatch(/href="\s*(javascript|data):/i);
    }
  });

  test("its links name the server's own address, never the request's Host", async () => {
    const { pathname } = new URL(feedUrl);
    const r = await rawGet(env.s.url, pathname, { Host: "evil.example" });
    expect(r.status).toBe(200);
    expect(r.body).not.toContain("evil.example");
    expect(r.body).toContain(`href="${env.s.url}/feeds/`);
  });

  test("its secret address is never written to the log", async () => {
    await fetch(feedUrl);
    await fetch(`${feedUrl.replace(/\.atom$/, "")}x.atom`);
    const token = new URL(feedUrl).pathname.slice("/feeds/".length, -".atom".length);
    expect(env.s.logs.filter((line) => line.includes("/feeds/")).length).toBeGreaterThan(0);
    expect(env.s.logs.filter((line) => line.includes(token.slice(0, 20)))).toEqual([]);
  });

  test("a disabled account's feeds answer 404", async () => {
    expect((await fetch(feedUrl)).status).toBe(200);
    expect(rackhunt(["user", "disable", "feed@example.com"], { env: env.s.db.env }).code).toBe(0);
    expect((await fetch(feedUrl)).status).toBe(404);
  });
});
