/**
 * Which browser origins may call /mcp. Browsers always send Origin on cross-site POSTs, so a
 * check stops a web page from driving a local server (DNS rebinding); native clients send none.
 */
export interface OriginPolicy {
  /** Extra origins allowed, exactly as browsers write them (`https://app.example`), or `*`. */
  allowed: readonly string[];
  /** The server's public origin (RACKHUNT_PUBLIC_URL), also allowed; unset: loopback origins are. */
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

/** http(s) origins on the local machine: localhost, 127.0.0.0/8, [::1]. */
function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    if (url.protocol !== "http:" && url.protocol !== "https:") return false;
    return url.hostname === "localhost" || url.hostname === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(url.hostname);
  } catch {
    return false;
  }
}

/**
 * True when a request may proceed: no Origin header (native clients), a listed origin, or the
 * server's own origin, which is RACKHUNT_PUBLIC_URL's, or, with no public URL set, any loopback
 * origin. The Host header is never the reference: DNS rebinding sends a matching
 * `Origin: http://evil.example:PORT` and `Host: evil.example:PORT` pair.
 * @example originAllowed(request, { allowed: [], publicBaseUrl: "https://rackhunt.example" });
 */
export function originAllowed(request: Request, policy: OriginPolicy): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  if (policy.allowed.includes("*") || policy.allowed.includes(origin)) return true;
  return policy.publicBaseUrl ? origin === originOf(policy.publicBaseUrl) : isLoopbackOrigin(origin);
}
