/** `@rackhunt/plugin-auction`: the auction-marketplace source. The browser renderer is at `./browser`. */
import auction from "./source.js";
export default auction;
export { readPrice, readRows, timeLeftMs } from "./attribute-rows.js";
export { parseSearchPage, SOURCE_NAME } from "./parse-search.js";
