/**
 * The load generator, run as its own process (`bun test/load/mixed-workload.ts`) against a
 * running server: autocannon cycles every connection through a mixed sequence built from the
 * operations table — every GET operation a caller can make (account, hunts, results, listings,
 * channels, public reads), every read-only POST (evaluate, when the table has it) with a body its
 * schema accepts, and a hunt create → update → scan → delete chain. Prints one JSON line.
 *
 * Env: RACKHUNT_LOAD_URL, RACKHUNT_LOAD_KEY, RACKHUNT_LOAD_HUNTS (comma-separated ids),
 * RACKHUNT_LOAD_SECONDS (15), RACKHUNT_LOAD_CONNECTIONS (8).
 */
import { operations, type AnyOperation } from "@rackhunt/core/api";
import autocannon from "autocannon";
import fc from "fast-check";
import * as v from "valibot";
import { arbitraryFor } from "../fuzz/schema-arbitrary.ts";

const url = process.env.RACKHUNT_LOAD_URL!;
const key = process.env.RACKHUNT_LOAD_KEY!;
const hunts = process.env.RACKHUNT_LOAD_HUNTS!.split(",");
const seconds = Number(process.env.RACKHUNT_LOAD_SECONDS ?? 15);
const connections = Number(process.env.RACKHUNT_LOAD_CONNECTIONS ?? 8);
const auth = { authorization: `Bearer ${key}` };
const json = { ...auth, "content-type": "application/json" };

type Ctx = { n?: number; created?: string };
const pick = (ctx: Ctx) => hunts[(ctx.n = ((ctx.n ?? 0) + 1) % hunts.length)]!;
/** Operations this workload cannot call blindly: they change the caller's key or create accounts. */
const SKIP = new Set(["rotate_api_key", "register_account"]);

/** A value the schema accepts, found by sampling its schema-guided arbitrary (null if none). */
function validSample(schema: v.GenericSchema): Record<string, unknown> | null {
  const found = fc.sample(arbitraryFor(schema, 0), { numRuns: 300, seed: 11 }).find((x) => v.is(schema, x));
  return (found as Record<string, unknown> | undefined) ?? null;
}

function validBody(op: AnyOperation): string | null {
  const found = validSample(op.body!);
  return found === null ? null : JSON.stringify(found);
}

/** A query string the operation accepts: only its required parameters, from a valid sample. */
function validQuery(op: AnyOperation): string {
  if (!op.query) return "";
  const entries = (op.query as unknown as { entries: Record<string, { type: string }> }).entries;
  const required = Object.keys(entries).filter((k) => entries[k]!.type !== "optional");
  if (required.length === 0) return "";
  const sample = validSample(op.query) ?? {};
  return `?${required.map((k) => `${k}=${encodeURIComponent(String(sample[k]))}`).join("&")}`;
}

const ops: AnyOperation[] = Object.values(operations);
const reads = ops.filter((o) => o.method === "GET" && o.auth !== "paid" && !SKIP.has(o.name) && [...o.path.matchAll(/\{([^}]+)\}/g)].every((m) => m[1] === "hunt_id"));
const evaluations = ops.filter((o) => o.method === "POST" && o.auth !== "paid" && o.agent?.readOnly && !o.path.includes("{") && o.body).map((o) => ({ op: o, body: validBody(o) })).filter((e) => e.body !== null);

const requests: autocannon.Request[] = [
  ...reads.map((o) => {
    const query = validQuery(o);
    return {
      method: "GET" as const,
      path: o.path,
      headers: auth,
      setupRequest: (req: autocannon.Request, ctx: Ctx) => ({ ...req, path: o.path.replace("{hunt_id}", pick(ctx)) + query }),
    };
  }),
  ...evaluations.map(({ op, body }) => ({ method: "POST" as const, path: op.path, headers: json, body: body! })),
  {
    method: "POST",
    path: "/hunts",
    headers: json,
    body: JSON.stringify({ name: "load hunt", config: { query: "xeon" }, target_price: 100, ceiling_price: 300 }),
    onResponse: (status: number, body: string, ctx: Ctx) => {
      ctx.created = status === 201 ? (JSON.parse(body) as { id: string }).id : undefined;
    },
  },
  { method: "PATCH", path: "/hunts", headers: json, body: JSON.stringify({ target_price: 90, active: false }), setupRequest: (req: autocannon.Request, ctx: Ctx) => ({ ...req, path: `/hunts/${ctx.created}` }) },
  { method: "DELETE", path: "/hunts", headers: auth, setupRequest: (req: autocannon.Request, ctx: Ctx) => ({ ...req, path: `/hunts/${ctx.created}` }) },
];

const result = await autocannon({ url, connections, duration: seconds, requests, initialContext: {} });
console.log(
  JSON.stringify({
    operations: [...reads.map((o) => o.name), ...evaluations.map((e) => e.op.name), "create_hunt", "update_hunt", "delete_hunt"],
    requests: result.requests.total,
    rps: result.requests.average,
    latency: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max, mean: result.latency.mean },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([k, s]) => [k, (s as { count: number }).count])),
  }),
);
