import { DAY_MS, DEFAULT_WINDOW_DAYS, median, STRATA, type MarketView } from "@rackhunt/core";

/**
 * Weekly medians of a component's observed prices (every stratum, sold and asking) over the
 * default window, oldest first: the category page's sparkline. Empty weeks are left out.
 * @example weeklyMedians(market, "hdd-hgst-he8-8tb", Date.now()) // [{ t: 1763942400000, v: 61.5 }, ...]
 */
export function weeklyMedians(market: MarketView, componentId: string, now: number): { t: number; v: number }[] {
  const weeks = new Map<number, number[]>();
  for (const stratum of STRATA) {
    const s = market.slice(componentId, stratum, { now, window_days: DEFAULT_WINDOW_DAYS });
    for (let i = 0; i < s.prices.length; i++) {
      const week = Math.floor((now - s.times[i]!) / (7 * DAY_MS));
      const list = weeks.get(week);
      if (list) list.push(s.prices[i]!);
      else weeks.set(week, [s.prices[i]!]);
    }
  }
  return [...weeks]
    .sort((a, b) => b[0] - a[0])
    .map(([week, prices]) => ({ t: now - week * 7 * DAY_MS, v: median(prices) }));
}
