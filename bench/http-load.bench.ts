/**
 * Issue 18: Rackhunt's HTTP throughput under concurrent load and its start-up and footprint.
 *  1. autocannon, 32 connections, 4 s a run, A/B/A/B in one process run: `rackhunt serve` in its
 *     own process (rate limits and the scheduler off, logging at its default level into a file)
 *     against a raw `Bun.serve` in its own process answering the same body, for authenticated
 *     `GET /hunts`, `GET /hunts/results` over 1,000,000 result rows, `POST /api/v2/evaluate`, and
 *     the public prices of a category.
 *  2. Start-up on an existing database: time from spawning `rackhunt serve` to its first answer,
 *     idle RSS, and RSS after 100,000 requests (and 5 s later).
 * The database is SYNTHETIC (bench/support/feed-db.ts). Run: ./node_modules/.bin/bun bench/http-load.bench.ts [case-name-part | startup]
 */
import type autocannon from "autocannon";
import { feedDatabase } from "./support/feed-db.ts";
import { cpuSeconds, load, rssMiB, spawnRackhunt, spawnRaw, type LoadResult } from "./support/serve.ts";

const CONNECTIONS = 32;
const SECONDS = 4;
const t0 = performance.now();
const { dbPath, key } = await feedDatabase(1_000_000);
console.log(`database with 1,000,000 result rows built in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${dbPath}`);

const auth = { Authorization: `Bearer ${key}` };
const CASES: { name: string; request: autocannon.Request }[] = [
  { name: "GET /hunts (authenticated)", request: { method: "GET", path: "/hunts", headers: auth } },
  { name: "GET /hunts/results over 1M rows", request: { method: "GET", path: "/hunts/results?limit=50", headers: auth } },
  {
    name: "POST /api/v2/evaluate",
    request: { method: "POST", path: "/api/v2/evaluate", headers: { ...auth, "Content-Type": "application/json" }, body: JSON.stringify({ title: "AMD EPYC 7302P 16-Core SP3", price: 99 }) },
  },
  { name: "GET /api/public/prices/cpu", request: { method: "GET", path: "/api/public/prices/cpu" } },
];

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const fmt = (r: LoadResult[]) => `${Math.round(mean(r.map((x) => x.rps))).toLocaleString()} req/s (runs ${r.map((x) => Math.round(x.rps).toLocaleString()).join(", ")}; p99 ${Math.max(...r.map((x) => x.p99))} ms)`;

// `bun bench/http-load.bench.ts hunts` runs the cases whose name contains "hunts" and skips
// start-up; `... startup` runs start-up alone.
const only = process.argv[2];

// --- 1. throughput, A/B/A/B ---
const rackhunt = await spawnRackhunt(dbPath);
console.log(`\n${CONNECTIONS} connections, ${SECONDS} s a run, raw Bun.serve (A) and rackhunt serve (B) alternating A/B/A/B:`);
for (const c of CASES.filter((x) => !only || x.name.includes(only))) {
  const sample = await fetch(rackhunt.url + c.request.path, { method: c.request.method, headers: c.request.headers, body: c.request.body });
  if (sample.status !== 200) throw new Error(`${c.name}: HTTP ${sample.status} ${await sample.text()}`);
  const raw = await spawnRaw(await sample.text());
  const a: LoadResult[] = [];
  const b: LoadResult[] = [];
  // Server CPU per answered request: steadier than throughput on a shared machine.
  const cpu = { raw: 0, rackhunt: 0, rawN: 0, rackhuntN: 0 };
  for (let round = 0; round < 2; round++) {
    let before = cpuSeconds(raw.pid);
    a.push(await load(raw.url, c.request, { connections: CONNECTIONS, seconds: SECONDS }));
    cpu.raw += cpuSeconds(raw.pid) - before;
    cpu.rawN += a.at(-1)!.total;
    before = cpuSeconds(rackhunt.pid);
    b.push(await load(rackhunt.url, c.request, { connections: CONNECTIONS, seconds: SECONDS }));
    cpu.rackhunt += cpuSeconds(rackhunt.pid) - before;
    cpu.rackhuntN += b.at(-1)!.total;
  }
  await raw.stop();
  const bad = b.reduce((n, x) => n + x.non2xx + x.errors, 0);
  const us = (s: number, n: number) => (s / n) * 1e6;
  console.log(`${c.name}\n  raw      ${fmt(a)}; server CPU ${us(cpu.raw, cpu.rawN).toFixed(0)} µs a request\n  rackhunt ${fmt(b)}${bad ? `  (${bad} non-2xx or errors)` : ""}; server CPU ${us(cpu.rackhunt, cpu.rackhuntN).toFixed(0)} µs a request\n  ratio    ${(mean(b.map((x) => x.rps)) / mean(a.map((x) => x.rps))).toFixed(2)}x raw throughput, ${(us(cpu.raw, cpu.rawN) / us(cpu.rackhunt, cpu.rackhuntN)).toFixed(2)}x raw by CPU per request`);
}
await rackhunt.stop();
if (only && only !== "startup") process.exit(0);

// --- 2. start-up and footprint on the existing database ---
const starts: { first: number; idle: number; after: number; settled: number }[] = [];
for (let i = 0; i < 3; i++) {
  const s = await spawnRackhunt(dbPath);
  await Bun.sleep(2000);
  const idle = rssMiB(s.pid);
  const after = i === 2 ? (await load(s.url, CASES[0]!.request, { connections: CONNECTIONS, amount: 100_000 }), rssMiB(s.pid)) : NaN;
  if (i === 2) await Bun.sleep(5000);
  starts.push({ first: s.firstAnswerMs, idle, after, settled: i === 2 ? rssMiB(s.pid) : NaN });
  await s.stop();
}
const raw = await spawnRaw("{}");
await Bun.sleep(2000);
const rawIdle = rssMiB(raw.pid);
await raw.stop();
const last = starts[2]!;
console.log(`
start-up on an existing database (3 starts): first answer ${starts.map((s) => `${Math.round(s.first)} ms`).join(", ")}
idle RSS ${starts.map((s) => `${s.idle.toFixed(1)} MiB`).join(", ")} (raw Bun.serve ${rawIdle.toFixed(1)} MiB)
after 100,000 requests of GET /hunts: ${last.after.toFixed(1)} MiB (${((last.after / last.idle - 1) * 100).toFixed(1)}% over idle), 5 s later ${last.settled.toFixed(1)} MiB (${((last.settled / last.idle - 1) * 100).toFixed(1)}%)`);
