import * as v from "valibot";
import type { SourceKind } from "../schemas/vocabulary.ts";
import { type RawListing, RequestSpec, type RequestSpecInput, type SourceQuery } from "../schemas/source.ts";
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
    parse(body: string, ctx: PageContext & {
        options: v.InferOutput<S>;
    }): ParseResult;
}
/** A configured source, options bound: what the host runs. */
export interface Source<O = unknown> {
    readonly name: string;
    readonly kind: SourceKind;
    readonly options: O;
    requests(query: SourceQuery): RequestSpec[];
    parse(body: string, ctx: PageContext): ParseResult;
}
/** The default export of a plugin: call it with options (or none) to get a Source. */
export interface SourceFactory<S extends v.GenericSchema> {
    (options?: v.InferInput<S>): Source<v.InferOutput<S>>;
    readonly source_name: string;
    readonly kind: SourceKind;
    readonly options_schema: S;
}
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
export declare function defineSource<S extends v.GenericSchema>(definition: SourceDefinition<S>): SourceFactory<S>;
/**
 * Builds a RequestSpec with defaults filled, for a parser's `next`.
 *
 * @example
 * nextRequest("https://example.com/p2", { label: "list" }).render; // "http"
 */
export declare function nextRequest(url: string, rest?: Omit<RequestSpecInput, "url">): RequestSpec;
