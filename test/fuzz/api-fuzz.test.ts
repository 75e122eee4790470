/**
 * Property-based fuzzing of every operation of the table over real HTTP against the real server
 * (loopback, a real SQLite file). Runs per operation: RACKHUNT_FUZZ_RUNS (CI default 60; try
 * 2000 by hand). A failing case prints fast-check's seed and the shrunk request.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { operations, type AnyOperation } from "@rackhunt/core/api";
import fc from "fast-check";
import { EPYC_HUNT, startScanningServer } from "../e2e/hunts/helpers.ts";
import { testResolver } from "../server/channels/helpers.ts";
import { violation } from "./invariants.ts";
import { sharedIds } from "./shared-ids.ts";
import { deepJson, requestArbitrary, routeOf, send, type FuzzRequest, type FuzzState } from "./requests.ts";

const RUNS = Number(process.env.RACKHUNT_FUZZ_RUNS ?? 60);
const SEED = process.env.RACKHUNT_FUZZ_SEED ? Number(process.env.RACKHUNT_FUZZ_SEED) : undefined;
const MAX_BODY = 65_536;
const ALL: AnyOperation[] = Object.values(operations);

let env: Awaited<ReturnType<typeof startScanningServer>>;
let state: FuzzState;
const tally = new Map<number, number>();
const perOp = new Map<string, Record<number, number>>();
let sent = 0;

/** Up to three hunts and one channel of the account: existing ones first, created when missing. */
async function seedAccount(key: string) {
  const listed = await env.s.fetch("/hunts?limit=200", { key });
  expect(listed.status).toBe(200);
  const hunts = ((await listed.json()) as { id: string }[]).slice(0, 3).map((h) => h.id);
  while (hunts.length < 3) {
    const r = await env.s.fetch("/hunts", { method: "POST", key, json: { ...EPYC_HUNT, name: `fuzz ${hunts.length}` } });
    expect(r.status).toBe(201);
    hunts.push((await r.json()).id);
  }
  const chs = await env.s.fetch("/users/me/channels", { key });
  const channels = ((await chs.json()) as { channels: { id: string }[] }).channels.map((c) => c.id).slice(0, 2);
  if (channels.length === 0) {
    const ch = await env.s.fetch("/users/me/channels", { method: "POST", key, json: { label: "fuzz", channel_type: "webhook", notify_url: "https://hooks.example.com/fuzz" } });
    expect(ch.status).toBe(201);
    channels.push((await ch.json()).id);
  }
  return { hunts, channels };
}

/** Fresh hunts and channels for both accounts, so ids deleted by earlier runs do not starve later operations. */
async function replenish() {
  const a = await seedAccount(state.keys.own);
  const b = await seedAccount(state.keys.other);
  const shared = Object.fromEntries(Object.entries(sharedIds(env.s.app.services.catalog)).map(([k, ids]) => [k, { own: ids, other: ids }]));
  state.ids = { ...shared, hunt_id: { own: a.hunts, other: b.hunts }, channel_id: { own: a.channels, other: b.channels } };
}

beforeAll(async () => {
  env = await startScanningServer(undefined, { RACKHUNT_MAX_BODY_BYTES: String(MAX_BODY), RACKHUNT_SECRET_KEY: "fuzz-secret-key-material-0123456789abcdef", RACKHUNT_LOG_LEVEL: "warn", RACKHUNT_PAYMENTS: "local", RACKHUNT_MPP_SECRET: "fuzz-mpp-secret-at-least-32-bytes-long-0123" });
  // Channel tests and deliveries must never leave the machine: DNS and the network edge are local.
  env.s.app.services.notify.resolver = testResolver;
  env.s.app.services.notify.fetch = (async () => new Response("{}", { status: 200, headers: { "content-type": "application/json" } })) as unknown as typeof fetch;
  const own = await env.s.user("fuzz-own@example.com", { tier: "lifetime" });
  const other = await env.s.user("fuzz-other@example.com", { tier: "lifetime" });
  state = { keys: { own, other }, ids: {} };
});

