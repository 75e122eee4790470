import type { RequestSpec } from "../schemas/source.ts";
import { SkipSourceError, type SourceError } from "../source/errors.ts";
import { parseRetryAfter, RETRYABLE_STATUSES } from "./backoff.ts";
import type { ValidatorCache } from "./http-cache.ts";
import type { ResolvedFetcherOptions } from "./options.ts";
import { readCapped } from "./read-body.ts";

/** A page as one attempt got it. */
export interface Page {
  status: number;
  url: string;
  body: string;
  from_cache: boolean;
}

/** How one attempt ended: a page, a retryable hitch, or a failure retrying cannot mend. */
export type AttemptOutcome =
  | { kind: "done"; page: Page }
  | { kind: "retry"; code: string; message: string; retry_after_ms: number | null }
  | { kind: "fail"; error: SourceError };

const skip = (code: string, message: string, url: string): AttemptOutcome => ({
  kind: "fail",
  error: new SkipSourceError(code, message, { part: "fetcher", url }),
});

function classifyStatus(status: number, url: string, retry_after: string | null, now: number): AttemptOutcome | null {
  if (RETRYABLE_STATUSES.has(status)) {
    return {
      kind: "retry",
      code: status === 429 ? "rate_limited" : status === 408 ? "timeout" : "upstream_unavailable",
      message: `${url} answered ${status}`,
      retry_after_ms: parseRetryAfter(retry_after, now),
    };
  }
  if (status === 401 || status === 403) return skip("http_forbidden", `${url} answered ${status}`, url);
  if (status === 404 || status === 410) return skip("http_not_found", `${url} answered ${status}`, url);
  if (status < 200 || status >= 300) return skip("http_status", `${url} answered ${status}`, url);
  return null;
}

/**
 * One try at a request under its own timeout. The outer signal (host cancellation) is
 * rethrown as-is; the fetcher turns it into a stop.
 *
 * @example
 * const outcome = await attemptOnce(spec, 15_000, options, cache, signal);
 */
export async function attemptOnce(
  spec: RequestSpec,
  timeout_ms: number,
  o: ResolvedFetcherOptions,
  cache: ValidatorCache,
  outer?: AbortSignal,
): Promise<AttemptOutcome> {
  const controller = new AbortController();
  const timer = new AbortController();
  let timed_out = false;
  const onOuterAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener("abort", onOuterAbort, { once: true });
  o.clock.sleep(timeout_ms, timer.signal).then(
    () => {
      timed_out = true;
      controller.abort(new Error(`timed out after ${timeout_ms} ms`));
    },
    () => {},
  );
  const timeout: AttemptOutcome = { kind: "retry", code: "timeout", message: `${spec.url} timed out after ${timeout_ms} ms`, retry_after_ms: null };
  try {
    if (spec.render === "browser" && o.renderer) {
      const rendered = await o.renderer(spec, controller.signal);
      const verdict = classifyStatus(rendered.status, spec.url, null, o.clock.now());
      if (verdict) return verdict;
      if (rendered.body.length > o.max_body_bytes) return skip("body_too_large", `rendered page over ${o.max_body_bytes} bytes`, spec.url);
      return { kind: "done", page: { status: rendered.status, url: rendered.url, body: rendered.body, from_cache: false } };
    }
    const request = {
      url: spec.url,
      method: spec.method,
      headers: { accept: "text/html,application/xhtml+xml,application/xml,application/json;q=0.9,*/*;q=0.5", ...spec.headers, "user-agent": o.user_agent },
    };
    const response = await o.fetch(spec.url, {
      method: spec.method,
      headers: { ...cache.validators(request), ...request.headers },
      body: spec.body ?? undefined,
      redirect: "follow",
      signal: controller.signal,
    });
    const cached = response.status === 304 ? cache.revalidated(request, response.headers) : undefined;
    if (cached) {
      await response.body?.cancel().catch(() => {});
      return { kind: "done", page: { status: 200, url: cached.url, body: cached.body, from_cache: true } };
    }
    const verdict = classifyStatus(response.status, spec.url, response.headers.get("retry-after"), o.clock.now());
    if (verdict) {
      await response.body?.cancel().catch(() => {});
      return verdict;
    }
    const body = await readCapped(response, o.max_body_bytes, controller.signal);
    if (body.kind === "too_large") return skip("body_too_large", `body passed the ${o.max_body_bytes}-byte cap`, spec.url);
    if (body.kind === "truncated") {
      return { kind: "retry", code: "truncated_body", message: `${spec.url} body ended after ${body.bytes} bytes`, retry_after_ms: null };
    }
    const final_url = response.url || spec.url;
    cache.remember(request, response.status, response.headers, body.text, final_url);
    return { kind: "done", page: { status: response.status, url: final_url, body: body.text, from_cache: false } };
  } catch (cause) {
    if (outer?.aborted) throw cause;
    if (timed_out) return timeout;
    return { kind: "retry", code: "network_error", message: `${spec.url}: ${cause instanceof Error ? cause.message : String(cause)}`, retry_after_ms: null };
  } finally {
    timer.abort();
    outer?.removeEventListener("abort", onOuterAbort);
  }
}
