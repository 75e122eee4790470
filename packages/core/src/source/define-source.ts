import * as v from "valibot";
import type { SourceKind } from "../schemas/vocabulary.ts";
import {
  type RawListing,
  RequestSpec,
  type RequestSpecInput,
  type SourceQuery,
} from "../schemas/source.ts";
import { StopError } from "./errors.ts";

/** What parse knows about the page besides its body. `now` keeps parsing pure (ISO time). */
export interface PageContext {
  /** Final URL of the page (after redirects); relative links resolve against it. */
  url: string;
  /** The request that produced the page. */
  request: RequestSpec;
  /** The time the page was fetched, ISO 8601; used for "2d 4h left" style times. */
  now: string;
}

/** One page's worth of listings and the next page to ask for, if any. */
export interface ParseResult {
  listings: RawListing[];
  next: RequestSpec | null;
  /** Items on the page the parser could not read (no title, no link): left out, and counted here. */
  skipped?: number;
}

/**
 * How a source lists its newest items, for a host that streams it (read once for all hunts on a
 * short cadence, paging back to the last item it saw). Pages are read by `parse`, newest first;
 * its `next` is the page of older items.
 */
export interface NewestDefinition<O> {
  /**
   * The pages that list the newest items: a feed, a forum's new-post list, a marketplace's
   * newly-listed search for each of `queries` (the queries of the hunts in play; a source whose
   * newest list needs none ignores them).
   */
  requests(options: O, queries: SourceQuery[]): RequestSpecInput[];
  /**
   * Whether a body is the page those requests ask for (an empty list of the right kind counts),
   * rather than an error page or a login wall: a page that is not marks the stream failing and
   * keeps its cursor, where an empty page would silently read as "nothing new".
   */
  recognises(body: string, ctx: PageContext & { options: O }): boolean;
}

/** A source's newest-items request, options bound. */
export interface Newest {
  requests(queries: SourceQuery[]): RequestSpec[];
  recognises(body: string, ctx: PageContext): boolean;
}

/** The definition a plugin author writes. `options` must give every field a default. */
export interface SourceDefinition<S extends v.GenericSchema> {
  name: string;
  kind: SourceKind;
  options: S;
  requests(query: SourceQuery, options: v.InferOutput<S>): RequestSpecInput[];
  /**
   * Optional: the pages of the site's sold or completed results for a query (an auction's sold
   * search, a forum's sold posts). Their listings are parsed by `parse` like any page; the host
   * keeps those marked `sold` or `closed` as sales, on a slower schedule, and never alerts on them.
   */
  soldRequests?(query: SourceQuery, options: v.InferOutput<S>): RequestSpecInput[];
  parse(body: string, ctx: PageContext & { options: v.InferOutput<S> }): ParseResult;
  /** Optional: the source's newest items, which makes it streamable (see NewestDefinition). */
  newest?: NewestDefinition<v.InferOutput<S>>;
}

/** A configured source, options bound: what the host runs. */
export interface Source<O = unknown> {
  readonly name: string;
  readonly kind: SourceKind;
  readonly options: O;
  requests(query: SourceQuery): RequestSpec[];
  /** The sold-results pages for a query; null when the site shows none. */
  readonly soldRequests: ((query: SourceQuery) => RequestSpec[]) | null;
  parse(body: string, ctx: PageContext): ParseResult;
  /** The newest-items request; null when the source cannot list its newest items (not streamed). */
  readonly newest: Newest | null;
}

/** The default export of a plugin: call it with options (or none) to get a Source. */
export interface SourceFactory<S extends v.GenericSchema> {
  (options?: v.InferInput<S>): Source<v.InferOutput<S>>;
  /** The same, from options not yet known to fit (a host's configuration): validated alike. */
  readonly from_config: (options: unknown) => Source<v.InferOutput<S>>;
  readonly source_name: string;
  readonly kind: SourceKind;
  readonly options_schema: S;
}

const NAME = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * Declares a source plugin. Returns a factory that validates options (filling defaults) and
 * binds them; `requests` results are normalised through the RequestSpec schema.
 *
 * @example
 * export default defineSource({
 *   name: "my-shop",
 *   kind: "aggregator",
 *   options: v.object({ base_url: v.optional(v.string(), "https://shop.example") }),
 *   requests: (query, o) => [{ url: `${o.base_url}/search?q=${encodeURIComponent(query.keywords)}` }],
 *   parse: (body, ctx) => ({ listings: [], next: null }),
 * });
 */
export function defineSource<S extends v.GenericSchema>(definition: SourceDefinition<S>): SourceFactory<S> {
  if (!NAME.test(definition.name)) {
    throw new StopError("invalid_source", `source name "${definition.name}" must be kebab-case`, {
      part: "source",
    });
  }
  const build = (input: unknown): Source<v.InferOutput<S>> => {
    const checked = v.safeParse(definition.options, input ?? {});
    if (!checked.success) {
      const detail = checked.issues.map((issue) => `${v.getDotPath(issue) ?? "options"}: ${issue.message}`);
      throw new StopError("invalid_options", `invalid options: ${detail.join("; ")}`, {
        part: definition.name,
        cause: checked.issues,
      });
    }
    const options = Object.freeze(checked.output) as v.InferOutput<S>;
    return Object.freeze({
      name: definition.name,
      kind: definition.kind,
      options,
      requests: (query: SourceQuery) => definition.requests(query, options).map((spec) => v.parse(RequestSpec, spec)),
      soldRequests: definition.soldRequests
        ? (query: SourceQuery) => definition.soldRequests!(query, options).map((spec) => v.parse(RequestSpec, spec))
        : null,
      parse: (body: string, ctx: PageContext) => definition.parse(body, { ...ctx, options }),
      newest: definition.newest ? bindNewest(definition.newest, options) : null,
    });
  };
  const factory = (input?: v.InferInput<S>): Source<v.InferOutput<S>> => build(input);
  return Object.assign(factory, {
    from_config: build,
    source_name: definition.name,
    kind: definition.kind,
    options_schema: definition.options,
  });
}

/**
 * Builds a RequestSpec with defaults filled, for a parser's `next`.
 *
 * @example
 * nextRequest("https://example.com/p2", { label: "list" }).render; // "http"
 */
export function nextRequest(url: string, rest: Omit<RequestSpecInput, "url"> = {}): RequestSpec {
  return v.parse(RequestSpec, { ...rest, url });
}

function bindNewest<O>(newest: NewestDefinition<O>, options: O): Newest {
  return Object.freeze({
    requests: (queries: SourceQuery[]) => newest.requests(options, queries).map((spec) => v.parse(RequestSpec, spec)),
    recognises: (body: string, ctx: PageContext) => newest.recognises(body, { ...ctx, options }),
  });
}
