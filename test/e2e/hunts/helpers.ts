import { createFetcher } from "@rackhunt/core";
import type { Clock } from "../../../server/src/clock.ts";
import { serveRecordedSites } from "../../../server/src/demo/recorded-sites.ts";
import { startServer } from "../../support/server.ts";

/**
 * The real server scanning the recorded sites served on loopback (no internet, no host spacing).
 * `start` is startServer (a loopback port) or startApp (requests through app.handle, for tests
 * of handler logic); the scans fetch the sites over loopback either way.
 */
export async function startScanningServer(clock?: Clock, env: Record<string, string> = {}, start = startServer) {
  const sites = serveRecordedSites();
  const s = await start({ RACKHUNT_RATE_LIMITS: "off", ...sites.sourcesEnv, RACKHUNT_FETCH_CACHE_SECONDS: "0", ...env }, clock, {
    fetcher: createFetcher({ per_host_interval_ms: 0, max_retries: 0 }),
  });
  return {
    s,
    sites,
    async stop() {
      await s.stop();
      sites.stop();
    },
  };
}

export const EPYC_HUNT = { name: "EPYC 7002 under $150", config: { query: "epyc" }, target_price: 150, ceiling_price: 400 };

/** The recorded auction page the EPYC listings come from. */
export const AUCTION_PAGE1 = "auction/ebay-srp-synthetic-s-item-hardware-page1.html";
