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
export const PageLimit = v.optional(
  v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PAGE_LIMIT)),
  DEFAULT_PAGE_LIMIT,
);

/** `offset` of a paged list endpoint. */
export const PageOffset = v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000_000)), 0);

/** Query of a plain paged list. */
export const PageQuery = v.object({ limit: PageLimit, offset: PageOffset });
export type PageQuery = v.InferOutput<typeof PageQuery>;

/** A nullable and optional field: absent and null both mean "not set". */
export const nullish = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema));

const NotArray = v.custom<Record<string, unknown>>(
  (x) => typeof x === "object" && x !== null && !Array.isArray(x),
  "Input should be a valid dictionary or object",
);

/**
 * An open JSON object (SPEC.md: "inner structure not shown"): the known keys are validated,
 * unknown keys are kept as given (see `unknownKeys`), arrays are refused (valibot's object accepts them).
 */
export const jsonObject = <E extends v.ObjectEntries>(entries: E) => v.pipe(NotArray, v.looseObject(entries));

/**
 * The keys of `value` that an open object's schema does not know, for telling the caller which
 * of its keys were kept but not used.
 * @example unknownKeys(HuntConfig, { query: "epyc", qeury: "x" }) // ["qeury"]
 */
export function unknownKeys(schema: ReturnType<typeof jsonObject>, value: unknown): string[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
  const known = schema.pipe[1].entries;
  return Object.keys(value).filter((key) => !(key in known));
}
