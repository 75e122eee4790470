import assert from "node:assert/strict";
import { describe, it } from "node:test";
import * as v from "valibot";
import { defineOperation, operations } from "../../../packages/core/src/api/index.ts";
import { buildRequest, inputLayout, RackhuntApiError } from "../../../packages/core/src/client/index.ts";

const ID = "0b6f3e2a-5c1d-4e8f-9a7b-2c3d4e5f6a7b";
const opts = { baseUrl: "http://api.test/" };

// An operation whose body names clash with its path and query names: the body must be nested.
const clashing = defineOperation({
  name: "clash",
  method: "POST",
  path: "/things/{id}",
  summary: "s",
  description: "d",
  tag: "t",
  auth: "public",
  params: v.object({ id: v.string() }),
  query: v.object({ dry: v.optional(v.boolean()) }),
  body: v.object({ id: v.string(), note: v.string() }),
});
// A body that is not an object (a list) cannot be flattened either.
const listBody = defineOperation({ name: "bulk", method: "POST", path: "/bulk", summary: "s", description: "d", tag: "t", auth: "user", body: v.array(v.string()) });

describe("inputLayout", () => {
  it("flattens an object body beside path parameters", () => {
    const layout = inputLayout(operations.update_hunt);
    assert.deepEqual(layout.path, ["hunt_id"]);
    assert.equal(layout.body, "flat");
    assert.ok(layout.bodyKeys.includes("name") && layout.bodyKeys.includes("paused_until"));
  });

  it("reads query names and finds the object inside a piped body schema", () => {
    assert.deepEqual(inputLayout(operations.list_hunts), { path: [], query: ["limit", "offset"], body: "none", bodyKeys: [] });
    const piped = defineOperation({ ...listBody, name: "piped", body: v.pipe(v.unknown(), v.strictObject({ a: v.string() })) });
    assert.deepEqual(inputLayout(piped).bodyKeys, ["a"]);
  });

  it("nests the body under `body` when names clash or it is not an object", () => {
    assert.equal(inputLayout(clashing).body, "nested");
    assert.equal(inputLayout(listBody).body, "nested");
  });
});

describe("buildRequest", () => {
  it("substitutes and encodes path parameters and sends no body for a GET", async () => {
    const req = buildRequest(operations.get_hunt, { hunt_id: "a b/c" }, opts);
    assert.equal(req.method, "GET");
    assert.equal(req.url, "http://api.test/hunts/a%20b%2Fc");
    assert.equal(req.body, null);
    assert.equal(req.headers.get("accept"), "application/json");
    assert.equal(req.headers.get("authorization"), null);
  });

  it("puts query arguments in the query string, skipping null and undefined", () => {
    const req = buildRequest(operations.list_hunts, { limit: 5, offset: undefined }, opts);
    assert.equal(req.url, "http://api.test/hunts?limit=5");
    const many = buildRequest(defineOperation({ ...operations.list_hunts, query: v.object({ tag: v.array(v.string()), x: v.nullable(v.string()) }) }), { tag: ["a", "b"], x: null }, opts);
    assert.equal(new URL(many.url).search, "?tag=a&tag=b");
  });

  it("sends the flat body fields (and unknown names, for the server to judge) as JSON with the key", async () => {
    const req = buildRequest(operations.update_hunt, { hunt_id: ID, name: "n", active: false, extra: 1 }, { ...opts, apiKey: "rh_k" });
    assert.equal(req.method, "PATCH");
    assert.equal(req.url, `http://api.test/hunts/${ID}`);
    assert.equal(req.headers.get("authorization"), "Bearer rh_k");
    assert.equal(req.headers.get("content-type"), "application/json");
    assert.deepEqual(await req.json(), { name: "n", active: false, extra: 1 });
  });

  it("sends a nested body as given, with path and query from their own names", async () => {
    const req = buildRequest(clashing, { id: "p1", dry: true, body: { id: "b1", note: "x" } }, opts);
    assert.equal(req.url, "http://api.test/things/p1?dry=true");
    assert.deepEqual(await req.json(), { id: "b1", note: "x" });
    assert.deepEqual(await buildRequest(listBody, { body: ["a"] }, opts).json(), ["a"]);
  });

  it("sends `{}` for a flat body with no fields, so the server validates required ones", async () => {
    assert.deepEqual(await buildRequest(operations.create_hunt, {}, opts).json(), {});
  });

  it("refuses a missing path parameter with a 422 RackhuntApiError in the SPEC shape", () => {
    assert.throws(
      () => buildRequest(operations.delete_hunt, {}, opts),
      (err: unknown) => {
        assert.ok(err instanceof RackhuntApiError);
        assert.equal(err.status, 422);
        assert.equal(err.code, "validation_error");
        assert.deepEqual(err.issues, [{ loc: ["path", "hunt_id"], msg: "Field required", type: "missing", input: null }]);
        return true;
      },
    );
  });

  it("keeps caller headers and lets them set Accept", () => {
    const req = buildRequest(operations.get_account, undefined, { ...opts, headers: { "X-API-Version": "v1", Accept: "application/problem+json" } });
    assert.equal(req.headers.get("x-api-version"), "v1");
    assert.equal(req.headers.get("accept"), "application/problem+json");
  });
});
