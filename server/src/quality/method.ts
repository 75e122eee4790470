/** How each figure of the quality record is computed, in words: shown beside the figures, and in the JSON. */
export const QUALITY_METHOD = {
  precision:
    "Alert precision is deal ÷ labelled. Every alert message carries two signed links, \"a deal\" and \"not a deal\"; the web app's result page and the API (REST and MCP) can also set deal, edge or noise, with a reason. Each account's label counts once per alert (a later label replaces the earlier one); edge and noise count as labelled but not as deals. n is the number of labelled alerts, by the category and source of the alerted listing.",
  price_error:
    "Price error is the median absolute percentage error of the benchmark median against real sales: when a listing judged while live against a trusted benchmark is later seen sold (its source says sold, or the same item turns up among sold comparables), its sold price per unit (landed, in USD) is stored beside the median it was judged against. The error of one sale is |median − sold| ÷ sold; the figure is the median of those errors, with n sales, per category, source and condition.",
  forecast:
    "Benchmarks are also graded as a 7-day forecast: each day's trusted benchmark median of a variant and condition (as it stood at the start of that UTC day) is compared with every sale of that cohort in the following 7 days; each error is |median − sold| ÷ sold, the figure is their median, and n counts the (day, sale) pairs, by the variant's category and the sale's source.",
  latency:
    "Alert latency is the time from a listing's posting (or, when its source gives no time, its first sighting) to its alert's first delivery to an instant channel (email digests keep their own cadence and are left out), p50 and p95 with n, per source; a category has no latency of its own. Until this install has delivered an alert, the figures say \"not measured yet\" with n = 0.",
  caching: "Every figure covers the last 90 days and is recomputed at most once a minute, when asked.",
} as const;
