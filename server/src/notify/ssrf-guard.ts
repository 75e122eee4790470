import { BlockedDestinationError } from "./errors.ts";
import { type AddressClass, classifyAddress, PRIVATE_CLASSES, parseIp } from "./ip-ranges.ts";

/** Resolves a host name to every address it has (both families). */
export type Resolver = (hostname: string) => Promise<string[]>;

/** Options of the guard: `allowPrivate` unlocks LAN and loopback, never metadata. */
export interface GuardOptions {
  allowPrivate?: boolean;
  resolver?: Resolver;
}

/** A destination that passed the guard, with the addresses it was checked against. */
export interface CheckedDestination {
  url: URL;
  addresses: string[];
}

/**
 * The default resolver: the system's `getaddrinfo` through `node:dns/promises`, all results.
 *
 * @example
 * await systemResolver("localhost"); // ["127.0.0.1", "::1"]
 */
export const systemResolver: Resolver = async (hostname) => {
  // Loaded on the first lookup: node:dns/promises brings Node's streams, tens of ms at start-up.
  const { lookup } = await import("node:dns/promises");
  return (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);
};

/**
 * Refuse a destination URL whose host is, or resolves to, an address outside the public
 * internet. Every resolved address must pass: one private answer is enough to refuse, since
 * the HTTP client may pick any of them. Cloud metadata, unspecified, multicast and reserved
 * addresses are refused even with `allowPrivate`: no LAN service lives there.
 *
 * @example
 * await checkDestination("https://hooks.slack.com/services/T/B/x"); // ok
 * await checkDestination("http://127.0.0.1:8080/", { allowPrivate: false }); // throws BlockedDestinationError
 */
export async function checkDestination(url: string | URL, options: GuardOptions = {}): Promise<CheckedDestination> {
  const parsed = new URL(url);
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new BlockedDestinationError("scheme", `scheme ${parsed.protocol} is not allowed for delivery`);
  }
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  const resolver = options.resolver ?? systemResolver;
  let addresses: string[];
  if (parseIp(host) !== null) {
    addresses = [host];
  } else {
    try {
      addresses = await resolver(host);
    } catch (cause) {
      throw new BlockedDestinationError("unresolvable", `host ${parsed.hostname} does not resolve (${errorCode(cause)})`);
    }
    if (addresses.length === 0) throw new BlockedDestinationError("unresolvable", `host ${parsed.hostname} has no address`);
  }
  for (const address of addresses) {
    const cls = classifyAddress(address);
    if (!isAllowed(cls, options.allowPrivate ?? false)) {
      throw new BlockedDestinationError(
        cls,
        `host ${parsed.hostname} resolves to a ${cls.replace("_", "-")} address; ` +
          (PRIVATE_CLASSES.has(cls) ? "private destinations are disabled on this server" : "never allowed"),
      );
    }
  }
  return { url: parsed, addresses };
}

// --- Internal helpers ---

function isAllowed(cls: AddressClass, allowPrivate: boolean): boolean {
  return cls === "public" || (allowPrivate && PRIVATE_CLASSES.has(cls));
}

function errorCode(cause: unknown): string {
  return (cause as { code?: string })?.code ?? "lookup failed";
}
