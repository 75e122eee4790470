/** Helpers shared by Rackhunt's source plugins: streaming HTML/XML records, money, URLs, feeds. */
export { defineSource, makeListing, nextRequest, RetryLaterError, SkipSourceError, StopError, } from "./core.js";
export { isFeed, parseFeed } from "./feed.js";
export { dollarAmounts, parseMoney, parseShipping } from "./money.js";
export { all, clean, first, hasClass, scanRecords } from "./scan-records.js";
export { absoluteUrl, decodeEntities, isoDate, rebaseUrl, stripTags } from "./urls.js";
