import type { Services } from "../operations/context.ts";

/** How long a whole-market answer is reused while no observation is stored. */
export const MARKET_CACHE_MS = 60_000;

interface Entry<T> {
  at: number;
  version: number;
  body: T;
}

/**
 * A cache of answers computed over many variants' markets (the public price pages, the paid
 * catalog): an answer is reused for up to `ttlMs` while the market's version (grown by every
 * observation stored, by any process or server) is unchanged. `compute` runs its lookups inside
 * `market.read`. Per server, so tests running several in one process stay apart; at most
 * `maxEntries` answers, the oldest dropped first.
 * @example const cached = marketCache<PublicPrices>(); await cached(ctx.services, "all", (now) => market.read(() => publicPrices(...)));
 */
export function marketCache<T>(ttlMs = MARKET_CACHE_MS, maxEntries = 256) {
  const perServer = new WeakMap<Services, Map<string, Entry<T>>>();
  return async (services: Services, key: string, compute: (now: number) => Promise<T>): Promise<T> => {
    const now = services.clock.now();
    const version = await services.market.version();
    let entries = perServer.get(services);
    if (!entries) perServer.set(services, (entries = new Map()));
    const hit = entries.get(key);
    if (hit && hit.version === version && now >= hit.at && now - hit.at < ttlMs) return hit.body;
    const body = await compute(now);
    entries.delete(key);
    entries.set(key, { at: now, version, body });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return body;
  };
}
