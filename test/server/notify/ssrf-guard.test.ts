import { describe, expect, test } from "bun:test";
import { BlockedDestinationError, checkDestination, classifyAddress, parseIp } from "../../../server/src/notify/index.ts";

const BLOCKED_WHEN_PRIVATE_OFF: Array<[string, string]> = [
  ["127.0.0.1", "loopback"],
  ["127.255.0.9", "loopback"],
  ["10.0.0.1", "private"],
  ["172.16.5.4", "private"],
  ["172.31.255.255", "private"],
  ["192.168.1.10", "private"],
  ["169.254.10.1", "link_local"],
  ["100.64.0.1", "cgnat"],
  ["100.127.255.254", "cgnat"],
  ["::1", "loopback"],
  ["fc00::1", "private"],
  ["fd12:3456::1", "private"],
  ["fe80::1", "link_local"],
  ["::ffff:127.0.0.1", "loopback"],
  ["::ffff:7f00:1", "loopback"],
  ["::ffff:10.1.2.3", "private"],
  ["64:ff9b::a00:1", "private"],
  ["2002:c0a8:0101::1", "private"],
];

const ALWAYS_BLOCKED: Array<[string, string]> = [
  ["169.254.169.254", "metadata"],
  ["fd00:ec2::254", "metadata"],
  ["::ffff:169.254.169.254", "metadata"],
  ["0.0.0.0", "unspecified"],
  ["::", "unspecified"],
  ["::ffff:0:0", "unspecified"],
  ["224.0.0.1", "multicast"],
  ["ff02::1", "multicast"],
  ["255.255.255.255", "reserved"],
];

// Not global unicast: documentation, benchmarking, deprecated, discard-only and translation ranges.
// None is a LAN either, so they stay refused when private destinations are allowed.
const RESERVED = [
  "192.0.2.10",
  "198.51.100.7",
  "203.0.113.9",
  "198.18.0.1",
  "198.19.255.254",
  "192.0.0.8",
  "192.88.99.1",
  "240.0.0.1",
  "2001:db8::1",
  "2001:db8:ffff::1",
  "fec0::1",
  "100::1",
  "2001:2::1",
  "3fff::1",
  "4000::1",
  "::ffff:8.8.8.8",
  "::ffff:0:8.8.8.8",
  "64:ff9b::808:808",
  "2002:808:808::1",
  "2001:0:4136:e378:8000:63bf:3fff:fdd2",
  "::8.8.8.8",
];

const PUBLIC = ["93.184.216.34", "1.1.1.1", "172.32.0.1", "100.128.0.1", "192.169.0.1", "198.20.0.1", "2606:4700:4700::1111", "2a00:1450:4001:80b::200e"];

describe("classifyAddress", () => {
  test.each([...BLOCKED_WHEN_PRIVATE_OFF, ...ALWAYS_BLOCKED])("%s is %s", (address, cls) => {
    expect(classifyAddress(address)).toBe(cls as never);
  });
  test.each(RESERVED)("%s is reserved: not a global unicast address", (address) => {
    expect(classifyAddress(address)).toBe("reserved");
  });
  test.each(PUBLIC)("%s is public", (address) => {
    expect(classifyAddress(address)).toBe("public");
  });
  test("parses the IPv4 forms into one 128-bit value", () => {
    expect(parseIp("127.0.0.1")).toBe(parseIp("::ffff:7f00:0001"));
    expect(parseIp("1:2:3:4:5:6:7:8")).toBe(0x00010002000300040005000600070008n);
    expect(parseIp("1::8")).toBe(0x00010000000000000000000000000008n);
    for (const bad of ["1.2.3", "256.1.1.1", "1:2:3:4:5:6:7:8:9", "1::2::3", "x::1", ""]) expect(parseIp(bad)).toBeNull();
  });
});

describe("checkDestination", () => {
  const literal = (ip: string) => (ip.includes(":") ? `http://[${ip}]/hook` : `http://${ip}/hook`);

  test.each(BLOCKED_WHEN_PRIVATE_OFF)("refuses %s (%s) unless private destinations are allowed", async (ip, cls) => {
    const refused = await checkDestination(literal(ip)).catch((error) => error);
    expect(refused).toBeInstanceOf(BlockedDestinationError);
    expect(refused.reason).toBe(cls);
    const allowed = await checkDestination(literal(ip), { allowPrivate: true });
    expect(allowed.addresses.map(parseIp)).toEqual([parseIp(ip)]);
  });

  test.each(ALWAYS_BLOCKED)("refuses %s (%s) even with allowPrivate", async (ip, cls) => {
    const refused = await checkDestination(literal(ip), { allowPrivate: true }).catch((error) => error);
    expect(refused).toBeInstanceOf(BlockedDestinationError);
    expect(refused.reason).toBe(cls);
  });

  test.each(RESERVED)("refuses %s even with allowPrivate: it is no LAN address either", async (ip) => {
    const refused = await checkDestination(literal(ip), { allowPrivate: true }).catch((error) => error);
    expect(refused).toBeInstanceOf(BlockedDestinationError);
    expect(refused.reason).toBe("reserved");
  });

  test.each([["127.0.0.1"], ["10.0.0.1"], ["169.254.169.254"], ["::1"], ["2001:db8::5"], ["192.0.2.1"]])("refuses a name resolving to %s", async (ip) => {
    const resolver = async (host: string) => (host === "rebind.attacker.example" ? [ip] : []);
    const refused = await checkDestination("https://rebind.attacker.example/x", { resolver }).catch((error) => error);
    expect(refused).toBeInstanceOf(BlockedDestinationError);
    expect(refused.message).toContain("rebind.attacker.example");
    expect(refused.message).not.toContain("/x");
  });

  test("one private address among public ones is enough to refuse", async () => {
    const resolver = async () => ["93.184.216.34", "10.0.0.7"];
    await expect(checkDestination("https://mixed.example/", { resolver })).rejects.toThrow(BlockedDestinationError);
  });

  test("a name resolving to public addresses passes with what it resolved to", async () => {
    const resolver = async () => ["93.184.216.34", "2606:2800:220:1::1"];
    const checked = await checkDestination("https://deals.example/hook", { resolver });
    expect(checked.addresses).toEqual(["93.184.216.34", "2606:2800:220:1::1"]);
    expect(checked.url.hostname).toBe("deals.example");
  });

  test("the system resolver sees localhost as loopback", async () => {
    const refused = await checkDestination("http://localhost:9/").catch((error) => error);
    expect(refused).toBeInstanceOf(BlockedDestinationError);
    expect(refused.reason).toBe("loopback");
  });

  test("unresolvable names and other schemes are refused", async () => {
    const resolver = async () => {
      throw Object.assign(new Error("nope"), { code: "ENOTFOUND" });
    };
    await expect(checkDestination("https://nowhere.invalid/", { resolver })).rejects.toThrow("does not resolve");
    await expect(checkDestination("file:///etc/passwd", { allowPrivate: true })).rejects.toThrow("scheme");
    await expect(checkDestination("ftp://93.184.216.34/")).rejects.toThrow("scheme");
  });
});
