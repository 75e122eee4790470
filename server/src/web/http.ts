import { SafeHtml } from "./jsx/jsx-runtime.ts";

/**
 * Content-Security-Policy of every page: scripts and styles only from this origin (no inline code,
 * so injected markup cannot run), no framing, forms post only here.
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

const SECURITY_HEADERS: Record<string, string> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

/** Options of one cookie the web app sets. */
export interface CookieOptions {
  maxAgeSeconds?: number;
  secure: boolean;
  /** Lax for the session (links from elsewhere arrive signed in); Strict for the sign-in form's token. */
  sameSite?: "Lax" | "Strict";
}

/**
 * A `Set-Cookie` value: HttpOnly always, Path=/, Secure when the site is served over https.
 * @example cookie("rh_session", token, { secure: false, maxAgeSeconds: 3600 })
 */
export function cookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${value}`, "Path=/", "HttpOnly", `SameSite=${options.sameSite ?? "Lax"}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

/** One cookie of the request, or null. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** Response headers every page carries, plus `extra`. */
export function pageHeaders(extra: Record<string, string> = {}): Headers {
  return new Headers({ "Content-Type": "text/html; charset=utf-8", ...SECURITY_HEADERS, ...extra });
}

/** An HTML page response; `private` pages are never stored by caches. */
export function htmlResponse(body: SafeHtml, status = 200, opts: { private?: boolean; headers?: Headers } = {}): Response {
  const headers = opts.headers ?? pageHeaders();
  headers.set("Content-Type", "text/html; charset=utf-8");
  for (const [k, v] of Object.entries(SECURITY_HEADERS)) if (!headers.has(k)) headers.set(k, v);
  headers.set("Cache-Control", opts.private ? "private, no-store" : "no-cache");
  return new Response(`<!doctype html>${body.html}`, { status, headers });
}

/** 303 See Other to a path of this site (after a form post). */
export function redirect(path: string, headers: Headers = new Headers()): Response {
  headers.set("Location", path);
  headers.set("Cache-Control", "no-store");
  return new Response(null, { status: 303, headers });
}

/** A stand-in origin to read a `next` against: what it resolves to must stay on it. */
const HERE = "http://rackhunt.invalid";

/**
 * A `next` parameter made safe: a path of this site, never another origin. It is judged as a
 * browser reads it (the URL parser drops tabs and newlines and reads `\\` as `/`), and the
 * normalised path is what is returned, so what was checked is what the browser gets.
 * @example safeNext("/\t/evil.example/") // "/my/hunts"
 */
export function safeNext(next: string | null | undefined, fallback = "/my/hunts"): string {
  if (!next?.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(next, HERE);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A path that still begins with two slashes would name a host once sent as a Location.
  if (url.origin !== HERE || !path.startsWith("/") || path.startsWith("//")) return fallback;
  return path;
}
