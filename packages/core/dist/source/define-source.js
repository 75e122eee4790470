import * as v from "valibot";
import { RequestSpec, } from "../schemas/source.js";
import { StopError } from "./errors.js";
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
export function defineSource(definition) {
    if (!NAME.test(definition.name)) {
        throw new StopError("invalid_source", `source name "${definition.name}" must be kebab-case`, {
            part: "source",
        });
    }
    const factory = (input) => {
        const checked = v.safeParse(definition.options, input ?? {});
        if (!checked.success) {
            const detail = checked.issues.map((issue) => `${v.getDotPath(issue) ?? "options"}: ${issue.message}`);
            throw new StopError("invalid_options", `invalid options: ${detail.join("; ")}`, {
                part: definition.name,
                cause: checked.issues,
            });
        }
        const options = Object.freeze(checked.output);
        return Object.freeze({
            name: definition.name,
            kind: definition.kind,
            options,
            requests: (query) => definition.requests(query, options).map((spec) => v.parse(RequestSpec, spec)),
            parse: (body, ctx) => definition.parse(body, { ...ctx, options }),
        });
    };
    return Object.assign(factory, {
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
export function nextRequest(url, rest = {}) {
    return v.parse(RequestSpec, { ...rest, url });
}
