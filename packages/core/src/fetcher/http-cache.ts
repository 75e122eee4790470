import CachePolicy from "http-cache-semantics";

/** The request a page was, or will be, fetched with: what the cache policy matches on (Vary). */
export interface CacheRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
}

/** A cached page, kept for conditional requests. */
export interface CachedPage {
  body: string;
  url: string;
}

interface Entry extends CachedPage {
  policy: CachePolicy;
}

const plain = (headers: Headers): Record<string, string> => Object.fromEntries(headers);
const VALIDATORS = ["if-none-match", "if-modified-since"] as const;

/**
 * A small LRU of pages and their HTTP cache policies (http-cache-semantics), keyed by URL, so
 * unchanged pages cost a 304. Every fetch is revalidated, fresh or not: a scan wants the page
 * as it is now, and hosts keep their own time-based cache.
 *
 * @example
 * const cache = new ValidatorCache(100);
 */
export class ValidatorCache {
  private readonly pages = new Map<string, Entry>();

  private readonly max_entries: number;

  constructor(max_entries: number) {
    this.max_entries = max_entries;
  }

  private touch(url: string): Entry | undefined {
    const page = this.pages.get(url);
    if (page) {
      this.pages.delete(url);
      this.pages.set(url, page);
    }
    return page;
  }

  /** Stores a page the policy allows a private cache to keep (not no-store) and that has a validator. */
  remember(request: CacheRequest, status: number, headers: Headers, body: string, final_url: string): void {
    const policy = new CachePolicy(request, { status, headers: plain(headers) }, { shared: false });
    if (!policy.storable() || (!headers.has("etag") && !headers.has("last-modified"))) return;
    this.pages.delete(request.url);
    this.pages.set(request.url, { policy, body, url: final_url });
    if (this.pages.size > this.max_entries) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
  }

  /** Headers that make the next request conditional, when a stored page matches it. */
  validators(request: CacheRequest): Record<string, string> {
    const page = this.touch(request.url);
    if (!page) return {};
    const headers = page.policy.revalidationHeaders(request);
    const out: Record<string, string> = {};
    for (const name of VALIDATORS) {
      const value = headers[name];
      if (typeof value === "string") out[name] = value;
    }
    return out;
  }

  /** The stored page a 304 confirms, with its policy updated; undefined when it confirms none. */
  revalidated(request: CacheRequest, headers: Headers): CachedPage | undefined {
    const page = this.touch(request.url);
    if (!page) return undefined;
    const { policy, modified } = page.policy.revalidatedPolicy(request, { status: 304, headers: plain(headers) });
    if (modified) {
      this.pages.delete(request.url);
      return undefined;
    }
    page.policy = policy;
    return page;
  }
}
