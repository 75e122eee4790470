import * as v from "valibot";

/**
 * Every price Rackhunt compares is in US dollars: targets, caps, cohorts. A listing priced in
 * another currency is converted with a dated rate table, or not judged at all — a CAD price
 * compared with a USD median looks 30% dearer than it is, a IDR price a million times.
 */

/** A dated table of rates: USD per one unit of each currency (ISO 4217 codes). */
export const FxRates = v.object({
  /** The date the rates are from (YYYY-MM-DD). */
  as_of: v.pipe(v.string(), v.isoDate()),
  usd_per: v.record(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)), v.pipe(v.number(), v.finite(), v.gtValue(0))),
});
export type FxRates = v.InferOutput<typeof FxRates>;

/**
 * The reference rates shipped with the core: approximate mid-market rates of the date given
 * (rounded to three significant digits). Good enough to judge a used part; an operator who wants
 * today's passes their own table (`RACKHUNT_FX_RATES` on the server, `fx` in the SDK).
 */
export const DEFAULT_FX_RATES: FxRates = {
  as_of: "2025-10-01",
  usd_per: {
    USD: 1, CAD: 0.718, GBP: 1.34, EUR: 1.17, AUD: 0.66, NZD: 0.58, CHF: 1.25, JPY: 0.00675, CNY: 0.14, HKD: 0.129,
    TWD: 0.0328, SGD: 0.776, KRW: 0.000712, INR: 0.0113, IDR: 0.000060, MYR: 0.237, THB: 0.0309, PHP: 0.0172,
    SEK: 0.106, NOK: 0.1, DKK: 0.157, PLN: 0.275, CZK: 0.0482, HUF: 0.003, MXN: 0.0544, BRL: 0.188, ZAR: 0.0578,
    ILS: 0.302, AED: 0.272, TRY: 0.024,
  },
};

/** A price converted to USD, with the rate and its date. */
export interface UsdAmount {
  usd: number;
  rate: number;
  as_of: string;
}

/**
 * `amount` of `currency` in USD, rounded to the cent; null when the table has no rate for it.
 * @example toUsd(100, "CAD") // {usd: 71.8, rate: 0.718, as_of: "2025-10-01"}
 */
export function toUsd(amount: number, currency: string, rates: FxRates = DEFAULT_FX_RATES): UsdAmount | null {
  const code = currency.toUpperCase();
  const rate = code === "USD" ? 1 : rates.usd_per[code];
  if (rate === undefined) return null;
  return { usd: Math.round(amount * rate * 100) / 100, rate, as_of: rates.as_of };
}

/**
 * A rate table from JSON text (as `RACKHUNT_FX_RATES` holds it), merged over the defaults so an
 * operator can update one currency. Throws with the first problem when the text is not one.
 * @example parseFxRates('{"as_of": "2026-11-01", "usd_per": {"CAD": 0.72}}').usd_per.CAD // 0.72
 */
export function parseFxRates(json: string, base: FxRates = DEFAULT_FX_RATES): FxRates {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error("[fx] not valid JSON");
  }
  const parsed = v.safeParse(FxRates, value);
  if (!parsed.success) throw new Error(`[fx] ${parsed.issues[0]!.message} at ${v.getDotPath(parsed.issues[0]!) ?? "the top"}`);
  return { as_of: parsed.output.as_of, usd_per: { ...base.usd_per, ...parsed.output.usd_per } };
}
