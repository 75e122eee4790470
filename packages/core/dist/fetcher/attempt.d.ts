import type { RequestSpec } from "../schemas/source.ts";
import { type SourceError } from "../source/errors.ts";
import type { ValidatorCache } from "./http-cache.ts";
import type { ResolvedFetcherOptions } from "./options.ts";
/** A page as one attempt got it. */
export interface Page {
    status: number;
    url: string;
    body: string;
    from_cache: boolean;
}
/** How one attempt ended: a page, a retryable hitch, or a failure retrying cannot mend. */
export type AttemptOutcome = {
    kind: "done";
    page: Page;
} | {
    kind: "retry";
    code: string;
    message: string;
    retry_after_ms: number | null;
} | {
    kind: "fail";
    error: SourceError;
};
/**
 * One try at a request under its own timeout. The outer signal (host cancellation) is
 * rethrown as-is; the fetcher turns it into a stop.
 *
 * @example
 * const outcome = await attemptOnce(spec, 15_000, options, cache, signal);
 */
export declare function attemptOnce(spec: RequestSpec, timeout_ms: number, o: ResolvedFetcherOptions, cache: ValidatorCache, outer?: AbortSignal): Promise<AttemptOutcome>;
