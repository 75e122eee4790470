/**
 * Issue 13: the live market over a large history. A SQLite database holding 10,000,000 price
 * observations (SYNTHETIC: invented prices of every shipped catalog variant over two years, from
 * four sources, sold and asking, three conditions) is served by `rackhunt serve` in its own
 * process, and measured:
 *  - the server's RSS idle on it, and after benchmarks of 1,000 distinct variants were asked for
 *    (the market holds only their 90-day windows), against the same server on an empty database;
 *  - the time of one variant's benchmark over HTTP (`GET /api/v2/market`, three strata): the first
 *    ask (its window read from the database) and warm asks, against a raw SELECT of that window in
 *    this process and the bare `/healthz` round trip in the same run.
 * The database is built once under $TMPDIR/rackhunt-bench-market (about 1 GB) and reused.
 * Run: ./node_modules/.bin/bun bench/market.bench.ts
 */
import { Database } from "bun:sqlite";
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defaultCatalog } from "@rackhunt/core";
import { openDb } from "../server/src/db/client.ts";
import { seededRandom } from "../test/core/pricing/synthetic-cohort.ts";

const OBSERVATIONS = 10_000_000;
const DAY = 86_400_000;
const HISTORY_DAYS = 730;
const SOURCES = ["auction", "forum", "aggregator", "import"];
const CONDITIONS = ["used", "used", "used", "new", "refurbished", "for_parts"];
const CLI = join(import.meta.dir, "../server/src/cli.ts");
const HE8 = "hgst-ultrastar-he8-huh728080al5200";

const dir = join(tmpdir(), "rackhunt-bench-market");
const dbPath = join(dir, "market.db");
const now = Date.now();
const ids = defaultCatalog().all().map((c) => c.id);

