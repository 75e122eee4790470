import type { AnyOperation } from "@rackhunt/core/api";
import fc from "fast-check";
import { arbitraryFor, hostileValue } from "./schema-arbitrary.ts";

/** Keys and ids the fuzzer draws from; keys are replaced when a rotation answers a new one. */
export interface FuzzState {
  keys: { own: string; other: string };
  /** Real ids by path parameter name: the caller's own and another account's. */
  ids: Record<string, { own: string[]; other: string[] }>;
}

export type KeyRole = "own" | "other" | "none" | "wrong" | "malformed";

/** One generated request, small enough to print as a counter-example. */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  role: KeyRole;
  /** Raw body text, or a size to send as a chunked stream of that many bytes. */
  body?: string | { streamBytes: number };
}

/** Lone surrogates become U+FFFD, so encodeURIComponent accepts any generated string. */
const wellFormed = (s: string) => s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");

const BODY_METHODS = new Set(["POST", "PATCH", "PUT", "DELETE"]);

/** Printable ASCII: what an HTTP client can put in a header value. */
const headerText = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 80 });

const pathSegment = fc.oneof(
  fc.uuid(),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }).map((x) => encodeURIComponent(wellFormed(x))),
  fc.constantFrom("%", "%zz", "%c0%af", "..", "%2e%2e", "a%2fb", "0", "-1", "99999999999999999999999", "1e400", "%00", "%F0%9F%98%80", "00000000-0000-0000-0000-000000000000", "ffffffff-ffff-ffff-ffff-ffffffffffff", "a".repeat(3000)),
);

/** A JSON document nested `depth` levels deep (arrays and objects alternating). */
export function deepJson(depth: number): string {
  let open = "";
  let close = "";
  for (let i = 0; i < depth; i++) {
    open += i % 2 ? '{"a":' : "[";
    close = (i % 2 ? "}" : "]") + close;
  }
  return `${open}1${close}`;
}

function bodyArbitrary(op: AnyOperation, maxBodyBytes: number): fc.Arbitrary<string | { streamBytes: number } | undefined> {
  const shaped = op.body ? arbitraryFor(op.body, 0.03).map((x) => JSON.stringify(x) ?? "null") : fc.constant(undefined);
  return fc.oneof(
    { arbitrary: shaped, weight: 12 },
    { arbitrary: hostileValue.map((x) => JSON.stringify(x) ?? "null"), weight: 2 },
    { arbitrary: fc.constantFrom("{", '{"name":', "[1,2", "\u0000", "", "   ", "nul", '{"a":1}garbage', "1e99999", "-", '"\\ud800"', "{\"__proto__\":{\"x\":1}}", "{\"constructor\":{\"prototype\":{}}}"), weight: 2 },
    { arbitrary: fc.string({ unit: "binary", maxLength: 200 }), weight: 1 },
    { arbitrary: fc.constantFrom(deepJson(1000), deepJson(20_000)), weight: 1 },
    { arbitrary: fc.constantFrom(`{"name":"${"x".repeat(maxBodyBytes)}"}`, { streamBytes: maxBodyBytes + 1 }, { streamBytes: maxBodyBytes * 4 }), weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

function queryArbitrary(op: AnyOperation): fc.Arbitrary<string> {
  const known = Object.keys((op.query as { entries?: object } | undefined)?.entries ?? {});
  const shaped = op.query ? arbitraryFor(op.query, 0.15) : fc.constant({});
  const pairs = shaped.map((o) => Object.entries((o ?? {}) as object).map(([k, x]) => [k, typeof x === "string" ? x : JSON.stringify(x) ?? ""] as [string, string]));
  const extra = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...known, "limit", "offset", "__proto__", "constructor"), fc.string({ maxLength: 8 })), fc.oneof(fc.string({ unit: "grapheme", maxLength: 20 }), fc.constantFrom("", "1e400", "-1", "99999999999999999999", "NaN", "0x10", " 5", "5 "))), { maxLength: 3 });
  const raw = fc.constantFrom("", "", "", "&%zz=1", "&limit=%", "&&&", "&=", "&limit", "&limit[]=1", "&offset[a]=2");
  return fc.tuple(pairs, extra, raw).map(([a, b, r]) => {
    const text = [...a, ...b].map(([k, x]) => `${encodeURIComponent(wellFormed(k))}=${encodeURIComponent(wellFormed(x))}`).join("&") + r;
    return text ? `?${text}` : "";
  });
}

