/**
 * The core contract the plugins build on, imported from one place so a future split of the
 * core touches one file.
 */
export { defineSource, type ListingInput, makeListing, nextRequest, type PageContext, type ParseResult, type RawListing, type RequestSpec, type Source, type SourceQuery, SkipSourceError, StopError, RetryLaterError, } from "@rackhunt/core";
export type { RenderedPage, Renderer } from "@rackhunt/core";
