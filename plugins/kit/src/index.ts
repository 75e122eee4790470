/** Helpers shared by Rackhunt's source plugins: streaming HTML/XML records, money, URLs, feeds. */
export * from "./core.ts";
export { type FeedEntry, isFeed, parseFeed } from "./feed.ts";
export { dollarAmounts, type Money, parseMoney, parseShipping } from "./money.ts";
export { all, clean, first, type HtmlRecord, hasClass, type RecordSpec, scanRecords } from "./scan-records.ts";
export { absoluteUrl, decodeEntities, isoDate, rebaseUrl, stripTags } from "./urls.ts";
