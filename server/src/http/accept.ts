/**
 * The quality (0..1) an Accept header gives one exact media type, or null when it does not name
 * it. Parameters other than `q` are ignored; a malformed q counts as 1, as most servers read it.
 * @example acceptQuality("application/problem+json;q=0, text/html", "application/problem+json"); // 0
 */
export function acceptQuality(accept: string | null, mediaType: string): number | null {
  if (!accept) return null;
  let best: number | null = null;
  for (const range of accept.split(",")) {
    const [type = "", ...params] = range.split(";").map((p) => p.trim());
    if (type.toLowerCase() !== mediaType) continue;
    const q = params.map((p) => /^q\s*=\s*([01](?:\.\d{0,3})?)$/i.exec(p)).find((m) => m)?.[1];
    const quality = q === undefined ? 1 : Number(q);
    best = Math.max(best ?? 0, Math.min(1, quality));
  }
  return best;
}
