/**
 * The authorization matrix, generated from the operations table: every `user` operation refuses
 * no key, a wrong key, a malformed header and a revoked key with 401, and answers 404 for another
 * account's hunts and channels without touching them; `public` operations never ask for a key;
 * `paid` operations ask for payment (402) from a caller who brings none.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { operations, type AnyOperation } from "@rackhunt/core/api";
import fc from "fast-check";
import * as v from "valibot";
import { testResolver } from "../../server/channels/helpers.ts";
import { arbitraryFor } from "../../fuzz/schema-arbitrary.ts";
import { sharedIds } from "../../fuzz/shared-ids.ts";
import { startApp } from "../../support/server.ts";
import { EPYC_HUNT, startScanningServer } from "../hunts/helpers.ts";
import { pickComponents, seedObservations } from "../payments/support.ts";

const ALL: AnyOperation[] = Object.values(operations);
const UNKNOWN_KEY = `rh_${"A".repeat(43)}`;
/** Path parameters naming something an account owns. */
const PER_ACCOUNT = ["hunt_id", "channel_id"];

let env: Awaited<ReturnType<typeof startScanningServer>>;
let alice: string;
let bob: string;
/** Bob's resources by path parameter name. */
const bobs: Record<string, string> = {};
const alices: Record<string, string> = {};

async function seed(key: string, into: Record<string, string>) {
  const h = await env.s.fetch("/hunts", { method: "POST", key, json: EPYC_HUNT });
  expect(h.status).toBe(201);
  into.hunt_id = (await h.json()).id;
  const c = await env.s.fetch("/users/me/channels", { method: "POST", key, json: { label: "matrix", channel_type: "webhook", notify_url: "https://hooks.example.com/m" } });
  expect(c.status).toBe(201);
  into.channel_id = (await c.json()).id;
}

/** A body the operation's schema accepts, found by sampling its schema-guided arbitrary. */
function validBody(op: AnyOperation): string | undefined {
  if (!op.body) return undefined;
  const found = fc.sample(arbitraryFor(op.body, 0), { numRuns: 200, seed: 7 }).find((x) => v.is(op.body!, x));
  if (found === undefined) throw new Error(`no valid body found for ${op.name}`);
  return JSON.stringify(found);
}

function pathFor(op: AnyOperation, ids: Record<string, string>): string | null {
  let missing = false;
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (!ids[name]) missing = true;
    return ids[name] ?? "00000000-0000-4000-8000-000000000000";
  });
  return missing ? null : path;
}

function call(op: AnyOperation, path: string, authorization: string | null) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (authorization !== null) headers.Authorization = authorization;
  return env.s.fetch(path, { method: op.method, headers, body: validBody(op) });
}

/** What Bob can see of his own things, to prove Alice's attempts changed nothing. */
async function bobView() {
  const hunt = await (await env.s.fetch(`/hunts/${bobs.hunt_id}`, { key: bob })).json();
  const channels = await (await env.s.fetch("/users/me/channels", { key: bob })).json();
  return JSON.stringify({ hunt, channels });
}

beforeAll(async () => {
  env = await startScanningServer(undefined, { RACKHUNT_SECRET_KEY: "matrix-secret-key-material-0123456789abcdef", RACKHUNT_PAYMENTS: "local", RACKHUNT_MPP_SECRET: "matrix-mpp-secret-at-least-32-bytes-long" }, startApp);
  env.s.app.services.notify.resolver = testResolver;
  env.s.app.services.notify.fetch = (async () => new Response("{}")) as unknown as typeof fetch;
  alice = await env.s.user("alice@example.com", { tier: "lifetime" });
  bob = await env.s.user("bob@example.com", { tier: "lifetime" });
  await seed(alice, alices);
  for (const [name, ids] of Object.entries(sharedIds(env.s.app.services.catalog))) alices[name] = ids[0]!;
  // A component with a trusted benchmark: only those are charged for (an untrusted answer is free).
  const trusted = pickComponents(env.s).trusted;
  seedObservations(env.s, trusted.id, 12, 100);
  alices.component_id = trusted.id;
  alices.category = trusted.category;
  await seed(bob, bobs);
});
afterAll(() => env.stop());

