/**
 * IP address classification for the SSRF guard. Which ranges are special is ipaddr.js's
 * `range()` (a maintained table of the IANA special-purpose registries), not a list of our own:
 * a destination must be global unicast, and every range the library names is something else.
 */
import ipaddr from "ipaddr.js";

/** Why an address is not a public unicast destination. */
export type AddressClass =
  | "public"
  | "loopback"
  | "private"
  | "link_local"
  | "cgnat"
  | "metadata"
  | "unspecified"
  | "multicast"
  | "reserved";

/** Classes a self-hoster may unlock with `allowPrivate` (a LAN, a box on the same host). */
export const PRIVATE_CLASSES: ReadonlySet<AddressClass> = new Set(["loopback", "private", "link_local", "cgnat"]);

/** Cloud metadata services: inside link-local or unique-local ranges, never a LAN service. */
const METADATA = new Set(["169.254.169.254", "fd00:ec2::254"]);

/**
 * ipaddr.js range names that map onto a class of ours; every other name (documentation,
 * benchmarking, reserved, broadcast, discard, AS112, AMT, ORCHID, segment routing,
 * deprecated site-local, Teredo, …) is "reserved". "unicast" is the library's answer for an
 * address in no special range.
 */
const RANGE_CLASS: Readonly<Record<string, AddressClass>> = {
  unicast: "public",
  unspecified: "unspecified",
  loopback: "loopback",
  private: "private",
  uniqueLocal: "private",
  linkLocal: "link_local",
  carrierGradeNat: "cgnat",
  multicast: "multicast",
};

/**
 * Classify an IP address literal (IPv4 or IPv6, brackets and a zone allowed). An IPv4 address
 * carried inside IPv6 (mapped, translated, NAT64, 6to4) is judged by that IPv4 address, except
 * that it is never public: a global destination is reached by its own address.
 *
 * @example
 * classifyAddress("10.1.2.3"); // "private"
 * classifyAddress("::ffff:127.0.0.1"); // "loopback"
 * classifyAddress("192.0.2.1"); // "reserved" (documentation)
 * classifyAddress("93.184.216.34"); // "public"
 */
export function classifyAddress(address: string): AddressClass {
  const ip = parseAddress(address);
  if (ip === null) return "reserved";
  if (METADATA.has(ip.toString())) return "metadata";
  if (ip.kind() === "ipv6") {
    const v6 = ip as ipaddr.IPv6;
    const v4 = embeddedIpv4(v6);
    if (v4 !== null) {
      const cls = classifyAddress(v4.toString());
      return cls === "public" ? "reserved" : cls;
    }
    // Global unicast is 2000::/3; ipaddr.js answers "unicast" for unassigned space outside it too.
    if (v6.range() === "unicast" && !v6.match(GLOBAL_V6)) return "reserved";
  }
  return RANGE_CLASS[ip.range()] ?? "reserved";
}

/**
 * Parse an IP literal into a 128-bit integer (IPv4 becomes `::ffff:a.b.c.d`), or null. IPv4 must
 * be four decimal parts: the shorthand forms ("127.1", "0x7f.1") are not addresses here.
 *
 * @example
 * parseIp("127.0.0.1") === 0xffff7f000001n; // true
 */
export function parseIp(text: string): bigint | null {
  const ip = parseAddress(text);
  if (ip === null) return null;
  const bytes = ip.kind() === "ipv4" ? [...V4_MAPPED_BYTES, ...ip.toByteArray()] : ip.toByteArray();
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}

// --- Internal helpers ---

const V4_MAPPED_BYTES = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff];
const GLOBAL_V6 = ipaddr.IPv6.parseCIDR("2000::/3");
const NAT64 = ipaddr.IPv6.parseCIDR("64:ff9b::/96");
const TRANSLATED = ipaddr.IPv6.parseCIDR("::ffff:0:0:0/96");
const SIX_TO_FOUR = ipaddr.IPv6.parseCIDR("2002::/16");

function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const address = text.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (ipaddr.IPv4.isValidFourPartDecimal(address)) return ipaddr.IPv4.parse(address);
  if (address.includes(":") && ipaddr.IPv6.isValid(address)) return ipaddr.IPv6.parse(address);
  return null;
}

/** The IPv4 address an IPv6 one carries (mapped, translated, NAT64, 6to4), or null. */
function embeddedIpv4(ip: ipaddr.IPv6): ipaddr.IPv4 | null {
  const bytes = ip.toByteArray();
  if (ip.isIPv4MappedAddress() || ip.match(TRANSLATED) || ip.match(NAT64)) return new ipaddr.IPv4(bytes.slice(12));
  if (ip.match(SIX_TO_FOUR)) return new ipaddr.IPv4(bytes.slice(2, 6));
  return null;
}
