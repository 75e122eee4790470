/** `@rackhunt/plugin-forum`: trade posts from Reddit (JSON, Atom) and XenForo boards. */
import forum from "./source.ts";
export default forum;
export { type ForumReadOptions, parseRedditAtom, parseRedditListing, SOURCE_NAME } from "./reddit.ts";
export { isPaymentOnly, isTradePost, parseTradeTitle, statedPrice, type TradeTitle, tradeStatus } from "./trade-post.ts";
export { parseXenforoThreads } from "./xenforo.ts";