const userOps = ALL.filter((o) => o.auth === "user");

describe("every user operation refuses callers without a valid key", () => {
  for (const op of userOps) {
    test(`${op.name}: no key, unknown key, malformed header → 401 unauthorized`, async () => {
      const path = pathFor(op, alices) ?? op.path;
      for (const authorization of [null, `Bearer ${UNKNOWN_KEY}`, "Bearer", `Basic ${btoa("alice:pw")}`, `Bearer ${alice}x`, alice]) {
        const r = await call(op, path, authorization);
        expect({ op: op.name, authorization, status: r.status }).toEqual({ op: op.name, authorization, status: 401 });
        expect(r.headers.get("www-authenticate")).toContain("Bearer");
        expect(await r.json()).toMatchObject({ code: "unauthorized" });
      }
    });
  }
});

describe("no user operation reaches another account's resources", () => {
  for (const op of userOps) {
    const params = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    // Shared resources (catalog components) belong to no account: nothing to cross.
    if (params.some((p) => !(p in bobs) && !PER_ACCOUNT.includes(p))) continue;
    if (params.length === 0) {
      test(`${op.name}: answers about the caller's account only`, async () => {
        const r = await call(op, op.path, `Bearer ${alice}`);
        const text = await r.text();
        expect([401, 403, 404]).not.toContain(r.status);
        expect(r.status).toBeLessThan(500);
        // An operation that answers a key (a rotation) has replaced Alice's: carry on with the new one.
        const rotated = (JSON.parse(text || "{}") as { api_key?: string }).api_key;
        if (rotated) alice = rotated;
        for (const id of Object.values(bobs)) expect(text).not.toContain(id);
      });
      continue;
    }
    test(`${op.name}: another account's ${params.join(", ")} → 404, and it is left unchanged`, async () => {
      const path = pathFor(op, bobs);
      expect(path).not.toBeNull();
      const before = await bobView();
      const r = await call(op, path!, `Bearer ${alice}`);
      expect({ op: op.name, status: r.status }).toEqual({ op: op.name, status: 404 });
      expect(await r.json()).toMatchObject({ code: "not_found" });
      expect(await bobView()).toBe(before);
    });
  }
});

describe("a rotated key stops working at once", () => {
  test("the old key is refused by every user operation; the new one is accepted", async () => {
    const rotate = ALL.find((o) => o.name === "rotate_api_key")!;
    const carol = await env.s.user("carol@example.com", { tier: "lifetime" });
    const r = await call(rotate, rotate.path, `Bearer ${carol}`);
    expect(r.status).toBe(200);
    const fresh = (await r.json()).api_key as string;
    for (const op of userOps.filter((o) => !o.path.includes("{"))) {
      expect({ op: op.name, status: (await call(op, op.path, `Bearer ${carol}`)).status }).toEqual({ op: op.name, status: 401 });
    }
    expect((await env.s.fetch("/account/me", { key: fresh })).status).toBe(200);
  });
});

describe("operations that are not per-account", () => {
  for (const op of ALL.filter((o) => o.auth === "public")) {
    test(`${op.name} (public) never asks for a key`, async () => {
      const path = pathFor(op, alices) ?? op.path;
      const r = await call(op, path, null);
      expect(r.status).not.toBe(401);
      expect(r.status).toBeLessThan(500);
    });
  }
  for (const op of ALL.filter((o) => o.auth === "paid")) {
    test(`${op.name} (paid) asks a caller without payment to pay, with or without an API key`, async () => {
      const path = pathFor(op, alices) ?? op.path;
      for (const authorization of [null, `Bearer ${alice}`]) {
        const r = await call(op, path, authorization);
        expect({ path, authorization, status: r.status }).toEqual({ path, authorization, status: 402 });
      }
    });
  }
});