afterAll(() => {
  console.log(`[fuzz] ${sent} requests, ${RUNS} runs per operation over ${ALL.length} operations; statuses ${JSON.stringify(Object.fromEntries([...tally].sort((x, y) => x[0] - y[0])))}`);
  if (process.env.RACKHUNT_FUZZ_VERBOSE) for (const [name, row] of perOp) console.log(`[fuzz]   ${name} ${JSON.stringify(row)}`);
  env.stop();
});

/** Send, check, keep the tallies, and follow key rotations so later runs keep a working key. */
async function probe(op: AnyOperation | null, req: FuzzRequest): Promise<void> {
  const res = await send(env.s.url, req);
  sent++;
  // Bun refuses a request line or headers past its own limit (16 KiB) before any route runs: a
  // transport answer like a proxy's, outside the API. Counted, and allowed only for such requests.
  if (res.status === 431 && req.path.length + JSON.stringify(req.headers).length > 16_000) {
    await res.arrayBuffer();
    tally.set(431, (tally.get(431) ?? 0) + 1);
    return;
  }
  // Judge the response by the operation the request really reached: a swapped method or a path
  // the URL parser normalised ("%2e%2e" is "..") can land on another one, or on none.
  const reached = op ? routeOf(ALL, req.method, new URL(req.path, env.s.url).pathname) : null;
  const { problem, checked } = await violation(reached, res, (req.headers.Accept ?? "").includes("application/problem+json"));
  tally.set(checked.status, (tally.get(checked.status) ?? 0) + 1);
  const row = perOp.get(op?.name ?? "(none)") ?? {};
  row[checked.status] = (row[checked.status] ?? 0) + 1;
  perOp.set(op?.name ?? "(none)", row);
  const rotated = (checked.json as { api_key?: unknown } | undefined)?.api_key;
  // Only a user operation answering a key replaces the caller's key (registration answers someone else's).
  if (checked.status < 300 && reached?.auth === "user" && typeof rotated === "string" && (req.role === "own" || req.role === "other")) state.keys[req.role] = rotated;
  if (problem) throw new Error(`${op?.name ?? "unknown route"} ${req.method} ${req.path.slice(0, 300)}${req.path.length > 300 ? `… (${req.path.length} chars)` : ""}: ${problem}`);
}

describe("every operation answers hostile requests within the SPEC", () => {
  for (const op of ALL) {
    test(`${op.name} (${op.method} ${op.path})`, async () => {
      await replenish();
      await fc.assert(
        fc.asyncProperty(fc.constant(null).chain(() => requestArbitrary(op, state, MAX_BODY)), (req) => probe(op, req)),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }, 120_000);
  }

  test("unknown routes and methods answer 404 in the standard shape", async () => {
    const path = fc.array(fc.oneof(fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }).map(encodeURIComponent), fc.constantFrom("%zz", "..", "%2F", "hunts")), { minLength: 1, maxLength: 4 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH"), path, fc.constantFrom(undefined, "application/problem+json"), async (method, segs, accept) => {
        // Four levels down: even four ".." segments, which a client resolves away, stay inside the unknown route.
        await probe(null, { method, path: `/no-such-route/a/b/c/d/${segs.join("/")}`, headers: accept ? { Accept: accept } : {}, role: "none" });
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  test("a body deeper than any parser's stack and one far past the size cap are refused, not crashed on", async () => {
    const create = operations.create_hunt as AnyOperation;
    const key = state.keys.own;
    for (const body of [deepJson(1_000), deepJson(200_000)]) {
      await probe(create, { method: "POST", path: "/hunts", headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" }, role: "own", body });
    }
    const huge = await send(env.s.url, { method: "POST", path: "/hunts", headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" }, role: "own", body: { streamBytes: 8 * 1024 * 1024 } });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: "payload_too_large" });
  });

  test("the server still serves after the run", async () => {
    const r = await env.s.fetch("/healthz");
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ status: "ok" });
    expect(env.s.logs.join("")).not.toContain('"handler failed"');
  });
});
