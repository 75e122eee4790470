import { describe, expect, test } from "bun:test";
import { BlockedDestinationError, NotifyError, safeFetch } from "../../../server/src/notify/index.ts";
import { aliasHost, deadPort, delayed, type Receiver, useReceivers } from "./helpers/receiver.ts";

const start = useReceivers();

/** A "public" host for redirect tests: judged as a public address, served by a loopback receiver. */
const publicAlias = (receiver: Receiver) => aliasHost("deals.example", receiver, "93.184.216.34");

describe("safeFetch redirects", () => {
  test("a redirect to a loopback address is refused before it is requested", async () => {
    const inner = start();
    const outer = start(() => new Response(null, { status: 302, headers: { location: `${inner.base}/internal` } }));
    const error = await safeFetch("https://deals.example/hook", { method: "POST", body: "x" }, publicAlias(outer)).catch((e) => e);
    expect(error).toBeInstanceOf(BlockedDestinationError);
    expect(error.reason).toBe("loopback");
    expect(outer.requests).toHaveLength(1);
    expect(inner.requests).toHaveLength(0);
  });

  test("a redirect to the metadata address is refused", async () => {
    const outer = start(() => new Response(null, { status: 307, headers: { location: "http://169.254.169.254/latest/meta-data/" } }));
    const error = await safeFetch("https://deals.example/hook", {}, publicAlias(outer)).catch((e) => e);
    expect(error).toBeInstanceOf(BlockedDestinationError);
    expect(error.reason).toBe("metadata");
  });

  test("follows up to 3 hops, re-sending a POST body on 307 and switching to GET on 302", async () => {
    const hops = start((req) => {
      const n = Number(new URL(req.path, "http://x").searchParams.get("n") ?? "0");
      if (n === 0) return new Response(null, { status: 307, headers: { location: "/next?n=1" } });
      if (n === 1) return new Response(null, { status: 302, headers: { location: "/next?n=2" } });
      if (n === 2) return new Response(null, { status: 308, headers: { location: "/next?n=3" } });
      return new Response(`final ${req.method}`);
    });
    const res = await safeFetch(`${hops.base}/start`, { method: "POST", body: "payload" }, { allowPrivate: true });
    expect(res.status).toBe(200);
    expect(res.body).toBe("final GET");
    expect(hops.requests.map((r) => [r.method, r.body])).toEqual([
      ["POST", "payload"],
      ["POST", "payload"],
      ["GET", ""],
      ["GET", ""],
    ]);
  });

  test("a fourth redirect is a permanent too_many_redirects failure", async () => {
    const loop = start(() => new Response(null, { status: 302, headers: { location: "/again" } }));
    const error = await safeFetch(`${loop.base}/`, {}, { allowPrivate: true }).catch((e) => e);
    expect(error).toBeInstanceOf(NotifyError);
    expect(error.code).toBe("too_many_redirects");
    expect(error.retryable).toBe(false);
    expect(loop.requests).toHaveLength(4);
  });

  test("credentials are not carried to another origin", async () => {
    const other = start(() => new Response("ok"));
    const first = start(() => new Response(null, { status: 307, headers: { location: `${other.base}/landing` } }));
    await safeFetch(`${first.base}/`, { headers: { authorization: "Bearer tk_secret" } }, { allowPrivate: true });
    expect(first.requests[0]?.headers.get("authorization")).toBe("Bearer tk_secret");
    expect(other.requests[0]?.headers.get("authorization")).toBeNull();
  });
});

describe("safeFetch failures", () => {
  test("a destination that is down is a retryable network error without the URL in the message", async () => {
    const url = `http://127.0.0.1:${deadPort()}/bot123:SECRET/sendMessage`;
    const error = await safeFetch(url, {}, { allowPrivate: true }).catch((e) => e);
    expect(error).toBeInstanceOf(NotifyError);
    expect(error.code).toBe("network_error");
    expect(error.retryable).toBe(true);
    expect(String(error.message)).not.toContain("SECRET");
  });

  // The answer would come after 2 s: a timeout error proves the 200 ms budget cut it off.
  test("a slow answer past the timeout is a retryable timeout", async () => {
    const slow = start(() => delayed(2_000, () => new Response("late")));
    const error = await safeFetch(slow.base, {}, { allowPrivate: true, timeoutMs: 200 }).catch((e) => e);
    expect(error.code).toBe("timeout");
    expect(error.retryable).toBe(true);
  });

  test("a body that stalls after the headers also hits the timeout", async () => {
    const stalling = start(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode("partial"));
            },
          }),
        ),
    );
    const error = await safeFetch(stalling.base, {}, { allowPrivate: true, timeoutMs: 300 }).catch((e) => e);
    expect(error.code).toBe("timeout");
  });

  test("a huge body is read only up to the cap", async () => {
    const big = start(() => new Response("x".repeat(1_000_000)));
    const res = await safeFetch(big.base, {}, { allowPrivate: true });
    expect(res.body.length).toBe(64 * 1024);
  });
});