/** Fill the database once: every variant gets an equal share of the rows, spread over two years. */
function build(): void {
  mkdirSync(dir, { recursive: true });
  openDb(dbPath).$client.close();
  const db = new Database(dbPath);
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF");
  const insert = db.prepare("INSERT INTO price_observations (component_id, price, observed_at, source, condition, kind) VALUES (?, ?, ?, ?, ?, ?)");
  const rand = seededRandom(13);
  const base = ids.map(() => 20 + rand() * 600);
  const started = performance.now();
  const BATCH = 250_000;
  for (let done = 0; done < OBSERVATIONS; done += BATCH) {
    db.transaction(() => {
      for (let i = done; i < done + BATCH; i++) {
        const v = i % ids.length;
        const condition = CONDITIONS[Math.floor(rand() * CONDITIONS.length)]!;
        const factor = condition === "new" ? 1.3 : condition === "for_parts" ? 0.4 : 1;
        insert.run(ids[v]!, Math.round(base[v]! * factor * (0.8 + 0.4 * rand()) * 100) / 100, now - Math.floor(rand() * HISTORY_DAYS * DAY), SOURCES[i % 4]!, condition, rand() < 0.7 ? "sold" : "asking");
      }
    })();
    process.stdout.write(`\rbuilding: ${(done + BATCH).toLocaleString()} of ${OBSERVATIONS.toLocaleString()} rows (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  process.stdout.write("\n");
  db.close();
}

function storedRows(): number {
  if (!existsSync(dbPath)) return 0;
  const db = new Database(dbPath, { readonly: true });
  try {
    return db.query<{ n: number }, []>("SELECT max(id) AS n FROM price_observations").get()?.n ?? 0;
  } catch {
    return 0;
  } finally {
    db.close();
  }
}

if (storedRows() < OBSERVATIONS) build();
console.log(`${storedRows().toLocaleString()} observations stored in ${dbPath}, ${ids.length.toLocaleString()} variants (${Math.round(OBSERVATIONS / ids.length).toLocaleString()} each, ~${Math.round((OBSERVATIONS / ids.length) * 90 / HISTORY_DAYS)} in a 90-day window)`);

const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

/** `rackhunt serve` on a database, with an account; stopped by `stop()`. */
async function serve(db: string) {
  const env = { ...process.env, RACKHUNT_DB: db, RACKHUNT_SCHEDULER: "off", RACKHUNT_RATE_LIMITS: "off", RACKHUNT_LOG_LEVEL: "warn", RACKHUNT_SOURCES: "{}" };
  Bun.spawnSync([process.execPath, CLI, "migrate"], { env });
  const created = Bun.spawnSync([process.execPath, CLI, "user", "create", "--email", `bench-${crypto.randomUUID()}@example.com`], { env }).stdout.toString();
  const key = /rh_[A-Za-z0-9_-]{43}/.exec(created)![0];
  const proc = Bun.spawn([process.execPath, CLI, "serve", "--port", "0"], { env: { ...env, RACKHUNT_LOG_LEVEL: "info" }, stdout: "pipe", stderr: "inherit" });
  const reader = (proc.stdout as ReadableStream<Uint8Array>).getReader();
  let text = "";
  while (!text.includes('"msg":"listening"')) text += new TextDecoder().decode((await reader.read()).value);
  const url = (JSON.parse(text.split("\n").find((l) => l.includes('"msg":"listening"'))!) as { url: string }).url;
  void (async () => {
    while (!(await reader.read()).done);
  })();
  await Bun.sleep(1000); // settle start-up allocations before reading RSS
  return {
    url,
    pid: proc.pid,
    get: (path: string) => fetch(url + path, { headers: { Authorization: `Bearer ${key}` } }),
    async stop() {
      proc.kill("SIGTERM");
      await proc.exited;
    },
  };
}

async function timed(fn: () => Promise<Response>): Promise<number> {
  const t = performance.now();
  const r = await fn();
  await r.arrayBuffer();
  if (!r.ok) throw new Error(`HTTP ${r.status}`);
  return performance.now() - t;
}
const pct = (xs: number[], p: number) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

// Baseline server: the same build on an empty database.
const empty = await serve(join(mkdtempSync(join(tmpdir(), "rackhunt-bench-empty-")), "empty.db"));
const emptyIdle = rssMiB(empty.pid);
await empty.stop();

const big = await serve(dbPath);
const idle = rssMiB(big.pid);
const cold = await timed(() => big.get(`/api/v2/market?q=${HE8}`));
const warm: number[] = [];
const health: number[] = [];
for (let i = 0; i < 200; i++) {
  warm.push(await timed(() => big.get(`/api/v2/market?q=${HE8}`)));
  health.push(await timed(() => big.get("/healthz")));
}
const firstAsks: number[] = [];
for (const id of ids.slice(0, 1000)) firstAsks.push(await timed(() => big.get(`/api/v2/market?q=${id}`)));
const loaded = rssMiB(big.pid);
await Bun.sleep(5000); // the rows read are garbage once held; give the collector a moment
const settled = rssMiB(big.pid);
await big.stop();

// Baseline query: the raw read of one variant's 90-day window, in this process.
const raw = new Database(dbPath, { readonly: true });
const windowQuery = raw.prepare("SELECT price, observed_at, source, condition, kind FROM price_observations WHERE component_id = ? AND observed_at >= ?");
const rawTimes: number[] = [];
let windowRows = 0;
for (let i = 0; i < 50; i++) {
  const t = performance.now();
  windowRows = windowQuery.all(ids[(i * 37) % ids.length]!, now - 90 * DAY).length;
  rawTimes.push(performance.now() - t);
}
raw.close();

const ms = (x: number) => `${x.toFixed(2)} ms`;
console.log(`
server RSS, empty database:                 ${emptyIdle.toFixed(1)} MiB
server RSS, 10M observations, idle:         ${idle.toFixed(1)} MiB (${(idle / emptyIdle).toFixed(2)}x the empty database)
server RSS, after 1,001 variants benchmarked: ${loaded.toFixed(1)} MiB (${(loaded / emptyIdle).toFixed(2)}x), 5 s later ${settled.toFixed(1)} MiB (${(settled / emptyIdle).toFixed(2)}x)
one variant's market (3 strata), first ask: ${ms(cold)}
  warm asks: p50 ${ms(pct(warm, 50))}, p99 ${ms(pct(warm, 99))}; /healthz round trip p50 ${ms(pct(health, 50))} (warm ask = ${(pct(warm, 50) / pct(health, 50)).toFixed(2)}x)
  first asks of 1,000 other variants: p50 ${ms(pct(firstAsks, 50))}, p99 ${ms(pct(firstAsks, 99))}
raw SELECT of one 90-day window (${windowRows} rows) in-process: p50 ${ms(pct(rawTimes, 50))} (first ask over HTTP = ${(pct(firstAsks, 50) / pct(rawTimes, 50)).toFixed(1)}x)`);
