import { RetryLaterError, type SourceError } from "../source/errors.ts";
import type { Clock } from "./clock.ts";
import type { FetchLike } from "./options.ts";
import { ALLOW_ALL, parseRobots, type RobotsPolicy } from "./robots.ts";

const ROBOTS_MAX_BYTES = 512_000;

interface Entry {
  expires: number;
  policy: Promise<RobotsPolicy | SourceError>;
}

/**
 * Fetches and caches robots.txt per origin. A 4xx means "no rules" (RFC 9309); a 5xx or an
 * unreachable file means "try later", because the site may be down, and is not cached.
 */
export class RobotsCache {
  private readonly entries = new Map<string, Entry>();

  private readonly doFetch: FetchLike;
  private readonly clock: Clock;
  private readonly user_agent: string;
  private readonly ttl_ms: number;
  private readonly timeout_ms: number;

  constructor(doFetch: FetchLike, clock: Clock, user_agent: string, ttl_ms: number, timeout_ms: number) {
    this.doFetch = doFetch;
    this.clock = clock;
    this.user_agent = user_agent;
    this.ttl_ms = ttl_ms;
    this.timeout_ms = timeout_ms;
  }

  /** The policy for an origin, fetched at most once per TTL even under concurrency. */
  policyFor(origin: string): Promise<RobotsPolicy | SourceError> {
    const hit = this.entries.get(origin);
    if (hit && hit.expires > this.clock.now()) return hit.policy;
    const policy = this.load(origin).then((result) => {
      if (!("isAllowed" in result)) this.entries.delete(origin);
      return result;
    });
    this.entries.set(origin, { expires: this.clock.now() + this.ttl_ms, policy });
    return policy;
  }

  private async load(origin: string): Promise<RobotsPolicy | SourceError> {
    const url = `${origin}/robots.txt`;
    const timer = new AbortController();
    const request = new AbortController();
    this.clock.sleep(this.timeout_ms, timer.signal).then(
      () => request.abort(new Error("robots.txt timed out")),
      () => {},
    );
    try {
      const response = await this.doFetch(url, {
        headers: { "user-agent": this.user_agent, accept: "text/plain,*/*;q=0.5" },
        signal: request.signal,
      });
      if (response.status >= 400 && response.status < 500) {
        await response.body?.cancel().catch(() => {});
        return ALLOW_ALL;
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        return new RetryLaterError("robots_unavailable", `robots.txt answered ${response.status}`, { part: "fetcher", url });
      }
      const text = (await response.text()).slice(0, ROBOTS_MAX_BYTES);
      return parseRobots(text, this.user_agent.split("/")[0] ?? this.user_agent);
    } catch (cause) {
      return new RetryLaterError("robots_unavailable", "robots.txt could not be read", { part: "fetcher", url, cause });
    } finally {
      timer.abort();
    }
  }
}
