import { InvalidDestinationError } from "./errors.ts";

/** SPEC.md bounds notify_url to 1..500 characters. */
export const MAX_NOTIFY_URL_LENGTH = 500;

/**
 * Parse an http(s) notify_url, refusing the forms no driver accepts: other schemes, embedded
 * credentials (they would travel in logs and redirects), fragments, over-long URLs.
 *
 * @example
 * parseHttpUrl("https://example.com/hook", "webhook").hostname; // "example.com"
 */
export function parseHttpUrl(notifyUrl: string, type: string): URL {
  checkLength(notifyUrl, type);
  let url: URL;
  try {
    url = new URL(notifyUrl);
  } catch {
    throw new InvalidDestinationError(`${type} notify_url is not a URL`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new InvalidDestinationError(`${type} notify_url must be an http(s) URL`);
  }
  if (url.username || url.password) throw new InvalidDestinationError(`${type} notify_url must not contain credentials`);
  if (url.hash) throw new InvalidDestinationError(`${type} notify_url must not contain a #fragment`);
  return url;
}

/**
 * Refuse an empty or over-long notify_url.
 *
 * @example
 * checkLength("mailto:a@b.example", "email"); // no throw
 */
export function checkLength(notifyUrl: string, type: string): void {
  if (notifyUrl.length === 0 || notifyUrl.length > MAX_NOTIFY_URL_LENGTH) {
    throw new InvalidDestinationError(`${type} notify_url must be 1 to ${MAX_NOTIFY_URL_LENGTH} characters`);
  }
}

/**
 * Match a notify_url against a driver's documented form; the captured groups, or an
 * InvalidDestinationError that names the form (never the URL, which may hold a token).
 *
 * @example
 * const [, id, token] = matchForm(url, "discord", /^https:\/\/discord\.com\/api\/webhooks\/(\d+)\/(.+)$/, "https://discord.com/api/webhooks/<id>/<token>");
 */
export function matchForm(notifyUrl: string, type: string, form: RegExp, urlForm: string): string[] {
  checkLength(notifyUrl, type);
  const match = form.exec(notifyUrl);
  if (!match) throw new InvalidDestinationError(`${type} notify_url must look like ${urlForm}`);
  return match.map((group) => group ?? "");
}

/**
 * Keep only the parts of a destination long enough to be worth scrubbing from text: short
 * strings such as "/" would otherwise blank out ordinary words.
 *
 * @example
 * secretParts(["/", "abcdefgh12"]); // ["abcdefgh12"]
 */
export function secretParts(parts: Array<string | null | undefined>): string[] {
  return parts.filter((part): part is string => typeof part === "string" && part.length >= 6);
}

/** An Apprise-style service URL (`gotify://host/token`), parsed as the http(s) URL it stands for. */
export interface ServiceUrl {
  /** `http://host:port` for the plain scheme, `https://…` for its `s` twin. */
  origin: string;
  /** Non-empty path segments, percent-decoded. */
  segments: string[];
  username: string;
  password: string;
  /** The fragment without `#`, percent-decoded ("" when none). */
  fragment: string;
  search: URLSearchParams;
  hostname: string;
}

/**
 * Parse `<scheme>://[user[:pass]@]host[:port]/path…` where `<scheme>` means HTTP and `<scheme>s`
 * HTTPS (Apprise's convention: gotify/gotifys, mmost/mmosts, hassio/hassios, …). Errors name the
 * documented form, never the URL.
 *
 * @example
 * parseServiceUrl("gotifys://push.example/AbCdEf", "gotify", "gotify", "gotify://host/token").origin; // "https://push.example"
 */
export function parseServiceUrl(notifyUrl: string, type: string, scheme: string, urlForm: string, defaultPort?: { http?: number; https?: number }): ServiceUrl {
  checkLength(notifyUrl, type);
  const match = new RegExp(`^${scheme}(s?)://`, "i").exec(notifyUrl);
  const invalid = () => new InvalidDestinationError(`${type} notify_url must look like ${urlForm}`);
  if (!match) throw invalid();
  const secure = match[1] !== "";
  let url: URL;
  try {
    url = new URL(`${secure ? "https" : "http"}://${notifyUrl.slice(match[0].length)}`);
  } catch {
    throw invalid();
  }
  if (!url.hostname) throw invalid();
  // The URL parser drops a written default port (":443"): read the authority to tell "given" from "absent".
  const authority = notifyUrl.slice(match[0].length).split(/[/?#]/)[0] ?? "";
  const portGiven = /:\d*$/.test(authority.slice(authority.lastIndexOf("@") + 1).replace(/^\[[^\]]*\]/, ""));
  const port = portGiven ? url.port : String((secure ? defaultPort?.https : defaultPort?.http) ?? "");
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      throw invalid();
    }
  };
  return {
    origin: `${url.protocol}//${url.hostname.includes(":") && !url.hostname.startsWith("[") ? `[${url.hostname}]` : url.hostname}${port && !isDefaultPort(secure, port) ? `:${port}` : ""}`,
    segments: url.pathname.split("/").filter(Boolean).map(decode),
    username: decode(url.username),
    password: decode(url.password),
    fragment: decode(url.hash.slice(1)),
    search: url.searchParams,
    hostname: url.hostname,
  };
}

function isDefaultPort(secure: boolean, port: string): boolean {
  return (secure && port === "443") || (!secure && port === "80");
}
