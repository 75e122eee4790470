import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { createClient, RackhuntApiError } from "../../../packages/core/src/client/index.ts";

// A stand-in server: a web-standard handler answering through the client's `fetch` option, so
// the same test runs under Bun and Deno without opening ports or network permissions.
function serve(handler: (req: Request) => Response | Promise<Response>) {
  const seen: Request[] = [];
  const fetch = async (req: Request) => {
    seen.push(req.clone());
    return handler(req);
  };
  return { fetch, seen };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

const ID = "0b6f3e2a-5c1d-4e8f-9a7b-2c3d4e5f6a7b";

describe("createClient", () => {
  it("has one method per operation, named like it", () => {
    const client = createClient({ baseUrl: "http://x" });
    for (const name of ["list_hunts", "create_hunt", "get_hunt", "update_hunt", "delete_hunt", "get_entitlements", "healthz"]) assert.equal(typeof (client as Record<string, unknown>)[name], "function");
  });

  it("sends the operation's request with the key and resolves to the parsed body", async () => {
    const hunts = [{ id: ID, name: "x" }];
    const srv = serve(() => json(hunts));
    const client = createClient({ baseUrl: "http://rh.test", apiKey: "rh_key", fetch: srv.fetch, headers: { "X-API-Version": "v2" } });
    const out = await client.list_hunts({ limit: 2 });
    assert.deepEqual(out, hunts);
    assert.equal(srv.seen[0]!.url, "http://rh.test/hunts?limit=2");
    assert.equal(srv.seen[0]!.headers.get("authorization"), "Bearer rh_key");
    assert.equal(srv.seen[0]!.headers.get("x-api-version"), "v2");
  });

  it("resolves a 204 to undefined", async () => {
    const srv = serve(() => new Response(null, { status: 204 }));
    const out = await createClient({ baseUrl: "http://rh.test", fetch: srv.fetch }).delete_hunt({ hunt_id: ID });
    assert.equal(out, undefined);
    assert.equal(srv.seen[0]!.method, "DELETE");
  });

  it("rejects a 422 with the validation issues", async () => {
    const issues = [{ loc: ["body", "name"], msg: "Field required", type: "missing", input: null }];
    const srv = serve(() => json({ detail: issues }, 422));
    const err = await createClient({ baseUrl: "http://rh.test", fetch: srv.fetch })
      .create_hunt({ name: "", config: {} })
      .catch((e: unknown) => e);
    assert.ok(err instanceof RackhuntApiError);
    assert.equal(err.status, 422);
    assert.equal(err.code, "validation_error");
    assert.deepEqual(err.issues, issues);
  });

  it("rejects a standard error with its code, detail and headers", async () => {
    const srv = serve(() => json({ detail: "Rate limit exceeded; retry later", code: "rate_limited" }, 429, { "Retry-After": "7" }));
    const err = await createClient({ baseUrl: "http://rh.test", fetch: srv.fetch })
      .get_entitlements()
      .catch((e: unknown) => e);
    assert.ok(err instanceof RackhuntApiError);
    assert.deepEqual([err.status, err.code, err.detail, err.issues], [429, "rate_limited", "Rate limit exceeded; retry later", null]);
    assert.equal(err.headers.get("retry-after"), "7");
    assert.match(err.message, /429 rate_limited/);
  });

  it("rejects problem details with their code and detail", async () => {
    const body = { type: "https://rackhunt.dev/problems/payment-required", title: "Payment Required", status: 402, detail: "Pay 0.01 USD", code: "payment_required" };
    const srv = serve(() => new Response(JSON.stringify(body), { status: 402, headers: { "Content-Type": "application/problem+json" } }));
    const err = (await createClient({ baseUrl: "http://rh.test", fetch: srv.fetch })
      .healthz()
      .catch((e: unknown) => e)) as RackhuntApiError;
    assert.deepEqual([err.status, err.code, err.detail], [402, "payment_required", "Pay 0.01 USD"]);
    assert.deepEqual(err.body, body);
  });

  it("rejects a non-JSON error page with a code from its status and its text", async () => {
    const srv = serve(() => new Response("Bad gateway", { status: 502 }));
    const err = (await createClient({ baseUrl: "http://rh.test", fetch: srv.fetch })
      .get_account()
      .catch((e: unknown) => e)) as RackhuntApiError;
    assert.deepEqual([err.status, err.code, err.detail], [502, "internal_error", "Bad gateway"]);
  });

  it("rejects a missing path parameter before sending anything", async () => {
    const srv = serve(() => json({}));
    const client = createClient({ baseUrl: "http://rh.test", fetch: srv.fetch });
    await assert.rejects(() => client.get_hunt({} as never), RackhuntApiError);
    assert.equal(srv.seen.length, 0);
  });

  it("passes an AbortSignal through", async () => {
    const ctrl = new AbortController();
    const srv = serve((req) => {
      assert.equal(req.signal.aborted, true);
      return json([]);
    });
    ctrl.abort();
    await createClient({ baseUrl: "http://rh.test", fetch: srv.fetch }).list_hunts({}, { signal: ctrl.signal });
  });
});
