import { benchmarkFor, createMarket, DAY_MS, DEFAULT_WINDOW_DAYS, KIND_ASKING, STRATA, type MarketView, type PriceObservationInput, type Stratum } from "@rackhunt/core";
import { HISTORY_PERIODS } from "@rackhunt/core/schemas";

export type Period = (typeof HISTORY_PERIODS)[number];
/** Days each period of the switch reaches back (`all`: everything). */
export const PERIOD_DAYS: Record<Period, number> = { "7d": 7, "30d": 30, "90d": 90, all: Infinity };
/** Points the p25–p75 band is computed at across the period. */
const BAND_STEPS = 40;

/** One stratum and kind of observations: `[epoch seconds, price]` points. */
export interface ChartSeries {
  label: string;
  stratum: Stratum;
  kind: "sold" | "asking";
  points: [number, number][];
}

/** What the page's price chart draws, also summarised in words beside it. */
export interface ChartData {
  period: Period;
  series: ChartSeries[];
  /** The headline stratum's trusted p25/median/p75 as it stood at each instant (null where untrusted). */
  band: { stratum: Stratum; t: number[]; p25: (number | null)[]; median: (number | null)[]; p75: (number | null)[] };
  observations: number;
}

/** A period from the query string; anything else is the default, 90 days. */
export function periodOf(raw: string | null): Period {
  return (HISTORY_PERIODS as readonly string[]).includes(raw ?? "") ? (raw as Period) : "90d";
}

/**
 * The price chart of one component over a period: every observation as a point by stratum and
 * kind, and the benchmark band over time. The band is the core's benchmarkFor evaluated at each
 * step (the trailing 90-day cohort as a listing would have been judged then), so it appears only
 * where that benchmark was trusted, with the same numbers the API and alerts used.
 */
export function chartData(market: MarketView, componentId: string, period: Period, headline: Stratum, now: number): ChartData {
  const days = PERIOD_DAYS[period];
  // One read of the period plus the window before it (the band's first cohorts look back 90 days).
  const reach = days === Infinity ? Infinity : days + DEFAULT_WINDOW_DAYS;
  const rows: PriceObservationInput[] = [];
  const series: ChartSeries[] = [];
  const from = days === Infinity ? -Infinity : now - days * DAY_MS;
  let first = now;
  for (const stratum of STRATA) {
    const s = market.slice(componentId, stratum, { now, window_days: reach });
    const sold: [number, number][] = [];
    const asking: [number, number][] = [];
    for (let i = 0; i < s.prices.length; i++) {
      const kind = s.kinds[i] === KIND_ASKING ? "asking" : "sold";
      rows.push({ component_id: componentId, price: s.prices[i]!, observed_at: s.times[i]!, source: s.source_names[s.sources[i]!]!, condition: stratum, kind });
      if (s.times[i]! < from) continue;
      first = Math.min(first, s.times[i]!);
      (kind === "sold" ? sold : asking).push([Math.round(s.times[i]! / 1000), s.prices[i]!]);
    }
    if (sold.length) series.push({ label: `${stratum.replace("_", " ")}, sold`, stratum, kind: "sold", points: sold });
    if (asking.length) series.push({ label: `${stratum.replace("_", " ")}, asking`, stratum, kind: "asking", points: asking });
  }
  const local = createMarket(rows, { now });
  const start = days === Infinity ? first : from;
  const band: ChartData["band"] = { stratum: headline, t: [], p25: [], median: [], p75: [] };
  for (let i = 0; i <= BAND_STEPS; i++) {
    const at = start + ((now - start) * i) / BAND_STEPS;
    const b = benchmarkFor(local, componentId, { condition: headline, now: at });
    band.t.push(Math.round(at / 1000));
    band.p25.push(b.status === "trusted" ? b.stats.p25 : null);
    band.median.push(b.status === "trusted" ? b.stats.median : null);
    band.p75.push(b.status === "trusted" ? b.stats.p75 : null);
  }
  return { period, series, band, observations: series.reduce((n, s) => n + s.points.length, 0) };
}
