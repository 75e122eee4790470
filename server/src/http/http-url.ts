/**
 * A link to somewhere else made safe to follow: the URL when it is http(s), else null. Listing
 * URLs come from source pages, so a `javascript:` or `data:` one must never become a link, a
 * redirect or a feed entry's address.
 * @example httpUrl("javascript:alert(1)") // null
 */
export function httpUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}
