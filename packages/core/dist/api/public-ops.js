import { PublicCategoryPage, PublicCategoryParams, PublicCategoryQuery, PublicComponentDetail, PublicComponentParams, PublicComponentQuery, PublicDealsPage, PublicDealsQuery, PublicPrices, } from "../schemas/public.js";
import { defineOperation, READ_ONLY } from "./operation.js";
const TAG = "public";
const METERED = " Public, no key: 50 free requests per day per IP across the public endpoints, then 402 with x402/MPP payment instructions.";
export const listPublicPrices = defineOperation({
    name: "list_public_prices",
    method: "GET",
    path: "/api/public/prices",
    summary: "Hardware categories with counts",
    description: `Every hardware category with how many catalog variants it holds, how many have prices, and how many price observations back them.${METERED}`,
    tag: TAG,
    auth: "public",
    response: PublicPrices,
    errors: [402],
    publicSpec: true,
    agent: { title: "Price categories", ...READ_ONLY },
});
export const getPublicCategory = defineOperation({
    name: "get_public_category",
    method: "GET",
    path: "/api/public/prices/{category}",
    summary: "Components of a category with market summaries",
    description: `The components of one category, priced ones first, each with its benchmark trust and, where the cohort is trusted, p25/median/p75 per condition stratum. Paged with limit and offset.${METERED}`,
    tag: TAG,
    auth: "public",
    params: PublicCategoryParams,
    query: PublicCategoryQuery,
    response: PublicCategoryPage,
    errors: [402],
    publicSpec: true,
    agent: { title: "Category prices", ...READ_ONLY },
});
export const getPublicComponent = defineOperation({
    name: "get_public_component",
    method: "GET",
    path: "/api/public/prices/{category}/{component_id}",
    summary: "One component: specs, stats and observations",
    description: `Catalog specs of one variant, statistics per condition stratum (numbers only where the cohort is trusted) and its latest observations (limit, default 50).${METERED}`,
    tag: TAG,
    auth: "public",
    params: PublicComponentParams,
    query: PublicComponentQuery,
    response: PublicComponentDetail,
    errors: [402, 404],
    publicSpec: true,
    agent: { title: "Component prices", ...READ_ONLY },
});
export const listPublicDeals = defineOperation({
    name: "list_public_deals",
    method: "GET",
    path: "/api/public/deals",
    summary: "Current deals (ALERT and WATCH listings)",
    description: `Active listings seen in the last 7 days that a hunt scored ALERT or WATCH, best score first. Filter by category, source, action and a min/max price; paged with limit and offset, with the total.${METERED}`,
    tag: TAG,
    auth: "public",
    query: PublicDealsQuery,
    response: PublicDealsPage,
    errors: [402],
    publicSpec: true,
    agent: { title: "Current deals", ...READ_ONLY },
});
