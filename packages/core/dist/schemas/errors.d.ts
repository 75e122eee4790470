import * as v from "valibot";
/** Machine-readable error codes (DESIGN.md). */
export declare const ERROR_CODES: readonly ["unauthorized", "forbidden", "tier_limit", "not_found", "validation_error", "rate_limited", "payment_required", "unsupported_api_version", "conflict", "payload_too_large", "internal_error"];
export declare const ErrorCode: v.PicklistSchema<readonly ["unauthorized", "forbidden", "tier_limit", "not_found", "validation_error", "rate_limited", "payment_required", "unsupported_api_version", "conflict", "payload_too_large", "internal_error"], undefined>;
export type ErrorCode = v.InferOutput<typeof ErrorCode>;
/** Standard error body (`application/json`). */
export declare const StandardError: v.ObjectSchema<{
    readonly detail: v.StringSchema<undefined>;
    readonly code: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
}, undefined>;
export type StandardError = v.InferOutput<typeof StandardError>;
/** RFC 9457 problem details (`application/problem+json`). */
export declare const ProblemDetails: v.ObjectSchema<{
    readonly title: v.StringSchema<undefined>;
    readonly status: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>]>;
    readonly type: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
    readonly detail: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
    readonly instance: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
    readonly code: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
}, undefined>;
export type ProblemDetails = v.InferOutput<typeof ProblemDetails>;
/** One item of a 422 body, FastAPI style. */
export declare const ValidationIssue: v.ObjectSchema<{
    readonly loc: v.ArraySchema<v.UnionSchema<[v.StringSchema<undefined>, v.NumberSchema<undefined>], undefined>, undefined>;
    readonly msg: v.StringSchema<undefined>;
    readonly type: v.StringSchema<undefined>;
    readonly input: v.OptionalSchema<v.UnknownSchema, undefined>;
    readonly ctx: v.OptionalSchema<v.RecordSchema<v.StringSchema<undefined>, v.UnknownSchema, undefined>, undefined>;
}, undefined>;
export type ValidationIssue = v.InferOutput<typeof ValidationIssue>;
/** The 422 body. */
export declare const ValidationError: v.ObjectSchema<{
    readonly detail: v.ArraySchema<v.ObjectSchema<{
        readonly loc: v.ArraySchema<v.UnionSchema<[v.StringSchema<undefined>, v.NumberSchema<undefined>], undefined>, undefined>;
        readonly msg: v.StringSchema<undefined>;
        readonly type: v.StringSchema<undefined>;
        readonly input: v.OptionalSchema<v.UnknownSchema, undefined>;
        readonly ctx: v.OptionalSchema<v.RecordSchema<v.StringSchema<undefined>, v.UnknownSchema, undefined>, undefined>;
    }, undefined>, undefined>;
}, undefined>;
export type ValidationError = v.InferOutput<typeof ValidationError>;
