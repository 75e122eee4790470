/** The source-plugin contract: define a source, its errors, and run it through a fetcher. */
export { defineSource, nextRequest, } from "./define-source.js";
export { ERROR_OUTCOMES, RetryLaterError, SkipSourceError, SourceError, StopError, summarizeError, toSourceError, } from "./errors.js";
export { makeListing } from "./listing.js";
export { DEFAULT_MAX_PAGES, runSource } from "./run-source.js";
export { ListingExtras, RawListing, RENDER_MODES, RenderMode, RequestSpec, SourceQuery, } from "../schemas/source.js";
