import { ApiError } from "./errors.ts";

/**
 * A Host value: a DNS name (underscores allowed, as container names have them), an IPv4 address
 * or a bracketed IPv6 address, with an optional port.
 */
const HOST = /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_-]*[A-Za-z0-9_])?(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]*[A-Za-z0-9_])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

let lastValidHost: string | null = null;

/**
 * Refuse a request whose Host header is not a host (`a b`, `127.0.0.1:99999`, `[::1`): the
 * request's URL is built from it, and every page and route reads that URL. Without a Host (an
 * in-process request) the URL alone must parse. Links never take their address from Host
 * anyway (RACKHUNT_PUBLIC_URL, else the bound address): this only keeps a client's text from
 * breaking the request.
 * @example hostProblem(new Request("http://localhost/", { headers: { Host: "a b" } })) // the 400
 */
export function hostProblem(request: Request): ApiError | null {
  const host = request.headers.get("host");
  // Clients send the same Host request after request: the last one found valid (its URL parsed
  // too) is not checked again. The rest of the URL is the request's path, which always parses.
  if (host !== null && host === lastValidHost) return null;
  const match = host === null ? null : HOST.exec(host);
  const valid = match ? match[1] === undefined || (Number(match[1]) >= 1 && Number(match[1]) <= 65_535) : host === null;
  if (valid && URL.canParse(request.url)) {
    if (host !== null) lastValidHost = host;
    return null;
  }
  return new ApiError(400, "bad_request", "The Host header must be a host name or address, with an optional port (1-65535).");
}
