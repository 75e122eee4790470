import { MarketQuery, MarketReport } from "../schemas/market-report.ts";
import { defineOperation, READ_ONLY } from "./operation.ts";

export const getMarket = defineOperation({
  name: "get_market",
  method: "GET",
  path: "/api/v2/market",
  summary: "The market of a component",
  description:
    "What Rackhunt knows of one variant's market. q is a component id (from search_components, e.g. `hgst-ultrastar-he8-huh728080al5200`) or else a listing title, read like a scanned one (e.g. `HGST He8 8TB SAS HUH728080AL5200`). For each condition stratum (new; used, which includes refurbished; for_parts): the benchmark's trust status and reason code, the numbers that decided it (sales and asking prices in the 90-day window, prices kept, sources, age of the newest, the median's 95% interval), p25/median/p75 when trusted, the observations by source and kind (sold or asking), and, when not trusted, what would make it so. component is null (and strata empty) when q is neither a component id nor a title the catalog recognises. Use it to see why evaluate_listing answered INCONCLUSIVE. Changes nothing.",
  tag: "components",
  auth: "user",
  query: MarketQuery,
  response: MarketReport,
  errors: [422],
  agent: { title: "Market of a component", ...READ_ONLY },
});
