import type { ErrorCode, ValidationIssue } from "../schemas/errors.ts";
/**
 * An error answer of the Rackhunt API, whichever of the three SPEC shapes it came in (standard
 * `{detail, code}`, RFC 9457 problem details, or the 422 validation list). `issues` is set for
 * validation errors. Also thrown before any request when a path parameter is missing.
 */
export declare class RackhuntApiError extends Error {
    readonly name = "RackhuntApiError";
    readonly status: number;
    readonly code: ErrorCode | (string & {});
    readonly detail: string;
    readonly issues: ValidationIssue[] | null;
    /** The parsed body (or its text when it was not JSON). */
    readonly body: unknown;
    /** Response headers: Retry-After, PAYMENT-REQUIRED, WWW-Authenticate... */
    readonly headers: Headers;
    constructor(status: number, code: ErrorCode | (string & {}), detail: string, issues?: ValidationIssue[] | null, body?: unknown, headers?: Headers);
}
/**
 * Read an error response into a RackhuntApiError.
 * @example
 * if (!res.ok) throw await errorFromResponse(res);
 */
export declare function errorFromResponse(res: Response): Promise<RackhuntApiError>;
