/** A cached page, kept for conditional requests. */
export interface CachedPage {
  etag: string | null;
  last_modified: string | null;
  body: string;
  url: string;
}

/**
 * A small LRU of validators and bodies, keyed by URL, so unchanged pages cost a 304.
 *
 * @example
 * const cache = new ValidatorCache(100);
 */
export class ValidatorCache {
  private readonly pages = new Map<string, CachedPage>();

  private readonly max_entries: number;

  constructor(max_entries: number) {
    this.max_entries = max_entries;
  }

  get(url: string): CachedPage | undefined {
    const page = this.pages.get(url);
    if (page) {
      this.pages.delete(url);
      this.pages.set(url, page);
    }
    return page;
  }

  /** Stores a page only when the server gave a validator to revalidate it with. */
  remember(url: string, headers: Headers, body: string, final_url: string): void {
    const etag = headers.get("etag");
    const last_modified = headers.get("last-modified");
    if (!etag && !last_modified) return;
    this.pages.delete(url);
    this.pages.set(url, { etag, last_modified, body, url: final_url });
    if (this.pages.size > this.max_entries) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
  }

  /** Headers that make the next request conditional. */
  validators(url: string): Record<string, string> {
    const page = this.get(url);
    const out: Record<string, string> = {};
    if (page?.etag) out["if-none-match"] = page.etag;
    if (page?.last_modified) out["if-modified-since"] = page.last_modified;
    return out;
  }
}
