/** One item a test publishes on its loopback feed. */
export interface FeedItem {
  id: string;
  title: string;
  /** Posted time; the feed's pubDate. */
  posted: Date;
  /** Left out of the item when false: a malformed entry. */
  hasTitle?: boolean;
}

/**
 * A deal feed on loopback that a test publishes to: RSS 2.0, newest first, paged by
 * `<atom:link rel="next">` (RFC 5005) in pages of `perPage`, with ETag answers (304 when
 * unchanged), a robots.txt that allows all, and `broken` to answer a login wall instead.
 *
 * @example
 * const feed = liveFeed();
 * feed.publish({ id: "a1", title: "HGST 8TB SAS $40", posted: new Date() });
 * // RACKHUNT_SOURCES={"aggregator": {"feed_url": feed.url}}
 */
export function liveFeed(perPage = 50) {
  const items: FeedItem[] = [];
  let version = 0;
  const requests: string[] = [];
  const state = { broken: false };
  const origin = { base: "" };
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch(request): Response {
      const url = new URL(request.url);
      requests.push(url.pathname + url.search);
      if (url.pathname === "/robots.txt") return new Response("User-agent: *\nAllow: /\n");
      if (url.pathname !== "/deals.rss") return new Response("not found", { status: 404 });
      if (state.broken) return new Response("<!doctype html><html><body><form action=/login><input type=password></form></body></html>", { headers: { "content-type": "text/html" } });
      const page = Math.max(1, Number(url.searchParams.get("page") ?? "1"));
      const etag = `"v${version}-p${page}"`;
      if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers: { etag } });
      const newest = [...items].reverse();
      const slice = newest.slice((page - 1) * perPage, page * perPage);
      const next = page * perPage < newest.length ? `<atom:link rel="next" href="${origin.base}/deals.rss?page=${page + 1}"/>` : "";
      const body = `<?xml version="1.0"?><rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>Deals</title>${next}${slice.map(entry).join("")}</channel></rss>`;
      return new Response(body, { headers: { "content-type": "application/rss+xml", etag } });
    },
  });
  const base = `http://127.0.0.1:${server.port}`;
  origin.base = base;
  return {
    url: `${base}/deals.rss`,
    requests,
    state,
    publish(...added: FeedItem[]) {
      items.push(...added);
      version++;
    },
    stop: () => server.stop(true),
  };
}

function escape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
}

function entry(item: FeedItem): string {
  const title = item.hasTitle === false ? "" : `<title>${escape(item.title)}</title>`;
  return `<item>${title}<link>https://deals.example/d/${item.id}</link><guid>${item.id}</guid><pubDate>${item.posted.toUTCString()}</pubDate><description>deal</description></item>`;
}
