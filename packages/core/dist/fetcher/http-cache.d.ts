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
export declare class ValidatorCache {
    private readonly pages;
    private readonly max_entries;
    constructor(max_entries: number);
    get(url: string): CachedPage | undefined;
    /** Stores a page only when the server gave a validator to revalidate it with. */
    remember(url: string, headers: Headers, body: string, final_url: string): void;
    /** Headers that make the next request conditional. */
    validators(url: string): Record<string, string>;
}
