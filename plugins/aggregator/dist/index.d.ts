/** `@rackhunt/plugin-aggregator`: deal feeds (RSS/Atom) and deal list pages. */
import aggregator from "./source.ts";
export default aggregator;
export { type DealTitle, parseDealTitle } from "./deal-title.ts";
export { feedDeals, SOURCE_NAME } from "./feed-deals.ts";
export { parseDealList } from "./list-page.ts";
