import { describe, expect, test } from "bun:test";
import { loadConfig } from "../../../server/src/config.ts";
import { builtInSources } from "../../../server/src/sources/index.ts";
import { streamCadences } from "../../../server/src/stream/cadence.ts";
import { tiersFromEnv } from "../../../server/src/tiers.ts";

const cadences = (env: Record<string, string>) => {
  const config = loadConfig(env);
  return Object.fromEntries(streamCadences(builtInSources(config.sources), config));
};

describe("stream cadences from the environment", () => {
  test("defaults: 60 s for feeds and forums, 300 s for the marketplace", () => {
    expect(cadences({})).toEqual({ aggregator: 60_000, forum: 60_000, auction: 300_000 });
  });
  test("RACKHUNT_STREAM_SECONDS sets every stream; a source's stream_seconds wins; off turns one or all off", () => {
    expect(cadences({ RACKHUNT_STREAM_SECONDS: "10" })).toEqual({ aggregator: 10_000, forum: 10_000, auction: 10_000 });
    expect(cadences({ RACKHUNT_STREAM_SECONDS: "10", RACKHUNT_SOURCES: JSON.stringify({ forum: { stream_seconds: 30 }, auction: { stream_seconds: "off" } }) })).toEqual({ aggregator: 10_000, forum: 30_000 });
    expect(cadences({ RACKHUNT_STREAM_SECONDS: "off" })).toEqual({});
  });
  test("a bad value stops start-up with a line naming it", () => {
    expect(() => loadConfig({ RACKHUNT_STREAM_SECONDS: "soon" })).toThrow("RACKHUNT_STREAM_SECONDS");
    expect(() => cadences({ RACKHUNT_SOURCES: JSON.stringify({ forum: { stream_seconds: 0 } }) })).toThrow("forum.stream_seconds");
  });
  test("the tier table's stream setting: pro and lifetime by default; RACKHUNT_TIERS can add free", () => {
    const tiers = tiersFromEnv(undefined);
    expect([tiers.free!.stream, tiers.pro!.stream, tiers.lifetime!.stream]).toEqual([false, true, true]);
    expect(tiersFromEnv(JSON.stringify({ free: { stream: true } })).free!.stream).toBe(true);
  });
});

test("stream_seconds is the host's setting: a plugin whose options refuse unknown keys still loads with it", async () => {
  const { loadSources } = await import("../../../server/src/sources/index.ts");
  const { join } = await import("node:path");
  const { mkdtempSync, writeFileSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const dir = mkdtempSync(join(tmpdir(), "rackhunt-strict-"));
  const file = join(dir, "strict.ts");
  writeFileSync(file, `import * as v from "valibot";\nimport { defineSource } from "@rackhunt/core";\nexport default defineSource({ name: "strict", kind: "forum", options: v.strictObject({ size: v.optional(v.number(), 1) }), requests: () => [], parse: () => ({ listings: [], next: null }), newest: { requests: () => [], recognises: () => true } });\n`);
  const sources = await loadSources({ strict: { module: file, stream_seconds: 15, size: 2 }, aggregator: false, forum: false, auction: false } as never);
  expect(sources.map((s) => [s.name, s.options])).toEqual([["strict", { size: 2 }]]);
  const config = loadConfig({ RACKHUNT_SOURCES: JSON.stringify({ strict: { module: file, stream_seconds: 15 } }) });
  expect(Object.fromEntries(streamCadences(sources, config))).toEqual({ strict: 15_000 });
});
