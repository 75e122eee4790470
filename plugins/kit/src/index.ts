/** Helpers shared by Rackhunt's source plugins: streaming HTML/XML records, money, URLs, feeds. */
// The core contract the plugins build on, re-exported by name from one place.
export {
  defineSource,
  type ListingInput,
  type NewestDefinition,
  makeListing,
  nextRequest,
  type PageContext,
  type ParseResult,
  type RawListing,
  type RenderedPage,
  type Renderer,
  type RequestSpec,
  RetryLaterError,
  SkipSourceError,
  type Source,
  type SourceQuery,
  StopError,
} from "@rackhunt/core";
export { type FeedEntry, feedNextLink, isFeed, parseFeed, unreadableEntries } from "./feed.ts";
export { dollarAmounts, type Money, parseMoney, parseShipping } from "./money.ts";
export { all, clean, first, type HtmlRecord, hasClass, type RecordSpec, scanRecords } from "./scan-records.ts";
export { absoluteUrl, decodeEntities, isoDate, rebaseUrl, stripTags } from "./urls.ts";
