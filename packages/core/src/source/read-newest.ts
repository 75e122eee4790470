import * as v from "valibot";
import type { Fetcher } from "../fetcher/fetcher.ts";
import { RawListing, type RequestSpec, SourceQuery, type SourceQueryInput } from "../schemas/source.ts";
import type { Source } from "./define-source.ts";
import { SkipSourceError, type SourceError, summarizeError, toSourceError, type ErrorSummary } from "./errors.ts";

/**
 * Where a stream got to: per newest-items request (its URL), the ids of the newest items already
 * read, newest first. A read pages back until it meets one of them, so a burst between two reads
 * or a downtime loses nothing; several are kept because a site may delete its newest post.
 */
export interface StreamCursor {
  heads: Record<string, string[]>;
}

/** Ids kept per request in a cursor. */
export const CURSOR_IDS = 50;
/** Pages a read follows back per request before it gives up reaching its cursor. */
export const DEFAULT_NEWEST_PAGES = 20;

/** What one read of a source's newest items found. */
export interface NewestRead {
  source: string;
  /** New items, newest first, each once (never one the cursor had seen). */
  items: RawListing[];
  /** The cursor to store: moved past what was read; a request that failed keeps its old position. */
  cursor: StreamCursor;
  pages: number;
  /** Items skipped as malformed: ones the parser could not read, and ones failing the RawListing schema. */
  malformed: number;
  /** The first malformed item's schema issue, or null. */
  malformed_issue: string | null;
  /** Requests whose read ran out of pages before reaching the cursor: items older than that may be missed. */
  gaps: string[];
  /** Why the stream is failing (an error answer, a page not of the kind expected), or null when it read fine. */
  failure: ErrorSummary | null;
}

export interface ReadNewestOptions {
  /** The queries of the hunts in play, for sources whose newest list is per query (a marketplace's search). */
  queries?: SourceQueryInput[];
  max_pages?: number;
  signal?: AbortSignal;
  now?: () => Date;
}

/**
 * Read a source's newest items once, for every hunt: fetch each newest-items page through the
 * polite fetcher (robots.txt, per-host spacing, conditional requests), parse it, and page back
 * until an item the cursor has seen. The first read of a request (no cursor yet) reads one page.
 * Never throws: a fetch error or a page the source does not recognise (an error page, a login
 * wall) is the read's `failure`, and that request's cursor stays where it was.
 *
 * @example
 * let cursor = { heads: {} };
 * const read = await readNewest(forum(), cursor, createFetcher());
 * if (!read.failure) cursor = read.cursor;
 */
export async function readNewest(source: Source, cursor: StreamCursor, fetcher: Fetcher, options: ReadNewestOptions = {}): Promise<NewestRead> {
  const read: NewestRead = { source: source.name, items: [], cursor: { heads: { ...cursor.heads } }, pages: 0, malformed: 0, malformed_issue: null, gaps: [], failure: null };
  if (!source.newest) {
    read.failure = summarizeError(new SkipSourceError("not_streamable", "this source lists no newest items", { part: source.name }));
    return read;
  }
  const now = options.now ?? (() => new Date());
  const maxPages = Math.max(1, options.max_pages ?? DEFAULT_NEWEST_PAGES);
  let starts: RequestSpec[];
  try {
    starts = source.newest.requests((options.queries ?? []).map((q) => v.parse(SourceQuery, q)));
  } catch (cause) {
    read.failure = summarizeError(toSourceError(cause, source.name));
    return read;
  }
  const taken = new Set<string>();
  for (const start of starts) {
    const known = cursor.heads[start.url];
    const outcome = await readOne(source, start, new Set(known ?? []), known === undefined ? 1 : maxPages, fetcher, now, options.signal, read);
    if ("error" in outcome) {
      read.failure ??= summarizeError(outcome.error);
      continue;
    }
    if (!outcome.reached && known !== undefined) read.gaps.push(start.url);
    const fresh = outcome.items.filter((item) => !taken.has(item.external_id));
    for (const item of fresh) taken.add(item.external_id);
    read.items.push(...fresh);
    read.cursor.heads[start.url] = [...new Set([...outcome.items.map((i) => i.external_id), ...(known ?? [])])].slice(0, CURSOR_IDS);
  }
  return read;
}

/** One newest-items request paged back to the cursor; its items newest first, or the error that stopped it. */
async function readOne(
  source: Source,
  start: RequestSpec,
  known: Set<string>,
  maxPages: number,
  fetcher: Fetcher,
  now: () => Date,
  signal: AbortSignal | undefined,
  read: NewestRead,
): Promise<{ items: RawListing[]; reached: boolean } | { error: SourceError }> {
  const items: RawListing[] = [];
  const seen = new Set<string>();
  const visited = new Set<string>();
  let request: RequestSpec | null = start;
  for (let page = 0; request && page < maxPages && !visited.has(request.url); page++) {
    visited.add(request.url);
    const fetched = await fetcher.fetch(request, signal);
    if (!fetched.ok) return { error: fetched.error };
    read.pages++;
    const ctx = { url: fetched.url, request, now: now().toISOString() };
    let parsed;
    try {
      if (!source.newest!.recognises(fetched.body, ctx)) {
        return { error: new SkipSourceError("unexpected_page", `${fetched.url} is not the page of newest items this source expects (an error page or a login wall?)`, { part: source.name, url: fetched.url }) };
      }
      parsed = source.parse(fetched.body, ctx);
    } catch (cause) {
      return { error: toSourceError(cause, source.name, fetched.url) };
    }
    read.malformed += parsed.skipped ?? 0;
    for (const listing of parsed.listings) {
      const checked = v.safeParse(RawListing, listing);
      if (!checked.success) {
        read.malformed++;
        read.malformed_issue ??= `${v.getDotPath(checked.issues[0]) ?? "listing"}: ${checked.issues[0].message}`.slice(0, 200);
        continue;
      }
      // Everything from the first item already read on is older: the read has caught up.
      if (known.has(checked.output.external_id)) return { items, reached: true };
      if (seen.has(checked.output.external_id)) continue;
      seen.add(checked.output.external_id);
      items.push(checked.output);
    }
    request = parsed.next;
  }
  return { items, reached: request === null || known.size === 0 };
}
