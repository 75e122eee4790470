import { join } from "node:path";

/** The CLI's entry point, run with the same Bun as the tests. */
export const CLI = join(import.meta.dir, "../../server/src/cli.ts");

export interface CliRun {
  code: number | null;
  out: string;
  err: string;
}

/**
 * Run `rackhunt ARGS` to completion, as an operator would from `cwd` with `env` set (and `stdin`
 * piped in). `timeout` (ms) stops a command that should have exited but runs on (a server that
 * started when it should have refused to), so the test fails instead of hanging.
 */
export function rackhunt(args: string[], options: { env?: Record<string, string>; cwd?: string; stdin?: string; timeout?: number } = {}): CliRun {
  const r = Bun.spawnSync([process.execPath, CLI, ...args], {
    env: { ...process.env, RACKHUNT_LOG_LEVEL: "warn", ...options.env },
    cwd: options.cwd,
    stdin: options.stdin === undefined ? "ignore" : Buffer.from(options.stdin),
    stdout: "pipe",
    stderr: "pipe",
    timeout: options.timeout,
  });
  return { code: r.exitCode, out: r.stdout.toString(), err: r.stderr.toString() };
}

/** The API key a `user create` or `user reset-key` run printed. */
export function printedKey(run: CliRun): string {
  const key = run.out.match(/rh_[A-Za-z0-9_-]{43}/)?.[0];
  if (!key) throw new Error(`no key printed: ${run.out} ${run.err}`);
  return key;
}

/** `rackhunt ARGS` without blocking this process, for commands that call servers the test runs. */
export async function rackhuntAsync(args: string[], options: { env?: Record<string, string>; cwd?: string } = {}): Promise<CliRun> {
  const proc = Bun.spawn([process.execPath, CLI, ...args], {
    env: { ...process.env, RACKHUNT_LOG_LEVEL: "warn", ...options.env },
    cwd: options.cwd,
    stdout: "pipe",
    stderr: "pipe",
  });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  return { code, out, err };
}
