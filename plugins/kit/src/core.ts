/**
 * The core contract plugins build on, from one place, so a future split of the core touches one file.
 * folder directly because `@rackhunt/core`'s index does not re-export the source contract
 * yet; once it does, this becomes `export ... from "@rackhunt/core"` and nothing else changes.
 */
export {
  defineSource,
  type ListingInput,
  makeListing,
  nextRequest,
  type PageContext,
  type ParseResult,
  type RawListing,
  type RequestSpec,
  type Source,
  type SourceQuery,
  SkipSourceError,
  StopError,
  RetryLaterError,
} from "@rackhunt/core";
export type { RenderedPage, Renderer } from "@rackhunt/core";
