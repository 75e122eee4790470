/** `@rackhunt/plugin-forum`: trade posts from Reddit (JSON, Atom) and XenForo boards. */
import forum from "./source.js";
export default forum;
export { parseRedditAtom, parseRedditListing, SOURCE_NAME } from "./reddit.js";
export { isPaymentOnly, isTradePost, parseTradeTitle, statedPrice, tradeStatus } from "./trade-post.js";
export { parseXenforoThreads } from "./xenforo.js";
