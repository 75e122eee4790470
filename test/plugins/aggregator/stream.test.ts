import { afterAll, describe, expect, test } from "bun:test";
import { createFetcher, readNewest, type StreamCursor } from "@rackhunt/core";
import aggregator from "@rackhunt/plugin-aggregator";
import { liveFeed } from "../../support/live-feed.ts";

const feed = liveFeed(50);
afterAll(() => feed.stop());
const source = aggregator({ feed_url: feed.url });
const fetcher = createFetcher({ per_host_interval_ms: 0, max_retries: 0 });
const item = (n: number) => ({ id: `deal-${n}`, title: `Samsung 870 EVO ${n}TB SSD $${50 + n}`, posted: new Date(Date.UTC(2026, 10, 27, 8, 0, n)) });

describe("reading a feed's newest items with a cursor", () => {
  let cursor: StreamCursor = { heads: {} };

  test("the first read takes the newest page; a read of an unchanged feed finds nothing new", async () => {
    feed.publish(...Array.from({ length: 10 }, (_, i) => item(i)));
    const first = await readNewest(source, cursor, fetcher);
    expect(first.failure).toBeNull();
    expect(first.items.map((i) => i.external_id)).toEqual(Array.from({ length: 10 }, (_, i) => `deal-${9 - i}`));
    cursor = first.cursor;
    const again = await readNewest(source, cursor, fetcher);
    expect(again.items).toEqual([]);
    expect(again.gaps).toEqual([]);
  });

  test("a burst of 120 items between two reads is read in full by paging back to the cursor", async () => {
    const before = feed.requests.length;
    feed.publish(...Array.from({ length: 120 }, (_, i) => item(100 + i)));
    const read = await readNewest(source, cursor, fetcher);
    expect(read.failure).toBeNull();
    expect(read.items).toHaveLength(120);
    expect(new Set(read.items.map((i) => i.external_id)).size).toBe(120);
    expect(read.items[0]!.external_id).toBe("deal-219");
    expect(read.items.at(-1)!.external_id).toBe("deal-100");
    expect(read.gaps).toEqual([]);
    // Three pages of 50 reach the cursor.
    expect(feed.requests.slice(before).filter((r) => r.startsWith("/deals.rss"))).toEqual(["/deals.rss", "/deals.rss?page=2", "/deals.rss?page=3"]);
    cursor = read.cursor;
  });

  test("a malformed item is skipped and counted; the others are read", async () => {
    feed.publish(item(300), { ...item(301), hasTitle: false }, item(302));
    const read = await readNewest(source, cursor, fetcher);
    expect(read.failure).toBeNull();
    expect(read.items.map((i) => i.external_id)).toEqual(["deal-302", "deal-300"]);
    expect(read.malformed).toBe(1);
    cursor = read.cursor;
  });

  test("a login wall fails the read with its reason and keeps the cursor; the next good read loses nothing", async () => {
    feed.publish(item(400));
    feed.state.broken = true;
    const failed = await readNewest(source, cursor, fetcher);
    expect(failed.failure?.code).toBe("unexpected_page");
    expect(failed.failure?.message).toContain("not the page of newest items");
    expect(failed.cursor).toEqual(cursor);
    expect(failed.items).toEqual([]);
    feed.state.broken = false;
    const read = await readNewest(source, failed.cursor, fetcher);
    expect(read.items.map((i) => i.external_id)).toEqual(["deal-400"]);
  });

  test("a source without a newest-items request is not streamable", async () => {
    const { defineSource } = await import("@rackhunt/core");
    const v = await import("valibot");
    const plain = defineSource({ name: "plain", kind: "aggregator", options: v.object({}), requests: () => [], parse: () => ({ listings: [], next: null }) })();
    expect(plain.newest).toBeNull();
    const read = await readNewest(plain, { heads: {} }, fetcher);
    expect(read.failure?.code).toBe("not_streamable");
  });
});
