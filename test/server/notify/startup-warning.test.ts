/**
 * A server without RACKHUNT_SECRET_KEY says so when it starts, not first when a channel is saved:
 * `rackhunt serve` logs the warning before it listens (and on stderr), once; with a key, nothing.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { CLI } from "../../e2e/proof/serve-process.ts";
import { testDatabase } from "../../support/database.ts";

const db = await testDatabase();
afterAll(() => db.drop());

/** Start `rackhunt serve`, read its log up to "listening", stop it; its log lines and stderr. */
async function startAndStop(extra: Record<string, string>): Promise<{ lines: string[]; stderr: string }> {
  const env: Record<string, string> = { ...(process.env as Record<string, string>), ...db.env, RACKHUNT_SCHEDULER: "off", RACKHUNT_LOG_LEVEL: "info" };
  delete env.RACKHUNT_SECRET_KEY;
  Object.assign(env, extra);
  const proc = Bun.spawn([process.execPath, CLI, "serve", "--port", "0"], { env, stdout: "pipe", stderr: "pipe" });
  const stderr = new Response(proc.stderr).text();
  const reader = (proc.stdout as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = "";
  while (!text.includes('"msg":"listening"')) {
    const next = await reader.read();
    if (next.done) break;
    text += decoder.decode(next.value, { stream: true });
  }
  proc.kill("SIGTERM");
  await proc.exited;
  return { lines: text.split("\n").filter(Boolean), stderr: await stderr };
}

describe("the secret key warning", () => {
  test("rackhunt serve without RACKHUNT_SECRET_KEY warns as it starts, before any channel exists", async () => {
    const { lines, stderr } = await startAndStop({});
    const warned = lines.findIndex((l) => l.includes('"level":"warn"') && l.includes("RACKHUNT_SECRET_KEY is not set"));
    const listening = lines.findIndex((l) => l.includes('"msg":"listening"'));
    expect(warned).toBeGreaterThanOrEqual(0);
    expect(warned).toBeLessThan(listening);
    expect(stderr.match(/RACKHUNT_SECRET_KEY is not set/g)).toHaveLength(1);
  }, 30_000);

  test("a short key is warned about at start-up too; a proper one is not", async () => {
    const short = await startAndStop({ RACKHUNT_SECRET_KEY: "too-short" });
    expect(short.lines.some((l) => l.includes('"level":"warn"') && l.includes("RACKHUNT_SECRET_KEY is shorter than 32 characters"))).toBe(true);
    const proper = await startAndStop({ RACKHUNT_SECRET_KEY: "startup-secret-key-material-0123456789abcdef" });
    expect(proper.lines.some((l) => l.includes("RACKHUNT_SECRET_KEY"))).toBe(false);
    expect(proper.stderr).not.toContain("RACKHUNT_SECRET_KEY");
  }, 30_000);
});
