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
