import * as v from "valibot";
/** A UUID string (any version). */
export const Uuid = v.pipe(v.string(), v.uuid());
/** An RFC 3339 date-time string, as the API writes it (`Date#toISOString`). */
export const DateTime = v.pipe(v.string(), v.isoTimestamp());
/** A price: finite, non-negative, at most ten million (no listing costs more). */
export const Price = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(10_000_000));
/** Paging bounds DESIGN.md settles: limit 1..200, offset >= 0. */
export const MAX_PAGE_LIMIT = 200;
export const DEFAULT_PAGE_LIMIT = 50;
/** `limit` of a paged list endpoint. Query strings are coerced to numbers before validation. */
export const PageLimit = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PAGE_LIMIT)), DEFAULT_PAGE_LIMIT);
/** `offset` of a paged list endpoint. */
export const PageOffset = v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000_000)), 0);
/** Query of a plain paged list. */
export const PageQuery = v.object({ limit: PageLimit, offset: PageOffset });
/** A nullable and optional field: absent and null both mean "not set". */
export const nullish = (schema) => v.optional(v.nullable(schema));
const NotArray = v.custom((x) => typeof x === "object" && x !== null && !Array.isArray(x), "Input should be a valid dictionary or object");
/** A strict JSON object: unknown keys refused, and arrays refused (valibot's object accepts them). */
export const jsonObject = (entries) => v.pipe(NotArray, v.strictObject(entries));