/**
 * Requests for one operation: its path with real, foreign or hostile ids; schema-guided and
 * hostile queries and bodies; and every header the pipeline reads, in valid and broken forms.
 */
export function requestArbitrary(op: AnyOperation, state: FuzzState, maxBodyBytes: number): fc.Arbitrary<FuzzRequest> {
  const params = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const paramArb = (name: string) =>
    fc.oneof(
      { arbitrary: fc.constantFrom(...(state.ids[name]?.own.length ? state.ids[name]!.own : ["00000000-0000-4000-8000-000000000000"])), weight: 5 },
      { arbitrary: fc.constantFrom(...(state.ids[name]?.other.length ? state.ids[name]!.other : ["00000000-0000-4000-8000-000000000001"])), weight: 1 },
      { arbitrary: pathSegment, weight: 2 },
    );
  const path = fc.tuple(...params.map(paramArb)).map((vals) => params.reduce((p, name, i) => p.replace(`{${name}}`, vals[i]!), op.path));
  const role = fc.constantFrom<KeyRole>("own", "own", "own", "own", "own", "other", "none", "wrong", "malformed");
  const malformedAuth = fc.oneof(fc.constantFrom("Bearer", "Bearer ", "Basic dXNlcjpwYXNz", "bearer", "Token abc", "Bearer a b c", `Bearer ${"k".repeat(5000)}`), headerText);
  return fc
    .record({
      method: fc.oneof({ arbitrary: fc.constant(op.method), weight: 9 }, { arbitrary: fc.constantFrom("GET", "POST", "PATCH", "DELETE", "PUT"), weight: 1 }),
      path,
      query: queryArbitrary(op),
      role,
      malformedAuth,
      version: fc.oneof({ arbitrary: fc.constant(undefined), weight: 12 }, { arbitrary: fc.constantFrom("v1", "v2", "v3", "", "V2", "2", "v2, v1", "latest"), weight: 3 }),
      contentType: fc.constantFrom("application/json", "application/json", "application/json", undefined, "text/plain", "application/json; charset=utf-16", "multipart/form-data; boundary=x", "application/x-www-form-urlencoded", "application/problem+json"),
      accept: fc.constantFrom(undefined, undefined, "application/json", "application/problem+json", "text/html", "*/*", "application/problem+json;q=0.1, */*"),
      requestId: fc.option(headerText, { freq: 4 }),
      body: bodyArbitrary(op, maxBodyBytes),
    })
    .map((r) => {
      const headers: Record<string, string> = {};
      const key = r.role === "own" ? state.keys.own : r.role === "other" ? state.keys.other : r.role === "wrong" ? "rh_live_0000000000000000000000000000" : null;
      if (key) headers.Authorization = `Bearer ${key}`;
      if (r.role === "malformed") headers.Authorization = r.malformedAuth;
      if (r.version !== undefined) headers["X-API-Version"] = r.version;
      if (r.contentType) headers["Content-Type"] = r.contentType;
      if (r.accept) headers.Accept = r.accept;
      if (r.requestId !== null) headers["X-Request-Id"] = r.requestId;
      const body = BODY_METHODS.has(r.method) ? r.body : undefined;
      return { method: r.method, path: r.path + r.query, headers, role: r.role, body };
    });
}

/**
 * The operation a (method, path) reaches, as the router resolves it: static segments win over
 * parameters (`/hunts/results` before `/hunts/{hunt_id}`); null when no route matches.
 */
export function routeOf(ops: readonly AnyOperation[], method: string, pathAndQuery: string): AnyOperation | null {
  const raw = pathAndQuery.split("?")[0]!;
  const path = raw.length > 1 && raw.endsWith("/") ? raw.slice(0, -1) : raw;
  const matches = ops.filter((o) => o.method === method && new RegExp(`^${o.path.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(path));
  matches.sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0));
  return matches[0] ?? null;
}

/** Send a generated request; a stream body is sent chunked, with no length announced. */
export function send(base: string, req: FuzzRequest): Promise<Response> {
  let body: BodyInit | undefined;
  if (typeof req.body === "string") body = req.body;
  else if (req.body) {
    const total = req.body.streamBytes;
    let sent = 0;
    body = new ReadableStream({
      pull(ctl) {
        if (sent >= total) return ctl.close();
        const n = Math.min(16_384, total - sent);
        sent += n;
        ctl.enqueue(new Uint8Array(n).fill(0x20));
      },
    });
  }
  return fetch(base + req.path, { method: req.method, headers: req.headers, body, redirect: "manual" });
}
