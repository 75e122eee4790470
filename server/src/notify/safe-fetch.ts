import { NotifyError } from "./errors.ts";
import { fetchPinned } from "./pinned-fetch.ts";
import { checkDestination, type GuardOptions } from "./ssrf-guard.ts";

/** Defaults of outbound delivery calls. */
export const DEFAULT_TIMEOUT_MS = 10_000;
export const MAX_REDIRECTS = 3;
/** Response bodies are only read for a short diagnostic; a destination cannot make us buffer more. */
export const MAX_BODY_BYTES = 64 * 1024;

export interface SafeFetchOptions extends GuardOptions {
  /** Whole-call budget (every hop and the body), in milliseconds. */
  timeoutMs?: number;
  maxRedirects?: number;
  /** The underlying fetch; tests and the outbox may pass their own. */
  fetch?: typeof fetch;
}

/** A finished response: status, headers and at most {@link MAX_BODY_BYTES} of body text. */
export interface SafeResponse {
  status: number;
  ok: boolean;
  headers: Headers;
  body: string;
}

/**
 * fetch for user-supplied destinations: every hop (the first and each redirect, at most
 * {@link MAX_REDIRECTS}) passes {@link checkDestination} and is then requested from the very
 * addresses that were checked ({@link fetchPinned}: the name is resolved once per hop), and the
 * whole call, body included, is bounded by a timeout. Network failures and timeouts become
 * retryable {@link NotifyError}s whose messages never carry the URL (it may hold a token).
 *
 * @example
 * const res = await safeFetch("https://ntfy.sh/mytopic", { method: "POST", body: "hi" }, { timeoutMs: 5000 });
 * res.status; // 200
 */
export async function safeFetch(url: string | URL, init: RequestInit = {}, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const doFetch = options.fetch ?? fetch;
  let target = new URL(url);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let request: RequestInit = { ...init };
    for (let hop = 0; ; hop++) {
      const { addresses } = await checkDestination(target, options);
      const response = await fetchPinned(target, addresses, { ...request, redirect: "manual", signal: controller.signal }, doFetch);
      const location = response.headers.get("location");
      if (!isRedirect(response.status) || location === null) {
        return { status: response.status, ok: response.ok, headers: response.headers, body: await readCapped(response) };
      }
      await response.body?.cancel();
      if (hop >= maxRedirects) {
        throw new NotifyError("too_many_redirects", `more than ${maxRedirects} redirects`, { retryable: false });
      }
      const next = new URL(location, target);
      request = redirectedRequest(request, response.status, next.origin !== target.origin);
      target = next;
    }
  } catch (cause) {
    if (cause instanceof NotifyError) throw cause;
    if (controller.signal.aborted) {
      throw new NotifyError("timeout", `destination did not answer within ${timeoutMs} ms`, { retryable: true, cause });
    }
    throw new NotifyError("network_error", `destination unreachable (${networkCode(cause)})`, { retryable: true });
  } finally {
    clearTimeout(timer);
  }
}

// --- Internal helpers ---

function isRedirect(status: number): boolean {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}

/**
 * The fetch standard's rules: 303, and 301/302 after a POST, continue as a GET without body;
 * credentials are not carried to another origin.
 */
function redirectedRequest(init: RequestInit, status: number, crossOrigin: boolean): RequestInit {
  const headers = new Headers(init.headers);
  if (crossOrigin) headers.delete("authorization");
  const method = (init.method ?? "GET").toUpperCase();
  if (status === 303 || ((status === 301 || status === 302) && method === "POST")) {
    headers.delete("content-type");
    return { ...init, method: "GET", body: undefined, headers };
  }
  return { ...init, headers };
}

async function readCapped(response: Response): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < MAX_BODY_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => {});
  const bytes = new Uint8Array(Math.min(size, MAX_BODY_BYTES));
  let offset = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, bytes.length - offset);
    bytes.set(part, offset);
    offset += part.length;
  }
  return new TextDecoder().decode(bytes);
}

/** Only the error code: runtime messages and properties (`path`) can contain the URL. */
function networkCode(cause: unknown): string {
  const code = (cause as { code?: unknown })?.code;
  return typeof code === "string" && /^[A-Za-z_]+$/.test(code) ? code : "network error";
}
