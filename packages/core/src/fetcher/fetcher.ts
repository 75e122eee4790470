import * as v from "valibot";
import { RequestSpec, type RequestSpecInput } from "../schemas/source.ts";
import { RetryLaterError, SkipSourceError, type SourceError, StopError, toSourceError } from "../source/errors.ts";
import { attemptOnce } from "./attempt.ts";
import { backoffDelay } from "./backoff.ts";
import { systemClock } from "./clock.ts";
import { HostGate } from "./host-gate.ts";
import { ValidatorCache } from "./http-cache.ts";
import { FETCHER_DEFAULTS, type FetcherOptions, type ResolvedFetcherOptions } from "./options.ts";
import { RobotsCache } from "./robots-cache.ts";

/** A fetched page, or an error saying what to do next. Never thrown. */
export type FetchResult =
  | { ok: true; status: number; url: string; body: string; from_cache: boolean; attempts: number }
  | { ok: false; error: SourceError; attempts: number };

/** The polite fetch a host hands to sources. */
export interface Fetcher {
  readonly user_agent: string;
  fetch(spec: RequestSpecInput, signal?: AbortSignal): Promise<FetchResult>;
}

/**
 * Creates the polite fetcher: per-host spacing and concurrency, retries with backoff and
 * jitter honouring Retry-After, per-attempt and total timeouts, robots.txt, conditional
 * requests, a capped streamed body. `fetch` and `clock` are injectable for tests.
 *
 * @example
 * const fetcher = createFetcher({ per_host_interval_ms: 2_000 });
 * const page = await fetcher.fetch({ url: "https://example.com/deals.rss" });
 * if (page.ok) console.log(page.body.length); else console.log(page.error.outcome);
 */
export function createFetcher(input: FetcherOptions = {}): Fetcher {
  const o: ResolvedFetcherOptions = {
    ...FETCHER_DEFAULTS,
    fetch: (url, init) => globalThis.fetch(url, init),
    clock: systemClock,
    random: Math.random,
    renderer: null,
    ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
  };
  const gates = new Map<string, HostGate>();
  const cache = new ValidatorCache(o.cache_entries);
  const robots = new RobotsCache(o.fetch, o.clock, o.user_agent, o.robots_ttl_ms, o.attempt_timeout_ms);

  const gateFor = (host: string, crawl_delay_ms: number | null): HostGate => {
    let gate = gates.get(host);
    if (!gate) {
      gate = new HostGate(o.clock, o.per_host_concurrency, o.per_host_interval_ms);
      gates.set(host, gate);
    }
    if (crawl_delay_ms !== null) {
      gate.interval_ms = Math.max(o.per_host_interval_ms, Math.min(crawl_delay_ms, o.max_crawl_delay_ms));
    }
    return gate;
  };

  async function run(specInput: RequestSpecInput, signal: AbortSignal | undefined, tally: { attempts: number }) {
    const checked = v.safeParse(RequestSpec, specInput);
    if (!checked.success) {
      throw new StopError("invalid_request", `invalid request: ${checked.issues[0]?.message}`, { part: "fetcher" });
    }
    const spec = checked.output;
    const target = new URL(spec.url);
    const deadline = o.clock.now() + o.total_timeout_ms;
    let crawl_delay: number | null = null;
    if (o.obey_robots) {
      const policy = await robots.policyFor(target.origin);
      if (!("isAllowed" in policy)) throw policy;
      if (!policy.isAllowed(target.pathname + target.search)) {
        throw new SkipSourceError("robots_disallowed", `robots.txt disallows ${target.pathname}`, { part: "fetcher", url: spec.url });
      }
      crawl_delay = policy.crawl_delay_ms;
    }
    if (spec.render === "browser" && !o.renderer) {
      throw new SkipSourceError("renderer_unavailable", "this request needs a browser and none is configured", {
        part: "fetcher",
        url: spec.url,
      });
    }
    const gate = gateFor(target.host, crawl_delay);
    for (let attempt = 0; ; attempt++) {
      signal?.throwIfAborted();
      const remaining = deadline - o.clock.now();
      if (remaining <= 0) throw new RetryLaterError("timeout", "total time budget spent", { part: "fetcher", url: spec.url });
      await gate.acquire(signal);
      tally.attempts++;
      let outcome: Awaited<ReturnType<typeof attemptOnce>>;
      try {
        outcome = await attemptOnce(spec, Math.min(o.attempt_timeout_ms, remaining), o, cache, signal);
      } finally {
        gate.release();
      }
      if (outcome.kind === "done") return outcome.page;
      if (outcome.kind === "fail") throw outcome.error;
      const wait = backoffDelay(attempt, { base_ms: o.backoff_base_ms, max_ms: o.backoff_max_ms }, o.random, outcome.retry_after_ms);
      const too_long = (outcome.retry_after_ms ?? 0) > o.max_retry_after_ms || o.clock.now() + wait >= deadline;
      if (attempt >= o.max_retries || too_long) {
        throw new RetryLaterError(outcome.code, `${outcome.message} (gave up after ${attempt + 1} attempts)`, {
          part: "fetcher",
          url: spec.url,
          retry_after_ms: outcome.retry_after_ms,
        });
      }
      await o.clock.sleep(wait, signal);
    }
  }

  return {
    user_agent: o.user_agent,
    async fetch(spec, signal) {
      const tally = { attempts: 0 };
      try {
        const page = await run(spec, signal, tally);
        return { ok: true, ...page, attempts: tally.attempts };
      } catch (error) {
        const url = typeof spec?.url === "string" ? spec.url : null;
        const failure = signal?.aborted
          ? new StopError("aborted", "the host cancelled the request", { part: "fetcher", url, cause: signal.reason })
          : toSourceError(error, "fetcher", url);
        return { ok: false, error: failure, attempts: tally.attempts };
      }
    },
  };
}
