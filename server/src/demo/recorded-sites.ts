import { join } from "node:path";
import { fillDates, topicOf } from "./recorded-topics.ts";

/** Where the recorded pages live in the repository (see test/fixtures/pages/*\/SOURCE.md). */
export const PAGES_DIR = join(import.meta.dir, "../../../test/fixtures/pages");

const EMPTY_SEARCH = "auction/ebay-srp-synthetic-empty.html";
const EMPTY_LISTING = "forum/reddit-synthetic-empty.json";

/** Which recorded page answers which path of the three sites. */
const ROUTES: { match: (u: URL) => boolean; file: (u: URL) => string; type: string }[] = [
  {
    // Forum: a subreddit's /new.json; the real recorded page, then a second (synthetic) page.
    match: (u) => /^\/r\/[A-Za-z0-9_]+\/new\.json$/.test(u.pathname),
    file: (u) => (u.searchParams.get("after") ? "forum/reddit-canadianhardwareswap-synthetic-new-page2.json" : "forum/reddit-canadianhardwareswap-new-2026-02.json"),
    type: "application/json",
  },
  {
    // Forum: the board's search for posts flaired sold ("flair:sold <words>").
    match: (u) => /^\/r\/[A-Za-z0-9_]+\/search\.json$/.test(u.pathname),
    file: (u) => {
      const topic = topicOf((u.searchParams.get("q") ?? "").replace(/flair:sold/i, ""), "sold");
      return topic ? `forum/reddit-synthetic-homelab-sold-${topic}.json` : EMPTY_LISTING;
    },
    type: "application/json",
  },
  {
    // Auction marketplace: sold results (LH_Sold=1) by topic; active results by topic, else the
    // general hardware pages (two pages).
    match: (u) => u.pathname === "/sch/i.html",
    file: (u) => {
      const words = u.searchParams.get("_nkw") ?? "";
      if (u.searchParams.get("LH_Sold") === "1") {
        const topic = topicOf(words, "sold");
        return topic ? `auction/ebay-srp-synthetic-homelab-sold-${topic}.html` : EMPTY_SEARCH;
      }
      const topic = topicOf(words, "active");
      if (topic) return `auction/ebay-srp-synthetic-homelab-active-${topic}.html`;
      return u.searchParams.get("_pgn") === "2" ? "auction/ebay-srp-synthetic-s-item-hardware-page2.html" : "auction/ebay-srp-synthetic-s-item-hardware-page1.html";
    },
    type: "text/html; charset=utf-8",
  },
  {
    // Deal aggregator: the deal search feed.
    match: (u) => u.pathname === "/newsearch.php",
    file: () => "aggregator/slickdeals-style-synthetic-frontpage.rss",
    type: "application/rss+xml",
  },
];

/**
 * One local HTTP server playing the deal aggregator, the forum and the auction marketplace from
 * recorded pages, so demos and tests never reach the internet. `rewrite` lets a test change a page
 * (a price drop) without touching the files, `fail` take one down, `hold` keep one waiting. Synthetic pages carry their dates relative to
 * `now` (default: the clock), so their sales are always recent.
 */
export function serveRecordedSites(options: { port?: number; pagesDir?: string; now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  const dir = options.pagesDir ?? PAGES_DIR;
  const rewrites = new Map<string, (body: string) => string>();
  const outages = new Map<string, { status: number; headers: Record<string, string> }>();
  const holds = new Map<string, Promise<void>>();
  const hits: string[] = [];
  const server = Bun.serve({
    port: options.port ?? 0,
    hostname: "127.0.0.1",
    async fetch(request) {
      const url = new URL(request.url);
      hits.push(url.pathname + url.search);
      if (url.pathname === "/robots.txt") return new Response("User-agent: *\nAllow: /\n", { headers: { "content-type": "text/plain" } });
      const route = ROUTES.find((r) => r.match(url));
      if (!route) return new Response("not found", { status: 404 });
      const file = route.file(url);
      await holds.get(file);
      const outage = outages.get(file);
      if (outage) return new Response("the site is down", outage);
      let body = fillDates(await Bun.file(join(dir, file)).text(), now());
      const rewrite = rewrites.get(file);
      if (rewrite) body = rewrite(body);
      return new Response(body, { headers: { "content-type": route.type } });
    },
  });
  const url = `http://127.0.0.1:${server.port}`;
  const sourcesConfig = { forum: { base_url: url, subreddit: "CanadianHardwareSwap", currency: "CAD" }, auction: { base_url: url }, aggregator: { base_url: url } };
  return {
    url,
    hits,
    /** RACKHUNT_SOURCES pointing every built-in source at this server. */
    sourcesConfig,
    /** The environment of a server scanning these sites: RACKHUNT_SOURCES, and private sources allowed (they are on loopback). */
    sourcesEnv: { RACKHUNT_SOURCES: JSON.stringify(sourcesConfig), RACKHUNT_ALLOW_PRIVATE_SOURCES: "on" },
    /** Change a recorded page's body from now on (path relative to the pages folder). */
    rewrite(file: string, fn: ((body: string) => string) | null): void {
      if (fn) rewrites.set(file, fn);
      else rewrites.delete(file);
    },
    /** Answer a recorded page with an HTTP error status (and headers, e.g. Retry-After) from now on (null: serve it again). */
    fail(file: string, status: number | null, headers: Record<string, string> = {}): void {
      if (status) outages.set(file, { status, headers });
      else outages.delete(file);
    },
    /**
     * Keep requests for a recorded page waiting until the returned function is called, so a test
     * can watch a scan while one source has not answered yet.
     */
    hold(file: string): () => void {
      let release!: () => void;
      holds.set(file, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        holds.delete(file);
        release();
      };
    },
    stop: () => server.stop(true),
  };
}
export type RecordedSites = ReturnType<typeof serveRecordedSites>;
