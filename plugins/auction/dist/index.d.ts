/** `@rackhunt/plugin-auction`: the auction-marketplace source. The browser renderer is at `./browser`. */
import auction from "./source.ts";
export default auction;
export { readPrice, readRows, type RowFacts, timeLeftMs } from "./attribute-rows.ts";
export { parseSearchPage, SOURCE_NAME } from "./parse-search.ts";
