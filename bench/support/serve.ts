/**
 * Processes for the HTTP benchmarks: `rackhunt serve` on a database (its log written to a file,
 * as an operator's service manager would keep it), the raw `Bun.serve` baseline, RSS readings,
 * and autocannon runs.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

const CLI = join(import.meta.dir, "../../server/src/cli.ts");
const RAW = join(import.meta.dir, "raw-server.ts");

export interface Served {
  url: string;
  pid: number;
  /** Milliseconds from spawning the process to its first 200 on /healthz. */
  firstAnswerMs: number;
  stop(): Promise<void>;
}

/** The resident set of a process, in MiB. */
export const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

/**
 * Resolve with the time from `since` to the first 200 from `url`. Waits for the server's
 * "listening" log line first (a cheap file read every 5 ms): polling with HTTP requests from the
 * start would compete for the 2 cores with the server's own start-up.
 */
async function firstAnswer(url: string, since: number, proc: { exitCode: number | null }, log: string): Promise<number> {
  while (!(existsSync(log) && readFileSync(log, "utf8").includes('"msg":"listening"'))) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode} before listening`);
    await Bun.sleep(5);
  }
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode} before answering`);
    try {
      const r = await fetch(url);
      if (r.status === 200) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await Bun.sleep(5);
  }
}

/** `rackhunt serve` on a fixed free port over `dbPath`, with rate limits and the scheduler off. */
export async function spawnRackhunt(dbPath: string, env: Record<string, string> = {}): Promise<Served> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const log = join(tmpdir(), `rackhunt-bench-serve-${port}.log`);
  const started = performance.now();
  const proc = Bun.spawn([process.execPath, CLI, "serve", "--port", String(port)], {
    env: { ...process.env, RACKHUNT_DB: dbPath, RACKHUNT_SCHEDULER: "off", RACKHUNT_RATE_LIMITS: "off", RACKHUNT_SOURCES: "{}", ...env },
    stdout: Bun.file(log),
    stderr: "inherit",
  });
  const url = `http://127.0.0.1:${port}`;
  const firstAnswerMs = await firstAnswer(`${url}/healthz`, started, proc, log);
  return {
    url,
    pid: proc.pid,
    firstAnswerMs,
    async stop() {
      proc.kill("SIGTERM");
      await proc.exited;
    },
  };
}

/** The raw baseline answering every request with `body`; `firstAnswerMs` from its spawn to its first answer. */
export async function spawnRaw(body: string): Promise<Served> {
  const file = join(tmpdir(), `rackhunt-bench-raw-${process.pid}-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, body);
  const started = performance.now();
  const proc = Bun.spawn([process.execPath, RAW, file], { stdout: "pipe", stderr: "inherit" });
  const reader = (proc.stdout as ReadableStream<Uint8Array>).getReader();
  let text = "";
  while (!/listening (\d+)/.test(text)) text += new TextDecoder().decode((await reader.read()).value);
  const url = `http://127.0.0.1:${/listening (\d+)/.exec(text)![1]}`;
  // Timed like rackhunt serve: to the first answer, after the readiness line.
  await (await fetch(url)).text();
  const firstAnswerMs = performance.now() - started;
  return {
    url,
    pid: proc.pid,
    firstAnswerMs,
    async stop() {
      proc.kill("SIGTERM");
      await proc.exited;
    },
  };
}

/** CPU seconds (user + system) a process has used so far, from /proc (clock ticks of 1/100 s). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export interface LoadResult {
  rps: number;
  /** Requests answered in the run. */
  total: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** autocannon against one request shape. */
export async function load(url: string, request: autocannon.Request, options: { connections: number; seconds?: number; amount?: number }): Promise<LoadResult> {
  const r = await autocannon({ url, connections: options.connections, ...(options.amount ? { amount: options.amount } : { duration: options.seconds }), requests: [request] });
  return { rps: r.requests.average, total: r.requests.total, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}
