/** The source-plugin contract: define a source, its errors, and run it through a fetcher. */
export {
  defineSource,
  type Newest,
  type NewestDefinition,
  nextRequest,
  type PageContext,
  type ParseResult,
  type Source,
  type SourceDefinition,
  type SourceFactory,
} from "./define-source.ts";
export {
  ERROR_OUTCOMES,
  type ErrorOutcome,
  type ErrorSummary,
  RetryLaterError,
  SkipSourceError,
  SourceError,
  type SourceErrorOptions,
  StopError,
  summarizeError,
  toSourceError,
} from "./errors.ts";
export { CURSOR_IDS, DEFAULT_NEWEST_PAGES, type NewestRead, readNewest, type ReadNewestOptions, type StreamCursor } from "./read-newest.ts";
export { type ListingInput, makeListing } from "./listing.ts";
export { DEFAULT_MAX_PAGES, type RunSourceOptions, type RunSourceResult, runSource } from "./run-source.ts";
export {
  ListingExtras,
  RawListing,
  RENDER_MODES,
  RenderMode,
  RequestSpec,
  type RequestSpecInput,
  SourceQuery,
  type SourceQueryInput,
} from "../schemas/source.ts";
