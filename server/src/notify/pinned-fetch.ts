import { parseIp } from "./ip-ranges.ts";

/**
 * Request `target` by connecting to addresses the SSRF guard has already checked, never
 * resolving its name again: between a check and a second lookup a DNS answer can change (DNS
 * rebinding). The URL handed to fetch carries the address; the `Host` header and the TLS server
 * name (SNI and certificate check) stay the original host's. The addresses are tried in order
 * while a connection fails (an IPv6 answer on a host without IPv6, say); an IP literal needs no
 * pinning.
 *
 * @example
 * const { addresses } = await checkDestination(url);
 * const response = await fetchPinned(new URL(url), addresses, { method: "POST", body }, fetch);
 */
export async function fetchPinned(target: URL, addresses: readonly string[], init: RequestInit, doFetch: typeof fetch): Promise<Response> {
  if (parseIp(target.hostname) !== null) return doFetch(target, init);
  let failure: unknown = new Error("no checked address to connect to");
  for (const address of addresses) {
    try {
      return await doFetch(dialUrl(target, address), pinnedInit(target, init));
    } catch (error) {
      if (init.signal?.aborted) throw error;
      failure = error;
    }
  }
  throw failure;
}

// --- Internal helpers ---

function dialUrl(target: URL, address: string): URL {
  const url = new URL(target);
  url.hostname = address.includes(":") ? `[${address}]` : address;
  return url;
}

function pinnedInit(target: URL, init: RequestInit): RequestInit {
  const headers = new Headers(init.headers);
  headers.set("host", target.host);
  // Bun's fetch extension: SNI and the certificate are checked against this name, not the address.
  const tls = target.protocol === "https:" ? { tls: { serverName: target.hostname } } : {};
  return { ...init, headers, ...tls };
}
