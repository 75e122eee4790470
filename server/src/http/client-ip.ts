import { parseIp } from "../notify/ip-ranges.ts";

/**
 * Which hops in front of the server are trusted to append to X-Forwarded-For
 * (RACKHUNT_TRUSTED_PROXIES): none, the nearest `hops` of them, or those whose address is in one
 * of the ranges (each a 128-bit base and mask; IPv4 as IPv4-mapped IPv6).
 */
export type TrustedProxies = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "ranges"; ranges: { base: bigint; mask: bigint }[] };

const MAX_128 = (1n << 128n) - 1n;
const KEYWORDS: Record<string, string[]> = { loopback: ["127.0.0.0/8", "::1/128"] };

/**
 * Read RACKHUNT_TRUSTED_PROXIES: a hop count (`1`: one reverse proxy in front), or a
 * comma-separated list of addresses and CIDR ranges (`10.0.0.0/8, ::1`, `loopback`), like
 * Express's `trust proxy`. RACKHUNT_TRUST_PROXY=on, the older switch, means one hop.
 * @example parseTrustedProxies("1", undefined); // { kind: "hops", hops: 1 }
 */
export function parseTrustedProxies(raw: string | undefined, legacy: string | undefined): TrustedProxies {
  const legacyOn = legacy !== undefined && ["1", "true", "on", "yes"].includes(legacy.toLowerCase());
  if (legacy && !legacyOn && !["0", "false", "off", "no"].includes(legacy.toLowerCase())) throw new Error(`[config] RACKHUNT_TRUST_PROXY must be on or off, got "${legacy}"`);
  const text = raw?.trim() ?? "";
  if (text !== "" && legacyOn) throw new Error("[config] set RACKHUNT_TRUSTED_PROXIES or RACKHUNT_TRUST_PROXY, not both");
  if (text === "") return legacyOn ? { kind: "hops", hops: 1 } : { kind: "none" };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 32) throw new Error(`[config] RACKHUNT_TRUSTED_PROXIES: at most 32 hops, got ${hops}`);
    return hops === 0 ? { kind: "none" } : { kind: "hops", hops };
  }
  const entries = text.split(",").map((s) => s.trim()).filter(Boolean).flatMap((s) => KEYWORDS[s.toLowerCase()] ?? [s]);
  return { kind: "ranges", ranges: entries.map(parseRange) };
}

/**
 * The client of a request: walking from the socket's peer leftwards through X-Forwarded-For,
 * the first address not added by a trusted hop (the right-most one a client could not forge).
 * Without trusted proxies the header is ignored.
 * @example clientAddress("10.0.0.2", "127.0.0.1, 203.0.113.9", { kind: "hops", hops: 1 }); // "203.0.113.9"
 */
export function clientAddress(peer: string, forwardedFor: string | null, trusted: TrustedProxies): string {
  if (trusted.kind === "none" || !forwardedFor) return peer;
  const chain = [peer, ...forwardedFor.split(",").map((s) => s.trim()).filter(Boolean).reverse()];
  for (let i = 0; i < chain.length - 1; i++) {
    if (!isTrusted(chain[i]!, i, trusted)) return chain[i]!;
  }
  // Every hop trusted: the left-most address is the client. A malformed one stays a bounded key.
  return chain[chain.length - 1]!.slice(0, 64);
}

/**
 * Addresses of callers behind in-process requests (an MCP tool call is replayed into the app
 * without a socket): whoever builds such a request records its caller's address here.
 */
export const inProcessCaller = new WeakMap<Request, string>();

/** What Bun's server tells about a request's socket. */
export type SocketInfo = { requestIP(r: Request): { address: string } | null } | null | undefined;

/**
 * The one way the server learns a caller's address, for every use (rate limits, registration
 * limit, metering, /metrics, MCP): the in-process caller, else the socket and trusted proxies.
 * @example const ip = requestClientIp(request, server, config.trustedProxies);
 */
export function requestClientIp(request: Request, server: SocketInfo, trusted: TrustedProxies): string {
  const inProcess = inProcessCaller.get(request);
  if (inProcess) return inProcess;
  const peer = server?.requestIP(request)?.address ?? "local";
  return clientAddress(peer, request.headers.get("x-forwarded-for"), trusted);
}

// --- Internal helpers ---

function parseRange(entry: string): { base: bigint; mask: bigint } {
  const [address = "", bitsText] = entry.split("/");
  const value = parseIp(address);
  const v4 = !address.includes(":");
  const width = v4 ? 32 : 128;
  const bits = bitsText === undefined ? width : /^\d+$/.test(bitsText) ? Number(bitsText) : NaN;
  if (value === null || !(bits >= 0 && bits <= width)) {
    throw new Error(`[config] RACKHUNT_TRUSTED_PROXIES: "${entry}" is not a hop count, an IP address or a CIDR range`);
  }
  const prefix = v4 ? bits + 96 : bits;
  const mask = (MAX_128 << BigInt(128 - prefix)) & MAX_128;
  return { base: value & mask, mask };
}

function isTrusted(address: string, index: number, trusted: TrustedProxies): boolean {
  if (trusted.kind === "hops") return index < trusted.hops;
  if (trusted.kind === "none") return false;
  const value = parseIp(address);
  return value !== null && trusted.ranges.some((r) => (value & r.mask) === r.base);
}
