import type { Source } from "@rackhunt/core";
import type { Config } from "../config.ts";

/** How often a source's newest items are read by default: forums and feeds change by the minute, a marketplace's search less often. */
export const DEFAULT_STREAM_SECONDS: Readonly<Record<string, number>> = { aggregator: 60, forum: 60, auction: 300 };

/**
 * Each streamed source's cadence in milliseconds: a source is streamed when it lists its newest
 * items (the plugin's `newest`) and the stream is not off. Its `stream_seconds` in RACKHUNT_SOURCES
 * (seconds, or "off") wins over RACKHUNT_STREAM_SECONDS, which wins over the kind's default.
 * @example streamCadences(sources, config).get("forum"); // 60000
 */
export function streamCadences(sources: readonly Source[], config: Pick<Config, "stream" | "sources">): Map<string, number> {
  const out = new Map<string, number>();
  if (!config.stream.enabled) return out;
  for (const source of sources) {
    if (!source.newest) continue;
    const settings = config.sources[source.name];
    const own = typeof settings === "object" && settings !== null ? (settings as Record<string, unknown>).stream_seconds : undefined;
    if (own === "off" || own === false) continue;
    if (own !== undefined && (typeof own !== "number" || !Number.isInteger(own) || own < 1 || own > 86_400)) {
      throw new Error(`[config] RACKHUNT_SOURCES: ${source.name}.stream_seconds must be an integer from 1 to 86400, or "off"`);
    }
    const seconds = (own as number | undefined) ?? config.stream.seconds ?? DEFAULT_STREAM_SECONDS[source.kind] ?? 60;
    out.set(source.name, seconds * 1000);
  }
  return out;
}
