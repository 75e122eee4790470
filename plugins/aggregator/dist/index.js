/** `@rackhunt/plugin-aggregator`: deal feeds (RSS/Atom) and deal list pages. */
import aggregator from "./source.js";
export default aggregator;
export { parseDealTitle } from "./deal-title.js";
export { feedDeals, SOURCE_NAME } from "./feed-deals.js";
export { parseDealList } from "./list-page.js";
