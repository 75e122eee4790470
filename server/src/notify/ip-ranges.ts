/**
 * IP address classification for the SSRF guard. Addresses are parsed into 128-bit integers
 * (IPv4 as IPv4-mapped IPv6) so one CIDR table covers both families, and the IPv4 inside
 * mapped, compatible, NAT64 and 6to4 forms is classified like the plain IPv4 address.
 */

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

// Order matters: the first match wins, so the metadata hosts come before their ranges.
const V4_RANGES: ReadonlyArray<[string, number, AddressClass]> = [
  ["169.254.169.254", 32, "metadata"],
  ["0.0.0.0", 8, "unspecified"],
  ["127.0.0.0", 8, "loopback"],
  ["10.0.0.0", 8, "private"],
  ["172.16.0.0", 12, "private"],
  ["192.168.0.0", 16, "private"],
  ["169.254.0.0", 16, "link_local"],
  ["100.64.0.0", 10, "cgnat"],
  ["192.0.0.0", 24, "reserved"],
  ["198.18.0.0", 15, "reserved"],
  ["224.0.0.0", 4, "multicast"],
  ["240.0.0.0", 4, "reserved"],
];

const V6_RANGES: ReadonlyArray<[string, number, AddressClass]> = [
  ["fd00:ec2::254", 128, "metadata"],
  ["::", 128, "unspecified"],
  ["::1", 128, "loopback"],
  ["fc00::", 7, "private"],
  ["fe80::", 10, "link_local"],
  ["ff00::", 8, "multicast"],
];

/**
 * Classify an IP address literal (IPv4 or IPv6, brackets allowed).
 *
 * @example
 * classifyAddress("10.1.2.3"); // "private"
 * classifyAddress("::ffff:127.0.0.1"); // "loopback"
 * classifyAddress("93.184.216.34"); // "public"
 */
export function classifyAddress(address: string): AddressClass {
  const value = parseIp(address);
  if (value === null) return "reserved";
  const v4 = embeddedIpv4(value);
  if (v4 !== null) return classifyIn(V4_TABLE, v4 | V4_MAPPED_PREFIX);
  return classifyIn(V6_TABLE, value);
}

/**
 * Parse an IP literal into a 128-bit integer (IPv4 becomes `::ffff:a.b.c.d`), or null.
 *
 * @example
 * parseIp("127.0.0.1") === 0xffff7f000001n; // true
 */
export function parseIp(text: string): bigint | null {
  const address = text.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!address.includes(":")) {
    const v4 = parseIpv4(address);
    return v4 === null ? null : v4 | V4_MAPPED_PREFIX;
  }
  return parseIpv6(address);
}

// --- Internal helpers ---

const V4_MAPPED_PREFIX = 0xffffn << 32n;
const MAX_128 = (1n << 128n) - 1n;

type Table = ReadonlyArray<{ base: bigint; mask: bigint; cls: AddressClass }>;

function toTable(ranges: ReadonlyArray<[string, number, AddressClass]>, v4: boolean): Table {
  return ranges.map(([base, bits, cls]) => {
    const prefix = v4 ? bits + 96 : bits;
    const mask = (MAX_128 << BigInt(128 - prefix)) & MAX_128;
    return { base: (parseIp(base) as bigint) & mask, mask, cls };
  });
}

const V4_TABLE = toTable(V4_RANGES, true);
const V6_TABLE = toTable(V6_RANGES, false);

function classifyIn(table: Table, value: bigint): AddressClass {
  for (const { base, mask, cls } of table) if ((value & mask) === base) return cls;
  return "public";
}

/** The IPv4 address carried inside an IPv6 one (mapped, compatible, NAT64, 6to4), or null. */
function embeddedIpv4(value: bigint): bigint | null {
  const low32 = value & 0xffffffffn;
  const high96 = value >> 32n;
  if (high96 === 0xffffn) return low32; // ::ffff:a.b.c.d
  if (high96 === 0n && low32 > 1n) return low32; // ::a.b.c.d (deprecated compatible form)
  if (high96 === 0x64ff9b0000000000000000n) return low32; // 64:ff9b::/96 NAT64
  if (value >> 112n === 0x2002n) return (value >> 80n) & 0xffffffffn; // 2002:AABB:CCDD::/48 6to4
  return null;
}

function parseIpv4(text: string): bigint | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = (value << 8n) | BigInt(Number(part));
  }
  return value;
}

function parseIpv6(text: string): bigint | null {
  let groups: string[];
  const lastColon = text.lastIndexOf(":");
  const tail = text.slice(lastColon + 1);
  let head = text;
  const extra: string[] = [];
  if (tail.includes(".")) {
    const v4 = parseIpv4(tail);
    if (v4 === null) return null;
    extra.push(((v4 >> 16n) & 0xffffn).toString(16), (v4 & 0xffffn).toString(16));
    head = text.slice(0, lastColon + 1) + "0";
  }
  const halves = head.split("::");
  if (halves.length > 2) return null;
  const left = halves[0] ? halves[0].split(":") : [];
  const right = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  if (extra.length) (halves.length === 2 ? right : left).pop();
  const given = left.length + right.length + extra.length;
  if (halves.length === 2) {
    if (given > 7) return null;
    groups = [...left, ...Array(8 - given).fill("0"), ...right, ...extra];
  } else {
    groups = [...left, ...extra];
  }
  if (groups.length !== 8) return null;
  let value = 0n;
  for (const group of groups) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return null;
    value = (value << 16n) | BigInt(Number.parseInt(group, 16));
  }
  return value;
}
