/**
 * `rackhunt serve` (and `rackhunt worker`) as a child process over a database, as an operator
 * runs it: the load and crash tests start it, read its JSON-lines log, and stop it with SIGTERM
 * or kill it with SIGKILL.
 */
import { join } from "node:path";

export const CLI = join(import.meta.dir, "../../../server/src/cli.ts");

export interface RackhuntProcess {
  proc: ReturnType<typeof Bun.spawn>;
  /** Every log line so far. */
  lines(): string[];
  /** Resolve when a log line matches (or fail after `ms`). */
  waitFor(match: (line: string) => boolean, ms?: number): Promise<string>;
  kill(signal: "SIGKILL" | "SIGTERM"): Promise<number>;
}

export interface ServeProcess extends RackhuntProcess {
  url: string;
}

export interface WorkerProcess extends RackhuntProcess {
  /** The lease owner of its scheduler (hunts it leases carry it in lease_owner). */
  owner: string;
}

/**
 * Start `rackhunt serve --port 0` and resolve once it listens. `prefix` runs it under another
 * command (a resource limit: `prlimit --fsize=N --`).
 */
export async function spawnServe(env: Record<string, string>, cwd?: string, prefix: string[] = []): Promise<ServeProcess> {
  const serve = spawnRackhunt(["serve", "--port", "0"], env, cwd, prefix);
  const listening = await serve.waitFor((l) => l.includes('"msg":"listening"'));
  return { ...serve, url: (JSON.parse(listening) as { url: string }).url };
}

/** Start `rackhunt worker` (the scan scheduler and the delivery worker) and resolve once its background work started. */
export async function spawnWorker(env: Record<string, string>): Promise<WorkerProcess> {
  const worker = spawnRackhunt(["worker"], env);
  const started = await worker.waitFor((l) => l.includes('"msg":"background started"'));
  return { ...worker, owner: (JSON.parse(started) as { owner: string }).owner };
}

function spawnRackhunt(args: string[], env: Record<string, string>, cwd?: string, prefix: string[] = []): RackhuntProcess {
  const proc = Bun.spawn([...prefix, process.execPath, CLI, ...args], { env: { ...process.env, RACKHUNT_LOG_LEVEL: "info", ...env }, cwd, stdout: "pipe", stderr: "pipe" });
  const lines: string[] = [];
  let partial = "";
  const waiters: { match: (l: string) => boolean; resolve: (l: string) => void }[] = [];
  void (async () => {
    const decoder = new TextDecoder();
    const reader = (proc.stdout as ReadableStream<Uint8Array>).getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      partial += decoder.decode(next.value, { stream: true });
      const parts = partial.split("\n");
      partial = parts.pop()!;
      for (const line of parts) {
        lines.push(line);
        // Settle the waiters this line satisfies; keep the others.
        const pending = waiters.splice(0);
        for (const w of pending) {
          if (w.match(line)) w.resolve(line);
          else waiters.push(w);
        }
      }
    }
  })();
  const stderr = new Response(proc.stderr as ReadableStream).text();
  const waitFor = (match: (l: string) => boolean, ms = 20_000) =>
    new Promise<string>((resolve, reject) => {
      const hit = lines.find(match);
      if (hit) return resolve(hit);
      const timer = setTimeout(async () => reject(new Error(`${args[0]}: timed out waiting; exit ${proc.exitCode}; stderr ${(await Promise.race([stderr, Bun.sleep(50).then(() => "")])).slice(0, 500)}`)), ms);
      waiters.push({ match, resolve: (l) => (clearTimeout(timer), resolve(l)) });
    });
  return {
    proc,
    lines: () => lines,
    waitFor,
    async kill(signal) {
      proc.kill(signal);
      return proc.exited;
    },
  };
}

/** The value of a sample in Prometheus text (summed over label sets that include `labels`). */
export async function scrapeValue(url: string, name: string, labels: Record<string, string> = {}): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  let total = 0;
  for (const line of text.split("\n")) {
    if (!line.startsWith(name)) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const set = m[2] ?? "";
    if (Object.entries(labels).every(([k, x]) => set.includes(`${k}="${x}"`))) total += Number(m[3]);
  }
  return total;
}
