import { holdForRunning } from "../backup/holders.ts";
import { loadConfig, type Config } from "../config.ts";
import { fail } from "./fail.ts";

export { fail };

/** The configuration from the environment with command-line overrides; exits 2 when invalid. */
export function configFrom(overrides: Record<string, string | undefined>): Config {
  const merged = { ...process.env };
  for (const [k, val] of Object.entries(overrides)) if (val !== undefined) merged[k] = val;
  try {
    return loadConfig(merged);
  } catch (err) {
    fail((err as Error).message);
  }
}

/** Stop cleanly on Ctrl-C or a service manager's TERM. */
export function onShutdown(stop: () => Promise<void> | void): void {
  let stopping = false;
  const handler = async () => {
    if (stopping) process.exit(1);
    stopping = true;
    await stop();
    process.exit(0);
  };
  process.on("SIGINT", handler);
  process.on("SIGTERM", handler);
}

/** Hold the database for a long-running command (backup/holders.ts); exits 2 during a restore. */
export function holdOrFail(dbPath: string, role: string): { release(): void } {
  try {
    return holdForRunning(dbPath, role);
  } catch (err) {
    fail((err as Error).message);
  }
}
