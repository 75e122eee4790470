import * as v from "valibot";
/** A UUID string (any version). */
export declare const Uuid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UuidAction<string, undefined>]>;
/** An RFC 3339 date-time string, as the API writes it (`Date#toISOString`). */
export declare const DateTime: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
/** A price: finite, non-negative, at most ten million (no listing costs more). */
export declare const Price: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.FiniteAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 10000000, undefined>]>;
/** Paging bounds DESIGN.md settles: limit 1..200, offset >= 0. */
export declare const MAX_PAGE_LIMIT = 200;
export declare const DEFAULT_PAGE_LIMIT = 50;
/** `limit` of a paged list endpoint. Query strings are coerced to numbers before validation. */
export declare const PageLimit: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 1, undefined>, v.MaxValueAction<number, 200, undefined>]>, 50>;
/** `offset` of a paged list endpoint. */
export declare const PageOffset: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 1000000000, undefined>]>, 0>;
/** Query of a plain paged list. */
export declare const PageQuery: v.ObjectSchema<{
    readonly limit: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 1, undefined>, v.MaxValueAction<number, 200, undefined>]>, 50>;
    readonly offset: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, 1000000000, undefined>]>, 0>;
}, undefined>;
export type PageQuery = v.InferOutput<typeof PageQuery>;
/** A nullable and optional field: absent and null both mean "not set". */
export declare const nullish: <T extends v.GenericSchema>(schema: T) => v.OptionalSchema<v.NullableSchema<T, undefined>, undefined>;
/** A strict JSON object: unknown keys refused, and arrays refused (valibot's object accepts them). */
export declare const jsonObject: <E extends v.ObjectEntries>(entries: E) => v.SchemaWithPipe<readonly [v.CustomSchema<Record<string, unknown>, v.ErrorMessage<v.CustomIssue> | undefined>, v.StrictObjectSchema<E, undefined>]>;
