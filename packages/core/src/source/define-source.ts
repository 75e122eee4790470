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
