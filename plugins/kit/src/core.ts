/**
 * The core contract plugins build on, from one place. It points at the core's source
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
} from "../../../packages/core/src/source/index.ts";
export type { RenderedPage, Renderer } from "../../../packages/core/src/fetcher/index.ts";
