import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Validator } from "@seriousme/openapi-schema-validator";
import { operations } from "@rackhunt/core/api";
import { startApp, type TestServer } from "../../support/server.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startApp({ RACKHUNT_RATE_LIMITS: "off" });
});
afterAll(() => s.stop());

async function validate(doc: unknown) {
  const validator = new Validator();
  const result = await validator.validate(doc as never);
  return { valid: result.valid, errors: JSON.stringify(result.errors ?? null), version: validator.version };
}

describe("OpenAPI documents", () => {
  test("/openapi.json is valid OpenAPI 3.1 and lists every operation with its schemas", async () => {
    const r = await s.fetch("/openapi.json");
    expect(r.status).toBe(200);
    const doc = await r.json();
    const result = await validate(doc);
    expect(result.errors).toBe("null");
    expect(result.valid).toBe(true);
    expect(result.version).toBe("3.1");
    for (const op of Object.values(operations)) {
      const entry = doc.paths[op.path]?.[op.method.toLowerCase()];
      expect(entry, `${op.method} ${op.path}`).toBeDefined();
      expect(entry.operationId).toBe(op.name);
      if (op.body) expect(entry.requestBody.content["application/json"].schema.type).toBe("object");
      if (op.response) expect(entry.responses[String(op.status)].content["application/json"].schema).toBeDefined();
      if (op.auth === "user") {
        expect(entry.security).toEqual([{ bearerAuth: [] }]);
        expect(entry.responses["401"]).toBeDefined();
      }
      if (op.errors.includes(422)) expect(entry.responses["422"].content["application/json"].schema.properties.detail.type).toBe("array");
    }
  });

  test("query bounds survive into the document", async () => {
    const doc = await (await s.fetch("/openapi.json")).json();
    const limit = doc.paths["/hunts"].get.parameters.find((p: { name: string }) => p.name === "limit");
    expect(limit.schema).toMatchObject({ type: "integer", minimum: 1, maximum: 200, default: 50 });
    const create = doc.paths["/hunts"].post.requestBody.content["application/json"].schema;
    expect(create.required).toContain("name");
    expect(create.properties.name).toMatchObject({ type: "string", minLength: 1 });
  });

  test("/api/public/openapi.json is valid and holds only public operations", async () => {
    const doc = await (await s.fetch("/api/public/openapi.json")).json();
    expect((await validate(doc)).valid).toBe(true);
    const publicOps = Object.values(operations).filter((o) => o.publicSpec);
    expect(publicOps.length).toBeGreaterThan(0);
    const listed = Object.values(doc.paths).flatMap((p) => Object.values(p as object)).map((o) => (o as { operationId: string }).operationId);
    expect(listed.sort()).toEqual(publicOps.map((o) => o.name).sort());
    for (const op of Object.values(operations).filter((o) => o.auth === "user")) expect(listed).not.toContain(op.name);
  });
});
