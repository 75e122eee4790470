/**
 * `rackhunt scan` says how far a scan has got as it happens: one line per source as it answers,
 * before the outcome. The recorded deal aggregator is held back, so the forum's and the auction's
 * answers must be printed while the aggregator has not answered yet.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { startScanningServer } from "./helpers.ts";

const CLI = join(import.meta.dir, "../../../server/src/cli.ts");
const AGGREGATOR_FEED = "aggregator/slickdeals-style-synthetic-frontpage.rss";
let env: Awaited<ReturnType<typeof startScanningServer>>;
let key: string;
beforeAll(async () => {
  env = await startScanningServer();
  key = await env.s.user("progress@example.com", { tier: "lifetime" });
});
afterAll(() => env.stop());

/** Read a process's stdout until `done` holds for what was read so far (or the stream ends). */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, seen: { text: string }, done: (text: string) => boolean): Promise<void> {
  const decoder = new TextDecoder();
  while (!done(seen.text)) {
    const next = await reader.read();
    if (next.done) return;
    seen.text += decoder.decode(next.value, { stream: true });
  }
}

describe("rackhunt scan HUNT_ID", () => {
  test("prints each source's answer as it comes, while a slower source is still being asked", async () => {
    const hunt = (await (await env.s.fetch("/hunts", { method: "POST", key, json: { name: "He8 progress", config: { query: "8tb sas hdd" } } })).json()) as { id: string };
    const release = env.sites.hold(AGGREGATOR_FEED);
    const cli = Bun.spawn([process.execPath, CLI, "scan", hunt.id], {
      env: { ...process.env, ...env.s.db.env, RACKHUNT_LOG_LEVEL: "warn", ...env.sites.sourcesEnv },
      stdout: "pipe",
      stderr: "pipe",
    });
    const reader = (cli.stdout as ReadableStream<Uint8Array>).getReader();
    const seen = { text: "" };
    try {
      await readUntil(reader, seen, (t) => /forum answered: \d+ listings/.test(t) && /auction answered: \d+ listings/.test(t));
      // Both answers are out while the aggregator is held: nothing judged, no outcome yet.
      expect(seen.text).toContain("asking aggregator, forum, auction ...");
      expect(seen.text).toMatch(/(forum|auction) answered: \d+ listings \(1 of 3\)/);
      expect(seen.text).toMatch(/(forum|auction) answered: \d+ listings \(2 of 3\)/);
      expect(seen.text).not.toContain("aggregator answered");
      expect(seen.text).not.toContain("judging");
      expect(cli.exitCode).toBeNull();
    } finally {
      release();
    }
    await readUntil(reader, seen, () => false);
    expect(await cli.exited).toBe(0);
    const lines = seen.text.split("\n");
    const at = (pattern: RegExp) => lines.findIndex((l) => pattern.test(l));
    expect(at(/aggregator answered: \d+ listings \(3 of 3\)/)).toBeGreaterThan(at(/auction answered/));
    expect(at(/judging and storing \d+ listings/)).toBeGreaterThan(at(/aggregator answered/));
    // Then the outcome, as before.
    expect(at(/alerts fired/)).toBeGreaterThan(at(/judging and storing/));
    expect(seen.text).toMatch(/ok +auction/);
  }, 60_000);
});
