/**
 * Which browser origins may call /mcp. Browsers always send Origin on cross-site POSTs, so a
 * check stops a web page from driving a local server (DNS rebinding); native clients send none.
 */
export interface OriginPolicy {
  /** Extra origins allowed, exactly as browsers write them (`https://app.example`), or `*`. */
  allowed: readonly string[];
  /** The server's public origin (RACKHUNT_PUBLIC_URL), also allowed. */
  publicBaseUrl?: string | null;
}

/**
 * Parse RACKHUNT_MCP_ALLOWED_ORIGINS: a comma-separated list of origins.
 * @example parseAllowedOrigins("https://a.example, https://b.example"); // ["https://a.example", "https://b.example"]
 */
export function parseAllowedOrigins(raw: string | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(",")
    .map((s) => s.trim().replace(/\/+$/, ""))
    .filter(Boolean);
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * True when a request may proceed: no Origin header, the server's own origin (from the request
 * URL or RACKHUNT_PUBLIC_URL), or a listed one.
 * @example originAllowed(request, { allowed: [] });
 */
export function originAllowed(request: Request, policy: OriginPolicy): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  if (policy.allowed.includes("*") || policy.allowed.includes(origin)) return true;
  if (origin === originOf(request.url)) return true;
  return policy.publicBaseUrl ? origin === originOf(policy.publicBaseUrl) : false;
}
