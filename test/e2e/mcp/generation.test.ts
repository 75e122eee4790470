import { describe, expect, test } from "bun:test";
import { defineOperation, operations, type AnyOperation } from "@rackhunt/core/api";
import * as v from "valibot";
import { callOperation, toolOf, toolsOf } from "../../../server/src/mcp/index.ts";
import { toolError } from "./helpers.ts";

// Rows other features will add look like these: the generator must handle any of them.
const AGENT = { title: "T", readOnly: true, destructive: false, idempotent: true, openWorld: false };
const clash = defineOperation({
  name: "clash",
  method: "POST",
  path: "/things/{id}",
  summary: "s",
  description: "Does a thing.",
  tag: "t",
  auth: "paid",
  params: v.object({ id: v.string() }),
  query: v.object({ dry: v.optional(v.boolean()) }),
  body: v.object({ id: v.string(), note: v.string() }),
  response: v.string(),
  agent: AGENT,
});
const prices = defineOperation({
  name: "list_prices",
  method: "GET",
  path: "/api/public/prices",
  summary: "s",
  description: "Categories with counts.",
  tag: "t",
  auth: "public",
  query: v.object({ category: v.optional(v.string()) }),
  response: v.array(v.object({ category: v.string(), count: v.number() })),
  agent: AGENT,
});

describe("tool generation from arbitrary rows", () => {
  test("a body whose names clash with the path is nested under `body`, and required", () => {
    const tool = toolOf(clash);
    expect(Object.keys(tool.inputSchema.properties!)).toEqual(["id", "dry", "body"]);
    expect(tool.inputSchema.required).toEqual(["id", "body"]);
    expect((tool.inputSchema.properties!.body as { required: string[] }).required).toEqual(["id", "note"]);
    expect(tool.description).toContain("`body` argument");
    expect(tool.description).toContain("Paid per query");
  });

  test("output schemas are always objects: lists as {items}, scalars as {value}", () => {
    expect(toolOf(prices).outputSchema).toMatchObject({ type: "object", required: ["items"], properties: { items: { type: "array" } } });
    expect(toolOf(clash).outputSchema).toEqual({ type: "object", properties: { value: { type: "string" } }, required: ["value"] });
    expect(toolOf(prices).inputSchema).toEqual({ type: "object", properties: { category: { type: "string" } }, additionalProperties: false });
    expect(toolOf(prices).description).toContain("works without an API key");
  });

  test("only rows with `agent` become tools, and names must be valid tool names", () => {
    expect(toolsOf([operations.healthz, prices]).map((t) => t.name)).toEqual(["list_prices"]);
    expect(() => toolOf(operations.healthz)).toThrow(/not exposed/);
    expect(() => toolsOf([{ ...prices, name: "bad.name" } as AnyOperation])).toThrow(/not a valid tool name/);
  });

  test("results are wrapped to match the output schema; the REST request is built from the arguments", async () => {
    const seen: Request[] = [];
    const dispatch = async (r: Request) => {
      seen.push(r);
      return Response.json(r.url.includes("prices") ? [{ category: "hdd", count: 3 }] : "fine");
    };
    const list = await callOperation(prices, { category: "hdd" }, { dispatch });
    expect(list.structuredContent).toEqual({ items: [{ category: "hdd", count: 3 }] });
    expect(seen[0]!.url).toBe("http://localhost/api/public/prices?category=hdd");
    const scalar = await callOperation(clash, { id: "x", dry: true, body: { id: "y", note: "n" } }, { dispatch, apiKey: `rh_${"a".repeat(43)}` });
    expect(scalar.structuredContent).toEqual({ value: "fine" });
    expect(seen[1]!.url).toBe("http://localhost/things/x?dry=true");
    expect(await seen[1]!.json()).toEqual({ id: "y", note: "n" });
    expect(seen[1]!.headers.get("authorization")).toBe(`Bearer rh_${"a".repeat(43)}`);
  });

  test("a dispatch that throws becomes a tool error, not a crash", async () => {
    const result = await callOperation(prices, {}, { dispatch: async () => Promise.reject(new Error("db closed")) });
    expect(toolError(result)).toEqual({ status: 500, body: { detail: "Internal server error", code: "internal_error" } });
    expect(JSON.stringify(result.content)).not.toContain("db closed");
  });
});
