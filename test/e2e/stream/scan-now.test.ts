import { afterEach, expect, test } from "bun:test";
import { createFetcher } from "@rackhunt/core";
import { liveFeed } from "../../support/live-feed.ts";
import { startServer, type TestServer } from "../../support/server.ts";
import { DRIVE_HUNT, drive } from "./helpers.ts";

let s: TestServer | null = null;
const feed = liveFeed();
afterEach(async () => {
  await s?.stop();
  s = null;
});

test('"Scan now" reads fresh: a post made right after a scan is found by the next manual scan, despite the shared result cache', async () => {
  s = await startServer(
    {
      RACKHUNT_RATE_LIMITS: "off",
      RACKHUNT_SOURCES: JSON.stringify({ aggregator: { feed_url: feed.url }, forum: false, auction: false }),
      RACKHUNT_ALLOW_PRIVATE_SOURCES: "on",
      // The scheduled runs' shared cache keeps answers for 5 minutes (the default); manual scans may follow each other at once here.
      RACKHUNT_FETCH_CACHE_SECONDS: "300",
      RACKHUNT_TIERS: JSON.stringify({ lifetime: { manual_scan_interval_seconds: 0 } }),
    },
    undefined,
    { fetcher: createFetcher({ per_host_interval_ms: 0, max_retries: 0 }) },
  );
  const key = await s.user("scan-now@example.com", { tier: "lifetime" });
  feed.publish(drive("first"));
  const hunt = (await (await s.fetch("/hunts", { method: "POST", key, json: DRIVE_HUNT })).json()) as { id: string };
  const first = await (await s.fetch(`/hunts/${hunt.id}/scan`, { method: "POST", key })).json();
  expect(first.listings_seen).toBe(1);
  feed.publish(drive("second"));
  const second = await (await s.fetch(`/hunts/${hunt.id}/scan`, { method: "POST", key })).json();
  expect(second.listings_seen).toBe(2);
  expect(second.new_listings).toBe(1);
  feed.stop();
});
