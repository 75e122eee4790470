import {
  ComponentDetail,
  ComponentIdParams,
  ComponentQuery,
  ComponentSearchQuery,
  ComponentSearchResponse,
  HistoryQuery,
  PriceHistory,
} from "../schemas/component.ts";
import { EvaluateRequest, EvaluateResponse } from "../schemas/evaluate.ts";
import * as v from "valibot";
import { defineOperation, READ_ONLY } from "./operation.ts";

const TAG = "components";

/**
 * SPEC leaves the inside of `aliases` open; ours: the names a component is sold under and its
 * part/OEM/FRU numbers. Declared here so OpenAPI and MCP output schemas describe it.
 * (Belongs in schemas/component.ts beside ComponentDetail; kept here until that file is changed.)
 */
export const ComponentAliases = v.object({
  names: v.array(v.string()),
  part_numbers: v.array(v.string()),
});
/** ComponentDetail with its aliases object spelled out. */
export const ComponentDetailResponse = v.object({ ...ComponentDetail.entries, aliases: v.optional(v.nullable(ComponentAliases)) });
const LOCAL_KW =
  "local_kw (optional, e.g. `USA`, `USA-CA`, `UK`) restricts the price observations and listings used to those whose location tag matches, case-insensitively; a region also matches its sub-regions (`USA` matches `USA-CA`). Absent means everywhere.";

export const searchComponents = defineOperation({
  name: "search_components",
  method: "GET",
  path: "/api/v2/components/search",
  summary: "Search hardware components",
  description:
    `Find catalog components (exact variants: model plus capacity) in which every word of q is found, in any order and however spaced or hyphenated, e.g. \`e5-2680 v3\`, \`st4000nm0035\`, \`huh728080 al5200\`, \`he8 8tb sas\`. A capacity (\`8tb\`, \`8 TB\`, \`8000GB\`) or interface word (\`sas\`, \`SAS3\`, \`12Gb/s\`, \`sata\`, \`nvme\`, \`ddr4\`) narrows by the component's recorded capacity or interface. Results are ordered: an exact part number or alias first, then components whose brand, model or family name holds the words, then those whose other fields do; ties by closer name, then id. Each result carries how many price observations (observation_count) and listings (listing_count) back it. category filters (hdd, ssd, ram, cpu, gpu, nic, hba, server, switch, minipc). Paged by cursor: pass the returned cursor to get the next page while has_more is true; limit is 1 to 100 (default 20). ${LOCAL_KW} Use the returned id with get_component, get_component_history or evaluate_listing.`,
  tag: TAG,
  auth: "user",
  query: ComponentSearchQuery,
  response: ComponentSearchResponse,
  agent: { title: "Search components", ...READ_ONLY },
});

export const getComponent = defineOperation({
  name: "get_component",
  method: "GET",
  path: "/api/v2/components/{component_id}",
  summary: "Read one component",
  description:
    `One catalog component: category, brand, model, part number (mpn), capacity, interface, form factor, generation, counts of price observations and listings, and aliases as {"names": [...], "part_numbers": [...]} (the names and the part/OEM/FRU numbers it is sold under). ${LOCAL_KW} 404 when no component has this id.`,
  tag: TAG,
  auth: "user",
  params: ComponentIdParams,
  query: ComponentQuery,
  response: ComponentDetailResponse,
  errors: [404],
  agent: { title: "Get component", ...READ_ONLY },
});

export const getComponentHistory = defineOperation({
  name: "get_component_history",
  method: "GET",
  path: "/api/v2/components/{component_id}/history",
  summary: "Price history of a component",
  description:
    `Observed prices of one component (per item, in USD), newest first, each with when, where (source) and in what condition it was seen. period is 7d, 30d, 90d (default) or all. total is the number of observations returned. ${LOCAL_KW} 404 when no component has this id.`,
  tag: TAG,
  auth: "user",
  params: ComponentIdParams,
  query: HistoryQuery,
  response: PriceHistory,
  errors: [404],
  agent: { title: "Component price history", ...READ_ONLY },
});

export const evaluateListing = defineOperation({
  name: "evaluate_listing",
  method: "POST",
  path: "/api/v2/evaluate",
  summary: "Evaluate a price",
  description:
    `Judge whether a price is a good deal. Send the price (per listing, USD, > 0) and what is known: the title (parsed to identify the exact variant, quantity and condition), the condition (new, used, refurbished, for_parts; outranks the title's), the URL (its site sets the source trust tier). A lot's price is divided by its quantity. The answer is BUY, WAIT or SKIP with a confidence, a reasoning that names the numbers, savings, price metrics, a 30-day forecast, per-source comparisons and historical context — but only when a trusted benchmark exists for that variant and condition (enough recent observations from more than one source, not too dispersed). Otherwise the verdict is INCONCLUSIVE, every benchmark-derived field is null and benchmark_trust says why (reason codes such as NO_COMPONENT_MATCH, COHORT_TOO_SMALL, SINGLE_SOURCE, STALE_COHORT, HIGH_DISPERSION). ${LOCAL_KW.replace("local_kw (optional", "The query parameter local_kw (optional")} Changes nothing.`,
  tag: TAG,
  auth: "user",
  query: ComponentQuery,
  body: EvaluateRequest,
  response: EvaluateResponse,
  agent: { title: "Evaluate listing price", ...READ_ONLY },
});
